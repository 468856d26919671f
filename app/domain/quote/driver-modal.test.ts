import { describe, expect, it } from "vitest";
import { canRemoveDriver, driverModalSchema, relationOf } from "./driver-modal";
import { errorKeys } from "./messages";
import { errorsOf, submitForm, valueOf } from "./testing";

const today = "2026-11-05";
const additional = driverModalSchema({ today, role: "additional" });
const primary = driverModalSchema({ today, role: "primary" });

const driver = {
  firstName: "Luis",
  lastName: "Garcia",
  "dob.month": "3",
  "dob.day": "9",
  "dob.year": "2005",
  relation: "2",
  gender: "male",
  marital: "single",
};

describe("doc2 §5 add/edit driver modal", () => {
  it("doc2 §5 an additional driver parses with its relation code and a dashed dob", () => {
    expect(valueOf(submitForm(additional, driver))).toEqual({
      firstName: "Luis",
      lastName: "Garcia",
      dob: "03-09-2005",
      relation: 2,
      gender: "male",
      marital: "single",
    });
  });

  it("doc2 §5 requires first name, last name, dob parts, relation, gender and marital", () => {
    expect(errorsOf(submitForm(additional, {}))).toEqual({
      firstName: [errorKeys.firstNameTooShort],
      lastName: [errorKeys.lastNameTooShort],
      "dob.month": [errorKeys.monthInvalid],
      "dob.day": [errorKeys.dayInvalid],
      "dob.year": [errorKeys.yearInvalid],
      relation: [errorKeys.relationRequired],
      gender: [errorKeys.genderRequired],
      marital: [errorKeys.maritalRequired],
    });
  });

  it("doc2 §3 relation 0 means not chosen and is flagged; codes above 5 too", () => {
    expect(errorsOf(submitForm(additional, { ...driver, relation: "0" }))).toEqual({ relation: [errorKeys.relationRequired] });
    expect(errorsOf(submitForm(additional, { ...driver, relation: "6" }))).toEqual({ relation: [errorKeys.relationRequired] });
  });

  it("doc2 §5 the primary driver's relation is hidden and not validated", () => {
    const value = valueOf(submitForm(primary, { ...driver, relation: "0", "dob.year": "1980" }));
    expect(value).not.toHaveProperty("relation");
  });

  it("doc2 §5 dob parts: a bad part is flagged on that part, an impossible date on dob", () => {
    expect(errorsOf(submitForm(additional, { ...driver, "dob.month": "14" }))).toEqual({ "dob.month": [errorKeys.monthInvalid] });
    expect(errorsOf(submitForm(additional, { ...driver, "dob.year": "19" }))).toEqual({ "dob.year": [errorKeys.yearInvalid] });
    expect(errorsOf(submitForm(additional, { ...driver, "dob.month": "2", "dob.day": "30" }))).toEqual({ dob: [errorKeys.dateNotReal] });
  });

  it("doc2 §5 age: second driver 15 to 75, primary 16 to 75 by default", () => {
    const dob15Today = { ...driver, "dob.month": "11", "dob.day": "5", "dob.year": "2011" };
    expect(submitForm(additional, dob15Today).ok).toBe(true);
    expect(errorsOf(submitForm(primary, dob15Today))).toEqual({ dob: [errorKeys.birthDateOutOfRange] });
    expect(errorsOf(submitForm(additional, { ...dob15Today, "dob.day": "6" }))).toEqual({ dob: [errorKeys.birthDateOutOfRange] });
    expect(errorsOf(submitForm(additional, { ...driver, "dob.year": "1950" }))).toEqual({ dob: [errorKeys.birthDateOutOfRange] });
  });

  it("doc2 §5 age limits are configuration, with the configured message filled per role", () => {
    const schema = driverModalSchema({
      today,
      role: "additional",
      ageLimits: { primary: { min: 18, max: 70 }, second: { min: 17, max: 70 } },
      invalidBirthDateMessage: "Between {0} and {1}",
    });
    expect(errorsOf(submitForm(schema, { ...driver, "dob.year": "2010" }))).toEqual({ dob: ["Between 17 and 70"] });
  });

  it("doc2 §5 only visible fields: a hidden dob is not required", () => {
    const schema = driverModalSchema({ today, role: "additional", hidden: ["dob"] });
    expect(valueOf(submitForm(schema, { ...driver, "dob.month": "" }))).not.toHaveProperty("dob");
  });

  it("doc2 §4 the first driver (index 0) cannot be removed", () => {
    expect(canRemoveDriver(0)).toBe(false);
    expect(canRemoveDriver(1)).toBe(true);
  });

  it("doc2 §3 a saved driver's relation: the primary is self, 0 is not chosen", () => {
    expect(relationOf("primary", undefined)).toBe("self");
    expect(relationOf("additional", 0)).toBeUndefined();
    expect(relationOf("additional", 1)).toBe("spouse");
    expect(relationOf("additional", 9)).toBeUndefined();
  });
});
