/**
 * The estimated quote widget's price (doc2 §2): asked for once the draft has a zip, a complete
 * primary driver and a vehicle — from the vehicles stage on, and not at the quote stage, where the
 * widget is hidden — for the draft's term and coverage (6 months and the state minimum package until
 * the visitor chooses, then what they pick on the coverage step). The price is the lowest premium
 * among the plans the cards would show, the carriers' conditional rules applied as the cards apply
 * them (doc2 §4), so it never sits below every card it leads to.
 */
import type { CoverageEntry } from "./coverage";
import { firstIncompleteStep, type QuoteDraft } from "./draft";
import { shownRate } from "./carrier-rules";
import { layoutFor, stageOf } from "./progress";
import type { RuleContext } from "./quote-cards";
import { buildTransaction, IncompleteDraftError, newTransactionId, type RatingTransaction } from "./transaction";

/** The lowest premium the cards would show, for a term in months. */
export type QuoteEstimate = { lowestPremium: number; term: number };

/** One pay plan of a carrier's estimate (the platform lists them in the order the results do). */
export type EstimatePlan = {
  totalPremium: number;
  payPlanCode: string;
  payPlanDescription: string;
  payPlanDownPayment: number;
  payPlanPaymentAmount: number;
  payPlanNumOfPayments: number;
  /** doc2 §4 rule 2 reads it: months of premium the down payment covers, null when not known. */
  payPlanDownPaymentMonths: number | null;
  /** doc2 §4 rule 3 reads it: paid by electronic funds transfer. */
  payPlanEft: boolean;
};
export type EstimateAnswer = { lowestPremium: number | null; term: number; carriers?: { carrierId: string; rates: EstimatePlan[] }[] };

/** The card rules the estimate applies: each carrier's conditional rules, and the drivers and day they are read with. */
export type EstimateRules = { rules: ReadonlyMap<string, readonly number[]>; context: RuleContext };

/** Whether the page asks for an estimate for this draft. */
export function wantsEstimate(draft: QuoteDraft): boolean {
  if (!layoutFor(draft.step).showEstimate || stageOf(draft.step) === "driver") return false;
  if (!draft.primary.zip || draft.drivers.length === 0 || draft.vehicles.length === 0) return false;
  return firstIncompleteStep(draft) === null;
}

/** The rating request an estimate is asked with, or null when the draft cannot make one yet. */
export function estimateRequest(draft: QuoteDraft, coverages: readonly CoverageEntry[], defaultMileage?: number): RatingTransaction | null {
  if (!wantsEstimate(draft)) return null;
  try {
    return buildTransaction(draft, { transactionId: newTransactionId(), coverages, defaultMileage });
  } catch (error) {
    if (error instanceof IncompleteDraftError) return null;
    throw error;
  }
}

/**
 * The platform's answer as the widget shows it: with each carrier's plans and the card rules, the
 * lowest premium among the plans the cards show (a carrier whose plans all fail its rules shows no
 * card and counts for nothing); null (price pending) when no card would show.
 */
export function estimateOf(answer: EstimateAnswer | null | undefined, cardRules?: EstimateRules): QuoteEstimate | null {
  if (!answer) return null;
  let lowest = answer.lowestPremium;
  if (answer.carriers && cardRules) {
    lowest = null;
    for (const carrier of answer.carriers) {
      const rates = carrier.rates.map((rate, index) => ({
        ...rate,
        rateQuoteId: index,
        companyName: carrier.carrierId,
        companyID: carrier.carrierId,
        payPlan: rate.payPlanCode,
      }));
      const shown = shownRate(rates, cardRules.rules.get(carrier.carrierId) ?? [], cardRules.context);
      if (shown && (lowest === null || shown.totalPremium < lowest)) lowest = shown.totalPremium;
    }
  }
  if (lowest === null || !(lowest > 0)) return null;
  return { lowestPremium: lowest, term: answer.term };
}
