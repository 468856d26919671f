/**
 * Contact an agent about a quote (doc2 §2, §4): call, text or chat, then the contact-me success
 * modal. Chat is offered while the idle-agent check finds an agent.
 */
import { useState } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n";
import { track } from "~/domain/quote/analytics";
import type { ContactAction } from "~/domain/quote/agent-contact";
import type { CardQuote } from "~/domain/quote/results-stream";
import type { clientAction } from "~/routes/quote/results/contact";
import { shortCarrierName } from "./carrier-logo";
import { PhoneIcon } from "./icons";
import { useFetcherAnswer } from "./forms/use-fetcher-answer";
import { Modal } from "./modal";
import { currentClient } from "./results-buy-now";
import { useResultsUrl } from "./results-paths";

type Sent = { action: ContactAction; ok: boolean } | null;

export function ResultsContact({
  quote,
  phone,
  chatAvailable,
  chatUrl = "",
  mobileWidthPx,
  onClose,
}: {
  quote: CardQuote | null;
  phone: string;
  chatAvailable: boolean;
  chatUrl?: string;
  mobileWidthPx: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<Sent>(null);
  const fetcher = useFetcher<typeof clientAction>();
  const ask = useFetcherAnswer(fetcher);
  const pending = fetcher.state !== "idle";
  const url = useResultsUrl();
  const carrier = quote ? shortCarrierName(quote.companyName) : "";

  const send = async (action: ContactAction) => {
    if (!quote) return;
    track({ name: "contact_agent", carrierId: quote.carrierId, action });
    // Nothing the page shows changes: its loaders are not run again. The buttons are disabled at once.
    const answer = await ask(
      { rateQuoteId: quote.rateQuoteId, action, client: currentClient(mobileWidthPx) },
      { method: "post", action: url("contact"), defaultShouldRevalidate: false, flushSync: true },
    );
    // Replaced by a later request (its answer shows instead), or the page was left.
    if (answer === undefined) return;
    setSent({ action, ok: answer.ok });
  };

  const close = () => {
    setSent(null);
    onClose();
  };

  const successKey =
    sent?.action === "text" ? "quotes.contact.successText" : sent?.action === "chat" ? "quotes.contact.successChat" : "quotes.contact.successCall";
  return (
    <>
      <Modal isOpen={quote !== null && sent === null} onOpenChange={(open) => !open && close()} title={t("quotes.contact.title")} size="sm">
        <p className="mt-3 text-ink-muted">{t("quotes.contact.body", { carrier })}</p>
        <div className="mt-5 grid gap-3">
          <a className="btn btn-primary" href={`tel:${phone.replace(/[^0-9+]/g, "")}`} onClick={() => void send("call")}>
            <PhoneIcon aria-hidden="true" className="size-5" />
            {t("quotes.contact.callNow", { phone })}
          </a>
          <button type="button" className="btn btn-outline" disabled={pending} onClick={() => void send("call")}>
            {t("quotes.contact.callMe")}
          </button>
          <button type="button" className="btn btn-outline" disabled={pending} onClick={() => void send("text")}>
            {t("quotes.contact.textMe")}
          </button>
          {chatUrl === "" ? null : chatAvailable ? (
            <button type="button" className="btn btn-outline" disabled={pending} onClick={() => void send("chat")}>
              {t("quotes.contact.chat")}
            </button>
          ) : (
            <p className="text-sm text-ink-muted">{t("quotes.contact.chatUnavailable")}</p>
          )}
        </div>
      </Modal>
      <Modal
        isOpen={sent !== null}
        onOpenChange={(open) => !open && close()}
        title={sent?.ok ? t("quotes.contact.successTitle") : t("quotes.contact.title")}
        size="sm"
      >
        <p className="mt-3 text-ink" role="status">
          {sent?.ok ? t(successKey, { carrier, phone }) : t("quotes.contact.failed", { phone })}
        </p>
        {sent?.ok && sent.action === "chat" && chatUrl ? (
          <a className="btn btn-outline mt-5 w-full" href={chatUrl} target="_blank" rel="noopener noreferrer">
            {t("quotes.contact.openChat")}
          </a>
        ) : null}
        <button type="button" className="btn btn-primary mt-5 w-full" onClick={close}>
          {t("quotes.contact.done")}
        </button>
      </Modal>
    </>
  );
}
