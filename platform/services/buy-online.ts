/**
 * Buying online (doc3 §2.1, §3, §4.1, §7.1): the purchase of one carrier's rate of a
 * rating transaction, as a state machine (./buy-online-rules.ts). This module: start, status,
 * carrier results, quote step 2 with the re-rating of the verified drivers and vehicles.
 * Payment: ./buy-online-payment.ts. E-signature and issuing: ./esign.ts, ./buy-online-issue.ts.
 *
 * Callers: the site (a site token) on the shopper's behalf, for the transaction of the shopper's
 * own session; `loadTransaction` keeps every call inside the caller's brand.
 */
import type { Caller } from "../http/route.ts";
import { conflict, HttpError, notFound } from "../http/envelope.ts";
import { nowIso, newId, type RateResultTable } from "../db/index.ts";
import { getCarrier, rateWithCarrier, type DeclineReason, type RateResult, type RatingOutcome } from "../rating/index.ts";
import * as repo from "../repositories/buy-online.ts";
import { findLatestCarrierResult } from "../repositories/rate-results.ts";
import type { PlatformContext } from "./context.ts";
import { loadTransaction, parseTransaction, type StoredTransaction } from "./rating.ts";
import { toRatingRequest } from "./rating-request.ts";
import { BUY_NOW } from "./buy-online-rules.ts";
import { checkAnswers, normalizeAnswer } from "./buy-online-questions.ts";

export type Lang = "en" | "es";
export const langOf = (value: string | null | undefined): Lang => (value === "es" ? "es" : "en");

export const BUY_MESSAGES = {
  noRate: "This carrier has no rate for this quote.",
  notStarted: "Buying online has not started for this carrier.",
  pastStep: "This purchase is already past this step.",
  notYet: "This purchase has not reached this step yet.",
  paymentOpen: "A payment page is open for this purchase. Finish the payment, or wait 30 minutes for its page to expire, before changing the quote.",
} as const;

// ---------------------------------------------------------------- status

export interface BuyNowStatusResponse {
  currentBuyNowStatus: number;
  rc2Status: string;
  rc3Status: number;
  paymentToken: string;
  paymentStatus: string;
  paymentDescription: string;
  paymentAmount: number;
  rc3PolicyId: string;
  policyNumber: string;
  quoteNumber: string;
  rc3Messages: string[];
  signedPolicySendStatus: string;
  isESignAvailable: boolean;
  eSignSignedStatus: string;
}

export const noPurchaseStatus: BuyNowStatusResponse = {
  currentBuyNowStatus: BUY_NOW.none,
  rc2Status: "none",
  rc3Status: 0,
  paymentToken: "",
  paymentStatus: "none",
  paymentDescription: "",
  paymentAmount: 0,
  rc3PolicyId: "",
  policyNumber: "",
  quoteNumber: "",
  rc3Messages: [],
  signedPolicySendStatus: "none",
  isESignAvailable: false,
  eSignSignedStatus: "none",
};

export function statusOf(purchase: repo.PurchaseRow | undefined): BuyNowStatusResponse {
  if (!purchase) return noPurchaseStatus;
  return {
    currentBuyNowStatus: purchase.status,
    rc2Status: purchase.rc2_status,
    rc3Status: purchase.rc3_status,
    paymentToken: purchase.payment_session_id ?? "",
    paymentStatus: purchase.payment_status,
    paymentDescription: purchase.payment_description,
    paymentAmount: purchase.payment_amount_cents / 100,
    rc3PolicyId: purchase.policy_id ?? "",
    policyNumber: purchase.policy_number ?? "",
    quoteNumber: purchase.quote_number,
    rc3Messages: JSON.parse(purchase.rc3_messages_json) as string[],
    signedPolicySendStatus: purchase.signed_policy_send_status,
    isESignAvailable: purchase.is_esign_available === 1,
    eSignSignedStatus: purchase.esign_status,
  };
}

/**
 * The status as the site should act on it: a payment session that expired unpaid is reported as
 * "expired" without its token (doc3 §4.1 sends a pending payment with a token to the payment check;
 * an expired one is paid again from policy details). Reads only.
 */
export async function currentStatusOf(ctx: PlatformContext, purchase: repo.PurchaseRow | undefined): Promise<BuyNowStatusResponse> {
  const status = statusOf(purchase);
  if (!purchase || purchase.status !== BUY_NOW.payNow || purchase.payment_status !== "pending" || !purchase.payment_session_id) return status;
  const session = await repo.findPayment(ctx.db, purchase.payment_session_id);
  if (session && !session.confirmation_id && session.expires_at <= nowIso(ctx.now())) return { ...status, paymentToken: "", paymentStatus: "expired" };
  return status;
}

