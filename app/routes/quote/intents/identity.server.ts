/**
 * A lookup's driver against the details the visitor typed (doc2 §5): what the override modal
 * compares, and how an answer fills the draft.
 */
import type { LookupIdentity } from "~/domain/quote/driver-steps";
import { answerOverride } from "~/domain/quote/lookup-override";
import type { DraftPrimary, QuoteDraft } from "~/domain/quote/draft";
import { gender as genderCodes, marital as maritalCodes } from "~/domain/quote/codes";
import type { LookupCar, LookupDriver } from "~/.server/platform/quote";

export const toIdentity = (driver: LookupDriver): LookupIdentity => ({
  firstName: driver.firstName,
  lastName: driver.lastName,
  address: driver.address?.address1,
  address2: driver.address?.address2,
  city: driver.address?.city,
  state: driver.address?.state,
  zip: driver.address?.zipCode,
});

export const identityOf = (p: DraftPrimary): LookupIdentity => ({
  firstName: p.firstName,
  lastName: p.lastName,
  address: p.address,
  address2: p.address2,
  city: p.city,
  state: p.state,
  zip: p.zip,
});

/** The draft's driver with a name and address: fields left empty in `identity` stay as they were. */
export function withIdentity(p: DraftPrimary, identity: LookupIdentity): DraftPrimary {
  const out = { ...p };
  for (const key of ["firstName", "lastName", "address", "city", "state", "zip"] as const) if (identity[key]) out[key] = identity[key];
  if (identity.address2 !== undefined) out.address2 = identity.address2 || undefined;
  return out;
}

/**
 * A lookup's driver and cars into the draft (doc2 §5): without the visitor's Yes (`use` false) only
 * what they left empty is filled, so a typed name, street or ZIP is never replaced unasked.
 */
export function applyLookup(draft: QuoteDraft, driver: LookupDriver | undefined, cars: LookupCar[], use: boolean): QuoteDraft {
  let p = { ...draft.primary };
  if (driver) {
    p = withIdentity(p, answerOverride(identityOf(p), toIdentity(driver), use));
    p.gender ??= genderCodes.fromCode(driver.gender);
    p.marital ??= maritalCodes.fromCode(driver.maritalStatus);
    p.insured ??= driver.priorInsurance;
  }
  const foundVehicles = cars.slice(0, 10).map((car) => ({ vin: car.vin, year: car.year, make: car.make, model: car.model, isExistingVehicle: true }));
  return { ...draft, primary: p, foundVehicles: foundVehicles.length ? foundVehicles : draft.foundVehicles };
}
