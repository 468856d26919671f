/**
 * One follow-up record for the agent, read-only (doc3 §3 "Session tracking row", §4.2, §8): the codes with their
 * decisions (who and when), the call back and the agent notification with who handled them, and the record's whole
 * history, oldest first, in Central time. Reached from the queue entries; it stays readable after the record has left
 * every queue. Staff only; another brand's record is not found (404), as an unknown one.
 */
import { data, Link } from "react-router";
import { getInstance } from "~/.server/i18n";
import { siteContext } from "~/.server/site-context";
import { localizePath, type Language } from "~/domain/site";
import { ConsoleFrame } from "~/components/console/console-frame";
import { centralTime, phoneText } from "~/components/console/format";
import { useShellData } from "~/components/root-data";
import { useTranslation } from "~/i18n";
import type { Route } from "./+types/record";
import { trackingRecord, type AgentCode, type ConsoleRecord, type TrackingEvent } from "~/.server/platform/console";
import { consolePaths } from "./paths";
import { refusedToken, requireStaff } from "./session.server";

const NOT_FOUND = "Follow-up record not found.";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const site = context.get(siteContext);
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(params.transactionId)) throw data({ message: NOT_FOUND }, { status: 404 });
  const answer = await trackingRecord(site.platform(), staff.token, params.transactionId);
  refusedToken(context, answer);
  if (answer && !answer.ok && answer.status === 404) throw data({ message: NOT_FOUND }, { status: 404 });
  const t = getInstance(context).t;
  const name = answer?.ok ? answer.data.record.customer.name || answer.data.record.transactionId : params.transactionId;
  return data(
    {
      title: t("agentConsole.metaTitle", { page: t("agentConsole.record.title", { name }), brand: site.brand.name }),
      name,
      staff: { name: staff.name, role: staff.role },
      detail: answer?.ok ? answer.data : null,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex" }] : [];
}

function ByAt({ name, at, lang }: { name: string | null; at: string | null; lang: Language }) {
  const { t } = useTranslation();
  if (!at) return <>{t("agentConsole.code.none")}</>;
  return <>{name ? t("agentConsole.record.byAt", { name, time: centralTime(at, lang) }) : centralTime(at, lang)}</>;
}

function CodeDecision({ label, code, lang }: { label: string; code: AgentCode; lang: Language }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1 rounded-xl border border-line p-3">
      <h3 className="font-bold text-ink">{label}</h3>
      <dl className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-ink-muted">{t("agentConsole.queues.status")}</dt>
        <dd>{t(`agentConsole.code.statuses.${code.status}`, { defaultValue: code.status })}</dd>
        <dt className="text-ink-muted">{t("agentConsole.code.sentTo")}</dt>
        <dd>{code.sentTo || t("agentConsole.code.none")}</dd>
        <dt className="text-ink-muted">{t("agentConsole.code.entered")}</dt>
        <dd>{code.entered || t("agentConsole.code.none")}</dd>
        <dt className="text-ink-muted">{t("agentConsole.record.decidedBy")}</dt>
        <dd>
          <ByAt name={code.decidedBy} at={code.decidedAt} lang={lang} />
        </dd>
      </dl>
    </div>
  );
}

function Handling({ record, lang }: { record: ConsoleRecord; lang: Language }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-ink-muted">{t("agentConsole.record.callBack")}</dt>
      <dd>{record.callBackRequestedAt ? centralTime(record.callBackRequestedAt, lang) : t("agentConsole.code.none")}</dd>
      <dt className="text-ink-muted">{t("agentConsole.record.callBackHandled")}</dt>
      <dd>
        <ByAt name={record.callBackHandledBy} at={record.callBackHandledAt} lang={lang} />
      </dd>
      <dt className="text-ink-muted">{t("agentConsole.record.notification")}</dt>
      <dd>
        {[
          record.agentNotifiedAt ? centralTime(record.agentNotifiedAt, lang) : "",
          record.agentNotification ? t(`agentConsole.record.notificationStates.${record.agentNotification}`, { defaultValue: record.agentNotification }) : "",
        ]
          .filter(Boolean)
          .join(" · ") || t("agentConsole.code.none")}
      </dd>
      <dt className="text-ink-muted">{t("agentConsole.record.notificationHandled")}</dt>
      <dd>
        <ByAt name={record.notificationHandledBy} at={record.notificationHandledAt} lang={lang} />
      </dd>
    </dl>
  );
}

