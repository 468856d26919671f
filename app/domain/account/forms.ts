/**
 * The customer-account forms (doc1 §5 forgot password; doc3 §5.5 sign-in and password, §5.6
 * create customer): one zod schema per form, the same in the browser and in the action.
 *
 * A message (../message.ts) is a key of the UI string catalogue (`customer.errors.*`), or the
 * invalid-date text the CMS configured (in the page's language) with the age limits as its `{0}`, `{1}`.
 */
import { z } from "zod";
import { configuredMessage } from "~/domain/message";
import { ageOn, checkDateParts, parseDateText, type DateParts } from "~/domain/quote/dates";
import {
  EMAIL_MAX_LENGTH,
  isUsStateText,
  isValidEmail,
  isValidPersonName,
  isValidPhone,
  isValidZip,
  normalizeZip,
  PERSON_NAME_MAX_LENGTH,
  phoneForRequest,
} from "~/domain/contact-rules";

export const accountErrors = {
  required: "customer.errors.required",
  email: "customer.errors.email",
  password: "customer.errors.password",
  passwordRule: "customer.errors.passwordRule",
  wrongPassword: "customer.errors.wrongPassword",
  name: "customer.errors.name",
  phone: "customer.errors.phone",
  city: "customer.errors.city",
  state: "customer.errors.state",
  zip: "customer.errors.zip",
  date: "customer.errors.date",
} as const;

const E = accountErrors;

/** A required text: empty → the required message, then the rule (a pattern or one of ../contact-rules.ts). */
function required(rule: RegExp | ((value: string) => boolean), message: string, max = 100) {
  return z
    .string({ error: E.required })
    .trim()
    .min(1, { error: E.required, abort: true })
    .max(max, { error: message, abort: true })
    .refine((v) => (typeof rule === "function" ? rule(v) : rule.test(v)), { error: message });
}

export const emailField = () => required(isValidEmail, E.email, EMAIL_MAX_LENGTH);

/** doc1 §5: forgot password — the e-mail pattern. */
export function forgotPasswordSchema() {
  return z.object({ email: emailField() });
}

/** doc3 §5.5 sign-in: e-mail pattern and password required; remember me (168 hours). */
export function signInSchema() {
  return z.object({
    email: emailField(),
    password: z.string({ error: E.password }).min(1, { error: E.password }).max(128, { error: E.password }),
    remember: z.preprocess((value) => value === "on" || value === "true" || value === true, z.boolean()),
  });
}

/** doc3 §5.5, §9: 6 to 12 characters with a lowercase, an uppercase, a digit and a special character. */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9\s])\S{6,12}$/;

export function isStrongPassword(password: string): boolean {
  return PASSWORD_RULE.test(password);
}

/** doc3 §2.6, §5.5: set new password; a repeat that differs gives the wrong-password message. */
export function setPasswordSchema() {
  return z
    .object({
      token: z.string({ error: E.required }).trim().min(1, { error: E.required }).max(200, { error: E.required }),
      state: z.string().trim().max(10).optional(),
      password: z.string({ error: E.required }).min(1, { error: E.required }).regex(PASSWORD_RULE, { error: E.passwordRule }),
      passwordVerify: z.string({ error: E.required }).min(1, { error: E.required }),
    })
    .superRefine((value, ctx) => {
      if (value.password !== value.passwordVerify) ctx.addIssue({ code: "custom", path: ["passwordVerify"], message: E.wrongPassword });
    });
}

export interface CreateCustomerLimits {
  minAge: number;
  maxAge: number;
  /** The configured invalid-date message in the page's language; `{0}` and `{1}` are the ages. */
  invalidDateMessage: string;
  /** Today, as an ISO date (the same answer in the browser and on the server). */
  today: string;
}

const CITY = /^[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ' .-]{0,59}$/;
const STATE = isUsStateText;

/** The date of birth as the create-customer call wants it: year-month-day, month and day padded. */
export function toYearMonthDay(parts: DateParts): string {
  return `${parts.year.trim()}-${parts.month.trim().padStart(2, "0")}-${parts.day.trim().padStart(2, "0")}`;
}

/** doc3 §2.8, §5.6: every field required and checked by pattern; the age between the configured limits. */
export function createCustomerSchema(limits: CreateCustomerLimits) {
  const invalidDate = configuredMessage(limits.invalidDateMessage, [limits.minAge, limits.maxAge]);
  return z.object({
    firstName: required(isValidPersonName, E.name, PERSON_NAME_MAX_LENGTH),
    lastName: required(isValidPersonName, E.name, PERSON_NAME_MAX_LENGTH),
    email: emailField(),
    phone: z
      .string({ error: E.required })
      .trim()
      .min(1, { error: E.required, abort: true })
      .max(20, { error: E.phone, abort: true })
      .refine(isValidPhone, { error: E.phone })
      .transform((phone) => phoneForRequest(phone) ?? ""),
    // doc2 §5: one typed date, MM/DD/YYYY or its eight digits, read by the one date rule.
    dob: z
      .string({ error: E.required })
      .trim()
      .min(1, { error: E.required, abort: true })
      .max(10, { error: E.date, abort: true })
      .superRefine((text, ctx) => {
        const parts = parseDateText(text);
        if (!parts) return void ctx.addIssue({ code: "custom", message: E.date });
        const check = checkDateParts(parts);
        const age = check.ok ? ageOn(check.date, limits.today) : -1;
        if (!check.ok || age < limits.minAge || age > limits.maxAge) ctx.addIssue({ code: "custom", message: invalidDate });
      })
      .transform((text) => toYearMonthDay(parseDateText(text) ?? { month: "", day: "", year: "" })),
    city: required(CITY, E.city, 60),
    state: required(STATE, E.state, 2).transform((state) => state.toUpperCase()),
    zip: required(isValidZip, E.zip, 10).transform(normalizeZip),
  });
}

export type CreateCustomerValues = z.output<ReturnType<typeof createCustomerSchema>>;
