/**
 * The quote results' calls to the agency platform (doc2 §4, §7, §8), each with the shape of its
 * answer: the rating results and their quotes, a quote's purchase link, the agent-contact events,
 * feedback on a quote, the previous-quotes look-up, the quote-owner check, the idle-agent check and
 * the site's error log.
 */
import { z } from "zod";
import type { SubmittedBotCheck } from "./botcheck.ts";
import type { CallOptions, PlatformClient } from "./client.ts";

const coverageSchema = z.object({ coverageCd: z.string(), coverageName: z.string(), limit: z.string(), deductible: z.string() });
export const rateSchema = z.object({
  rateQuoteId: z.string(),
  companyName: z.string(),
  companyID: z.string(),
  logoUrl: z.string(),
  term: z.number(),
  totalPremium: z.number(),
  payPlanCode: z.string(),
  payPlanDescription: z.string(),
  payPlanDownPayment: z.number(),
  payPlanPaymentAmount: z.number(),
  payPlanNumOfPayments: z.number(),
  payPlanDownPaymentMonths: z.number().nullable(),
  payPlanEft: z.boolean(),
  quoteNumber: z.string(),
  effectiveDate: z.string(),
  showBuyButton: z.boolean(),
  bolType: z.number(),
  openNewWindow: z.boolean(),
  transactionID: z.string(),
  cars: z.array(z.object({ year: z.number(), make: z.string(), model: z.string(), coverages: z.array(coverageSchema) })),
  drivers: z.array(z.object({ firstName: z.string(), lastName: z.string() })),
});
export type PlatformRate = z.infer<typeof rateSchema>;

export const resultSchema = z.object({
  carrierId: z.string(),
  status: z.string(),
  seq: z.number().nullable(),
  receivedAt: z.string().nullable().optional(),
  rates: z.array(rateSchema),
});
export type CarrierResult = z.infer<typeof resultSchema>;

export const resultsAnswerSchema = z.object({
  isDone: z.boolean(),
  completedCount: z.number(),
  carrierCount: z.number(),
  cursor: z.number(),
  results: z.array(resultSchema),
});

/**
 * A transaction's rating results, every plan of each carrier (allRates). `filterErrors` false keeps
 * the carriers that answered an error; `since` gives only the arrivals after that cursor, and
 * `waitMs` lets the platform hold the answer that long for the next one (long poll).
 */
export function ratingResults(
  platform: PlatformClient,
  transactionId: string,
  query: { filterErrors?: boolean; since?: number; waitMs?: number } = {},
  options?: Pick<CallOptions, "timeoutMs">,
) {
  return platform.get(
    "/api/rating/getResultsByTransactionId",
    { transactionId, allRates: true, filterErrors: query.filterErrors, since: query.since, waitMs: query.waitMs },
    resultsAnswerSchema,
    options,
  );
}

export const transactionDriversAnswerSchema = z.object({
  transaction: z.object({ transactionId: z.string(), drivers: z.array(z.object({ dob: z.string() }).loose()) }).loose(),
});

/** A saved transaction, read for its drivers' dates of birth (the carriers' conditional rules read them). */
export function transactionDrivers(platform: PlatformClient, transactionId: string) {
  return platform.get("/api/rating/getTransaction", { transactionId }, transactionDriversAnswerSchema);
}

export const loadedRateAnswerSchema = z.object({ transactionId: z.string(), rate: rateSchema });

/** One quote by its id, with the transaction it belongs to. */
export function loadRate(platform: PlatformClient, rateQuoteId: string) {
  return platform.get(`/api/rating/loadByRateQuoteId/${encodeURIComponent(rateQuoteId)}`, {}, loadedRateAnswerSchema);
}

export const buyNowAnswerSchema = z.object({ buyNowUrl: z.string(), openNewWindow: z.boolean() });

/** doc2 §4 buy now: the carrier's purchase link for a quote. */
export function buyNow(platform: PlatformClient, rateQuoteId: string) {
  return platform.post("/api/rating/buyNow", { rateQuoteId }, buyNowAnswerSchema, { logContext: { rateQuoteId } });
}

export const selectQuoteAnswerSchema = z.object({ selectionId: z.string() });

