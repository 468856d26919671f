/**
 * One quote card (doc2 §2, §3, §4): carrier, premium and term, pay plan (paid in full, monthly or
 * every 2 months), down payment, installments and the total paid over the term (with the plan's
 * installment fees, so the figures add up), the lowest-price labels, buy now or an agent, details,
 * and the yes/no feedback. Compact on a phone: three cards compare at a glance.
 */
import { useLayoutEffect, useState } from "react";
import { useTranslation } from "~/i18n";
import { cardFigures, payPlanLabelKey } from "~/domain/quote/pay-plan";
import type { CardQuote } from "~/domain/quote/results-stream";
import type { Language } from "~/domain/site";
import { CarrierLogo, shortCarrierName } from "./carrier-logo";
import { CheckIcon, PhoneIcon } from "./icons";
import { formatMoney } from "./results-format";

export interface QuoteCardProps {
  quote: CardQuote;
  lang: Language;
  lowestPaidInFull: boolean;
  lowestMonthly: boolean;
  /** The call-to-action buttons (buy, call, text) show (doc2 §9 days showing call-to-action buttons). */
  showActions: boolean;
  chatAvailable: boolean;
  busy?: boolean;
  onBuyNow: (quote: CardQuote) => void;
  onDetails: (quote: CardQuote) => void;
  onContact: (quote: CardQuote) => void;
  onFeedback: (quote: CardQuote, helpful: boolean) => void;
}

