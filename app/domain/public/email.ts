/**
 * doc1 §5 e-mail fields (newsletter, forgot password, out-of-state, payment): the site's one
 * e-mail rule (../contact-rules.ts) and the public pages' message key.
 */
import type { PublicMessageKey } from "./messages";

export const EMAIL_INVALID: PublicMessageKey = "public.email.invalid";

export { EMAIL_MAX_LENGTH, EMAIL_PATTERN, isValidEmail } from "../contact-rules";
import { isValidEmail } from "../contact-rules";

/** doc1 §5 forgot password and out-of-state: the submit button stays disabled until the e-mail is valid. */
export function isSubmitEnabled(email: string): boolean {
  return isValidEmail(email);
}
