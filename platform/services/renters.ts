/**
 * Renters insurance (doc3 §2.3, §3, §4.3, §7.3, §8, §9): quote, rate, validate, purchase.
 *
 * - `startQuote`: stores the quote under a new transaction id and rates it with every carrier that
 *   writes the zip's state, each answer recorded as it arrives (polled by `quoteResults`);
 * - `prepareQuote`: the stored quote of a transaction id (the repeat quote of doc3 §2.3);
 * - `validateBuy`: the buy-now checks (rate still there, plan offered, effective date in the carrier's window);
 * - `startPurchase` / `processPurchase`: the purchase request of doc3 §3, one per card token
 *   (sending the same token again answers the same purchase), moved through
 *   submitted → charging → purchased | failed with every transition stored; a purchase is purchased
 *   only with a policy id (doc3 §4.3);
 * - `purchaseStatus`: the quote's latest purchase, polled until done.
 * A purchased policy goes into the customers' `policies` table (product type "Renters") under the
 * buyer's customer record (found by e-mail, or created without a password), its declarations page
 * is a PDF (../documents/renters-declarations.ts), the buyer gets an e-mail through the outbox and
 * the loyalty program's Purchase points.
 */
import { randomBytes, randomInt } from "node:crypto";
import { DateTime } from "luxon";
import { AGENCY_TIME_ZONE } from "../agency-time.ts";
import type { PlatformContext } from "./context.ts";
import { newId, nowIso, isUniqueViolation } from "../db/index.ts";
import { HttpError } from "../http/envelope.ts";
import * as repo from "../repositories/renters.ts";
import { findCustomerByEmail, insertCustomerIfMissing } from "../repositories/customers.ts";
import { findPolicyById, savePolicy, type PolicyInstallment } from "../repositories/policies.ts";
import { lookupZip } from "../reference/zip.ts";
import { rentersCarrier, rentersCarriers } from "../rating/renters/carriers.ts";
import { rateRenters } from "../rating/renters/engine.ts";
import type { PaymentPlanAnswer, RentersCoverages, RentersRate } from "../rating/renters/types.ts";
import { RENTERS_COVERAGE_CODES } from "../rating/renters/types.ts";
import { chargeCardToken } from "./card-widget.ts";
import { hashToken } from "./tokens.ts";
import { ROLE_INTERESTED_PARTY, ROLE_ROOMMATE, type PurchaseRequest, type RateRequest } from "./renters-schemas.ts";
import { rentersDeclarations } from "../documents/renters-declarations.ts";
import { sendRentersPolicyMail } from "./renters-mail.ts";
import { recordPurchase } from "./loyalty-events.ts";
import { allowedSiteUrl } from "./site-urls.ts";

/** The carriers' binding window: a policy can start from today to this many days ahead. */
export const CARRIER_MAX_EFFECTIVE_DAYS = 90;
export const POLICY_TERM_MONTHS = 12;

export const RENTERS_MESSAGES = {
  zipUnknown: "We could not find this zip code.",
  noCarrier: (state: string) => `No carrier we work with writes renters insurance in ${state} yet.`,
  quoteNotFound: "We could not find this renters quote. Start a new quote.",
  rateGone: "This carrier has no rate for this quote. Choose another rate or quote again.",
  coveragesChanged: "The coverages differ from the ones rated. Get your rates again before buying.",
  planNotOffered: "This payment plan is not offered with this rate.",
  effectiveDate: (max: number) => `The policy can start from today up to ${max} days ahead.`,
  alreadyPurchased: "This quote has been purchased already.",
  submitted: "Your purchase has been received.",
  charging: "We are charging your card.",
  purchased: "Your renters policy is issued.",
  noPurchase: "No purchase has been made for this quote.",
} as const;

export type PurchaseStatus = "submitted" | "charging" | "purchased" | "failed";

export interface StoredQuote extends RateRequest {
  state: string;
}

const toCents = (d: number) => Math.round(d * 100);

function todayIn(now: Date): DateTime {
  return DateTime.fromJSDate(now, { zone: AGENCY_TIME_ZONE }).startOf("day");
}

