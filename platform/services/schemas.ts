/**
 * Input schemas of the quote API (doc2 §3 entities, §5 rules), shared by routes and the OpenAPI
 * document. Dates are accepted as MM/DD/YYYY, MM-DD-YYYY (the driver form joins its date parts with
 * dashes) or YYYY-MM-DD, must be real calendar dates with a year from 1920 to 3999 (doc2 §5), and
 * come out as ISO yyyy-mm-dd. E-mail, phone, ZIP and name follow ./contact-rules.ts, the rules
 * the site checks too.
 */
import { z } from "zod";
import { COVERAGE_CODES, type CoverageCode } from "../rating/index.ts";
import { carrierTermsListField } from "./carrier-terms.ts";
import { MAX_DRIVERS_PER_QUOTE, MAX_VEHICLES_PER_QUOTE } from "../rating/limits.ts";
import {
  EMAIL_MAX_LENGTH,
  isUsStateText,
  isValidEmail,
  isValidPersonName,
  isValidPhone,
  isValidZip,
  PERSON_NAME_MAX_LENGTH,
  PERSON_NAME_MIN_LENGTH,
  phoneForRequest,
  zipForRequest,
} from "./contact-rules.ts";

export function isoFromSpecDate(value: string): string | null {
  let year: number, month: number, day: number;
  let m = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(value);
  if (m) {
    month = Number(m[1]);
    day = Number(m[2]);
    year = Number(m[3]);
  } else {
    m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (!m) return null;
    year = Number(m[1]);
    month = Number(m[2]);
    day = Number(m[3]);
  }
  if (year < 1920 || year > 3999 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

export const specDate = z
  .string({ error: "is required" })
  .trim()
  .transform((value, ctx) => {
    const iso = isoFromSpecDate(value);
    if (!iso) {
      ctx.addIssue({ code: "custom", message: "must be a real date as MM/DD/YYYY (year 1920 to 3999)" });
      return z.NEVER;
    }
    return iso;
  })
  .meta({ description: "MM/DD/YYYY, MM-DD-YYYY or YYYY-MM-DD", examples: ["04/12/1990"] });

export const phone = z
  .string({ error: "is required" })
  .refine(isValidPhone, "must be a 10-digit phone number")
  .transform((value) => phoneForRequest(value) ?? value)
  .meta({
    description: "A US number of 10 digits (area code 2 to 9), `+1` allowed; dashes, spaces, dots and brackets are stripped",
    examples: ["214-555-0101"],
  });

export const email = z
  .string({ error: "must be an e-mail address" })
  .trim()
  .max(EMAIL_MAX_LENGTH, `must be at most ${EMAIL_MAX_LENGTH} characters`)
  .refine(isValidEmail, "must be an e-mail address")
  .meta({ format: "email", description: "An e-mail address with a dotted domain, at most 254 characters" });
export const zipCode = z
  .string({ error: "is required" })
  .refine(isValidZip, "must be 5 digits")
  .transform((value) => zipForRequest(value) ?? value)
  .meta({ description: "5 digits, or a ZIP+4 (with or without its dash) kept as its 5 digits", examples: ["75001"] });
/** A US state code (contact-rules.ts), upper-cased. */
export const stateCode = z.string({ error: "is required" }).trim().toUpperCase().refine(isUsStateText, "must be a two-letter state code");
export const personName = z
  .string({ error: "is required" })
  .trim()
  .min(PERSON_NAME_MIN_LENGTH, `must be at least ${PERSON_NAME_MIN_LENGTH} characters`)
  .max(PERSON_NAME_MAX_LENGTH, `must be at most ${PERSON_NAME_MAX_LENGTH} characters`)
  .refine(isValidPersonName, "must be letters, with apostrophes, hyphens, periods and spaces")
  .meta({ description: "A name: letters of any alphabet, apostrophes, hyphens, periods and spaces; 2 to 60 characters" });
export const idText = (name: string) =>
  z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(100, "must be at most 100 characters")
    .regex(/^[A-Za-z0-9_-]+$/, `must be a ${name} (letters, digits, '_' and '-')`);

/** A numeric code given as a number or a numeric string, one of `values`. */
export function code(values: readonly number[], meaning: string) {
  return z
    .union([z.number(), z.string()], { error: `must be one of ${values.join(", ")} (${meaning})` })
    .transform((v, ctx) => {
      const n = typeof v === "number" ? v : v.trim() === "" ? NaN : Number(v);
      if (!values.includes(n)) {
        ctx.addIssue({ code: "custom", message: `must be one of ${values.join(", ")} (${meaning})` });
        return z.NEVER;
      }
      return n;
    })
    .meta({ description: meaning });
}

export const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(["true", "false", "0", "1"])], { error: "must be true or false" })
  .transform((v) => v === true || v === 1 || v === "true" || v === "1");

