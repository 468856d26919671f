/**
 * zod schemas of the carrier data files (./carriers/*.json): what the platform needs to rate a
 * carrier. What the agency decides about a carrier (which brands rate it, its conditional rules,
 * how its Buy now opens) is not here: the site sends it with each transaction (../services/carrier-terms.ts).
 */
import { z } from "zod";

const factor = z.number().positive();
const factorMap = z.record(z.string(), factor);
const band = z.object({ max: z.number().optional(), factor });

const info = {
  id: z.string().regex(/^[a-z0-9-]+$/),
  companyName: z.string().min(2),
  logoUrl: z.string(),
  states: z.array(z.string().length(2)).min(1),
  source: z.string().min(1).optional(),
  responseDelay: z.object({ minMs: z.number().nonnegative(), maxMs: z.number().nonnegative() }).optional(),
};

const payPlan = z.object({
  code: z.string(),
  description: z.string(),
  eft: z.boolean(),
  factor,
  installments: z.number().int().nonnegative(),
  downShare: z.number().positive().max(1),
  installmentFee: z.number().nonnegative(),
  everyMonths: z.number().int().positive().optional(),
  terms: z.array(z.number().int()).optional(),
});

const coverageCode = z.enum(["BI", "PD", "PIP", "UM", "UMPD", "COMP", "COLL", "RREIM", "CWAIV"]);

export const tableCarrierSchema = z.object({
  ...info,
  kind: z.literal("table"),
  quotePrefix: z.string().min(2),
  terms: z.array(z.number().int()).min(1),
  termFactors: factorMap,
  minDriverAge: z.number().int(),
  maxDriverAge: z.number().int(),
  maxDrivers: z.number().int().positive(),
  maxVehicles: z.number().int().positive(),
  maxVehicleAge: z.number().int().positive(),
  nonOwner: z.boolean(),
  requiredCoverages: z.array(coverageCode),
  baseRates: z.record(z.string(), z.partialRecord(coverageCode, z.number().nonnegative())),
  territory: z.object({
    byZip: factorMap.optional(),
    byZip3: factorMap.optional(),
    byCounty: factorMap.optional(),
    default: factor,
    excludedZips: z.array(z.string()).optional(),
  }),
  driverAge: z.array(band).min(1),
  genderMarital: factorMap,
  priorInsurance: z.object({ none: factor, prior6: factor, prior12: factor, transfer6: factor, transfer12: factor }),
  homeowner: factor,
  licenseType: z.object({ texasDL: factor, texasID: factor, otherStateDL: factor, foreignDL: factor, matricula: factor, passport: factor, none: factor }),
  violations: factorMap,
  violationLookbackMonths: z.number().int().positive(),
  maxAlcoholViolations: z.number().int().nonnegative(),
  vehicleAge: z.array(z.object({ max: z.number().optional(), liability: factor, physical: factor })).min(1),
  usage: z.object({ pleasure: factor, commuteShort: factor, commute: factor, business: factor, farm: factor }),
  mileage: z.array(band).min(1),
  limits: z.partialRecord(coverageCode, factorMap),
  deductibles: z.partialRecord(coverageCode, factorMap),
  flat: z.partialRecord(coverageCode, z.record(z.string(), z.number().nonnegative())),
  multiCar: factor,
  paperless: factor,
  fees: z.array(z.object({ code: z.string(), description: z.string(), amount: z.number().nonnegative(), per: z.enum(["policy", "vehicle"]) })),
  payPlans: z.array(payPlan).min(1),
  defaultPayPlan: z.string(),
});

export const manualCarrierSchema = z.object({
  ...info,
  kind: z.literal("manual"),
  quotePrefix: z.string().min(2),
  channel: z.string(),
  installments: z.number().int().positive(),
  minDriverAge: z.number().int(),
  maxDrivers: z.number().int().positive(),
  maxVehicles: z.number().int().positive(),
  defaultPayPlan: z.string(),
});

export const httpCarrierSchema = z.object({
  ...info,
  kind: z.literal("http"),
  url: z.string().min(1),
  headers: z.record(z.string(), z.string()).optional(),
  responseMap: z.partialRecord(z.enum(["status", "declineReason", "totalPremium", "quoteNumber", "payPlans", "cars"]), z.string()).optional(),
});

export const carrierSchema = z.discriminatedUnion("kind", [tableCarrierSchema, manualCarrierSchema, httpCarrierSchema]);
