/**
 * Results of a rating transaction in the spec's shape (doc2 §3 "Quote result (rate)", §7 poll).
 *
 * One entry per carrier that answered, in arrival order, each with `rates`: the carrier's quote as
 * shown on the card (its first pay plan), or one rate per pay plan with `allRates`.
 * Options of `GET /api/rating/getResultsByTransactionId`:
 * - filterErrors (default true): leave out carriers that declined, failed or timed out;
 * - takeBestResults (default false): keep only the `resultLimit` cheapest rated carriers;
 * - resultLimit (default 1): used with takeBestResults;
 * - allRates (default false): every pay plan of each carrier;
 * - returnAll (default false): also list carriers still rating, with status "pending";
 * - since: only answers that arrived after this arrival number (`cursor` of the previous answer).
 */
import { z } from "zod";
import type { Carrier, PayPlan, RateResult } from "../rating/index.ts";
import { getCarrier } from "../rating/index.ts";
import type { Db, RateResultTable, TransactionTable } from "../db/index.ts";
import { listAnsweredCarrierIds, listRateResults } from "../repositories/rate-results.ts";

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
  /**
   * Months of premium the down payment covers (the term when paid in full); null when the carrier's
   * answer does not say. doc2 §4 conditional rule 2 ("pay plan with 1 month") reads it.
   */
  payPlanDownPaymentMonths: z.number().nullable(),
  /** Paid by electronic funds transfer (bank draft); doc2 §4 conditional rule 3 ("eft plan match") reads it. */
  payPlanEft: z.boolean(),
  totalCharges: z.number(),
  quoteNumber: z.string(),
  effectiveDate: z.string(),
  showBuyButton: z.boolean(),
  bolType: z.number(),
  openNewWindow: z.boolean(),
  transactionID: z.string(),
  cars: z.array(
    z.object({
      year: z.number(),
      make: z.string(),
      model: z.string(),
      coverages: z.array(
        z.object({ coverageCd: z.string(), coverageName: z.string(), limit: z.string(), deductible: z.string(), coverageDescription: z.string() }),
      ),
    }),
  ),
  drivers: z.array(z.object({ firstName: z.string(), lastName: z.string() })),
});
export type Rate = z.infer<typeof rateSchema>;

export const resultSchema = z.object({
  rateQuoteId: z.string().nullable(),
  carrierId: z.string(),
  companyName: z.string(),
  companyID: z.string(),
  logoUrl: z.string(),
  status: z.enum(["rated", "declined", "error", "timeout", "pending"]),
  message: z.string().nullable(),
  seq: z.number().nullable(),
  receivedAt: z.string().nullable(),
  rates: z.array(rateSchema),
});
export type Result = z.infer<typeof resultSchema>;

export const resultsQueryShape = {
  returnAll: z.stringbool({ error: "must be true or false" }).default(false),
  filterErrors: z.stringbool({ error: "must be true or false" }).default(true),
  takeBestResults: z.stringbool({ error: "must be true or false" }).default(false),
  resultLimit: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(100, "must be at most 100")
    .default(1),
  allRates: z.stringbool({ error: "must be true or false" }).default(false),
  since: z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(0, "must be 0 or more").optional(),
};

function rateFor(result: RateResult, plan: PayPlan | undefined, rateQuoteId: string, transactionId: string): Rate {
  const fees = result.fees.reduce((sum, fee) => sum + fee.amount, 0);
  return {
    rateQuoteId,
    companyName: result.companyName,
    companyID: result.companyID,
    logoUrl: result.logoUrl,
    term: result.term,
    totalPremium: plan ? Math.round((plan.premium + fees) * 100) / 100 : result.totalPremium,
    payPlanCode: plan?.code ?? result.payPlanCode,
    payPlanDescription: plan?.description ?? result.payPlanDescription,
    payPlanDownPayment: plan?.downPayment ?? result.payPlanDownPayment,
    payPlanPaymentAmount: plan?.paymentAmount ?? result.payPlanPaymentAmount,
    payPlanNumOfPayments: plan?.numOfPayments ?? result.payPlanNumOfPayments,
    payPlanDownPaymentMonths: plan ? plan.downPaymentMonths : null,
    payPlanEft: plan ? plan.eft : false,
    totalCharges: plan?.totalCharges ?? result.totalPremium,
    quoteNumber: result.quoteNumber,
    effectiveDate: result.effectiveDate,
    showBuyButton: result.showBuyButton,
    bolType: result.bolType,
    openNewWindow: result.openNewWindow,
    transactionID: transactionId,
    cars: result.cars.map((car) => ({
      year: car.year,
      make: car.make,
      model: car.model,
      coverages: car.coverages.map((c) => ({
        coverageCd: c.coverageCd,
        coverageName: c.coverageName,
        limit: c.limit,
        deductible: c.deductible,
        coverageDescription: c.coverageDescription,
      })),
    })),
    drivers: result.drivers.map((d) => ({ firstName: d.firstName, lastName: d.lastName })),
  };
}

