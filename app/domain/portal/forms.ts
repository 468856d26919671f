/**
 * The portal's forms (doc3 §5.6): refer a friend and the consent form. One zod schema per form, the
 * same in the browser (submit stays disabled until it passes) and in the action. Messages are keys
 * of the `portal` catalogue, with their values (../message.ts).
 */
import { z } from "zod";
import { messageKey } from "~/domain/message";
import {
  EMAIL_MAX_LENGTH,
  isValidEmail,
  isValidPersonName,
  isValidPhone,
  PERSON_NAME_MAX_LENGTH,
  PERSON_NAME_MIN_LENGTH,
  phoneForRequest,
} from "~/domain/contact-rules";

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

/** doc3 §5.6 referral: the first name's minimum length (the site's one name rule, ../contact-rules.ts). */
export const REFERRAL_FIRST_NAME_MIN = PERSON_NAME_MIN_LENGTH;

/** A required text: empty → required; shorter than `min` → `tooShort`; then the contact rule. */
const text = (rule: (value: string) => boolean, message: string, max: number, min = 1, tooShort = message) =>
  z
    .string({ error: E.required })
    .trim()
    .min(1, { error: E.required, abort: true })
    .min(min, { error: tooShort, abort: true })
    .max(max, { error: message, abort: true })
    .refine(rule, { error: message });

/** The phone as sent: its 10 digits (doc3 §5.6). */
export const digitsOnly = (phone: string) => phoneForRequest(phone) ?? phone.replace(/\D/g, "");

/** doc3 §3 referral payload (refName, refEmail, refPhone) and §5.6 its rules; the age only where the brand asks it (limits 15 to 75). */
export function referralSchema(limits: { minAge: number; maxAge: number; askAge: boolean }) {
  const ageMessage = messageKey(E.age, { min: limits.minAge, max: limits.maxAge });
  const age = limits.askAge
    ? z.coerce.number({ error: ageMessage }).int({ error: ageMessage }).min(limits.minAge, { error: ageMessage }).max(limits.maxAge, { error: ageMessage })
    : z
        .undefined()
        .optional()
        .or(z.literal(""))
        .transform(() => undefined);
  return z.object({
    refFirstName: text(isValidPersonName, E.name, PERSON_NAME_MAX_LENGTH, REFERRAL_FIRST_NAME_MIN, E.firstName),
    refLastName: text(isValidPersonName, E.name, PERSON_NAME_MAX_LENGTH),
    refEmail: text(isValidEmail, E.email, EMAIL_MAX_LENGTH),
    refPhone: text(isValidPhone, E.phone, 20).transform(digitsOnly),
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
