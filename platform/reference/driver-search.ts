/**
 * Driver lookups (licence number and date of birth; name, address and date of birth). They stand
 * in for a prefill data provider and answer from the seeded reference households only
 * (./people.ts): nothing a visitor typed in a quote is ever shown to another visitor.
 */
import { findByLicence, findByName, seededHouseholds, type LookupResult, type NameQuery } from "./people.ts";

export function searchByLicence(licence: string, dobIso: string): LookupResult | null {
  return findByLicence(seededHouseholds(), licence, dobIso);
}

export function searchByName(query: NameQuery): LookupResult | null {
  return findByName(seededHouseholds(), query);
}
