/**
 * The estimated quote widget's price (doc2 §2): asked for once the draft has a zip, a complete
 * primary driver and a vehicle — from the vehicles stage on, and not at the quote stage, where the
 * widget is hidden — for the draft's term and coverage (6 months and the state minimum package until
 * the visitor chooses).
 */
import type { CoverageEntry } from "./coverage";
import { firstIncompleteStep, type QuoteDraft } from "./draft";
import { layoutFor, stageOf } from "./progress";
import { buildTransaction, IncompleteDraftError, newTransactionId, type RatingTransaction } from "./transaction";

/** The lowest paid-in-full premium of the carriers asked, for a term in months. */
export type QuoteEstimate = { lowestPremium: number; term: number };

/** Whether the page asks for an estimate for this draft. */
export function wantsEstimate(draft: QuoteDraft): boolean {
  if (!layoutFor(draft.step).showEstimate || stageOf(draft.step) === "driver") return false;
  if (!draft.primary.zip || draft.drivers.length === 0 || draft.vehicles.length === 0) return false;
  return firstIncompleteStep(draft) === null;
}

/** The rating request an estimate is asked with, or null when the draft cannot make one yet. */
export function estimateRequest(draft: QuoteDraft, coverages: readonly CoverageEntry[]): RatingTransaction | null {
  if (!wantsEstimate(draft)) return null;
  try {
    return buildTransaction(draft, { transactionId: newTransactionId(), coverages });
  } catch (error) {
    if (error instanceof IncompleteDraftError) return null;
    throw error;
  }
}

/** The platform's answer as the widget shows it: null (price pending) when no carrier quoted. */
export function estimateOf(answer: { lowestPremium: number | null; term: number } | null | undefined): QuoteEstimate | null {
  if (!answer || answer.lowestPremium === null || !(answer.lowestPremium > 0)) return null;
  return { lowestPremium: answer.lowestPremium, term: answer.term };
}
