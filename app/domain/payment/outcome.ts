/**
 * doc1 §4 payment flow and payment result page, as pure functions of the platform's answers.
 *
 * Policy lookup → exactly one outcome, checked in this order:
 *   1. request failure (no answer, not JSON)                     → unknown-error modal
 *   2. the policy's carrier is not in the carrier payment list, or not among the carriers the
 *      brand takes payments for (CMS paymentSettings.payableCarriers, codes = policy-number
 *      prefixes; empty = all)                                      → carrier-not-available modal
 *      (matched by policy-number prefix, or by carrier name; an empty list checks nothing)
 *   3. message 'This payment has already been made'               → already-paid view
 *      (checked before isPayable so a contradictory answer never offers a second payment)
 *   4. isPayable                                                  → policy details with the pay
 *      button, unless the message is 'This transaction has been approved' (no pay button)
 *   5. not payable, due date passed                               → due-past error
 *   6. not payable, due within the threshold (48 h)               → due-soon error
 *      (the platform's machine-readable `reason` decides 5 and 6 when it sends one; otherwise
 *      the due date does)
 *   7. not payable otherwise                                      → the server's message
 *      (unknown-error when it sent none)
 * Messages are matched trimmed and without regard to case. A due date without a time is due at
 * the end of that day in the agency's time zone.
 * Failures carry the analytics sub-step name (doc1 §8) and the link to pay at the carrier.
 */
import { DateTime } from "luxon";
import { z } from "zod";
import type { PublicMessageKey } from "../public/messages";
import { AGENCY_TIME_ZONE } from "../agency-time";
import { configuredMessage } from "../message";

export const ALREADY_PAID_MESSAGE = "This payment has already been made";
export const APPROVED_MESSAGE = "This transaction has been approved";
export const PAYMENT_DUE_SOON_HOURS = 48;

const optionalText = z
  .string()
  .nullish()
  .transform((v) => v ?? "");

/** doc1 §3 policy lookup response. */
export const policyLookupResponseSchema = z.object({
  isSuccess: z.boolean().optional(),
  token: optionalText,
  policyId: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === null || v === undefined ? "" : String(v))),
  company: optionalText,
  monthlyPayment: z.union([z.number(), z.string()]).nullish(),
  policyType: optionalText,
  paymentDueDate: optionalText,
  applicantName: optionalText,
  policyNumber: optionalText,
  isPayable: z
    .boolean()
    .nullish()
    .transform((v) => v === true),
  message: optionalText,
  carrierUrl: optionalText,
  /** Why a policy is not payable: "alreadyPaid" | "dueWithin48" | "duePast" | "other" (unknown values read as absent). */
  reason: z
    .string()
    .nullish()
    .transform((v) => v ?? ""),
});
export type PolicyLookupResponse = z.output<typeof policyLookupResponseSchema>;

/** doc1 §3 carrier payment list entry. */
export const carrierPaymentSchema = z.object({
  carrierName: z.string(),
  carrierCode: z.array(z.string()).default([]),
  carrierUrl: z.string().default(""),
  carrierLogo: z.string().default(""),
});
export type CarrierPayment = z.input<typeof carrierPaymentSchema>;

export type DueStatus = "past" | "due-soon" | "later" | "unknown";

function parseDueDate(value: string): DateTime | null {
  const text = value.trim();
  if (!text) return null;
  const zone = AGENCY_TIME_ZONE;
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(text) || /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(text);
  const parsed = /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(text) ? DateTime.fromFormat(text, "M/d/yyyy", { zone }) : DateTime.fromISO(text, { zone });
  if (!parsed.isValid) return null;
  return dateOnly ? parsed.endOf("day") : parsed;
}

/** doc1 §4, §9: whether a due date has passed, falls within `hours` from now, or is later. */
export function dueStatus(paymentDueDate: string, now: Date, hours = PAYMENT_DUE_SOON_HOURS): DueStatus {
  const due = parseDueDate(paymentDueDate);
  if (!due) return "unknown";
  const remainingMs = due.toMillis() - now.getTime();
  if (remainingMs < 0) return "past";
  return remainingMs <= hours * 3_600_000 ? "due-soon" : "later";
}

