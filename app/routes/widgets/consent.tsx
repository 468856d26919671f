/**
 * The consent page (doc1 §2 consent widget; doc3: the page takes the query parameter `id`).
 * The visitor's consent is recorded by the platform with the exact text shown, the page, the
 * time and the visitor's address.
 */
import { data, redirect } from "react-router";
import { readForm } from "~/.server/form-data";
import { useTranslation } from "~/i18n";
import { z } from "zod";
import { siteContext } from "~/.server/site-context";
import { submitConsentForm } from "~/.server/platform/widgets";
import { getInstance } from "~/.server/i18n";
import { localizePath, pick } from "~/domain/site";
import { ConsentWidget } from "~/components/consent-widget";
import type { Route } from "./+types/consent";
import { allowSubmission, say, widgetSettings } from "./settings.server";

const PATH = "/consent";
const idSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,100}$/)
  .catch("");

export async function loader({ url, context }: Route.LoaderArgs) {
  const { lang, brand } = context.get(siteContext);
  const settings = await widgetSettings(context);
  const t = getInstance(context).t;
  return {
    consentText: pick(settings.consent.text, lang) || t("widgets.consent.fallbackText", { brand: brand.name }),
    policies: settings.consent.policies.map((p) => ({
      buttonId: p.buttonId,
      label: pick(p.label, lang),
      title: pick(p.title, lang),
      body: pick(p.body, lang),
    })),
    consentId: idSchema.parse(url.searchParams.get("id") ?? ""),
    shownPolicy: url.searchParams.get("policy"),
    saved: url.searchParams.get("saved") === "1",
    title: t("widgets.consent.metaTitle", { brand: brand.name }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const settings = await widgetSettings(context);
  const t = getInstance(context).t;
  const form = await readForm(request);
  const id = idSchema.parse(form.get("id") ?? "");
  if (form.get("agree") !== "yes") return data({ error: say(context, site.settings.messages.requiredField) }, { status: 400 });
  if (!(await allowSubmission(context, "consent"))) return data({ error: t("widgets.forms.tooMany") }, { status: 429 });
  const consentText = pick(settings.consent.text, site.lang) || t("widgets.consent.fallbackText", { brand: site.brand.name });
  const page = `${localizePath(PATH, site.lang)}${id ? `?id=${id}` : ""}`;
  const answer = await submitConsentForm(site.platform(), { consentText, page, id, ipAddress: site.ip || undefined });
  if (!answer?.ok) return data({ error: say(context, site.settings.messages.genericError) }, { status: 502 });
  return redirect(`${localizePath(PATH, site.lang)}?saved=1`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex" }] : [];
}

export default function Consent({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "es" ? "es" : "en";
  return (
    <section aria-labelledby="consent-title" className="bg-surface">
      <div className="container-page grid max-w-2xl gap-5 py-10 md:py-16">
        <h1 id="consent-title" className="text-3xl font-extrabold text-balance text-ink">
          {loaderData.saved ? t("widgets.consent.savedTitle") : t("widgets.consent.title")}
        </h1>
        <div className="rounded-card border border-line bg-canvas p-5 shadow-card sm:p-7">
          {loaderData.saved ? (
            <p role="status" className="text-lead text-ink">
              {t("widgets.consent.savedBody")}
            </p>
          ) : (
            <ConsentWidget
              action={`${localizePath(PATH, lang)}${loaderData.consentId ? `?id=${loaderData.consentId}` : ""}`}
              consentText={loaderData.consentText}
              policies={loaderData.policies}
              consentId={loaderData.consentId}
              shownPolicy={loaderData.shownPolicy}
              error={actionData?.error ?? null}
            />
          )}
        </div>
      </div>
    </section>
  );
}
