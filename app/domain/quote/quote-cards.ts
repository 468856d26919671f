/**
 * The quote cards (doc2 §2, §4, §9): sort and filter, show more or less, conditional carrier
 * rules, and the event codes sent when a visitor calls or texts about a quote.
 */
import { ageOn, dashedToIso } from "./dates";
import { priceOf, type PriceField, type QuoteRate } from "./pay-plan";

/**
 * Sort option values (doc2 §4): 0 and 1 sort by the chosen price field, 1 from high to low;
 * 2 keeps only quotes that can be bought online or have an agent available, low to high.
 */
export type SortOption = 0 | 1 | 2;

export type SortSettings = {
  sort: SortOption;
  field: PriceField;
  /** Whether an agent can take this quote (per carrier); used by option 2. */
  isAgentAvailable?: (quote: QuoteRate) => boolean;
};

/** The cards in display order. Equal prices keep the order in which the carriers answered. */
export function sortQuotes<Q extends QuoteRate>(quotes: readonly Q[], settings: SortSettings): Q[] {
  const kept = settings.sort === 2 ? quotes.filter((quote) => quote.showBuyButton === true || settings.isAgentAvailable?.(quote) === true) : [...quotes];
  const direction = settings.sort === 1 ? -1 : 1;
  return kept
    .map((quote, index) => ({ quote, index }))
    .sort((a, b) => direction * (priceOf(a.quote, settings.field) - priceOf(b.quote, settings.field)) || a.index - b.index)
    .map(({ quote }) => quote);
}

/** Max quote cards shown at first (doc2 §9). The new-quote page shows up to 100. */
export const DEFAULT_MAX_CARDS = 5;
export const NEW_QUOTE_PAGE_MAX_CARDS = 100;

export type CardPaging = {
  /** How many cards show at first. */
  max: number;
  /** How many more each "show more" reveals (configured; the spec does not give it, so it defaults to max). */
  pageSize: number;
  /** How many cards show now. */
  shown: number;
};

export function initialPaging(max = DEFAULT_MAX_CARDS, pageSize = max): CardPaging {
  return { max, pageSize, shown: max };
}

export function visibleCards<Q>(quotes: readonly Q[], paging: CardPaging): Q[] {
  return quotes.slice(0, paging.shown);
}

export function canShowMore(paging: CardPaging, total: number): boolean {
  return paging.shown < total;
}

/** Show less once more than the first cards show. */
export function canShowLess(paging: CardPaging, total: number): boolean {
  return paging.shown > paging.max && total > paging.max;
}

export function showMore(paging: CardPaging, total: number): CardPaging {
  return { ...paging, shown: Math.min(Math.max(total, paging.max), paging.shown + paging.pageSize) };
}

export function showLess(paging: CardPaging): CardPaging {
  return { ...paging, shown: paging.max };
}

/**
 * Conditional carrier rules (doc2 §4): 1 every driver is 21 or older; 2 the pay plan is a
 * one-month plan; 3 the pay plan matches the carrier's EFT plan; 4 exactly 4 payments.
 */
export type ConditionalRule = 1 | 2 | 3 | 4;
export const CONDITIONAL_MIN_AGE = 21;

export type RuleContext = {
  /** The quoted drivers' dates of birth, month-day-year with dashes. */
  drivers: readonly { dob: string }[];
  /** Today as an ISO date. */
  today: string;
};

/**
 * doc2 §4 rule 2, "pay plan with 1 month": an installment plan whose down payment covers exactly one
 * month of premium, read from the plan's figures (`payPlanDownPaymentMonths`, carried by the
 * platform with every rate), never from its wording: a carrier may call such a plan "Monthly, 5
 * installments". The platform applies the same definition when it rates (platform/rating/common.ts,
 * `isOneMonthDownPlan`); carrier-rules.test.ts checks both agree on every sample carrier's plans.
 */
export function isOneMonthDownPlan(quote: QuoteRate): boolean {
  return (quote.payPlanNumOfPayments ?? 0) > 0 && quote.payPlanDownPaymentMonths === 1;
}

export function passesConditionalRule(rule: ConditionalRule, quote: QuoteRate, context: RuleContext): boolean {
  switch (rule) {
    case 1:
      return (
        context.drivers.length > 0 &&
        context.drivers.every((driver) => {
          const iso = dashedToIso(driver.dob);
          return iso !== null && ageOn(iso, context.today) >= CONDITIONAL_MIN_AGE;
        })
      );
    case 2:
      return isOneMonthDownPlan(quote);
    case 3:
      // The platform's definition (platform/rating/common.ts, `isEftPlan`): the plan's EFT flag, not its wording.
      return quote.payPlanEft === true;
    case 4:
      return quote.payPlanNumOfPayments === 4;
  }
}

/** The quotes to show: a carrier with a conditional rule shows only the quotes that pass it. */
export function applyConditionalRules<Q extends QuoteRate>(
  quotes: readonly Q[],
  rulesByCarrier: Readonly<Record<string, ConditionalRule>>,
  context: RuleContext,
): Q[] {
  return quotes.filter((quote) => {
    const rule = rulesByCarrier[String(quote.companyID)];
    return rule === undefined || passesConditionalRule(rule, quote, context);
  });
}

/** selectQuote event types (doc2 §4): 1 desktop call, 2 text, 3 mobile call. */
export const SELECT_QUOTE_EVENT = { desktopCall: 1, text: 2, mobileCall: 3 } as const;

export function selectQuoteEventType(action: "call" | "text", device: "desktop" | "mobile"): 1 | 2 | 3 {
  if (action === "text") return SELECT_QUOTE_EVENT.text;
  return device === "mobile" ? SELECT_QUOTE_EVENT.mobileCall : SELECT_QUOTE_EVENT.desktopCall;
}

/** The lead/affiliate send-event call (doc2 §4): 0 for text, 1 for call. */
export const SEND_EVENT_CODE = { text: 0, call: 1 } as const;

export function sendEventCode(action: "call" | "text"): 0 | 1 {
  return SEND_EVENT_CODE[action];
}
