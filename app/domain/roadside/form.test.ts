import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n";
import { messageText } from "~/i18n-message";
import { configuredMessage } from "../message";
import { isAllowedState, phoneDigits, ROADSIDE_AGE_LIMITS, roadsideFormSchema, roadsideErrors as E } from "./form";

const options = { today: "2026-11-25", ...ROADSIDE_AGE_LIMITS, birthDateMessage: "Age must be {0} to {1}." };
const schema = roadsideFormSchema(options);

const valid = {
  memberType: "family",
  firstname: "Rosa",
  middlename: "",
  lastname: "Delgado",
  dob: "4/12/1985",
  driverLicenseNumber: "d1234567",
  email: "rosa@example.com",
  phoneNumber: "214-555-0101",
  addressLine1: "1200 Main St",
  addressLine2: "",
  city: "Dallas",
  state: "tx",
  zipCode: "75201",
  consent: "on",
  secondary: { firstname: "Luis", lastname: "Delgado", dob: "09/30/1983" },
};

const errorsOf = (input: Record<string, unknown>) => {
  const result = schema.safeParse(input);
  if (result.success) return {};
  // As the page shows them (app/i18n-message.ts); with no strings loaded, a catalogue key stays the key.
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), messageText(createI18n("en", {}).t, i.message)]));
};

describe("doc3 §5.4 roadside purchase form", () => {
  it("a complete family purchase becomes the doc3 §3 payload: phone without dashes, state upper-case, dates yyyy-mm-dd, term 6, country USA", () => {
    const out = schema.parse(valid);
    expect(out).toMatchObject({
      memberType: "family",
      phoneNumber: "2145550101",
      state: "TX",
      driverLicenseNumber: "D1234567",
      dob: "1985-04-12",
      secondary: { firstname: "Luis", lastname: "Delgado", dob: "1983-09-30" },
      isMarketingConsentGiven: true,
      country: "USA",
      term: 6,
    });
  });

  it("doc3 §5.4: member type must be chosen; names, licence, e-mail, phone, address, city, state, zip required; consent required — every message at once", () => {
    const errors = errorsOf({ memberType: "", consent: undefined, dob: "" });
    expect(errors).toMatchObject({
      memberType: E.memberType,
      firstname: E.required,
      lastname: E.required,
      driverLicenseNumber: E.required,
      email: E.required,
      phoneNumber: E.required,
      addressLine1: E.required,
      city: E.required,
      state: E.required,
      zipCode: E.required,
      consent: E.consent,
      dob: E.required,
    });
    expect(errors).not.toHaveProperty("middlename");
    // The browser's form sends empty fields as missing.
    expect(errorsOf({ memberType: "single" })).toMatchObject({ dob: E.required, firstname: E.required, consent: E.consent });
    // A family form left empty: the second member's messages come with the others.
    expect(errorsOf({ memberType: "family" })).toMatchObject({
      firstname: E.required,
      "secondary.firstname": E.required,
      "secondary.lastname": E.required,
      "secondary.dob": E.required,
    });
    expect(errors).not.toHaveProperty("addressLine2");
  });

  it("doc3 §5.4 patterns: a bad e-mail, phone, zip and licence get their own messages", () => {
    const errors = errorsOf({ ...valid, email: "rosa@", phoneNumber: "555-0101", zipCode: "7520", driverLicenseNumber: "a!" });
    expect(errors).toEqual({ email: E.email, phoneNumber: E.phone, zipCode: E.zip, driverLicenseNumber: E.licence });
  });

  it("doc3 §5.4 patterns: a bad name, middle name, address, city and state get their own messages", () => {
    const errors = errorsOf({
      ...valid,
      firstname: "R2-D2",
      middlename: "9",
      lastname: "D",
      addressLine1: "<b>",
      addressLine2: "@@@",
      city: "Dallas 75201",
      state: "Texas",
      secondary: { ...valid.secondary, firstname: "L!" },
    });
    expect(errors).toEqual({
      firstname: E.name,
      middlename: E.name,
      lastname: E.name,
      addressLine1: E.address,
      addressLine2: E.address,
      city: E.city,
      state: E.state,
      "secondary.firstname": E.name,
    });
    // Letters with accents, apostrophes and hyphens are names; a 2-letter state of either case is a state.
    expect(errorsOf({ ...valid, firstname: "José-María", lastname: "O'Neil", city: "San José", state: "Tx" })).toEqual({});
  });

  it("doc3 §5.4, §9 age limits 16 to 75 for the buyer (configured), inclusive, on today's date in the agency's time zone", () => {
    const on = (year: string, month = "11", day = "25") => errorsOf({ ...valid, dob: `${month}/${day}/${year}` }).dob;
    expect(on("2010")).toBeUndefined(); // 16 today
    expect(on("2010", "11", "26")).toBe("Age must be 16 to 75."); // 16 tomorrow
    expect(on("1951", "11", "26")).toBeUndefined(); // 74, 75 tomorrow
    expect(on("1950", "11", "25")).toBe("Age must be 16 to 75."); // 76 today
    expect(errorsOf({ ...valid, dob: "2/30/1990" }).dob).toBe(E.date);
  });

  it("doc2 §5 a date of birth is one typed date: 03151985 and 03/15/1985 are both read, 02/30/1990 is refused", () => {
    expect(roadsideFormSchema(options).safeParse({ ...valid, dob: "03151985" }).data?.dob).toBe("1985-03-15");
    expect(roadsideFormSchema(options).safeParse({ ...valid, dob: "03/15/1985" }).data?.dob).toBe("1985-03-15");
    expect(errorsOf({ ...valid, dob: "02/30/1990" }).dob).toBe(E.date);
    expect(errorsOf({ ...valid, dob: "3-15-1985" }).dob).toBe(E.date);
    expect(errorsOf({ ...valid, secondary: { ...valid.secondary, dob: "0930198" } })["secondary.dob"]).toBe(E.date);
  });

  it("doc3 §5.4, §9 secondary member limits 15 to 75, checked only for a family membership", () => {
    const fifteen = { ...valid, secondary: { ...valid.secondary, dob: "11/25/2011" } };
    expect(errorsOf(fifteen)).toEqual({});
    const fourteen = { ...valid, secondary: { ...valid.secondary, dob: "11/26/2011" } };
    expect(errorsOf(fourteen)).toEqual({ "secondary.dob": "Age must be 15 to 75." });
    expect(errorsOf({ ...valid, secondary: { firstname: "", lastname: "", dob: "" } })).toEqual({
      "secondary.firstname": E.required,
      "secondary.lastname": E.required,
      "secondary.dob": E.required,
    });
    const single = schema.parse({ ...valid, memberType: "single", secondary: { firstname: "", lastname: "" } });
    expect(single.secondary).toBeNull();
  });

  it("configured limits replace the defaults (the CMS's ages)", () => {
    const strict = roadsideFormSchema({ ...options, minAge: 18, maxAge: 70 });
    const result = strict.safeParse({ ...valid, dob: "1/1/2010" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(configuredMessage("Age must be {0} to {1}.", [18, 70]));
  });

  it("doc3 §5.4: the phone's dashes are stripped before sending", () => {
    expect(phoneDigits("214-555-0101")).toBe("2145550101");
    expect(phoneDigits("(214) 555.0101")).toBe("2145550101");
  });

  it("doc3 §2.4: a state outside the allowed states goes to the wait list", () => {
    expect(isAllowedState("tx", ["TX"])).toBe(true);
    expect(isAllowedState("CA", ["TX", "OK"])).toBe(false);
  });
});