const amount = z.union([z.number(), z.string().max(20)]).nullish();

export const coverageEntrySchema = z.object({
  coverageCd: z.enum(COVERAGE_CODES as unknown as [CoverageCode, ...CoverageCode[]], { error: `must be one of ${COVERAGE_CODES.join(", ")}` }),
  val1: amount,
  val2: amount,
  val3: amount,
});

export const addressSchema = z.object({
  address: z.string().trim().min(5, "must be at least 5 characters").max(120, "must be at most 120 characters"),
  address2: z.string().trim().max(60).optional(),
  city: z.string().trim().min(2, "is required").max(60),
  state: stateCode,
  zipCode,
  county: z.string().trim().max(60).optional(),
});

export const violationSchema = z.object({ description: z.string().min(1).max(80), date: specDate });

/** doc2 §3 "Customer (rating request)". */
export const customerSchema = z.object({
  name: personName,
  surname: personName,
  dob: specDate,
  dlNumber: z.string().trim().max(40).optional(),
  email,
  phoneNumber: phone,
  gender: code([0, 1], "gender: 1 female, 0 male"),
  maritalStatus: code([0, 1], "marital: 1 single, 0 married"),
  address: addressSchema,
  /** Currently insured (doc2 §2 driver 3/3). */
  insured: flag.optional(),
  residence: z
    .enum(["own", "rent", "other"], { error: "must be own, rent or other" })
    .optional()
    .meta({ description: "Pricing question (not in doc2): the customer's residence. `own` is rated as a homeowner; absent or another value is not." }),
  insuredMonths: z.coerce
    .number({ error: "must be a number of months" })
    .int("must be a whole number of months")
    .min(0, "must be 0 or more")
    .max(600, "must be at most 600")
    .optional()
    .meta({
      description:
        "Pricing question (not in doc2): months the current insurance has run continuously, read when `insured` is true. 12 or more is rated as 12 months of prior insurance, 6 to 11 as 6 months, less than 6 as none; absent with `insured` true is rated as 6 months.",
    }),
  agencyTransfer: flag.optional().meta({
    description:
      "Pricing question (not in doc2): the current policy is being moved here from another insurance agency, read when `insured` is true. Rated as the rate manual's agency transfer (T6, T12) in place of prior insurance (P6, P12), by the same months.",
  }),
});

/** Licence types: 1 Texas DL, 2 Texas ID, 3 other state DL, 4 matricula, 5 passport, 6 foreign (doc2 §3), 7 none. */
export const LICENSE_TYPE_CODES = [1, 2, 3, 4, 5, 6, 7] as const;

/** doc2 §3 "Driver (rating request)". */
export const driverSchema = z.object({
  name: personName,
  surname: personName,
  relation: code([0, 1, 2, 3, 4, 5], "relation: 1 spouse, 2 child, 3 other related, 4 other non-related, 5 parent, otherwise self").optional(),
  dob: specDate,
  gender: code([0, 1], "gender: 1 female, 0 male"),
  maritalStatus: code([0, 1], "marital: 1 single, 0 married"),
  email: email.optional(),
  phoneNumber: phone.optional(),
  dLNumber: z.string().trim().max(40).optional(),
  licenseType: code(LICENSE_TYPE_CODES, "licence type: 1 Texas DL, 2 Texas ID, 3 other state DL, 4 matricula, 5 passport, 6 foreign, 7 none").optional(),
  address: addressSchema.partial().optional(),
  driverStatus: code([0, 1, 2], "driver status: 0 insured, 1 excluded all other, 2 excluded unlicensed").optional(),
  isExcluded: flag.optional(),
  residenceStatus: code([0, 1, 2, 3, 4, 5], "residence: 0 resident, 1 distant student, 2 military, 3 out of country, 4 other, 5 deceased").optional(),
  violations: z.array(violationSchema).max(20).optional(),
});

