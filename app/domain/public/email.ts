/**
 * doc1 §5 e-mail fields (newsletter, forgot password, out-of-state, payment): a standard e-mail
 * pattern — the HTML living standard's "valid e-mail address", with a dotted domain ending in a
 * top-level domain of at least two letters (`name@localhost` is not a customer's address).
 */
import type { PublicMessageKey } from "./messages";

export const EMAIL_INVALID: PublicMessageKey = "public.email.invalid";

export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\.[a-zA-Z]{2,63}$/;

/** RFC 5321 limit on an address's length. */
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  const text = value.trim();
  return text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text);
}

/** doc1 §5 forgot password and out-of-state: the submit button stays disabled until the e-mail is valid. */
export function isSubmitEnabled(email: string): boolean {
  return isValidEmail(email);
}
