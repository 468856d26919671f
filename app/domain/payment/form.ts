/**
 * doc1 §5 make-a-payment form: policy number, e-mail, phone and date of birth (one typed date,
 * posted as `dob`). The spec does not show the patterns; ours are:
 *   policy number  4 to 30 letters, digits or dashes, with at least one digit; sent uppercased
 *   phone          a US number of 10 digits (area code and exchange not starting with 0 or 1),
 *                  typed with or without ( ) - . or spaces; sent as its 10 digits (so the
 *                  dashes the spec removes are gone, and any other formatting with them)
 *   date of birth  MM/DD/YYYY or its eight digits, read by the one date rule (doc2 §5,
 *                  parseDateText), a real calendar date
 * Age limits come from configuration (default 16 to 75, both inclusive, in whole years on the
 * day of payment in the agency's time zone); a date of birth outside them, or in the future,
 * shows the configured message (with `{0}` = minimum and `{1}` = maximum age), else the catalogue's.
 * Messages are those of ../message.ts.
 * The date of birth is sent as month-day-year: `04-09-1988`.
 */
import { DateTime } from "luxon";
import { z } from "zod";
import { emailSchema } from "../public/email-schema";
import type { PublicMessageKey } from "../public/messages";
import { AGENCY_TIME_ZONE } from "../agency-time";
import { phoneForRequest } from "../contact-rules";
import { parseDateText } from "../quote/dates";
import { configuredMessage, messageKey } from "../message";

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

export type PaymentFormOptions = {
  /** The moment of checking; pass it so browser and server agree. */
  now: Date;
  minAge?: number;
  maxAge?: number;
  /** Configured texts (in the page's language) replacing the catalogue's messages. */
  messages?: Partial<Record<"policyNumber" | "email" | "phone" | "birthDate", string>>;
};

/**
 * doc1 §5 payment form as a schema. Its output is the policy lookup payload of doc1 §7
 * (without the header): `policyNumber`, `receiptEmail`, `receiptPhone`, `dob`. A date of birth
 * that is not MM/DD/YYYY (or its eight digits), or has a month or day out of range, gets the date
 * message; one that is not a real date, or outside the age limits, the configured birth-date message.
 */
export function paymentFormSchema(options: PaymentFormOptions) {
  const minAge = options.minAge ?? PAYMENT_MIN_AGE;
  const maxAge = options.maxAge ?? PAYMENT_MAX_AGE;
  const configured = options.messages ?? {};
  const birthMessage = configured.birthDate
    ? configuredMessage(configured.birthDate, [minAge, maxAge])
    : messageKey(messages.birthDate, { min: minAge, max: maxAge });
  const policyMessage = configured.policyNumber ? configuredMessage(configured.policyNumber) : messages.policyNumber;
  const phoneMessage = configured.phone ? configuredMessage(configured.phone) : messages.phone;
  return z
    .object({
      policyNumber: z.string({ error: policyMessage }).trim().regex(POLICY_NUMBER, { error: policyMessage }).transform(normalizePolicyNumber),
      email: emailSchema(configured.email ? configuredMessage(configured.email) : undefined),
      phone: z.string({ error: phoneMessage }).transform((value, ctx) => {
        const digits = normalizePhone(value);
        if (digits === null) {
          ctx.addIssue({ code: "custom", message: phoneMessage });
          return z.NEVER;
        }
        return digits;
      }),
      // doc2 §5: one typed date, read by the one date rule; then a real date within the age limits.
      dob: z
        .string({ error: messages.date })
        .trim()
        .max(10, { error: messages.date })
        .transform((text, ctx) => {
          const parts = parseDateText(text);
          // Not MM/DD/YYYY, or a month or day out of range: the date message (a 30 February, or an
          // age outside the limits, gets the birth-date message below).
          if (!parts || Number(parts.month) < 1 || Number(parts.month) > 12 || Number(parts.day) < 1 || Number(parts.day) > 31) {
            ctx.addIssue({ code: "custom", message: messages.date });
            return z.NEVER;
          }
          const birth = { month: Number(parts.month), day: Number(parts.day), year: Number(parts.year) };
          if (!isBirthDateAllowed(birth, options.now, { minAge, maxAge })) {
            ctx.addIssue({ code: "custom", message: birthMessage });
            return z.NEVER;
          }
          return birth;
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
