/**
 * Public types of the rating engine.
 *
 * The engine rates one normalised request against one carrier definition and
 * returns a rate (quote result, doc2 §3 "Quote result (rate)") or a declination.
 * The platform core maps the spec's rating transaction (doc2 §3 "Rating
 * transaction request", with its numeric code mappings) to `RatingRequest`
 * (see `fromSpecCodes` helpers in ./codes.ts) and handles concurrency and time limits.
 */

/** Coverage codes of doc2 §3 "Coverage entry". */
export type CoverageCode = "BI" | "PD" | "PIP" | "UM" | "UMPD" | "COMP" | "COLL" | "RREIM" | "CWAIV";

export const COVERAGE_CODES: readonly CoverageCode[] = ["BI", "PD", "PIP", "UM", "UMPD", "COMP", "COLL", "RREIM", "CWAIV"];

/**
 * A coverage entry as in doc2 §3: `coverageCd` with `val1`, `val2`, `val3`.
 * Meaning of the values, in whole dollars:
 * - BI, UM: val1 per person, val2 per accident (30000 / 60000).
 * - PD, UMPD: val1 per accident (25000). UMPD val2 = deductible (optional).
 * - PIP: val1 limit (2500).
 * - COMP, COLL: val1 deductible (250, 500, 750, 1000).
 * - RREIM: val1 per day, val2 maximum (30 / 900).
 * - CWAIV: val1 "Y" / 1 when bought.
 * A coverage that is absent (or whose val1 is 0, "", "N" or "REJECT") is not bought.
 */
export interface CoverageEntry {
  coverageCd: CoverageCode;
  val1?: number | string | null;
  val2?: number | string | null;
  val3?: number | string | null;
}

export type Gender = "male" | "female";
export type MaritalStatus = "single" | "married";
/** doc2 §3 code mappings: 1 spouse, 2 child, 3 otherrelated, 4 othernonrelated, 5 parent, otherwise self. */
export type Relation = "self" | "spouse" | "child" | "otherRelated" | "otherNonRelated" | "parent";
export type LicenseType = "texasDL" | "texasID" | "otherStateDL" | "foreignDL" | "matricula" | "passport" | "none";
/**
 * Prior insurance: none, or continuous prior coverage of at least 6 or 12 months
 * (`transfer*`: the prior policy was with this agency).
 */
export type PriorInsurance = "none" | "prior6" | "prior12" | "transfer6" | "transfer12";
export type VehicleUsage = "pleasure" | "commuteShort" | "commute" | "business" | "farm";

export interface Violation {
  /**
   * The violation as named in the violation list (e.g. "DWI", "SPEEDING 1-5 MPH OVER",
   * "ACCIDENT AT-FAULT"); see `listViolations()`. Unknown names count as a minor violation.
   */
  description: string;
  /** ISO date (yyyy-mm-dd) of the violation or accident. */
  date: string;
}

export interface RatingDriver {
  /** Shown back in the quote result (doc2 §3: drivers firstName, lastName). Never logged. */
  firstName?: string;
  lastName?: string;
  /** ISO date of birth (yyyy-mm-dd). Age is computed at the effective date. */
  dob?: string;
  /** Used when no dob is given. */
  age?: number;
  gender: Gender;
  marital: MaritalStatus;
  relation: Relation;
  licenseType: LicenseType;
  /** doc2 §3 driverstatus 1 or 2: excluded from the policy, not rated. */
  excluded?: boolean;
  violations?: Violation[];
}

export interface RatingVehicle {
  vin?: string;
  year: number;
  make: string;
  model: string;
  usage: VehicleUsage;
  /** Annual miles driven: the real figure when the customer gave one, else the doc2 §9 bucket. */
  annualMileage: number;
  /** The doc2 §9 bucket of the transaction's mileage (10000, 12000 or 20000), for raters that rate by bucket. */
  mileageBucket?: number;
  garagingZip: string;
  /** County name, e.g. "Harris" (with or without " County"). */
  garagingCounty?: string;
  /** Physical-damage and other per-vehicle coverages (COMP, COLL, RREIM, CWAIV). */
  coverages?: CoverageEntry[];
  /** Vehicle is financed or leased (a lienholder is listed). Default false. */
  lienholder?: boolean;
  /** Days the insured has owned the vehicle. Default 730 (two years). */
  ownedDays?: number;
  /** ISO physical-damage symbol when known (VIN Master); otherwise derived from costNew or model year. */
  physicalDamageSymbol?: string;
  /** Manufacturer's price when new, whole dollars. */
  costNew?: number;
  /** Photos of the vehicle received (the manual's default credit). Default true. */
  photosReceived?: boolean;
  /** Title brand (salvage, flood, rebuilt …); rated as a severe problem. */
  brandedTitle?: boolean;
}

