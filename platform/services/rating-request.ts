/**
 * Maps a stored rating transaction (doc2 §3, numeric codes) to the rating engine's request.
 * Defaults: effective date today; licence type Texas DL in Texas, other-state DL elsewhere;
 * annual mileage 10000 (doc2 §9); usage commute; prior insurance from `customer.insured`.
 * The pricing questions beside the spec's fields: `customer.residence` own → homeowner;
 * `customer.insuredMonths` → 12 or 6 months of prior insurance, or none (`customer.agencyTransfer`: the
 * manual's agency transfer for those months); per car `ownership`
 * financed or leased → lienholder, `monthsOwned` → days owned, `annualMileage` → the real figure
 * rated (the doc2 §9 bucket of the spec's mileage fields travels beside it). Each car's value: its cost
 * new from the reference vehicle data (../reference/vehicle-values.ts), when its model is listed.
 */
import type { LicenseType, PriorInsurance, RatingDriver, RatingRequest, RatingVehicle, Violation } from "../rating/index.ts";
import { genderFromCode, maritalFromCode, relationFromCode } from "../rating/index.ts";
import { costNewOf } from "../reference/vehicle-values.ts";
import type { TransactionInput } from "./schemas.ts";

const licenseTypes: Record<number, LicenseType> = {
  1: "texasDL",
  2: "texasID",
  3: "otherStateDL",
  4: "matricula",
  5: "passport",
  6: "foreignDL",
  7: "none",
};

/** doc2 §9 mileage buckets: at most 12000 → 10000; 12001–20000 → 12000; above → 20000. */
export function mileageBucket(miles: number | undefined): number {
  if (miles === undefined || miles <= 0) return 10000;
  if (miles <= 12000) return 10000;
  if (miles <= 20000) return 12000;
  return 20000;
}

/**
 * Prior insurance from the customer's answers: none when not insured; by months when given; 6 months
 * otherwise. A policy moved here from another agency is the rate manual's agency transfer (T6, T12)
 * for the same months.
 */
export function priorInsuranceOf(insured: boolean | undefined, insuredMonths: number | undefined, agencyTransfer = false): PriorInsurance {
  if (!insured) return "none";
  const months = insuredMonths ?? 6;
  if (months < 6) return "none";
  if (agencyTransfer) return months >= 12 ? "transfer12" : "transfer6";
  return months >= 12 ? "prior12" : "prior6";
}

/**
 * Days owned for whole months owned: the middle of the month the vehicle is in
 * (months × 365 / 12, rounded, plus 15), so each range the site offers falls in the manual's band.
 */
export function ownedDaysOf(monthsOwned: number): number {
  return Math.round((monthsOwned * 365) / 12) + 15;
}

export function toRatingRequest(transaction: TransactionInput & { transactionId: string }, today: string): RatingRequest {
  const state = transaction.customer.address.state;
  const zip = transaction.customer.address.zipCode;
  const drivers: RatingDriver[] = transaction.drivers.map((d, index) => ({
    firstName: d.name,
    lastName: d.surname,
    dob: d.dob,
    gender: genderFromCode(d.gender),
    marital: maritalFromCode(d.maritalStatus),
    relation: index === 0 ? "self" : relationFromCode(d.relation),
    licenseType: d.licenseType !== undefined ? (licenseTypes[d.licenseType] ?? "texasDL") : state === "TX" ? "texasDL" : "otherStateDL",
    excluded: d.isExcluded === true || d.driverStatus === 1 || d.driverStatus === 2,
    violations: d.violations?.map((v): Violation => ({ description: v.description, date: v.date })),
  }));
  const vehicles: RatingVehicle[] = transaction.cars.map((c) => {
    const bucket = mileageBucket(c.selectedAnnualMileage ?? c.annualMilesAge ?? c.annualMileage);
    const costNew = costNewOf(c.year, c.maker, c.model);
    return {
      vin: c.vin,
      year: c.year,
      make: c.maker,
      model: c.model,
      usage: c.usage ?? (c.commutingVehicle === false ? "pleasure" : "commute"),
      annualMileage: c.annualMileage ?? bucket,
      mileageBucket: bucket,
      garagingZip: c.garagingAddress?.zipCode ?? zip,
      garagingCounty: c.garagingAddress?.county ?? transaction.customer.address.county,
      coverages: c.coverages,
      ...(c.ownership ? { lienholder: c.ownership !== "owned" } : {}),
      ...(c.monthsOwned !== undefined ? { ownedDays: ownedDaysOf(c.monthsOwned) } : {}),
      ...(costNew !== undefined ? { costNew } : {}),
    };
  });
  return {
    state,
    zip,
    county: transaction.customer.address.county,
    term: transaction.term === 12 ? 12 : 6,
    effectiveDate: transaction.effectiveDate ?? today,
    transactionDate: transaction.transactionDate ?? today,
    transactionId: transaction.transactionId,
    drivers,
    vehicles,
    coverages: transaction.coverages,
    priorInsurance: priorInsuranceOf(transaction.customer.insured, transaction.customer.insuredMonths, transaction.customer.agencyTransfer === true),
    ...(transaction.customer.residence ? { homeowner: transaction.customer.residence === "own" } : {}),
    paperless: transaction.paperlessConsent ?? false,
    nonOwner: transaction.nonOwner ?? false,
    preferredPayPlan: transaction.SelectedPaymentOption?.PayPlan,
  };
}
