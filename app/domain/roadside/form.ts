/**
 * doc3 §5.4 roadside membership purchase form, one schema for the browser and the action:
 * member type chosen (single or family); first and last name, licence, e-mail, phone, address,
 * city, state and zip required (middle name and address line 2 optional); the consent box checked;
 * the buyer's age between the configured limits (default 16 to 75) and, for a family membership,
 * the second member's between theirs (default 15 to 75). The phone is sent as its digits (the
 * dashes stripped, doc3 §5.4). A date of birth is one typed text, read by the one date rule (doc2 §5:
 * MM/DD/YYYY, or its eight digits); "today" is passed in
 * (agency time zone) so browser and server agree. The output is the platform's purchase payload
 * without package, amount and return address (doc3 §3).
 *
 * A message (../message.ts) is a key of the `roadside.errors.*` catalogue, or the configured
 * birth-date text (in the page's language) with the limits as its `{0}` / `{1}`.
 */
import { z } from "zod";
import {
  EMAIL_MAX_LENGTH,
  isUsStateText,
  isValidEmail,
  isValidPersonName,
  isValidPhone,
  isValidZip,
  normalizeZip,
  PERSON_NAME_MAX_LENGTH,
  PERSON_NAME_PATTERN,
  phoneForRequest,
} from "~/domain/contact-rules";
import { configuredMessage } from "~/domain/message";
import { ageOn, checkDateParts, dateTextToIso, parseDateText } from "~/domain/quote/dates";

export const roadsideErrors = {
  required: "roadside.errors.required",
  memberType: "roadside.errors.memberType",
  name: "roadside.errors.name",
  licence: "roadside.errors.licence",
  email: "roadside.errors.email",
  phone: "roadside.errors.phone",
  address: "roadside.errors.address",
  city: "roadside.errors.city",
  state: "roadside.errors.state",
  zip: "roadside.errors.zip",
  consent: "roadside.errors.consent",
  date: "roadside.errors.date",
} as const;
const E = roadsideErrors;

/** doc3 §5.4, §9 defaults (the CMS may change them per brand). */
export const ROADSIDE_AGE_LIMITS = { minAge: 16, maxAge: 75, secondaryMinAge: 15, secondaryMaxAge: 75 } as const;

export const MEMBER_TYPES = ["single", "family"] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];

export interface RoadsideFormOptions {
  /** Today in the agency's time zone, ISO (`2026-11-25`). */
  today: string;
  minAge: number;
  maxAge: number;
  secondaryMinAge: number;
  secondaryMaxAge: number;
  /** The configured invalid-birth-date text in the page's language ({0} minimum, {1} maximum age). */
  birthDateMessage: string;
}

