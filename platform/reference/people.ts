/**
 * Driver lookups (doc2 §7 licence lookup, name lookup, driver-and-car lookup), answered from a
 * bundled set of fictional households (data/people.json) and from people who quoted before
 * (the transactions table: the quote's customer is the searchable person, with the other drivers
 * and cars of that quote as the household). Licence numbers and dates of birth are never logged.
 */
import { readFileSync } from "node:fs";

export interface LookupAddress {
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
}

/** doc2 §3 "Driver (lookup form)". Dates are MM/DD/YYYY. */
export interface LookupDriver {
  firstName: string;
  lastName: string;
  /** 0 self, 1 spouse, 2 child, 3 other related, 4 other non-related, 5 parent. */
  relation: number;
  dob: string;
  /** 1 female, 0 male. */
  gender: number;
  /** 1 single, 0 married. */
  maritalStatus: number;
  address: LookupAddress;
  priorInsurance: boolean;
  isDefaultInsured: boolean;
  /** The searched person's own number; other household members' numbers are not disclosed. */
  driverLicenseNumber: string | null;
  issueDate: string | null;
}

export interface LookupCar {
  vin: string;
  year: number;
  make: string;
  model: string;
}

interface Person {
  firstName: string;
  lastName: string;
  /** ISO yyyy-mm-dd. */
  dob: string;
  gender: number;
  maritalStatus: number;
  relation: number;
  driverLicenseNumber: string | null;
  issueDate: string | null;
  priorInsurance: boolean;
}

export interface Household {
  commonId: string;
  address: LookupAddress;
  people: Person[];
  cars: LookupCar[];
}

export interface LookupResult {
  drivers: LookupDriver[];
  cars: LookupCar[];
  commonId: string | null;
}

let seeded: Household[] | null = null;
export function seededHouseholds(): Household[] {
  seeded ??= (JSON.parse(readFileSync(new URL("./data/people.json", import.meta.url), "utf8")) as { households: Household[] }).households;
  return seeded;
}

export function normalizeLicence(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

function normalizeName(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .toLowerCase()
    .replace(/\s+/g, " ");
}

function usDate(iso: string | null): string | null {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return m ? `${m[2]}/${m[3]}/${m[1]}` : null;
}

function toResult(household: Household, match: Person): LookupResult {
  const ordered = [match, ...household.people.filter((p) => p !== match)];
  return {
    commonId: household.commonId,
    cars: household.cars.map((c) => ({ ...c })),
    drivers: ordered.map((p) => ({
      firstName: p.firstName,
      lastName: p.lastName,
      relation: p === match ? 0 : p.relation || 3,
      dob: usDate(p.dob) ?? "",
      gender: p.gender,
      maritalStatus: p.maritalStatus,
      address: { ...household.address },
      priorInsurance: p.priorInsurance,
      isDefaultInsured: p.priorInsurance,
      driverLicenseNumber: p === match ? p.driverLicenseNumber : null,
      issueDate: p === match ? usDate(p.issueDate) : null,
    })),
  };
}

/** Licence number and date of birth (ISO) must both match. */
export function findByLicence(households: Household[], licence: string, dobIso: string): LookupResult | null {
  const wanted = normalizeLicence(licence);
  if (!wanted) return null;
  for (const household of households) {
    const person = household.people.find((p) => p.driverLicenseNumber !== null && normalizeLicence(p.driverLicenseNumber) === wanted && p.dob === dobIso);
    if (person) return toResult(household, person);
  }
  return null;
}

export interface NameQuery {
  firstName: string;
  lastName: string;
  dobIso: string;
  addressLine?: string;
  city?: string;
  state?: string;
  zipCode?: string;
}

/** First and last name (accents and case ignored) and date of birth match; given city, state and zip must match too. */
export function findByName(households: Household[], query: NameQuery): LookupResult | null {
  const first = normalizeName(query.firstName);
  const last = normalizeName(query.lastName);
  for (const household of households) {
    const a = household.address;
    if (query.zipCode && a.zipCode.slice(0, 5) !== query.zipCode.slice(0, 5)) continue;
    if (query.state && a.state.toUpperCase() !== query.state.toUpperCase()) continue;
    if (query.city && normalizeName(a.city) !== normalizeName(query.city)) continue;
    const person = household.people.find((p) => normalizeName(p.firstName) === first && normalizeName(p.lastName) === last && p.dob === query.dobIso);
    if (person) return toResult(household, person);
  }
  return null;
}
