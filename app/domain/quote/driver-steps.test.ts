import { describe, expect, it } from "vitest";
import {
  driverStep1Schema,
  driverStep2Schema,
  licenseImageError,
  licenseImageType,
  LICENSE_IMAGE_ACCEPT,
  LICENSE_IMAGE_MAX_BYTES,
  lookupDiffers,
} from "./driver-steps";
import { configuredMessage, messageKey } from "../message";
import { errorKeys } from "./message-keys";
import { errorsOf, submitForm, valueOf } from "./testing";

const today = "2026-11-05";
const step1 = driverStep1Schema({ today });

describe("doc2 §2 driver 1/3 entry modes", () => {
  it("doc2 §2 dl: licence and date of birth; the dob is sent as MM-DD-YYYY", () => {
    expect(valueOf(submitForm(step1, { entryMode: "dl", license: " d123-4567 ", dob: "07/04/1990" }))).toEqual({
      entryMode: "dl",
      license: "D1234567",
      dob: "07-04-1990",
    });
  });

  it("doc2 §2 dl: only the licence and dob are validated (no name asked)", () => {
    expect(errorsOf(submitForm(step1, { entryMode: "dl" }))).toEqual({ license: [errorKeys.required], dob: [errorKeys.required] });
  });

  it("doc2 §2 nondl: name and date of birth, no licence", () => {
    expect(errorsOf(submitForm(step1, { entryMode: "nondl", license: "" }))).toEqual({
      firstName: [errorKeys.firstNameTooShort],
      lastName: [errorKeys.lastNameTooShort],
      dob: [errorKeys.required],
    });
    expect(valueOf(submitForm(step1, { entryMode: "nondl", firstName: " Ana ", lastName: "Li", dob: "1/2/1980" }))).toEqual({
      entryMode: "nondl",
      firstName: "Ana",
      lastName: "Li",
      dob: "01-02-1980",
    });
  });

  it("doc2 §2 uploadimage and scanimage: name and dob confirmed, licence kept when the image gave one", () => {
    for (const entryMode of ["uploadimage", "scanimage"]) {
      const value = valueOf(submitForm(step1, { entryMode, firstName: "Ana", lastName: "Lopez", dob: "03/15/1985", license: "" }));
      expect(value).toEqual({ entryMode, firstName: "Ana", lastName: "Lopez", dob: "03-15-1985" });
      expect(valueOf(submitForm(step1, { entryMode, firstName: "Ana", lastName: "Lopez", dob: "03/15/1985", license: "X99" }))).toMatchObject({
        license: "X99",
      });
    }
  });

  it("doc2 §2 an unknown or missing entry mode is flagged on entryMode", () => {
    expect(errorsOf(submitForm(step1, { firstName: "Ana" }))).toEqual({ entryMode: [errorKeys.entryModeInvalid] });
    expect(errorsOf(submitForm(step1, { entryMode: "fax" }))).toEqual({ entryMode: [errorKeys.entryModeInvalid] });
  });

  it("doc2 §5 first and last name need 2 characters, blanks not counted", () => {
    const errors = errorsOf(submitForm(step1, { entryMode: "nondl", firstName: " A ", lastName: "  ", dob: "07/04/1990" }));
    expect(errors).toEqual({ firstName: [errorKeys.firstNameTooShort], lastName: [errorKeys.lastNameTooShort] });
  });

  it("doc2 §5 licence number: letters and digits only", () => {
    expect(errorsOf(submitForm(step1, { entryMode: "dl", license: "AB#12", dob: "07/04/1990" }))).toEqual({ license: [errorKeys.licenseInvalid] });
  });
});

describe("doc2 §5 date of birth on driver 1/3", () => {
  const dobError = (dob: string, schema = step1) => errorsOf(submitForm(schema, { entryMode: "dl", license: "D1", dob })).dob;

  it("doc2 §5 the date must be MM/DD/YYYY, a real date, year 1920 to 3999", () => {
    expect(dobError("1990-07-04")).toEqual([errorKeys.dateInvalid]);
    expect(dobError("13/04/1990")).toEqual([errorKeys.monthInvalid]);
    expect(dobError("02/30/1990")).toEqual([errorKeys.dateNotReal]);
    expect(dobError("01/01/1919")).toEqual([errorKeys.yearInvalid]);
  });

  it("doc2 §5 primary driver 16 to 75: 16 today passes, one day short fails, 76 fails", () => {
    expect(submitForm(step1, { entryMode: "dl", license: "D1", dob: "11/05/2010" }).ok).toBe(true);
    expect(dobError("11/06/2010")).toEqual([messageKey(errorKeys.birthDateOutOfRange, { min: 16, max: 75 })]);
    expect(submitForm(step1, { entryMode: "dl", license: "D1", dob: "11/06/1950" }).ok).toBe(true);
    expect(dobError("11/05/1950")).toEqual([messageKey(errorKeys.birthDateOutOfRange, { min: 16, max: 75 })]);
  });

  it("doc2 §5 the configured invalid-birth-date message is filled with {0} minimum and {1} maximum", () => {
    const schema = driverStep1Schema({
      today,
      ageLimits: { primary: { min: 18, max: 80 }, second: { min: 15, max: 75 } },
      invalidBirthDateMessage: "Age {0}–{1} only",
    });
    expect(dobError("11/06/2009", schema)).toEqual([configuredMessage("Age {0}–{1} only", [18, 80])]);
    expect(submitForm(schema, { entryMode: "dl", license: "D1", dob: "11/06/1947" }).ok).toBe(true);
  });
});

