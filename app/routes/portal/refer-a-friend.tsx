/**
 * Refer a friend (doc3 §2.7, §3 referral payload, §5.6, §7.6): the friend's first name (minimum
 * length), last name, e-mail and phone by pattern, and the age within the brand's limits (15 to 75)
 * where the brand asks it; the submit button stays disabled until the form is valid. The signed-in
 * customer is the referrer (name, e-mail, phone, zip from the profile, on the server). A success
 * view follows; the form is then cleared and disabled until it is shown again. The consent text
 * shown is recorded with the referral.
 */
import { useEffect, useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useSiteForm } from "~/components/forms/use-site-form";
import { readForm } from "~/.server/form-data";
import { getInstance } from "~/.server/i18n";
import { siteContext } from "~/.server/site-context";
import { TextField } from "~/components/form-field";
import { useHydrated } from "~/components/popup-hooks";
import { referralSchema } from "~/domain/portal/forms";
import { localizePath, pick } from "~/domain/site";
import { useTranslation } from "~/i18n";
import type { Route } from "./+types/refer-a-friend";
import { CONSENT_PATH, REFER_PATH } from "~/domain/portal/paths";
import { brandOrigin } from "~/.server/brand-origin";
import { getProfile, sendReferral } from "~/.server/platform/portal";
import { requireAnswer, requireCustomer } from "./session.server";
import { portalSettings, type PortalSettings } from "./settings.server";
import { configuredMessage } from "~/domain/message";
import { useMessage } from "~/i18n-message";

const limitsOf = (s: PortalSettings) => ({ minAge: s.referralMinAge, maxAge: s.referralMaxAge, askAge: s.referralAskAge });