/** The carriers' effective-date window (today to today + 90 days, America/Chicago). */
export function withinCarrierWindow(effectiveDate: string, now: Date): boolean {
  const day = DateTime.fromISO(effectiveDate, { zone: AGENCY_TIME_ZONE }).startOf("day");
  const today = todayIn(now);
  return day.isValid && day >= today && day <= today.plus({ days: CARRIER_MAX_EFFECTIVE_DAYS });
}

function delayFor(ctx: PlatformContext, carrierId: string, range: readonly [number, number]): number {
  if (ctx.settings.delayFor) return ctx.settings.delayFor(carrierId);
  if (ctx.settings.ratingDelay !== "realistic") return 0;
  return range[0] + Math.floor(Math.random() * (range[1] - range[0]));
}

/** doc3 §7.3 rate request: the quote is stored and rated in the background; poll `quoteResults`. */
export async function startQuote(
  ctx: PlatformContext,
  brand: string,
  lang: string,
  input: RateRequest,
): Promise<{ transactionId: string; state: string; carriers: number }> {
  const place = await lookupZip(input.address.zipCode);
  if (!place) throw new HttpError(400, RENTERS_MESSAGES.zipUnknown, { "address.zipCode": RENTERS_MESSAGES.zipUnknown });
  if (!withinCarrierWindow(input.effectiveDate, ctx.now())) {
    throw new HttpError(400, RENTERS_MESSAGES.effectiveDate(CARRIER_MAX_EFFECTIVE_DAYS), {
      effectiveDate: RENTERS_MESSAGES.effectiveDate(CARRIER_MAX_EFFECTIVE_DAYS),
    });
  }
  const id = `rnt_${randomBytes(20).toString("base64url")}`;
  const now = nowIso(ctx.now());
  const { customer, address, effectiveDate, additionalCustomers, coverages } = input;
  const stored: StoredQuote = { customer, address, effectiveDate, additionalCustomers, coverages, state: place.state };
  await repo.insertQuote(ctx.db, {
    id,
    brand,
    lang: lang === "es" ? "es" : "en",
    zip_code: place.zip,
    state: place.state,
    input_json: JSON.stringify(stored),
    created_at: now,
    updated_at: now,
  });
  const carriers = rentersCarriers.filter((carrier) => carrier.states.includes(place.state));
  await repo.insertPendingRates(
    ctx.db,
    id,
    carriers.map((c) => c.id),
    now,
  );
  const roommates = input.additionalCustomers.filter((c) => c.Role === ROLE_ROOMMATE).length;
  for (const carrier of carriers) {
    const wait = delayFor(ctx, carrier.id, carrier.delayMs);
    void (async () => {
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const outcome = rateRenters(carrier, { zip: place.zip, state: place.state, coverages: input.coverages, roommates, effectiveDate: input.effectiveDate });
      await repo.completeRate(ctx.db, id, carrier.id, outcome.ok ? { rateJson: JSON.stringify(outcome.rate) } : { error: outcome.message }, nowIso(ctx.now()));
    })().catch((error: unknown) => {
      ctx.logger.error({ carrierId: carrier.id, err: error instanceof Error ? error.message : String(error) }, "renters rating failed");
      void repo.completeRate(ctx.db, id, carrier.id, { error: "This carrier could not rate the quote." }, nowIso(ctx.now())).catch(() => undefined);
    });
  }
  return { transactionId: id, state: place.state, carriers: carriers.length };
}

async function quoteOrThrow(ctx: Pick<PlatformContext, "db">, transactionId: string) {
  const row = await repo.findQuote(ctx.db, transactionId);
  if (!row) throw new HttpError(404, RENTERS_MESSAGES.quoteNotFound, undefined, { messageCode: "QUOTE_NOT_FOUND" });
  return { row, quote: JSON.parse(row.input_json) as StoredQuote };
}

/** doc3 §2.3 repeat quote: what was asked, to prefill the form. */
export async function prepareQuote(ctx: Pick<PlatformContext, "db">, transactionId: string) {
  const { row, quote } = await quoteOrThrow(ctx, transactionId);
  return { transactionId: row.id, state: row.state, quote };
}

