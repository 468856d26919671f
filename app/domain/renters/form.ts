/**
 * doc3 §5.3 renters quote form, one schema for the browser and the action, by section:
 * - personal information: first and last name, e-mail, phone, address, city and zip by pattern;
 *   the policy effective date between today and today + the configured maximum days (Texas time,
 *   "today" passed in so browser and server agree), else the configured invalid-date message;
 *   roommates (at most 4) need first and last name; the additional interested party, when added,
 *   needs names and e-mail;
 * - coverage: contents (C), loss of use (D), liability (E), medical (F), the two deductibles and the
 *   optional coverages, each one of the offered values;
 * - payment: the chosen carrier and plan, the installment day of month for non-annual plans, and
 *   the card token the processor's widget gave (never the card itself).
 * `quoteSchema` = personal + coverage (the rate request); `buySchema` adds payment (the purchase).
 * A message is a key of the `renters.errors.*` catalogue, or the configured invalid-date text
 * (already filled in and in the page's language).
 */
import { z } from "zod";
import {
  EMAIL_MAX_LENGTH,
  isValidEmail,
  isValidPersonName,
  isValidPhone,
  isValidZip,
  normalizeZip,
  PERSON_NAME_MAX_LENGTH,
  phoneForRequest,
} from "~/domain/contact-rules";

export const rentersErrors = {
  required: "renters.errors.required",
  name: "renters.errors.name",
  email: "renters.errors.email",
  phone: "renters.errors.phone",
  address: "renters.errors.address",
  city: "renters.errors.city",
  zip: "renters.errors.zip",
  choice: "renters.errors.choice",
  plan: "renters.errors.plan",
  installmentDay: "renters.errors.installmentDay",
  card: "renters.errors.card",
  roommates: "renters.errors.roommates",
} as const;
const E = rentersErrors;

/** doc3 §3, §9: at most 4 roommates. */
export const MAX_ROOMMATES = 4;
/** doc3 §9 plan labels. */
export const PLAN_TYPES = ["Annual", "SemiAnnual", "Quarterly", "Monthly"] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
/** Installment days offered (every month has them). */
export const INSTALLMENT_DAYS = Array.from({ length: 28 }, (_, i) => i + 1);

/** doc3 §5.3: the add-roommate button shows only below 4 roommates. */
export function canAddRoommate(count: number): boolean {
  return count < MAX_ROOMMATES;
}

/** doc3 §5.3: non-annual plans need an installment day of month. */
export function needsInstallmentDay(plan: string | undefined): boolean {
  return plan !== undefined && plan !== "" && plan !== "Annual";
}

/** Adds days to an ISO date (calendar arithmetic, no time zone). */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** doc3 §5.3: the effective-date window [today, today + maxDays]. */
export function effectiveDateWindow(today: string, maxDays: number): { min: string; max: string } {
  return { min: today, max: addDays(today, maxDays) };
}

export function isEffectiveDateAllowed(value: string, today: string, maxDays: number): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const real = new Date(`${value}T12:00:00Z`);
  if (Number.isNaN(real.getTime()) || real.toISOString().slice(0, 10) !== value) return false;
  const { min, max } = effectiveDateWindow(today, maxDays);
  return value >= min && value <= max;
}

export interface RentersFormOptions {
  /** Today in the agency's time zone, ISO. */
  today: string;
  maxEffectiveDays: number;
  /** The configured invalid-date text in the page's language with the window as its values, as a message (../message.ts). */
  invalidDateMessage: string;
  /** The values each coverage select offers (the platform's coverage options). */
  coverageOptions: CoverageOptions;
}

export interface CoverageOptions {
  CoverageC: number[];
  /** Contents limit → its loss-of-use options (the platform derives them, doc3 §9). */
  CoverageD: Record<string, number[]>;
  CoverageE: number[];
  CoverageF: number[];
  AllOtherPeril: number[];
  WindHail: number[];
  RentalIncome: number[];
  PetDamage: number[];
  WaterBackup: number[];
}