describe("doc2 §2 driver 2/3", () => {
  const step2 = driverStep2Schema();

  it("doc2 §5 email and phone must match their patterns; the phone is sent without dashes", () => {
    expect(valueOf(submitForm(step2, { email: " ana@example.com ", phone: "555-123-4567", privacyConsent: "on" }))).toEqual({
      email: "ana@example.com",
      phone: "5551234567",
      privacyConsent: true,
    });
    expect(errorsOf(submitForm(step2, { email: "ana@", phone: "555-123", privacyConsent: "on" }))).toEqual({
      email: [errorKeys.emailInvalid],
      phone: [errorKeys.phoneInvalid],
    });
  });

  it("doc2 §5 the privacy-consent checkbox must be ticked, or it is flagged", () => {
    expect(errorsOf(submitForm(step2, { email: "ana@example.com", phone: "5551234567" }))).toEqual({
      privacyConsent: [errorKeys.privacyConsentRequired],
    });
  });

  it("doc2 §5 consent parsed from a plain object (server side): false is flagged like unticked", () => {
    const result = step2.safeParse({ email: "ana@example.com", phone: "5551234567", privacyConsent: false });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["privacyConsent", errorKeys.privacyConsentRequired]]);
  });

  it("doc2 §5 only visible fields are validated: a hidden consent is not required", () => {
    const schema = driverStep2Schema({ hidden: ["privacyConsent"] });
    expect(valueOf(submitForm(schema, { email: "ana@example.com", phone: "5551234567" }))).toEqual({ email: "ana@example.com", phone: "5551234567" });
  });

  it("empty fields are required", () => {
    expect(errorsOf(submitForm(step2, { email: "", phone: "" }))).toEqual({
      email: [errorKeys.required],
      phone: [errorKeys.required],
      privacyConsent: [errorKeys.privacyConsentRequired],
    });
  });
});

describe("doc2 §5 licence image and lookup override", () => {
  it("doc2 §5 licence image at most 5242880 bytes, JPG, PNG, WebP or HEIC (as the platform reads)", () => {
    expect(licenseImageError({ size: LICENSE_IMAGE_MAX_BYTES, type: "image/jpeg" })).toBeNull();
    expect(licenseImageError({ size: LICENSE_IMAGE_MAX_BYTES + 1, type: "image/jpeg" })).toBe(errorKeys.licenseImageTooLarge);
    expect(licenseImageError({ size: LICENSE_IMAGE_MAX_BYTES + 1, type: "image/heic" })).toBe(errorKeys.licenseImageTooLarge);
    for (const type of ["image/png", "image/webp", "image/heic", "image/heif"]) expect(licenseImageError({ size: 1000, type })).toBeNull();
    expect(licenseImageError({ size: 1000, type: "application/pdf" })).toBe(errorKeys.licenseImageType);
    expect(licenseImageError({ size: 1000, type: "image/gif" })).toBe(errorKeys.licenseImageType);
  });

  it("doc2 §5 an untyped HEIC is known by its extension; other untyped files are refused", () => {
    expect(licenseImageType({ type: "", name: "IMG_0042.HEIC" })).toBe("image/heic");
    expect(licenseImageError({ size: 1000, type: "", name: "back.heif" })).toBeNull();
    expect(licenseImageError({ size: 1000, type: "", name: "back.bin" })).toBe(errorKeys.licenseImageType);
    expect(licenseImageType({ type: "image/png", name: "photo.heic" })).toBe("image/png");
    expect(LICENSE_IMAGE_ACCEPT).toBe("image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif");
  });

  it("doc2 §5 override modal: a different name or address from the lookup asks the visitor", () => {
    const typed = { firstName: "Ana", lastName: "Lopez", address: "12 Main St", city: "Dallas", state: "TX", zip: "75001" };
    expect(lookupDiffers(typed, { ...typed, firstName: "ANA", city: " dallas " })).toBe(false);
    expect(lookupDiffers(typed, { ...typed, lastName: "Lopes" })).toBe(true);
    expect(lookupDiffers(typed, { ...typed, address: "14 Main St" })).toBe(true);
    expect(lookupDiffers({ firstName: "Ana" }, { firstName: "Ana", address: "14 Main St" })).toBe(false);
  });
});