function History({ events, lang }: { events: TrackingEvent[]; lang: Language }) {
  const { t } = useTranslation();
  if (events.length === 0) return <p className="text-ink-muted">{t("agentConsole.record.empty")}</p>;
  return (
    // On a phone the table scrolls sideways: the region takes the keyboard focus so it can be scrolled without a mouse.
    <div className="overflow-x-auto" role="region" aria-labelledby="record-history-caption" tabIndex={0}>
      <table className="w-full text-left text-sm">
        <caption id="record-history-caption" className="pb-2 text-left text-ink-muted">
          {t("agentConsole.record.caption")}
        </caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-3">
              {t("agentConsole.record.when")}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t("agentConsole.record.what")}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t("agentConsole.record.channel")}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t("agentConsole.record.who")}
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event, i) => (
            <tr key={`${event.at}-${i}`} className="border-b border-line align-top">
              <td className="py-2 pr-3">{centralTime(event.at, lang)}</td>
              <td className="py-2 pr-3">{t(`agentConsole.record.kinds.${event.kind}`, { defaultValue: event.kind })}</td>
              <td className="py-2 pr-3">
                {event.channel ? t(`agentConsole.record.channels.${event.channel}`, { defaultValue: event.channel }) : t("agentConsole.code.none")}
              </td>
              <td className="py-2 pr-3">{event.actor === "customer" ? t("agentConsole.record.customer") : event.actor}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function ConsoleRecordPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useShellData()?.lang ?? "en";
  const detail = loaderData.detail;
  return (
    <ConsoleFrame lang={lang} staff={loaderData.staff} titleId="record-title" title={t("agentConsole.record.title", { name: loaderData.name })}>
      <p>
        <Link className="link" to={localizePath(consolePaths.home, lang)}>
          {t("agentConsole.record.back")}
        </Link>
      </p>
      {!detail ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800">
          {t("agentConsole.unavailable")}
        </p>
      ) : (
        <>
          <dl className="grid gap-x-4 gap-y-1 rounded-card border border-line bg-canvas p-4 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-ink-muted">{t("agentConsole.queues.customer")}</dt>
            <dd>{[detail.record.customer.email, phoneText(detail.record.customer.phone)].filter(Boolean).join(" · ") || t("agentConsole.code.none")}</dd>
            <dt className="text-ink-muted">{t("agentConsole.queues.brand")}</dt>
            <dd>{detail.record.brand}</dd>
            <dt className="text-ink-muted">{t("agentConsole.queues.transaction")}</dt>
            <dd className="break-all">{detail.record.transactionId}</dd>
            <dt className="text-ink-muted">{t("agentConsole.queues.visitDate")}</dt>
            <dd>{detail.record.visitDate}</dd>
            <dt className="text-ink-muted">{t("agentConsole.queues.status")}</dt>
            <dd className="font-semibold">
              {t(`agentConsole.contactStatuses.${detail.record.contactVerificationStatus}`, { defaultValue: detail.record.contactVerificationStatus })}
            </dd>
          </dl>
          <section aria-labelledby="record-codes" className="grid gap-3 rounded-card border border-line bg-canvas p-4">
            <h2 id="record-codes" className="text-2xl font-bold text-ink">
              {t("agentConsole.record.codesTitle")}
            </h2>
            <div className="grid gap-3 sm:grid-cols-2">
              <CodeDecision label={t("agentConsole.code.email")} code={detail.record.email} lang={lang} />
              <CodeDecision label={t("agentConsole.code.sms")} code={detail.record.text} lang={lang} />
            </div>
          </section>
          <section aria-labelledby="record-handling" className="grid gap-3 rounded-card border border-line bg-canvas p-4">
            <h2 id="record-handling" className="text-2xl font-bold text-ink">
              {t("agentConsole.record.handlingTitle")}
            </h2>
            <Handling record={detail.record} lang={lang} />
          </section>
          <section aria-labelledby="record-history" className="grid gap-3 rounded-card border border-line bg-canvas p-4">
            <h2 id="record-history" className="text-2xl font-bold text-ink">
              {t("agentConsole.record.historyTitle")}
            </h2>
            <History events={detail.events} lang={lang} />
          </section>
        </>
      )}
    </ConsoleFrame>
  );
}
