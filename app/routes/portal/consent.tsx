/**
 * The consent form page (doc3 §2.9, §3 consent record, §4.6, §5.6, §7.6): `?id` names the consent
 * record (the link sent to a referred friend, who has no account: the platform is called as the
 * site). It shows the person's name, mobile number and e-mail with one box per configured
 * statement; every box must be ticked to enable the submit, else the required-field error. States:
 * already consented, success, error; after any of them the boxes and the button are disabled. The
 * exact statements shown, the page and the visitor's address are recorded with the consent (TCPA).
 */
import { useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { parseWithZod } from "@conform-to/zod/v4";
import { readForm } from "~/.server/form-data";
import { getInstance } from "~/.server/i18n";
import { siteContext } from "~/.server/site-context";
import { useHydrated } from "~/components/popup-hooks";
import { formatPhone } from "~/domain/portal/display";
import { allTicked, consentLocked, consentSchema, consentStateOf, type ConsentState } from "~/domain/portal/forms";
import { localizePath, pick } from "~/domain/site";
import { useTranslation } from "~/i18n";
import type { Route } from "./+types/consent";
import { CONSENT_PATH } from "~/domain/portal/paths";
import { getConsentRecord, submitConsent } from "~/.server/platform/portal";
import { portalSettings } from "./settings.server";

const ID = /^[A-Za-z0-9_-]{1,100}$/;
const boxName = (i: number) => `statement${i + 1}`;

export async function loader({ context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const settings = await portalSettings(context);
  const statements = settings.consentStatements.map((s) => pick(s, site.lang));
  const id = url.searchParams.get("id")?.trim() ?? "";
  const answer = ID.test(id) ? await getConsentRecord(site.platform(), id) : null;
  const record = answer?.ok ? answer.data.consent : null;
  return {
    title: getInstance(context).t("portal.consent.metaTitle", { brand: site.brand.name }),
    id: record ? id : "",
    state: consentStateOf(record),
    person: record ? { name: `${record.first_name} ${record.last_name}`.trim(), phone: formatPhone(record.mobile_number), email: record.email } : null,
    statements,
    errorMessage: pick(settings.consentError, site.lang),
    action: `${localizePath(CONSENT_PATH, site.lang)}?id=${encodeURIComponent(record ? id : "")}`,
  };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const settings = await portalSettings(context);
  const statements = settings.consentStatements.map((s) => pick(s, site.lang));
  const boxes = statements.map((_, i) => boxName(i));
  const submission = parseWithZod(await readForm(request), { schema: consentSchema(boxes) });
  if (submission.status !== "success") return data({ state: "open" as ConsentState, result: submission.reply() }, { status: 400 });
  const id = submission.value.id;
  const record = ID.test(id) ? await getConsentRecord(site.platform(), id) : null;
  if (!record?.ok)
    return data({ state: "error" as ConsentState, result: submission.reply() }, { status: record && !record.ok && record.status < 500 ? record.status : 502 });
  const r = record.data.consent;
  const answer = await submitConsent(site.platform(), {
    id,
    name: r.first_name,
    surname: r.last_name,
    email: r.email,
    phone: r.mobile_number,
    consentText: statements.join("\n"),
    page: `${url.pathname}?id=${id}`,
  });
  if (!answer?.ok) return data({ state: "error" as ConsentState, result: submission.reply() }, { status: answer && answer.status < 500 ? answer.status : 502 });
  return data({ state: answer.data.state as ConsentState, result: submission.reply() });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex" }] : [];
}

export default function Consent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const state: ConsentState = actionData?.state ?? loaderData.state;
  const locked = consentLocked(state);
  const boxes = loaderData.statements.map((_, i) => boxName(i));
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  const [tried, setTried] = useState(false);
  const complete = allTicked(ticked, boxes);
  const serverRequired = actionData?.state === "open";
  const showRequired = (tried && !complete) || (serverRequired && !complete);
  return (
    <section aria-labelledby="consent-title" className="bg-surface">
      <div className="container-page grid max-w-xl gap-5 py-10 md:py-16">
        <h1 id="consent-title" className="text-3xl font-extrabold text-balance text-ink">
          {t("portal.consent.title")}
        </h1>
        {state === "alreadyConsented" ? <StateNote kind="info" title={t("portal.consent.alreadyTitle")} body={t("portal.consent.alreadyBody")} /> : null}
        {state === "success" ? <StateNote kind="success" title={t("portal.consent.successTitle")} body={t("portal.consent.successBody")} /> : null}
        {state === "error" ? <StateNote kind="error" title={t("portal.consent.errorTitle")} body={loaderData.errorMessage} /> : null}
        <div className="rounded-card border border-line bg-canvas p-5 shadow-card sm:p-7">
          {loaderData.person ? (
            <dl className="mb-5 grid gap-2 sm:grid-cols-3">
              <div>
                <dt className="text-ink-muted">{t("portal.consent.name")}</dt>
                <dd className="font-semibold text-ink">{loaderData.person.name}</dd>
              </div>
              <div>
                <dt className="text-ink-muted">{t("portal.consent.phone")}</dt>
                <dd className="font-semibold text-ink">{loaderData.person.phone}</dd>
              </div>
              <div>
                <dt className="text-ink-muted">{t("portal.consent.email")}</dt>
                <dd className="font-semibold break-words text-ink">{loaderData.person.email}</dd>
              </div>
            </dl>
          ) : null}
          <Form
            method="post"
            action={loaderData.action}
            className="grid gap-5"
            noValidate
            onSubmit={(event) => {
              if (!complete) {
                event.preventDefault();
                setTried(true);
              }
            }}
          >
            <input type="hidden" name="id" value={loaderData.id} />
            <fieldset disabled={locked} className="grid gap-4" aria-describedby={showRequired ? "consent-required" : undefined}>
              <legend className="mb-2 font-semibold text-ink">{t("portal.consent.legend")}</legend>
              {loaderData.statements.map((statement, i) => {
                const name = boxName(i);
                return (
                  <div key={name} className="flex items-start gap-3">
                    <input
                      id={`consent-${name}`}
                      type="checkbox"
                      name={name}
                      className="mt-1 size-5 shrink-0"
                      checked={locked ? state !== "error" : (ticked[name] ?? false)}
                      onChange={(e) => {
                        setTicked((s) => ({ ...s, [name]: e.target.checked }));
                        setTried(true);
                      }}
                    />
                    <label htmlFor={`consent-${name}`} className="text-ink">
                      {statement}
                    </label>
                  </div>
                );
              })}
            </fieldset>
            {showRequired ? (
              <p id="consent-required" role="alert" className="font-semibold text-red-800">
                {t("portal.errors.consentRequired")}
              </p>
            ) : null}
            <button
              type="submit"
              className="btn btn-primary w-full sm:w-auto"
              disabled={locked || (hydrated && !complete) || navigation.state === "submitting"}
            >
              {t("portal.consent.submit")}
            </button>
          </Form>
        </div>
      </div>
    </section>
  );
}

function StateNote({ kind, title, body }: { kind: "info" | "success" | "error"; title: string; body: string }) {
  const styles = {
    info: "border-blue-200 bg-blue-50 text-blue-900",
    success: "border-green-200 bg-green-50 text-green-900",
    error: "border-red-200 bg-red-50 text-red-900",
  }[kind];
  return (
    <div role={kind === "error" ? "alert" : "status"} className={`grid gap-1 rounded-card border p-4 ${styles}`}>
      <h2 className="text-lg font-bold">{title}</h2>
      <p>{body}</p>
    </div>
  );
}
