/**
 * The quote stage without JavaScript (doc2 §4): the cards that had arrived when the
 * page was made, each with its carrier, premium and term, and — while carriers are still
 * answering — a refresh every few seconds that brings the next ones. All inside <noscript>: with
 * the page's script the stage streams the cards in itself and none of this shows.
 */
import { useTranslation } from "~/i18n";
import { formatMoney } from "~/components/results-format";
import type { CardQuote } from "~/domain/quote/results-stream";
import type { Language } from "~/domain/site";

/** Seconds between refreshes while carriers are still answering. */
export const REFRESH_SECONDS = 4;

export function QuotesWithoutScript({ quotes, isDone, lang }: { quotes: CardQuote[]; isDone: boolean; lang: Language }) {
  const { t } = useTranslation();
  return (
    <>
      {/* A <meta> element React renders would be moved to the head for every visitor: written as markup, it stays in <noscript>. */}
      {isDone ? null : <noscript dangerouslySetInnerHTML={{ __html: `<meta http-equiv="refresh" content="${REFRESH_SECONDS}">` }} />}
      <noscript>
        <section aria-labelledby="quotes-heading-static" className="grid gap-4">
          <h2 id="quotes-heading-static" className="text-2xl font-bold text-ink sm:text-3xl">
            {t("quotes.heading")}
          </h2>
          {quotes.length > 0 ? <p className="text-ink-muted">{t("quotes.summary", { count: quotes.length })}</p> : null}
          {!isDone ? <p className="text-ink-muted">{t("quotes.loading.title")}</p> : null}
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {quotes.map((quote) => (
              <article
                key={quote.rateQuoteId}
                aria-labelledby={`static-${quote.rateQuoteId}`}
                data-carrier={quote.carrierId}
                className="grid gap-2 rounded-card border border-line bg-canvas p-5 shadow-card"
              >
                <h3 id={`static-${quote.rateQuoteId}`} className="text-lg font-bold text-ink">
                  {quote.companyName}
                </h3>
                <p className="text-2xl font-extrabold text-ink">{formatMoney(quote.totalPremium, lang)}</p>
                <p className="text-ink-muted">{t("quotes.card.term", { term: quote.term })}</p>
              </article>
            ))}
          </div>
        </section>
      </noscript>
    </>
  );
}
