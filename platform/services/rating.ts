/**
 * Rating transactions (doc2 §3, §4, §7): prepare, submit, and the carrier-by-carrier run.
 *
 * Submitting rates the transaction with the brand's carriers the site names with it, under the
 * agency's terms (./carrier-terms.ts; without them every carrier enabled for the brand, the
 * `brand_carriers` table in its order, all carriers serving the state when the brand has no rows) concurrently,
 * each under its own time limit (`settings.carrierTimeoutMs`). Each answer — a rate, a declination,
 * an error or a timeout — is stored the moment it arrives, with its arrival number (`seq`), and
 * announced on `ctx.events`; when every carrier has answered the transaction is "done", and the
 * leads linked to it are made Quoted with its carrier entries (./lead-quotes.ts).
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { Carrier, RateResult, RatingOutcome, RatingRequest } from "../rating/index.ts";
import { carriersForBrand, getCarrier, rateWithCarrier, realisticDelayMs } from "../rating/index.ts";
import { newId, nowIso, type TransactionTable } from "../db/index.ts";
import type { Caller } from "../http/route.ts";
import { conflict, forbidden, notFound } from "../http/envelope.ts";
import type { PlatformContext } from "./context.ts";
import { toRatingRequest } from "./rating-request.ts";
import { ratesOfResult, type Rate } from "./results.ts";
import type { TransactionInput } from "./schemas.ts";
import { issueToken } from "./tokens.ts";
import { withTerms, type CarrierTerms } from "./carrier-terms.ts";
import { recordCompletedQuote } from "./loyalty-events.ts";
import { quoteLeadsOf } from "./lead-quotes.ts";
import {
  closeRatingTransactionsBefore,
  findTransaction,
  findTransactionBrand,
  findTransactionCustomerKey,
  incrementCompletedCount,
  insertTransaction,
  markTransactionDone,
  markTransactionSubmitted,
} from "../repositories/transactions.ts";
import { insertRateResult } from "../repositories/rate-results.ts";
import { listBrandCarriers } from "../repositories/brand-carriers.ts";

export type StoredTransaction = TransactionInput & { transactionId: string };

export function parseTransaction(row: Pick<TransactionTable, "request_json">): StoredTransaction {
  return JSON.parse(row.request_json) as StoredTransaction;
}

/** What makes two transactions the same customer's: the e-mail, phone and date of birth they carry. */
export type CustomerKey = Pick<TransactionTable, "customer_email" | "customer_phone" | "customer_dob">;

export function sameCustomer(a: CustomerKey, b: CustomerKey): boolean {
  return !!a.customer_email && a.customer_email === b.customer_email && a.customer_phone === b.customer_phone && a.customer_dob === b.customer_dob;
}

/**
 * A caller may see a transaction of its own brand; a customer token only the transaction it was
 * issued for, or — scope "customer", an owner verified by phone and date of birth or by date of
 * birth on the quote — the transactions of the same customer (same e-mail, phone and date of birth).
 * An e-mail a visitor merely typed never opens anyone else's transactions.
 */
export async function assertCanRead(ctx: PlatformContext, caller: Caller, row: Pick<TransactionTable, "id" | "brand"> & CustomerKey): Promise<void> {
  if (caller.brand !== row.brand) throw notFound("Transaction not found.");
  if (caller.kind !== "customer" || caller.transactionId === row.id) return;
  if (caller.scope === "customer" && caller.transactionId) {
    const own = await findTransactionCustomerKey(ctx.db, caller.transactionId);
    if (own && sameCustomer(own, row)) return;
  }
  throw forbidden("This quote belongs to another customer.");
}

export async function loadTransaction(ctx: PlatformContext, caller: Caller, transactionId: string): Promise<TransactionTable> {
  const row = await findTransaction(ctx.db, transactionId);
  if (!row) throw notFound("Transaction not found.");
  await assertCanRead(ctx, caller, row);
  return row;
}

