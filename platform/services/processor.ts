/**
 * The payment processor behind the hosted payment page. The platform talks
 * to it through one seam, `PaymentProcessor`: the hosted page hands it the card, and the processor
 * reports the outcome to the platform server-side through `confirm` (a real processor would call a
 * webhook; the sandbox calls it in process). A payment counts as made only from that confirmation.
 *
 * The sandbox processor (the only one today) approves Luhn-valid cards and declines a few fixed
 * test numbers, like the test modes of card processors:
 *   4242 4242 4242 4242, 5555 5555 5555 4444, 3782 822463 10005   approved
 *   4000 0000 0000 0002                                             declined ("Your card was declined.")
 *   4000 0000 0000 9995                                             declined ("Insufficient funds.")
 * Card numbers are never stored or logged: the confirmation carries the last four digits only.
 */
import { randomBytes } from "node:crypto";

export interface CardInput {
  /** As typed: digits, spaces and dashes. */
  number: string;
  /** MM/YY or MM/YYYY. */
  expiry: string;
  cvc: string;
  name: string;
}

export type CardField = keyof CardInput;
/** Why a card form is refused before it reaches the processor (shown beside the field). */
export type CardProblem = "required" | "invalid" | "expired";

export interface ProcessorConfirmation {
  sessionId: string;
  /** The processor's own id of the charge (unique). */
  confirmationId: string;
  approved: boolean;
  resultMessage: string;
  lastFour: string;
  cardHolderName: string;
}

export interface ChargeRequest {
  sessionId: string;
  amountCents: number;
  card: CardInput;
  now: Date;
}

export type ChargeOutcome = { ok: true; confirmation: ProcessorConfirmation } | { ok: false; problems: Partial<Record<CardField, CardProblem>> };

export interface PaymentProcessor {
  readonly name: string;
  /** Checks the card, charges it, and reports the outcome through `confirm` before answering. */
  charge(request: ChargeRequest, confirm: (confirmation: ProcessorConfirmation) => Promise<void>): Promise<ChargeOutcome>;
}

export const APPROVED_MESSAGE = "This transaction has been approved";

/** Test numbers the sandbox declines, with the processor's message. */
export const SANDBOX_DECLINED: Readonly<Record<string, string>> = {
  "4000000000000002": "Your card was declined.",
  "4000000000009995": "Insufficient funds.",
};

export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, "");
}

/** The Luhn check digit rule (ISO/IEC 7812). */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The last day of the card's expiry month has not passed (UTC). */
function expiryProblem(expiry: string, now: Date): CardProblem | undefined {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!m) return expiry.trim() ? "invalid" : "required";
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12 || year > now.getUTCFullYear() + 25) return "invalid";
  const endOfMonth = Date.UTC(year, month, 1);
  return endOfMonth <= now.getTime() ? "expired" : undefined;
}

/** The card form's problems, field by field (empty when the card can be sent). */
export function checkCard(card: CardInput, now: Date): Partial<Record<CardField, CardProblem>> {
  const problems: Partial<Record<CardField, CardProblem>> = {};
  const digits = cardDigits(card.number);
  if (!digits) problems.number = "required";
  else if (!luhnValid(digits)) problems.number = "invalid";
  const expiry = expiryProblem(card.expiry, now);
  if (expiry) problems.expiry = expiry;
  if (!card.cvc.trim()) problems.cvc = "required";
  else if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.cvc = "invalid";
  const name = card.name.trim();
  if (!name) problems.name = "required";
  else if (name.length < 2 || name.length > 80 || /[\p{Cc}<>]/u.test(name)) problems.name = "invalid";
  return problems;
}

export const sandboxProcessor: PaymentProcessor = {
  name: "sandbox",
  async charge(request, confirm) {
    const problems = checkCard(request.card, request.now);
    if (Object.keys(problems).length > 0) return { ok: false, problems };
    const digits = cardDigits(request.card.number);
    const declined = SANDBOX_DECLINED[digits];
    const confirmation: ProcessorConfirmation = {
      sessionId: request.sessionId,
      confirmationId: `sbx_${randomBytes(12).toString("base64url")}`,
      approved: declined === undefined,
      resultMessage: declined ?? APPROVED_MESSAGE,
      lastFour: digits.slice(-4),
      cardHolderName: request.card.name.trim(),
    };
    // The processor's server-side confirmation, before the browser is sent back.
    await confirm(confirmation);
    return { ok: true, confirmation };
  },
};

/** The processor payments go through (the sandbox until a real one is configured). */
export function paymentProcessor(): PaymentProcessor {
  return sandboxProcessor;
}
