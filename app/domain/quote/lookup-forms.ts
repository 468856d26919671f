/**
 * The quote look-up forms (doc2 §2, §4): the previous-quotes login by date of birth and phone, and
 * the verify-quote-owner modal, with the outcome of an owner check. The two forms are built with
 * `zod/mini`, like the quote flow's other forms, from the shared fields.
 */
import { z } from "zod/mini";
import { phoneField } from "./driver-steps";
import { dobTextField } from "./fields";
import { errorKeys } from "./message-keys";
import { configuredMessage } from "../message";

/** Previous quotes: date of birth (MM/DD/YYYY, a real date) and phone (sent as digits). */
export function previousQuotesLoginSchema() {
  return z.object({ dob: dobTextField(), phone: phoneField() });
}

/** Verify quote owner: the date of birth only. */
export function verifyOwnerSchema() {
  return z.object({ dob: dobTextField() });
}

/** doc2 §4, §9: 3 attempts to verify the owner of a quote (a brand sets its own number). */
export const VERIFY_OWNER_MAX_ATTEMPTS = 3;
/** The most attempts the platform lets a brand allow (its OWNER_CHECK_ATTEMPTS_MAX). */
export const VERIFY_OWNER_ATTEMPTS_LIMIT = 10;

/** The brand's owner-verification attempts (doc2 §9), kept within what the platform accepts: 1 to 10; 3 when unreadable. */
export function ownerVerificationAttempts(setting: number | undefined): number {
  if (setting === undefined || !Number.isInteger(setting)) return VERIFY_OWNER_MAX_ATTEMPTS;
  return Math.min(VERIFY_OWNER_ATTEMPTS_LIMIT, Math.max(1, setting));
}
/** doc2 §8: the messages the verify-owner call answers with. */
export const QUOTE_NOT_FOUND_MESSAGE = "Quote not found!";
const DOB_MISMATCH = /dob does not match/i;

/** What the verify-owner call answered (doc2 §7); null when it failed on the network. */
export type VerifyOwnerAnswer = { isSuccess?: boolean; isMatch?: boolean; message?: string } | null;

export type VerifyOwnerOutcome =
  | { kind: "loaded" }
  | { kind: "reset" }
  | { kind: "mismatch"; error: typeof errorKeys.ownerDobMismatch; attemptsLeft: number }
  | { kind: "failed"; message: string; attemptsLeft: number };

/**
 * doc2 §4: success loads the quote; 'Quote not found!' or the third failed attempt (the last of
 * the brand's `maxAttempts`, doc2 §9) resets to driver step 1; a date-of-birth mismatch shows an
 * error; other failures show the server's message. `attempt` counts this try, from 1.
 */
export function verifyOwnerOutcome(answer: VerifyOwnerAnswer, attempt: number, maxAttempts: number = VERIFY_OWNER_MAX_ATTEMPTS): VerifyOwnerOutcome {
  if (answer?.isSuccess && answer.isMatch !== false) return { kind: "loaded" };
  if (answer?.message?.trim() === QUOTE_NOT_FOUND_MESSAGE || attempt >= maxAttempts) return { kind: "reset" };
  const attemptsLeft = maxAttempts - attempt;
  if ((answer?.isSuccess && answer.isMatch === false) || DOB_MISMATCH.test(answer?.message ?? "")) {
    return { kind: "mismatch", error: errorKeys.ownerDobMismatch, attemptsLeft };
  }
  const said = answer?.message?.trim();
  return { kind: "failed", message: said ? configuredMessage(said) : errorKeys.serviceFailed, attemptsLeft };
}