export interface RentersResult {
  carrierId: string;
  companyName: string;
  rates: RentersRate[];
}

/** doc3 §7.3 results: `isDone` once every carrier answered; `results[].rates[].paymentPlans`, `errors[].message`. */
export async function quoteResults(ctx: Pick<PlatformContext, "db">, transactionId: string) {
  const { row } = await quoteOrThrow(ctx, transactionId);
  const rates = await repo.ratesOfQuote(ctx.db, transactionId);
  const results: RentersResult[] = [];
  const errors: { carrierId: string; message: string }[] = [];
  for (const rate of rates) {
    const companyName = rentersCarrier(rate.carrier_id)?.companyName ?? rate.carrier_id;
    if (rate.status === "done" && rate.rate_json) results.push({ carrierId: rate.carrier_id, companyName, rates: [JSON.parse(rate.rate_json) as RentersRate] });
    if (rate.status === "error") errors.push({ carrierId: rate.carrier_id, message: rate.error_message ?? "" });
  }
  if (rates.length === 0) errors.push({ carrierId: "", message: RENTERS_MESSAGES.noCarrier(row.state) });
  const completed = rates.filter((r) => r.status !== "pending").length;
  results.sort((a, b) => (a.rates[0]?.annualPremium ?? 0) - (b.rates[0]?.annualPremium ?? 0));
  return { transactionId, state: row.state, isDone: completed === rates.length, completedCount: completed, totalCount: rates.length, results, errors };
}

function sameCoverages(a: RentersCoverages, b: RentersCoverages): boolean {
  return RENTERS_COVERAGE_CODES.every((code) => a[code] === b[code]);
}

interface BuyCheck {
  transactionId: string;
  carrierId: string;
  effectiveDate: string;
  planType: string;
  coverages?: RentersCoverages;
}

/** doc3 §7.3 buy-now validate: the checks a purchase must pass, as a detail text (doc3 §8) on failure (422). */
export async function validateBuy(ctx: Pick<PlatformContext, "db" | "now">, check: BuyCheck) {
  const { row, quote } = await quoteOrThrow(ctx, check.transactionId);
  const fail = (message: string, code: string, field?: string): never => {
    throw new HttpError(422, message, field ? { [field]: message } : undefined, { messageCode: code });
  };
  const purchased = await repo.purchasedOfQuote(ctx.db, row.id);
  if (purchased) fail(RENTERS_MESSAGES.alreadyPurchased, "ALREADY_PURCHASED");
  const rateRow = await repo.findRate(ctx.db, row.id, check.carrierId);
  if (!rateRow || rateRow.status !== "done" || !rateRow.rate_json) fail(RENTERS_MESSAGES.rateGone, "RATE_NOT_FOUND", "CarrierId");
  const rate = JSON.parse(rateRow!.rate_json!) as RentersRate;
  if (check.coverages && !sameCoverages(check.coverages, quote.coverages)) fail(RENTERS_MESSAGES.coveragesChanged, "COVERAGES_CHANGED", "Coverages");
  const plan = rate.paymentPlans.find((p) => p.planType === check.planType);
  if (!plan) fail(RENTERS_MESSAGES.planNotOffered, "PLAN_NOT_OFFERED", "PaymentPlan.PlanType");
  if (!withinCarrierWindow(check.effectiveDate, ctx.now())) fail(RENTERS_MESSAGES.effectiveDate(CARRIER_MAX_EFFECTIVE_DAYS), "EFFECTIVE_DATE", "EffectiveDate");
  return { row, quote, rate, plan: plan! };
}

function purchaseAnswer(purchase: {
  id: string;
  status: string;
  policy_id: string | null;
  policy_number: string | null;
  message: string;
  carrier_id: string;
  quote_id: string;
}) {
  const done = purchase.status === "purchased" || purchase.status === "failed";
  return {
    purchaseId: purchase.id,
    transactionId: purchase.quote_id,
    carrierId: purchase.carrier_id,
    status: purchase.status as PurchaseStatus,
    isDone: done,
    policyId: purchase.policy_id ?? "",
    policyNumber: purchase.policy_number ?? "",
    message: purchase.message,
  };
}
export type PurchaseAnswer = ReturnType<typeof purchaseAnswer>;

