/**
 * One lead for the agent (doc2 §3 lead record; doc3 §3 consent record): every field of the record,
 * its carriers, and its consent records (TCPA) — the exact text agreed to, the page, the address and
 * the time — read-only. Another brand's lead is not found (404).
 */
import { data, Link } from "react-router";
import { getInstance } from "~/.server/i18n";
import { siteContext } from "~/.server/site-context";
import { localizePath } from "~/domain/site";
import { ConsoleFrame } from "~/components/console/console-frame";
import { centralTime, phoneText } from "~/components/console/format";
import { useShellData } from "~/components/root-data";
import { useTranslation } from "~/i18n";
import type { Route } from "./+types/lead";
import { leadDetail, type Lead } from "~/.server/platform/console";
import { consolePaths } from "./paths";
import { refusedToken, requireStaff } from "./session.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const site = context.get(siteContext);
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(params.leadId)) throw data({ message: "Lead not found." }, { status: 404 });
  const answer = await leadDetail(site.platform(), staff.token, params.leadId);
  refusedToken(context, answer);
  if (answer && !answer.ok && answer.status === 404) throw data({ message: "Lead not found." }, { status: 404 });
  const t = getInstance(context).t;
  const name = answer?.ok ? `${answer.data.lead.record.name} ${answer.data.lead.record.lastname}`.trim() : "";
  return {
    title: t("agentConsole.metaTitle", { page: t("agentConsole.lead.title", { name }), brand: site.brand.name }),
    staff: { name: staff.name, role: staff.role },
    detail: answer?.ok ? answer.data : null,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex" }] : [];
}

function useFieldText() {
  const { t } = useTranslation();
  return (key: keyof Lead["record"], lead: Lead): string => {
    const r = lead.record;
    const value = r[key];
    if (key === "vehicle1" || key === "vehicle2") return [r[key].year, r[key].make, r[key].model, r[key].vin].filter(Boolean).join(" ");
    if (key === "phone") return phoneText(r.phone);
    if (key === "gender") return r.gender === null ? "" : t(`agentConsole.lead.genders.${r.gender}`);
    if (key === "marital") return r.marital === null ? "" : t(`agentConsole.lead.maritals.${r.marital}`);
    if (typeof value === "boolean") return t(value ? "agentConsole.lead.yes" : "agentConsole.lead.no");
    if (value === null || key === "carriers") return "";
    return String(value);
  };
}

const FIELDS: (keyof Lead["record"])[] = [
  "name",
  "lastname",
  "email",
  "phone",
  "state",
  "zip",
  "city",
  "dob",
  "ageGroup",
  "license",
  "vehicle1",
  "vehicle2",
  "driverCount",
  "term",
  "coverage",
  "status",
  "transactionId",
  "brand",
  "experience",
  "userType",
  "licenseType",
  "gender",
  "marital",
  "insured",
  "homeInsurance",
  "loyaltyEnrollmentStatus",
  "visitDate",
];

export default function ConsoleLead({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useShellData()?.lang ?? "en";
  const text = useFieldText();
  const detail = loaderData.detail;
  const name = detail ? `${detail.lead.record.name} ${detail.lead.record.lastname}`.trim() : "";
  return (
    <ConsoleFrame lang={lang} staff={loaderData.staff} titleId="lead-title" title={t("agentConsole.lead.title", { name })}>
      <p>
        <Link className="link" to={localizePath(consolePaths.leads, lang)}>
          {t("agentConsole.lead.back")}
        </Link>
      </p>
      {!detail ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800">
          {t("agentConsole.unavailable")}
        </p>
      ) : (
        <>
          <section aria-labelledby="lead-record" className="grid gap-3 rounded-card border border-line bg-canvas p-4">
            <h2 id="lead-record" className="text-2xl font-bold text-ink">
              {t("agentConsole.lead.recordTitle")}
            </h2>
            <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
              {FIELDS.map((key) => (
                <div key={key} className="grid">
                  <dt className="text-sm text-ink-muted">{t(`agentConsole.lead.fields.${key}`)}</dt>
                  <dd className="break-words text-ink">{text(key, detail.lead) || "—"}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="lead-carriers" className="grid gap-3 rounded-card border border-line bg-canvas p-4">
            <h2 id="lead-carriers" className="text-2xl font-bold text-ink">
              {t("agentConsole.lead.carriersTitle")}
            </h2>
            {detail.lead.record.carriers.length === 0 ? (
              <p className="text-ink-muted">{t("agentConsole.lead.carriersEmpty")}</p>
            ) : (
              <ol className="grid list-decimal gap-1 pl-6">
                {detail.lead.record.carriers.map((carrier, i) => (
                  <li key={`${carrier.companyName}-${i}`}>
                    {carrier.companyName}
                    {carrier.premium !== null ? ` — ${t("agentConsole.lead.premium")}: $${carrier.premium.toFixed(2)}` : ""}
                  </li>
                ))}
              </ol>
            )}
          </section>
          <section aria-labelledby="lead-consents" className="grid gap-3 rounded-card border border-line bg-canvas p-4">
            <h2 id="lead-consents" className="text-2xl font-bold text-ink">
              {t("agentConsole.lead.consentsTitle")}
            </h2>
            {detail.consents.length === 0 ? <p className="text-ink-muted">{t("agentConsole.lead.consentsEmpty")}</p> : null}
            <ul className="grid gap-3">
              {detail.consents.map((consent) => (
                <li key={consent.consentId} className="grid gap-1 rounded-xl border border-line p-3">
                  <p className="font-semibold text-ink">
                    {consent.firstName} {consent.lastName} · {phoneText(consent.mobileNumber)} · {consent.email}
                  </p>
                  <dl className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                    <dt className="text-ink-muted">{t("agentConsole.lead.consentedAt")}</dt>
                    <dd>{centralTime(consent.consentedAt, lang)}</dd>
                    <dt className="text-ink-muted">{t("agentConsole.lead.page")}</dt>
                    <dd className="break-all">{consent.page}</dd>
                    <dt className="text-ink-muted">{t("agentConsole.lead.ipAddress")}</dt>
                    <dd>{consent.ipAddress}</dd>
                    <dt className="text-ink-muted">{t("agentConsole.lead.consentText")}</dt>
                    <dd>{consent.consentText}</dd>
                  </dl>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </ConsoleFrame>
  );
}
