/**
 * The follow-up flow's platform side (doc3 §2.2, §3, §4.2, §7.2): the rate quote with its transaction, the form's
 * stored answers, the call-back request and the related drivers of a household.
 */
import type { Caller } from "../http/route.ts";
import { badRequest, conflict, notFound } from "../http/envelope.ts";
import { nowIso } from "../db/index.ts";
import type { PlatformContext } from "./context.ts";
import { loadQuote } from "../routes/rating.ts";
import { parseTransaction } from "./rating.ts";
import { ratesOf } from "./results.ts";
import * as repo from "../repositories/follow-up.ts";
import { seededHouseholds, type LookupDriver } from "../reference/people.ts";

/** The steps of the single form (doc3 §2.2), in order. */
export const FOLLOW_UP_STEPS = ["driver", "contact", "drivers", "questions", "verify", "success"] as const;
export type FollowUpStep = (typeof FOLLOW_UP_STEPS)[number];
/** The largest form accepted, in characters of JSON. */
export const FOLLOW_UP_FORM_MAX_CHARS = 64_000;

interface StoredParty {
  name: string;
  surname: string;
  dob: string;
  gender?: number;
  maritalStatus?: number;
  relation?: number;
  dLNumber?: string;
}

/** The rate quote (doc3 §3 "Rate quote", "Transaction (follow-up flow)") of a transaction the caller may read. */
export async function rateQuoteOf(ctx: PlatformContext, caller: Caller, rateQuoteId: string, transactionId: string) {
  const { row, transaction } = await loadQuote(ctx, caller, rateQuoteId);
  if (row.transaction_id !== transactionId) throw notFound("Quote not found!");
  const rate = ratesOf(row, false)[0];
  if (!rate) throw notFound("Quote not found!");
  const stored = parseTransaction(transaction) as unknown as {
    customer: StoredParty & {
      email: string;
      phoneNumber: string;
      address: { address: string; address2?: string; city: string; state: string; zipCode: string; county?: string };
    };
    drivers: StoredParty[];
    cars: { vin?: string; year: number; maker: string; model: string; annualMilesAge?: number }[];
    questionAnswers?: { questionCd: string; answer: string }[];
  };
  const c = stored.customer;
  return {
    rateQuoteId: row.id,
    companyId: row.carrier_id,
    companyName: row.company_name,
    totalPremium: rate.totalPremium,
    payPlanDescription: rate.payPlanDescription,
    payPlanNumOfPayments: rate.payPlanNumOfPayments,
    payPlanPaymentAmount: rate.payPlanPaymentAmount,
    payPlanDownPayment: rate.payPlanDownPayment,
    payPlanPercentDown: rate.totalPremium > 0 ? Math.round((rate.payPlanDownPayment / rate.totalPremium) * 10000) / 100 : 0,
    showBuyButton: rate.showBuyButton,
    transaction: {
      transactionId: transaction.id,
      companyId: row.carrier_id,
      customer: {
        firstName: c.name,
        lastName: c.surname,
        dob: c.dob,
        email: c.email,
        phoneNumber: c.phoneNumber,
        address: {
          address1: c.address.address,
          apt: c.address.address2 ?? "",
          city: c.address.city,
          state: c.address.state,
          zipCode: c.address.zipCode,
          county: c.address.county ?? "",
        },
      },
      drivers: stored.drivers.map((d, index) => ({
        firstName: d.name,
        lastName: d.surname,
        dob: d.dob,
        gender: d.gender ?? 0,
        maritalStatus: d.maritalStatus ?? 1,
        relation: index === 0 ? 0 : (d.relation ?? 3),
        primaryDriver: index === 0,
      })),
      cars: stored.cars.map((car) => ({ vin: car.vin ?? "", year: car.year, make: car.maker, model: car.model, annualMilesAge: car.annualMilesAge ?? 10000 })),
      questionAnswers: stored.questionAnswers ?? [],
    },
  };
}

function formOf(row: repo.FollowUpFormRow) {
  return {
    transactionId: row.transaction_id,
    rateQuoteId: row.rate_quote_id,
    step: row.step as FollowUpStep,
    data: JSON.parse(row.data_json) as Record<string, unknown>,
    version: Number(row.version),
    soldAt: row.sold_at,
    updatedAt: row.updated_at,
  };
}
export type FollowUpForm = ReturnType<typeof formOf>;

/** The stored form of a transaction (null before the first save); the caller must be allowed to read the quote. */
export async function loadForm(ctx: PlatformContext, caller: Caller, rateQuoteId: string, transactionId: string): Promise<FollowUpForm | null> {
  await rateQuoteOf(ctx, caller, rateQuoteId, transactionId);
  const row = await repo.findFollowUpForm(ctx.db, transactionId);
  if (!row) return null;
  if (row.rate_quote_id !== rateQuoteId) throw conflict("This transaction's follow-up is for another quote.");
  return formOf(row);
}