/**
 * doc3 §3 purchase request. The same card token sent again answers the purchase it started (a double
 * click, a retry after a lost answer); processing runs in the background (poll `purchaseStatus`).
 */
export async function startPurchase(
  ctx: PlatformContext,
  request: PurchaseRequest,
  options: { documentUrl?: string; wait?: boolean } = {},
): Promise<PurchaseAnswer> {
  const tokenHash = hashToken(request.PaymentMethod.PaymentToken);
  const existing = await repo.findPurchaseByToken(ctx.db, tokenHash);
  if (existing) {
    if (existing.quote_id !== request.TransactionId)
      throw new HttpError(409, "This card token belongs to another purchase.", undefined, { messageCode: "TOKEN_USED" });
    return purchaseAnswer(existing);
  }
  const { row, plan } = await validateBuy(ctx, {
    transactionId: request.TransactionId,
    carrierId: request.CarrierId,
    effectiveDate: request.EffectiveDate,
    planType: request.PaymentPlan.PlanType,
    coverages: request.Coverages,
  });
  if (request.Address.ZipCode !== row.zip_code)
    throw new HttpError(422, RENTERS_MESSAGES.coveragesChanged, { "Address.ZipCode": "must be the zip code that was rated" }, { messageCode: "ZIP_CHANGED" });
  const now = nowIso(ctx.now());
  const purchase = {
    id: newId("rp"),
    quote_id: row.id,
    carrier_id: request.CarrierId,
    payment_token_hash: tokenHash,
    payment_plan: plan.planType,
    installment_day: plan.planType === "Annual" ? null : (request.PaymentPlan.InstallmentDayofMonth ?? null),
    effective_date: request.EffectiveDate,
    down_payment_cents: toCents(plan.downPaymentAmount),
    total_premium_cents: toCents(plan.totalPremium),
    status: "submitted",
    // The card token itself is not kept with the request: its hash is the purchase's key.
    request_json: JSON.stringify({
      ...request,
      PaymentMethod: { ...request.PaymentMethod, PaymentToken: "(hashed)" },
      DocumentUrl: documentUrlOf(ctx, options.documentUrl),
    }),
    policy_id: null,
    policy_number: null,
    message: RENTERS_MESSAGES.submitted,
    created_at: now,
    updated_at: now,
  };
  try {
    await repo.insertPurchase(ctx.db, purchase);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return purchaseAnswer((await repo.findPurchaseByToken(ctx.db, tokenHash))!);
  }
  await repo.transitionPurchase(ctx.db, purchase.id, null, "submitted", {}, "purchase request received", now);
  const work = processPurchase(ctx, purchase.id, request.PaymentMethod.PaymentToken).catch((error: unknown) => {
    ctx.logger.error({ purchaseId: purchase.id, err: error instanceof Error ? error.message : String(error) }, "renters purchase failed unexpectedly");
    return repo
      .transitionPurchase(
        ctx.db,
        purchase.id,
        "charging",
        "failed",
        { message: "The purchase could not be completed. Please try again." },
        "unexpected error",
        nowIso(ctx.now()),
      )
      .catch(() => false);
  });
  if (options.wait) await work;
  return purchaseAnswer((await repo.findPurchaseByToken(ctx.db, tokenHash))!);
}

function documentUrlOf(ctx: PlatformContext, value: string | undefined): string | null {
  if (!value) return null;
  return allowedSiteUrl(ctx.config, value)?.toString() ?? null;
}

