/** Helpers shared by the carrier kinds. */
import type { CarrierInfo, CoverageCode, CoverageEntry, Declination, DeclineReason, PayPlan, RatedDriver, RatingDriver, RatingRequest } from "./types.ts";

export function declined(carrier: Pick<CarrierInfo, "id" | "companyName">, reason: DeclineReason, message: string): Declination {
  return { status: "declined", companyName: carrier.companyName, companyID: carrier.id, reason, message };
}

/** Round to cents, half away from zero. */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON * Math.sign(value)) * 100) / 100;
}

/** Parses yyyy-mm-dd (or an ISO timestamp) into [year, month, day]; null when not a date. */
export function parseIsoDate(text: string | undefined): [number, number, number] | null {
  if (!text || text.length < 10 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return null;
  const y = Number(text.slice(0, 4));
  const m = Number(text.slice(5, 7));
  const d = Number(text.slice(8, 10));
  if (!Number.isInteger(y) || !Number.isInteger(m) || !Number.isInteger(d) || m < 1 || m > 12 || d < 1 || d > 31) return null;
  return [y, m, d];
}

/** Whole years from `dob` to `on` (both ISO dates): the age on that date. */
export function ageOn(dob: string, on: string): number | null {
  const birth = parseIsoDate(dob);
  const at = parseIsoDate(on);
  if (!birth || !at) return null;
  let age = at[0] - birth[0];
  if (at[1] < birth[1] || (at[1] === birth[1] && at[2] < birth[2])) age -= 1;
  return age;
}

/** Driver age at the policy effective date (from dob, else the given age). */
export function driverAge(driver: RatingDriver, effectiveDate: string): number | null {
  if (driver.dob) return ageOn(driver.dob, effectiveDate);
  return typeof driver.age === "number" && Number.isFinite(driver.age) ? Math.floor(driver.age) : null;
}

/** Whole days from a to b (ISO dates). */
export function daysBetween(a: string, b: string): number {
  const x = parseIsoDate(a);
  const y = parseIsoDate(b);
  if (!x || !y) return 0;
  return Math.round((Date.UTC(y[0], y[1] - 1, y[2]) - Date.UTC(x[0], x[1] - 1, x[2])) / 86_400_000);
}

/** Whole months from a to b (ISO dates), rounded down. */
export function monthsBetween(a: string, b: string): number {
  const x = parseIsoDate(a);
  const y = parseIsoDate(b);
  if (!x || !y) return 0;
  let months = (y[0] - x[0]) * 12 + (y[1] - x[1]);
  if (y[2] < x[2]) months -= 1;
  return months;
}

const NOT_BOUGHT = new Set(["", "0", "N", "NO", "REJECT", "REJECTED", "NONE", "FALSE", "NULL"]);

export function isBought(entry: CoverageEntry | undefined): entry is CoverageEntry {
  if (!entry) return false;
  const v = entry.val1;
  if (v === null || v === undefined) return false;
  return !NOT_BOUGHT.has(String(v).trim().toUpperCase());
}

export function num(value: number | string | null | undefined): number {
  if (value === null || value === undefined || value === "") return 0;
  const n = typeof value === "number" ? value : Number(String(value).replace(/[$,\s]/g, ""));
  return Number.isFinite(n) ? n : 0;
}

/** Coverages that apply to one vehicle: the policy list, overridden by the vehicle's own entries. Only bought ones. */
export function vehicleCoverages(request: RatingRequest, vehicleEntries: CoverageEntry[] | undefined): Map<CoverageCode, CoverageEntry> {
  const out = new Map<CoverageCode, CoverageEntry>();
  for (const entry of request.coverages) out.set(entry.coverageCd, entry);
  if (vehicleEntries) for (const entry of vehicleEntries) out.set(entry.coverageCd, entry);
  for (const [code, entry] of out) if (!isBought(entry)) out.delete(code);
  return out;
}

/** Limit key of an entry as the tables spell it: "30000/60000", "25000", "30/900". */
export function limitKey(entry: CoverageEntry): string {
  const a = num(entry.val1);
  const b = num(entry.val2);
  switch (entry.coverageCd) {
    case "BI":
    case "UM":
    case "RREIM":
      return b ? `${a}/${b}` : String(a);
    default:
      return String(a);
  }
}

const NAMES: Record<CoverageCode, string> = {
  BI: "Liability BI",
  PD: "Liability PD",
  PIP: "Personal Injury Protection",
  UM: "Uninsured Motorists BI",
  UMPD: "Uninsured Motorists Protection PD",
  COMP: "Comprehensive Deductible",
  COLL: "Collision Deductible",
  RREIM: "Rental Reimbursement",
  CWAIV: "Collision Deductible Waiver",
};

const DESCRIPTIONS: Record<CoverageCode, string> = {
  BI: "Pays for injuries to others when you are at fault, per person / per accident.",
  PD: "Pays for damage to others' property when you are at fault, per accident.",
  PIP: "Pays medical bills and lost wages for you and your passengers, whoever is at fault.",
  UM: "Pays for your injuries caused by a driver with no or too little insurance.",
  UMPD: "Pays for damage to your car caused by a driver with no or too little insurance.",
  COMP: "Pays for theft, fire, hail, flood, glass and animal damage to your car, after the deductible.",
  COLL: "Pays for damage to your car from a collision, after the deductible.",
  RREIM: "Pays for a rental car while yours is repaired after a covered loss, per day / maximum.",
  CWAIV: "Waives the collision deductible when an identified uninsured driver is at fault.",
};

/** Display fields of a rated coverage (doc2 §3 cars[].coverages). */
export function coverageDisplay(entry: CoverageEntry): { coverageName: string; limit: string; deductible: string; coverageDescription: string } {
  const code = entry.coverageCd;
  const deductibleOnly = code === "COMP" || code === "COLL";
  return {
    coverageName: NAMES[code],
    limit: deductibleOnly || code === "CWAIV" ? "" : limitKey(entry),
    deductible: deductibleOnly ? String(num(entry.val1)) : code === "UMPD" && num(entry.val2) ? String(num(entry.val2)) : "",
    coverageDescription: DESCRIPTIONS[code],
  };
}

export function ratedDrivers(request: RatingRequest, ages: number[], classes?: (string | undefined)[]): RatedDriver[] {
  return request.drivers.map((d, i) => {
    const out: RatedDriver = { firstName: d.firstName ?? "", lastName: d.lastName ?? "", age: ages[i] ?? 0 };
    const cls = classes?.[i];
    if (cls) out.ratingClass = cls;
    return out;
  });
}

/** FNV-1a, for stable quote numbers from the transaction id. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A quote number that is stable for one transaction and carrier: PREFIX-YYMMDD-NNNNNNNN. */
export function quoteNumber(prefix: string, carrierId: string, request: RatingRequest): string {
  const date = parseIsoDate(request.effectiveDate);
  const ymd = date ? `${String(date[0] % 100).padStart(2, "0")}${String(date[1]).padStart(2, "0")}${String(date[2]).padStart(2, "0")}` : "000000";
  const seed = request.transactionId ?? `${request.zip}|${request.effectiveDate}|${request.drivers.length}|${request.vehicles.length}`;
  return `${prefix}-${ymd}-${String(hash(`${carrierId}|${seed}`) % 100_000_000).padStart(8, "0")}`;
}

/**
 * doc2 §4 conditional rule 2, "pay plan with 1 month": an installment plan whose down payment covers
 * exactly one month of premium. Read from the plan's figures, never from its description (a
 * carrier words its plans as it likes: "Monthly, 5 installments" is such a plan). The site applies
 * the same definition to the `payPlanDownPaymentMonths` of each rate (app/domain/quote/quote-cards.ts;
 * its test checks both agree on every plan of every carrier in ./carriers/).
 */
export function isOneMonthDownPlan(plan: Pick<PayPlan, "numOfPayments" | "downPaymentMonths">): boolean {
  return plan.numOfPayments > 0 && plan.downPaymentMonths === 1;
}

/**
 * doc2 §4 conditional rule 3, "eft plan match": a plan paid by electronic funds transfer (bank
 * draft), read from the plan's `eft` flag, not its wording ("Bimonthly by bank draft" is one). The
 * site reads the same flag as each rate's `payPlanEft`.
 */
export function isEftPlan(plan: Pick<PayPlan, "eft">): boolean {
  return plan.eft;
}

/**
 * doc2 §4 conditional carrier rules that filter pay plans:
 * 2 "pay plan with 1 month" (down payment of one month), 3 "eft plan match" (EFT plans only),
 * 4 "exactly 4 payments". Rule 1 (age 21 or older) is a driver rule, checked by `ageRuleViolation`.
 */
export function applyPayPlanRules(plans: PayPlan[], rules: number[]): PayPlan[] {
  return plans.filter((plan) => {
    if (rules.includes(2) && !isOneMonthDownPlan(plan)) return false;
    if (rules.includes(3) && !isEftPlan(plan)) return false;
    if (rules.includes(4) && plan.numOfPayments !== 4) return false;
    return true;
  });
}

/** doc2 §4 rule 1: every rated driver 21 or older. Returns the offending age, or null. */
export function ageRuleViolation(rules: number[], ages: number[]): number | null {
  if (!rules.includes(1)) return null;
  const young = ages.find((a) => a < 21);
  return young === undefined ? null : young;
}

/** Orders plans: the preferred (or default) code first, the rest as given. */
export function orderPlans(plans: PayPlan[], preferred: string | undefined, fallback: string): PayPlan[] {
  const first = plans.find((p) => p.code === preferred) ?? plans.find((p) => p.code === fallback) ?? plans[0];
  return first ? [first, ...plans.filter((p) => p !== first)] : plans;
}

/**
 * Splits a plan premium plus fees into a down payment and equal installments.
 * Fees are paid with the down payment; the last installment absorbs the cents.
 */
export function buildPlan(
  def: { code: string; description: string; eft: boolean; installments: number; downShare: number },
  premium: number,
  fees: number,
  installmentFee: number,
  term: number,
): PayPlan {
  if (def.installments <= 0) {
    const total = round2(premium + fees);
    return {
      code: def.code,
      description: def.description,
      eft: def.eft,
      downPayment: total,
      paymentAmount: 0,
      numOfPayments: 0,
      installmentFee: 0,
      totalCharges: total,
      premium,
      downPaymentMonths: term,
    };
  }
  const downPremium = round2(premium * def.downShare);
  const rest = round2(premium - downPremium);
  const each = Math.ceil((rest / def.installments) * 100) / 100;
  const downPayment = round2(downPremium + fees + (rest - each * def.installments));
  const paymentAmount = round2(each + installmentFee);
  return {
    code: def.code,
    description: def.description,
    eft: def.eft,
    downPayment,
    paymentAmount,
    numOfPayments: def.installments,
    installmentFee,
    totalCharges: round2(downPayment + paymentAmount * def.installments),
    premium,
    downPaymentMonths: Math.round(def.downShare * term * 100) / 100,
  };
}
