/**
 * The e-mail field's schema (doc1 §5), apart from the pattern in ./email.ts so that pages that only
 * check an address (the footer's newsletter on every page) never load the validation library.
 */
import { z } from "zod/mini";
import { EMAIL_INVALID, EMAIL_MAX_LENGTH, EMAIL_PATTERN } from "./email";

/** A trimmed e-mail with the configured message or an i18n key. */
export function emailSchema(message: string = EMAIL_INVALID) {
  return z.string({ error: message }).check(z.trim(), z.maxLength(EMAIL_MAX_LENGTH, { error: message }), z.regex(EMAIL_PATTERN, { error: message }));
}