export async function loader({ request, context, url }: Route.LoaderArgs) {
  await requireCustomer(request, context, url);
  const site = context.get(siteContext);
  const settings = await portalSettings(context);
  return {
    title: getInstance(context).t("portal.refer.metaTitle", { brand: site.brand.name }),
    limits: limitsOf(settings),
    consent: pick(settings.referralConsent, site.lang),
    action: localizePath(REFER_PATH, site.lang),
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const { customer, client } = await requireCustomer(request, context, url);
  const site = context.get(siteContext);
  const settings = await portalSettings(context);
  const submission = parseWithZod(await readForm(request), { schema: referralSchema(limitsOf(settings)) });
  if (submission.status !== "success") return data({ result: submission.reply(), sent: false }, { status: 400 });
  const profile = await getProfile(client, customer.token);
  requireAnswer(profile, url, site.lang);
  if (!profile?.ok) return data({ result: submission.reply({ formErrors: ["portal.refer.failed"] }), sent: false }, { status: 502 });
  const p = profile.data.profile;
  const origin = brandOrigin(site, request, url);
  const v = submission.value;
  const answer = await sendReferral(
    client,
    {
      customerName: `${p.name} ${p.surname}`.trim(),
      customerEmail: p.mail,
      customerPhone: p.phone,
      zipCode: p.zipCode,
      refName: `${v.refFirstName} ${v.refLastName}`,
      refEmail: v.refEmail,
      refPhone: v.refPhone,
      consentText: pick(settings.referralConsent, site.lang),
      page: url.pathname,
      ...(origin ? { consentUrl: `${origin}${localizePath(CONSENT_PATH, site.lang)}` } : {}),
    },
    customer.token,
  );
  requireAnswer(answer, url, site.lang);
  // doc3 §7.6: success means a non-empty answer.
  if (answer?.ok && answer.data.referralId) return data({ result: submission.reply({ resetForm: true }), sent: true });
  const fieldErrors = answer && !answer.ok ? answer.fieldErrors : {};
  const status = answer && !answer.ok && answer.status < 500 ? answer.status : 502;
  const fields = Object.fromEntries(
    Object.entries(fieldErrors)
      .filter(([k]) => k.startsWith("ref"))
      .map(([k, m]) => [k === "refName" ? "refFirstName" : k, [configuredMessage(m)]]),
  );
  return data({ result: submission.reply({ formErrors: ["portal.refer.failed"], fieldErrors: fields }), sent: false }, { status });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex" }] : [];
}

export default function ReferAFriend({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const schema = referralSchema(loaderData.limits);
  const [form, fields] = useSiteForm({ id: "refer-a-friend", schema, lastResult: actionData?.result });
  const [locked, setLocked] = useState(false);
  const [values, setValues] = useState<Record<string, string>>({});
  useEffect(() => {
    if (actionData?.sent) {
      setLocked(true);
      setValues({});
    }
  }, [actionData]);
  const valid = schema.safeParse(values).success;
  const message = useMessage();
  const track = (event: React.FormEvent<HTMLFormElement>) =>
    setValues(Object.fromEntries(Array.from(new FormData(event.currentTarget), ([k, v]) => [k, String(v)])));
  return (
    <section aria-labelledby="refer-title" className="bg-surface">
      <div className="container-page grid max-w-xl gap-5 py-10 md:py-16">
        <h1 id="refer-title" className="text-3xl font-extrabold text-balance text-ink">
          {t("portal.refer.title")}
        </h1>
        <p className="text-lead text-ink-muted">{t("portal.refer.intro")}</p>
        {locked ? (
          <div role="status" className="grid gap-3 rounded-card border border-green-200 bg-green-50 p-5">
            <h2 className="text-xl font-bold text-green-900">{t("portal.refer.successTitle")}</h2>
            <p className="text-green-900">{t("portal.refer.successBody")}</p>
            <button type="button" className="btn btn-primary justify-self-start" onClick={() => setLocked(false)}>
              {t("portal.refer.another")}
            </button>
          </div>
        ) : null}
        <div className="rounded-card border border-line bg-canvas p-5 shadow-card sm:p-7">
          <Form
            method="post"
            action={loaderData.action}
            className="grid gap-5"
            {...getFormProps(form)}
            onInput={track}
            onChange={track}
            key={locked ? "locked" : "open"}
          >
            <p id={form.errorId} role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800 empty:hidden">
              {form.errors?.[0] ?? null}
            </p>
            <fieldset disabled={locked} className="grid gap-5 sm:grid-cols-2">
              <TextField
                label={t("portal.refer.firstName")}
                id={fields.refFirstName.id}
                name={fields.refFirstName.name}
                autoComplete="off"
                error={message(fields.refFirstName.errors?.[0])}
              />
              <TextField
                label={t("portal.refer.lastName")}
                id={fields.refLastName.id}
                name={fields.refLastName.name}
                autoComplete="off"
                error={message(fields.refLastName.errors?.[0])}
              />
              <TextField
                label={t("portal.refer.email")}
                id={fields.refEmail.id}
                name={fields.refEmail.name}
                type="email"
                autoComplete="off"
                error={message(fields.refEmail.errors?.[0])}
              />
              <TextField
                label={t("portal.refer.phone")}
                id={fields.refPhone.id}
                name={fields.refPhone.name}
                type="tel"
                inputMode="tel"
                autoComplete="off"
                hint={t("portal.refer.phoneHint")}
                error={message(fields.refPhone.errors?.[0])}
              />
              {loaderData.limits.askAge ? (
                <TextField
                  label={t("portal.refer.age")}
                  id={fields.refAge.id}
                  name={fields.refAge.name}
                  inputMode="numeric"
                  hint={t("portal.refer.ageHint", { min: loaderData.limits.minAge, max: loaderData.limits.maxAge })}
                  error={message(fields.refAge.errors?.[0])}
                />
              ) : null}
            </fieldset>
            <p className="text-sm text-ink-muted">{loaderData.consent}</p>
            <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={locked || (hydrated && !valid) || navigation.state === "submitting"}>
              {t("portal.refer.submit")}
            </button>
          </Form>
        </div>
      </div>
    </section>
  );
}
