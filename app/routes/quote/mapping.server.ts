/**
 * Saved transactions and partner leads into the wizard's draft (doc2 §4: requote and
 * previous-quote load fill the whole form; affiliate entry prefills from lead.rawData).
 */
import type { AffiliatePrefill } from "~/domain/quote/affiliate";
import { gender, marital } from "~/domain/quote/codes";
import { COVERAGE_CODES, type CoverageEntry } from "~/domain/quote/coverage";
import { emptyDraft, type DraftDriver, type DraftPolicy, type DraftVehicle, type QuoteDraft } from "~/domain/quote/draft";
import { OWNERSHIP_CODES, RESIDENCE_CODES } from "~/domain/quote/pricing-questions";
import type { PlatformClient } from "~/.server/platform";
import { coverageChoices, type CoverageChoices } from "./coverage-choices";
import { coveragesFor } from "~/.server/platform/quote";

const str = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined);
const num = (value: unknown) =>
  typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" && !Number.isNaN(Number(value)) ? Number(value) : undefined;

/** An ISO or dashed date as the draft keeps it, MM-DD-YYYY. */
export function toDraftDate(value: unknown): string | undefined {
  const text = str(value);
  if (!text) return undefined;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return `${iso[2]}-${iso[3]}-${iso[1]}`;
  const us = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(text);
  return us ? `${us[1]}-${us[2]}-${us[3]}` : undefined;
}

type Loose = Record<string, unknown>;

const entryKey = (entries: readonly CoverageEntry[]) =>
  entries
    .map((e) => `${e.coverageCd}:${e.val1 ?? ""}:${e.val2 ?? ""}:${e.val3 ?? ""}`)
    .sort()
    .join("|");

/**
 * The policy step's choice behind a saved transaction's coverages: the state's package with exactly
 * those coverages, else a custom choice of each coverage's option. Undefined when the state's
 * choices are unknown or a coverage matches none of its options (the form keeps the state minimum).
 */
export function policyFromCoverages(choices: CoverageChoices | null, coverages: readonly Loose[], term: number): DraftPolicy | undefined {
  if (!choices || coverages.length === 0) return undefined;
  const text = (value: unknown) => (value === undefined || value === null ? "" : String(value));
  const saved: CoverageEntry[] = coverages.flatMap((c) => {
    const code = text(c.coverageCd);
    return (COVERAGE_CODES as readonly string[]).includes(code)
      ? [{ coverageCd: code as CoverageEntry["coverageCd"], val1: text(c.val1), val2: text(c.val2), val3: text(c.val3) }]
      : [];
  });
  const policyTerm = term === 12 ? 12 : 6;
  const key = entryKey(saved);
  const found = choices.packages.find((p) => entryKey(p.coverages.map((e) => ({ ...e, val1: e.val1 ?? "", val2: e.val2 ?? "", val3: e.val3 ?? "" }))) === key);
  if (found) return { term: policyTerm, coveragePackage: found.id, customCoverages: ["BI", "PD"], custom: false, customValues: {} };
  const customValues: Record<string, string> = {};
  for (const entry of saved) {
    const option = choices.definitions
      .find((d) => d.code === entry.coverageCd)
      ?.options.find((o) => o.value !== "" && o.val1 === entry.val1 && o.val2 === entry.val2 && o.val3 === entry.val3);
    if (!option) return undefined;
    customValues[entry.coverageCd] = option.value;
  }
  return { term: policyTerm, coveragePackage: 0, customCoverages: COVERAGE_CODES.filter((code) => code in customValues), custom: true, customValues };
}

/** A saved car's pricing answers: the real annual mileage (or California's selected one), ownership and months owned. */
function pricingOf(car: Loose): Partial<Pick<DraftVehicle, "mileage" | "ownership" | "monthsOwned">> {
  const mileage = num(car.annualMileage) ?? num(car.selectedAnnualMileage);
  const ownership = OWNERSHIP_CODES.find((code) => code === car.ownership);
  const monthsOwned = num(car.monthsOwned);
  return { ...(mileage ? { mileage } : {}), ...(ownership ? { ownership } : {}), ...(monthsOwned !== undefined ? { monthsOwned } : {}) };
}