const sameMessage = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The carrier of a policy: by policy-number prefix, then by name. */
export function findCarrier(carriers: readonly CarrierPayment[], policy: { policyNumber: string; company: string }): CarrierPayment | null {
  const number = policy.policyNumber.trim().toUpperCase();
  const byPrefix = carriers.find((c) => (c.carrierCode ?? []).some((code) => code.trim() !== "" && number.startsWith(code.trim().toUpperCase())));
  if (byPrefix) return byPrefix;
  return carriers.find((c) => policy.company.trim() !== "" && sameMessage(c.carrierName, policy.company)) ?? null;
}

export const paymentFailureSteps = [
  "carrier-not-available",
  "policy-not-found",
  "token-failed",
  "due-within-48-hours",
  "due-past",
  "not-payable",
  "unknown-error",
  "payment-failed",
] as const;
export type PaymentFailureStep = (typeof paymentFailureSteps)[number];

/** Whether one of the brand's payable carrier codes (CMS) is one of this carrier's prefixes; no codes: every carrier. */
export function isPayableCarrier(carrier: CarrierPayment, payableCodes: readonly string[]): boolean {
  const codes = payableCodes.map((c) => c.trim().toUpperCase()).filter(Boolean);
  if (codes.length === 0) return true;
  return (carrier.carrierCode ?? []).some((code) => codes.includes(code.trim().toUpperCase()));
}

export type PaymentFailure = {
  kind: "failure";
  /** Analytics sub-step name (doc1 §8). */
  step: PaymentFailureStep;
  /** The modal's message (../message.ts): the platform's text as configured when it is what is shown, else a catalogue key. */
  message: string;
  /** Pay-at-the-carrier link; empty when unknown. */
  carrierUrl: string;
};

export type PaymentOutcome =
  PaymentFailure | { kind: "payable"; policy: PolicyLookupResponse; showPayButton: boolean } | { kind: "already-paid"; policy: PolicyLookupResponse };

/** A failure with the platform's text when it gave one (shown as written), else the catalogue's message. */
const failure = (step: PaymentFailureStep, fallback: PublicMessageKey, carrierUrl = "", said = ""): PaymentFailure => ({
  kind: "failure",
  step,
  message: said.trim() ? configuredMessage(said.trim()) : fallback,
  carrierUrl,
});

/** doc1 §4 payment flow: the outcome of a policy lookup (`null` = the request failed). */
export function paymentOutcome(
  answer: unknown,
  context: {
    carriers: readonly CarrierPayment[];
    now: Date;
    dueSoonHours?: number;
    enteredPolicyNumber?: string;
    payableCodes?: readonly string[];
    defaultCarrierUrl?: string;
  },
): PaymentOutcome {
  const parsed = answer === null || answer === undefined ? null : policyLookupResponseSchema.safeParse(answer);
  if (!parsed?.success) return failure("unknown-error", "public.payment.unknownError");
  const policy = parsed.data;

  const policyNumber = policy.policyNumber || context.enteredPolicyNumber || "";
  const carrier = context.carriers.length > 0 ? findCarrier(context.carriers, { policyNumber, company: policy.company }) : null;
  const carrierUrl = policy.carrierUrl || carrier?.carrierUrl || context.defaultCarrierUrl || "";
  const notPayableHere = context.carriers.length > 0 && (!carrier || !isPayableCarrier(carrier, context.payableCodes ?? []));
  if (notPayableHere) return failure("carrier-not-available", "public.payment.carrierNotAvailable", carrierUrl);

  if (sameMessage(policy.message, ALREADY_PAID_MESSAGE) || policy.reason === "alreadyPaid") return { kind: "already-paid", policy };
  if (policy.isPayable) return { kind: "payable", policy, showPayButton: !sameMessage(policy.message, APPROVED_MESSAGE) };

  const byReason = policy.reason === "duePast" ? "past" : policy.reason === "dueWithin48" ? "due-soon" : policy.reason === "other" ? "other" : null;
  const due = byReason ?? dueStatus(policy.paymentDueDate, context.now, context.dueSoonHours ?? PAYMENT_DUE_SOON_HOURS);
  if (due === "past") return failure("due-past", "public.payment.duePast", carrierUrl, policy.message);
  if (due === "due-soon") return failure("due-within-48-hours", "public.payment.dueSoon", carrierUrl, policy.message);
  if (policy.message) return failure("not-payable", "public.payment.unknownError", carrierUrl, policy.message);
  return failure("unknown-error", "public.payment.unknownError", carrierUrl);
}

