/**
 * The agent console's home (doc3 §4.2): the codes awaiting a decision, each customer's
 * entries beside the codes sent with Confirm / Reject, then the call backs requested and the agent
 * notifications, each closed with "Mark handled". Staff only (anyone else goes to the console's
 * sign-in). The page follows the platform live: /console/events streams a change and the page
 * reads its data again; without JavaScript the forms still post and the page reloads.
 */
import { useEffect, useRef, useState } from "react";
import { data, Form, Link, useNavigation, useRevalidator } from "react-router";
import { readForm } from "~/.server/form-data";
import { getInstance } from "~/.server/i18n";
import { siteContext } from "~/.server/site-context";
import { localizePath, type Language } from "~/domain/site";
import { CodeCompare } from "~/components/console/code-compare";
import { ConsoleFrame } from "~/components/console/console-frame";
import { centralTime, phoneText } from "~/components/console/format";
import { useShellData } from "~/components/root-data";
import { useTranslation } from "~/i18n";
import type { Route } from "./+types/index";
import { consoleActionSchema } from "./forms";
import { decide, markHandled, queues, type ConsoleRecord } from "~/.server/platform/console";
import { consolePaths } from "./paths";
import { refusedToken, requireStaff } from "./session.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const site = context.get(siteContext);
  const answer = await queues(site.platform(), staff.token);
  refusedToken(context, answer);
  const t = getInstance(context).t;
  return {
    title: t("agentConsole.metaTitle", { page: t("agentConsole.queues.title"), brand: site.brand.name }),
    staff: { name: staff.name, role: staff.role },
    queues: answer?.ok ? answer.data : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const site = context.get(siteContext);
  const parsed = consoleActionSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ message: "agentConsole.unavailable", ok: false }, { status: 400 });
  const input = parsed.data;
  const answer =
    input.intent === "decide"
      ? await decide(site.platform(), staff.token, input.transactionId, input.channel, input.decision)
      : await markHandled(site.platform(), staff.token, input.transactionId, input.what);
  refusedToken(context, answer);
  if (answer?.ok) return { ok: true, message: input.intent === "decide" ? "agentConsole.code.decisionSaved" : "agentConsole.queues.handled" };
  if (answer && (answer.status === 409 || answer.status === 404))
    return data({ ok: false, message: "agentConsole.code.decisionGone" }, { status: answer.status });
  return data({ ok: false, message: "agentConsole.unavailable" }, { status: 503 });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex" }] : [];
}

/**
 * Reads the page's data again whenever the platform reports a change (server-sent events). A change
 * that arrives while the agent's own decision is being sent waits for it: a revalidation started
 * then would replace that submission with a plain reload and lose its answer ("Decision saved.").
 */
function useLiveUpdates(): boolean {
  const { revalidate } = useRevalidator();
  const navigation = useNavigation();
  const busy = useRef(false);
  const missed = useRef(false);
  busy.current = navigation.state !== "idle";
  useEffect(() => {
    if (navigation.state === "idle" && missed.current) {
      missed.current = false;
      void revalidate();
    }
  }, [navigation.state, revalidate]);
  const [live, setLive] = useState(false);
  useEffect(() => {
    const source = new EventSource(consolePaths.events);
    source.addEventListener("ready", () => setLive(true));
    source.addEventListener("change", () => {
      if (busy.current) missed.current = true;
      else void revalidate();
    });
    source.addEventListener("signed-out", () => {
      source.close();
      void revalidate();
    });
    source.onerror = () => setLive(false);
    return () => source.close();
  }, [revalidate]);
  return live;
}

/** The record's read-only view: its decisions and history with who and when. */
function HistoryLink({ transactionId, name, lang }: { transactionId: string; name: string; lang: Language }) {
  const { t } = useTranslation();
  return (
    <Link
      className="link justify-self-start text-sm font-semibold"
      to={localizePath(consolePaths.record(transactionId), lang)}
      aria-label={t("agentConsole.queues.historyFor", { name })}
    >
      {t("agentConsole.queues.history")}
    </Link>
  );
}

function customerName(record: ConsoleRecord, fallback: string) {
  return record.customer.name || fallback;
}

function RecordSummary({ record }: { record: ConsoleRecord }) {
  const { t } = useTranslation();
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-ink-muted">{t("agentConsole.queues.customer")}</dt>
      <dd className="text-ink">{[record.customer.email, phoneText(record.customer.phone)].filter(Boolean).join(" · ") || t("agentConsole.code.none")}</dd>
      <dt className="text-ink-muted">{t("agentConsole.queues.brand")}</dt>
      <dd className="text-ink">{record.brand}</dd>
      <dt className="text-ink-muted">{t("agentConsole.queues.transaction")}</dt>
      <dd className="break-all text-ink">{record.transactionId}</dd>
      {record.rateQuoteId ? (
        <>
          <dt className="text-ink-muted">{t("agentConsole.queues.rateQuote")}</dt>
          <dd className="break-all text-ink">{record.rateQuoteId}</dd>
        </>
      ) : null}
      <dt className="text-ink-muted">{t("agentConsole.queues.visitDate")}</dt>
      <dd className="text-ink">{record.visitDate}</dd>
      <dt className="text-ink-muted">{t("agentConsole.queues.status")}</dt>
      <dd className="font-semibold text-ink">
        {t(`agentConsole.contactStatuses.${record.contactVerificationStatus}`, { defaultValue: record.contactVerificationStatus })}
      </dd>
    </dl>
  );
}

