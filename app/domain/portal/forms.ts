/**
 * The portal's forms (doc3 §5.6): refer a friend and the consent form. One zod schema per form, the
 * same in the browser (submit stays disabled until it passes) and in the action. Messages are keys
 * of the `portal` catalogue.
 */
import { z } from "zod";
import { EMAIL_PATTERN } from "~/domain/public/email";

export const portalErrors = {
  required: "portal.errors.required",
  firstName: "portal.errors.firstName",
  name: "portal.errors.name",
  email: "portal.errors.email",
  phone: "portal.errors.phone",
  zip: "portal.errors.zip",
  age: "portal.errors.age",
  consentRequired: "portal.errors.consentRequired",
} as const;
const E = portalErrors;

/** doc3 §5.6 referral: the first name's minimum length. */
export const REFERRAL_FIRST_NAME_MIN = 2;
export const PHONE_PATTERN = /^\(?\d{3}\)?[-. ]?\d{3}[-. ]?\d{4}$/;
export const NAME_PATTERN = /^[\p{L}][\p{L}' .-]*$/u;

const text = (pattern: RegExp, message: string, min = 1, max = 100) =>
  z.string({ error: E.required }).trim().min(1, { error: E.required, abort: true }).min(min, { error: message, abort: true }).max(max, { error: message, abort: true }).regex(pattern, { error: message });

export const digitsOnly = (phone: string) => phone.replace(/\D/g, "");

/** doc3 §3 referral payload (refName, refEmail, refPhone) and §5.6 its rules; the age only where the brand asks it (limits 15 to 75). */
export function referralSchema(limits: { minAge: number; maxAge: number; askAge: boolean }) {
  const age = limits.askAge
    ? z.coerce.number({ error: E.age }).int({ error: E.age }).min(limits.minAge, { error: E.age }).max(limits.maxAge, { error: E.age })
    : z.undefined().optional().or(z.literal("")).transform(() => undefined);
  return z.object({
    refFirstName: text(NAME_PATTERN, E.firstName, REFERRAL_FIRST_NAME_MIN, 50),
    refLastName: text(NAME_PATTERN, E.name, 1, 50),
    refEmail: text(EMAIL_PATTERN, E.email, 3, 254),
    refPhone: text(PHONE_PATTERN, E.phone, 10, 20).transform(digitsOnly),
    refAge: age,
  });
}
export type ReferralInput = z.output<ReturnType<typeof referralSchema>>;

/** doc3 §5.6 consent form: every box ticked, else the required-field error. */
export function consentSchema(boxes: readonly string[]) {
  const ticked = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()).refine((v) => v, { error: E.consentRequired });
  return z.object({
    id: z.string().trim().min(1).max(100),
    ...Object.fromEntries(boxes.map((name) => [name, ticked])),
  });
}

/** Whether every box is ticked (the submit button's state). */
export const allTicked = (ticked: Readonly<Record<string, boolean>>, boxes: readonly string[]) => boxes.length > 0 && boxes.every((b) => ticked[b] === true);

/** doc3 §4.6 consent states: inputs and the button are disabled after any of them. */
export type ConsentState = "open" | "alreadyConsented" | "success" | "error";
export const consentLocked = (state: ConsentState) => state !== "open";
export function consentStateOf(record: { cf_customer_consent_form_completed?: unknown } | null): ConsentState {
  if (!record) return "error";
  const flag = record.cf_customer_consent_form_completed;
  return flag === true || flag === "true" || flag === 1 || flag === "1" || flag === "Yes" || flag === "yes" ? "alreadyConsented" : "open";
}