/** doc2 §4: the visitor chose a quote to talk about (1 desktop call, 2 text, 3 mobile call). */
export function selectQuote(platform: PlatformClient, rateQuoteId: string, selectQuoteEventType: number) {
  return platform.post("/api/rating/selectQuote", { rateQuoteId, selectQuoteEventType }, selectQuoteAnswerSchema, { logContext: { rateQuoteId } });
}

export const sendEventAnswerSchema = z.object({ eventId: z.string() });

/** doc2 §4: the lead's contact event for a quote (0 text, 1 call). */
export function sendLeadEvent(platform: PlatformClient, rateQuoteId: string, eventType: number) {
  return platform.post("/api/lead/sendEvent", { rateQuoteId, eventType }, sendEventAnswerSchema, { logContext: { rateQuoteId } });
}

export const feedbackAnswerSchema = z.object({ feedbackId: z.string() });

/** doc2 §2: whether a quote card helped the visitor. */
export function quoteFeedback(platform: PlatformClient, rateQuoteId: string, helpful: boolean) {
  return platform.post("/api/rating/quoteFeedback", { rateQuoteId, helpful }, feedbackAnswerSchema);
}

export const previousQuoteAnswerSchema = z.object({ rateQuoteId: z.string(), transactionId: z.string(), token: z.string() });

/**
 * doc2 §2, §4 previous-quotes login: the visitor's last quote by phone and date of birth, with the
 * bot check the visitor's browser solved (the platform verifies it once) and a token to read it.
 */
export function findPreviousQuote(platform: PlatformClient, visitor: { phone: string; dob: string }, botCheck: SubmittedBotCheck, timeoutMs: number) {
  return platform.post("/api/rating/previousQuote", { phone: visitor.phone, dob: visitor.dob, ...botCheck }, previousQuoteAnswerSchema, { timeoutMs });
}

const previousPolicySchema = z.object({ company: z.string(), effectiveDate: z.string(), expireDate: z.string(), policyNumber: z.string() });
export type PreviousPolicy = z.infer<typeof previousPolicySchema>;
export const previousQuoteDetailAnswerSchema = z.object({ results: z.array(resultSchema), customerPolicies: z.array(previousPolicySchema) });

/** The found quote's detail (each carrier's first plan) and the visitor's policies, read with the look-up's token. */
export function previousQuoteDetail(platform: PlatformClient, rateQuoteId: string, token: string, timeoutMs: number) {
  return platform.get("/api/rating/previousQuote", { RateQuoteId: rateQuoteId }, previousQuoteDetailAnswerSchema, { auth: { bearer: token }, timeoutMs });
}

export const verifyOwnerAnswerSchema = z.object({
  isMatch: z.boolean(),
  attemptsLeft: z.number(),
  rate: z.object({ transactionID: z.string() }).loose().optional(),
});

/** doc2 §4, §8 verify quote owner: the date of birth checked against the quote's, at most `maxAttempts` times per quote. */
export function verifyQuoteOwner(platform: PlatformClient, check: { rateQuoteId: string; dob: string; maxAttempts: number }) {
  return platform.post(
    "/opapi/quote/verifyquoteowner",
    { RateQuoteId: check.rateQuoteId, DateOfBirth: check.dob, MaxAttempts: check.maxAttempts },
    verifyOwnerAnswerSchema,
    { logContext: { rateQuoteId: check.rateQuoteId } },
  );
}

export const idleAgentsAnswerSchema = z.object({ resultCode: z.number(), idleAgentCountResponse: z.object({ idleAgentCount: z.number() }) });

/** doc2 §7 idle-agent check: how many of the brand's agents are free to chat. */
export function idleAgentRequest(platform: PlatformClient, brand: string) {
  return platform.get("/bin/servlet/idleagentrequest", { brand }, idleAgentsAnswerSchema);
}

export const errorLogAnswerSchema = z.object({ errorId: z.string() });

/** doc2 §7 error log: the platform keeps the site's errors (message, code, type). */
export function logError(platform: PlatformClient, error: { message: string; code?: number | string; type?: string }) {
  return platform.post("/api/log/error", error, errorLogAnswerSchema);
}
