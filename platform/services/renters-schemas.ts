/**
 * Request schemas of the renters API (doc3 §3 "Renters customer" and the purchase request, §5.3),
 * shared by the routes and the OpenAPI document. Names follow the spec's casing: the rate request
 * in camelCase as the quote form sends it, the purchase request in the carrier's PascalCase.
 */
import { z } from "zod";
import { PAYMENT_PLANS, RENTERS_COVERAGE_CODES, type RentersCoverages } from "../rating/renters/types.ts";
import { email, personName, phone, zipCode } from "./schemas.ts";

/** doc3 §3: at most 4 roommates (role 0) and one additional interested party (role 1). */
export const MAX_ROOMMATES = 4;
export const ROLE_ROOMMATE = 0;
export const ROLE_INTERESTED_PARTY = 1;
/** doc3 §3, §9: the fixed community defaults. */
export const COMMUNITY_DEFAULTS = { YearsProfessionallyManaged: 1, NumberOfUnits: 5, YearBuilt: 2008 } as const;
/** doc3 §3: the purchase is request step 3. */
export const PURCHASE_REQUEST_STEP = 3;

const isoDay = z
  .string({ error: "is required" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as yyyy-mm-dd")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), "must be a real date");
const text = (max: number) => z.string({ error: "is required" }).trim().min(1, "is required").max(max, `must be at most ${max} characters`);
const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).optional().default("");
const amount = z.number({ error: "must be a number" }).int("must be whole dollars").min(0, "must be 0 or more").max(1_000_000, "must be at most 1000000");

export const coverageEntry = z
  .object({
    CoverageCd: z.enum(RENTERS_COVERAGE_CODES, { error: `must be one of ${RENTERS_COVERAGE_CODES.join(", ")}` }),
    Limit: z.object({ Val1: amount }).optional(),
    Deductible: z.object({ Val1: amount }).optional(),
  })
  .refine((c) => (c.Limit === undefined) !== (c.Deductible === undefined), "needs either Limit.Val1 or Deductible.Val1");

const DEDUCTIBLE_CODES = new Set(["AllOtherPeril", "WindHail"]);

/** The coverage list as the rating engine reads it; each code once, deductibles for the two deductible codes. */
export const coveragesSchema = z
  .array(coverageEntry)
  .max(RENTERS_COVERAGE_CODES.length, "has too many entries")
  .transform((list, ctx): RentersCoverages => {
    const seen = new Map<string, number>();
    for (const entry of list) {
      if (seen.has(entry.CoverageCd)) ctx.addIssue({ code: "custom", message: `${entry.CoverageCd} is given twice` });
      const wantsDeductible = DEDUCTIBLE_CODES.has(entry.CoverageCd);
      if (wantsDeductible !== (entry.Deductible !== undefined))
        ctx.addIssue({ code: "custom", message: `${entry.CoverageCd} takes ${wantsDeductible ? "Deductible.Val1" : "Limit.Val1"}` });
      seen.set(entry.CoverageCd, (entry.Deductible ?? entry.Limit)!.Val1);
    }
    for (const required of ["CoverageC", "CoverageD", "CoverageE", "CoverageF", "AllOtherPeril", "WindHail"]) {
      if (!seen.has(required)) ctx.addIssue({ code: "custom", message: `${required} is required` });
    }
    const get = (code: string) => seen.get(code) ?? 0;
    return {
      CoverageC: get("CoverageC"),
      CoverageD: get("CoverageD"),
      CoverageE: get("CoverageE"),
      CoverageF: get("CoverageF"),
      AllOtherPeril: get("AllOtherPeril"),
      WindHail: get("WindHail"),
      ReplacementCost: get("ReplacementCost") > 0 ? 1 : 0,
      RentalIncome: get("RentalIncome"),
      PetDamage: get("PetDamage"),
      WaterBackup: get("WaterBackup"),
    };
  });

export const additionalCustomer = z.object({
  Name: personName,
  Surname: personName,
  Email: email.optional().or(z.literal("")).default(""),
  Role: z.union([z.literal(ROLE_ROOMMATE), z.literal(ROLE_INTERESTED_PARTY)], { error: "must be 0 (roommate) or 1 (additional interested party)" }),
});

/** doc3 §5.3: up to 4 roommates, at most one interested party, and the interested party has an e-mail. */
export const additionalCustomers = z
  .array(additionalCustomer)
  .max(MAX_ROOMMATES + 1, "has too many entries")
  .superRefine((list, ctx) => {
    const roommates = list.filter((c) => c.Role === ROLE_ROOMMATE).length;
    const parties = list.filter((c) => c.Role === ROLE_INTERESTED_PARTY);
    if (roommates > MAX_ROOMMATES) ctx.addIssue({ code: "custom", message: `at most ${MAX_ROOMMATES} roommates` });
    if (parties.length > 1) ctx.addIssue({ code: "custom", message: "at most one additional interested party" });
    if (parties.some((p) => !p.Email)) ctx.addIssue({ code: "custom", message: "the additional interested party needs an e-mail" });
  })
  .default([]);

export const rentersCustomer = z.object({ name: personName, surname: personName, email, phoneNumber: phone });
export const rentersAddress = z.object({ address1: text(100), address2: optionalText(60), city: text(60), zipCode });

/** The rate request (doc3 §7.3): who, where, from when, and the coverages. */
export const rateRequestSchema = z.object({
  customer: rentersCustomer,
  address: rentersAddress,
  effectiveDate: isoDay,
  additionalCustomers,
  coverages: coveragesSchema,
});
export type RateRequest = z.output<typeof rateRequestSchema>;

export const transactionId = z.string({ error: "is required" }).regex(/^rnt_[A-Za-z0-9_-]{20,40}$/, "must be a renters transaction id");

export const cardTokenSchema = z.object({
  PaymentToken: z.string({ error: "is required" }).regex(/^ctok_[A-Za-z0-9_-]{20,60}$/, "must be a card token"),
  PaymentMerchantId: z
    .string()
    .regex(/^\d{1,10}$/, "must be digits")
    .default("49"),
  PaymentProcessor: text(40),
  PaymentMethod: text(40),
  CardHolderName: text(80),
  ExpirationDate: z.string().regex(/^\d{2}\/\d{2}$/, "must be MM/YY"),
  CardType: text(40),
  LastFourDigits: z.string().regex(/^\d{4}$/, "must be 4 digits"),
});

export const paymentPlanSchema = z
  .object({
    PlanType: z.enum(PAYMENT_PLANS, { error: `must be one of ${PAYMENT_PLANS.join(", ")}` }),
    InstallmentDayofMonth: z.number().int("must be a whole day").min(1, "must be 1 to 28").max(28, "must be 1 to 28").nullish(),
  })
  .refine((p) => p.PlanType === "Annual" || (p.InstallmentDayofMonth ?? null) !== null, {
    message: "non-annual plans need InstallmentDayofMonth",
    path: ["InstallmentDayofMonth"],
  });

/** doc3 §3 purchase request. */
export const purchaseRequestSchema = z.object({
  TransactionId: transactionId,
  Rc1TransactionId: transactionId.optional(),
  CarrierId: z.string({ error: "is required" }).regex(/^[a-z0-9-]{2,40}$/, "must be a carrier id"),
  RequestStep: z.literal(PURCHASE_REQUEST_STEP, { error: `must be ${PURCHASE_REQUEST_STEP}` }),
  EffectiveDate: isoDay,
  Customer: z.object({ Name: personName, Surname: personName, Email: email, PhoneNumber: phone }),
  Address: z.object({
    Address1: text(100),
    Address2: optionalText(60),
    City: text(60),
    State: z.string().regex(/^[A-Z]{2}$/, "must be a state code"),
    ZipCode: zipCode,
  }),
  AdditionalCustomers: additionalCustomers,
  Community: z
    .object(
      { YearsProfessionallyManaged: z.literal(1), NumberOfUnits: z.literal(5), YearBuilt: z.literal(2008) },
      { error: "must be the fixed community defaults 1, 5, 2008" },
    )
    .default(COMMUNITY_DEFAULTS),
  Coverages: coveragesSchema,
  PaymentPlan: paymentPlanSchema,
  PaymentMethod: cardTokenSchema,
});
export type PurchaseRequest = z.output<typeof purchaseRequestSchema>;
