/**
 * The one home of the contact formats every form of the site checks (doc1 §5, doc2 §5, doc3 §5):
 * e-mail, US phone, ZIP code, person names and state codes. Dependency-free, so the lightest page
 * can use it; each form's zod schema refines with these predicates and adds its own message key.
 *
 * The platform keeps the same rules in `platform/services/contact-rules.ts` (it never imports the
 * site); `tests/integration/contact-rules-agree.test.ts` feeds one table of inputs to both.
 */

/**
 * E-mail: the HTML living standard's "valid e-mail address" with a dotted domain ending in a
 * top-level domain of at least two letters (`name@localhost` is not a customer's address), no two
 * dots in a row, and RFC 5321's limits: 64 characters before the `@`, 254 in all. The pattern
 * holds every rule but the total length, so a schema's `regex` and `isValidEmail` agree.
 */
export const EMAIL_PATTERN =
  /^(?!.*\.\.)[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\.[a-zA-Z]{2,63}$/;
export const EMAIL_MAX_LENGTH = 254;

/** Whether the e-mail, trimmed, is a customer's address by the rule above. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/**
 * A US phone number of 10 digits whose area code does not start with 0 or 1 (no area code does),
 * optionally written with the country code as `+1`. Separators a visitor may type or paste (dashes,
 * spaces, dots, parentheses) are ignored. A bare leading 1 (`1-555-523-4567`) is refused: it reads
 * as an 11-digit number to most visitors' eyes and to the carriers' systems. An extension
 * (`512-555-0142 x12`) is refused: the carriers' systems take 10 digits.
 */
const PHONE_DIGITS = /^[2-9][0-9]{9}$/;
const PHONE_SEPARATORS = /[\s().-]/g;

/** The phone as sent: digits only, no dashes (doc2 §5, doc3 §5.4); null when it is not a valid number. */
export function phoneForRequest(value: string): string | null {
  const typed = value.trim();
  const stripped = (typed.startsWith("+1") ? typed.slice(2) : typed).replace(PHONE_SEPARATORS, "");
  return PHONE_DIGITS.test(stripped) ? stripped : null;
}

export function isValidPhone(value: string): boolean {
  return phoneForRequest(value) !== null;
}

/**
 * The phone as shown and while typing: digits only, at most 10, grouped ddd-ddd-dddd
 * (`5551` → `555-1`, `5551234567` → `555-123-4567`).
 */
export function formatPhoneInput(typed: string): string {
  const digits = typed.replace(/\D/g, "").slice(0, 10);
  if (digits.length <= 3) return digits;
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * ZIP code: 5 digits, or a ZIP+4 (`75001-1234`, `750011234`) kept as its 5 digits; spaces around
 * it are ignored; anything else (`7500`, `750011`, `7500A`, `75001 1234`) is refused. Fields take
 * 5 digits; prefills and pasted addresses may bring a ZIP+4.
 */
export const ZIP_LENGTH = 5;
/** A ZIP as kept (5 digits): what `zipForRequest` gives. */
export const ZIP_PATTERN = /^\d{5}$/;
/** A ZIP as typed or sent: 5 digits or a ZIP+4, with or without its dash. */
export const ZIP_OR_ZIP4_PATTERN = /^\d{5}(?:-?\d{4})?$/;

/** The ZIP as kept: trimmed and shortened to 5 characters (`75001-1234` → `75001`). */
export function normalizeZip(value: string): string {
  return value.trim().slice(0, ZIP_LENGTH);
}

export function isValidZip(value: string): boolean {
  return ZIP_OR_ZIP4_PATTERN.test(value.trim());
}

/** The ZIP as sent: its 5 digits, or null when it is not a valid ZIP or ZIP+4. */
export function zipForRequest(value: string): string | null {
  return isValidZip(value) ? normalizeZip(value) : null;
}

/**
 * A person's first, middle or last name (doc2 §5 "minimum length (2)", doc3 §5.3–§5.6 "by
 * pattern"): 2 to 60 characters once trimmed, letters of any alphabet (accents typed either
 * precomposed or combining), with apostrophes (`O'Neil`, `D’Angelo`), hyphens, periods and spaces;
 * it starts with a letter. Digits and other signs are refused.
 */
export const PERSON_NAME_MIN_LENGTH = 2;
export const PERSON_NAME_MAX_LENGTH = 60;
export const PERSON_NAME_PATTERN = /^\p{L}[\p{L}\p{M}'’. -]*$/u;

export function isValidPersonName(value: string): boolean {
  const name = value.trim();
  return name.length >= PERSON_NAME_MIN_LENGTH && name.length <= PERSON_NAME_MAX_LENGTH && PERSON_NAME_PATTERN.test(name);
}

/** The 50 states, DC, and the territories of doc2 §9 (American Samoa, Guam, Northern Mariana Islands, Puerto Rico, Trust Territories, Virgin Islands). */
export const US_STATE_CODES = [
  "AL",
  "AK",
  "AZ",
  "AR",
  "CA",
  "CO",
  "CT",
  "DE",
  "FL",
  "GA",
  "HI",
  "ID",
  "IL",
  "IN",
  "IA",
  "KS",
  "KY",
  "LA",
  "ME",
  "MD",
  "MA",
  "MI",
  "MN",
  "MS",
  "MO",
  "MT",
  "NE",
  "NV",
  "NH",
  "NJ",
  "NM",
  "NY",
  "NC",
  "ND",
  "OH",
  "OK",
  "OR",
  "PA",
  "RI",
  "SC",
  "SD",
  "TN",
  "TX",
  "UT",
  "VT",
  "VA",
  "WA",
  "WV",
  "WI",
  "WY",
  "DC",
  "AS",
  "GU",
  "MP",
  "PR",
  "TT",
  "VI",
] as const;
export type UsStateCode = (typeof US_STATE_CODES)[number];

export function isUsStateCode(value: string): value is UsStateCode {
  return (US_STATE_CODES as readonly string[]).includes(value);
}

/** A state code as a person types it (any case, spaces around): one of US_STATE_CODES. */
export function isUsStateText(value: string): boolean {
  return isUsStateCode(value.trim().toUpperCase());
}
