/**
 * doc3 §2.4 roadside assistance landing: the brand's single and family memberships (CMS packages
 * and prices) with the who-needs-coverage toggle, the buy links and the compare-memberships modal.
 */
import { getInstance } from "~/.server/i18n";
import { siteContext } from "~/.server/site-context";
import { MembershipChooser } from "~/components/roadside/membership-cards";
import { useShellData } from "~/components/root-data";
import { localizePath, pick } from "~/domain/site";
import type { Route } from "./+types/landing";
import { roadsidePaths } from "./paths";
import { membershipCards, roadsideSettings } from "./settings.server";

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const settings = await roadsideSettings(context);
  const t = getInstance(context).t;
  return {
    title: pick(settings.title, site.lang),
    intro: pick(settings.intro, site.lang),
    cards: membershipCards(settings, site.lang),
    metaTitle: t("roadside.metaTitle", { brand: site.brand.name }),
    metaDescription: t("roadside.metaDescription", { brand: site.brand.name }),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.metaTitle }, { name: "description", content: loaderData.metaDescription }] : [];
}

export default function RoadsideLanding({ loaderData }: Route.ComponentProps) {
  const lang = useShellData()?.lang ?? "en";
  return (
    <section aria-labelledby="roadside-title" className="bg-surface">
      <div className="container-page grid max-w-4xl gap-6 py-10 md:py-16">
        <div className="grid gap-3">
          <h1 id="roadside-title" className="text-3xl font-extrabold text-balance text-ink">
            {loaderData.title}
          </h1>
          <p className="text-lead text-ink-muted">{loaderData.intro}</p>
        </div>
        <MembershipChooser cards={loaderData.cards} lang={lang} buyHref={(type) => `${localizePath(roadsidePaths.buy, lang)}?type=${type}`} />
      </div>
    </section>
  );
}
