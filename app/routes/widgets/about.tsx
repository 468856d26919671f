/**
 * About page: the hero top bar (messages filled from the analytics report), meet-the-team and
 * the lite video embed (doc1 §2 "Other widgets").
 */
import { useTranslation } from "~/i18n";
import { siteContext } from "~/.server/site-context";
import { getInstance } from "~/.server/i18n";
import { heroMessages } from "~/domain/public/hero-bar";
import { localizePath, pick } from "~/domain/site";
import { HeroBarMessages } from "~/components/hero-bar-messages";
import { TeamGrid } from "~/components/team-grid";
import { VideoLite } from "~/components/video-lite";
import type { Route } from "./+types/about";
import { analyticsReport } from "./analytics-report";
import { widgetSettings } from "./settings.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { lang, brand } = context.get(siteContext);
  const settings = await widgetSettings(context);
  const t = getInstance(context).t;
  return {
    messages: heroMessages(
      settings.heroMessages.map((m) => pick(m.text, lang)),
      analyticsReport(settings),
      lang,
    ),
    // A site path (an office page) opens in the page's language.
    team: settings.team.map((m) => ({
      name: m.name,
      role: pick(m.role, lang),
      location: m.location,
      locationHref: m.locationHref.startsWith("/") ? localizePath(m.locationHref, lang) : m.locationHref,
      bio: pick(m.bio, lang),
    })),
    video: settings.video ? { videoId: settings.video.videoId, title: pick(settings.video.title, lang) } : null,
    brandName: brand.name,
    title: t("widgets.about.metaTitle", { brand: brand.name }),
    description: t("widgets.about.intro", { brand: brand.name }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: "description", content: loaderData.description }] : [];
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { messages, team, video, brandName } = loaderData;
  return (
    <>
      <HeroBarMessages messages={messages} />
      <section aria-labelledby="about-title" className="bg-surface">
        <div className="container-page grid items-center gap-8 py-10 md:py-14 lg:grid-cols-2">
          <div className="grid gap-3">
            <h1 id="about-title" className="text-3xl font-extrabold text-balance text-ink md:text-4xl">
              {t("widgets.about.title", { brand: brandName })}
            </h1>
            <p className="text-lead text-ink-muted">{t("widgets.about.intro", { brand: brandName })}</p>
          </div>
          {video ? (
            <div className="grid gap-2">
              <VideoLite videoId={video.videoId} title={video.title} />
              <p className="text-sm text-ink-muted">{video.title}</p>
            </div>
          ) : null}
        </div>
      </section>
      {team.length > 0 ? (
        <section aria-labelledby="team-title" className="container-page grid gap-6 py-10 md:py-14">
          <h2 id="team-title" className="text-2xl font-extrabold text-ink">
            {t("widgets.team.title")}
          </h2>
          <TeamGrid members={team} />
        </section>
      ) : null}
    </>
  );
}
