/**
 * New quotes that arrived after the first cards showed (doc2 §2 new-quotes modal): a banner that
 * announces the ones not in the list yet and opens the modal with each carrier and price (at most
 * maxbolmodal, default 5).
 */
import { useState } from "react";
import { useTranslation } from "~/i18n";
import type { CardQuote } from "~/domain/quote/results-stream";
import type { Language } from "~/domain/site";
import { CarrierLogo, shortCarrierName } from "./carrier-logo";
import { Modal } from "./modal";
import { formatMoney } from "./results-format";

/** The new quotes whose cards are not in the list yet: the banner goes once every new card shows. */
export function unseenArrivals(arrivals: readonly CardQuote[], shown: readonly string[]): CardQuote[] {
  const inList = new Set(shown);
  return arrivals.filter((quote) => !inList.has(quote.rateQuoteId));
}

export function ResultsNewQuotes({ quotes, lang, max, onShow }: { quotes: CardQuote[]; lang: Language; max: number; onShow: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div aria-live="polite" className="empty:hidden">
        {quotes.length > 0 ? (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-primary-tint bg-primary-soft px-4 py-3">
            <p className="font-semibold text-ink">{t("quotes.newQuotes.banner", { count: quotes.length })}</p>
            <button type="button" className="btn btn-outline min-h-11 py-2" onClick={() => setOpen(true)}>
              {t("quotes.newQuotes.see")}
            </button>
          </div>
        ) : null}
      </div>
      <Modal isOpen={open} onOpenChange={setOpen} title={t("quotes.newQuotes.title")} size="sm">
        <p className="mt-3 text-ink-muted">{t("quotes.newQuotes.body")}</p>
        <ul className="mt-4 grid gap-3">
          {quotes.slice(0, max).map((quote) => (
            <li key={quote.rateQuoteId} className="flex items-center gap-3">
              <CarrierLogo carrierId={quote.carrierId} name={quote.companyName} size="sm" />
              <span className="flex-1 font-semibold text-ink">{shortCarrierName(quote.companyName)}</span>
              <span className="font-bold text-ink">{formatMoney(quote.totalPremium, lang)}</span>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="btn btn-primary mt-5 w-full"
          onClick={() => {
            setOpen(false);
            onShow();
          }}
        >
          {t("quotes.newQuotes.show")}
        </button>
      </Modal>
    </>
  );
}
