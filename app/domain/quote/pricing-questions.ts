/**
 * The questions that price a policy beyond doc2 §3's fields, each optional so that a draft or a
 * partner lead without them still quotes (carriers then use their defaults):
 * - per vehicle: owned, financed or leased (financed and leased have a lienholder), how long it has
 *   been owned (ranges that follow the rate manual's length-of-ownership bands), and the real
 *   annual mileage (doc2 §9's buckets still give `annualMilesAge`; California requires it, doc2 §4);
 * - per policy: the shopper's residence (own, rent, other) and, when currently insured, how long
 *   the current insurance has run.
 */
import { z } from "zod/mini";
import { errorKeys } from "./message-keys";

export const OWNERSHIP_CODES = ["owned", "financed", "leased"] as const;
export type Ownership = (typeof OWNERSHIP_CODES)[number];

/** Financed and leased vehicles have a lienholder (the rate manual's coverage type "Yes"). */
export function hasLienholder(ownership: Ownership | undefined): boolean | undefined {
  return ownership === undefined ? undefined : ownership !== "owned";
}

/**
 * Months owned, as ranges whose value is the first month of the range; the ranges are the rate
 * manual's length-of-ownership bands (0–30 days, 31–60, 61–183, 184–365 days, then whole years up to 8+).
 */
export const MONTHS_OWNED_CHOICES = [
  { value: 0, key: "under1" },
  { value: 1, key: "m1to2" },
  { value: 2, key: "m2to6" },
  { value: 6, key: "m6to12" },
  { value: 12, key: "y1to2" },
  { value: 24, key: "y2to3" },
  { value: 36, key: "y3to4" },
  { value: 48, key: "y4to5" },
  { value: 60, key: "y5to6" },
  { value: 72, key: "y6to7" },
  { value: 84, key: "y7to8" },
  { value: 96, key: "y8plus" },
] as const;
export type MonthsOwnedKey = (typeof MONTHS_OWNED_CHOICES)[number]["key"];

/** The range a number of months falls in (for the summaries and to preselect the select). */
export function monthsOwnedChoice(months: number): (typeof MONTHS_OWNED_CHOICES)[number] {
  let chosen: (typeof MONTHS_OWNED_CHOICES)[number] = MONTHS_OWNED_CHOICES[0];
  for (const choice of MONTHS_OWNED_CHOICES) if (months >= choice.value) chosen = choice;
  return chosen;
}

export const RESIDENCE_CODES = ["own", "rent", "other"] as const;
export type Residence = (typeof RESIDENCE_CODES)[number];

/** How long the current insurance has run: less than 6 months, 6 to 11, 12 or more (the manual's P6 and P12). */
export const INSURED_MONTHS_CHOICES = [
  { value: 0, key: "under6" },
  { value: 6, key: "m6to12" },
  { value: 12, key: "m12plus" },
] as const;
export type InsuredMonthsKey = (typeof INSURED_MONTHS_CHOICES)[number]["key"];

export function insuredMonthsChoice(months: number): (typeof INSURED_MONTHS_CHOICES)[number] {
  return months >= 12 ? INSURED_MONTHS_CHOICES[2] : months >= 6 ? INSURED_MONTHS_CHOICES[1] : INSURED_MONTHS_CHOICES[0];
}

/** Annual mileage typed by the shopper: a whole number of miles within these bounds. */
export const MILEAGE_MIN = 1;
export const MILEAGE_MAX = 100_000;

/** The annual mileage field: required (California, doc2 §4) or optional, a whole number within MILEAGE_MIN–MILEAGE_MAX. */
export function annualMileageField<R extends boolean>(required: R) {
  const message = required ? errorKeys.mileageRequired : errorKeys.mileageInvalid;
  const miles = z.number({ error: message }).check(z.int({ error: message }), z.gte(MILEAGE_MIN, { error: message }), z.lte(MILEAGE_MAX, { error: message }));
  return (required ? miles : z.optional(miles)) as R extends true ? typeof miles : z.ZodMiniOptional<typeof miles>;
}

/** A choice of a numeric range (its first month); absent when not answered. */
function optionalMonths(values: readonly number[], message: typeof errorKeys.monthsOwnedInvalid | typeof errorKeys.insuredMonthsInvalid) {
  return z.optional(
    z.number({ error: message }).check(
      z.int({ error: message }),
      z.refine((n) => values.includes(n), { error: message }),
    ),
  );
}

export const ownershipField = () => z.optional(z.enum(OWNERSHIP_CODES, { error: errorKeys.ownershipInvalid }));
export const monthsOwnedField = () =>
  optionalMonths(
    MONTHS_OWNED_CHOICES.map((c) => c.value),
    errorKeys.monthsOwnedInvalid,
  );
export const residenceField = () => z.optional(z.enum(RESIDENCE_CODES, { error: errorKeys.residenceInvalid }));
/** The current policy is being moved here from another insurance agency (the rate manual's agency transfer): radio `yes`/`no`, a boolean; absent when not answered. */
export const agencyTransferField = () =>
  z.optional(
    z.pipe(
      z.enum(["yes", "no"], { error: errorKeys.agencyTransferInvalid }),
      z.transform((value: "yes" | "no") => value === "yes"),
    ),
  );
export const insuredMonthsField = () =>
  optionalMonths(
    INSURED_MONTHS_CHOICES.map((c) => c.value),
    errorKeys.insuredMonthsInvalid,
  );
