/**
 * doc3 §2.2 "agent-status and request-callback modals", §4.2. The agent-status modal shows each code (e-mail, text)
 * in plain words while an agent decides — waiting for an agent, confirmed, or not confirmed with the brand's retry
 * message — from the status the verify step already polls; from it the shopper can ask for a call back. The
 * request-call-back modal asks to confirm the number it will call (ddd-ddd-dddd), then sends the request through
 * the step's fetcher and shows the brand's configured call-back message.
 */
import { useEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";
import { useTranslation } from "~/i18n";
import { Modal } from "~/components/modal";
import type { ConfiguredMessages } from "~/domain/follow-up/messages";
import { agentReview, type ReviewInput, type ReviewState } from "./review";
import { FormAlert } from "./shared";

export interface CallBackAnswer {
  intent: string;
  ok?: boolean;
  message?: string;
  callBackMessage?: string;
}

const TONE: Record<ReviewState, string> = {
  waiting: "bg-primary-tint text-ink",
  confirmed: "bg-green-50 text-green-900",
  notConfirmed: "bg-red-50 text-red-800",
  notSubmitted: "bg-surface text-ink",
};

export function AgentStatusModal(props: {
  status: ReviewInput;
  messages: ConfiguredMessages;
  callBackDone: boolean;
  /** The close button's id: where focus goes once a call back was requested from here (its button is then disabled). */
  closeId: string;
  onRequestCallBack: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const review = agentReview(props.status, props.messages);
  const channels = [
    { key: "email", label: t("followUp.verify.emailCode"), review: review.channels.email },
    { key: "text", label: t("followUp.verify.textCode"), review: review.channels.text },
  ] as const;
  return (
    <Modal isOpen onOpenChange={(open) => !open && props.onClose()} title={t("followUp.verify.review.title")} size="md">
      {({ close }) => (
        <div className="grid gap-4">
          <p className="text-ink">{t("followUp.verify.review.intro")}</p>
          {review.finalFailure ? (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800">
              {review.finalFailure}
            </p>
          ) : null}
          <dl className="grid gap-3" aria-live="polite">
            {channels.map((c) => (
              <div key={c.key} data-channel={c.key} className="grid gap-1 rounded-lg border border-line p-3">
                <dt className="font-semibold text-ink">{c.label}</dt>
                <dd className="flex flex-wrap items-center gap-2">
                  <span className={`rounded-full px-3 py-1 text-sm font-semibold ${TONE[c.review.state]}`}>
                    {t(`followUp.verify.review.${c.review.state}`)}
                  </span>
                </dd>
                {c.review.retry ? <dd className="text-red-800">{c.review.retry}</dd> : null}
              </div>
            ))}
          </dl>
          <div className="flex flex-wrap justify-end gap-2">
            <button type="button" className="btn btn-outline" disabled={props.callBackDone} onClick={props.onRequestCallBack}>
              {props.callBackDone ? t("followUp.verify.callBackRequested") : t("followUp.verify.callBack")}
            </button>
            <button id={props.closeId} type="button" className="btn btn-primary" onClick={close}>
              {t("followUp.verify.review.close")}
            </button>
          </div>
        </div>
      )}
    </Modal>
  );
}

export function CallBackModal(props: { action: string; phone: string; fetcher: FetcherWithComponents<CallBackAnswer>; onClose: () => void }) {
  const { t } = useTranslation();
  const { fetcher } = props;
  const answered = fetcher.state === "idle" && fetcher.data?.ok === true;
  const closeRef = useRef<HTMLButtonElement>(null);
  // Once the request is sent its button is gone: focus moves to the way out, beside the message read aloud.
  useEffect(() => {
    if (answered) closeRef.current?.focus();
  }, [answered]);
  return (
    <Modal isOpen onOpenChange={(open) => !open && props.onClose()} title={t("followUp.verify.callBackModal.title")} size="sm">
      {({ close }) => (
        <div className="grid gap-4">
          {answered ? (
            <p role="status" className="rounded-lg bg-green-50 px-3 py-2 font-semibold text-green-900">
              {fetcher.data?.callBackMessage}
            </p>
          ) : (
            <fetcher.Form method="post" action={props.action} className="grid gap-4">
              <input type="hidden" name="intent" value="call-back" />
              <p className="text-ink">{t("followUp.verify.callBackModal.confirm", { phone: props.phone })}</p>
              <FormAlert message={fetcher.state === "idle" ? fetcher.data?.message : undefined} />
              <div className="flex flex-wrap justify-end gap-2">
                <button type="button" className="btn btn-outline" onClick={close}>
                  {t("followUp.buttons.cancel")}
                </button>
                <button type="submit" className="btn btn-primary" disabled={fetcher.state !== "idle"}>
                  {t("followUp.verify.callBackModal.yes")}
                </button>
              </div>
            </fetcher.Form>
          )}
          {answered ? (
            <div className="flex justify-end">
              <button ref={closeRef} type="button" className="btn btn-primary" onClick={close}>
                {t("followUp.verify.callBackModal.close")}
              </button>
            </div>
          ) : null}
        </div>
      )}
    </Modal>
  );
}
