/**
 * Policy payments:
 * - `lookUpPolicy`: a policy by number whose e-mail, phone and date of birth match, with whether
 *   its installment can be paid online now and why not (`reason`);
 * - `startPayment`: a payment session at the processor for the installment due, its hosted page
 *   on the site's origin, and the result token;
 * - `recordConfirmation`: the processor's server-side confirmation, recorded once per session; an
 *   approved one marks the installment paid and sends a receipt;
 * - `paymentResult`: the payment of a result token (doc1 §3 customerPayment).
 * A due date is due at the end of its day in the agency's time zone (America/Chicago).
 */
import { createHmac, randomBytes } from "node:crypto";
import { DateTime } from "luxon";
import { AGENCY_TIME_ZONE } from "../agency-time.ts";
import type { PlatformContext } from "./context.ts";
import { nowIso } from "../db/index.ts";
import { HttpError } from "../http/envelope.ts";
import { hashToken } from "./tokens.ts";
import { findPolicyById, findPolicyByNumber, recordPolicyPayment, type PolicyInstallment, type PolicyRecord } from "../repositories/policies.ts";
import * as repo from "../repositories/payments.ts";
import { findCustomerFirstNameAndLang, findCustomerNameAndAddress } from "../repositories/customers.ts";
import { paymentProcessor, type ProcessorConfirmation } from "./processor.ts";
import { allowedSiteUrl } from "./site-urls.ts";
import { sendMessage } from "./outbox.ts";
import { carrierForPolicyNumber, NON_PAYABLE_DEFAULT_URL } from "./payment-carriers.ts";

export const DUE_SOON_HOURS = 48;
export const LOOKUP_TTL_MS = 30 * 60 * 1000;
export const SESSION_TTL_MS = 30 * 60 * 1000;

export type NotPayableReason = "alreadyPaid" | "dueWithin48" | "duePast" | "other";

/** doc1 §8: the site matches the first two by text. */
export const PAYMENT_MESSAGES = {
  payable: "This payment can be made online.",
  alreadyPaid: "This payment has already been made",
  dueWithin48: "This payment is due within 48 hours and can no longer be made online. Please pay at your carrier.",
  duePast: "The due date of this payment has passed. Please pay at your carrier.",
  other: "This policy cannot be paid online. Please contact your carrier.",
  notFound: "We could not find a policy with these details. Check the policy number, e-mail, phone and date of birth.",
  lookupExpired: "This policy lookup has expired. Please look up your policy again.",
  notConfirmed: "No payment has been confirmed for this link.",
  carrierNotListed: "Policies of this carrier are paid at the carrier's own site.",
} as const;

export interface Standing {
  isPayable: boolean;
  reason: NotPayableReason | null;
  message: string;
  /** The installment the answer is about (the one due, or the one paid). */
  installment: PolicyInstallment | undefined;
}

const dueMoment = (dueDate: string) => DateTime.fromISO(dueDate, { zone: AGENCY_TIME_ZONE }).endOf("day").toMillis();

/**
 * doc1 §4 outcomes of a found policy. Paid installments are those with `paidAt` or an approved
 * payment. The installment due is the first unpaid one; it opens once the previous installment's
 * due date has passed (until then, the current one is paid: "already made").
 */
export function policyStanding(policy: PolicyRecord, now: Date, approvedDueDates: ReadonlySet<string> = new Set()): Standing {
  const installments = [...policy.installments].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const paid = (i: PolicyInstallment) => i.paidAt !== null || approvedDueDates.has(i.dueDate);
  const answer = (reason: NotPayableReason | null, installment: PolicyInstallment | undefined): Standing => ({
    isPayable: reason === null,
    reason,
    message: PAYMENT_MESSAGES[reason ?? "payable"],
    installment,
  });
  const index = installments.findIndex((i) => !paid(i));
  const due = installments[index];
  if (policy.status !== "active") return answer("other", due ?? installments.at(-1));
  if (!due) return answer("alreadyPaid", installments.at(-1));
  const remaining = dueMoment(due.dueDate) - now.getTime();
  if (remaining < 0) return answer("duePast", due);
  const previous = installments[index - 1];
  if (previous && dueMoment(previous.dueDate) > now.getTime()) return answer("alreadyPaid", previous);
  if (remaining <= DUE_SOON_HOURS * 3600_000) return answer("dueWithin48", due);
  return answer(null, due);
}

async function standingOf(ctx: PlatformContext, policy: PolicyRecord): Promise<Standing> {
  const approved = await repo.approvedPaymentsOfPolicy(ctx.db, policy.id);
  return policyStanding(policy, ctx.now(), new Set(approved.map((p) => p.due_date)));
}

const dollars = (cents: number) => Math.round(cents) / 100;

async function customerOf(ctx: PlatformContext, policy: PolicyRecord) {
  return findCustomerNameAndAddress(ctx.db, policy.customer_id);
}

export interface LookupInput {
  policyNumber: string;
  receiptEmail: string;
  receiptPhone: string;
  /** ISO yyyy-mm-dd. */
  dob: string;
}

