/**
 * Rating transactions and quotes (doc2 §3, §4, §7):
 * - POST /api/rating/prepareTransaction      store a transaction; returns its id and a customer token
 * - POST /api/rating/submitTransaction       rate it with every enabled carrier, concurrently
 * - POST /api/rating/estimate                the lowest premium the quotes would show for a transaction, rated at once and not stored
 * - GET  /api/rating/getResultsByTransactionId  results so far (options, `since` cursor, `waitMs` long poll)
 * - GET  /api/rating/streamResults           the same as server-sent events, one per carrier answer
 * - POST /api/rating/selectQuote             record a call/text request for a quote (1 desktop call, 2 text, 3 mobile call)
 * - POST /api/rating/buyNow                  buy-now URL (the sandbox carrier page for sample carriers)
 * - GET  /api/rating/getSelectedQuote        the last quote selected in a transaction
 * - GET  /api/rating/loadByRateQuoteId/{id}  one quote
 * - GET  /api/rating/getTransaction          a saved transaction (customer, drivers, cars, coverages, term)
 * - POST /api/rating/requote                 a new prepared transaction copied from a saved one
 */
import { z } from "zod";
import type { Api } from "../http/route.ts";
import { HttpError, badRequest, conflict, fieldErrors, notFound, INVALID_INPUT_MESSAGE } from "../http/envelope.ts";
import { newId, nowIso } from "../db/index.ts";
import type { PlatformContext } from "../services/context.ts";
import { estimateTransaction, loadTransaction, parseTransaction, prepareTransaction, type RatingRunner } from "../services/rating.ts";
import { rateSchema, resultSchema, resultsOf, resultsQueryShape, ratesOf } from "../services/results.ts";
import { code, idText, specDate, transactionObject, transactionSchema } from "../services/schemas.ts";
import { getCarrier } from "../rating/index.ts";
import type { Caller } from "../http/route.ts";
import { findLatestSelection, findRateResult, getRateResult, insertBuySession, insertQuoteSelection } from "../repositories/rate-results.ts";

const transactionIdField = idText("transaction id");
const rateQuoteIdField = idText("rate quote id");

export const savedTransactionSchema = transactionObject.extend({ transactionId: z.string(), effectiveDate: z.string().optional() }).loose();

const resultsResponse = z.object({
  transactionId: z.string(),
  isDone: z.boolean(),
  status: z.string(),
  completedCount: z.number(),
  carrierCount: z.number(),
  cursor: z.number(),
  results: z.array(resultSchema),
});

export async function loadQuote(ctx: PlatformContext, caller: Caller, rateQuoteId: string) {
  const row = await findRateResult(ctx.db, rateQuoteId);
  if (!row) throw notFound("Quote not found!");
  const transaction = await loadTransaction(ctx, caller, row.transaction_id).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 404) throw notFound("Quote not found!");
    throw error;
  });
  return { row, transaction };
}

