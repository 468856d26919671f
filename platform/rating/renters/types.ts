/**
 * Renters rating (doc3 §3 "Renters customer", §9): the coverages a renters quote asks for,
 * a carrier's rate table, and what rating answers (`results[].rates[].paymentPlans`).
 * Money is in whole dollars in requests and in dollars with cents in answers.
 */

/** doc3 §3 coverage codes (CoverageCd) of a renters policy. */
export const RENTERS_COVERAGE_CODES = [
  "CoverageC",
  "CoverageD",
  "CoverageE",
  "CoverageF",
  "AllOtherPeril",
  "WindHail",
  "ReplacementCost",
  "RentalIncome",
  "PetDamage",
  "WaterBackup",
] as const;
export type RentersCoverageCode = (typeof RENTERS_COVERAGE_CODES)[number];

/** doc3 §9 payment plan labels. */
export const PAYMENT_PLANS = ["Annual", "SemiAnnual", "Quarterly", "Monthly"] as const;
export type PaymentPlanType = (typeof PAYMENT_PLANS)[number];

/** The coverages a quote is rated for (limits and deductibles in dollars; 0 = not chosen for the optional ones). */
export interface RentersCoverages {
  /** Personal property (contents) limit. */
  CoverageC: number;
  /** Loss of use: 20 % of contents, at least 2000 (doc3 §9). */
  CoverageD: number;
  /** Personal liability limit. */
  CoverageE: number;
  /** Medical payments to others limit. */
  CoverageF: number;
  /** All-other-peril deductible. */
  AllOtherPeril: number;
  /** Wind and hail deductible. */
  WindHail: number;
  /** Replacement cost on contents (1 yes, 0 no). */
  ReplacementCost: number;
  /** Loss of rental income limit (a sublet room), 0 = none. */
  RentalIncome: number;
  /** Pet damage limit, 0 = none. */
  PetDamage: number;
  /** Water backup of sewers and drains limit, 0 = none. */
  WaterBackup: number;
}

export interface RentersRatingInput {
  zip: string;
  state: string;
  coverages: RentersCoverages;
  /** Number of roommates named on the policy (doc3 §3 AdditionalCustomers role 0). */
  roommates: number;
  /** yyyy-mm-dd. */
  effectiveDate: string;
}

export interface PaymentPlanAnswer {
  planType: PaymentPlanType;
  /** Premium plus installment fees over the 12-month term. */
  totalPremium: number;
  downPaymentAmount: number;
  installmentPaymentAmount: number;
  /** Installments after the down payment. */
  numberOfInstallments: number;
}

export interface RentersRate {
  rateId: string;
  term: number;
  annualPremium: number;
  coverages: { coverageCd: RentersCoverageCode; limit: number; deductible: number }[];
  paymentPlans: PaymentPlanAnswer[];
}

/** Territory: zips whose first three digits fall in a range share a factor. */
export interface TerritoryRow {
  from: string;
  to: string;
  territory: number;
  factor: number;
}

/** A renters carrier described as a rate table. */
export interface RentersCarrierTable {
  id: string;
  companyName: string;
  /** States the carrier writes renters policies in. */
  states: readonly string[];
  /** Annual base premium for the base policy: contents 20,000, liability 100,000, medical 1,000, deductibles 500/1,000, actual cash value. */
  baseAnnual: number;
  territories: readonly TerritoryRow[];
  /** Factor for a territory not listed (the rest of the state). */
  defaultTerritoryFactor: number;
  /** Contents limit → factor (interpolated linearly between rows). */
  contents: readonly { limit: number; factor: number }[];
  /** The largest contents limit written. */
  maxContents: number;
  /** Deductible → factor. */
  allOtherPeril: Readonly<Record<number, number>>;
  windHail: Readonly<Record<number, number>>;
  /** Liability limit → annual charge. */
  liability: Readonly<Record<number, number>>;
  /** Medical limit → annual charge. */
  medical: Readonly<Record<number, number>>;
  /** Surcharge on the property part for replacement cost, e.g. 0.15. */
  replacementCostFactor: number;
  /** Annual charge per 1,000 of rental income, pet damage and water backup limits. */
  rentalIncomePer1000: number;
  petDamagePer1000: number;
  waterBackupPer1000: number;
  /** Each roommate added to the policy raises the property part by this share. */
  roommateFactor: number;
  /** Flat annual policy fee. */
  policyFee: number;
  /** Fee per installment after the down payment. */
  installmentFee: number;
  /** Down payment share of the premium per plan (Annual is always 1). */
  downPaymentShare: Readonly<Record<Exclude<PaymentPlanType, "Annual">, number>>;
  /** Response delay range when rating delays are realistic (ms). */
  delayMs: readonly [number, number];
}