/** doc1 §3 policy lookup response; 404 when no policy matches all four details. */
export async function lookUpPolicy(ctx: PlatformContext, input: LookupInput, brand: string, lang: string) {
  const policy = await findPolicyByNumber(ctx.db, input.policyNumber);
  const customer = policy ? await customerOf(ctx, policy) : undefined;
  const dobs = new Set([customer?.dob, policy?.details.drivers[0]?.dob].filter(Boolean));
  const matches =
    policy !== undefined &&
    policy.email_address.toLowerCase() === input.receiptEmail.toLowerCase() &&
    policy.home_phone.replace(/\D/g, "") === input.receiptPhone &&
    dobs.has(input.dob);
  if (!policy || !matches) throw new HttpError(404, PAYMENT_MESSAGES.notFound, undefined, { messageCode: "POLICY_NOT_FOUND" });
  const standing = await standingOf(ctx, policy);
  let token = "";
  if (standing.isPayable) {
    token = randomBytes(32).toString("base64url");
    const now = ctx.now();
    await repo.saveLookup(ctx.db, {
      token_hash: hashToken(token),
      policy_id: policy.id,
      brand,
      lang,
      created_at: nowIso(now),
      expires_at: nowIso(new Date(now.getTime() + LOOKUP_TTL_MS)),
    });
  }
  const name = customer ? `${customer.first_name} ${customer.last_name}` : (policy.details.drivers[0]?.fullName ?? "");
  return {
    token,
    policyId: policy.id,
    company: policy.company,
    monthlyPayment: dollars(standing.installment?.dueAmountCents ?? policy.monthly_payment_cents),
    policyType: policy.policy_type,
    paymentDueDate: standing.installment?.dueDate ?? "",
    applicantName: name,
    policyNumber: policy.policy_number,
    isPayable: standing.isPayable,
    message: standing.message,
    reason: standing.reason,
    carrierUrl: carrierForPolicyNumber(policy.policy_number)?.carrierUrl ?? NON_PAYABLE_DEFAULT_URL,
  };
}

/** The result token of a session: HMAC of its id under the platform secret (only its SHA-256 is stored). */
function resultToken(ctx: PlatformContext, sessionId: string): string {
  return createHmac("sha256", ctx.secret).update(`payment-result\0${sessionId}`).digest("base64url");
}

/** The address the browser is sent back to, with the result token. */
export function returnAddress(ctx: PlatformContext, session: repo.PaymentSessionRow): string {
  const url = new URL(session.return_url);
  url.searchParams.set("token", resultToken(ctx, session.id));
  return url.toString();
}

/** doc1 §7 payment token request: a session for the installment due, on the lookup's token; the hosted page speaks `lang`. */
export async function startPayment(ctx: PlatformContext, input: { policyId: string; token: string; returnUrl: string }, lang: string) {
  const origin = allowedSiteUrl(ctx.config, input.returnUrl)?.origin;
  if (!origin) throw new HttpError(400, "The return address is not one of the brand's sites.", { returnUrl: "must be an address on one of the brand's sites" });
  const now = ctx.now();
  const lookup = await repo.findLookup(ctx.db, hashToken(input.token), nowIso(now));
  const policy = lookup && lookup.policy_id === input.policyId ? await findPolicyById(ctx.db, lookup.policy_id) : undefined;
  if (!lookup || !policy) throw new HttpError(404, PAYMENT_MESSAGES.lookupExpired, undefined, { messageCode: "LOOKUP_EXPIRED" });
  const standing = await standingOf(ctx, policy);
  if (!standing.isPayable || !standing.installment) throw new HttpError(409, standing.message, undefined, { reason: standing.reason ?? "other" });
  // The processor takes payments only for the carriers of the payment list.
  if (!carrierForPolicyNumber(policy.policy_number)) throw new HttpError(409, PAYMENT_MESSAGES.carrierNotListed, undefined, { reason: "other" });
  const processor = paymentProcessor();
  const id = `pay_${randomBytes(18).toString("base64url")}`;
  const token = resultToken(ctx, id);
  await repo.saveSession(ctx.db, {
    id,
    result_token_hash: hashToken(token),
    policy_id: policy.id,
    policy_number: policy.policy_number,
    brand: lookup.brand,
    lang: lang || lookup.lang,
    due_date: standing.installment.dueDate,
    amount_cents: standing.installment.dueAmountCents,
    return_url: input.returnUrl,
    processor: processor.name,
    created_at: nowIso(now),
    expires_at: nowIso(new Date(now.getTime() + SESSION_TTL_MS)),
  });
  ctx.logger.info({ sessionId: id, processor: processor.name }, "payment session started");
  return { message: "The payment page is ready.", paymentUrl: `${origin}/sandbox/pay/${id}`, token };
}

/**
 * The processor's confirmation of a session. Recorded once: a second delivery (same session)
 * changes nothing and answers false. An approved payment marks its installment paid and sends the receipt.
 */
