/**
 * Pay plans and prices of a quote card (doc2 §3 "Quote result", §4 "Payment plan").
 */
import { payPlanKeys } from "./message-keys";

/** The fields of a rate that the card rules read (doc2 §3); a rate may carry more. */
export type QuoteRate = {
  rateQuoteId: string | number;
  companyName: string;
  companyID: string | number;
  totalPremium: number;
  term?: number;
  payPlanDescription?: string;
  /** The pay plan code (`PayPlan` of the selected payment option), e.g. OD or OH. */
  payPlan?: string;
  payPlanDownPayment?: number;
  payPlanPaymentAmount?: number;
  payPlanNumOfPayments?: number;
  /** Months of premium the down payment covers (the term when paid in full; null when the carrier does not say). */
  payPlanDownPaymentMonths?: number | null;
  /** Paid by electronic funds transfer (bank draft). */
  payPlanEft?: boolean;
  showBuyButton?: boolean;
};

/** doc2 §4: no installments, or a zero payment amount, counts as paid in full. */
export function isPaidInFull(quote: QuoteRate): boolean {
  return !quote.payPlanNumOfPayments || !quote.payPlanPaymentAmount;
}

/** Pay plan codes OD and OH pay every two months (doc2 §4). */
export const BIMONTHLY_PAY_PLAN_CODES = ["OD", "OH"] as const;

export type PayPlanKind = "paidInFull" | "monthly" | "bimonthly";

export function payPlanKind(quote: QuoteRate): PayPlanKind {
  if (isPaidInFull(quote)) return "paidInFull";
  const code = (quote.payPlan ?? "").trim().toUpperCase();
  return (BIMONTHLY_PAY_PLAN_CODES as readonly string[]).includes(code) ? "bimonthly" : "monthly";
}

/** The i18n key of the card's pay plan label. */
export function payPlanLabelKey(quote: QuoteRate) {
  return payPlanKeys[payPlanKind(quote)];
}

/** The price fields the sort menu offers (doc2 §2): price, down payment, total payment. */
export const PRICE_FIELDS = ["price", "downPayment", "totalPayment"] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

/**
 * A quote's figure for a price field:
 * - price: the term's premium (`totalPremium`);
 * - downPayment: what is paid today (the whole premium when paid in full and no down payment is given);
 * - totalPayment: everything paid over the term, down payment plus each installment.
 */
export function priceOf(quote: QuoteRate, field: PriceField): number {
  const down = quote.payPlanDownPayment && quote.payPlanDownPayment > 0 ? quote.payPlanDownPayment : undefined;
  switch (field) {
    case "price":
      return quote.totalPremium;
    case "downPayment":
      return down ?? (isPaidInFull(quote) ? quote.totalPremium : 0);
    case "totalPayment":
      if (isPaidInFull(quote)) return down ?? quote.totalPremium;
      return roundCents((down ?? 0) + (quote.payPlanNumOfPayments ?? 0) * (quote.payPlanPaymentAmount ?? 0));
  }
}

const roundCents = (amount: number) => Math.round(amount * 100) / 100;

function lowestBy<Q extends QuoteRate>(quotes: readonly Q[], value: (quote: Q) => number): Q | undefined {
  let best: Q | undefined;
  for (const quote of quotes) if (best === undefined || value(quote) < value(best)) best = quote;
  return best;
}

/** The paid-in-full quote with the lowest premium (the first one on a tie). */
export function lowestPaidInFull<Q extends QuoteRate>(quotes: readonly Q[]): Q | undefined {
  return lowestBy(quotes.filter(isPaidInFull), (quote) => quote.totalPremium);
}

/** The installment quote with the lowest payment amount (the first one on a tie). */
export function lowestMonthly<Q extends QuoteRate>(quotes: readonly Q[]): Q | undefined {
  return lowestBy(
    quotes.filter((quote) => !isPaidInFull(quote)),
    (quote) => quote.payPlanPaymentAmount ?? 0,
  );
}

/** What one card shows and how it adds up (doc2 §3, §4): every figure a shopper compares. */
export type CardFigures = {
  /** The term's premium, policy fees included (`totalPremium`). */
  premium: number;
  /** Paid today. */
  downPayment: number;
  /** The later installments; null when paid in full. */
  installments: { count: number; amount: number } | null;
  /** What the plan adds to the premium (the carrier's installment fees); 0 when nothing. */
  planFees: number;
  /** Everything paid over the term: down payment plus every installment (the "total payment" the sort compares). */
  total: number;
};

export function cardFigures(quote: QuoteRate): CardFigures {
  const total = priceOf(quote, "totalPayment");
  const paidInFull = isPaidInFull(quote);
  return {
    premium: quote.totalPremium,
    downPayment: priceOf(quote, "downPayment"),
    installments: paidInFull ? null : { count: quote.payPlanNumOfPayments ?? 0, amount: quote.payPlanPaymentAmount ?? 0 },
    planFees: Math.max(0, roundCents(total - quote.totalPremium)),
    total,
  };
}