export async function prepareTransaction(ctx: PlatformContext, caller: Caller, input: TransactionInput, requoteOf: string | null = null) {
  const transactionId = input.transactionId ?? newId("tx");
  const existing = await findTransactionBrand(ctx.db, transactionId);
  if (existing) throw conflict("A transaction with this transactionId already exists.");
  const now = ctx.now();
  const today = nowIso(now).slice(0, 10);
  const stored: StoredTransaction = { ...input, transactionId, effectiveDate: input.effectiveDate ?? today };
  await insertTransaction(ctx.db, {
    id: transactionId,
    brand: caller.brand,
    state: input.customer.address.state,
    status: "prepared",
    term: input.term,
    effective_date: stored.effectiveDate ?? today,
    request_json: JSON.stringify(stored),
    customer_email: input.customer.email.toLowerCase(),
    customer_phone: input.customer.phoneNumber,
    customer_dob: input.customer.dob,
    customer_id: input.customerId ?? null,
    requote_of: requoteOf,
    carrier_ids: "[]",
    carrier_count: 0,
    completed_count: 0,
    created_at: nowIso(now),
    submitted_at: null,
    completed_at: null,
  });
  const token = await issueToken(
    ctx.db,
    {
      kind: "customer",
      brand: caller.brand,
      clientId: caller.clientId,
      email: input.customer.email.toLowerCase(),
      state: input.customer.address.state,
      transactionId,
    },
    now,
  );
  return { transactionId, token: token.token, tokenExpiresAt: token.expiresAt, transaction: stored };
}

/**
 * The carriers a transaction is rated with, each under its terms: the carriers the transaction names
 * (the brand's list, from the site's CMS) whose rate tables cover the state and whose terms list the
 * state, in the order named; when it names none, the brand's enabled carriers serving the state
 * (`brand_carriers`, all when the brand has no rows) with the default terms. `only` keeps one of them.
 */
async function carriersFor(
  ctx: PlatformContext,
  brand: string,
  transaction: Pick<TransactionInput, "carriers" | "carrierId" | "customer">,
): Promise<Carrier[]> {
  const state = transaction.customer.address.state;
  const only = transaction.carrierId;
  if (transaction.carriers) {
    const rated = carriersForBrand({ state, carrierIds: transaction.carriers.map((t) => t.carrierId) });
    return transaction.carriers.flatMap((terms) => {
      const carrier = rated.find((c) => c.id === terms.carrierId);
      if (!carrier || (terms.states && !terms.states.includes(state)) || (only && carrier.id !== only)) return [];
      return [withTerms(carrier, terms)];
    });
  }
  if (only) {
    const carrier = getCarrier(only);
    return carrier && carrier.states.includes(state) ? [carrier] : [];
  }
  const rows = await listBrandCarriers(ctx.db, brand);
  if (rows.length === 0) return carriersForBrand({ state });
  return carriersForBrand({
    state,
    carrierIds: rows.map((r) => r.carrier_id),
    disabledCarrierIds: rows.filter((r) => !r.enabled).map((r) => r.carrier_id),
  });
}

interface Answer {
  carrier: Carrier;
  status: "rated" | "declined" | "error" | "timeout";
  outcome?: RatingOutcome;
  message: string | null;
}

/**
 * One carrier's answer to a request, after `delayMs`, within `timeoutMs`; `stop` interrupts it.
 * Never rejects: a failure is an answer with status error or timeout.
 */
async function answerOf(request: RatingRequest, carrier: Carrier, options: { timeoutMs: number; delayMs: number; stop?: AbortSignal }): Promise<Answer> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.stop ? AbortSignal.any([timeout, options.stop]) : timeout;
  try {
    const rate = async () => {
      if (options.delayMs > 0) await sleep(options.delayMs, undefined, { signal });
      return rateWithCarrier(request, carrier, { signal });
    };
    // A carrier that ignores the signal still loses the race against its time limit.
    const outcome = await Promise.race([
      rate(),
      new Promise<never>((_, reject) => signal.addEventListener("abort", () => reject(signal.reason), { once: true })),
    ]);
    if (outcome.status === "rated") return { carrier, status: "rated", outcome, message: null };
    return { carrier, status: "declined", outcome, message: outcome.message };
  } catch {
    if (timeout.aborted) return { carrier, status: "timeout", message: "The carrier did not answer in time." };
    if (options.stop?.aborted) return { carrier, status: "error", message: "Rating was interrupted." };
    return { carrier, status: "error", message: "The carrier could not rate this request." };
  }
}

/** One pay plan of a carrier's estimate, in the fields a card's plan is chosen and priced by. */
export type EstimatePlan = Pick<
  Rate,
  | "totalPremium"
  | "payPlanCode"
  | "payPlanDescription"
  | "payPlanDownPayment"
  | "payPlanPaymentAmount"
  | "payPlanNumOfPayments"
  | "payPlanDownPaymentMonths"
  | "payPlanEft"
  | "totalCharges"
