/**
 * Vehicles (doc2 §3, §5, §9): the VIN, the year/make/model dropdowns, annual mileage and its buckets,
 * and whether a vehicle is recent.
 */
import { z } from "zod/mini";
import { requiredText } from "./fields";
import { errorKeys } from "./message-keys";
import { annualMileageField, monthsOwnedField, ownershipField } from "./pricing-questions";

/** A VIN as kept: spaces removed, upper case. */
export function normalizeVin(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/**
 * doc2 §5: a VIN has 17 letters or digits and the letter O is invalid. The VIN standard
 * (ISO 3779) also excludes I and Q; the form follows the spec and accepts them, and the VIN
 * decoder answers for those (see `hasStandardVinCharacters`).
 */
export function vinError(value: string): typeof errorKeys.vinLetterO | typeof errorKeys.vinInvalid | null {
  const vin = normalizeVin(value);
  if (vin.includes("O")) return errorKeys.vinLetterO;
  return /^[A-Z0-9]{17}$/.test(vin) ? null : errorKeys.vinInvalid;
}

/** Whether a VIN avoids all three letters the VIN standard excludes (I, O, Q). Not a form rule. */
export function hasStandardVinCharacters(value: string): boolean {
  return !/[IOQ]/.test(normalizeVin(value));
}

/** doc2 §5: a short (partial) VIN check needs at least 2 characters. */
export const SHORT_VIN_MIN_LENGTH = 2;
export function canCheckShortVin(value: string): boolean {
  const vin = normalizeVin(value);
  return vin.length >= SHORT_VIN_MIN_LENGTH && /^[A-Z0-9]+$/.test(vin) && !vin.includes("O");
}

export function vinField() {
  return z.pipe(
    requiredText(errorKeys.vinInvalid),
    z.transform((value: string, ctx) => {
      const message = vinError(value);
      if (message) {
        ctx.issues.push({ code: "custom", message, input: value });
        return z.NEVER;
      }
      return normalizeVin(value);
    }),
  );
}

/** A dropdown whose "none" option has the value 0 (doc2 §5). */
function chosenText(message: typeof errorKeys.makeRequired | typeof errorKeys.modelRequired) {
  return requiredText(message).check(z.refine((value) => value !== "0", { error: message }));
}

/** Default annual mileage (doc2 §9); a brand sets its own (quote settings' default mileage). */
export const DEFAULT_MILEAGE = 10_000;

/**
 * What the annual-mileage field of the vehicle form starts at (doc2 §4, §9): the miles already
 * given; empty where mileage is required (California: the shopper must say); else the brand's
 * default mileage.
 */
export function mileageStart(given: number | undefined, mileageRequired: boolean, defaultMileage: number = DEFAULT_MILEAGE): string {
  if (given !== undefined) return String(given);
  return mileageRequired ? "" : String(defaultMileage);
}
/** Default of the calculated-mileage fields (doc2 §9). */
export const CALCULATED_MILEAGE_DEFAULT = 0;

export type VehicleSchemaOptions = {
  /** doc2 §4: annual mileage is required (and shown) in California only. */
  mileageRequired: boolean;
};

/**
 * The add/edit vehicle form: by VIN (`entry=vin`) or by the year, make and model dropdowns
 * (`entry=ymm`, none of them 0), with the pricing questions: owned, financed or leased, months
 * owned, and the annual mileage (a whole number of miles; required in California, optional elsewhere).
 */
export function vehicleSchema(options: VehicleSchemaOptions) {
  const mileage = { mileage: annualMileageField(options.mileageRequired), ownership: ownershipField(), monthsOwned: monthsOwnedField() };
  return z.discriminatedUnion(
    "entry",
    [
      z.object({ entry: z.literal("vin"), vin: vinField(), ...mileage }),
      z.object({
        entry: z.literal("ymm"),
        year: z.number({ error: errorKeys.yearRequired }).check(z.int({ error: errorKeys.yearRequired }), z.gte(1, { error: errorKeys.yearRequired })),
        make: chosenText(errorKeys.makeRequired),
        model: chosenText(errorKeys.modelRequired),
        ...mileage,
      }),
    ],
    { error: errorKeys.required },
  );
}
export type VehicleFormValue = z.output<ReturnType<typeof vehicleSchema>>;

/**
 * Annual-mileage buckets of the rating request (doc2 §9): at most 12000 gives 10000; 12001 to
 * 20000 gives 12000; above 20001 gives 20000. The spec leaves exactly 20001 out; it is above
 * 20000, so it gives 20000 like every higher figure.
 */
export function mileageBucket(annualMiles: number): number {
  if (annualMiles <= 12_000) return 10_000;
  if (annualMiles <= 20_000) return 12_000;
  return 20_000;
}

/** The mileage sent as `annualMilesAge` (doc2 §9): the bucket of the miles the shopper gave, else of the brand's default mileage. */
export function annualMileageFor(vehicle: { mileage?: number }, defaultMileage: number = DEFAULT_MILEAGE): number {
  return mileageBucket(vehicle.mileage ?? defaultMileage);
}

/** doc2 §9: a vehicle is recent if it is 5 years old or under (next year's models count as new). */
export function isRecentVehicle(modelYear: number, currentYear: number): boolean {
  return currentYear - modelYear <= 5;
}
