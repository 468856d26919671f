/**
 * The customer portal's reads and pay now (doc3 §3 Customer profile and Policy, §4.6,
 * §6, §7.6). Every function takes the signed-in customer and answers only that customer's data:
 * another customer's policy, payment or quote answers 404, as an unknown id does.
 */
import { randomBytes } from "node:crypto";
import { DateTime } from "luxon";
import { z } from "zod";
import type { Db } from "../db/index.ts";
import { nowIso } from "../db/index.ts";
import { HttpError } from "../http/envelope.ts";
import type { CustomerRow } from "../repositories/customers.ts";
import * as payments from "../repositories/payments.ts";
import { findCustomerProfile } from "../repositories/customer-profiles.ts";
import { findPolicyById, listPoliciesOfCustomer, type PolicyRecord } from "../repositories/policies.ts";
import { listRatedResults } from "../repositories/rate-results.ts";
import { findTransactionOfOwner, latestTransactionsOfOwner, type TransactionOwner } from "../repositories/transactions.ts";
import type { PlatformContext } from "./context.ts";
import { policyView, policyViewSchema } from "./customer-policies.ts";
import { carrierForPolicyNumber, NON_PAYABLE_DEFAULT_URL } from "./payment-carriers.ts";
import { AGENCY_TIME_ZONE } from "../agency-time.ts";
import { LOOKUP_TTL_MS, paymentResult, policyStanding, startPayment } from "./payments.ts";
import { hashToken } from "./tokens.ts";
import { documentOfPolicy, documentsOfPolicy, policyDocumentSchema } from "./portal-documents.ts";

export const POLICY_NOT_FOUND = "Policy not found.";

/* ---------------------------------------------------------------- profile */

export const profileSchema = z.object({
  name: z.string(),
  surname: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  mail: z.string(),
  phone: z.string(),
  birthDate: z.string(),
  driverLicenseNumber: z.string().meta({ description: "Masked: the last four characters only." }),
  customerCode: z.string(),
  isSmsNotify: z.boolean(),
});

/** A licence number shown masked: bullets, then its last four characters. */
export function maskLicense(value: string): string {
  const clean = value.trim();
  if (!clean) return "";
  return `${"*".repeat(Math.max(0, clean.length - 4))}${clean.slice(-4)}`;
}

/** doc3 §3 Customer profile (read-only). */
export async function profileOf(db: Db, customer: CustomerRow) {
  const extra = await findCustomerProfile(db, customer.id);
  return {
    profile: {
      name: customer.first_name,
      surname: customer.last_name,
      address: extra?.address ?? "",
      city: customer.city,
      state: customer.state,
      zipCode: customer.zip_code,
      mail: customer.email,
      phone: customer.phone,
      birthDate: customer.dob,
      driverLicenseNumber: maskLicense(extra?.driver_license_number ?? ""),
      customerCode: extra?.customer_code ?? "",
      isSmsNotify: Number(extra?.is_sms_notify ?? 0) === 1,
    },
  };
}

/* ---------------------------------------------------------------- policies */

const transactionSchema = z.object({
  createdUtc: z.string(),
  entryDate: z.string(),
  paymentSource: z.string(),
  collectedAmount: z.number(),
  status: z.string().meta({ description: "A approved, D declined." }),
  invoiceId: z.string(),
});

export const portalPolicySchema = policyViewSchema.extend({
  reason: z.enum(["alreadyPaid", "dueWithin48", "duePast", "other"]).nullable(),
  payOnline: z.boolean().meta({ description: "doc3 §6: the carrier is in the payable carriers list; otherwise pay at carrierUrl." }),
  carrierUrl: z.string(),
  status: z.string(),
  details: policyViewSchema.shape.details.extend({
    paymentEnabledDate: z
      .string()
      .meta({ description: "yyyy-mm-dd from which the installment due can be paid online (doc3 §4.6); empty when nothing is due." }),
    transactions: z.array(transactionSchema),
  }),
  documents: z
    .array(policyDocumentSchema)
    .meta({ description: "The policy's documents (PDF), titled in the header's language; empty for a policy not issued here." }),
});
export type PortalPolicy = z.infer<typeof portalPolicySchema>;

