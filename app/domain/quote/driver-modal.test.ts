import { describe, expect, it } from "vitest";
import { canRemoveDriver, driverModalSchema, relationOf } from "./driver-modal";
import { configuredMessage, messageKey } from "../message";
import { errorKeys } from "./message-keys";
import { errorsOf, submitForm, valueOf } from "./testing";

const today = "2026-11-05";
const additional = driverModalSchema({ today, role: "additional" });
const primary = driverModalSchema({ today, role: "primary" });

const driver = {
  firstName: "Luis",
  lastName: "Garcia",
  dob: "3/9/2005",
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

  it("doc2 §5 requires first name, last name, date of birth, relation, gender and marital", () => {
    expect(errorsOf(submitForm(additional, {}))).toEqual({
      firstName: [errorKeys.firstNameTooShort],
      lastName: [errorKeys.lastNameTooShort],
      dob: [errorKeys.required],
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
    const value = valueOf(submitForm(primary, { ...driver, relation: "0", dob: "03/09/1980" }));
    expect(value).not.toHaveProperty("relation");
  });

  it("doc2 §5 the one date input: a bad month or year, an impossible date or another shape is flagged on dob", () => {
    expect(errorsOf(submitForm(additional, { ...driver, dob: "14/09/2005" }))).toEqual({ dob: [errorKeys.monthInvalid] });
    expect(errorsOf(submitForm(additional, { ...driver, dob: "03/09/1919" }))).toEqual({ dob: [errorKeys.yearInvalid] });
    expect(errorsOf(submitForm(additional, { ...driver, dob: "2/30/2005" }))).toEqual({ dob: [errorKeys.dateNotReal] });
    expect(errorsOf(submitForm(additional, { ...driver, dob: "3-9-2005" }))).toEqual({ dob: [errorKeys.dateInvalid] });
  });

  it("doc2 §5 the one date input: eight digits typed without slashes are the same date", () => {
    expect(valueOf(submitForm(additional, { ...driver, dob: "03092005" }))).toMatchObject({ dob: "03-09-2005" });
  });

  it("doc2 §5 age: second driver 15 to 75, primary 16 to 75 by default", () => {
    const dob15Today = { ...driver, dob: "11/05/2011" };
    expect(submitForm(additional, dob15Today).ok).toBe(true);
    const primaryRange = messageKey(errorKeys.birthDateOutOfRange, { min: 16, max: 75 });
    const secondRange = messageKey(errorKeys.birthDateOutOfRange, { min: 15, max: 75 });
    expect(errorsOf(submitForm(primary, dob15Today))).toEqual({ dob: [primaryRange] });
    expect(errorsOf(submitForm(additional, { ...dob15Today, dob: "11/06/2011" }))).toEqual({ dob: [secondRange] });
    expect(errorsOf(submitForm(additional, { ...driver, dob: "03/09/1950" }))).toEqual({ dob: [secondRange] });
  });

  it("doc2 §5 age limits are configuration, with the configured message filled per role", () => {
    const schema = driverModalSchema({
      today,
      role: "additional",
      ageLimits: { primary: { min: 18, max: 70 }, second: { min: 17, max: 70 } },
      invalidBirthDateMessage: "Between {0} and {1}",
    });
    expect(errorsOf(submitForm(schema, { ...driver, dob: "03/09/2010" }))).toEqual({ dob: [configuredMessage("Between {0} and {1}", [17, 70])] });
  });

  it("doc2 §5 only visible fields: a hidden dob is not required", () => {
    const schema = driverModalSchema({ today, role: "additional", hidden: ["dob"] });
    expect(valueOf(submitForm(schema, { ...driver, dob: "" }))).not.toHaveProperty("dob");
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