export interface RatingRequest {
  /** Two-letter state, e.g. "TX". */
  state: string;
  /** Policy zip (the customer's address). */
  zip: string;
  /** County of the customer's address when known. */
  county?: string;
  /** Policy term in months. */
  term: 6 | 12;
  /** ISO effective date (yyyy-mm-dd). */
  effectiveDate: string;
  /** ISO date the quote is made (defaults to the effective date). Used for the early-shopper credit. */
  transactionDate?: string;
  /** Transaction id; the quote number is derived from it and the carrier id. */
  transactionId?: string;
  drivers: RatingDriver[];
  vehicles: RatingVehicle[];
  /** Policy-level coverages (BI, PD, PIP, UM, UMPD) and defaults for vehicles without their own list. */
  coverages: CoverageEntry[];
  priorInsurance: PriorInsurance;
  /** Owns a home (doc2 §3 driver form rentersAndHome). */
  homeowner?: boolean;
  /** Holds a renters policy. */
  renter?: boolean;
  /** doc2 §3 paperlessConsent. */
  paperless?: boolean;
  /** doc2 §3 nonOwner: a named non-owner policy (no vehicles). */
  nonOwner?: boolean;
  /** Pay plan the customer asked for (a `PayPlanCode`); otherwise the carrier's default plan is returned first. */
  preferredPayPlan?: string;
}

// ---------------------------------------------------------------------------
// Results

export interface RatedCoverage {
  /** Spec coverage code. */
  coverageCd: CoverageCode;
  /** Display name, e.g. "Liability BI". */
  coverageName: string;
  /** Limit as text, e.g. "30000/60000"; "" when the coverage has a deductible only. */
  limit: string;
  /** Deductible as text, e.g. "500"; "" when none. */
  deductible: string;
  coverageDescription: string;
  /** Premium of this coverage on this vehicle for the term, whole dollars for table carriers. */
  premium: number;
}

export interface RatedCar {
  year: number;
  make: string;
  model: string;
  vin?: string;
  coverages: RatedCoverage[];
  /** Sum of the coverage premiums of this car. */
  premium: number;
}

export interface RatedDriver {
  firstName: string;
  lastName: string;
  age: number;
  /** Rating class used (e.g. "MS35"), when the carrier has classes. */
  ratingClass?: string;
}

export interface Fee {
  code: string;
  description: string;
  amount: number;
}

export interface PayPlan {
  /** Carrier's plan code: "PIF" paid in full, "MO" monthly, "EFT" monthly by bank draft, "OD"/"OH" bimonthly … */
  code: string;
  description: string;
  /** Paid by electronic funds transfer (doc2 §4 rule 3 "eft plan match"). */
  eft: boolean;
  /** Down payment, in dollars and cents (includes the fees). */
  downPayment: number;
  /** Months of premium the down payment covers (1 = "pay plan with 1 month", doc2 §4 rule 2); the term for paid in full. */
  downPaymentMonths: number;
  /** Amount of each later installment. 0 for paid in full. */
  paymentAmount: number;
  /** Number of later installments. 0 for paid in full (doc2 §4: counts as paid in full). */
  numOfPayments: number;
  /** Fee charged on each installment. */
  installmentFee: number;
  /** Everything the customer pays over the term under this plan. */
  totalCharges: number;
  /** Premium under this plan (a paid-in-full or EFT discount changes it), fees excluded. */
  premium: number;
}

