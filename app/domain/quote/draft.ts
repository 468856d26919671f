/**
 * The quote draft (doc2 §3 "Saved local draft", §4): everything the wizard has gathered, kept on
 * the server under an opaque id from the visitor's session cookie — never in browser storage.
 * The revisit rules read it in the spec's `driverPrefill` shape (`toDriverPrefill`).
 * Read leniently: a stored value of the wrong type reads as absent rather than losing the whole draft.
 */
import { z } from "zod/mini";
import { MAX_DRIVERS_PER_QUOTE, MAX_VEHICLES_PER_QUOTE } from "./limits";
import { COVERAGE_CODES, DEFAULT_CUSTOM_COVERAGES, DEFAULT_POLICY_TERM, STATE_MINIMUM_PACKAGE, type CoverageCode } from "./coverage";
import { STAGES, STEPS, type ProgressState, type Stage, type Step } from "./progress";
import type { DriverPrefill, DriverPrefillData } from "./revisit";
import { OWNERSHIP_CODES, RESIDENCE_CODES } from "./pricing-questions";

const text = z.catch(z.optional(z.string()), undefined);
const bool = z.catch(z.optional(z.boolean()), undefined);
const num = z.catch(z.optional(z.number()), undefined);

/** Driver 1/3 to 3/3: the primary driver and the policy holder. */
export const draftPrimarySchema = z.object({
  entryMode: z.catch(z.optional(z.enum(["dl", "nondl", "uploadimage", "scanimage"])), undefined),
  firstName: text,
  lastName: text,
  /** MM-DD-YYYY. */
  dob: text,
  license: text,
  /** File id of an uploaded licence image (attached on driver step 3, doc2 §7). */
  fileId: text,
  email: text,
  /** Ten digits, no dashes. */
  phone: text,
  privacyConsent: bool,
  address: text,
  address2: text,
  city: text,
  state: text,
  zip: text,
  gender: z.catch(z.optional(z.enum(["male", "female"])), undefined),
  marital: z.catch(z.optional(z.enum(["married", "single"])), undefined),
  insured: bool,
  licenseType: text,
  licenseId: text,
  rentersAndHome: bool,
  /** The shopper's residence: own, rent or other (a pricing question). */
  residence: z.catch(z.optional(z.enum(RESIDENCE_CODES)), undefined),
  /** Months the current insurance has run (the first month of the range chosen), when insured. */
  insuredMonths: z.catch(z.optional(z.number().check(z.int(), z.gte(0))), undefined),
  /** The current policy is being moved here from another insurance agency, when insured. */
  agencyTransfer: z.catch(z.optional(z.boolean()), undefined),
});
export type DraftPrimary = z.output<typeof draftPrimarySchema>;

/** A driver of the drivers summary. Index 0 is the primary driver (kept in step with `primary`). */
export const draftDriverSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dob: z.string(),
  /** Relation code to the primary driver: 0 for the primary driver itself. */
  relation: z.number().check(z.int(), z.gte(0), z.lte(5)),
  gender: z.enum(["male", "female"]),
  marital: z.enum(["married", "single"]),
});
export type DraftDriver = z.output<typeof draftDriverSchema>;

export const draftVehicleSchema = z.object({
  id: z.string(),
  vin: z.optional(z.string()),
  year: z.number().check(z.int()),
  make: z.string(),
  model: z.string(),
  /** Annual miles the shopper gave (required in California, doc2 §4). */
  mileage: z.optional(z.number().check(z.int())),
  /** Owned, financed or leased (financed and leased have a lienholder). */
  ownership: z.catch(z.optional(z.enum(OWNERSHIP_CODES)), undefined),
  /** Months owned: the first month of the range chosen. */
  monthsOwned: z.catch(z.optional(z.number().check(z.int(), z.gte(0))), undefined),
  /** Picked from the vehicles a lookup found (doc2 §3 isExistingVehicle). */
  isExistingVehicle: z.optional(z.boolean()),
});
export type DraftVehicle = z.output<typeof draftVehicleSchema>;