export function draftFromTransaction(transaction: Loose, mileageRequired: boolean, choices: CoverageChoices | null = null): QuoteDraft {
  const customer = (transaction.customer ?? {}) as Loose;
  const address = (customer.address ?? {}) as Loose;
  const drivers = (Array.isArray(transaction.drivers) ? transaction.drivers : []) as Loose[];
  const cars = (Array.isArray(transaction.cars) ? transaction.cars : []) as Loose[];
  const first = drivers[0] ?? {};
  const rows: DraftDriver[] = drivers.flatMap((d, index) => {
    const dob = toDraftDate(d.dob);
    const g = gender.fromCode(num(d.gender) ?? -1);
    const m = marital.fromCode(num(d.maritalStatus) ?? -1);
    if (!str(d.name) || !str(d.surname) || !dob || !g || !m) return [];
    return [
      {
        id: index === 0 ? "primary" : `d${index}`,
        firstName: str(d.name)!,
        lastName: str(d.surname)!,
        dob,
        relation: index === 0 ? 0 : Math.min(5, Math.max(1, num(d.relation) ?? 3)),
        gender: g,
        marital: m,
      },
    ];
  });
  return emptyDraft({
    visitorKind: "repeat",
    mileageRequired,
    primary: {
      entryMode: transaction.isManualEntry === false ? "dl" : "nondl",
      firstName: str(customer.name),
      lastName: str(customer.surname),
      dob: toDraftDate(customer.dob),
      license: str(customer.dlNumber),
      email: str(customer.email),
      phone: str(customer.phoneNumber),
      privacyConsent: true,
      address: str(address.address),
      address2: str(address.address2),
      city: str(address.city),
      state: str(address.state),
      zip: str(address.zipCode),
      gender: gender.fromCode(num(customer.gender) ?? -1),
      marital: marital.fromCode(num(customer.maritalStatus) ?? -1),
      insured: typeof customer.insured === "boolean" ? customer.insured : undefined,
      licenseType: num(first.licenseType)?.toString(),
      residence: RESIDENCE_CODES.find((code) => code === customer.residence),
      insuredMonths: num(customer.insuredMonths),
      agencyTransfer: typeof customer.agencyTransfer === "boolean" ? customer.agencyTransfer : undefined,
    },
    drivers: rows,
    vehicles: cars.flatMap((c, index) => {
      const year = num(c.year);
      if (!year || !str(c.maker) || !str(c.model)) return [];
      return [{ id: `v${index + 1}`, year, make: str(c.maker)!, model: str(c.model)!, ...(str(c.vin) ? { vin: str(c.vin) } : {}), ...(pricingOf(c) ?? {}) }];
    }),
    policy: policyFromCoverages(choices, (Array.isArray(transaction.coverages) ? transaction.coverages : []) as Loose[], num(transaction.term) ?? 6) ?? {
      term: num(transaction.term) === 12 ? 12 : 6,
      coveragePackage: 0,
      customCoverages: ["BI", "PD"],
      custom: false,
      customValues: {},
    },
  });
}

/** A saved transaction as the whole form: drivers, vehicles and the policy choice its coverages came from (its state's choices). */
export async function draftFromSavedTransaction(platform: PlatformClient, transaction: Loose, mileageRequired: boolean): Promise<QuoteDraft> {
  const state = str(((transaction.customer ?? {}) as { address?: Loose }).address?.state);
  const answer = state ? await coveragesFor(platform, state) : null;
  return draftFromTransaction(transaction, mileageRequired, answer?.ok ? coverageChoices(answer.data) : null);
}

/** A partner's lead.rawData, whatever its spelling (camelCase or the lead-creation names). */
export function prefillFromAffiliate(raw: Loose): AffiliatePrefill {
  const pick = (...names: string[]) => {
    for (const name of names) {
      const value = raw[name];
      if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return String(value);
    }
    return undefined;
  };
  return {
    firstName: pick("firstName", "name", "first_name"),
    lastName: pick("lastName", "lastname", "surname", "last_name"),
    dob: pick("dob", "dateOfBirth"),
    email: pick("email"),
    phone: pick("phone", "phoneNumber"),
    address: pick("address", "address1", "street"),
    city: pick("city"),
    state: pick("state"),
    zip: pick("zip", "zipCode"),
    gender: pick("gender"),
    marital: pick("marital", "maritalStatus"),
    insured: pick("insured", "currentlyInsured"),
    vehicles: Array.isArray(raw.vehicles) ? raw.vehicles : undefined,
    term: pick("term"),
  };
}