export async function recordConfirmation(ctx: PlatformContext, confirmation: ProcessorConfirmation): Promise<boolean> {
  const session = await repo.findSession(ctx.db, confirmation.sessionId);
  if (!session) return false;
  const now = ctx.now();
  const paymentId = `inv_${randomBytes(9).toString("base64url")}`;
  const recorded = await repo.insertPayment(ctx.db, {
    id: paymentId,
    session_id: session.id,
    confirmation_id: confirmation.confirmationId,
    policy_id: session.policy_id,
    due_date: session.due_date,
    amount_cents: session.amount_cents,
    status: confirmation.approved ? "A" : "D",
    result_message: confirmation.resultMessage,
    card_last_four: confirmation.lastFour,
    card_holder_name: confirmation.cardHolderName,
    processor: session.processor,
    confirmed_at: nowIso(now),
  });
  if (!recorded) return false;
  ctx.logger.info({ sessionId: session.id, paymentId, approved: confirmation.approved }, "payment confirmed by the processor");
  if (confirmation.approved) {
    await recordPolicyPayment(ctx.db, session.policy_id, {
      dueDate: session.due_date,
      amountCents: session.amount_cents,
      paymentSource: `Card ending ${confirmation.lastFour}`,
      paidAt: now,
    });
    // The payment stands whatever happens to its receipt.
    await sendReceipt(ctx, session, paymentId, confirmation.lastFour).catch((error: unknown) =>
      ctx.logger.warn({ paymentId, reason: error instanceof Error ? error.message : String(error) }, "payment receipt not stored"),
    );
  }
  return true;
}

/** The receipt of an approved payment, through the outbox, in the customer's language (else the page's). */
async function sendReceipt(ctx: PlatformContext, session: repo.PaymentSessionRow, invoiceId: string, cardLastFour: string): Promise<void> {
  const policy = await findPolicyById(ctx.db, session.policy_id);
  if (!policy) return;
  const customer = await findCustomerFirstNameAndLang(ctx.db, policy.customer_id);
  const lang = (customer?.lang ?? session.lang) === "es" ? "es" : "en";
  await sendMessage(ctx, {
    brand: session.brand,
    lang,
    channel: "email",
    to: policy.email_address,
    template: "paymentReceipt",
    data: {
      firstName: customer?.first_name ?? policy.details.drivers[0]?.firstName ?? "",
      policyNumber: policy.policy_number,
      amountCents: Number(session.amount_cents),
      paidOn: nowIso(ctx.now()).slice(0, 10),
      invoiceId,
      cardLastFour,
    },
    deliver: "background",
  });
}

/** A session open for payment: found, not expired; with its payment when confirmed. */
export async function openSession(ctx: PlatformContext, sessionId: string) {
  const session = await repo.findSession(ctx.db, sessionId);
  if (!session || session.expires_at <= nowIso(ctx.now())) return undefined;
  const payment = await repo.findPaymentOfSession(ctx.db, session.id);
  const policy = await findPolicyById(ctx.db, session.policy_id);
  const standing = policy ? await standingOf(ctx, policy) : undefined;
  const stillDue = standing?.isPayable === true && standing.installment?.dueDate === session.due_date;
  return { session, payment, stillDue };
}

/** The hosted page's card post: the processor charges and confirms, or the form's problems. */
export async function payWithCard(ctx: PlatformContext, session: repo.PaymentSessionRow, card: { number: string; expiry: string; cvc: string; name: string }) {
  return paymentProcessor().charge({ sessionId: session.id, amountCents: session.amount_cents, card, now: ctx.now() }, (confirmation) =>
    recordConfirmation(ctx, confirmation).then(() => undefined),
  );
}

/** doc1 §3 payment result (customerPayment) of a result token; 404 until the processor confirmed. */
export async function paymentResult(ctx: PlatformContext, token: string) {
  const session = await repo.findSessionByResultToken(ctx.db, hashToken(token));
  const payment = session ? await repo.findPaymentOfSession(ctx.db, session.id) : undefined;
  const policy = session ? await findPolicyById(ctx.db, session.policy_id) : undefined;
  if (!session || !payment || !policy) throw new HttpError(404, PAYMENT_MESSAGES.notConfirmed, undefined, { messageCode: "PAYMENT_NOT_CONFIRMED" });
  const customer = await customerOf(ctx, policy);
  const driver = policy.details.drivers[0];
  return {
    customerPayment: {
      policyId: policy.id,
      policyNumber: policy.policy_number,
      email: policy.email_address,
      phoneNumber: policy.home_phone,
      carrierName: policy.company,
      city: customer?.city ?? "",
      state: customer?.state ?? policy.state,
      zipCode: customer?.zip_code ?? "",
      sex: driver?.sex ?? "",
      maritalStatus: "",
      name: customer ? `${customer.first_name} ${customer.last_name}` : (driver?.fullName ?? ""),
      paymentDetails: [
        {
          dueDate: payment.due_date,
          payDate: payment.confirmed_at,
          amount: dollars(Number(payment.amount_cents)),
          invoiceId: payment.id,
          status: payment.status,
          cardHolderName: payment.card_holder_name,
          resultMessage: payment.result_message,
        },
      ],
    },
  };
}