/** The purchase of this transaction and carrier, the transaction checked against the caller (brand, owner). */
export async function purchaseFor(ctx: PlatformContext, caller: Caller, transactionId: string, carrierId: string) {
  const transaction = await loadTransaction(ctx, caller, transactionId);
  const purchase = await repo.findPurchase(ctx.db, transactionId, carrierId);
  return { transaction, purchase };
}

export async function requirePurchase(ctx: PlatformContext, caller: Caller, transactionId: string, carrierId: string) {
  const found = await purchaseFor(ctx, caller, transactionId, carrierId);
  if (!found.purchase) throw new HttpError(404, BUY_MESSAGES.notStarted, undefined, { messageCode: "BUY_NOT_STARTED" });
  return { transaction: found.transaction, purchase: found.purchase };
}

async function rateRowOf(ctx: PlatformContext, transactionId: string, carrierId: string): Promise<RateResultTable | undefined> {
  return findLatestCarrierResult(ctx.db, transactionId, carrierId);
}

/** doc3 §4.1: -1 → 0. The carrier must have rated the transaction. A repeat changes nothing. */
export async function startPurchase(
  ctx: PlatformContext,
  caller: Caller,
  input: { transactionId: string; carrierId: string; enableESign: boolean },
  lang: Lang,
) {
  const { transaction, purchase } = await purchaseFor(ctx, caller, input.transactionId, input.carrierId);
  if (purchase) return currentStatusOf(ctx, purchase);
  const rate = await rateRowOf(ctx, input.transactionId, input.carrierId);
  if (!rate || rate.status !== "rated" || !rate.result_json) throw new HttpError(404, BUY_MESSAGES.noRate, undefined, { messageCode: "NO_RATE" });
  const result = JSON.parse(rate.result_json) as RateResult;
  const now = nowIso(ctx.now());
  await repo.insertPurchaseIfMissing(
    ctx.db,
    {
      id: newId("buy"),
      transaction_id: input.transactionId,
      carrier_id: input.carrierId,
      brand: transaction.brand,
      lang,
      status: BUY_NOW.driverInfo,
      status_seq: 1,
      rc2_status: "none",
      rc3_status: 0,
      rate_quote_id: rate.id,
      quote_number: result.quoteNumber,
      is_esign_available: input.enableESign ? 1 : 0,
      esign_status: "none",
      payment_session_id: null,
      payment_status: "none",
      payment_description: "",
      payment_amount_cents: 0,
      payment_plan_json: null,
      step2_key: null,
      step2_json: null,
      rerated_json: null,
      policy_number: null,
      policy_id: null,
      customer_id: null,
      rc3_messages_json: "[]",
      signed_policy_send_status: "none",
      created_at: now,
      updated_at: now,
    },
    "started",
  );
  return statusOf(await repo.findPurchase(ctx.db, input.transactionId, input.carrierId));
}

// ---------------------------------------------------------------- carrier results