>;
export type Estimate = { lowestPremium: number | null; term: number; carrierCount: number; carriers: { carrierId: string; rates: EstimatePlan[] }[] };

/**
 * An estimated price for a transaction that is not stored: rated at once (no answer delays) with the
 * carriers a submit would ask, each under its time limit. `lowestPremium` is the lowest premium among
 * the plans the cards would show (each carrier's first plan, its pay-plan rules applied), so it is
 * never below every card; `carriers` lists each quoting carrier's plans in the order the results list
 * them, for a site that applies further card rules. Nothing is written.
 */
export async function estimateTransaction(ctx: PlatformContext, caller: Caller, input: TransactionInput, signal?: AbortSignal): Promise<Estimate> {
  const today = nowIso(ctx.now()).slice(0, 10);
  const transaction: StoredTransaction = { ...input, transactionId: input.transactionId ?? "estimate", effectiveDate: input.effectiveDate ?? today };
  const request = toRatingRequest(transaction, today);
  const carriers = await carriersFor(ctx, caller.brand, transaction);
  const answers = await Promise.all(
    carriers.map((carrier) => answerOf(request, carrier, { timeoutMs: ctx.settings.carrierTimeoutMs, delayMs: 0, stop: signal })),
  );
  let lowestPremium: number | null = null;
  const quoting: Estimate["carriers"] = [];
  for (const answer of answers) {
    if (answer.outcome?.status !== "rated") continue;
    const rates = estimatePlans(answer.outcome);
    const shown = rates[0];
    if (!shown) continue;
    quoting.push({ carrierId: answer.carrier.id, rates });
    if (lowestPremium === null || shown.totalPremium < lowestPremium) lowestPremium = shown.totalPremium;
  }
  return { lowestPremium, term: request.term, carrierCount: carriers.length, carriers: quoting };
}

function estimatePlans(result: RateResult): EstimatePlan[] {
  return ratesOfResult(result).map(
    ({
      totalPremium,
      payPlanCode,
      payPlanDescription,
      payPlanDownPayment,
      payPlanPaymentAmount,
      payPlanNumOfPayments,
      payPlanDownPaymentMonths,
      payPlanEft,
      totalCharges,
    }) => ({
      totalPremium,
      payPlanCode,
      payPlanDescription,
      payPlanDownPayment,
      payPlanPaymentAmount,
      payPlanNumOfPayments,
      payPlanDownPaymentMonths,
      payPlanEft,
      totalCharges,
    }),
  );
}

/** Runs submitted transactions; `close()` stops them (unfinished carriers are recorded as errors). */
export class RatingRunner {
  #ctx: PlatformContext;
  #running = new Set<Promise<void>>();
  #closing = new AbortController();

  constructor(ctx: PlatformContext) {
    this.#ctx = ctx;
  }