/** doc2 §3 "Quote result (rate)", the fields the engine knows, plus the detail behind them. */
export interface RateResult {
  status: "rated";
  companyName: string;
  companyID: string;
  logoUrl: string;
  /** Term in months. */
  term: number;
  /** Premium plus fees of the first pay plan (the one shown on the card). */
  totalPremium: number;
  payPlanDescription: string;
  payPlanDownPayment: number;
  payPlanPaymentAmount: number;
  payPlanNumOfPayments: number;
  /** Code of the plan shown (`payPlans[0].code`); OD and OH are shown with a bimonthly label. */
  payPlanCode: string;
  quoteNumber: string;
  /** ISO date. */
  effectiveDate: string;
  showBuyButton: boolean;
  bolType: number;
  openNewWindow: boolean;
  cars: RatedCar[];
  drivers: RatedDriver[];
  /** Premium of all coverages on all cars under the shown pay plan (fees excluded); the cars' premiums add up to it. */
  premium: number;
  /** Policy-level fees (policy fee, MVCPA fee …), included in totalPremium. */
  fees: Fee[];
  /** Pay plans offered, the shown one first. */
  payPlans: PayPlan[];
}

export type DeclineReason =
  | "state_not_served"
  | "zip_not_served"
  | "driver_age"
  | "term_not_offered"
  | "vehicle_not_eligible"
  | "too_many_drivers"
  | "too_many_vehicles"
  | "no_drivers"
  | "no_vehicles"
  | "coverage_required"
  | "coverage_not_offered"
  | "driver_record"
  | "no_pay_plan"
  | "non_owner_not_offered"
  | "carrier_declined"
  | "carrier_error"
  | "carrier_unavailable"
  | "invalid_request";

export interface Declination {
  status: "declined";
  companyName: string;
  companyID: string;
  reason: DeclineReason;
  /** Human-readable, without personal data (safe to log). */
  message: string;
}

export type RatingOutcome = RateResult | Declination;

// ---------------------------------------------------------------------------
// Carriers (the definitions live in ./carriers/*.json; see ./carrier-schema.ts)

export interface DelayRange {
  /** Milliseconds. */
  minMs: number;
  maxMs: number;
}

/** Fields every carrier has, whatever its kind. */
export interface CarrierInfo {
  id: string;
  companyName: string;
  logoUrl: string;
  kind: "table" | "manual" | "http";
  /** States served, e.g. ["TX"]. */
  states: string[];
  /** Where the carrier's figures come from (sample carriers are fictional; their magnitudes are not). */
  source?: string;
  showBuyButton: boolean;
  bolType: number;
  openNewWindow: boolean;
  /** doc2 §4 conditional carrier rules (1 age 21 or older, 2 pay plan with 1 month, 3 eft plan match, 4 exactly 4 payments). */
  conditionalRules: number[];
  /** Realistic response delay, applied by the core when RATING_DELAY=realistic. */
  responseDelay?: DelayRange;
}

export interface RateOptions {
  signal?: AbortSignal;
  /** Replaces global fetch for HTTP connector carriers (tests). */
  fetch?: typeof fetch;
}

/** A factor band: applies when the value is at most `max` (bands sorted ascending; the last may omit `max`). */
export interface Band {
  max?: number;
  factor: number;
}

/** Vehicle-age band with separate liability and physical-damage factors. */
export interface VehicleAgeBand {
  max?: number;
  liability: number;
  physical: number;
}

export interface PayPlanDefinition {
  code: string;
  description: string;
  eft: boolean;
  /** Premium factor of this plan (a paid-in-full discount is < 1). */
  factor: number;
  /** Later installments (0 = paid in full). */
  installments: number;
  /** Down payment as a share of the plan premium, e.g. 1/6 for one month of a 6-month term; ignored when installments = 0. */
  downShare: number;
  /** Fee added to each later installment. */
  installmentFee: number;
  /** Months between installments (1 monthly, 2 bimonthly); informative. */
  everyMonths?: number;
  /** Terms (months) the plan is offered with; all terms when absent. */
  terms?: number[];
}

export interface FeeDefinition {
  code: string;
  description: string;
  /** Amount per 6 months of term. */
  amount: number;
  per: "policy" | "vehicle";
}

