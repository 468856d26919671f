/**
 * After the down payment and the signature (doc3 §4.1 statuses 3, 5, 6): the policy number is
 * reserved and the policy documents are made once (declarations page and Texas ID card, stored
 * with their SHA-256, never changed); the policy is issued into the customer's portal (the
 * `policies` table, with its installments), the customer account created or linked by e-mail, the
 * documents e-mailed through the outbox, a set-password e-mail sent when the account has no
 * password, and loyalty points awarded.
 */
import { createHash } from "node:crypto";
import { DateTime } from "luxon";
import { AGENCY_TIME_ZONE } from "../agency-time.ts";
import { isUniqueViolation, newId, nowIso } from "../db/index.ts";
import { getCarrier, type RateResult } from "../rating/index.ts";
import * as repo from "../repositories/buy-online.ts";
import { findCustomerByEmail, insertCustomer } from "../repositories/customers.ts";
import { findPolicyById, savePolicy } from "../repositories/policies.ts";
import { findTransactionState, getTransaction } from "../repositories/transactions.ts";
import type { PlatformContext } from "./context.ts";
import { parseTransaction } from "./rating.ts";
import { BUY_NOW } from "./buy-online-rules.ts";
import { langOf, type PaymentOption, type Step2Input } from "./buy-online.ts";
import { renderDeclarations, declarationsFileName } from "../documents/declarations.ts";
import { renderIdCard, idCardFileName } from "../documents/id-card.ts";
import type { PolicyDocumentData } from "../documents/policy-data.ts";
import { sendDocumentsMail, sendSetPasswordMail } from "./buy-online-mail.ts";
import { awardPurchasePoints } from "./buy-online-loyalty.ts";

export const DOCUMENT_TYPES = { declarations: 1, idCard: 2 } as const;
const AGENCY_PHONE = "1-800-555-0100";

