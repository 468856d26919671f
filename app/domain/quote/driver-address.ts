/**
 * Driver info step 3/3 (doc2 §2, §5): address, apartment, city, state, ZIP, gender, marital status,
 * currently insured, licence type (and licenseId when it applies), interest in home or renters insurance;
 * and the pricing questions, both optional: residence (own, rent, other) and how long the current insurance has run.
 */
import { z } from "zod/mini";
import { gender, marital } from "./codes";
import { isUsStateCode, isValidZip, normalizeZip } from "./contact";
import { optionalCheckbox, optionalText, requiredText, visibleShape } from "./fields";
import { errorKeys } from "./message-keys";
import { agencyTransferField, insuredMonthsField, residenceField } from "./pricing-questions";

/** Licence type 6 is a foreign licence: its number goes in licenseId (doc2 §3). */
export const FOREIGN_LICENSE_TYPE = "6";

/**
 * doc2 §5: licenseId is required only if both the required and the mandatory flags are set and
 * the licence type applies (by default, the foreign type 6).
 */
export type LicenseIdRule = { required: boolean; mandatory: boolean; licenseTypes?: readonly string[] };

export function isLicenseIdRequired(rule: LicenseIdRule | undefined, licenseType: string | undefined): boolean {
  if (!rule?.required || !rule.mandatory || licenseType === undefined) return false;
  return (rule.licenseTypes ?? [FOREIGN_LICENSE_TYPE]).includes(licenseType);
}

export function zipField() {
  return z.pipe(z.pipe(requiredText(errorKeys.zipInvalid), z.string().check(z.refine(isValidZip, { error: errorKeys.zipInvalid }))), z.transform(normalizeZip));
}

export function stateField() {
  return z
    .pipe(
      requiredText(errorKeys.stateInvalid),
      z.transform((value: string) => value.toUpperCase()),
    )
    .check(z.refine(isUsStateCode, { error: errorKeys.stateInvalid }));
}

const step3Shape = {
  address: requiredText().check(z.minLength(5, { error: errorKeys.addressTooShort }), z.maxLength(100, { error: errorKeys.textTooLong })),
  address2: optionalText(50),
  city: requiredText().check(z.maxLength(60, { error: errorKeys.textTooLong })),
  state: stateField(),
  zip: zipField(),
  gender: z.enum(gender.names, { error: errorKeys.genderRequired }),
  marital: z.enum(marital.names, { error: errorKeys.maritalRequired }),
  /** Radio `yes`/`no`; the output is a boolean. */
  insured: z.pipe(
    z.enum(["yes", "no"], { error: errorKeys.insuredRequired }),
    z.transform((value: "yes" | "no") => value === "yes"),
  ),
  licenseType: optionalText(10),
  licenseId: optionalText(30),
  rentersAndHome: optionalCheckbox(),
  /** Pricing questions: own, rent or other; how long the current insurance has run (read when insured). */
  residence: residenceField(),
  insuredMonths: insuredMonthsField(),
  agencyTransfer: agencyTransferField(),
};
export type DriverStep3Field = keyof typeof step3Shape;

export type DriverStep3Options = {
  licenseId?: LicenseIdRule;
  /** Fields the page does not show: they are neither required nor read. */
  hidden?: readonly DriverStep3Field[];
};

export function driverStep3Schema(options: DriverStep3Options = {}) {
  const shape = visibleShape(step3Shape, options.hidden);
  const licenseIdShown = !options.hidden?.includes("licenseId");
  return z.object(shape).check(
    z.refine(
      (value) => {
        const fields = value as { licenseType?: string; licenseId?: string };
        if (!licenseIdShown || !isLicenseIdRequired(options.licenseId, fields.licenseType)) return true;
        return fields.licenseId !== undefined;
      },
      {
        error: errorKeys.licenseIdRequired,
        path: ["licenseId"],
        // Check it even while other fields still have errors, as long as these two are readable.
        when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === "licenseType" || issue.path?.[0] === "licenseId"),
      },
    ),
  );
}
export type DriverStep3 = z.output<ReturnType<typeof driverStep3Schema>>;
