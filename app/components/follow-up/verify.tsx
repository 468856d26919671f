/**
 * doc3 §2.2 step 5, §4.2: contact verification. The code entry (codes not blank), the waiting modal with its spinner
 * and timer while an agent checks the codes (the page's data is read again at the configured interval), the code
 * failure messages (doc3 §8), the agent-status modal (each code's state while an agent decides, opened from the step
 * once a code went to an agent, updated by the same polling, closed by itself once both are confirmed),
 * the request-call-back modal (the number confirmed first; the button disabled once pressed, also after a reload), and,
 * once both codes are yes, the confirmation; then the form completes and the final success shows.
 */
import { useEffect, useId, useRef, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { getFormProps } from "@conform-to/react";
import { useTranslation } from "~/i18n";
import { Modal } from "~/components/modal";
import { TextField } from "~/components/form-field";
import type { ConfiguredMessages } from "~/domain/follow-up/messages";
import { codesSchema } from "~/domain/follow-up/schemas";
import { FormAlert, useFollowUpForm } from "./shared";
import { useMessage } from "~/i18n-message";
import { callBackAlreadyRequested, hasAgentReview } from "./review";
import { AgentStatusModal, CallBackModal, type CallBackAnswer } from "./verify-modals";
import type { SubmissionResult } from "@conform-to/react";

interface ChannelStatus {
  status: string;
  attemptsLeft: number;
  sentTo: string;
}
export interface VerifyStatus {
  email: ChannelStatus;
  text: ChannelStatus;
  verified: boolean;
  outcome: "emailWrong" | "textWrong" | "bothWrong" | "finalFailure" | null;
  /** doc3 §3 "Request Call Back" on the tracking record. */
  requestCallBack?: "Yes" | "No";
}

interface Answer {
  intent: string;
  ok?: boolean;
  message?: string;
  callBackMessage?: string;
  soldFirst?: boolean;
  result?: SubmissionResult<string[]>;
}

const OUTCOME: Record<NonNullable<VerifyStatus["outcome"]>, keyof ConfiguredMessages> = {
  emailWrong: "emailCodeWrong",
  textWrong: "textCodeWrong",
  bothWrong: "bothCodesWrong",
  finalFailure: "finalFailure",
};

export function VerifyStep(props: {
  action: string;
  status: VerifyStatus | null;
  messages: ConfiguredMessages;
  verifiedMessage: string;
  timing: { spinnerSeconds: number; pollIntervalMs: number };
  callBackRequested: boolean;
  /** The number a call back goes to, ddd-ddd-dddd. */
  phone: string;
  onSold: (first: boolean) => void;
}) {
  const { t } = useTranslation();
  const text = useMessage();
  const { status } = props;
  const codes = useFetcher<Answer>();
  const resend = useFetcher<Answer>();
  const callBack = useFetcher<CallBackAnswer>();
  const complete = useFetcher<Answer>();
  const revalidator = useRevalidator();
  const pending = { email: status?.email.status !== "yes", text: status?.text.status !== "yes" };
  const [form, fields] = useFollowUpForm("follow-up-codes", codesSchema(pending), codes.data?.result);
  const waiting = !!status && !status.verified && (status.email.status === "verify" || status.text.status === "verify");
  const [spinnerOpen, setSpinnerOpen] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const wasWaiting = useRef(false);
  const [reviewOpen, setReviewOpen] = useState(false);
  const [callBackOpen, setCallBackOpen] = useState(false);
  const verified = status?.verified === true;
  const ids = useId();
  const reviewCloseId = `${ids}-review-close`;
  const callBackNoteId = `${ids}-call-back-note`;

  // The spinner modal opens when codes go to the agent and closes on a decision or at the configured time-out (the
  // code entry is then in reach: a code not confirmed shows its message beside it, and in the agent-status modal).
  useEffect(() => {
    if (waiting && !wasWaiting.current) {
      setSpinnerOpen(true);
      setElapsed(0);
    }
    if (!waiting) setSpinnerOpen(false);
    wasWaiting.current = waiting;
  }, [waiting]);
  // Both codes confirmed: the agent-status modal closes by itself and the confirmation shows.
  useEffect(() => {
    if (verified) setReviewOpen(false);
  }, [verified]);
  useEffect(() => {
    if (!spinnerOpen) return;
    const timer = window.setInterval(() => setElapsed((s) => s + 1), 1000);
    return () => window.clearInterval(timer);
  }, [spinnerOpen]);
  useEffect(() => {
    if (spinnerOpen && elapsed >= props.timing.spinnerSeconds) setSpinnerOpen(false);
  }, [elapsed, spinnerOpen, props.timing.spinnerSeconds]);
  // doc3 §4.2: while waiting, the status is read again at an interval.
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, props.timing.pollIntervalMs);
    return () => window.clearInterval(timer);
  }, [waiting, props.timing.pollIntervalMs, revalidator]);
  // Both codes yes: complete once (the final success shows once).
  const completing = useRef(false);
  useEffect(() => {
    if (status?.verified && !completing.current) {
      completing.current = true;
      void complete.submit({ intent: "complete" }, { method: "post", action: props.action });
    }
  }, [status?.verified, complete, props.action]);
  const { onSold } = props;
  useEffect(() => {
    if (complete.state === "idle" && complete.data?.ok) onSold(complete.data.soldFirst === true);
  }, [complete.state, complete.data, onSold]);

  const outcome = status?.outcome ? props.messages[OUTCOME[status.outcome]] : undefined;
  const callBackDone = callBackAlreadyRequested(status, props.callBackRequested) || callBack.data?.ok === true;
  const reviewable = hasAgentReview(status);
  // The call-back modal closed after the request: its opener is now disabled, so focus goes beside it.
  const callBackWasOpen = useRef(false);
  useEffect(() => {
    if (callBackWasOpen.current && !callBackOpen && callBackDone) document.getElementById(reviewOpen ? reviewCloseId : callBackNoteId)?.focus();
    callBackWasOpen.current = callBackOpen;
  }, [callBackOpen, callBackDone, reviewOpen, reviewCloseId, callBackNoteId]);

  return (
    <div className="grid gap-5">
      {status?.verified ? (
        <p role="status" className="rounded-lg bg-green-50 px-3 py-2 font-semibold text-green-900">
          {props.verifiedMessage}
        </p>
      ) : (
        <>
          <p className="text-ink">{t("followUp.verify.intro", { email: status?.email.sentTo ?? "", phone: status?.text.sentTo ?? "" })}</p>
          {outcome ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800">
              {outcome}
            </p>
          ) : null}
          {waiting && !spinnerOpen ? (
            <p role="status" className="rounded-lg bg-primary-tint px-3 py-2 text-ink">
              {t("followUp.verify.stillWaiting")}
            </p>
          ) : null}
          <codes.Form method="post" action={props.action} className="grid gap-4" {...getFormProps(form)}>
            <input type="hidden" name="intent" value="codes" />
            <FormAlert id={form.errorId} message={form.errors?.[0] ?? codes.data?.message} />
            <div className="grid gap-4 sm:grid-cols-2">
              {pending.email ? (
                <TextField
                  id={fields.emailCode.id}
                  name={fields.emailCode.name}
                  label={t("followUp.verify.emailCode")}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={12}
                  error={text(fields.emailCode.errors?.[0])}
                  disabled={waiting && status?.email.status === "verify"}
                />
              ) : (
                <p className="font-semibold text-green-900">{t("followUp.verify.emailDone")}</p>
              )}
              {pending.text ? (
                <TextField
                  id={fields.textCode.id}
                  name={fields.textCode.name}
                  label={t("followUp.verify.textCode")}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={12}
                  error={text(fields.textCode.errors?.[0])}
                  disabled={waiting && status?.text.status === "verify"}
                />
              ) : (
                <p className="font-semibold text-green-900">{t("followUp.verify.textDone")}</p>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <button type="submit" className="btn btn-primary" disabled={codes.state !== "idle" || waiting}>
                {t("followUp.verify.submit")}
              </button>
            </div>
          </codes.Form>
          <div className="flex flex-wrap gap-2">
            <resend.Form method="post" action={props.action}>
              <input type="hidden" name="intent" value="resend" />
              <button type="submit" className="btn btn-outline" disabled={resend.state !== "idle" || waiting}>
                {t("followUp.verify.resend")}
              </button>
            </resend.Form>
            <button type="button" className="btn btn-outline" disabled={callBackDone || callBack.state !== "idle"} onClick={() => setCallBackOpen(true)}>
              {callBackDone ? t("followUp.verify.callBackRequested") : t("followUp.verify.callBack")}
            </button>
            {reviewable ? (
              <button type="button" className="btn btn-outline" onClick={() => setReviewOpen(true)}>
                {t("followUp.verify.review.open")}
              </button>
            ) : null}
          </div>
          <p id={callBackNoteId} tabIndex={-1} role="status" className="text-ink outline-none empty:hidden">
            {callBack.data?.callBackMessage ?? (resend.data?.ok ? t("followUp.verify.resent") : (text(resend.data?.message) ?? ""))}
          </p>
        </>
      )}
      <Modal isOpen={spinnerOpen} onOpenChange={setSpinnerOpen} title={t("followUp.verify.waitingTitle")} size="sm">
        <div className="grid justify-items-center gap-4 py-2 text-center">
          <span aria-hidden="true" className="size-12 animate-spin rounded-full border-4 border-primary-tint border-t-primary" />
          <p className="text-ink">{t("followUp.verify.waiting")}</p>
          <p className="font-semibold text-ink" aria-live="off">
            {t("followUp.verify.timer", { seconds: Math.max(props.timing.spinnerSeconds - elapsed, 0) })}
          </p>
        </div>
      </Modal>
      {reviewOpen && status && !verified ? (
        <AgentStatusModal
          status={status}
          messages={props.messages}
          callBackDone={callBackDone}
          closeId={reviewCloseId}
          onRequestCallBack={() => setCallBackOpen(true)}
          onClose={() => setReviewOpen(false)}
        />
      ) : null}
      {callBackOpen ? <CallBackModal action={props.action} phone={props.phone} fetcher={callBack} onClose={() => setCallBackOpen(false)} /> : null}
    </div>
  );
}
