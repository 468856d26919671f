/**
 * Contact page with the generic form container (doc1 §5): the CMS-configured fields, checked
 * again here, a spam-trap hit sent to the configured error page, the captcha (the visitor's bot
 * check) verified through its adapter by the platform, and the submission stored by the platform.
 */
import { data, redirect } from "react-router";
import { readForm } from "~/.server/form-data";
import { useTranslation } from "~/i18n";
import { siteContext } from "~/.server/site-context";
import { submitForm } from "~/.server/platform/widgets";
import { getInstance } from "~/.server/i18n";
import { captchaResponseOf, checkForm, valuesFromFormData, type FormConfig } from "~/domain/public/form-container";
import { configuredMessage } from "~/domain/message";
import { localizePath, pick, type Language } from "~/domain/site";
import { FormContainer, type ContainerField } from "~/components/form-container-form";
import { MailIcon, PhoneIcon } from "~/components/icons";
import { telHref } from "~/components/phone";
import { localHref } from "~/components/smart-link";
import { useShellData } from "~/components/root-data";
import type { WidgetSettings } from "~/.server/content";
import type { Route } from "./+types/contact";
import { captchaAdapter } from "./captcha.server";
import { allowSubmission, widgetSettings } from "./settings.server";

const PATH = "/contact";
const FORM_ID = "contact";

function containerFields(settings: WidgetSettings, lang: Language): ContainerField[] {
  return settings.contactForm.fields.map((field) => ({
    name: field.name,
    label: pick(field.label, lang),
    type: field.type,
    required: field.required,
    regexpattern: field.regexpattern,
    requiredMessage: field.requiredMessage ? pick(field.requiredMessage, lang) : undefined,
    constraintMessage: field.constraintMessage ? pick(field.constraintMessage, lang) : undefined,
  }));
}

function formConfig(settings: WidgetSettings, lang: Language): FormConfig {
  const form = settings.contactForm;
  const captcha = form.captcha && settings.captchaProvider !== "none";
  return { fields: containerFields(settings, lang), errorPage: localHref(form.errorPage, lang), captcha, captchaMessage: pick(form.captchaMessage, lang) };
}

function sentParam(url: URL): boolean {
  return url.searchParams.get("sent") === "1";
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { lang, brand } = site;
  const settings = await widgetSettings(context);
  const config = formConfig(settings, lang);
  const t = getInstance(context).t;
  return {
    fields: containerFields(settings, lang),
    errorPage: config.errorPage ?? "/form-error",
    captcha: config.captcha && !sentParam(url) ? await captchaAdapter(settings.captchaProvider, settings.turnstileSiteKey).challenge(site.platform()) : null,
    captchaMessage: config.captchaMessage ?? "",
    sent: sentParam(url),
    title: t("widgets.contact.metaTitle", { brand: brand.name }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const settings = await widgetSettings(context);
  const config = formConfig(settings, site.lang);
  const form = await readForm(request);
  const values = valuesFromFormData(form);
  const outcome = checkForm(config, { values, captchaResponse: captchaResponseOf(values) });
  const sentBack = Object.fromEntries(config.fields.filter((f) => f.type !== "spam-trap").map((f) => [f.name, (values[f.name] ?? "").slice(0, 5000)]));
  if (outcome.status === "invalid") {
    return data({ errors: outcome.errors, captchaError: null, values: sentBack }, { status: 400 });
  }
  if (outcome.status === "spam") return redirect(outcome.redirect);
  const captchaMessage = config.captchaMessage ? configuredMessage(config.captchaMessage) : "public.form.captcha";
  if (outcome.status === "captcha-missing") return data({ errors: {}, captchaError: captchaMessage, values: sentBack }, { status: 400 });
  const problem = config.captcha ? await captchaAdapter(settings.captchaProvider, settings.turnstileSiteKey).verify(site.platform(), form) : null;
  if (problem) {
    const captchaError = problem === "missing" ? captchaMessage : `widgets.botCheck.${problem}`;
    return data({ errors: {}, captchaError, values: sentBack }, { status: problem === "unavailable" ? 503 : 400 });
  }
  if (!(await allowSubmission(context, "contact"))) return data({ errors: {}, captchaError: "widgets.forms.tooMany", values: sentBack }, { status: 429 });
  const answer = await submitForm(site.platform(), {
    formId: FORM_ID,
    page: localizePath(PATH, site.lang),
    fields: outcome.values,
    ipAddress: site.ip || undefined,
  });
  if (!answer?.ok)
    return data({ errors: {}, captchaError: configuredMessage(pick(site.settings.messages.genericError, site.lang)), values: sentBack }, { status: 502 });
  return redirect(`${localizePath(PATH, site.lang)}?sent=1`);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: "description", content: loaderData.title }] : [];
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const shell = useShellData();
  const lang = shell?.lang ?? "en";
  const { fields, errorPage, captcha, captchaMessage, sent } = loaderData;
  return (
    <section aria-labelledby="contact-title" className="bg-surface">
      <div className="container-page grid gap-8 py-10 md:py-16 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <div className="grid content-start gap-4">
          <h1 id="contact-title" className="text-3xl font-extrabold text-balance text-ink">
            {t("widgets.contact.title")}
          </h1>
          <p className="text-lead text-ink-muted">{t("widgets.contact.intro")}</p>
          {shell ? (
            <ul className="grid gap-2">
              <li>
                <a href={telHref(shell.brand.phones.sales)} className="link inline-flex min-h-11 items-center gap-2 font-semibold">
                  <PhoneIcon size={18} aria-hidden="true" />
                  {shell.brand.phones.sales}
                </a>
              </li>
              <li>
                <a href={`mailto:${shell.brand.email}`} className="link inline-flex min-h-11 items-center gap-2 font-semibold break-all">
                  <MailIcon size={18} aria-hidden="true" />
                  {shell.brand.email}
                </a>
              </li>
            </ul>
          ) : null}
        </div>
        <div className="rounded-card border border-line bg-canvas p-5 shadow-card sm:p-7">
          {sent ? (
            <div role="status" className="grid gap-2">
              <h2 className="text-xl font-bold text-ink">{t("widgets.contact.sentTitle")}</h2>
              <p className="text-ink">{t("widgets.contact.sentBody")}</p>
            </div>
          ) : (
            <FormContainer
              id="contact-form"
              action={localizePath(PATH, lang)}
              lang={lang}
              fields={fields}
              errorPage={errorPage}
              captcha={captcha}
              captchaMessage={captchaMessage}
              submitLabel={t("widgets.contact.submit")}
              result={actionData ?? null}
            />
          )}
        </div>
      </div>
    </section>
  );
}