const dollars = (cents: number) => Math.round(cents) / 100;
const dayAfter = (date: string) => DateTime.fromISO(date, { zone: AGENCY_TIME_ZONE }).plus({ days: 1 }).toISODate() ?? "";

/**
 * The portal's policy: the doc3 §3 view with the payment standing counted from the processor's
 * approved payments too, the payment-enabled date (the day after the previous installment's due
 * date; the effective date for the first), and the payment history from the payments tables.
 */
export async function portalPolicy(db: Db, policy: PolicyRecord, now: Date, lang: "en" | "es" = "en"): Promise<PortalPolicy> {
  const recorded = await payments.paymentsOfPolicy(db, policy.id);
  const approved = new Set(recorded.filter((p) => p.status === "A").map((p) => p.due_date));
  const standing = policyStanding(policy, now, approved);
  const view = policyView(policy, now);
  const installments = [...policy.installments].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const index = installments.findIndex((i) => i.paidAt === null && !approved.has(i.dueDate));
  const due = installments[index];
  const previous = installments[index - 1];
  const enabled = !due ? "" : previous ? dayAfter(previous.dueDate) : policy.effective_date;
  // The policy's own history, then the online payments it does not already hold (an approved one is copied there when confirmed).
  const history = policy.transactions.map((t) => ({
    createdUtc: t.createdUtc,
    entryDate: t.entryDate,
    paymentSource: t.paymentSource,
    collectedAmount: dollars(t.collectedAmountCents),
    status: "A",
    invoiceId: "",
  }));
  for (const payment of recorded) {
    const copy = history.find((h) => h.createdUtc === payment.confirmed_at && h.invoiceId === "");
    const entry = {
      createdUtc: payment.confirmed_at,
      entryDate: payment.confirmed_at.slice(0, 10),
      paymentSource: `Card ending ${payment.card_last_four}`,
      collectedAmount: dollars(Number(payment.amount_cents)),
      status: payment.status,
      invoiceId: payment.id,
    };
    if (copy) Object.assign(copy, entry);
    else history.push(entry);
  }
  history.sort((a, b) => b.createdUtc.localeCompare(a.createdUtc));
  const carrier = carrierForPolicyNumber(policy.policy_number);
  return {
    ...view,
    isPayable: standing.isPayable,
    message: standing.message,
    reason: standing.reason,
    payOnline: carrier !== undefined,
    carrierUrl: carrier?.carrierUrl ?? NON_PAYABLE_DEFAULT_URL,
    status: policy.status,
    details: {
      ...view.details,
      paymentDueDate: due?.dueDate ?? "",
      installments: installments.map((i) => ({ dueDate: i.dueDate, dueAmount: dollars(i.dueAmountCents), paid: i.paidAt !== null || approved.has(i.dueDate) })),
      paymentEnabledDate: enabled,
      transactions: history,
    },
    documents: await documentsOfPolicy(db, policy, lang),
  };
}

export async function policiesOf(db: Db, customer: CustomerRow, now: Date, lang: "en" | "es" = "en") {
  const policies = await listPoliciesOfCustomer(db, customer.id);
  return { policies: await Promise.all(policies.map((policy) => portalPolicy(db, policy, now, lang))) };
}

async function ownPolicy(db: Db, customer: CustomerRow, policyId: string): Promise<PolicyRecord> {
  const policy = await findPolicyById(db, policyId);
  if (!policy || policy.customer_id !== customer.id) throw new HttpError(404, POLICY_NOT_FOUND, undefined, { messageCode: "POLICY_NOT_FOUND" });
  return policy;
}

export async function policyOf(db: Db, customer: CustomerRow, policyId: string, now: Date, lang: "en" | "es" = "en") {
  return { policy: await portalPolicy(db, await ownPolicy(db, customer, policyId), now, lang) };
}

/** One document of the customer's own policy, as a PDF in `lang` (./portal-documents.ts); another customer's policy answers 404 as an unknown one does. */
export async function policyDocumentOf(ctx: PlatformContext, customer: CustomerRow, policyId: string, documentId: string, lang: "en" | "es") {
  return documentOfPolicy(ctx, await ownPolicy(ctx.db, customer, policyId), documentId, lang);
}