/**
 * A policy lookup the platform refused: not found (404, or details that do not match) is the
 * policy-not-found modal with the platform's message; any other refusal is the unknown-error modal.
 */
export function lookupRefusal(status: number, message: string | undefined, defaultCarrierUrl = ""): PaymentFailure {
  if (status === 404) return failure("policy-not-found", "public.payment.policyNotFound", defaultCarrierUrl, message);
  return failure("unknown-error", "public.payment.unknownError", defaultCarrierUrl);
}

/** doc1 §3 payment-initiation response. */
export const paymentTokenResponseSchema = z.object({
  message: optionalText,
  paymentUrl: optionalText,
  token: optionalText,
});

export type PayClickOutcome = { kind: "redirect"; href: string } | PaymentFailure;

/**
 * doc1 §4 pay click: go to the returned paymentUrl (http or https only); otherwise reload the
 * page with `?token=`. No usable answer → the could-not-get-token error.
 */
export function payClickOutcome(answer: unknown, context: { pagePath: string; carrierUrl?: string }): PayClickOutcome {
  const parsed = answer === null || answer === undefined ? null : paymentTokenResponseSchema.safeParse(answer);
  const tokenFailed = failure("token-failed", "public.payment.tokenFailed", context.carrierUrl ?? "");
  if (!parsed?.success) return tokenFailed;
  const { paymentUrl, token } = parsed.data;
  if (paymentUrl) {
    try {
      const url = new URL(paymentUrl);
      if (url.protocol === "https:" || url.protocol === "http:") return { kind: "redirect", href: url.toString() };
    } catch {
      // not a URL: fall through to the token reload
    }
  }
  if (token) return { kind: "redirect", href: `${context.pagePath.split(/[?#]/)[0]}?token=${encodeURIComponent(token)}` };
  return tokenFailed;
}

/** doc1 §3 payment result (customerPayment), the parts the result page reads. */
export const customerPaymentSchema = z.object({
  policyId: z.union([z.string(), z.number()]).nullish(),
  policyNumber: optionalText,
  carrierName: optionalText,
  name: optionalText,
  paymentDetails: z
    .array(
      z.object({
        dueDate: optionalText,
        payDate: optionalText,
        amount: z.union([z.number(), z.string()]).nullish(),
        invoiceId: z.union([z.string(), z.number()]).nullish(),
        status: optionalText,
        cardHolderName: optionalText,
        resultMessage: optionalText,
      }),
    )
    .nullish()
    .transform((v) => v ?? []),
});

export type PaymentResult =
  | { kind: "success"; amount: number | null; policyNumber: string; payDate: string; invoiceId: string; carrierName: string }
  | { kind: "failure"; message: PublicMessageKey; resultMessage: string; policyNumber: string; carrierName: string };

/** doc1 §4 payment result page: paymentDetails[0].status 'A' is success; anything else fails. */
export function paymentResult(answer: unknown): PaymentResult {
  const parsed = answer === null || answer === undefined ? null : customerPaymentSchema.safeParse(answer);
  const first = parsed?.success ? parsed.data.paymentDetails[0] : undefined;
  if (!parsed?.success || !first || first.status.trim().toUpperCase() !== "A") {
    const known = parsed?.success ? parsed.data : null;
    return {
      kind: "failure",
      message: "public.payment.resultFailed",
      resultMessage: first?.resultMessage ?? "",
      policyNumber: known?.policyNumber ?? "",
      carrierName: known?.carrierName ?? "",
    };
  }
  const raw = first.amount;
  const amount = typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : Number.NaN;
  return {
    kind: "success",
    amount: Number.isFinite(amount) ? amount : null,
    policyNumber: parsed.data.policyNumber,
    payDate: first.payDate,
    invoiceId: first.invoiceId === null || first.invoiceId === undefined ? "" : String(first.invoiceId),
    carrierName: parsed.data.carrierName,
  };
}