/** Names, e-mail, phone and ZIP follow the site's one set of contact rules (../contact-rules.ts); a middle name may be an initial. */
const NAME = isValidPersonName;
const MIDDLE = PERSON_NAME_PATTERN;
const LICENCE = /^[A-Za-z0-9-]{4,20}$/;
const ADDRESS = /^[A-Za-z0-9À-ÖØ-öø-ÿ#'.,\-/ ]{3,100}$/;
const CITY = /^[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ' .-]{1,59}$/;
const STATE = isUsStateText;

/** doc3 §5.4: the phone's dashes (and spaces, dots, brackets, a +1) stripped before sending. */
export function phoneDigits(phone: string): string {
  return phoneForRequest(phone) ?? phone.replace(/\D/g, "");
}

type Rule = RegExp | ((value: string) => boolean);
const passes = (rule: Rule, value: string) => (typeof rule === "function" ? rule(value) : rule.test(value));

function required(rule: Rule, message: string, max: number) {
  return z
    .string({ error: E.required })
    .trim()
    .min(1, { error: E.required, abort: true })
    .max(max, { error: message, abort: true })
    .refine((v) => passes(rule, v), { error: message });
}

function optional(rule: Rule, message: string, max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((v) => v ?? "")
    .refine((v) => v === "" || passes(rule, v), { error: message });
}

/**
 * A typed date of birth (doc2 §5: MM/DD/YYYY or its eight digits, a real date) → yyyy-mm-dd when
 * the age (on `today`) is within [min, max].
 */
function birthDate(today: string, min: number, max: number, message: string) {
  return (
    z
      .string()
      .trim()
      .max(10, { error: E.date })
      // conform sends an empty field as missing: read it as "".
      .optional()
      .transform((v) => v ?? "")
      .superRefine((text, ctx) => {
        if (!text) return void ctx.addIssue({ code: "custom", message: E.required });
        const parts = parseDateText(text);
        const check = parts ? checkDateParts(parts) : null;
        if (!check?.ok) return void ctx.addIssue({ code: "custom", message: E.date });
        const age = ageOn(check.date, today);
        if (age < min || age > max) ctx.addIssue({ code: "custom", message: configuredMessage(message, [min, max]) });
      })
      .transform((text) => dateTextToIso(text) ?? "")
  );
}

/** doc3 §5.4 as a schema (see the file's comment). */
export function roadsideFormSchema(options: RoadsideFormOptions) {
  const base = {
    firstname: required(NAME, E.name, PERSON_NAME_MAX_LENGTH),
    middlename: optional(MIDDLE, E.name, PERSON_NAME_MAX_LENGTH),
    lastname: required(NAME, E.name, PERSON_NAME_MAX_LENGTH),
    dob: birthDate(options.today, options.minAge, options.maxAge, options.birthDateMessage),
    driverLicenseNumber: required(LICENCE, E.licence, 20).transform((v) => v.toUpperCase()),
    email: required(isValidEmail, E.email, EMAIL_MAX_LENGTH),
    phoneNumber: required(isValidPhone, E.phone, 20).transform(phoneDigits),
    addressLine1: required(ADDRESS, E.address, 100),
    addressLine2: optional(ADDRESS, E.address, 100),
    city: required(CITY, E.city, 60),
    state: required(STATE, E.state, 2).transform((v) => v.toUpperCase()),
    zipCode: required(isValidZip, E.zip, 10).transform(normalizeZip),
    // doc3 §5.4: the consent box must be checked (it is the marketing consent the purchase records).
    consent: z.preprocess((v) => v === "on" || v === "true" || v === true, z.literal(true, { error: E.consent })),
  };
  const secondary = z.object({
    firstname: required(NAME, E.name, PERSON_NAME_MAX_LENGTH),
    lastname: required(NAME, E.name, PERSON_NAME_MAX_LENGTH),
    dob: birthDate(options.today, options.secondaryMinAge, options.secondaryMaxAge, options.birthDateMessage),
  });
  // One flat object, so every message shows at once; the second member is read only for a family
  // membership (a family form whose second-member fields are all empty still gets their messages).
  return z.preprocess(
    (input) => {
      if (input === null || typeof input !== "object") return input;
      const { secondary: given, ...rest } = input as Record<string, unknown>;
      return rest.memberType === "family" ? { ...rest, secondary: given ?? {} } : rest;
    },
    z
      .object({ memberType: z.enum(MEMBER_TYPES, { error: E.memberType }), ...base, secondary: secondary.optional() })
      .transform(({ consent, secondary: second, ...value }) => ({
        ...value,
        secondary: value.memberType === "family" && second ? second : null,
        isMarketingConsentGiven: consent,
        country: "USA" as const,
        term: 6 as const,
      })),
  );
}

/** The form's fields as the browser posts them (conform's field names). */
export type RoadsideFormInput = {
  memberType: MemberType;
  firstname: string;
  middlename?: string;
  lastname: string;
  /** As typed: MM/DD/YYYY (doc2 §5). */
  dob: string;
  driverLicenseNumber: string;
  email: string;
  phoneNumber: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state: string;
  zipCode: string;
  consent: string;
  secondary?: { firstname: string; lastname: string; dob: string };
};

export type RoadsidePurchase = z.output<ReturnType<typeof roadsideFormSchema>>;

/** doc3 §4.3-style rule for roadside: a state outside the brand's allowed states goes to the out-of-state wait list. */
export function isAllowedState(state: string, allowedStates: readonly string[]): boolean {
  return allowedStates.map((s) => s.toUpperCase()).includes(state.trim().toUpperCase());
}