/**
 * doc3 §7.6 pay now: the signed-in customer is the authentication, so the payment lookup is made
 * here for the customer's own policy, then the payment starts as make-a-payment's does (the
 * processor's hosted page, the `?token=` return). 404 another customer's policy; 409 not payable.
 */
export async function payNow(ctx: PlatformContext, customer: CustomerRow, policyId: string, returnUrl: string, lang: string) {
  const policy = await ownPolicy(ctx.db, customer, policyId);
  const token = randomBytes(32).toString("base64url");
  const now = ctx.now();
  await payments.saveLookup(ctx.db, {
    token_hash: hashToken(token),
    policy_id: policy.id,
    brand: policy.brand,
    lang,
    created_at: nowIso(now),
    expires_at: nowIso(new Date(now.getTime() + LOOKUP_TTL_MS)),
  });
  const started = await startPayment(ctx, { policyId: policy.id, token, returnUrl }, lang);
  return { paymentUrl: started.paymentUrl, token: started.token };
}

/** doc3 §4.6 payment-return view: the confirmed payment of a result token, for the policy's own customer only (404 otherwise). */
export async function paymentResultOf(ctx: PlatformContext, customer: CustomerRow, resultToken: string) {
  const session = await payments.findSessionByResultToken(ctx.db, hashToken(resultToken));
  const policy = session ? await findPolicyById(ctx.db, session.policy_id) : undefined;
  if (!session || !policy || policy.customer_id !== customer.id)
    throw new HttpError(404, "No payment has been confirmed for this link.", undefined, { messageCode: "PAYMENT_NOT_CONFIRMED" });
  const { customerPayment } = await paymentResult(ctx, resultToken);
  return {
    customerPayment: {
      policyId: customerPayment.policyId,
      policyNumber: customerPayment.policyNumber,
      carrierName: customerPayment.carrierName,
      carrierUrl: carrierForPolicyNumber(policy.policy_number)?.carrierUrl ?? NON_PAYABLE_DEFAULT_URL,
      paymentDetails: customerPayment.paymentDetails.map(({ dueDate, payDate, amount, invoiceId, status, resultMessage }) => ({
        dueDate,
        payDate,
        amount,
        invoiceId,
        status,
        resultMessage,
      })),
    },
  };
}

/* ---------------------------------------------------------------- my quotes */

export const myTransactionSchema = z.object({
  transactionId: z.string(),
  createdAt: z.string(),
  status: z.string(),
  state: z.string(),
  term: z.number(),
  quotes: z.array(z.object({ rateQuoteId: z.string(), carrierId: z.string(), companyName: z.string(), totalPremium: z.number(), term: z.number() })),
});

/**
 * Whose transactions are the customer's, as the quote routes' owner rule counts them (platform/routes/quotes.ts):
 * those of the customer's brand whose e-mail, phone and date of birth are all the customer's.
 */
const ownerOf = (customer: CustomerRow): TransactionOwner => ({ brand: customer.brand, email: customer.email, phone: customer.phone, dob: customer.dob });

async function transactionView(db: Db, tx: { id: string; created_at: string; status: string; state: string; term: number }) {
  const rows = await listRatedResults(db, tx.id);
  return {
    transactionId: tx.id,
    createdAt: tx.created_at,
    status: tx.status,
    state: tx.state,
    term: Number(tx.term),
    quotes: rows.map((r) => ({
      rateQuoteId: r.id,
      carrierId: r.carrier_id,
      companyName: r.company_name,
      totalPremium: dollars(Number(r.total_premium_cents ?? 0)),
      term: Number(tx.term),
    })),
  };
}

export async function myQuotes(db: Db, customer: CustomerRow) {
  const rows = await latestTransactionsOfOwner(db, ownerOf(customer), 100);
  return { transactions: await Promise.all(rows.map((tx) => transactionView(db, tx))) };
}

export async function myQuote(db: Db, customer: CustomerRow, transactionId: string) {
  const tx = await findTransactionOfOwner(db, ownerOf(customer), transactionId);
  if (!tx) throw new HttpError(404, "Quote not found!", undefined, { messageCode: "QUOTE_NOT_FOUND" });
  return { transaction: await transactionView(db, tx) };
}