/** doc2 §3 "Vehicle" in the rating request. */
export const carSchema = z.object({
  vin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-HJ-NPR-Z0-9]{17}$/, "must be 17 letters or digits, without I, O or Q")
    .optional(),
  year: z.coerce.number({ error: "must be a year" }).int("must be a year").min(1950, "must be 1950 or later").max(2100, "must be a model year"),
  maker: z.string().trim().min(1, "is required").max(40),
  model: z.string().trim().min(1, "is required").max(60),
  garagingAddress: addressSchema.partial().optional(),
  liab: flag.optional(),
  annualMilesAge: z.coerce.number().int().min(0).max(200000).optional(),
  selectedAnnualMileage: z.coerce.number().int().min(0).max(200000).optional(),
  odometerReading: z.coerce.number().int().min(0).max(2000000).optional(),
  commutingVehicle: flag.optional(),
  commutingDays: z.coerce.number().int().min(0).max(7).optional(),
  usage: z.enum(["pleasure", "commuteShort", "commute", "business", "farm"]).optional(),
  coverages: z.array(coverageEntrySchema).max(20).optional(),
  ownership: z
    .enum(["owned", "financed", "leased"], { error: "must be owned, financed or leased" })
    .optional()
    .meta({ description: "Pricing question (not in doc2): financed and leased vehicles have a lienholder; absent is rated as owned (no lienholder)." }),
  monthsOwned: z.coerce
    .number({ error: "must be a number of months" })
    .int("must be a whole number of months")
    .min(0, "must be 0 or more")
    .max(1200, "must be at most 1200")
    .optional()
    .meta({ description: "Pricing question (not in doc2): whole months the customer has owned the vehicle. Absent is rated as two years." }),
  annualMileage: z.coerce
    .number({ error: "must be a number of miles" })
    .int("must be a whole number of miles")
    .min(0, "must be 0 or more")
    .max(200000, "must be at most 200000")
    .optional()
    .meta({
      description:
        "Pricing question (not in doc2): the real annual mileage the customer gave. Rated as given; `annualMilesAge` keeps doc2 §9's bucket of it. Absent: the bucket of selectedAnnualMileage or annualMilesAge is rated.",
    }),
});

export const selectedPaymentOptionSchema = z.object({
  CompanyProductCd: z.string().max(40).optional(),
  DownPaymentAmount: z.coerce.number().optional(),
  InstallmentPaymentAmount: z.coerce.number().optional(),
  NumberInstallmentPayments: z.coerce.number().int().optional(),
  PayPlan: z.string().max(20).optional(),
  TotalCharges: z.coerce.number().optional(),
});

/** doc2 §3 "Rating transaction request" (the header travels beside it), without its cross-field rule. */
export const transactionObject = z.object({
  transactionId: idText("transaction id").optional().meta({ description: "Client-generated random identifier; generated when absent." }),
  term: code([6, 12], "policy term in months").default(6),
  effectiveDate: specDate.optional(),
  transactionDate: specDate.optional(),
  rc1TransactionId: z.string().max(100).optional(),
  carrierId: z.string().max(60).optional().meta({ description: "Rate only this carrier." }),
  carriers: carrierTermsListField,
  customerId: z.string().max(100).optional(),
  isManualEntry: flag.optional(),
  previousQuoteNumber: z.string().max(60).optional(),
  requestStep: z.coerce.number().int().min(0).max(99).optional(),
  afee: z.coerce.number().min(0).max(10000).optional(),
  customer: customerSchema,
  drivers: z
    .array(driverSchema, { error: "must be a list of drivers" })
    .min(1, "needs at least one driver")
    .max(MAX_DRIVERS_PER_QUOTE, `at most ${MAX_DRIVERS_PER_QUOTE} drivers`),
  cars: z.array(carSchema, { error: "must be a list of vehicles" }).max(MAX_VEHICLES_PER_QUOTE, `at most ${MAX_VEHICLES_PER_QUOTE} vehicles`).default([]),
  coverages: z.array(coverageEntrySchema).max(20).default([]),
  questionAnswers: z
    .array(z.object({ code: z.string().max(40), answer: z.union([z.string().max(200), z.number(), z.boolean()]) }))
    .max(50)
    .optional(),
  policyFile: z.record(z.string(), z.unknown()).optional(),
  foreignLicenseType: z.string().max(40).optional(),
  foreignLicenseId: z.string().max(40).optional(),
  nonOwner: flag.optional(),
  paperlessConsent: flag.optional(),
  paperlessPreference: flag.optional(),
  paperlessType: z.enum(["email"]).optional(),
  SelectedPaymentOption: selectedPaymentOptionSchema.optional(),
});

/** doc2 §3 "Rating transaction request": a policy needs a vehicle unless it is non-owner. */
export const transactionSchema = transactionObject.superRefine((t, ctx) => {
  if (!t.nonOwner && t.cars.length === 0) ctx.addIssue({ code: "custom", path: ["cars"], message: "needs at least one vehicle (or nonOwner)" });
});

export type TransactionInput = z.output<typeof transactionSchema>;
