/**
 * "Get my quotes" (doc2 §4): prepare and submit the rating transaction on the platform, keep its id
 * in the session, send the lead its last update (linked to the transaction: the platform makes it
 * Quoted, with the carriers' entries, when the rating ends), and move to the quote stage. The policy
 * step, the partner consent and an entry link that carries a complete lead end here.
 */
import { carrierTerms } from "~/.server/content/carrier-config";
import type { QuoteDraft } from "~/domain/quote/draft";
import { buildTransaction, IncompleteDraftError, newTransactionId } from "~/domain/quote/transaction";
import { coverageChoices, coverageEntriesFor } from "../coverage-choices";
import { coveragesFor, prepareTransaction, submitTransaction } from "~/.server/platform/quote";
import type { ActionResult } from "../action-types";
import { captureLead } from "./lead.server";
import { fail, saveAndAnswer, type ActionContext } from "./shared.server";

export async function getQuotes(ctx: ActionContext, intent: string, draft: QuoteDraft): Promise<ActionResult> {
  const state = draft.primary.state ?? "";
  const answer = state ? await coveragesFor(ctx.platform, state) : null;
  const coverages = coverageEntriesFor(answer?.ok ? coverageChoices(answer.data) : null, draft.policy);
  let transaction;
  try {
    transaction = buildTransaction(draft, { transactionId: newTransactionId(), coverages, defaultMileage: ctx.settings.defaultMileage });
  } catch (error) {
    if (error instanceof IncompleteDraftError) return fail(intent, {}, "quote.wizard.incomplete");
    throw error;
  }
  const prepared = await prepareTransaction(ctx.platform, transaction);
  if (!prepared?.ok) return fail(intent, {}, "quote.wizard.quoteFailed");
  const submitted = await submitTransaction(ctx.platform, prepared.data.transactionId, carrierTerms(ctx.carriers));
  if (!submitted?.ok) return fail(intent, {}, "quote.wizard.quoteFailed");
  const transactionId = submitted.data.transactionId;
  ctx.session.set("transactionId", transactionId);
  let updated: QuoteDraft = { ...draft, transactionId, step: "quotes", completed: ["driver", "vehicle", "policy"] };
  updated = await captureLead(ctx, updated, { status: "Quoted", transactionId });
  return saveAndAnswer(ctx, intent, { ...updated, leadQuoted: true });
}
