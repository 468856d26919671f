/**
 * Earlier quotes (doc2 §4, §7, §8):
 * - POST /api/rating/previousQuote   find a visitor's last quote by phone and date of birth (bot check) → rateQuoteId and a customer token
 * - GET  /api/rating/previousQuote   that quote's results (results[].rates[0]), transaction and customerPolicies
 * - GET  /api/rating/getQuotesByRange          a customer's quotes between two dates (customer token)
 * - GET  /api/rating/getQuotesByTransactionId  one transaction's quotes, cheapest first
 * - GET  /api/quote/getCustomerQuoteGroupByTrnx   the customer's transactions, grouped, from one of them
 * - GET  /api/quote/getCustomerQuoteGroupDetail   one transaction with its quotes and selection
 * - GET|POST /opapi/quote/verifyquoteowner      date-of-birth check of a quote's owner, 3 failed attempts per transaction
 *                                               (or the brand's MaxAttempts, 1 to 10)
 *
 * "The customer" of a transaction is whoever shares its e-mail, phone and date of birth: a customer
 * token issued after an owner check (scope "customer") reads those; any other customer token reads
 * only the transaction it was issued for.
 */
import { z } from "zod";
import type { Api, Caller } from "../http/route.ts";
import { HttpError, notFound } from "../http/envelope.ts";
import { nowIso, type RateResultTable, type TransactionTable } from "../db/index.ts";
import type { PlatformContext } from "../services/context.ts";
import { loadTransaction, parseTransaction } from "../services/rating.ts";
import { rateSchema, ratesOf, resultOf, resultSchema } from "../services/results.ts";
import { idText, phone, specDate } from "../services/schemas.ts";
import { issueToken } from "../services/tokens.ts";
import { consume, createLimiter } from "../http/rate-limit.ts";
import { requireBotCheck } from "./account.ts";
import { savedTransactionSchema } from "./rating.ts";
import { getCarrier } from "../rating/index.ts";
import {
  findFailedOwnerChecks,
  findTransaction,
  listAnsweredTransactionsByPhoneAndDob,
  listSameCustomerTransactions,
  recordFailedOwnerCheck,
  type SameCustomerOptions,
} from "../repositories/transactions.ts";
import { findLatestSelectedQuote, findRateResult, listPurchasedPoliciesByPhoneAndDob, listRatedResults } from "../repositories/rate-results.ts";

export const QUOTE_NOT_FOUND = "Quote not found!";
export const DOB_MISMATCH = "Your dob does not matched with the quote customer's dob.";
export const TOO_MANY_ATTEMPTS = "Too many attempts for this quote. Please start a new quote.";
/** The most failed owner checks a site may allow per transaction (its brand's setting, doc2 §9), whatever it asks. */
export const OWNER_CHECK_ATTEMPTS_MAX = 10;
const maxAttemptsMessage = `must be a whole number from 1 to ${OWNER_CHECK_ATTEMPTS_MAX}`;
/** doc2 §9 "owner verification 3 attempts": the brand's number, sent by the site; absent, the platform's default. */
const maxAttemptsField = z.coerce
  .number({ error: maxAttemptsMessage })
  .int(maxAttemptsMessage)
  .min(1, maxAttemptsMessage)
  .max(OWNER_CHECK_ATTEMPTS_MAX, maxAttemptsMessage)
  .optional();

/** The transactions a caller may list as one customer's, starting from `tx` (already readable by the caller), newest first. */
function sameCustomerTransactions(ctx: PlatformContext, caller: Caller, tx: TransactionTable, options: Omit<SameCustomerOptions, "ownOnly">) {
  return listSameCustomerTransactions(ctx.db, tx, { ...options, ownOnly: caller.kind === "customer" && caller.scope !== "customer" });
}

const policySchema = z.object({ company: z.string(), effectiveDate: z.string(), expireDate: z.string(), policyNumber: z.string() });
const groupSchema = z.object({
  transactionId: z.string(),
  createdAt: z.string(),
  status: z.string(),
  state: z.string(),
  term: z.number(),
  quoteCount: z.number(),
  bestPremium: z.number().nullable(),
  companies: z.array(z.string()),
});

async function ratedRows(ctx: PlatformContext, transactionId: string): Promise<RateResultTable[]> {
  return listRatedResults(ctx.db, transactionId);
}

