/**
 * The rating transaction request built from a finished draft (doc2 §3 "Rating transaction
 * request", "Customer", "Driver (rating request)", "Vehicle"; §4 California mileage), with the
 * pricing questions as optional fields beside the spec's (customer residence and insuredMonths; per
 * car ownership, monthsOwned and the real annualMileage).
 * Dates of birth stay month-day-year with dashes; phones are digits; codes follow codes.ts.
 */
import { gender, marital } from "./codes";
import type { CoverageEntry } from "./coverage";
import { FOREIGN_LICENSE_TYPE } from "./driver-address";
import type { QuoteDraft } from "./draft";
import { annualMileageFor, hasStandardVinCharacters } from "./vehicle";

export type RatingTransaction = {
  transactionId: string;
  term: number;
  isManualEntry: boolean;
  requestStep: number;
  customer: Record<string, unknown>;
  drivers: Record<string, unknown>[];
  cars: Record<string, unknown>[];
  coverages: CoverageEntry[];
  foreignLicenseType?: string;
  foreignLicenseId?: string;
};

export class IncompleteDraftError extends Error {
  override name = "IncompleteDraftError";
}

const need = <T>(value: T | undefined, field: string): T => {
  if (value === undefined || value === "") throw new IncompleteDraftError(`${field} is empty`);
  return value;
};

/** A client-generated random transaction id (doc2 §3 "transactionId (client-generated random identifier)"). */
export function newTransactionId(random: () => string = () => crypto.randomUUID()): string {
  return `tx-${random()
    .replace(/[^A-Za-z0-9]/g, "")
    .slice(0, 32)}`;
}

/**
 * The request for a draft whose driver steps, vehicles and policy are complete; throws
 * IncompleteDraftError naming the first missing field otherwise. `coverages` are the entries of
 * the chosen package or of the custom choice; `defaultMileage` (the brand's, doc2 §9) stands for a
 * vehicle whose mileage was not asked.
 */
export function buildTransaction(
  draft: QuoteDraft,
  options: { transactionId: string; coverages: readonly CoverageEntry[]; defaultMileage?: number },
): RatingTransaction {
  const p = draft.primary;
  const address = {
    address: need(p.address, "Address"),
    ...(p.address2 ? { address2: p.address2 } : {}),
    city: need(p.city, "City"),
    state: need(p.state, "State"),
    zipCode: need(p.zip, "Zip code"),
  };
  const foreign = p.licenseType === FOREIGN_LICENSE_TYPE;
  const license = foreign ? p.licenseId : p.license;
  const customer = {
    name: need(p.firstName, "First name"),
    surname: need(p.lastName, "Last name"),
    dob: need(p.dob, "Date of birth"),
    ...(license ? { dlNumber: license } : {}),
    email: need(p.email, "Email"),
    phoneNumber: need(p.phone, "Phone"),
    gender: gender.toCode(need(p.gender, "Gender")),
    maritalStatus: marital.toCode(need(p.marital, "Marital status")),
    address,
    insured: need(p.insured, "Currently insured"),
    // Pricing questions (optional fields beside doc2 §3's): residence, and how long the current insurance has run.
    ...(p.residence ? { residence: p.residence } : {}),
    ...(p.insured === true && p.insuredMonths !== undefined ? { insuredMonths: p.insuredMonths } : {}),
    ...(p.insured === true && p.agencyTransfer !== undefined ? { agencyTransfer: p.agencyTransfer } : {}),
  };
  if (draft.drivers.length === 0) throw new IncompleteDraftError("Driver is empty");
  const drivers = draft.drivers.map((driver, index) => ({
    name: driver.firstName,
    surname: driver.lastName,
    relation: index === 0 ? 0 : driver.relation,
    dob: driver.dob,
    gender: gender.toCode(driver.gender),
    maritalStatus: marital.toCode(driver.marital),
    driverStatus: 0,
    ...(index === 0
      ? {
          email: customer.email,
          phoneNumber: customer.phoneNumber,
          ...(license ? { dLNumber: license } : {}),
          ...(p.licenseType ? { licenseType: Number(p.licenseType) } : {}),
          address,
        }
      : {}),
  }));
  if (draft.vehicles.length === 0) throw new IncompleteDraftError("Vehicle is empty");
  const cars = draft.vehicles.map((vehicle) => ({
    // The VIN standard excludes I, O and Q; such a VIN (accepted by the form, doc2 §5) is not sent.
    ...(vehicle.vin && hasStandardVinCharacters(vehicle.vin) ? { vin: vehicle.vin } : {}),
    year: vehicle.year,
    maker: vehicle.make,
    model: vehicle.model,
    garagingAddress: address,
    // doc2 §9: the bucket of the miles given (of the brand's default mileage when none was); the real figure travels in annualMileage.
    annualMilesAge: annualMileageFor(vehicle, options.defaultMileage),
    ...(draft.mileageRequired && vehicle.mileage !== undefined ? { selectedAnnualMileage: vehicle.mileage } : {}),
    ...(vehicle.mileage !== undefined ? { annualMileage: vehicle.mileage } : {}),
    ...(vehicle.ownership ? { ownership: vehicle.ownership } : {}),
    ...(vehicle.monthsOwned !== undefined ? { monthsOwned: vehicle.monthsOwned } : {}),
  }));
  return {
    transactionId: options.transactionId,
    term: draft.policy.term,
    isManualEntry: p.entryMode !== "dl",
    requestStep: 1,
    customer,
    drivers,
    cars,
    coverages: [...options.coverages],
    ...(foreign && p.licenseId ? { foreignLicenseType: FOREIGN_LICENSE_TYPE, foreignLicenseId: p.licenseId } : {}),
  };
}
