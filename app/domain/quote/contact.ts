/**
 * Contact and address formats of the quote flow (doc2 §5, §9): e-mail and phone patterns,
 * the phone as typed, shown and sent, the ZIP code, the state list, and the ZIP lookup outcome.
 */
import { errorKeys } from "./message-keys";

/** E-mail pattern: local part, `@`, dotted domain ending in a top-level domain of 2+ letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email) && !email.includes("..");
}

/**
 * A US phone number of 10 digits whose area code does not start with 0 or 1 (no area code does).
 * Separators a visitor may type or paste (dashes, spaces, dots, parentheses) are ignored.
 */
const PHONE_DIGITS = /^[2-9][0-9]{9}$/;
const PHONE_SEPARATORS = /[\s().-]/g;

/** The phone as sent: digits only, no dashes (doc2 §5); null when it is not a valid number. */
export function phoneForRequest(value: string): string | null {
  const stripped = value.trim().replace(PHONE_SEPARATORS, "");
  return PHONE_DIGITS.test(stripped) ? stripped : null;
}

export function isValidPhone(value: string): boolean {
  return phoneForRequest(value) !== null;
}

/**
 * What the phone input shows while typing: digits only, at most 10, grouped ddd-ddd-dddd
 * (`5551` → `555-1`, `5551234567` → `555-123-4567`).
 */
export function formatPhoneInput(typed: string): string {
  const digits = typed.replace(/\D/g, "").slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The ZIP code as kept: trimmed and shortened to 5 characters (`75001-1234` → `75001`). */
export function normalizeZip(value: string): string {
  return value.trim().slice(0, 5);
}

export function isValidZip(value: string): boolean {
  return /^[0-9]{5}$/.test(normalizeZip(value));
}

/** The 50 states, DC, and the territories of doc2 §9 (American Samoa, Guam, Northern Mariana Islands, Puerto Rico, Trust Territories, Virgin Islands). */
export const US_STATE_CODES = [
  "AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "FL", "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME", "MD",
  "MA", "MI", "MN", "MS", "MO", "MT", "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC",
  "SD", "TN", "TX", "UT", "VT", "VA", "WA", "WV", "WI", "WY", "DC", "AS", "GU", "MP", "PR", "TT", "VI",
] as const;
export type UsStateCode = (typeof US_STATE_CODES)[number];

export function isUsStateCode(value: string): value is UsStateCode {
  return (US_STATE_CODES as readonly string[]).includes(value);
}

/** What the zip-to-city call returns (doc2 §7; `isQuoteAvaliable` is spelled as the API spells it). */
export type ZipLookupResponse = {
  addresses?: readonly { city: string; state: string; zip: string }[];
  isQuoteAvaliable?: boolean;
};

export type ZipLookupOutcome =
  | { ok: true; city: string; state: string; zip: string }
  | { ok: false; error: typeof errorKeys.zipNotServed; city: ""; state: "" };

/**
 * doc2 §5: a ZIP code must resolve to an area where quotes are available; otherwise the ZIP is
 * flagged inline and city and state are cleared.
 */
export function zipLookupOutcome(response: ZipLookupResponse | null): ZipLookupOutcome {
  const first = response?.addresses?.[0];
  if (!response?.isQuoteAvaliable || !first) return { ok: false, error: errorKeys.zipNotServed, city: "", state: "" };
  return { ok: true, city: first.city, state: first.state, zip: normalizeZip(first.zip) };
}
