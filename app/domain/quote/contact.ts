/**
 * The quote flow's contact formats (doc2 §5, §9), from the site's one set of contact rules
 * (../contact-rules.ts), and the ZIP lookup outcome.
 */
import { errorKeys } from "./message-keys";

import { normalizeZip } from "../contact-rules";
import { servesState } from "../public/zip-flow";

export {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  US_STATE_CODES,
  formatPhoneInput,
  isUsStateCode,
  isValidEmail,
  isValidPhone,
  isValidZip,
  normalizeZip,
  phoneForRequest,
  type UsStateCode,
} from "../contact-rules";

/** What the zip-to-city call returns (doc2 §7; `isQuoteAvaliable` is spelled as the API spells it). */
export type ZipLookupResponse = {
  addresses?: readonly { city: string; state: string; zip: string }[];
  isQuoteAvaliable?: boolean;
};

export type ZipLookupOutcome =
  { ok: true; city: string; state: string; zip: string } | { ok: false; error: typeof errorKeys.zipNotServed; city: ""; state: "" };

/**
 * doc2 §5: a ZIP code must resolve to an area where quotes are available — a state the brand serves
 * (`states`, the CMS brand's; the platform's `isQuoteAvaliable` is not consulted); otherwise the ZIP
 * is flagged inline and city and state are cleared.
 */
export function zipLookupOutcome(response: ZipLookupResponse | null, states: readonly string[]): ZipLookupOutcome {
  const first = response?.addresses?.[0];
  if (!first || !servesState(states, first.state)) return { ok: false, error: errorKeys.zipNotServed, city: "", state: "" };
  return { ok: true, city: first.city, state: first.state, zip: normalizeZip(first.zip) };
}