/** Installment due dates: the down payment today, then every 12/n months on the installment day. */
export function installmentSchedule(plan: PaymentPlanAnswer, effectiveDate: string, installmentDay: number | null, paidAt: string): PolicyInstallment[] {
  const list: PolicyInstallment[] = [{ dueDate: paidAt.slice(0, 10), dueAmountCents: toCents(plan.downPaymentAmount), paidAt }];
  const start = DateTime.fromISO(effectiveDate, { zone: AGENCY_TIME_ZONE });
  const step = plan.planType === "SemiAnnual" ? 6 : plan.planType === "Quarterly" ? 3 : 1;
  const monthsCovered = POLICY_TERM_MONTHS - plan.numberOfInstallments * step;
  for (let i = 0; i < plan.numberOfInstallments; i++) {
    const month = start.plus({ months: monthsCovered + i * step });
    const due = month.set({ day: Math.min(installmentDay ?? start.day, month.daysInMonth ?? 28) });
    list.push({ dueDate: due.toISODate()!, dueAmountCents: toCents(plan.installmentPaymentAmount), paidAt: null });
  }
  return list;
}

async function customerIdFor(ctx: PlatformContext, brand: string, lang: string, request: PurchaseRequest, state: string): Promise<string> {
  const found = await findCustomerByEmail(ctx.db, request.Customer.Email);
  if (found) return found.id;
  const now = nowIso(ctx.now());
  const id = newId("cu");
  await insertCustomerIfMissing(ctx.db, {
    id,
    first_name: request.Customer.Name,
    last_name: request.Customer.Surname,
    // Renters buyers are not asked for a date of birth (doc3 §3 "Renters customer").
    dob: "",
    email: request.Customer.Email.trim().toLowerCase(),
    phone: request.Customer.PhoneNumber,
    state,
    city: request.Address.City,
    zip_code: request.Address.ZipCode,
    created_at: now,
    updated_at: now,
    password_hash: null,
    brand,
    lang: lang === "es" ? "es" : "en",
  });
  return (await findCustomerByEmail(ctx.db, request.Customer.Email))?.id ?? id;
}