export function QuoteCard({ quote, lang, lowestPaidInFull, lowestMonthly, showActions, busy, onBuyNow, onDetails, onContact, onFeedback }: QuoteCardProps) {
  const { t } = useTranslation();
  const [feedback, setFeedback] = useState<boolean | null>(null);
  const name = shortCarrierName(quote.companyName);
  const headingId = `quote-${quote.rateQuoteId}-name`;

  // The moment this card is in the page, for the first-card benchmark (performance marks).
  useLayoutEffect(() => {
    performance.mark("quote-card-shown", { detail: { carrierId: quote.carrierId, receivedAt: quote.receivedAt ?? null, sentAt: quote.sentAt ?? null } });
  }, [quote.carrierId, quote.receivedAt, quote.sentAt]);

  const figures = cardFigures(quote);
  const planLabel = t(payPlanLabelKey(quote));

  return (
    <article
      aria-labelledby={headingId}
      data-carrier={quote.carrierId}
      className="flex flex-col gap-2 rounded-card border border-line bg-canvas p-3 shadow-card sm:gap-4 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <CarrierLogo carrierId={quote.carrierId} name={quote.companyName} size="sm" />
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-bold leading-tight text-ink sm:text-lg">
            {name}
          </h3>
          {/* On a phone the premium's label already gives the term and the figures below the plan: the line would only push the card taller. */}
          <p className="hidden text-xs text-ink-muted sm:block sm:text-sm">
            {t("quotes.card.term", { term: quote.term })} · <span data-testid="pay-plan">{planLabel}</span>
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <dl className="text-right">
            <dt className="text-xs text-ink-muted sm:text-sm">{t("quotes.card.premium", { term: quote.term })}</dt>
            <dd className="text-2xl leading-tight font-extrabold tracking-tight text-ink sm:text-3xl" data-testid="premium">
              {formatMoney(figures.premium, lang)}
            </dd>
          </dl>
          {lowestPaidInFull ? <Badge>{t("quotes.card.lowestPaidInFull")}</Badge> : null}
          {lowestMonthly ? <Badge>{t("quotes.card.lowestMonthly")}</Badge> : null}
        </div>
      </div>

      <div className="grid gap-0.5 rounded-xl bg-surface px-3 py-1.5 text-sm" data-testid="card-figures">
        <dl className="grid grid-cols-3 gap-x-3">
          <div>
            <dt className="text-xs text-ink-muted">{t("quotes.card.downPayment")}</dt>
            <dd className="font-semibold text-ink" data-testid="down-payment">
              {formatMoney(figures.downPayment, lang)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-ink-muted">{figures.installments ? planLabel : t("quotes.card.payPlan")}</dt>
            <dd className="font-semibold text-ink" data-testid="installments">
              {figures.installments
                ? t("quotes.card.installmentsShort", { count: figures.installments.count, amount: formatMoney(figures.installments.amount, lang) })
                : planLabel}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-ink-muted">{t("quotes.card.total")}</dt>
            <dd className="font-bold text-ink" data-testid="total">
              {formatMoney(figures.total, lang)}
            </dd>
          </div>
        </dl>
        {figures.planFees > 0 ? (
          <p className="text-xs text-ink-muted" data-testid="plan-fees">
            {t("quotes.card.planFees", { fees: formatMoney(figures.planFees, lang) })}
          </p>
        ) : null}
      </div>

      {showActions ? (
        <div className="flex flex-wrap gap-2">
          {quote.showBuyButton ? (
            <button
              type="button"
              className={`btn btn-accent ${compactButton}`}
              disabled={busy}
              aria-label={busy ? undefined : t("quotes.card.buyNowFor", { carrier: name })}
              onClick={() => onBuyNow(quote)}
            >
              {busy ? t("quotes.buyNow.opening") : t("quotes.card.buyNow")}
            </button>
          ) : null}
          <button
            type="button"
            className={`btn ${quote.showBuyButton ? "btn-outline" : "btn-primary"} ${compactButton}`}
            aria-label={`${quote.showBuyButton ? t("quotes.card.call") : t("quotes.card.agentOnly")}: ${t("quotes.card.contactFor", { carrier: name })}`}
            onClick={() => onContact(quote)}
          >
            <PhoneIcon aria-hidden="true" className="size-5 shrink-0" />
            {quote.showBuyButton ? t("quotes.card.call") : t("quotes.card.agentOnly")}
          </button>
          <button
            type="button"
            className={`btn btn-outline ${compactButton}`}
            aria-label={t("quotes.card.detailsFor", { carrier: name })}
            onClick={() => onDetails(quote)}
          >
            {t("quotes.card.details")}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="btn btn-outline self-start"
          aria-label={t("quotes.card.detailsFor", { carrier: name })}
          onClick={() => onDetails(quote)}
        >
          {t("quotes.card.details")}
        </button>
      )}

      <div
        role="group"
        aria-label={t("quotes.feedback.groupLabel", { carrier: name })}
        className="flex flex-wrap items-center gap-2 border-t border-line pt-1.5 text-sm"
      >
        {feedback === null ? (
          <>
            <span className="text-ink-muted">{t("quotes.feedback.question")}</span>
            {([true, false] as const).map((helpful) => (
              <button
                key={String(helpful)}
                type="button"
                className="min-h-8 rounded-full border border-line px-4 font-semibold text-ink hover:border-primary sm:min-h-11"
                onClick={() => {
                  setFeedback(helpful);
                  onFeedback(quote, helpful);
                }}
              >
                {helpful ? t("quotes.feedback.yes") : t("quotes.feedback.no")}
              </button>
            ))}
          </>
        ) : (
          <p role="status" className="inline-flex min-h-8 items-center gap-2 font-semibold text-ink sm:min-h-11">
            <CheckIcon aria-hidden="true" className="size-4" />
            {t("quotes.feedback.thanks")}
          </p>
        )}
      </div>
    </article>
  );
}

/** On a phone the actions share one row, each as wide as its label and the row shared out. */
const compactButton = "min-h-10 grow px-3 py-1.5 text-sm leading-tight sm:min-h-12 sm:grow-0 sm:px-5.5 sm:text-base";

function Badge({ children }: { children: string }) {
  return <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-bold whitespace-nowrap text-primary-dark">{children}</span>;
}