/** Every plan of a carrier's answer as the results list it with allRates (the shown plan first). */
export function ratesOfResult(result: RateResult): Rate[] {
  if (result.payPlans.length === 0) return [rateFor(result, undefined, "", "")];
  return result.payPlans.map((plan) => rateFor(result, plan, "", ""));
}

/** The rates of one stored answer: the shown plan only, or every plan. */
export function ratesOf(row: RateResultTable, allRates: boolean): Rate[] {
  if (row.status !== "rated" || !row.result_json) return [];
  const result = JSON.parse(row.result_json) as RateResult;
  if (!allRates || result.payPlans.length === 0) return [rateFor(result, result.payPlans[0], row.id, row.transaction_id)];
  return result.payPlans.map((plan) => rateFor(result, plan, row.id, row.transaction_id));
}

export function resultOf(row: RateResultTable, allRates: boolean): Result {
  const carrier = getCarrier(row.carrier_id);
  return {
    rateQuoteId: row.id,
    carrierId: row.carrier_id,
    companyName: row.company_name,
    companyID: row.carrier_id,
    logoUrl: carrier?.logoUrl ?? "",
    status: row.status as Result["status"],
    message: row.message,
    seq: row.seq,
    receivedAt: row.received_at,
    rates: ratesOf(row, allRates),
  };
}

function pendingOf(carrier: Carrier): Result {
  return {
    rateQuoteId: null,
    carrierId: carrier.id,
    companyName: carrier.companyName,
    companyID: carrier.id,
    logoUrl: carrier.logoUrl,
    status: "pending",
    message: null,
    seq: null,
    receivedAt: null,
    rates: [],
  };
}

export interface ResultOptions {
  returnAll: boolean;
  filterErrors: boolean;
  takeBestResults: boolean;
  resultLimit: number;
  allRates: boolean;
  since?: number;
}

/** `transaction` must be read before this call, so that a "done" status implies every answer is listed. */
export async function resultsOf(db: Db, transaction: TransactionTable, options: ResultOptions) {
  const pendingCarrierIds = JSON.parse(transaction.carrier_ids) as string[];
  const rows = await listRateResults(db, transaction.id, options.since);
  const cursor = rows.reduce((max, row) => Math.max(max, row.seq), options.since ?? 0);
  let results = rows.filter((row) => !options.filterErrors || row.status === "rated").map((row) => resultOf(row, options.allRates));
  if (options.takeBestResults) {
    results = results
      .filter((r) => r.status === "rated" && r.rates.length > 0)
      .sort((a, b) => (a.rates[0]?.totalPremium ?? 0) - (b.rates[0]?.totalPremium ?? 0))
      .slice(0, options.resultLimit);
  }
  if (options.returnAll && transaction.status !== "done") {
    const answered = new Set(await listAnsweredCarrierIds(db, transaction.id));
    for (const id of pendingCarrierIds) {
      const carrier = getCarrier(id);
      if (carrier && !answered.has(id)) results.push(pendingOf(carrier));
    }
  }
  return {
    isDone: transaction.status === "done",
    status: transaction.status,
    completedCount: Math.max(transaction.completed_count, cursor),
    carrierCount: transaction.carrier_count,
    cursor,
    results,
  };
}
