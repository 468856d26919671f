/**
 * Field schemas shared by the quote-flow forms. Written for conform's `parseWithZod` from
 * `@conform-to/zod/v4`: an empty input arrives as undefined (so a required field's "missing"
 * error is the schema's `error`), a checked checkbox arrives as true, numbers are coerced.
 * The same schemas parse plain objects on the server. They are built with `zod/mini`, whose
 * functions leave out what the forms do not use, so the browser loads less code.
 */
import { z } from "zod/mini";
import { ageOn, checkDateParts, isAgeWithin, parseDateText, toDashedDate, type AgeRange, type DateParts, type DateProblem } from "./dates";
import { errorKeys, type QuoteErrorKey } from "./message-keys";
import { isValidPersonName, PERSON_NAME_MAX_LENGTH, PERSON_NAME_MIN_LENGTH } from "../contact-rules";
import { configuredMessage, messageKey } from "../message";

/** Age limits (doc2 §5, §9): primary driver 16 to 75, second driver 15 to 75 by default, configurable. */
export type AgeLimits = { primary: AgeRange; second: AgeRange };
export const DEFAULT_AGE_LIMITS: AgeLimits = { primary: { min: 16, max: 75 }, second: { min: 15, max: 75 } };

/** The primary driver, or any further driver (who uses the second-driver limits). */
export type DriverRole = "primary" | "additional";

export type BirthDateRule = {
  /** Today as an ISO date; ages are counted on this day. */
  today: string;
  role: DriverRole;
  ageLimits?: AgeLimits;
  /**
   * The configured invalid-birth-date text (the CMS's, in the page's language), `{0}` the minimum
   * and `{1}` the maximum age. When omitted, the error is the catalogue's `quote.errors.birthDateOutOfRange`
   * with the same ages.
   */
  invalidBirthDateMessage?: string;
};

/** A required text: missing, empty or blank gives `message`; the value is trimmed. */
export function requiredText(message: QuoteErrorKey = errorKeys.required) {
  return z.string({ error: message }).check(z.trim(), z.minLength(1, { error: message }));
}

/** An optional text: blank reads as absent. */
export function optionalText(max = 100) {
  return z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, { error: errorKeys.textTooLong }))),
    z.transform((value: string | undefined) => (value ? value : undefined)),
  );
}

/** First or last name: at least 2 characters (doc2 §5), then the site's one name rule (../contact-rules.ts). */
export function nameField(tooShort: QuoteErrorKey) {
  return z.pipe(
    z
      .string({ error: tooShort })
      .check(z.trim(), z.minLength(PERSON_NAME_MIN_LENGTH, { error: tooShort }), z.maxLength(PERSON_NAME_MAX_LENGTH, { error: errorKeys.nameTooLong })),
    z.string().check(z.refine(isValidPersonName, { error: errorKeys.nameInvalid })),
  );
}

const PROBLEM_KEYS: Record<DateProblem, QuoteErrorKey> = {
  month: errorKeys.monthInvalid,
  day: errorKeys.dayInvalid,
  year: errorKeys.yearInvalid,
  notReal: errorKeys.dateNotReal,
};

export function ageRangeFor(role: DriverRole, limits: AgeLimits = DEFAULT_AGE_LIMITS): AgeRange {
  return role === "primary" ? limits.primary : limits.second;
}

/** The invalid-birth-date message for a role, with its age limits as values. */
export function birthDateOutOfRangeMessage(rule: Pick<BirthDateRule, "role" | "ageLimits" | "invalidBirthDateMessage">): string {
  const range = ageRangeFor(rule.role, rule.ageLimits);
  return rule.invalidBirthDateMessage
    ? configuredMessage(rule.invalidBirthDateMessage, [range.min, range.max])
    : messageKey(errorKeys.birthDateOutOfRange, { min: range.min, max: range.max });
}

/** Why typed parts are not an acceptable date of birth for this driver, or null when they are. */
export function birthDateError(parts: DateParts, rule: BirthDateRule): string | null {
  const check = checkDateParts(parts);
  if (!check.ok) return PROBLEM_KEYS[check.problem];
  const age = ageOn(check.date, rule.today);
  return isAgeWithin(age, ageRangeFor(rule.role, rule.ageLimits)) ? null : birthDateOutOfRangeMessage(rule);
}

/** Why typed parts are not a real quote-flow date, or null (no age limits: owner checks, quote look-ups). */
export function dateError(parts: DateParts): QuoteErrorKey | null {
  const check = checkDateParts(parts);
  return check.ok ? null : PROBLEM_KEYS[check.problem];
}

/**
 * A date of birth typed in the one date input (driver step 1, the driver modal, look-ups), read by
 * `parseDateText` (MM/DD/YYYY or its eight digits). Output: `MM-DD-YYYY`.
 * Without a rule only the date itself is checked (a look-up by date of birth has no age limits).
 */
export function dobTextField(rule?: BirthDateRule) {
  return z.pipe(
    requiredText(),
    z.transform((text: string, ctx) => {
      const parts = parseDateText(text);
      const message = !parts ? errorKeys.dateInvalid : rule ? birthDateError(parts, rule) : dateError(parts);
      if (message || !parts) {
        ctx.issues.push({ code: "custom", message: message ?? errorKeys.dateInvalid, input: text });
        return z.NEVER;
      }
      return toDashedDate(parts);
    }),
  );
}

/** A checkbox that must be ticked (doc2 §5: privacy and affiliate consent). */
export function requiredCheckbox(message: QuoteErrorKey) {
  return z.literal(true, { error: message });
}

/** An optional checkbox: unticked reads as false. */
export function optionalCheckbox() {
  return z.pipe(
    z.optional(z.boolean()),
    z.transform((value: boolean | undefined) => value === true),
  );
}

/**
 * Only visible fields are validated (doc2 §5): the shape without its hidden fields.
 * A hidden field is neither required nor read.
 */
export function visibleShape<S extends z.core.$ZodShape, H extends keyof S>(shape: S, hidden: readonly H[] = []): Omit<S, H> {
  const visible = { ...shape };
  for (const key of hidden) delete visible[key];
  return visible;
}
