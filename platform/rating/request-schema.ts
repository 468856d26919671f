/**
 * zod schema of `RatingRequest`, for the platform core to check what it hands the engine
 * (each failing field gets its own message, for a 4xx answer).
 */
import { z } from "zod";
import type { RatingRequest } from "./types.ts";
import { MAX_DRIVERS_PER_QUOTE, MAX_VEHICLES_PER_QUOTE } from "./limits.ts";
import { isValidZip, ZIP_LENGTH } from "../services/contact-rules.ts";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "use yyyy-mm-dd");
/** The engine reads ZIPs as kept (5 digits): a ZIP+4 is refused here, not shortened. */
const zip = z.string().refine((value) => value.length === ZIP_LENGTH && isValidZip(value), "5 digits");
const value = z.union([z.number(), z.string(), z.null()]).optional();
const coverage = z.object({
  coverageCd: z.enum(["BI", "PD", "PIP", "UM", "UMPD", "COMP", "COLL", "RREIM", "CWAIV"]),
  val1: value,
  val2: value,
  val3: value,
});

const driver = z
  .object({
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    dob: isoDate.optional(),
    age: z.number().int().min(0).max(120).optional(),
    gender: z.enum(["male", "female"]),
    marital: z.enum(["single", "married"]),
    relation: z.enum(["self", "spouse", "child", "otherRelated", "otherNonRelated", "parent"]),
    licenseType: z.enum(["texasDL", "texasID", "otherStateDL", "foreignDL", "matricula", "passport", "none"]),
    excluded: z.boolean().optional(),
    violations: z.array(z.object({ description: z.string().min(1), date: isoDate })).optional(),
  })
  .refine((d) => d.dob !== undefined || d.age !== undefined, { message: "dob or age is required", path: ["dob"] });

const vehicle = z.object({
  vin: z
    .string()
    .regex(/^[A-HJ-NPR-Z0-9]{17}$/i, "17 letters or digits, no I, O or Q")
    .optional(),
  year: z.number().int().min(1900).max(2100),
  make: z.string().min(1),
  model: z.string().min(1),
  usage: z.enum(["pleasure", "commuteShort", "commute", "business", "farm"]),
  annualMileage: z
    .number()
    .min(0)
    .max(200_000)
    .meta({ description: "Annual miles: the real figure the customer gave (transaction car annualMileage), else the doc2 §9 bucket." }),
  mileageBucket: z.number().min(0).max(200_000).optional().meta({ description: "doc2 §9 bucket of the transaction's mileage (10000, 12000 or 20000)." }),
  garagingZip: zip,
  garagingCounty: z.string().optional(),
  coverages: z.array(coverage).optional(),
  lienholder: z.boolean().optional().meta({ description: "A lienholder is listed: the transaction car's ownership is financed or leased. Default false." }),
  ownedDays: z
    .number()
    .int()
    .min(0)
    .optional()
    .meta({ description: "Days the customer has owned the vehicle (from the car's monthsOwned: the middle of that month). Default 730." }),
  physicalDamageSymbol: z.string().optional(),
  costNew: z
    .number()
    .min(0)
    .optional()
    .meta({
      description:
        "The vehicle's value: its cost new in US dollars (the maker's suggested retail price of the model year), from the platform's reference vehicle data by year, make and model. " +
        "Without an ISO symbol, a carrier that follows the rate manual takes the physical-damage symbol from it through the manual's price-new symbol table; without it the default cost new (30,000) is used.",
    }),
  photosReceived: z.boolean().optional(),
  brandedTitle: z.boolean().optional(),
});

export const ratingRequestSchema: z.ZodType<RatingRequest> = z.object({
  state: z.string().regex(/^[A-Z]{2}$/, "two capital letters"),
  zip,
  county: z.string().optional(),
  term: z.union([z.literal(6), z.literal(12)]),
  effectiveDate: isoDate,
  transactionDate: isoDate.optional(),
  transactionId: z.string().max(100).optional(),
  drivers: z.array(driver).min(1).max(MAX_DRIVERS_PER_QUOTE),
  vehicles: z.array(vehicle).max(MAX_VEHICLES_PER_QUOTE),
  coverages: z.array(coverage),
  priorInsurance: z.enum(["none", "prior6", "prior12", "transfer6", "transfer12"]).meta({
    description: "Continuous prior insurance: none, at least 6 or 12 months (transfer*: with this agency), from the customer's insured and insuredMonths.",
  }),
  homeowner: z.boolean().optional().meta({ description: "Owns a home: the customer's residence is own." }),
  renter: z.boolean().optional(),
  paperless: z.boolean().optional(),
  nonOwner: z.boolean().optional(),
  preferredPayPlan: z.string().optional(),
});
