/**
 * doc1 §5 make-a-payment form: policy number, e-mail, phone and date of birth (month, day,
 * year, posted as `dob.month`, `dob.day`, `dob.year`). The spec does not show the patterns; ours are:
 *   policy number  4 to 30 letters, digits or dashes, with at least one digit; sent uppercased
 *   phone          a US number of 10 digits (area code and exchange not starting with 0 or 1),
 *                  typed with or without ( ) - . or spaces; sent as its 10 digits (so the
 *                  dashes the spec removes are gone, and any other formatting with them)
 *   date parts     month 1–12, day 1–31, a 4-digit year, together a real calendar date
 * Age limits come from configuration (default 16 to 75, both inclusive, in whole years on the
 * day of payment in the agency's time zone); a date of birth outside them, or in the future,
 * shows the configured message (with `{0}` = minimum and `{1}` = maximum age).
 * The date of birth is sent as month-day-year: `04-09-1988`.
 */
import { DateTime } from "luxon";
import { z } from "zod";
import { emailSchema } from "../public/email-schema";
import type { PublicMessageKey } from "../public/messages";
import { AGENCY_TIME_ZONE } from "../agency-time";
import { phoneForRequest } from "../contact-rules";

export const PAYMENT_MIN_AGE = 16;
export const PAYMENT_MAX_AGE = 75;

const messages = {
  policyNumber: "public.payment.policyNumberInvalid",
  phone: "public.payment.phoneInvalid",
  date: "public.payment.dateInvalid",
  birthDate: "public.payment.birthDateInvalid",
} as const satisfies Record<string, PublicMessageKey>;

const POLICY_NUMBER = /^(?=[A-Za-z0-9-]*\d)[A-Za-z0-9-]{4,30}$/;

/** The policy number as sent: trimmed and uppercased. */
export function normalizePolicyNumber(value: string): string {
  return value.trim().toUpperCase();
}

/** The phone as sent: its 10 digits; `null` when it is not a valid US number. */
export function normalizePhone(value: string): string | null {
  return phoneForRequest(value);
}

export type DateParts = { month: number; day: number; year: number };

/** A real calendar date from its parts, or null (`2/30/1990` is not). */
export function calendarDate(parts: DateParts): DateTime | null {
  const date = DateTime.fromObject(parts, { zone: AGENCY_TIME_ZONE });
  return date.isValid ? date : null;
}

/** Whole years from a birth date to `now` (in the agency's time zone). */
export function ageOn(birth: DateParts, now: Date): number {
  const today = DateTime.fromJSDate(now, { zone: AGENCY_TIME_ZONE });
  const beforeBirthday = today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}

/** doc1 §5: within the configured age limits, both inclusive; never a future date. */
export function isBirthDateAllowed(birth: DateParts, now: Date, limits: { minAge: number; maxAge: number }): boolean {
  const date = calendarDate(birth);
  if (!date) return false;
  if (date > DateTime.fromJSDate(now, { zone: AGENCY_TIME_ZONE }).endOf("day")) return false;
  const age = ageOn(birth, now);
  return age >= limits.minAge && age <= limits.maxAge;
}

/** doc1 §5: the date of birth as sent, month-day-year with two-digit month and day. */
export function formatDob(parts: DateParts): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(parts.month)}-${pad(parts.day)}-${String(parts.year).padStart(4, "0")}`;
}

const datePart = (pattern: RegExp, min: number, max: number) =>
  z
    .string({ error: messages.date })
    .trim()
    .regex(pattern, { error: messages.date })
    .transform(Number)
    .pipe(z.number().min(min, { error: messages.date }).max(max, { error: messages.date }));

export type PaymentFormOptions = {
  /** The moment of checking; pass it so browser and server agree. */
  now: Date;
  minAge?: number;
  maxAge?: number;
  /** Configured texts (or keys) replacing the default messages. */
  messages?: Partial<Record<"policyNumber" | "email" | "phone" | "birthDate", string>>;
};

/**
 * doc1 §5 payment form as a schema. Its output is the policy lookup payload of doc1 §7
 * (without the header): `policyNumber`, `receiptEmail`, `receiptPhone`, `dob`. A date-of-birth
 * error that is not about one part (not a real date, outside the age limits) sits on `dob`; a
 * part's own error on `dob.month`, `dob.day` or `dob.year`.
 */
export function paymentFormSchema(options: PaymentFormOptions) {
  const minAge = options.minAge ?? PAYMENT_MIN_AGE;
  const maxAge = options.maxAge ?? PAYMENT_MAX_AGE;
  const birthMessage = options.messages?.birthDate ?? messages.birthDate;
  const policyMessage = options.messages?.policyNumber ?? messages.policyNumber;
  const phoneMessage = options.messages?.phone ?? messages.phone;
  return z
    .object({
      policyNumber: z.string({ error: policyMessage }).trim().regex(POLICY_NUMBER, { error: policyMessage }).transform(normalizePolicyNumber),
      email: emailSchema(options.messages?.email),
      phone: z
        .string({ error: phoneMessage })
        .transform((value, ctx) => {
          const digits = normalizePhone(value);
          if (digits === null) {
            ctx.addIssue({ code: "custom", message: phoneMessage });
            return z.NEVER;
          }
          return digits;
        }),
      // The date as a whole (a real date, within the age limits) is judged once every part is in
      // range, whatever the other fields hold, so the visitor sees every message at once.
      dob: z
        .object({ month: datePart(/^\d{1,2}$/, 1, 12), day: datePart(/^\d{1,2}$/, 1, 31), year: datePart(/^\d{4}$/, 1000, 9999) }, { error: messages.date })
        .superRefine((birth, ctx) => {
          // A part out of range already has its own message.
          const inRange = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
          if (!inRange(birth.month, 1, 12) || !inRange(birth.day, 1, 31) || !inRange(birth.year, 1000, 9999)) return;
          if (!isBirthDateAllowed(birth, options.now, { minAge, maxAge })) ctx.addIssue({ code: "custom", message: birthMessage, params: { minAge, maxAge } });
        }),
    })
    .transform((value) => ({
      policyNumber: value.policyNumber,
      receiptEmail: value.email,
      receiptPhone: value.phone,
      dob: formatDob(value.dob),
    }));
}
export type PaymentLookupPayload = z.output<ReturnType<typeof paymentFormSchema>>;