/** Saves the form; with `version` only when it still matches (409 otherwise). A sold form is not changed again. */
export async function saveForm(
  ctx: PlatformContext,
  caller: Caller,
  input: { rateQuoteId: string; transactionId: string; step: FollowUpStep; data: Record<string, unknown>; version?: number | undefined },
): Promise<FollowUpForm> {
  const existing = await loadForm(ctx, caller, input.rateQuoteId, input.transactionId);
  const now = nowIso(ctx.now());
  const dataJson = JSON.stringify(input.data);
  if (dataJson.length > FOLLOW_UP_FORM_MAX_CHARS)
    throw badRequest("The form is too large.", { data: `must be at most ${FOLLOW_UP_FORM_MAX_CHARS} characters of JSON` });
  if (!existing) {
    if (input.version !== undefined && input.version !== 0) throw conflict("The form was changed meanwhile; load it again.");
    await repo.insertFollowUpForm(ctx.db, {
      transaction_id: input.transactionId,
      brand: caller.brand,
      rate_quote_id: input.rateQuoteId,
      step: input.step,
      data_json: dataJson,
      version: 1,
      sold_at: null,
      created_at: now,
      updated_at: now,
    });
  } else {
    if (existing.soldAt) throw conflict("This follow-up is complete.");
    if (input.version !== undefined && input.version !== existing.version) throw conflict("The form was changed meanwhile; load it again.");
    const updated = await repo.updateFollowUpFormAtVersion(ctx.db, input.transactionId, existing.version, {
      step: input.step,
      data_json: dataJson,
      version: existing.version + 1,
      updated_at: now,
    });
    if (!updated) throw conflict("The form was changed meanwhile; load it again.");
  }
  return (await loadForm(ctx, caller, input.rateQuoteId, input.transactionId))!;
}

/**
 * doc3 §4.2: the final success shows once. Marks the form sold the first time (`first: true`); later calls answer
 * `first: false`. The site calls it only when both contact codes are confirmed.
 */
export async function markSold(ctx: PlatformContext, caller: Caller, rateQuoteId: string, transactionId: string) {
  const existing = await loadForm(ctx, caller, rateQuoteId, transactionId);
  if (!existing) throw conflict("The follow-up form has not been filled in.");
  if (existing.soldAt) return { first: false, soldAt: existing.soldAt };
  const now = nowIso(ctx.now());
  if (await repo.markFollowUpFormSold(ctx.db, transactionId, now, existing.version + 1)) return { first: true, soldAt: now };
  const again = await loadForm(ctx, caller, rateQuoteId, transactionId);
  return { first: false, soldAt: again?.soldAt ?? now };
}

/** doc3 §7.2 nonVoiceCallResponse.message: a language-neutral status; the site shows its own text in the page's language. */
export const CALL_BACK_REQUESTED = "requested" as const;

/** doc3 §7.2 nonvoicecallrequest: a call-back request for a rate quote, recorded once (a second press answers the same). */
export async function requestCallBack(ctx: PlatformContext, caller: Caller, rateQuoteId: string, phoneDigits: string) {
  const { row } = await loadQuote(ctx, caller, rateQuoteId);
  const existing = await repo.findCallRequest(ctx.db, rateQuoteId);
  if (!existing) {
    await repo.insertCallRequestIfMissing(ctx.db, {
      rate_quote_id: rateQuoteId,
      brand: caller.brand,
      transaction_id: row.transaction_id,
      phone: phoneDigits,
      created_at: nowIso(ctx.now()),
    });
  }
  return { message: CALL_BACK_REQUESTED, alreadyRequested: !!existing };
}

/** doc3 §7.2 related drivers by state and commonId: the household's other members, without their licence numbers. */
export function relatedDrivers(state: string, commonId: string): LookupDriver[] {
  const household = seededHouseholds().find((h) => h.commonId === commonId && h.address.state.toUpperCase() === state.toUpperCase());
  if (!household) return [];
  return household.people
    .filter((p) => p.relation !== 0)
    .map((p) => ({
      firstName: p.firstName,
      lastName: p.lastName,
      relation: p.relation || 3,
      dob: `${p.dob.slice(5, 7)}/${p.dob.slice(8, 10)}/${p.dob.slice(0, 4)}`,
      gender: p.gender,
      maritalStatus: p.maritalStatus,
      address: { ...household.address },
      priorInsurance: p.priorInsurance,
      isDefaultInsured: p.priorInsurance,
      driverLicenseNumber: null,
      issueDate: null,
    }));
}