async function groupOf(ctx: PlatformContext, tx: TransactionTable) {
  const rows = await ratedRows(ctx, tx.id);
  return {
    transactionId: tx.id,
    createdAt: tx.created_at,
    status: tx.status,
    state: tx.state,
    term: tx.term,
    quoteCount: rows.length,
    bestPremium: rows[0]?.total_premium_cents != null ? rows[0].total_premium_cents / 100 : null,
    companies: rows.map((r) => r.company_name),
  };
}

function addMonths(iso: string, months: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

async function customerPolicies(ctx: PlatformContext, phoneNumber: string | null, dob: string | null) {
  if (!phoneNumber || !dob) return [];
  const rows = await listPurchasedPoliciesByPhoneAndDob(ctx.db, phoneNumber, dob);
  return rows.map((r) => ({
    company: getCarrier(r.carrier_id)?.companyName ?? r.carrier_id,
    effectiveDate: r.effective_date,
    expireDate: addMonths(r.effective_date, r.term),
    policyNumber: r.policy_number ?? "",
  }));
}

export function registerQuoteRoutes(api: Api, ctx: PlatformContext): void {
  // Per caller address and 15 minutes (the same configuration as the site's own limits).
  const lookupLimiter = createLimiter(ctx.db, { name: "previous", points: ctx.config.PREVIOUS_LOOKUPS_PER_15_MIN, duration: 15 * 60 });
  const verifyLimiter = createLimiter(ctx.db, { name: "verify", points: ctx.config.OWNER_CHECKS_PER_15_MIN, duration: 15 * 60 });

  api.route({
    method: "post",
    path: "/api/rating/previousQuote",
    auth: "site",
    tags: ["quotes"],
    summary: "Find previous quotes by phone and date of birth",
    description:
      "Path chosen by the platform (doc2 §7: POST with a bot-check token, then GET with RateQuoteId). `botCheckToken` is the visitor's solved bot check (GET /api/account/botcheck), with `botCheckAnswer` for the fallback question. Finds the newest quoted transaction of this brand " +
      "for the phone and date of birth; returns its cheapest quote's rateQuoteId (or the one given, when it belongs to them) and a customer token. " +
      "404 when none. Limited to 10 lookups per address per 15 minutes.",
    errorStatuses: [404, 429],
    body: z.object({
      phone,
      dob: specDate,
      botCheckToken: z.string({ error: "is required" }).min(1, "is required").max(4000),
      botCheckAnswer: z.string().max(10, "must be at most 10 characters").optional(),
      rateQuoteId: idText("rate quote id").optional(),
    }),
    response: z.object({ rateQuoteId: z.string(), transactionId: z.string(), token: z.string(), tokenExpiresAt: z.string() }),
    handler: async ({ body, caller, ip }) => {
      await consume(lookupLimiter, ip);
      await requireBotCheck(ctx, body.botCheckToken, body.botCheckAnswer, ip);
      const transactions = await listAnsweredTransactionsByPhoneAndDob(ctx.db, { brand: caller!.brand, phone: body.phone, dob: body.dob, limit: 20 });
      for (const tx of transactions) {
        const rows = await ratedRows(ctx, tx.id);
        const chosen = body.rateQuoteId ? rows.find((r) => r.id === body.rateQuoteId) : rows[0];
        if (!chosen) continue;
        const token = await issueToken(
          ctx.db,
          { kind: "customer", scope: "customer", brand: tx.brand, clientId: caller!.clientId, email: tx.customer_email, state: tx.state, transactionId: tx.id },
          ctx.now(),
        );
        return { rateQuoteId: chosen.id, transactionId: tx.id, token: token.token, tokenExpiresAt: token.expiresAt };
      }
      throw notFound("No previous quotes were found for this phone number and date of birth.");
    },
  });

  api.route({
    method: "get",
    path: "/api/rating/previousQuote",
    tags: ["quotes"],
    summary: "Previous quote detail",
    description: "results[].rates[0] for each carrier that quoted (the requested quote first), the saved transaction, and the customer's policies.",
    auth: "customer",
    errorStatuses: [404],
    query: z.object({ RateQuoteId: idText("rate quote id") }),
    response: z.object({ results: z.array(resultSchema), transaction: savedTransactionSchema, customerPolicies: z.array(policySchema) }),
    handler: async ({ query, caller }) => {
      const row = await findRateResult(ctx.db, query.RateQuoteId);
      if (!row) throw notFound(QUOTE_NOT_FOUND);
      const tx = await loadTransaction(ctx, caller!, row.transaction_id);
      const rows = await ratedRows(ctx, tx.id);
      rows.sort((a, b) => (a.id === row.id ? -1 : b.id === row.id ? 1 : 0));
      return {
        results: rows.map((r) => resultOf(r, false)),
        transaction: parseTransaction(tx),
        customerPolicies: await customerPolicies(ctx, tx.customer_phone, tx.customer_dob),
      };
    },
  });

  api.route({
    method: "get",
    path: "/api/rating/getQuotesByRange",
    tags: ["quotes"],
    summary: "A customer's quotes between two dates",
    description:
      "Path chosen by the platform. The customer token's transaction selects the customer (same e-mail, phone and date of birth, for a token issued " +
      "after an owner check; that transaction alone otherwise); start and end are inclusive dates, at most 366 days apart.",
    auth: "customer",
    query: z
      .object({ start: specDate, end: specDate })
      .refine((q) => q.start <= q.end, { path: ["end"], message: "must not be before start" })
      .refine((q) => Date.parse(q.end) - Date.parse(q.start) <= 366 * 86400_000, { path: ["end"], message: "must be at most 366 days after start" }),
    response: z.object({ quotes: z.array(groupSchema) }),
    handler: async ({ query, caller }) => {
      if (!caller!.transactionId) return { quotes: [] };
      const own = await loadTransaction(ctx, caller!, caller!.transactionId);
      const endExclusive = new Date(Date.parse(`${query.end}T00:00:00Z`) + 86400_000).toISOString();
      const txs = await sameCustomerTransactions(ctx, caller!, own, { createdFrom: `${query.start}T00:00:00.000Z`, createdBefore: endExclusive, limit: 100 });
      return { quotes: await Promise.all(txs.map((tx) => groupOf(ctx, tx))) };
    },
  });

  api.route({
    method: "get",
    path: "/api/rating/getQuotesByTransactionId",
    auth: ["site", "customer"],
    tags: ["quotes"],
    summary: "One transaction's quotes, cheapest first",
    description: "Path chosen by the platform.",
    errorStatuses: [403, 404],
    query: z.object({ transactionId: idText("transaction id") }),
    response: z.object({ transactionId: z.string(), isDone: z.boolean(), results: z.array(resultSchema) }),
    handler: async ({ query, caller }) => {
      const tx = await loadTransaction(ctx, caller!, query.transactionId);
      return { transactionId: tx.id, isDone: tx.status === "done", results: (await ratedRows(ctx, tx.id)).map((r) => resultOf(r, false)) };
    },
  });

  api.route({
    method: "get",
    path: "/api/quote/getCustomerQuoteGroupByTrnx",
    auth: ["site", "customer"],
    tags: ["quotes"],
    summary: "The customer's quote groups, from one transaction",
    description:
      "Every transaction (newest first, at most 50) of the customer who made the given one (same brand, e-mail, phone and date of birth), each with its " +
      "quote count, best premium and companies. A customer token not issued after an owner check sees its own transaction only.",
    errorStatuses: [403, 404],
    query: z.object({ transactionId: idText("transaction id") }),
    response: z.object({ groups: z.array(groupSchema) }),
    handler: async ({ query, caller }) => {
      const tx = await loadTransaction(ctx, caller!, query.transactionId);
      const txs = await sameCustomerTransactions(ctx, caller!, tx, { limit: 50 });
      return { groups: await Promise.all(txs.map((t) => groupOf(ctx, t))) };
    },
  });

  api.route({
    method: "get",
    path: "/api/quote/getCustomerQuoteGroupDetail",
    auth: ["site", "customer"],
    tags: ["quotes"],
    summary: "One quote group in detail",
    errorStatuses: [403, 404],
    query: z.object({ transactionId: idText("transaction id") }),
    response: z.object({ group: groupSchema, transaction: savedTransactionSchema, results: z.array(resultSchema), selectedRateQuoteId: z.string().nullable() }),
    handler: async ({ query, caller }) => {
      const tx = await loadTransaction(ctx, caller!, query.transactionId);
      const selection = await findLatestSelectedQuote(ctx.db, tx.id);
      return {
        group: await groupOf(ctx, tx),
        transaction: parseTransaction(tx),
        results: (await ratedRows(ctx, tx.id)).map((r) => resultOf(r, true)),
        selectedRateQuoteId: selection?.rate_quote_id ?? null,
      };
    },
  });

  const verifyResponse = z.object({
    isMatch: z.boolean(),
    attemptsLeft: z.number(),
    token: z.string().optional(),
    tokenExpiresAt: z.string().optional(),
    rate: rateSchema.optional(),
  });
  const verify = async (caller: Caller, ip: string, rateQuoteId: string, dob: string, maxAttempts: number | undefined) => {
    await consume(verifyLimiter, ip);
    const allowed = maxAttempts ?? ctx.settings.ownerCheckAttempts;
    const row = await findRateResult(ctx.db, rateQuoteId);
    const tx = row ? await findTransaction(ctx.db, row.transaction_id) : undefined;
    if (!row || !tx || tx.brand !== caller.brand) throw new HttpError(404, QUOTE_NOT_FOUND, undefined, { isMatch: false, attemptsLeft: 0 });
    // Counted per transaction: a transaction with five quotes still allows three guesses (or the brand's number) in all.
    const failed = (await findFailedOwnerChecks(ctx.db, tx.id)) ?? 0;
    if (failed >= allowed) throw new HttpError(429, TOO_MANY_ATTEMPTS, undefined, { isMatch: false, attemptsLeft: 0 });
    if (tx.customer_dob === dob) {
      const token = await issueToken(
        ctx.db,
        { kind: "customer", scope: "customer", brand: tx.brand, clientId: caller.clientId, email: tx.customer_email, state: tx.state, transactionId: tx.id },
        ctx.now(),
      );
      return {
        message: "OK",
        isMatch: true,
        attemptsLeft: allowed - failed,
        token: token.token,
        tokenExpiresAt: token.expiresAt,
        rate: ratesOf(row, false)[0],
      };
    }
    const now = nowIso(ctx.now());
    const failedAfter = await recordFailedOwnerCheck(ctx.db, tx.id, now);
    if (failedAfter > allowed) throw new HttpError(429, TOO_MANY_ATTEMPTS, undefined, { isMatch: false, attemptsLeft: 0 });
    return { message: DOB_MISMATCH, isMatch: false, attemptsLeft: Math.max(0, allowed - failedAfter) };
  };
  const verifyDescription =
    "doc2 §4, §8. isMatch true with a customer token when the date of birth is the quote customer's; otherwise the message " +
    `"${DOB_MISMATCH}" and attemptsLeft. 3 failed attempts per rating transaction (whichever of its quotes is named), counted in the database; then 429. ` +
    `MaxAttempts (optional, a whole number from 1 to ${OWNER_CHECK_ATTEMPTS_MAX}) is the brand's number of failed attempts instead of 3 (doc2 §9); another figure answers 400. ` +
    `404 "${QUOTE_NOT_FOUND}". At most OWNER_CHECKS_PER_15_MIN (default 20) checks per visitor address per 15 minutes.`;

  api.route({
    method: "get",
    path: "/opapi/quote/verifyquoteowner",
    auth: "site",
    tags: ["quotes"],
    summary: "Verify a quote's owner by date of birth",
    description: `${verifyDescription} The POST form of this path takes the same fields in the body and keeps the date of birth out of URLs.`,
    errorStatuses: [404, 429],
    query: z.object({ RateQuoteId: idText("rate quote id"), DateOfBirth: specDate, MaxAttempts: maxAttemptsField }),
    response: verifyResponse,
    handler: async ({ query, caller, ip }) => verify(caller!, ip, query.RateQuoteId, query.DateOfBirth, query.MaxAttempts),
  });

  api.route({
    method: "post",
    path: "/opapi/quote/verifyquoteowner",
    auth: "site",
    tags: ["quotes"],
    summary: "Verify a quote's owner by date of birth (body form)",
    description: verifyDescription,
    errorStatuses: [404, 429],
    body: z.object({ RateQuoteId: idText("rate quote id"), DateOfBirth: specDate, MaxAttempts: maxAttemptsField }),
    response: verifyResponse,
    handler: async ({ body, caller, ip }) => verify(caller!, ip, body.RateQuoteId, body.DateOfBirth, body.MaxAttempts),
  });
}