export interface PaymentOption {
  payPlanCode: string;
  payPlanNumOfPayments: number;
  payPlanPaymentAmount: number;
  payPlanDownPayment: number;
  payPlanDescription: string;
  totalPremium: number;
  term: number;
  agencyFee: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export function agencyFeeOf(result: Pick<RateResult, "fees">): number {
  return round2(result.fees.filter((f) => /agency/i.test(f.code) || /agency/i.test(f.description)).reduce((sum, f) => sum + f.amount, 0));
}

export function paymentOptionsOf(result: RateResult): PaymentOption[] {
  const fees = result.fees.reduce((sum, fee) => sum + fee.amount, 0);
  const agencyFee = agencyFeeOf(result);
  const plans = result.payPlans.length > 0 ? result.payPlans : [];
  if (plans.length === 0) {
    return [
      {
        payPlanCode: result.payPlanCode,
        payPlanNumOfPayments: result.payPlanNumOfPayments,
        payPlanPaymentAmount: result.payPlanPaymentAmount,
        payPlanDownPayment: result.payPlanDownPayment,
        payPlanDescription: result.payPlanDescription,
        totalPremium: result.totalPremium,
        term: result.term,
        agencyFee,
      },
    ];
  }
  return plans.map((plan) => ({
    payPlanCode: plan.code,
    payPlanNumOfPayments: plan.numOfPayments,
    payPlanPaymentAmount: plan.paymentAmount,
    payPlanDownPayment: plan.downPayment,
    payPlanDescription: plan.description,
    totalPremium: round2(plan.premium + fees),
    term: result.term,
    agencyFee,
  }));
}

/** The rate in force for the purchase: the re-rated one after quote step 2, else the card's. */
export function currentRate(purchase: repo.PurchaseRow | undefined, rateRow: RateResultTable | undefined): RateResult | null {
  if (purchase?.rerated_json) return JSON.parse(purchase.rerated_json) as RateResult;
  if (rateRow?.status === "rated" && rateRow.result_json) return JSON.parse(rateRow.result_json) as RateResult;
  return null;
}

/** doc3 §7.1 carrier results: status, paymentOptions, statusDesc and the quote's details. */
export async function carrierResults(ctx: PlatformContext, caller: Caller, transactionId: string, carrierId: string) {
  const { transaction, purchase } = await purchaseFor(ctx, caller, transactionId, carrierId);
  const rateRow = await rateRowOf(ctx, transactionId, carrierId);
  const carrier = getCarrier(carrierId);
  if (!rateRow && transaction.status === "done") throw new HttpError(404, BUY_MESSAGES.noRate, undefined, { messageCode: "NO_RATE" });
  const rate = currentRate(purchase, rateRow);
  const messages = purchase ? (JSON.parse(purchase.rc3_messages_json) as string[]) : [];
  const declined = purchase?.rc2_status === "declined";
  const status = declined ? "declined" : (rateRow?.status ?? "pending");
  const errors = [...(rateRow && rateRow.status !== "rated" && rateRow.message ? [rateRow.message] : []), ...(declined ? messages : [])].map((text) => ({
    text,
  }));
  const statusDesc = declined
    ? "Declined after review"
    : ({ rated: "Rated", declined: "Declined", error: "Error", timeout: "No answer in time", pending: "Rating" }[status] ?? status);
  return {
    status,
    statusDesc,
    rateQuoteId: rateRow?.id ?? "",
    quoteNumber: rate?.quoteNumber ?? purchase?.quote_number ?? "",
    companyName: rate?.companyName ?? carrier?.companyName ?? "",
    totalPremium: rate?.totalPremium ?? 0,
    term: rate?.term ?? transaction.term,
    agencyFee: rate ? agencyFeeOf(rate) : 0,
    effectiveDate: rate?.effectiveDate ?? transaction.effective_date,
    rerated: !!purchase?.rerated_json,
    paymentOptions: rate && !declined ? paymentOptionsOf(rate) : [],
    errors,
    drivers: (rate?.drivers ?? []).map((d) => ({ firstName: d.firstName, lastName: d.lastName })),
    vehicles: (rate?.cars ?? []).map((c) => ({ year: c.year, make: c.make, model: c.model, vin: c.vin ?? "" })),
    coverages: (rate?.cars[0]?.coverages ?? []).map((c) => ({
      coverageCd: c.coverageCd,
      coverageName: c.coverageName,
      limit: c.limit,
      deductible: c.deductible,
    })),
  };
}

// ---------------------------------------------------------------- quote step 2

export interface Step2Address {
  address1: string;
  address2?: string;
  city: string;
  state: string;
  zipCode: string;
  county?: string;
}
export interface Step2Input {
  transactionId: string;
  carrierId: string;
  requestKey: string;
  customer: { firstName: string; lastName: string; email: string; phone: string; dob: string; address: Step2Address };
  drivers: {
    firstName: string;
    lastName: string;
    dob: string;
    gender: number;
    marital: number;
    relation: number;
    license?: string;
    driverstatus?: number;
    residencestatus?: number;
  }[];
  vehicles: {
    vin: string;
    year: number;
    make: string;
    model: string;
    annualMiles?: number;
    commutingVehicle?: boolean;
    commutingDays?: number;
    commutingAddress?: Step2Address;
  }[];
  answers: { questionCd: string; answer: string }[];
}

/** doc3 §5.1 the rules the platform checks itself (the site checks them first, beside the fields). */
export function checkStep2(input: Step2Input, lang: Lang): Record<string, string> {
  const errors = checkAnswers(input.carrierId, input.answers, lang);
  const es = lang === "es";
  input.drivers.forEach((d, i) => {
    const insured = (d.driverstatus ?? 0) === 0;
    if (insured && !d.license?.trim())
      errors[`drivers.${i}.license`] = es ? "Se requiere la licencia de los conductores asegurados." : "A licence number is required for insured drivers.";
  });
  input.vehicles.forEach((v, i) => {
    if (v.commutingVehicle && !v.commutingAddress)
      errors[`vehicles.${i}.commutingAddress`] = es ? "Completa la dirección a donde va este vehículo." : "Fill in the address this vehicle commutes to.";
  });
  return errors;
}

/** The stored rating transaction with the verified customer, drivers and vehicles put in. */
export function verifiedTransaction(stored: StoredTransaction, input: Step2Input): StoredTransaction {
  const address = {
    ...stored.customer.address,
    address: input.customer.address.address1,
    address2: input.customer.address.address2,
    city: input.customer.address.city,
    state: input.customer.address.state,
    zipCode: input.customer.address.zipCode,
    ...(input.customer.address.county ? { county: input.customer.address.county } : {}),
  };
  const template = stored.drivers[0]!;
  const drivers = input.drivers.map((d, i) => ({
    ...(stored.drivers[i] ?? template),
    name: d.firstName,
    surname: d.lastName,
    dob: d.dob,
    gender: d.gender,
    maritalStatus: d.marital,
    relation: i === 0 ? 0 : d.relation,
    dLNumber: d.license,
    driverStatus: d.driverstatus ?? 0,
    isExcluded: (d.driverstatus ?? 0) !== 0,
    ...(d.residencestatus !== undefined ? { residenceStatus: d.residencestatus } : {}),
    ...(stored.drivers[i] ? {} : { violations: [] }),
  }));
  const carTemplate = stored.cars[0]!;
  const cars = input.vehicles.map((v, i) => ({
    ...(stored.cars[i] ?? carTemplate),
    vin: v.vin,
    year: v.year,
    maker: v.make,
    model: v.model,
    // The mileage confirmed here replaces the quote's, the real figure (annualMileage) included.
    ...(v.annualMiles !== undefined ? { selectedAnnualMileage: v.annualMiles, annualMileage: v.annualMiles } : {}),
    ...(v.commutingVehicle !== undefined ? { commutingVehicle: v.commutingVehicle } : {}),
    ...(v.commutingDays !== undefined ? { commutingDays: v.commutingDays } : {}),
  }));
  return {
    ...stored,
    customer: {
      ...stored.customer,
      name: input.customer.firstName,
      surname: input.customer.lastName,
      email: input.customer.email,
      phoneNumber: input.customer.phone,
      dob: input.customer.dob,
      address,
    },
    drivers,
    cars,
  } as StoredTransaction;
}

async function rerate(ctx: PlatformContext, transaction: StoredTransaction, carrierId: string): Promise<RatingOutcome | { status: "error"; message: string }> {
  const carrier = getCarrier(carrierId);
  if (!carrier) return { status: "error", message: "The carrier is not available." };
  const signal = AbortSignal.timeout(ctx.settings.carrierTimeoutMs);
  try {
    return await rateWithCarrier(toRatingRequest(transaction, nowIso(ctx.now()).slice(0, 10)), carrier, { signal });
  } catch {
    return { status: "error", message: signal.aborted ? "The carrier did not answer in time." : "The carrier could not rate this request." };
  }
}

/** doc3 §8: why a carrier declines, in Spanish (the carriers answer in English). */
const DECLINE_REASONS_ES: Partial<Record<DeclineReason, string>> = {
  vehicle_not_eligible: "Uno de los vehículos no cumple los requisitos de la aseguradora (por ejemplo, por su antigüedad).",
  driver_age: "La edad de uno de los conductores está fuera de lo que acepta la aseguradora.",
  driver_record: "El historial de manejo de uno de los conductores no cumple los requisitos de la aseguradora.",
  too_many_drivers: "La póliza tiene más conductores de los que acepta la aseguradora.",
  too_many_vehicles: "La póliza tiene más vehículos de los que acepta la aseguradora.",
  zip_not_served: "La aseguradora no cubre el código postal donde se guardan los vehículos.",
  state_not_served: "La aseguradora no vende pólizas en este estado.",
  coverage_not_offered: "La aseguradora no ofrece una de las coberturas elegidas.",
  coverage_required: "Falta una cobertura que la aseguradora exige.",
  no_pay_plan: "Ningún plan de pagos cumple las reglas de la aseguradora.",
};

/**
 * doc3 §8 the carrier's errors after a decline of quote step 2, in the purchase's language: what
 * happened, then why, separated by a tilde (the site shows each part as a list item).
 */
export function declineMessage(outcome: { status: string; message?: string; reason?: string; companyName?: string }, carrierId: string, lang: Lang): string {
  const company = outcome.companyName || getCarrier(carrierId)?.companyName || (lang === "es" ? "La aseguradora" : "The insurance company");
  const headline = lang === "es" ? `${company} no puede ofrecer esta póliza en línea.` : `${company} can't offer this policy online.`;
  const why = outcome.message?.trim() ?? "";
  const spanish = outcome.reason ? DECLINE_REASONS_ES[outcome.reason as DeclineReason] : undefined;
  const reason = lang === "es" ? (spanish ?? "") : why ? `${why.charAt(0).toUpperCase()}${why.slice(1)}${/[.!?]$/.test(why) ? "" : "."}` : "";
  return reason ? `${headline}~${reason}` : headline;
}

export interface Step2Progress {
  isDone: boolean;
  completedCount: number;
  carrierCount: number;
  currentBuyNowStatus: number;
}

export function step2ProgressOf(purchase: repo.PurchaseRow): Step2Progress {
  const isDone = purchase.rc2_status === "done" || purchase.rc2_status === "declined";
  return { isDone, completedCount: isDone ? 1 : 0, carrierCount: 1, currentBuyNowStatus: purchase.status };
}

/**
 * doc3 §7.1 submit quote step 2: checks the answers and rules, re-rates with the verified data, and
 * moves 0 → 1 when the carrier rates it (rc2 done), or stays at 0 with the carrier's messages (rc2
 * declined). At 1 (back from policy details) it re-rates again without a new transition and closes
 * an unpaid payment session. The same requestKey again changes nothing.
 */
export async function submitStep2(ctx: PlatformContext, caller: Caller, input: Step2Input, lang: Lang): Promise<Step2Progress> {
  const { transaction, purchase } = await requirePurchase(ctx, caller, input.transactionId, input.carrierId);
  if (purchase.step2_key === input.requestKey) return step2ProgressOf(purchase);
  if (purchase.status !== BUY_NOW.driverInfo && purchase.status !== BUY_NOW.payNow) throw conflict(BUY_MESSAGES.pastStep);
  // A payment page still open could be paid: the quote it pays must not change under it.
  if ((await currentStatusOf(ctx, purchase)).paymentStatus === "pending") {
    throw new HttpError(409, BUY_MESSAGES.paymentOpen, undefined, { messageCode: "PAYMENT_IN_PROGRESS" });
  }
  const errors = checkStep2(input, lang);
  if (Object.keys(errors).length > 0) {
    throw new HttpError(422, lang === "es" ? "Revisa las respuestas marcadas." : "Please check the answers marked.", errors, { messageCode: "STEP2_INVALID" });
  }
  const verified = verifiedTransaction(parseTransaction(transaction), input);
  const submitted = await repo.updateAt(ctx.db, purchase, { rc2_status: "submitted", step2_key: input.requestKey, updated_at: nowIso(ctx.now()) });
  if (!submitted) return step2ProgressOf((await repo.findPurchaseById(ctx.db, purchase.id))!);
  const reread = (await repo.findPurchaseById(ctx.db, purchase.id))!;
  const outcome = await rerate(ctx, verified, input.carrierId);
  const now = nowIso(ctx.now());
  const step2 = JSON.stringify({
    ...input,
    answers: input.answers.map((a) => ({ questionCd: a.questionCd.toUpperCase(), answer: normalizeAnswer(a.answer) })),
  });
  if (outcome.status === "rated") {
    const changes = {
      rc2_status: "done",
      step2_json: step2,
      rerated_json: JSON.stringify(outcome),
      quote_number: outcome.quoteNumber,
      rc3_messages_json: "[]",
      payment_session_id: null,
      payment_status: "none",
      payment_description: "",
      payment_amount_cents: 0,
      payment_plan_json: null,
    };
    if (reread.status === BUY_NOW.driverInfo)
      await repo.transition(ctx.db, reread, { from: BUY_NOW.driverInfo, to: BUY_NOW.payNow, event: "quoteStep2Rated", at: now }, changes);
    else await repo.updateAt(ctx.db, reread, { ...changes, updated_at: now });
  } else {
    await repo.updateAt(ctx.db, reread, {
      rc2_status: "declined",
      step2_json: step2,
      rc3_messages_json: JSON.stringify([declineMessage(outcome, input.carrierId, lang)]),
      updated_at: now,
    });
  }
  return step2ProgressOf((await repo.findPurchaseById(ctx.db, purchase.id))!);
}

export async function step2Status(ctx: PlatformContext, caller: Caller, transactionId: string, carrierId: string): Promise<Step2Progress> {
  const { purchase } = await requirePurchase(ctx, caller, transactionId, carrierId);
  return step2ProgressOf(purchase);
}

export { notFound };