/** Names, e-mail, phone and ZIP follow the site's one set of contact rules (../contact-rules.ts). */
const NAME = isValidPersonName;
const ADDRESS = /^[A-Za-z0-9À-ÖØ-öø-ÿ#'.,\-/ ]{3,100}$/;
const ADDRESS2 = /^[A-Za-z0-9À-ÖØ-öø-ÿ#'.,\-/ ]{1,60}$/;
const CITY = /^[A-Za-zÀ-ÖØ-öø-ÿ][A-Za-zÀ-ÖØ-öø-ÿ' .-]{1,59}$/;

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

/** One of the offered values (a select's value comes as text). */
function oneOf(values: readonly number[]) {
  return z
    .string({ error: E.choice })
    .trim()
    .min(1, { error: E.choice, abort: true })
    .transform(Number)
    .refine((v) => values.includes(v), { error: E.choice });
}

const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "1" || v === "true");

const person = z.object({ firstName: required(NAME, E.name, PERSON_NAME_MAX_LENGTH), lastName: required(NAME, E.name, PERSON_NAME_MAX_LENGTH) });

export function personalSchema(options: Pick<RentersFormOptions, "today" | "maxEffectiveDays" | "invalidDateMessage">) {
  return z
    .object({
      firstName: required(NAME, E.name, PERSON_NAME_MAX_LENGTH),
      lastName: required(NAME, E.name, PERSON_NAME_MAX_LENGTH),
      email: required(isValidEmail, E.email, EMAIL_MAX_LENGTH),
      phone: required(isValidPhone, E.phone, 20).transform((v) => phoneForRequest(v) ?? v),
      address1: required(ADDRESS, E.address, 100),
      address2: optional(ADDRESS2, E.address, 60),
      city: required(CITY, E.city, 60),
      zip: required(isValidZip, E.zip, 10).transform(normalizeZip),
      effectiveDate: z
        .string({ error: E.required })
        .trim()
        .min(1, { error: E.required, abort: true })
        .refine((v) => isEffectiveDateAllowed(v, options.today, options.maxEffectiveDays), { error: options.invalidDateMessage }),
      roommates: z.array(person, { error: E.roommates }).max(MAX_ROOMMATES, { error: E.roommates }).optional().default([]),
      hasInterestedParty: checkbox,
      party: z.object({ firstName: z.string().optional(), lastName: z.string().optional(), email: z.string().optional() }).optional().default({}),
    })
    .superRefine((value, ctx) => {
      if (!value.hasInterestedParty) return;
      const check = (field: "firstName" | "lastName" | "email", schema: z.ZodType) => {
        const result = schema.safeParse(value.party[field] ?? "");
        if (!result.success) ctx.addIssue({ code: "custom", path: ["party", field], message: result.error.issues[0]?.message ?? E.required });
      };
      check("firstName", required(NAME, E.name, PERSON_NAME_MAX_LENGTH));
      check("lastName", required(NAME, E.name, PERSON_NAME_MAX_LENGTH));
      check("email", required(isValidEmail, E.email, EMAIL_MAX_LENGTH));
    });
}

export function coverageSchema(options: Pick<RentersFormOptions, "coverageOptions">) {
  const o = options.coverageOptions;
  return z
    .object({
      contents: oneOf(o.CoverageC),
      lossOfUse: z.string({ error: E.choice }).trim().min(1, { error: E.choice }).transform(Number),
      liability: oneOf(o.CoverageE),
      medical: oneOf(o.CoverageF),
      allOtherPeril: oneOf(o.AllOtherPeril),
      windHail: oneOf(o.WindHail),
      replacementCost: checkbox,
      rentalIncome: oneOf(o.RentalIncome),
      petDamage: oneOf(o.PetDamage),
      waterBackup: oneOf(o.WaterBackup),
    })
    .superRefine((value, ctx) => {
      // doc3 §9: D must be one of the options derived from the chosen contents limit.
      if (!(o.CoverageD[String(value.contents)] ?? []).includes(value.lossOfUse)) ctx.addIssue({ code: "custom", path: ["lossOfUse"], message: E.choice });
    });
}

const TOKEN = /^ctok_[A-Za-z0-9_-]{20,60}$/;

export const paymentSchema = z
  .object({
    carrierId: z
      .string({ error: E.plan })
      .trim()
      .regex(/^[a-z0-9-]{2,40}$/, { error: E.plan }),
    planType: z.enum(PLAN_TYPES, { error: E.plan }),
    installmentDay: z.string().trim().optional(),
    paymentToken: z.string({ error: E.card }).regex(TOKEN, { error: E.card }),
    cardHolderName: z.string({ error: E.card }).trim().min(1, { error: E.card }).max(80),
    expirationDate: z.string({ error: E.card }).regex(/^\d{2}\/\d{2}$/, { error: E.card }),
    cardType: z.string({ error: E.card }).trim().min(1, { error: E.card }).max(40),
    lastFour: z.string({ error: E.card }).regex(/^\d{4}$/, { error: E.card }),
    merchantId: z.string({ error: E.card }).regex(/^\d{1,10}$/, { error: E.card }),
    processor: z.string({ error: E.card }).trim().min(1, { error: E.card }).max(40),
    paymentMethod: z.string({ error: E.card }).trim().min(1, { error: E.card }).max(40),
  })
  .superRefine((value, ctx) => {
    if (!needsInstallmentDay(value.planType)) return;
    const day = Number(value.installmentDay);
    if (!Number.isInteger(day) || !INSTALLMENT_DAYS.includes(day)) ctx.addIssue({ code: "custom", path: ["installmentDay"], message: E.installmentDay });
  })
  .transform((value) => ({ ...value, installmentDay: needsInstallmentDay(value.planType) ? Number(value.installmentDay) : null }));

const transactionId = z.string({ error: E.required }).regex(/^rnt_[A-Za-z0-9_-]{20,40}$/, { error: E.required });

/** The rate request: personal information and coverage. */
export function quoteSchema(options: RentersFormOptions) {
  return z.intersection(personalSchema(options), coverageSchema(options));
}

/** The purchase: the quoted transaction, personal information, coverage and payment. */
export function buySchema(options: RentersFormOptions) {
  return z.intersection(z.intersection(personalSchema(options), coverageSchema(options)), paymentSchema.and(z.object({ transactionId })));
}

export type QuoteValues = z.output<ReturnType<typeof quoteSchema>>;
export type BuyValues = z.output<ReturnType<typeof buySchema>>;

/** Which tab a field is on (to show the tab of the first error). */
export function tabOfField(name: string): "personal" | "coverage" | "payment" {
  const root = name.split(/[.[]/)[0] ?? "";
  if (
    ["contents", "lossOfUse", "liability", "medical", "allOtherPeril", "windHail", "replacementCost", "rentalIncome", "petDamage", "waterBackup"].includes(root)
  )
    return "coverage";
  if (
    [
      "carrierId",
      "planType",
      "installmentDay",
      "paymentToken",
      "cardHolderName",
      "expirationDate",
      "cardType",
      "lastFour",
      "merchantId",
      "processor",
      "paymentMethod",
      "transactionId",
    ].includes(root)
  )
    return "payment";
  return "personal";
}

/** The form's fields as the browser holds them (every value text), for conform's field metadata. */
// A type (not an interface) so conform sees it as a record of fields.
export type RentersFormFields = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address1: string;
  address2: string;
  city: string;
  zip: string;
  effectiveDate: string;
  roommates: { firstName: string; lastName: string }[];
  hasInterestedParty: string;
  party: { firstName: string; lastName: string; email: string };
  contents: string;
  lossOfUse: string;
  liability: string;
  medical: string;
  allOtherPeril: string;
  windHail: string;
  replacementCost: string;
  rentalIncome: string;
  petDamage: string;
  waterBackup: string;
  transactionId: string;
  carrierId: string;
  planType: string;
  installmentDay: string;
};