export const sha256Hex = (bytes: Buffer | Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The policy number of a purchase: the carrier's prefix, the state and 8 digits derived from the purchase. */
export function policyNumberFor(purchase: Pick<repo.PurchaseRow, "id" | "carrier_id">, state: string): string {
  const carrier = getCarrier(purchase.carrier_id);
  const prefix = carrier && "quotePrefix" in carrier && typeof carrier.quotePrefix === "string" && carrier.quotePrefix ? carrier.quotePrefix : "BUY";
  const digits = (BigInt(`0x${sha256Hex(Buffer.from(purchase.id)).slice(0, 15)}`) % 100_000_000n).toString().padStart(8, "0");
  return `${prefix}-${state}-${digits}`.toUpperCase();
}

const addMonths = (iso: string, months: number) => DateTime.fromISO(iso, { zone: AGENCY_TIME_ZONE }).plus({ months }).toISODate()!;

/** Everything the documents and the policy show, from the stored purchase only. */
export async function policyDataOf(ctx: PlatformContext, purchase: repo.PurchaseRow, lang = langOf(purchase.lang)): Promise<PolicyDocumentData> {
  const transaction = await getTransaction(ctx.db, purchase.transaction_id);
  const stored = parseTransaction(transaction);
  const step2 = JSON.parse(purchase.step2_json ?? "null") as Step2Input | null;
  const rate = JSON.parse(purchase.rerated_json ?? "null") as RateResult | null;
  const plan = JSON.parse(purchase.payment_plan_json ?? "null") as PaymentOption | null;
  if (!step2 || !rate || !plan || !purchase.policy_number) throw new Error("purchase not ready for documents");
  const session = purchase.payment_session_id ? await repo.findPayment(ctx.db, purchase.payment_session_id) : undefined;
  const issuedOn = DateTime.fromISO(session?.confirmed_at ?? purchase.created_at, { zone: AGENCY_TIME_ZONE }).toISODate()!;
  const effectiveDate = rate.effectiveDate < issuedOn ? issuedOn : rate.effectiveDate;
  const fees = rate.fees.map((f) => ({ code: f.code, description: f.description, amount: f.amount }));
  const a = step2.customer.address;
  return {
    brand: purchase.brand,
    lang,
    policyNumber: purchase.policy_number,
    companyName: rate.companyName,
    companyCode: purchase.carrier_id.toUpperCase(),
    namedInsured: `${step2.customer.firstName} ${step2.customer.lastName}`,
    address: [a.address1 + (a.address2 ? `, ${a.address2}` : ""), `${a.city}, ${a.state} ${a.zipCode}`],
    state: stored.customer.address.state,
    effectiveDate,
    expirationDate: addMonths(effectiveDate, rate.term),
    termMonths: rate.term,
    issuedOn,
    drivers: step2.drivers.map((d) => ({ name: `${d.firstName} ${d.lastName}`, status: (d.driverstatus ?? 0) === 0 ? "insured" : "excluded" })),
    vehicles: step2.vehicles.map((v, i) => ({
      year: v.year,
      make: v.make,
      model: v.model,
      vin: v.vin,
      coverages: (rate.cars[i]?.coverages ?? rate.cars[0]?.coverages ?? []).map((c) => ({
        code: c.coverageCd,
        name: c.coverageName,
        limit: c.limit,
        deductible: c.deductible,
        premium: c.premium,
      })),
    })),
    premium: Math.round((plan.totalPremium - fees.reduce((s, f) => s + f.amount, 0)) * 100) / 100,
    fees,
    totalPremium: plan.totalPremium,
    payPlanCode: plan.payPlanCode,
    payPlanDescription: plan.payPlanDescription,
    downPayment: plan.payPlanDownPayment,
    installments: Array.from({ length: plan.payPlanNumOfPayments }, (_, i) => ({
      dueDate: addMonths(effectiveDate, i + 1),
      amount: plan.payPlanPaymentAmount,
    })),
    agencyPhone: AGENCY_PHONE,
  };
}

/** Makes and stores the purchase's documents once (in the customer's language); later calls keep the first. */
export async function ensureDocuments(ctx: PlatformContext, purchase: repo.PurchaseRow): Promise<repo.DocumentRow[]> {
  const existing = await repo.listDocuments(ctx.db, purchase.id);
  if (existing.length === 2) return existing;
  const data = await policyDataOf(ctx, purchase);
  const now = nowIso(ctx.now());
  const made: [number, string, Buffer][] = [
    [DOCUMENT_TYPES.declarations, declarationsFileName(data.policyNumber, data.lang), await renderDeclarations(data)],
    [DOCUMENT_TYPES.idCard, idCardFileName(data.policyNumber, data.lang), await renderIdCard(data)],
  ];
  for (const [type, fileName, bytes] of made) {
    if (existing.some((d) => d.document_type === type)) continue;
    await repo.insertDocumentIfMissing(ctx.db, {
      id: newId("doc"),
      purchase_id: purchase.id,
      document_type: type,
      policy_number: data.policyNumber,
      lang: data.lang,
      file_name: fileName,
      content_base64: bytes.toString("base64"),
      sha256: sha256Hex(bytes),
      created_at: now,
    });
  }
  return repo.listDocuments(ctx.db, purchase.id);
}

/** Status 3 reached: the policy number and documents; without e-signature, 3 → 5 and the policy is issued. */
export async function afterPayment(ctx: PlatformContext, purchaseId: string, who: { ip: string }): Promise<{ status: number }> {
  let purchase = (await repo.findPurchaseById(ctx.db, purchaseId))!;
  if (!purchase.policy_number) {
    const state = (await findTransactionState(ctx.db, purchase.transaction_id)) ?? "TX";
    await repo.setPolicyNumberIfMissing(ctx.db, purchase.id, policyNumberFor(purchase, state));
    purchase = (await repo.findPurchaseById(ctx.db, purchaseId))!;
  }
  await ensureDocuments(ctx, purchase);
  if (purchase.is_esign_available === 0 && purchase.status === BUY_NOW.esignReady) {
    await repo.transition(
      ctx.db,
      purchase,
      { from: BUY_NOW.esignReady, to: BUY_NOW.signed, event: "esignNotRequired", at: nowIso(ctx.now()) },
      { rc3_status: 1 },
    );
    await issuePolicy(ctx, purchase.id, who);
  }
  return { status: (await repo.findPurchaseById(ctx.db, purchaseId))!.status };
}

/** The customer of the purchase: the one with the e-mail, or a new one without a password. */
async function linkCustomer(ctx: PlatformContext, purchase: repo.PurchaseRow, step2: Step2Input) {
  const email = step2.customer.email.trim().toLowerCase();
  const found = await findCustomerByEmail(ctx.db, email);
  if (found) return found;
  const now = nowIso(ctx.now());
  const a = step2.customer.address;
  try {
    await insertCustomer(ctx.db, {
      id: newId("cu"),
      first_name: step2.customer.firstName,
      last_name: step2.customer.lastName,
      dob: step2.customer.dob,
      email,
      phone: step2.customer.phone,
      state: a.state,
      city: a.city,
      zip_code: a.zipCode,
      created_at: now,
      updated_at: now,
      password_hash: null,
      brand: purchase.brand,
      lang: langOf(purchase.lang),
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  return (await findCustomerByEmail(ctx.db, email))!;
}

const rate0Coverages = (purchase: repo.PurchaseRow) => (JSON.parse(purchase.rerated_json ?? "null") as RateResult | null)?.cars[0]?.coverages;

/**
 * Saves the issued policy. Two requests may issue the same purchase at once (a double submit of the
 * signature): both write the same row, keyed by the purchase. On PostgreSQL the second insert can
 * meet the first on the policy number's unique index rather than on the id its upsert names; the
 * policy the other request saved is then this one, and the purchase's transition decides who goes on.
 */
async function savePolicyOnce(ctx: PlatformContext, policy: Parameters<typeof savePolicy>[1]): Promise<void> {
  try {
    await savePolicy(ctx.db, policy, ctx.now());
  } catch (error) {
    if (!isUniqueViolation(error) || (await findPolicyById(ctx.db, policy.id))?.policy_number !== policy.policy_number.toUpperCase()) throw error;
  }
}

/** Status 5 → 6: the policy in the portal (rc3 = 3), then its e-mails and points. Issued once. */
export async function issuePolicy(ctx: PlatformContext, purchaseId: string, who: { ip: string }): Promise<void> {
  const purchase = (await repo.findPurchaseById(ctx.db, purchaseId))!;
  if (purchase.status !== BUY_NOW.signed) return;
  const step2 = JSON.parse(purchase.step2_json!) as Step2Input;
  const data = await policyDataOf(ctx, purchase);
  const customer = await linkCustomer(ctx, purchase, step2);
  const session = purchase.payment_session_id ? await repo.findPayment(ctx.db, purchase.payment_session_id) : undefined;
  const paidAt = session?.confirmed_at ?? nowIso(ctx.now());
  const policyId = `pol_${purchase.id.replace(/^buy_?/, "")}`;
  await savePolicyOnce(ctx, {
    id: policyId,
    policy_number: data.policyNumber,
    customer_id: customer.id,
    brand: purchase.brand,
    state: data.state,
    company: data.companyName,
    policy_type: "Auto",
    status: "active",
    quote_status: "Issued",
    monthly_payment_cents: Math.round((data.installments[0]?.amount ?? 0) * 100),
    effective_date: data.effectiveDate,
    expiration_date: data.expirationDate,
    email_address: customer.email,
    home_phone: step2.customer.phone.replace(/\D/g, ""),
    details: {
      drivers: step2.drivers.map((d) => ({
        fullName: `${d.firstName} ${d.lastName}`,
        firstName: d.firstName,
        lastName: d.lastName,
        dob: d.dob,
        sex: d.gender === 1 ? "F" : "M",
      })),
      vehicles: step2.vehicles.map((v) => ({ year: v.year, make: v.make, model: v.model, vin: v.vin })),
      coverages: (rate0Coverages(purchase) ?? []).map((c) => ({
        coverageName: c.coverageName,
        coverageDescription: c.coverageDescription,
        deductible: c.deductible,
        limit: c.limit ? [c.limit] : [],
      })),
    },
    installments: [
      {
        dueDate: data.effectiveDate < paidAt.slice(0, 10) ? data.effectiveDate : paidAt.slice(0, 10),
        dueAmountCents: Math.round(data.downPayment * 100),
        paidAt,
      },
      ...data.installments.map((i) => ({ dueDate: i.dueDate, dueAmountCents: Math.round(i.amount * 100), paidAt: null })),
    ],
    transactions: [
      {
        createdUtc: paidAt,
        entryDate: paidAt.slice(0, 10),
        paymentSource: `Card ending ${session?.card_last_four ?? ""}`.trim(),
        collectedAmountCents: Math.round(data.downPayment * 100),
      },
    ],
  });
  const moved = await repo.transition(
    ctx.db,
    purchase,
    { from: BUY_NOW.signed, to: BUY_NOW.sold, event: "policyIssued", at: nowIso(ctx.now()) },
    { rc3_status: 3, policy_id: policyId, customer_id: customer.id },
  );
  if (!moved) return;
  ctx.logger.info({ purchaseId: purchase.id, policyId }, "policy issued online");
  const sold = (await repo.findPurchaseById(ctx.db, purchase.id))!;
  const returnUrl = session?.return_url ?? "";
  const sent = await sendDocumentsMail(ctx, sold, customer, returnUrl).catch((error: unknown) => {
    ctx.logger.warn({ purchaseId: purchase.id, reason: error instanceof Error ? error.message : String(error) }, "policy documents e-mail not sent");
    return false;
  });
  await repo.setSendStatus(ctx.db, purchase.id, sent ? "sent" : "failed");
  if (!customer.password_hash) await sendSetPasswordMail(ctx, sold, customer, returnUrl, who).catch(() => undefined);
  await awardPurchasePoints(ctx, customer.id, sold).catch((error: unknown) =>
    ctx.logger.warn({ purchaseId: purchase.id, reason: error instanceof Error ? error.message : String(error) }, "loyalty points not awarded"),
  );
}
