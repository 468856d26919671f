/**
 * Visitor kinds and the revisit draft (doc2 §1, §3 "Saved local draft", §4 "Revisit").
 */
import { DateTime } from "luxon";
import { z } from "zod/mini";
import { normalizeZip } from "./contact";

/** A stored value of unknown type reads as absent rather than failing the whole draft. */
const text = z.catch(z.optional(z.string()), undefined);
const scalar = z.catch(z.optional(z.union([z.string(), z.number(), z.boolean()])), undefined);
const list = z.catch(z.optional(z.array(z.unknown())), undefined);

const draftDataFields = z.object({
  driverFirstName: text,
  driverLastName: text,
  driverDob: text,
  driverLicense: text,
  driverEmail: text,
  driverPhone: text,
  privatePolicy: scalar,
  driverState: text,
  driverZipCode: text,
  driverAddress: text,
  driverAddress2: text,
  driverCity: text,
  licenseType: scalar,
  licenseId: text,
  /** The same field as one source spells it. */
  licenseid: text,
  driverGender: scalar,
  driverMarital: scalar,
  driverInsured: scalar,
  driverHomeInsurance: scalar,
  searchedByLicence: scalar,
});
type DraftDataFields = Omit<z.output<typeof draftDataFields>, "licenseid">;

const draftDataSchema = z.pipe(
  draftDataFields,
  z.transform(({ licenseid, ...data }: z.output<typeof draftDataFields>): DraftDataFields =>
    data.licenseId === undefined && licenseid !== undefined ? { ...data, licenseId: licenseid } : data,
  ),
);

/** The spec's draft record, `driverPrefill` (doc2 §3), read leniently; the site keeps it on the server only. */
export const driverPrefillSchema = z.object({
  page: scalar,
  section: scalar,
  policyTerm: scalar,
  policyCoverage: scalar,
  customCoverages: z.catch(z.optional(z.record(z.string(), z.unknown())), undefined),
  coverages: list,
  drivers: list,
  vehicles: list,
  vehiclesForQuote: list,
  data: z.catch(z.optional(draftDataSchema), undefined),
});
export type DriverPrefill = z.output<typeof driverPrefillSchema>;
export type DriverPrefillData = NonNullable<DriverPrefill["data"]>;

/** The draft from stored JSON, or null when there is none or it is not a draft. */
export function parseDriverPrefill(stored: unknown): DriverPrefill | null {
  let value = stored;
  if (typeof stored === "string") {
    try {
      value = JSON.parse(stored);
    } catch {
      return null;
    }
  }
  const result = driverPrefillSchema.safeParse(value);
  return result.success ? result.data : null;
}

/** The California page variant has a path containing get-a-quote-ca (doc2 §2). */
export function isCaliforniaPage(pathname: string): boolean {
  return pathname.toLowerCase().includes("get-a-quote-ca");
}

/** Fields restored when the ZIP code differs: name, date of birth, contact and consent. */
const KEPT_ON_NEW_ZIP = ["driverFirstName", "driverLastName", "driverDob", "driverEmail", "driverPhone", "privatePolicy"] as const;

export type RevisitOutcome = { kind: "discard" } | { kind: "whole"; draft: DriverPrefill } | { kind: "partial"; draft: DriverPrefill };

/**
 * doc2 §4 Revisit: a draft is discarded when its state and the page variant disagree (a California
 * draft on the general page, or another state's draft on the CA page). When the stored ZIP code
 * matches the draft's, the whole draft is restored; otherwise only name, date of birth, contact and
 * consent, and the visitor starts again at driver step 1.
 */
export function resolveRevisit(draft: DriverPrefill, context: { californiaPage: boolean; storedZip?: string }): RevisitOutcome {
  const state = draft.data?.driverState?.trim().toUpperCase();
  if (state && (state === "CA") !== context.californiaPage) return { kind: "discard" };
  const draftZip = draft.data?.driverZipCode;
  if (draftZip && context.storedZip && normalizeZip(draftZip) === normalizeZip(context.storedZip)) {
    return { kind: "whole", draft };
  }
  const data: Record<string, unknown> = {};
  for (const key of KEPT_ON_NEW_ZIP) if (draft.data?.[key] !== undefined) data[key] = draft.data[key];
  return { kind: "partial", draft: { data: data as DriverPrefillData } };
}

/** Browser-stored state expires after 168 hours (doc2 §3, §9). */
export const STORED_STATE_TTL_HOURS = 168;

export function isStoredStateExpired(savedAt: string, now: string): boolean {
  const saved = DateTime.fromISO(savedAt);
  if (!saved.isValid) return true;
  return DateTime.fromISO(now).diff(saved, "hours").hours >= STORED_STATE_TTL_HOURS;
}

/** Affiliate sources of the utm_source parameter (doc2 §2). */
export const AFFILIATE_SOURCES = ["qs", "eq"] as const;

export type VisitorKind = "new" | "revisit" | "repeat" | "affiliate";

/**
 * doc2 §1: repeat when the visitor retrieves an earlier quote by phone and date of birth;
 * affiliate when utm_source is a partner source; revisit when a stored draft is found and there is
 * no code or customerid parameter; otherwise new.
 */
export function visitorKind(context: { query: URLSearchParams; hasDraft: boolean; retrievingPreviousQuote?: boolean }): VisitorKind {
  if (context.retrievingPreviousQuote) return "repeat";
  const source = context.query.get("utm_source")?.trim().toLowerCase();
  if (source && (AFFILIATE_SOURCES as readonly string[]).includes(source)) return "affiliate";
  if (context.hasDraft && !context.query.get("code") && !context.query.get("customerid")) return "revisit";
  return "new";
}
