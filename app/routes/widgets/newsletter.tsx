/**
 * doc1 §5 newsletter: the sign-up action (stored by the platform) and its page. An invalid
 * e-mail is silent (doc1 §8): the visitor is sent back where they were, with no message.
 */
import { redirect } from "react-router";
import { readForm } from "~/.server/form-data";
import { useTranslation } from "~/i18n";
import { siteContext } from "~/.server/site-context";
import { subscribeNewsletter } from "~/.server/platform/widgets";
import { getInstance } from "~/.server/i18n";
import { newsletterSubmission } from "~/domain/public/newsletter";
import { localizePath } from "~/domain/site";
import { NewsletterForm } from "~/components/newsletter-form";
import type { Route } from "./+types/newsletter";
import { allowSubmission, contentRoots, widgetSettings } from "./settings.server";

const PATH = "/newsletter";

/** Same-origin page the form was sent from, or this page. */
function backTo(request: Request, url: URL, fallback: string): string {
  const referer = request.headers.get("referer");
  if (!referer) return fallback;
  try {
    const from = new URL(referer);
    return from.origin === url.origin ? from.pathname + from.search : fallback;
  } catch {
    return fallback;
  }
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const { brand } = context.get(siteContext);
  const settings = await widgetSettings(context);
  const t = getInstance(context).t;
  return {
    action: settings.newsletterAction,
    contentRoots: await contentRoots(context, settings),
    subscribed: url.searchParams.get("subscribed") === "1",
    title: t("widgets.newsletter.metaTitle", { brand: brand.name }),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const form = await readForm(request);
  const back = backTo(request, url, localizePath(PATH, site.lang));
  // Thanks in the language of the page the form was on.
  const here = localizePath(PATH, back === "/es" || back.startsWith("/es/") || back.startsWith("/es?") ? "es" : site.lang);
  const email = typeof form.get("email") === "string" ? String(form.get("email")) : "";
  const trap = typeof form.get("website") === "string" ? String(form.get("website")).trim() : "";
  const submission = newsletterSubmission({ email, action: PATH, contentRoots: [] });
  if (!submission.submit) return redirect(back);
  if (trap !== "") return redirect(`${here}?subscribed=1`);
  if (!(await allowSubmission(context, "newsletter"))) return redirect(back);
  const answer = await subscribeNewsletter(site.platform(), { email: submission.email, page: back, ipAddress: site.ip || undefined });
  // Failures are silent for the visitor too (doc1 §8); the platform client logs them.
  return redirect(answer?.ok ? `${here}?subscribed=1` : back);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }] : [];
}

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="newsletter-title" className="bg-surface">
      <div className="container-page grid max-w-2xl gap-5 py-10 md:py-16">
        <h1 id="newsletter-title" className="text-3xl font-extrabold text-balance text-ink">
          {loaderData.subscribed ? t("widgets.newsletter.thanksTitle") : t("widgets.newsletter.title")}
        </h1>
        {loaderData.subscribed ? (
          <p role="status" className="text-lead text-ink">
            {t("widgets.newsletter.thanksBody")}
          </p>
        ) : (
          <>
            <p className="text-lead text-ink-muted">{t("widgets.newsletter.intro")}</p>
            <div className="rounded-card border border-line bg-canvas p-5 shadow-card sm:p-7">
              <NewsletterForm action={loaderData.action} contentRoots={loaderData.contentRoots} />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