export const draftPolicySchema = z.object({
  term: z.catch(z.union([z.literal(6), z.literal(12)]), DEFAULT_POLICY_TERM),
  coveragePackage: z.catch(z.number().check(z.int(), z.gte(0)), STATE_MINIMUM_PACKAGE),
  customCoverages: z.catch(z.array(z.enum(COVERAGE_CODES)), [...DEFAULT_CUSTOM_COVERAGES]),
  /** The visitor chose each coverage instead of a package. */
  custom: z.catch(z.boolean(), false),
  /** Custom choice per coverage code: the option value (`30000/60000`, `500`, `Y`, or empty for none). */
  customValues: z.catch(z.record(z.string(), z.string()), {}),
});
export type DraftPolicy = z.output<typeof draftPolicySchema>;

export const quoteDraftSchema = z.object({
  step: z.catch(z.enum(STEPS), "driver1"),
  completed: z.catch(z.array(z.enum(STAGES)), []),
  primary: z.catch(draftPrimarySchema, {}),
  drivers: z.catch(z.array(draftDriverSchema).check(z.maxLength(MAX_DRIVERS_PER_QUOTE)), []),
  vehicles: z.catch(z.array(draftVehicleSchema).check(z.maxLength(MAX_VEHICLES_PER_QUOTE)), []),
  /** Vehicles a lookup found, offered in the existing-vehicle picker. */
  foundVehicles: z.catch(z.array(z.omit(draftVehicleSchema, { id: true, mileage: true, ownership: true, monthsOwned: true })).check(z.maxLength(10)), []),
  policy: z.catch(draftPolicySchema, {
    term: DEFAULT_POLICY_TERM,
    coveragePackage: STATE_MINIMUM_PACKAGE,
    customCoverages: [...DEFAULT_CUSTOM_COVERAGES],
    custom: false,
    customValues: {},
  }),
  /** A lookup found other details than the visitor typed: the override modal asks (doc2 §5). */
  pendingOverride: z.catch(
    z.optional(
      z.partial(
        z.object({
          firstName: z.string(),
          lastName: z.string(),
          address: z.string(),
          address2: z.string(),
          city: z.string(),
          state: z.string(),
          zip: z.string(),
        }),
      ),
    ),
    undefined,
  ),
  affiliateConsent: bool,
  /** The lead of this quote (doc2 §4 lead capture), created at the driver summary. */
  leadKey: text,
  leadQuoted: bool,
  /** How many times the visitor started a new quote from this draft: each round has its own lead. */
  leadRound: num,
  /** Set once "get my quotes" prepared and submitted the transaction. */
  transactionId: text,
  visitorKind: z.catch(z.enum(["new", "revisit", "repeat", "affiliate"]), "new"),
  /** Annual mileage is asked (the California variant). */
  mileageRequired: bool,
  /**
   * What the revisit rules last saw (doc2 §4): the page variant the draft was saved from and the
   * zip the visitor had entered. The rules apply again only when either changes.
   */
  seen: z.catch(z.optional(z.object({ page: z.enum(["ca", "general"]), zip: z.optional(z.string()) })), undefined),
  updatedAt: num,
});
export type QuoteDraft = z.output<typeof quoteDraftSchema>;

export function emptyDraft(overrides: Partial<QuoteDraft> = {}): QuoteDraft {
  return quoteDraftSchema.parse({ ...overrides });
}

/** A stored draft, or an empty one when it is missing or unreadable. */
export function readDraft(stored: unknown): QuoteDraft {
  const parsed = quoteDraftSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : emptyDraft();
}

export function progressOf(draft: QuoteDraft): ProgressState {
  return { step: draft.step, completed: draft.completed };
}

export function withProgress(draft: QuoteDraft, progress: ProgressState): QuoteDraft {
  return { ...draft, step: progress.step, completed: [...progress.completed] as Stage[] };
}

/** The primary driver as a drivers-summary row, once driver steps 1 and 3 have given name, dob, gender and marital status. */
export function primaryDriverRow(primary: DraftPrimary): DraftDriver | null {
  const { firstName, lastName, dob, gender, marital } = primary;
  if (!firstName || !lastName || !dob || !gender || !marital) return null;
  return { id: "primary", firstName, lastName, dob, relation: 0, gender, marital };
}

/** The drivers list with row 0 following the primary driver's steps. */
export function syncPrimary(draft: QuoteDraft): QuoteDraft {
  const row = primaryDriverRow(draft.primary);
  if (!row) return draft;
  const others = draft.drivers.filter((driver) => driver.id !== "primary");
  return { ...draft, drivers: [row, ...others] };
}