/** submitted → charging → purchased (with a policy id) | failed (declined or unusable card). */
export async function processPurchase(ctx: PlatformContext, purchaseId: string, paymentToken: string): Promise<void> {
  const at = () => nowIso(ctx.now());
  if (!(await repo.transitionPurchase(ctx.db, purchaseId, "submitted", "charging", { message: RENTERS_MESSAGES.charging }, "charging the down payment", at())))
    return;
  const purchase = (await repo.findPurchaseByToken(ctx.db, hashToken(paymentToken)))!;
  const charge = await chargeCardToken(ctx, paymentToken, purchase.down_payment_cents);
  if (charge.outcome !== "approved") {
    await repo.transitionPurchase(ctx.db, purchaseId, "charging", "failed", { message: charge.message }, `card ${charge.outcome}`, at());
    return;
  }
  const { row: quoteRow } = await quoteOrThrow(ctx, purchase.quote_id);
  const request = JSON.parse(purchase.request_json) as PurchaseRequest & { DocumentUrl: string | null };
  const rate = JSON.parse((await repo.findRate(ctx.db, purchase.quote_id, purchase.carrier_id))!.rate_json!) as RentersRate;
  const plan = rate.paymentPlans.find((p) => p.planType === purchase.payment_plan)!;
  const carrier = rentersCarrier(purchase.carrier_id);
  const customerId = await customerIdFor(ctx, quoteRow.brand, quoteRow.lang, request, quoteRow.state);
  const paidAt = at();
  const effective = DateTime.fromISO(purchase.effective_date, { zone: AGENCY_TIME_ZONE });
  const policyId = newId("pol");
  const coverageNames: Record<string, string> = {
    CoverageC: "Personal property",
    CoverageD: "Loss of use",
    CoverageE: "Personal liability",
    CoverageF: "Medical payments",
    AllOtherPeril: "All other perils",
    WindHail: "Wind and hail",
    ReplacementCost: "Replacement cost",
    RentalIncome: "Rental income",
    PetDamage: "Pet damage",
    WaterBackup: "Water backup",
  };
  let policyNumber = "";
  for (let attempt = 0; attempt < 5 && !policyNumber; attempt++) {
    const candidate = `RNT-${(carrier?.id.split("-")[1] ?? "xx").slice(0, 3).toUpperCase()}-${randomInt(1_000_000, 9_999_999)}`;
    try {
      await savePolicy(
        ctx.db,
        {
          id: policyId,
          policy_number: candidate,
          customer_id: customerId,
          brand: quoteRow.brand,
          state: quoteRow.state,
          company: carrier?.companyName ?? purchase.carrier_id,
          policy_type: "Renters",
          status: "active",
          quote_status: "Issued",
          monthly_payment_cents: toCents(plan.numberOfInstallments > 0 ? plan.installmentPaymentAmount : plan.totalPremium),
          effective_date: purchase.effective_date,
          expiration_date: effective.plus({ months: POLICY_TERM_MONTHS }).toISODate()!,
          email_address: request.Customer.Email.toLowerCase(),
          home_phone: request.Customer.PhoneNumber,
          details: {
            drivers: [],
            vehicles: [],
            coverages: rate.coverages.map((c) => ({
              coverageName: c.coverageCd,
              coverageDescription: coverageNames[c.coverageCd] ?? c.coverageCd,
              deductible: c.deductible > 0 ? String(c.deductible) : "",
              limit: c.deductible > 0 ? [] : [String(c.limit)],
            })),
          },
          installments: installmentSchedule(plan, purchase.effective_date, purchase.installment_day, paidAt),
          transactions: [
            {
              createdUtc: paidAt,
              entryDate: paidAt.slice(0, 10),
              paymentSource: `${charge.cardType} ${charge.lastFour}`,
              collectedAmountCents: purchase.down_payment_cents,
            },
          ],
        },
        ctx.now(),
      );
      policyNumber = candidate;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  if (!policyNumber) throw new Error("no free policy number");
  await repo.transitionPurchase(
    ctx.db,
    purchaseId,
    "charging",
    "purchased",
    { policy_id: policyId, policy_number: policyNumber, message: RENTERS_MESSAGES.purchased },
    `charged ${charge.confirmationId}`,
    at(),
  );
  // doc3 §3 Loyalty: the buyer's Purchase points, once per policy number (and a referrer's, the first time a referred friend buys).
  await recordPurchase(ctx, { email: request.Customer.Email, policyNumber, customerId, now: ctx.now() }).catch((error: unknown) =>
    ctx.logger.warn({ purchaseId, err: error instanceof Error ? error.message : String(error) }, "renters purchase points not recorded"),
  );
  await sendRentersPolicyMail(ctx, {
    brand: quoteRow.brand,
    lang: quoteRow.lang === "es" ? "es" : "en",
    to: request.Customer.Email,
    firstName: request.Customer.Name,
    policyNumber,
    company: carrier?.companyName ?? purchase.carrier_id,
    effectiveDate: purchase.effective_date,
    expirationDate: effective.plus({ months: POLICY_TERM_MONTHS }).toISODate()!,
    paidCents: purchase.down_payment_cents,
    documentUrl: request.DocumentUrl,
  }).catch((error: unknown) => ctx.logger.warn({ err: error instanceof Error ? error.message : String(error) }, "renters policy e-mail not stored"));
}

/** The quote's latest purchase (404 when none). */
export async function purchaseStatus(ctx: Pick<PlatformContext, "db">, transactionId: string): Promise<PurchaseAnswer> {
  await quoteOrThrow(ctx, transactionId);
  const purchase = await repo.latestPurchaseOfQuote(ctx.db, transactionId);
  if (!purchase) throw new HttpError(404, RENTERS_MESSAGES.noPurchase, undefined, { messageCode: "NO_PURCHASE" });
  return purchaseAnswer(purchase);
}

/** The declarations page of a purchased policy, by its purchase. */
async function declarationsOf(
  ctx: Pick<PlatformContext, "db">,
  purchase: {
    created_at: string;
    quote_id: string;
    policy_id: string | null;
    request_json: string;
    payment_plan: string;
    installment_day: number | null;
    total_premium_cents: number;
    down_payment_cents: number;
    carrier_id: string;
  },
  lang?: "en" | "es",
): Promise<Buffer> {
  const policy = purchase.policy_id ? await findPolicyById(ctx.db, purchase.policy_id) : undefined;
  if (!policy) throw new HttpError(404, RENTERS_MESSAGES.noPurchase, undefined, { messageCode: "NO_POLICY" });
  const { row } = await quoteOrThrow(ctx, purchase.quote_id);
  const request = JSON.parse(purchase.request_json) as PurchaseRequest;
  const rate = JSON.parse((await repo.findRate(ctx.db, purchase.quote_id, purchase.carrier_id))!.rate_json!) as RentersRate;
  const plan = rate.paymentPlans.find((p) => p.planType === purchase.payment_plan);
  const full = (c: { Name: string; Surname: string }) => `${c.Name} ${c.Surname}`;
  const party = request.AdditionalCustomers.find((c) => c.Role === ROLE_INTERESTED_PARTY);
  return rentersDeclarations({
    brand: row.brand,
    lang: lang ?? (row.lang === "es" ? "es" : "en"),
    company: policy.company,
    policyNumber: policy.policy_number,
    effectiveDate: policy.effective_date,
    expirationDate: policy.expiration_date,
    namedInsured: full(request.Customer),
    roommates: request.AdditionalCustomers.filter((c) => c.Role === ROLE_ROOMMATE).map(full),
    interestedParty: party ? `${full(party)} (${party.Email})` : null,
    address: [request.Address.Address1, request.Address.Address2, `${request.Address.City}, ${request.Address.State} ${request.Address.ZipCode}`],
    email: request.Customer.Email,
    phone: request.Customer.PhoneNumber.replace(/^(\d{3})(\d{3})(\d{4})$/, "$1-$2-$3"),
    coverages: rate.coverages.map((c) => ({ code: c.coverageCd, limit: c.limit, deductible: c.deductible })),
    plan: purchase.payment_plan,
    installmentDay: purchase.installment_day,
    totalPremiumCents: purchase.total_premium_cents,
    downPaymentCents: purchase.down_payment_cents,
    installmentCents: toCents(plan?.installmentPaymentAmount ?? 0),
    installments: plan?.numberOfInstallments ?? 0,
    cardLastFour: request.PaymentMethod.LastFourDigits,
    createdAt: new Date(purchase.created_at),
  });
}

/** The declarations PDF of the quote's purchased policy (the holder of the transaction id). */
export async function declarationsByTransaction(ctx: Pick<PlatformContext, "db">, transactionId: string): Promise<{ pdf: Buffer; policyNumber: string }> {
  await quoteOrThrow(ctx, transactionId);
  const purchase = await repo.purchasedOfQuote(ctx.db, transactionId);
  if (!purchase) throw new HttpError(404, RENTERS_MESSAGES.noPurchase, undefined, { messageCode: "NO_POLICY" });
  return { pdf: await declarationsOf(ctx, purchase), policyNumber: purchase.policy_number ?? "" };
}

/** The declarations PDF of a renters policy of the signed-in customer; another customer's policy is not found (404). */
export async function declarationsForCustomer(
  ctx: Pick<PlatformContext, "db">,
  policyNumber: string,
  email: string,
): Promise<{ pdf: Buffer; policyNumber: string }> {
  const purchase = await repo.findPurchasedByPolicyNumber(ctx.db, policyNumber);
  const policy = purchase?.policy_id ? await findPolicyById(ctx.db, purchase.policy_id) : undefined;
  if (!purchase || !policy || policy.email_address.toLowerCase() !== email.toLowerCase())
    throw new HttpError(404, RENTERS_MESSAGES.noPurchase, undefined, { messageCode: "NO_POLICY" });
  return { pdf: await declarationsOf(ctx, purchase), policyNumber: policy.policy_number };
}

/** The purchase of a renters policy (by the policy's id), when it was bought online and issued. */
export async function rentersPurchaseOfPolicy(ctx: Pick<PlatformContext, "db">, policyId: string) {
  return repo.findPurchasedByPolicyId(ctx.db, policyId);
}

/** The declarations PDF of an issued renters policy, in the language asked for (the portal's documents list checks whose it is). */
export async function declarationsOfPolicy(ctx: Pick<PlatformContext, "db">, policyId: string, lang: "en" | "es"): Promise<Buffer | null> {
  const purchase = await rentersPurchaseOfPolicy(ctx, policyId);
  return purchase ? declarationsOf(ctx, purchase, lang) : null;
}
