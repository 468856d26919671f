/**
 * Maps a stored rating transaction (doc2 §3, numeric codes) to the rating engine's request.
 * Defaults: effective date today; licence type Texas DL in Texas, other-state DL elsewhere;
 * annual mileage 10000 (doc2 §9); usage commute; prior insurance from `customer.insured`.
 */
import type { LicenseType, RatingDriver, RatingRequest, RatingVehicle, Violation } from "../rating/index.ts";
import { genderFromCode, maritalFromCode, relationFromCode } from "../rating/index.ts";
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
  const vehicles: RatingVehicle[] = transaction.cars.map((c) => ({
    vin: c.vin,
    year: c.year,
    make: c.maker,
    model: c.model,
    usage: c.usage ?? (c.commutingVehicle === false ? "pleasure" : "commute"),
    annualMileage: mileageBucket(c.selectedAnnualMileage ?? c.annualMilesAge),
    garagingZip: c.garagingAddress?.zipCode ?? zip,
    garagingCounty: c.garagingAddress?.county ?? transaction.customer.address.county,
    coverages: c.coverages,
  }));
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
    priorInsurance: transaction.customer.insured ? "prior6" : "none",
    paperless: transaction.paperlessConsent ?? false,
    nonOwner: transaction.nonOwner ?? false,
    preferredPayPlan: transaction.SelectedPaymentOption?.PayPlan,
  };
}