/** What each driver step needs before the next can be reached (doc2 §4 affiliate entry: the first incomplete step). */
export function firstIncompleteStep(draft: QuoteDraft): Step | null {
  const p = draft.primary;
  if (!p.firstName || !p.lastName || !p.dob) return "driver1";
  if (!p.email || !p.phone || !p.privacyConsent) return "driver2";
  if (!p.address || !p.city || !p.state || !p.zip || !p.gender || !p.marital || p.insured === undefined) return "driver3";
  if (draft.vehicles.length === 0) return "vehicles";
  return null;
}

/** The draft in the spec's `driverPrefill` shape (doc2 §3), for the revisit rules on the server. */
export function toDriverPrefill(draft: QuoteDraft): DriverPrefill {
  const p = draft.primary;
  const data: DriverPrefillData = {
    driverFirstName: p.firstName,
    driverLastName: p.lastName,
    driverDob: p.dob,
    driverLicense: p.license,
    driverEmail: p.email,
    driverPhone: p.phone,
    privatePolicy: p.privacyConsent,
    driverState: p.state,
    driverZipCode: p.zip,
    driverAddress: p.address,
    driverAddress2: p.address2,
    driverCity: p.city,
    licenseType: p.licenseType,
    licenseId: p.licenseId,
    driverGender: p.gender,
    driverMarital: p.marital,
    driverInsured: p.insured,
    driverHomeInsurance: p.rentersAndHome,
    searchedByLicence: p.entryMode === "dl",
  };
  const customCoverages: Record<string, boolean> = {};
  for (const code of COVERAGE_CODES) if (code !== "CWAIV") customCoverages[code] = draft.policy.customCoverages.includes(code);
  return {
    page: draft.step,
    section: draft.completed.join(","),
    policyTerm: draft.policy.term,
    policyCoverage: draft.policy.coveragePackage,
    customCoverages,
    drivers: draft.drivers,
    vehicles: draft.vehicles,
    vehiclesForQuote: draft.vehicles.map((vehicle) => vehicle.id),
    data,
  };
}

const asText = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : undefined);
const asBool = (value: unknown) => (typeof value === "boolean" ? value : value === "true" ? true : value === "false" ? false : undefined);

/** A `driverPrefill` record back into a draft (the fields the revisit rules kept). */
export function fromDriverPrefill(prefill: DriverPrefill): QuoteDraft {
  const d = prefill.data ?? {};
  const step = STEPS.find((s) => s === prefill.page);
  const completed = typeof prefill.section === "string" ? prefill.section.split(",").filter((s): s is Stage => (STAGES as readonly string[]).includes(s)) : [];
  const coverages = prefill.customCoverages
    ? (Object.entries(prefill.customCoverages)
        .filter(([, on]) => on === true)
        .map(([code]) => code) as CoverageCode[])
    : undefined;
  return readDraft({
    step: step ?? "driver1",
    completed: step ? completed : [],
    primary: {
      firstName: asText(d.driverFirstName),
      lastName: asText(d.driverLastName),
      dob: asText(d.driverDob),
      license: asText(d.driverLicense),
      email: asText(d.driverEmail),
      phone: asText(d.driverPhone),
      privacyConsent: asBool(d.privatePolicy),
      state: asText(d.driverState),
      zip: asText(d.driverZipCode),
      address: asText(d.driverAddress),
      address2: asText(d.driverAddress2),
      city: asText(d.driverCity),
      licenseType: d.licenseType === undefined ? undefined : String(d.licenseType),
      licenseId: asText(d.licenseId),
      gender: asText(d.driverGender),
      marital: asText(d.driverMarital),
      insured: asBool(d.driverInsured),
      rentersAndHome: asBool(d.driverHomeInsurance),
      entryMode: asBool(d.searchedByLicence) ? "dl" : undefined,
    },
    drivers: prefill.drivers ?? [],
    vehicles: prefill.vehicles ?? [],
    policy: {
      term: Number(prefill.policyTerm ?? DEFAULT_POLICY_TERM),
      coveragePackage: Number(prefill.policyCoverage ?? STATE_MINIMUM_PACKAGE),
      customCoverages: coverages && coverages.length > 0 ? coverages : [...DEFAULT_CUSTOM_COVERAGES],
    },
  });
}
