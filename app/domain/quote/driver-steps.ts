/**
 * Driver info steps 1/3 and 2/3 of the quote wizard (doc2 §2, §5).
 *
 * Step 1: the visitor enters a licence and date of birth (`dl`), a name and date of birth (`nondl`),
 * or reads them from a licence image (`uploadimage`, `scanimage`; the visitor then confirms name and
 * date of birth, and the licence number when the image gave one).
 * Step 2: e-mail, phone and privacy consent.
 */
import { z } from "zod/mini";
import { EMAIL_MAX_LENGTH, isValidEmail, phoneForRequest } from "./contact";
import { dobTextField, nameField, requiredCheckbox, requiredText, visibleShape, type BirthDateRule } from "./fields";
import { errorKeys } from "./message-keys";
import { LICENSE_IMAGE_MAX_BYTES } from "./limits";

export const ENTRY_MODES = ["dl", "nondl", "uploadimage", "scanimage"] as const;
export type EntryMode = (typeof ENTRY_MODES)[number];

/** A driver's licence number: letters and digits (spaces and dashes as typed are dropped), upper case, up to 20. */
export function licenseField() {
  return z.pipe(
    z.pipe(
      requiredText(),
      z.transform((value: string) => value.replace(/[\s-]/g, "").toUpperCase()),
    ),
    z.string().check(z.regex(/^[A-Z0-9]{1,20}$/, { error: errorKeys.licenseInvalid })),
  );
}

/** Driver step 1 for the primary driver: `today` and the age limits decide which birth dates are accepted. */
export function driverStep1Schema(rule: Omit<BirthDateRule, "role">) {
  const dob = dobTextField({ ...rule, role: "primary" });
  const firstName = nameField(errorKeys.firstNameTooShort);
  const lastName = nameField(errorKeys.lastNameTooShort);
  const fromImage = { firstName, lastName, dob, license: z.optional(licenseField()) };
  return z.discriminatedUnion(
    "entryMode",
    [
      z.object({ entryMode: z.literal("dl"), license: licenseField(), dob }),
      z.object({ entryMode: z.literal("nondl"), firstName, lastName, dob }),
      z.object({ entryMode: z.literal("uploadimage"), ...fromImage }),
      z.object({ entryMode: z.literal("scanimage"), ...fromImage }),
    ],
    { error: errorKeys.entryModeInvalid },
  );
}
export type DriverStep1 = z.output<ReturnType<typeof driverStep1Schema>>;

/** E-mail (trimmed) matching the pattern of contact.ts. */
export function emailField() {
  return requiredText().check(z.maxLength(EMAIL_MAX_LENGTH, { error: errorKeys.emailInvalid }), z.refine(isValidEmail, { error: errorKeys.emailInvalid }));
}

/** Phone typed as digits or ddd-ddd-dddd; the output is sent without dashes (doc2 §5). */
export function phoneField() {
  return z.pipe(
    requiredText(),
    z.transform((value: string, ctx) => {
      const digits = phoneForRequest(value);
      if (digits === null) {
        ctx.issues.push({ code: "custom", message: errorKeys.phoneInvalid, input: value });
        return z.NEVER;
      }
      return digits;
    }),
  );
}

const step2Shape = {
  email: emailField(),
  phone: phoneField(),
  privacyConsent: requiredCheckbox(errorKeys.privacyConsentRequired),
};
export type DriverStep2Field = keyof typeof step2Shape;

/** Driver step 2: e-mail, phone and the privacy-consent checkbox, which must be ticked. */
export function driverStep2Schema(options: { hidden?: readonly DriverStep2Field[] } = {}) {
  return z.object(visibleShape(step2Shape, options.hidden));
}
export type DriverStep2 = z.output<ReturnType<typeof driverStep2Schema>>;

/** Licence image upload (doc2 §5, §9): at most 5242880 bytes, or the brand's lower limit (./limits.ts). */
export { LICENSE_IMAGE_MAX_BYTES, licenseImageLimit } from "./limits";
/** The image types the platform reads (it converts WebP and HEIC on the server). */
export const LICENSE_IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/heic", "image/heif"] as const;
/** The file picker's filter: the types, and HEIC's extensions for systems that give it no type. */
export const LICENSE_IMAGE_ACCEPT = [...LICENSE_IMAGE_TYPES, ".heic", ".heif"].join(",");

/** A file's image type: its declared type, or for HEIC that some systems leave untyped, its extension. */
export function licenseImageType(file: { type: string; name?: string }): string {
  if (file.type) return file.type;
  const extension = /\.(heic|heif)$/i.exec(file.name ?? "")?.[1]?.toLowerCase();
  return extension ? `image/${extension}` : "";
}

/** Why a chosen licence image cannot be sent ('file size exceeding', 'file type error'), or null. */
export function licenseImageError(
  file: { size: number; type: string; name?: string },
  maxBytes: number = LICENSE_IMAGE_MAX_BYTES,
): typeof errorKeys.licenseImageTooLarge | typeof errorKeys.licenseImageType | null {
  if (file.size > maxBytes) return errorKeys.licenseImageTooLarge;
  if (!(LICENSE_IMAGE_TYPES as readonly string[]).includes(licenseImageType(file))) return errorKeys.licenseImageType;
  return null;
}

/** What the visitor typed and what a lookup found: name and address (doc2 §5 override modal). */
export type LookupIdentity = {
  firstName?: string;
  lastName?: string;
  address?: string;
  /** The apartment or unit that goes with the found street; not compared. */
  address2?: string;
  city?: string;
  state?: string;
  zip?: string;
};

/** A name or address as compared with a lookup's: case, spacing and accents do not count (María is Maria). */
export const comparable = (value: string | undefined) => (value ?? "").normalize("NFD").replace(/\p{M}/gu, "").trim().replace(/\s+/g, " ").toUpperCase();

/**
 * doc2 §5: when a lookup returns a different name or address than the visitor typed, the override
 * modal asks whether to use the found details. Case, spacing and accents do not count as a difference;
 * a field the visitor left empty does not either.
 */
export function lookupDiffers(typed: LookupIdentity, found: LookupIdentity): boolean {
  const keys: (keyof LookupIdentity)[] = ["firstName", "lastName", "address", "city", "state", "zip"];
  return keys.some((key) => {
    const mine = comparable(typed[key]);
    return mine !== "" && comparable(found[key]) !== "" && mine !== comparable(found[key]);
  });
}
