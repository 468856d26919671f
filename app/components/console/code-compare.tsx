/**
 * One follow-up record's two codes for the agent (doc3 §4.2): per channel, the code the platform
 * sent beside what the customer entered, whether they match, the attempt, and Confirm / Reject
 * while the entry awaits a decision; afterwards who decided and when.
 */
import { Form } from "react-router";
import type { Language } from "~/domain/site";
import { useTranslation } from "~/i18n";
import { centralTime } from "./format";

export interface AgentCodeView {
  status: string;
  codeSent: string;
  codeUnreadable: boolean;
  entered: string;
  matches: boolean | null;
  attempts: number;
  sentTo: string;
  expiresAt: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
}

const MAX_ATTEMPTS = 3;

function ChannelCard({
  lang,
  transactionId,
  channel,
  code,
  customerName,
  action,
}: {
  lang: Language;
  transactionId: string;
  channel: "email" | "sms";
  code: AgentCodeView;
  customerName: string;
  action: string;
}) {
  const { t } = useTranslation();
  const channelName = t(`agentConsole.code.${channel}`);
  const awaiting = code.status === "verify";
  const statusText = t(`agentConsole.code.statuses.${code.status}`, { defaultValue: code.status });
  return (
    <div className={`grid gap-2 rounded-xl border-2 p-4 ${awaiting ? "border-primary" : "border-line"}`}>
      <h4 className="font-bold text-ink">{channelName}</h4>
      <p className="text-sm text-ink-muted">{statusText}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-ink-muted">{t("agentConsole.code.sentTo")}</dt>
        <dd className="text-ink">{code.sentTo || t("agentConsole.code.none")}</dd>
        <dt className="text-ink-muted">{t("agentConsole.code.codeSent")}</dt>
        <dd className="font-mono text-lg font-bold tracking-widest text-ink" data-testid={`${channel}-code-sent`}>
          {code.codeSent ||
            (code.codeUnreadable ? (
              <span className="font-sans text-sm font-normal tracking-normal">{t("agentConsole.code.unreadable")}</span>
            ) : (
              t("agentConsole.code.none")
            ))}
        </dd>
        <dt className="text-ink-muted">{t("agentConsole.code.entered")}</dt>
        <dd className="font-mono text-lg font-bold tracking-widest text-ink" data-testid={`${channel}-code-entered`}>
          {code.entered || t("agentConsole.code.none")}
        </dd>
        <dt className="text-ink-muted">{t("agentConsole.code.match")}</dt>
        <dd className={code.matches === null ? "text-ink" : code.matches ? "font-semibold text-green-800" : "font-semibold text-red-800"}>
          {code.matches === null ? t("agentConsole.code.none") : code.matches ? t("agentConsole.code.matches") : t("agentConsole.code.differs")}
        </dd>
      </dl>
      {code.attempts > 0 ? <p className="text-sm text-ink-muted">{t("agentConsole.code.attempt", { attempt: code.attempts, max: MAX_ATTEMPTS })}</p> : null}
      {code.decidedBy && !awaiting ? (
        <p className="text-sm text-ink">
          {t("agentConsole.code.decided", { decision: statusText, name: code.decidedBy, time: centralTime(code.decidedAt, lang) })}
        </p>
      ) : null}
      {awaiting ? (
        <div className="flex flex-wrap gap-2">
          {(["yes", "no"] as const).map((decision) => (
            <Form key={decision} method="post" action={action}>
              <input type="hidden" name="intent" value="decide" />
              <input type="hidden" name="transactionId" value={transactionId} />
              <input type="hidden" name="channel" value={channel} />
              <input type="hidden" name="decision" value={decision} />
              <button
                type="submit"
                className={decision === "yes" ? "btn btn-primary" : "btn btn-outline"}
                aria-label={t(decision === "yes" ? "agentConsole.code.confirmFor" : "agentConsole.code.rejectFor", {
                  channel: channelName.toLowerCase(),
                  name: customerName,
                })}
              >
                {t(decision === "yes" ? "agentConsole.code.confirm" : "agentConsole.code.reject")}
              </button>
            </Form>
          ))}
        </div>
      ) : null}
    </div>
  );
}

export function CodeCompare({
  lang,
  transactionId,
  customerName,
  email,
  text,
  action,
}: {
  lang: Language;
  transactionId: string;
  customerName: string;
  email: AgentCodeView;
  text: AgentCodeView;
  action: string;
}) {
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <ChannelCard lang={lang} transactionId={transactionId} channel="email" code={email} customerName={customerName} action={action} />
      <ChannelCard lang={lang} transactionId={transactionId} channel="sms" code={text} customerName={customerName} action={action} />
    </div>
  );
}