function HandledQueue({
  records,
  what,
  lang,
  titleKey,
  emptyKey,
  atKey,
  action,
}: {
  records: ConsoleRecord[];
  what: "call-back" | "notification";
  lang: Language;
  titleKey: string;
  emptyKey: string;
  atKey: string;
  action: string;
}) {
  const { t } = useTranslation();
  const headingId = `queue-${what}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-2xl font-bold text-ink">
        {t(titleKey)} ({records.length})
      </h2>
      {records.length === 0 ? <p className="text-ink-muted">{t(emptyKey)}</p> : null}
      <ul className="grid gap-3">
        {records.map((record) => {
          const name = customerName(record, t("agentConsole.queues.noName"));
          const at = what === "call-back" ? record.callBackRequestedAt : record.agentNotifiedAt;
          return (
            <li key={record.transactionId} className="grid gap-3 rounded-card border border-line bg-canvas p-4">
              <h3 className="text-lg font-bold text-ink">{name}</h3>
              <p className="text-sm text-ink">
                {t(atKey)}: {centralTime(at, lang)}
                {what === "notification" ? ` · ${t("agentConsole.queues.notification")}: ${record.agentNotification}` : ""}
              </p>
              <RecordSummary record={record} />
              <HistoryLink transactionId={record.transactionId} name={name} lang={lang} />
              <Form method="post" action={action}>
                <input type="hidden" name="intent" value="handled" />
                <input type="hidden" name="transactionId" value={record.transactionId} />
                <input type="hidden" name="what" value={what} />
                <button type="submit" className="btn btn-outline" aria-label={t("agentConsole.queues.markHandledFor", { name })}>
                  {t("agentConsole.queues.markHandled")}
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The answer to the agent's last decision. A live update reads the page's data again, and React
 * Router drops an action's answer on any reload that is not that action's own: the answer is kept
 * here until the agent's next decision replaces it.
 */
function useLastAnswer<T>(actionData: T | undefined): T | undefined {
  const [answer, setAnswer] = useState(actionData);
  useEffect(() => {
    if (actionData) setAnswer(actionData);
  }, [actionData]);
  return actionData ?? answer;
}

export default function ConsoleHome({ loaderData, actionData: latest }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useShellData()?.lang ?? "en";
  const live = useLiveUpdates();
  const actionData = useLastAnswer(latest);
  const action = `${localizePath(consolePaths.home, lang)}?index`;
  const q = loaderData.queues;
  return (
    <ConsoleFrame lang={lang} staff={loaderData.staff} titleId="console-title" title={t("agentConsole.queues.title")}>
      <p className="text-sm text-ink-muted" role="status">
        {live ? t("agentConsole.queues.live") : ""}
      </p>
      {actionData?.message ? (
        <p role="alert" className={`rounded-lg px-3 py-2 font-semibold ${actionData.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-800"}`}>
          {t(actionData.message)}
        </p>
      ) : null}
      {!q ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800">
          {t("agentConsole.unavailable")}
        </p>
      ) : (
        <>
          <section aria-labelledby="queue-verifications" className="grid gap-3">
            <h2 id="queue-verifications" className="text-2xl font-bold text-ink">
              {t("agentConsole.queues.verificationsTitle")} ({q.verifications.length})
            </h2>
            {q.verifications.length === 0 ? <p className="text-ink-muted">{t("agentConsole.queues.verificationsEmpty")}</p> : null}
            <ul className="grid gap-4">
              {q.verifications.map((record) => {
                const name = customerName(record, t("agentConsole.queues.noName"));
                return (
                  <li
                    key={record.transactionId}
                    className="grid gap-3 rounded-card border border-line bg-canvas p-4 shadow-card"
                    data-testid="pending-verification"
                  >
                    <h3 className="text-lg font-bold text-ink">{name}</h3>
                    <RecordSummary record={record} />
                    <HistoryLink transactionId={record.transactionId} name={name} lang={lang} />
                    <CodeCompare lang={lang} transactionId={record.transactionId} customerName={name} email={record.email} text={record.text} action={action} />
                  </li>
                );
              })}
            </ul>
          </section>
          <HandledQueue
            records={q.callBacks}
            what="call-back"
            lang={lang}
            titleKey="agentConsole.queues.callBacksTitle"
            emptyKey="agentConsole.queues.callBacksEmpty"
            atKey="agentConsole.queues.requestedAt"
            action={action}
          />
          <HandledQueue
            records={q.notifications}
            what="notification"
            lang={lang}
            titleKey="agentConsole.queues.notificationsTitle"
            emptyKey="agentConsole.queues.notificationsEmpty"
            atKey="agentConsole.queues.notifiedAt"
            action={action}
          />
        </>
      )}
    </ConsoleFrame>
  );
}