export function registerRatingRoutes(api: Api, ctx: PlatformContext, runner: RatingRunner): void {
  api.route({
    method: "post",
    path: "/api/rating/prepareTransaction",
    auth: "site",
    tags: ["rating"],
    summary: "Create a rating transaction",
    description: "Stores the transaction (status prepared) and returns its id with a customer token (30 minutes) for it.",
    errorStatuses: [409],
    body: z.object({ transaction: transactionSchema }),
    response: z.object({ transactionId: z.string(), token: z.string(), tokenExpiresAt: z.string() }),
    handler: async ({ body, caller }) => {
      const { transactionId, token, tokenExpiresAt } = await prepareTransaction(ctx, caller!, body.transaction);
      return { transactionId, token, tokenExpiresAt };
    },
  });

  api.route({
    method: "post",
    path: "/api/rating/submitTransaction",
    auth: ["site", "customer"],
    tags: ["rating"],
    summary: "Submit a transaction for rating",
    description:
      "Path chosen by the platform (doc2 §7: not shown). Body: the transaction's fields at top level; with only `transactionId` the prepared " +
      "transaction is rated as stored, with `customer` present the fields replace it. Answers at once; carriers answer one by one " +
      "(read them with getResultsByTransactionId or streamResults). `carriers` (the brand's carriers with their terms, see prepareTransaction) replaces " +
      "the list the transaction was prepared with. carrierIds are the carriers asked. 409 when already submitted.",
    errorStatuses: [404, 409],
    body: transactionObject.partial().extend({ transactionId: transactionIdField }),
    response: z.object({ transactionId: z.string(), carrierCount: z.number(), carrierIds: z.array(z.string()) }),
    handler: async ({ body, caller, req }) => {
      let replacement;
      const raw = req.body as Record<string, unknown>;
      if (raw.customer !== undefined) {
        const { header: _header, ...fields } = raw;
        const parsed = transactionSchema.safeParse(fields);
        if (!parsed.success) throw new HttpError(400, INVALID_INPUT_MESSAGE, fieldErrors(parsed.error));
        replacement = parsed.data;
      }
      return runner.submit(caller!, body.transactionId, replacement, body.carriers);
    },
  });

  api.route({
    method: "post",
    path: "/api/rating/estimate",
    auth: "site",
    tags: ["rating"],
    summary: "Estimated price of a transaction",
    description:
      "Path chosen by the platform (doc2 §2 estimated quote widget). Body: the transaction as sent to prepareTransaction. Rates it at once with the " +
      "carriers a submit would ask (the brand's enabled carriers serving the state; no answer delays) and stores nothing. lowestPremium is the lowest " +
      "premium (fees included) among the plans the results show (each carrier's first plan, its pay-plan rules applied, as getResultsByTransactionId " +
      "lists it), so it is never below every quote, or null when no carrier quotes; carriers lists each quoting carrier's plans in the order " +
      "getResultsByTransactionId with allRates lists them, for a site that applies further card rules; term is the term in months; carrierCount the " +
      "number of carriers asked.",
    body: z.object({ transaction: transactionSchema }),
    response: z.object({
      lowestPremium: z.number().nullable(),
      term: z.number(),
      carrierCount: z.number(),
      carriers: z.array(
        z.object({
          carrierId: z.string(),
          rates: z.array(
            z.object({
              totalPremium: z.number(),
              payPlanCode: z.string(),
              payPlanDescription: z.string(),
              payPlanDownPayment: z.number(),
              payPlanPaymentAmount: z.number(),
              payPlanNumOfPayments: z.number(),
              payPlanDownPaymentMonths: z.number().nullable(),
              payPlanEft: z.boolean(),
              totalCharges: z.number(),
            }),
          ),
        }),
      ),
    }),
    handler: async ({ body, caller }) => estimateTransaction(ctx, caller!, body.transaction),
  });

  api.route({
    method: "get",
    path: "/api/rating/getResultsByTransactionId",
    auth: ["site", "customer"],
    tags: ["rating"],
    summary: "Rating results",
    description:
      "doc2 §7 poll. One result per carrier that answered, in arrival order. filterErrors (default true) leaves out declined, failed and timed-out carriers; " +
      "takeBestResults keeps the resultLimit cheapest; allRates lists every pay plan; returnAll adds carriers still rating as pending. " +
      "Cursor form: pass the previous answer's `cursor` as `since` to get only newer answers; with `waitMs` the call waits (up to 25 s) for " +
      "the next answer when there is none yet. completedCount counts carriers that answered; isDone when all have.",
    errorStatuses: [403, 404],
    query: z.object({
      transactionId: transactionIdField,
      ...resultsQueryShape,
      waitMs: z.coerce.number({ error: "must be a number" }).int().min(0, "must be 0 or more").max(25000, "must be at most 25000").default(0),
    }),
    response: resultsResponse,
    handler: async ({ query, caller, req }) => {
      let transaction = await loadTransaction(ctx, caller!, query.transactionId);
      let answer = await resultsOf(ctx.db, transaction, query);
      if (query.waitMs > 0 && query.since !== undefined && answer.cursor === query.since && !answer.isDone) {
        const aborted = new AbortController();
        req.on("close", () => aborted.abort());
        const next = ctx.events.next(transaction.id, query.waitMs, aborted.signal);
        // Re-read after subscribing, so an answer stored in between is not missed.
        transaction = await loadTransaction(ctx, caller!, query.transactionId);
        answer = await resultsOf(ctx.db, transaction, query);
        if (answer.cursor === query.since && !answer.isDone && (await next)) {
          transaction = await loadTransaction(ctx, caller!, query.transactionId);
          answer = await resultsOf(ctx.db, transaction, query);
        }
      }
      return { transactionId: transaction.id, ...answer };
    },
  });

  api.route({
    method: "get",
    path: "/api/rating/streamResults",
    auth: ["site", "customer"],
    tags: ["rating"],
    summary: "Rating results as server-sent events",
    description:
      "text/event-stream: an event `result` (data: a result as in getResultsByTransactionId, with all pay plans) for each carrier answer, " +
      "then `done` (data: {completedCount}) and the stream ends. `since` resumes after an arrival number (SSE Last-Event-ID is honoured too).",
    errorStatuses: [403, 404],
    raw: true,
    rawContentType: "text/event-stream",
    query: z.object({ transactionId: transactionIdField, since: resultsQueryShape.since, filterErrors: resultsQueryShape.filterErrors }),
    handler: async ({ query, caller, req, res }) => {
      await loadTransaction(ctx, caller!, query.transactionId);
      const lastEventId = Number(req.get("last-event-id"));
      let since = Number.isInteger(lastEventId) && lastEventId > 0 ? lastEventId : (query.since ?? 0);
      res.status(200).set({
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-cache, no-transform",
        Connection: "keep-alive",
        "X-Accel-Buffering": "no",
      });
      res.flushHeaders();
      let closed = false;
      let wake: (() => void) | undefined;
      const stop = ctx.events.subscribe(query.transactionId, () => wake?.());
      const keepAlive = setInterval(() => res.write(": keep-alive\n\n"), 15000);
      req.on("close", () => {
        closed = true;
        wake?.();
      });
      try {
        while (!closed) {
          const waiting = new Promise<void>((resolve) => (wake = resolve));
          const transaction = await loadTransaction(ctx, caller!, query.transactionId);
          const answer = await resultsOf(ctx.db, transaction, {
            returnAll: false,
            filterErrors: false,
            takeBestResults: false,
            resultLimit: 1,
            allRates: true,
            since,
          });
          for (const result of answer.results) {
            if (query.filterErrors && result.status !== "rated") continue;
            res.write(`id: ${result.seq}\nevent: result\ndata: ${JSON.stringify(result)}\n\n`);
          }
          since = answer.cursor;
          if (answer.isDone) {
            res.write(`event: done\ndata: ${JSON.stringify({ completedCount: answer.completedCount, carrierCount: answer.carrierCount })}\n\n`);
            break;
          }
          await Promise.race([waiting, new Promise((resolve) => setTimeout(resolve, 2000))]);
        }
      } finally {
        clearInterval(keepAlive);
        stop();
        res.end();
      }
    },
  });

  api.route({
    method: "post",
    path: "/api/rating/selectQuote",
    auth: ["site", "customer"],
    tags: ["rating"],
    summary: "Select a quote (ask an agent to call or text)",
    description: "Records the choice; selectQuoteEventType 1 desktop call, 2 text, 3 mobile call (doc2 §4).",
    errorStatuses: [403, 404],
    body: z.object({ rateQuoteId: rateQuoteIdField, selectQuoteEventType: code([1, 2, 3], "1 desktop call, 2 text, 3 mobile call") }),
    response: z.object({ selectionId: z.string(), rateQuoteId: z.string(), selectQuoteEventType: z.number() }),
    handler: async ({ body, caller }) => {
      const { row } = await loadQuote(ctx, caller!, body.rateQuoteId);
      if (row.status !== "rated") throw conflict("This carrier did not quote; it cannot be selected.");
      const id = newId("sel");
      await insertQuoteSelection(ctx.db, {
        id,
        rate_quote_id: row.id,
        transaction_id: row.transaction_id,
        event_type: body.selectQuoteEventType,
        created_at: nowIso(ctx.now()),
      });
      return { selectionId: id, rateQuoteId: row.id, selectQuoteEventType: body.selectQuoteEventType };
    },
  });

  api.route({
    method: "post",
    path: "/api/rating/buyNow",
    auth: ["site", "customer"],
    tags: ["rating"],
    summary: "Buy-now link",
    description: "A link to the carrier's purchase page for this quote: for the sample carriers, the platform's sandbox carrier page (valid 24 hours).",
    errorStatuses: [403, 404, 409],
    body: z.object({ rateQuoteId: rateQuoteIdField }),
    response: z.object({ buyNowUrl: z.string(), openNewWindow: z.boolean(), expiresAt: z.string() }),
    handler: async ({ body, caller, req }) => {
      const { row } = await loadQuote(ctx, caller!, body.rateQuoteId);
      const carrier = getCarrier(row.carrier_id);
      if (row.status !== "rated" || !carrier || !row.result_json) throw conflict("This carrier did not quote; there is nothing to buy.");
      // The buy-now flags the quote was rated with (the agency's terms sent with the transaction).
      const rated = JSON.parse(row.result_json) as { showBuyButton: boolean; openNewWindow: boolean };
      if (!rated.showBuyButton || carrier.kind === "http") throw conflict("Buy Now url empty for carrier");
      const id = newId("buy");
      const now = ctx.now();
      const expiresAt = nowIso(new Date(now.getTime() + 24 * 3600_000));
      await insertBuySession(ctx.db, {
        id,
        rate_quote_id: row.id,
        transaction_id: row.transaction_id,
        carrier_id: row.carrier_id,
        policy_number: null,
        created_at: nowIso(now),
        expires_at: expiresAt,
        completed_at: null,
      });
      const origin = `${req.protocol}://${req.get("host") ?? "localhost"}`;
      return { buyNowUrl: `${origin}/sandbox/carrier/${encodeURIComponent(id)}`, openNewWindow: rated.openNewWindow, expiresAt };
    },
  });

  api.route({
    method: "get",
    path: "/api/rating/getSelectedQuote",
    auth: ["site", "customer"],
    tags: ["rating"],
    summary: "The quote last selected in a transaction",
    description: "transactionId defaults to the customer token's transaction. `rate` is null when nothing was selected.",
    errorStatuses: [403, 404],
    query: z.object({ transactionId: transactionIdField.optional() }),
    response: z.object({
      transactionId: z.string(),
      rate: rateSchema.nullable(),
      selectQuoteEventType: z.number().nullable(),
      selectedAt: z.string().nullable(),
    }),
    handler: async ({ query, caller }) => {
      const transactionId = query.transactionId ?? caller!.transactionId;
      if (!transactionId) throw badRequest(INVALID_INPUT_MESSAGE, { transactionId: "is required with a site token" });
      await loadTransaction(ctx, caller!, transactionId);
      const selection = await findLatestSelection(ctx.db, transactionId);
      if (!selection) return { transactionId, rate: null, selectQuoteEventType: null, selectedAt: null };
      const row = await getRateResult(ctx.db, selection.rate_quote_id);
      return { transactionId, rate: ratesOf(row, false)[0] ?? null, selectQuoteEventType: selection.event_type, selectedAt: selection.created_at };
    },
  });

  api.route({
    method: "get",
    path: "/api/rating/loadByRateQuoteId/:id",
    auth: ["site", "customer"],
    tags: ["rating"],
    summary: "Load one quote",
    errorStatuses: [403, 404],
    params: z.object({ id: rateQuoteIdField }),
    response: z.object({ rate: rateSchema, transactionId: z.string(), rates: z.array(rateSchema) }),
    handler: async ({ params, caller }) => {
      const { row } = await loadQuote(ctx, caller!, params.id);
      const rates = ratesOf(row, true);
      const rate = ratesOf(row, false)[0];
      if (!rate) throw notFound("Quote not found!");
      return { rate, transactionId: row.transaction_id, rates };
    },
  });

  api.route({
    method: "get",
    path: "/api/rating/getTransaction",
    auth: ["site", "customer"],
    tags: ["rating"],
    summary: "Saved transaction",
    description:
      "The transaction as saved (customer, drivers, cars, coverages, term), to fill the form again (doc2 §4 requote and previous-quote load); requoteOf names the saved transaction it was requoted from.",
    errorStatuses: [403, 404],
    query: z.object({ transactionId: transactionIdField }),
    response: z.object({ transaction: savedTransactionSchema, status: z.string(), createdAt: z.string(), requoteOf: z.string().nullable() }),
    handler: async ({ query, caller }) => {
      const row = await loadTransaction(ctx, caller!, query.transactionId);
      return { transaction: parseTransaction(row), status: row.status, createdAt: row.created_at, requoteOf: row.requote_of };
    },
  });

  api.route({
    method: "post",
    path: "/api/rating/requote",
    auth: ["site", "customer"],
    tags: ["rating"],
    summary: "Requote from a saved transaction",
    description:
      "Path chosen by the platform. Copies a saved transaction into a new prepared one (new id, effective date today unless given); submit it to rate.",
    errorStatuses: [403, 404, 409],
    body: z.object({ transactionId: transactionIdField, newTransactionId: transactionIdField.optional(), effectiveDate: specDate.optional() }),
    response: z.object({ transactionId: z.string(), token: z.string(), tokenExpiresAt: z.string(), transaction: savedTransactionSchema }),
    handler: async ({ body, caller }) => {
      const row = await loadTransaction(ctx, caller!, body.transactionId);
      const saved = parseTransaction(row);
      const copy = transactionSchema.parse({ ...saved, transactionId: body.newTransactionId, effectiveDate: body.effectiveDate });
      const prepared = await prepareTransaction(ctx, caller!, { ...copy, transactionId: body.newTransactionId ?? newId("tx") }, row.id);
      return { transactionId: prepared.transactionId, token: prepared.token, tokenExpiresAt: prepared.tokenExpiresAt, transaction: prepared.transaction };
    },
  });
}