  /** `named`: the brand's carriers with their terms, replacing those the transaction was prepared with. */
  async submit(caller: Caller, transactionId: string, replacement?: TransactionInput, named?: CarrierTerms[]) {
    const ctx = this.#ctx;
    const row = await loadTransaction(ctx, caller, transactionId);
    if (row.status !== "prepared") throw conflict("This transaction was already submitted. Requote it to rate again.");
    let transaction = parseTransaction(row);
    if (replacement) transaction = { ...replacement, transactionId, effectiveDate: replacement.effectiveDate ?? transaction.effectiveDate };
    if (named) transaction = { ...transaction, carriers: named };
    const carriers = await carriersFor(ctx, row.brand, transaction);
    const now = nowIso(ctx.now());
    const updated = await markTransactionSubmitted(ctx.db, transactionId, {
      status: carriers.length === 0 ? "done" : "rating",
      carrier_count: carriers.length,
      carrier_ids: JSON.stringify(carriers.map((c) => c.id)),
      submitted_at: now,
      completed_at: carriers.length === 0 ? now : null,
      request_json: JSON.stringify(transaction),
      state: transaction.customer.address.state,
      term: transaction.term,
      customer_email: transaction.customer.email.toLowerCase(),
      customer_phone: transaction.customer.phoneNumber,
      customer_dob: transaction.customer.dob,
    });
    if (!updated) throw conflict("This transaction was already submitted. Requote it to rate again.");
    if (carriers.length === 0) {
      await quoteLeads(ctx, transactionId);
      ctx.events.emit({ type: "done", transactionId, completedCount: 0 });
    } else {
      const run = this.#run(transaction, carriers).catch((error: unknown) => {
        ctx.logger.error({ err: error instanceof Error ? error.message : String(error), transactionId }, "rating run failed");
      });
      this.#running.add(run);
      void run.finally(() => this.#running.delete(run));
    }
    return { transactionId, carrierCount: carriers.length, carrierIds: carriers.map((c) => c.id) };
  }

  async #run(transaction: StoredTransaction, carriers: Carrier[]): Promise<void> {
    const ctx = this.#ctx;
    const request = toRatingRequest(transaction, nowIso(ctx.now()).slice(0, 10));
    let seq = 0;
    let writes: Promise<unknown> = Promise.resolve();
    // Answers are written one at a time per transaction, so arrival numbers are gapless.
    const record = (answer: Answer) => {
      writes = writes.then(async () => {
        seq += 1;
        const rateQuoteId = newId("rq");
        const rated = answer.outcome?.status === "rated" ? answer.outcome : null;
        await ctx.db.transaction().execute(async (trx) => {
          await insertRateResult(trx, {
            id: rateQuoteId,
            transaction_id: transaction.transactionId,
            seq,
            carrier_id: answer.carrier.id,
            company_name: answer.carrier.companyName,
            status: answer.status,
            total_premium_cents: rated ? Math.round(rated.totalPremium * 100) : null,
            result_json: rated ? JSON.stringify(rated) : null,
            message: answer.message,
            received_at: nowIso(ctx.now()),
          });
          await incrementCompletedCount(trx, transaction.transactionId);
        });
        ctx.events.emit({ type: "result", transactionId: transaction.transactionId, seq, rateQuoteId, carrierId: answer.carrier.id, status: answer.status });
      });
      return writes;
    };

    await Promise.all(carriers.map(async (carrier) => record(await this.#rateOne(request, carrier))));
    await writes;
    await markTransactionDone(ctx.db, transaction.transactionId, nowIso(ctx.now()));
    // doc2 §3, §4 lead capture: the leads linked to the transaction are quoted, with its carrier entries, before "done" is told.
    await quoteLeads(ctx, transaction.transactionId);
    ctx.events.emit({ type: "done", transactionId: transaction.transactionId, completedCount: seq });
    // doc3 §3 Loyalty rules: a rated quote of an enrolled customer earns the Quote points, once per transaction.
    await recordCompletedQuote(ctx, transaction.transactionId, { now: ctx.now() }).catch((error: unknown) =>
      ctx.logger.warn({ transactionId: transaction.transactionId, err: error instanceof Error ? error.message : String(error) }, "quote points not recorded"),
    );
  }

  async #rateOne(request: RatingRequest, carrier: Carrier): Promise<Answer> {
    const { settings } = this.#ctx;
    const delayMs = settings.delayFor ? settings.delayFor(carrier.id) : settings.ratingDelay === "realistic" ? realisticDelayMs(carrier) : 0;
    return answerOf(request, carrier, { timeoutMs: settings.carrierTimeoutMs, delayMs, stop: this.#closing.signal });
  }

  /** Waits for every run in progress. */
  async idle(): Promise<void> {
    while (this.#running.size > 0) await Promise.all([...this.#running]);
  }

  async close(): Promise<void> {
    this.#closing.abort(new Error("closing"));
    await this.idle();
  }
}

/** The leads linked to a done transaction made Quoted; a failure is logged (the next start writes them). */
async function quoteLeads(ctx: PlatformContext, transactionId: string): Promise<void> {
  await quoteLeadsOf(ctx, transactionId).catch((error: unknown) =>
    ctx.logger.warn({ transactionId, err: error instanceof Error ? error.message : String(error) }, "leads not quoted"),
  );
}

/** Transactions left "rating" by a stopped process are closed as done at start. */
export async function closeInterruptedTransactions(ctx: PlatformContext): Promise<number> {
  const cutoff = nowIso(new Date(ctx.now().getTime() - ctx.settings.carrierTimeoutMs - 60_000));
  return closeRatingTransactionsBefore(ctx.db, cutoff, nowIso(ctx.now()));
}