/** A carrier described as rate tables (./carriers/*.json with kind "table"). */
export interface TableCarrier extends CarrierInfo {
  kind: "table";
  /** Short prefix of quote numbers. */
  quotePrefix: string;
  terms: number[];
  /** Premium factor per term ("6": 1, "12": ~2). */
  termFactors: Record<string, number>;
  minDriverAge: number;
  maxDriverAge: number;
  maxDrivers: number;
  maxVehicles: number;
  /** Oldest vehicle accepted, in years. */
  maxVehicleAge: number;
  nonOwner: boolean;
  requiredCoverages: CoverageCode[];
  /** 6-month base rate per state and rated coverage. */
  baseRates: Record<string, Partial<Record<CoverageCode, number>>>;
  territory: {
    byZip?: Record<string, number>;
    /** Keyed by the first three digits of the zip. */
    byZip3?: Record<string, number>;
    /** Keyed by lower-case county name without " county". */
    byCounty?: Record<string, number>;
    default: number;
    /** Zips this carrier does not write. */
    excludedZips?: string[];
  };
  driverAge: Band[];
  /** Keys "male_single", "male_married", "female_single", "female_married". */
  genderMarital: Record<string, number>;
  priorInsurance: Record<PriorInsurance, number>;
  homeowner: number;
  licenseType: Record<LicenseType, number>;
  /** Factor per violation by kind ("minor", "major", "accident", "alcohol"), multiplied per violation within `violationLookbackMonths`. */
  violations: Record<string, number>;
  violationLookbackMonths: number;
  /** A driver with more points of the kind "alcohol" than allowed is declined. */
  maxAlcoholViolations: number;
  vehicleAge: VehicleAgeBand[];
  usage: Record<VehicleUsage, number>;
  mileage: Band[];
  /** Limit factors per coverage, keyed by the limit text ("30000/60000", "25000", "2500"). */
  limits: Partial<Record<CoverageCode, Record<string, number>>>;
  /** Deductible factors for COMP, COLL (and UMPD when it has one). */
  deductibles: Partial<Record<CoverageCode, Record<string, number>>>;
  /** Flat 6-month premiums per vehicle: RREIM keyed by "perDay/max", CWAIV keyed by "Y". */
  flat: Partial<Record<CoverageCode, Record<string, number>>>;
  /** Multi-car discount applied when more than one vehicle is rated. */
  multiCar: number;
  paperless: number;
  fees: FeeDefinition[];
  payPlans: PayPlanDefinition[];
  /** Code of the plan shown first when the request asks for none. */
  defaultPayPlan: string;
}

/** The carrier that follows the Texas rate manual in ./manual-data exactly. */
export interface ManualCarrier extends CarrierInfo {
  kind: "manual";
  quotePrefix: string;
  /** Distribution channel row of the manual ("Retail", "Controlled Agent", …). */
  channel: string;
  /** Installments of the monthly plans (the manual does not say; 5 after the down payment). */
  installments: number;
  minDriverAge: number;
  maxDrivers: number;
  maxVehicles: number;
  defaultPayPlan: string;
}

/** An outside rater reached over HTTP: the request is POSTed as JSON, the answer mapped. */
export interface HttpCarrier extends CarrierInfo {
  kind: "http";
  /** Endpoint URL. An `env:NAME` value reads the URL from the environment variable NAME. */
  url: string;
  /** Extra request headers; values `env:NAME` read from the environment. */
  headers?: Record<string, string>;
  /** Dotted paths in the answer for each result field, when the rater's names differ from ours. */
  responseMap?: Partial<Record<"status" | "declineReason" | "totalPremium" | "quoteNumber" | "payPlans" | "cars", string>>;
}

export type Carrier = TableCarrier | ManualCarrier | HttpCarrier;

/** The parts of a brand's settings that select carriers (CMS carrier list, state). */
export interface BrandCarrierSettings {
  /** Carrier ids enabled for the brand, in display order; all carriers when absent. */
  carrierIds?: string[];
  /** Only carriers serving this state. */
  state?: string;
  /** Carrier ids switched off. */
  disabledCarrierIds?: string[];
}
