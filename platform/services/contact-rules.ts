/**
 * The platform's one home of the contact formats its routes accept: e-mail, US phone, ZIP code and
 * person names (doc1 §5, doc2 §5, doc3 §5). The site checks the same rules before it calls
 * (`app/domain/contact-rules.ts`; the platform never imports the site);
 * `tests/integration/contact-rules-agree.test.ts` feeds one table of inputs to both and fails on
 * any disagreement. The zod schemas the routes use are in ./schemas.ts.
 */

/**
 * E-mail: the HTML living standard's "valid e-mail address" with a dotted domain ending in a
 * top-level domain of at least two letters, no two dots in a row, at most 64 characters before the
 * `@` and 254 in all (RFC 5321). The pattern holds every rule but the total length.
 */
export const EMAIL_PATTERN =
  /^(?!.*\.\.)[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*\.[a-zA-Z]{2,63}$/;
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(email);
}

/**
 * US phone: 10 digits whose area code starts with 2 to 9, optionally `+1` before it; dashes,
 * spaces, dots and parentheses are ignored. A bare leading 1 and an extension are refused.
 */
const PHONE_DIGITS = /^[2-9][0-9]{9}$/;
const PHONE_SEPARATORS = /[\s().-]/g;

/** The phone as stored and sent on: its 10 digits, or null when it is not a valid number. */
export function phoneForRequest(value: string): string | null {
  const typed = value.trim();
  const stripped = (typed.startsWith("+1") ? typed.slice(2) : typed).replace(PHONE_SEPARATORS, "");
  return PHONE_DIGITS.test(stripped) ? stripped : null;
}

export function isValidPhone(value: string): boolean {
  return phoneForRequest(value) !== null;
}

/** ZIP code: 5 digits or a ZIP+4 with or without its dash, spaces around it ignored; kept as 5 digits. */
export const ZIP_LENGTH = 5;
export const ZIP_OR_ZIP4_PATTERN = /^\d{5}(?:-?\d{4})?$/;

export function isValidZip(value: string): boolean {
  return ZIP_OR_ZIP4_PATTERN.test(value.trim());
}

/** The ZIP as stored: its 5 digits, or null when it is not a valid ZIP or ZIP+4. */
export function zipForRequest(value: string): string | null {
  return isValidZip(value) ? value.trim().slice(0, ZIP_LENGTH) : null;
}

/**
 * A person's name: 2 to 60 characters once trimmed, starting with a letter of any alphabet, then
 * letters, combining accents, apostrophes (' and ’), hyphens, periods and spaces.
 */
export const PERSON_NAME_MIN_LENGTH = 2;
export const PERSON_NAME_MAX_LENGTH = 60;
export const PERSON_NAME_PATTERN = /^\p{L}[\p{L}\p{M}'’. -]*$/u;

export function isValidPersonName(value: string): boolean {
  const name = value.trim();
  return name.length >= PERSON_NAME_MIN_LENGTH && name.length <= PERSON_NAME_MAX_LENGTH && PERSON_NAME_PATTERN.test(name);
}

/**
 * US state codes: the 50 states, DC, and the territories of doc2 §9 (American Samoa, Guam, Northern
 * Mariana Islands, Puerto Rico, Trust Territories, Virgin Islands).
 */
export const US_STATE_CODES: readonly string[] = [
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
];

/** A state code in any case, spaces around: one of US_STATE_CODES. */
export function isUsStateText(value: string): boolean {
  return US_STATE_CODES.includes(value.trim().toUpperCase());
}
