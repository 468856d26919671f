import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { driverStep3Schema, isLicenseIdRequired } from "./driver-address";
import { errorKeys } from "./message-keys";
import { errorsOf, submitForm, valueOf } from "./testing";

const complete = {
  address: "1200 Main Street",
  address2: "",
  city: "Dallas",
  state: "tx",
  zip: "75001-1234",
  gender: "female",
  marital: "single",
  insured: "yes",
  licenseType: "",
  licenseId: "",
};

describe("doc2 §2 driver 3/3", () => {
  it("doc2 §5 a complete step parses: zip shortened to 5, state upper case, insured as a boolean, home interest off", () => {
    expect(valueOf(submitForm(driverStep3Schema(), complete))).toEqual({
      address: "1200 Main Street",
      address2: undefined,
      city: "Dallas",
      state: "TX",
      zip: "75001",
      gender: "female",
      marital: "single",
      insured: true,
      licenseType: undefined,
      licenseId: undefined,
      rentersAndHome: false,
    });
  });

  it("pricing questions: residence (own, rent, other) and how long the current insurance has run, both optional and checked", () => {
    expect(valueOf(submitForm(driverStep3Schema(), { ...complete, residence: "own", insuredMonths: "12" }))).toMatchObject({
      residence: "own",
      insuredMonths: 12,
    });
    expect(valueOf(submitForm(driverStep3Schema(), { ...complete, residence: "rent", insuredMonths: "0" }))).toMatchObject({
      residence: "rent",
      insuredMonths: 0,
    });
    const skipped = valueOf(submitForm(driverStep3Schema(), complete));
    expect(skipped?.residence).toBeUndefined();
    expect(skipped?.insuredMonths).toBeUndefined();
    expect(errorsOf(submitForm(driverStep3Schema(), { ...complete, residence: "castle", insuredMonths: "7" }))).toEqual({
      residence: [errorKeys.residenceInvalid],
      insuredMonths: [errorKeys.insuredMonthsInvalid],
    });
  });

  it("doc2 §5 required: address, city, state, zip, gender, marital, insured", () => {
    expect(errorsOf(submitForm(driverStep3Schema(), {}))).toEqual({
      address: [errorKeys.required],
      city: [errorKeys.required],
      state: [errorKeys.stateInvalid],
      zip: [errorKeys.zipInvalid],
      gender: [errorKeys.genderRequired],
      marital: [errorKeys.maritalRequired],
      insured: [errorKeys.insuredRequired],
    });
  });

  it("doc2 §5 address needs at least 5 characters; zip 5 digits; state from the list", () => {
    const errors = errorsOf(submitForm(driverStep3Schema(), { ...complete, address: " 12 A ", zip: "7500", state: "ZZ" }));
    expect(errors).toEqual({ address: [errorKeys.addressTooShort], zip: [errorKeys.zipInvalid], state: [errorKeys.stateInvalid] });
    expect(errorsOf(submitForm(driverStep3Schema(), { ...complete, zip: "7500A" })).zip).toEqual([errorKeys.zipInvalid]);
  });

  it("doc2 §2 apartment and interest in home or renters insurance are optional; the checkbox reads true when ticked", () => {
    const value = valueOf(submitForm(driverStep3Schema(), { ...complete, address2: " Apt 4 ", rentersAndHome: "on", insured: "no" }));
    expect(value).toMatchObject({ address2: "Apt 4", rentersAndHome: true, insured: false });
  });

  it("doc2 §5 gender and marital accept only the listed values", () => {
    const errors = errorsOf(submitForm(driverStep3Schema(), { ...complete, gender: "x", marital: "widowed" }));
    expect(errors).toEqual({ gender: [errorKeys.genderRequired], marital: [errorKeys.maritalRequired] });
  });
});

describe("doc2 §5 licenseId", () => {
  const both = { required: true, mandatory: true };

  it("doc2 §5 licenseId required only when both flags are set and the licence type applies", () => {
    expect(isLicenseIdRequired(both, "6")).toBe(true);
    expect(isLicenseIdRequired({ required: true, mandatory: false }, "6")).toBe(false);
    expect(isLicenseIdRequired({ required: false, mandatory: true }, "6")).toBe(false);
    expect(isLicenseIdRequired(both, "1")).toBe(false);
    expect(isLicenseIdRequired(both, undefined)).toBe(false);
    expect(isLicenseIdRequired(undefined, "6")).toBe(false);
    expect(isLicenseIdRequired({ ...both, licenseTypes: ["6", "7"] }, "7")).toBe(true);
  });

  it("doc2 §3 a foreign licence (type 6) uses licenseId: missing is flagged, given is kept", () => {
    const schema = driverStep3Schema({ licenseId: both });
    expect(errorsOf(submitForm(schema, { ...complete, licenseType: "6" }))).toEqual({ licenseId: [errorKeys.licenseIdRequired] });
    expect(valueOf(submitForm(schema, { ...complete, licenseType: "6", licenseId: "MX-998877" }))).toMatchObject({ licenseType: "6", licenseId: "MX-998877" });
    expect(submitForm(schema, { ...complete, licenseType: "1" }).ok).toBe(true);
  });

  it("doc2 §5 the licenseId error shows together with other errors of the step", () => {
    const schema = driverStep3Schema({ licenseId: both });
    const errors = errorsOf(submitForm(schema, { ...complete, city: "", licenseType: "6" }));
    expect(errors).toEqual({ city: [errorKeys.required], licenseId: [errorKeys.licenseIdRequired] });
  });

  it("doc2 §5 only visible fields are validated: hidden licence fields and insured are not required", () => {
    const schema = driverStep3Schema({ licenseId: both, hidden: ["licenseType", "licenseId", "insured"] });
    const value = valueOf(submitForm(schema, { ...complete, insured: "", licenseType: "6" }));
    expect(value).not.toHaveProperty("insured");
    expect(value).not.toHaveProperty("licenseType");
  });

  it("doc2 §5 conform's browser constraints mark required fields, leave optional ones free and omit hidden ones", () => {
    const constraint = getZodConstraint(driverStep3Schema({ hidden: ["licenseType", "licenseId"] }));
    expect(constraint.address?.required).toBe(true);
    expect(constraint.zip?.required).toBe(true);
    expect(constraint.address2?.required).toBe(false);
    expect(constraint.rentersAndHome?.required).toBe(false);
    expect(constraint).not.toHaveProperty("licenseId");
  });
});
