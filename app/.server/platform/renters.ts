/**
 * The renters pages' platform calls (doc3 §7.3), with their answer schemas. Every call
 * goes through the site's client (the site's credential, the spec header, the visitor's address).
 *
 *   POST /api/renters/coverageOptions  { state }                      coverage choices, D options per contents limit
 *   POST /api/renters/prepare          { transactionId }              the stored quote (repeat quote)
 *   POST /api/renters/rate             the rate request               { transactionId, state }
 *   POST /api/renters/results          { transactionId }              isDone, results[].rates[].paymentPlans, errors[].message
 *   POST /api/renters/validate         buy-now validate               { valid } | 422 detail
 *   POST /api/renters/purchase         doc3 §3 purchase request       the purchase's state
 *   POST /api/renters/purchaseStatus   { transactionId }              the purchase's state (polled)
 *   GET  /api/renters/declarations     { transactionId }              { fileName, pdf (base64) }
 *   GET  /api/address/citybyzip        { zip, brand }                 addresses[].state (the zip's state)
 */
import { z } from "zod";
import { PLAN_TYPES } from "~/domain/renters/form";
import type { PlatformClient } from "./client.ts";
import type { PlatformAnswer } from "./result.ts";

export const TRANSACTION_ID = /^rnt_[A-Za-z0-9_-]{20,40}$/;

const numbers = z.array(z.number());
export const coverageOptionsSchema = z.object({
  state: z.string(),
  carriers: z.array(z.object({ id: z.string(), companyName: z.string() })),
  CoverageC: numbers,
  CoverageD: z.record(z.string(), numbers),
  CoverageE: numbers,
  CoverageF: numbers,
  AllOtherPeril: numbers,
  WindHail: numbers,
  ReplacementCost: numbers,
  RentalIncome: numbers,
  PetDamage: numbers,
  WaterBackup: numbers,
});
export type CoverageOptionsAnswer = z.output<typeof coverageOptionsSchema>;

const planSchema = z.object({
  planType: z.enum(PLAN_TYPES),
  totalPremium: z.number(),
  downPaymentAmount: z.number(),
  installmentPaymentAmount: z.number(),
  numberOfInstallments: z.number(),
});
export const resultsSchema = z.object({
  transactionId: z.string(),
  state: z.string(),
  isDone: z.boolean(),
  completedCount: z.number(),
  totalCount: z.number(),
  results: z.array(
    z.object({
      carrierId: z.string(),
      companyName: z.string(),
      rates: z.array(z.object({ rateId: z.string(), annualPremium: z.number(), paymentPlans: z.array(planSchema) })),
    }),
  ),
  errors: z.array(z.object({ carrierId: z.string(), message: z.string() })),
});
export type RentersResults = z.output<typeof resultsSchema>;

export const storedQuoteSchema = z.object({
  transactionId: z.string(),
  state: z.string(),
  quote: z.object({
    customer: z.object({ name: z.string(), surname: z.string(), email: z.string(), phoneNumber: z.string() }),
    address: z.object({ address1: z.string(), address2: z.string().default(""), city: z.string(), zipCode: z.string() }),
    effectiveDate: z.string(),
    additionalCustomers: z.array(z.object({ Name: z.string(), Surname: z.string(), Email: z.string().default(""), Role: z.number() })),
    coverages: z.record(z.string(), z.number()),
  }),
});
export type StoredQuote = z.output<typeof storedQuoteSchema>;

export const purchaseSchema = z.object({
  purchaseId: z.string(),
  transactionId: z.string(),
  carrierId: z.string(),
  status: z.enum(["submitted", "charging", "purchased", "failed"]),
  isDone: z.boolean(),
  policyId: z.string(),
  policyNumber: z.string(),
  message: z.string(),
});
export type PurchaseState = z.output<typeof purchaseSchema>;

export const rateAnswerSchema = z.object({ transactionId: z.string(), state: z.string() });
export const validateAnswerSchema = z.object({ valid: z.boolean() });
export const declarationsAnswerSchema = z.object({ fileName: z.string(), pdf: z.string() });
export const zipAnswerSchema = z.object({ addresses: z.array(z.object({ state: z.string().default("") })).default([]) });

export function coverageOptions(platform: PlatformClient, state: string): Promise<PlatformAnswer<CoverageOptionsAnswer>> {
  return platform.post("/api/renters/coverageOptions", { state }, coverageOptionsSchema);
}

export function prepare(platform: PlatformClient, transactionId: string): Promise<PlatformAnswer<StoredQuote>> {
  return platform.post("/api/renters/prepare", { transactionId }, storedQuoteSchema, { logContext: { transactionId } });
}

export function rate(platform: PlatformClient, body: Record<string, unknown>) {
  return platform.post("/api/renters/rate", body, rateAnswerSchema);
}

export function results(platform: PlatformClient, transactionId: string): Promise<PlatformAnswer<RentersResults>> {
  return platform.post("/api/renters/results", { transactionId }, resultsSchema, { logContext: { transactionId } });
}

export function validate(platform: PlatformClient, body: { TransactionId: string; CarrierId: string; EffectiveDate: string; PlanType: string }) {
  return platform.post("/api/renters/validate", body, validateAnswerSchema, { logContext: { transactionId: body.TransactionId } });
}

export function purchase(platform: PlatformClient, body: Record<string, unknown> & { TransactionId: string }): Promise<PlatformAnswer<PurchaseState>> {
  return platform.post("/api/renters/purchase", body, purchaseSchema, { logContext: { transactionId: body.TransactionId } });
}

export function purchaseStatus(platform: PlatformClient, transactionId: string): Promise<PlatformAnswer<PurchaseState>> {
  return platform.post("/api/renters/purchaseStatus", { transactionId }, purchaseSchema, { logContext: { transactionId } });
}

export function declarations(platform: PlatformClient, transactionId: string) {
  return platform.get("/api/renters/declarations", { transactionId }, declarationsAnswerSchema, { logContext: { transactionId } });
}

/** The zip's addresses, read for their state (an unknown zip has none). */
export function zipAddresses(platform: PlatformClient, zip: string, brand: string) {
  return platform.get("/api/address/citybyzip", { zip, brand }, zipAnswerSchema);
}
