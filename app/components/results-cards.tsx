/**
 * The quote cards with sort and filter, lowest-price labels, show more and show less (doc2 §2, §4,
 * §9), and the detail, buy-now and contact modals they open. Used by the quote stage and by the
 * previous-quotes view.
 */
import { useEffect, useMemo, useState } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n";
import { showsCallToAction, showsCallToActionOn } from "~/domain/quote/agent-contact";
import { track } from "~/domain/quote/analytics";
import { lowestMonthly, lowestPaidInFull, type PriceField } from "~/domain/quote/pay-plan";
import { canShowLess, canShowMore, initialPaging, showLess, showMore, sortQuotes, visibleCards, type SortOption } from "~/domain/quote/quote-cards";
import type { CardQuote } from "~/domain/quote/results-stream";
import type { Language } from "~/domain/site";
import type { clientAction as feedbackAction } from "~/routes/quote/results/feedback";
import { QuoteCard, type QuoteCardProps } from "./quote-card";
import { QuoteCardDetail } from "./quote-card-detail";
import { ResultsBuyNow, useBuyNow } from "./results-buy-now";
import { ResultsContact } from "./results-contact";
import { useResultsUrl } from "./results-paths";
import { ResultsToolbar } from "./results-toolbar";
import { agencyToday } from "~/domain/agency-time";

export type ResultsSettings = {
  waitSeconds: number;
  longerWaitAfterSeconds: number;
  /** The polling fallback (when the results do not stream) asks at this interval (doc2 §9). */
  pollingSeconds: number;
  /** Carriers still rating this long after the quote was sent are "taking longer" beside the cards (doc2 §9). */
  intermediateWaitSeconds: number;
  maxCards: number;
  showMorePageSize: number;
  maxBolModal: number;
  ctaDays: number;
  scrollThresholdPx: number;
  mobileWidthPx: number;
  previousQuoteGiveUpSeconds: number;
};

export const defaultResultsSettings: ResultsSettings = {
  waitSeconds: 45,
  longerWaitAfterSeconds: 12,
  pollingSeconds: 3,
  intermediateWaitSeconds: 15,
  maxCards: 5,
  showMorePageSize: 5,
  maxBolModal: 5,
  ctaDays: 0,
  scrollThresholdPx: 400,
  mobileWidthPx: 1024,
  previousQuoteGiveUpSeconds: 300,
};

export interface ResultsCardsProps {
  quotes: CardQuote[];
  lang: Language;
  phone: string;
  settings: ResultsSettings;
  chatAvailable: boolean;
  /** The brand's chat provider page ("" when the brand offers no chat). */
  chatUrl?: string;
  /** Opens every card (the new-quotes modal's "show them"). */
  expandSignal?: number;
  /** The quotes whose cards are in the list now (after sort, filter and show more or less). */
  onShownChange?: (rateQuoteIds: readonly string[]) => void;
}

/**
 * A card that sends its own yes/no feedback (fire and forget): a fetcher of its own, so feedback
 * on one card never cuts short the request of another. Nothing the page shows changes, so the
 * page's loaders are not run again.
 */
function ResultsCard({ feedbackUrl, ...props }: Omit<QuoteCardProps, "onFeedback"> & { feedbackUrl: string }) {
  const fetcher = useFetcher<typeof feedbackAction>();
  const feedback = (quote: CardQuote, helpful: boolean) => {
    track({ name: "quote_feedback", carrierId: quote.carrierId, helpful });
    void fetcher.submit(
      { rateQuoteId: quote.rateQuoteId, helpful: helpful ? "yes" : "no" },
      { method: "post", action: feedbackUrl, defaultShouldRevalidate: false },
    );
  };
  return <QuoteCard {...props} onFeedback={feedback} />;
}

export function ResultsCards({ quotes, lang, phone, settings, chatAvailable, chatUrl = "", expandSignal = 0, onShownChange }: ResultsCardsProps) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<SortOption>(0);
  const [field, setField] = useState<PriceField>("price");
  const [paging, setPaging] = useState(() => initialPaging(settings.maxCards, settings.showMorePageSize));
  const [seenExpand, setSeenExpand] = useState(expandSignal);
  const [detail, setDetail] = useState<CardQuote | null>(null);
  const [contact, setContact] = useState<CardQuote | null>(null);
  const buyNow = useBuyNow(settings.mobileWidthPx);
  const url = useResultsUrl();

  if (paging.max !== settings.maxCards || paging.pageSize !== settings.showMorePageSize) setPaging(initialPaging(settings.maxCards, settings.showMorePageSize));
  if (expandSignal !== seenExpand) {
    setSeenExpand(expandSignal);
    setPaging((current) => ({ ...current, shown: Math.max(current.shown, quotes.length) }));
  }

  const sorted = useMemo(() => sortQuotes(quotes, { sort, field, isAgentAvailable: () => chatAvailable }), [quotes, sort, field, chatAvailable]);
  const shown = visibleCards(sorted, paging);
  const shownIds = shown.map((quote) => quote.rateQuoteId).join(" ");
  useEffect(() => onShownChange?.(shownIds ? shownIds.split(" ") : []), [shownIds, onShownChange]);
  const cheapestInFull = lowestPaidInFull(quotes)?.rateQuoteId;
  const cheapestMonthly = lowestMonthly(quotes)?.rateQuoteId;
  const today = agencyToday();

  return (
    <div className="grid gap-5">
      <ResultsToolbar
        sort={sort}
        field={field}
        onSort={(next) => {
          setSort(next);
          track({ name: "quote_sort", sort: next, field });
        }}
        onField={(next) => {
          setField(next);
          track({ name: "quote_sort", sort, field: next });
        }}
      />
      <ol className="grid gap-3 sm:gap-4" aria-label={t("quotes.heading")}>
        {shown.map((quote) => (
          <li key={quote.rateQuoteId}>
            <ResultsCard
              feedbackUrl={url("feedback")}
              quote={quote}
              lang={lang}
              lowestPaidInFull={quote.rateQuoteId === cheapestInFull}
              lowestMonthly={quote.rateQuoteId === cheapestMonthly}
              showActions={showsCallToAction(settings.ctaDays, quote.effectiveDate, today) && showsCallToActionOn(quote.callToActionWeekdays, today)}
              chatAvailable={chatAvailable}
              busy={buyNow.busy === quote.rateQuoteId}
              onBuyNow={(q) => void buyNow.start(q)}
              onDetails={(q) => {
                track({ name: "quote_detail", carrierId: q.carrierId });
                setDetail(q);
              }}
              onContact={setContact}
            />
          </li>
        ))}
      </ol>
      {canShowMore(paging, sorted.length) || canShowLess(paging, sorted.length) ? (
        <div className="flex flex-wrap justify-center gap-3">
          {canShowMore(paging, sorted.length) ? (
            <button type="button" className="btn btn-outline" onClick={() => setPaging(showMore(paging, sorted.length))}>
              {t("quotes.more.showMore")}
            </button>
          ) : null}
          {canShowLess(paging, sorted.length) ? (
            <button type="button" className="btn btn-outline" onClick={() => setPaging(showLess(paging))}>
              {t("quotes.more.showLess")}
            </button>
          ) : null}
        </div>
      ) : null}
      <QuoteCardDetail quote={detail} lang={lang} onClose={() => setDetail(null)} />
      <ResultsBuyNow state={buyNow} />
      <ResultsContact
        quote={contact}
        phone={phone}
        chatAvailable={chatAvailable}
        chatUrl={chatUrl}
        mobileWidthPx={settings.mobileWidthPx}
        onClose={() => setContact(null)}
      />
    </div>
  );
}
