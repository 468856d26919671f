import { describe, expect, it } from "vitest";
import { errorKeys } from "./message-keys";
import { errorsOf, submitForm, valueOf } from "./testing";
import {
  annualMileageFor,
  canCheckShortVin,
  DEFAULT_MILEAGE,
  hasStandardVinCharacters,
  isRecentVehicle,
  mileageBucket,
  mileageStart,
  vehicleSchema,
  vinError,
} from "./vehicle";

describe("doc2 §5 VIN", () => {
  it("doc2 §5 VIN: 17 letters or digits", () => {
    expect(vinError("1HGCM82633A004352")).toBeNull();
    expect(vinError("1hgcm82633a004352")).toBeNull();
    expect(vinError("1HGCM82633A00435")).toBe(errorKeys.vinInvalid);
    expect(vinError("1HGCM82633A0043521")).toBe(errorKeys.vinInvalid);
    expect(vinError("1HGCM82633A00435-")).toBe(errorKeys.vinInvalid);
  });

  it("doc2 §5 VIN: the letter O is invalid, in either case", () => {
    expect(vinError("1HGCM82633AO04352")).toBe(errorKeys.vinLetterO);
    expect(vinError("1hgcm82633ao04352")).toBe(errorKeys.vinLetterO);
  });

  it("doc2 §5 VIN: the form follows the spec and accepts I and Q, which the VIN standard also excludes", () => {
    expect(vinError("1HGCM82633AI04352")).toBeNull();
    expect(vinError("1HGCM82633AQ04352")).toBeNull();
    expect(hasStandardVinCharacters("1HGCM82633AI04352")).toBe(false);
    expect(hasStandardVinCharacters("1HGCM82633AQ04352")).toBe(false);
    expect(hasStandardVinCharacters("1HGCM82633A004352")).toBe(true);
  });

  it("doc2 §5 a short VIN check needs 2 characters", () => {
    expect(canCheckShortVin("1")).toBe(false);
    expect(canCheckShortVin(" 1H ")).toBe(true);
    expect(canCheckShortVin("1O")).toBe(false);
  });
});

describe("doc2 §5 vehicle form", () => {
  const schema = vehicleSchema({ mileageRequired: false });

  it("doc2 §5 by VIN: normalised to upper case, no spaces", () => {
    expect(valueOf(submitForm(schema, { entry: "vin", vin: " 1hgcm82633a004352 " }))).toEqual({ entry: "vin", vin: "1HGCM82633A004352" });
    expect(errorsOf(submitForm(schema, { entry: "vin", vin: "1HGCM82633AO04352" }))).toEqual({ vin: [errorKeys.vinLetterO] });
    expect(errorsOf(submitForm(schema, { entry: "vin", vin: "" }))).toEqual({ vin: [errorKeys.vinInvalid] });
  });

  it("doc2 §5 year, make and model dropdowns must not be 0", () => {
    expect(errorsOf(submitForm(schema, { entry: "ymm", year: "0", make: "0", model: "0" }))).toEqual({
      year: [errorKeys.yearRequired],
      make: [errorKeys.makeRequired],
      model: [errorKeys.modelRequired],
    });
    expect(valueOf(submitForm(schema, { entry: "ymm", year: "2021", make: "TOYOTA", model: "CAMRY" }))).toEqual({
      entry: "ymm",
      year: 2021,
      make: "TOYOTA",
      model: "CAMRY",
    });
  });

  it("doc2 §4 mileage is needed when required (California); elsewhere it is optional but must be whole miles from 1 to 100,000", () => {
    const ca = vehicleSchema({ mileageRequired: true });
    expect(errorsOf(submitForm(ca, { entry: "vin", vin: "1HGCM82633A004352" }))).toEqual({ mileage: [errorKeys.mileageRequired] });
    expect(errorsOf(submitForm(ca, { entry: "vin", vin: "1HGCM82633A004352", mileage: "0" }))).toEqual({ mileage: [errorKeys.mileageRequired] });
    expect(valueOf(submitForm(ca, { entry: "ymm", year: "2020", make: "FORD", model: "F150", mileage: "15000" }))).toMatchObject({ mileage: 15000 });
    expect(valueOf(submitForm(schema, { entry: "vin", vin: "1HGCM82633A004352" }))).not.toHaveProperty("mileage");
    expect(valueOf(submitForm(schema, { entry: "vin", vin: "1HGCM82633A004352", mileage: "8200" }))).toMatchObject({ mileage: 8200 });
    expect(errorsOf(submitForm(schema, { entry: "vin", vin: "1HGCM82633A004352", mileage: "abc" }))).toEqual({ mileage: [errorKeys.mileageInvalid] });
    expect(errorsOf(submitForm(schema, { entry: "vin", vin: "1HGCM82633A004352", mileage: "100001" }))).toEqual({ mileage: [errorKeys.mileageInvalid] });
    expect(errorsOf(submitForm(schema, { entry: "vin", vin: "1HGCM82633A004352", mileage: "12.5" }))).toEqual({ mileage: [errorKeys.mileageInvalid] });
  });

  it("pricing questions: owned, financed or leased, and months owned as one of the offered ranges; both optional", () => {
    const base = { entry: "vin", vin: "1HGCM82633A004352" };
    expect(valueOf(submitForm(schema, { ...base, ownership: "financed", monthsOwned: "36" }))).toMatchObject({ ownership: "financed", monthsOwned: 36 });
    expect(valueOf(submitForm(schema, { ...base, ownership: "leased", monthsOwned: "0" }))).toMatchObject({ ownership: "leased", monthsOwned: 0 });
    expect(valueOf(submitForm(schema, base))).not.toHaveProperty("ownership");
    expect(errorsOf(submitForm(schema, { ...base, ownership: "borrowed" }))).toEqual({ ownership: [errorKeys.ownershipInvalid] });
    expect(errorsOf(submitForm(schema, { ...base, monthsOwned: "5" }))).toEqual({ monthsOwned: [errorKeys.monthsOwnedInvalid] });
    expect(errorsOf(submitForm(schema, { ...base, monthsOwned: "-12" }))).toEqual({ monthsOwned: [errorKeys.monthsOwnedInvalid] });
  });

  it("a missing entry kind is flagged on entry", () => {
    expect(Object.keys(errorsOf(submitForm(schema, { vin: "1HGCM82633A004352" })))).toEqual(["entry"]);
  });
});

describe("doc2 §9 mileage and vehicle age", () => {
  it("doc2 §9 mileage buckets: at most 12000 → 10000, 12001 to 20000 → 12000, above → 20000", () => {
    expect(mileageBucket(0)).toBe(10000);
    expect(mileageBucket(12000)).toBe(10000);
    expect(mileageBucket(12001)).toBe(12000);
    expect(mileageBucket(20000)).toBe(12000);
    expect(mileageBucket(20002)).toBe(20000);
    expect(mileageBucket(50000)).toBe(20000);
  });

  it("doc2 §9 mileage buckets: exactly 20001, left out by the spec, is above 20000 and gives 20000", () => {
    expect(mileageBucket(20001)).toBe(20000);
  });

  it("doc2 §9 default mileage 10000 when mileage is not asked for", () => {
    expect(DEFAULT_MILEAGE).toBe(10000);
    expect(annualMileageFor({ mileage: 30000 })).toBe(20000);
    expect(annualMileageFor({ mileage: 15000 })).toBe(12000);
    expect(annualMileageFor({})).toBe(10000);
    // doc2 §9: a vehicle whose mileage was not asked goes with the brand's default mileage.
    expect(annualMileageFor({}, 15000)).toBe(12000);
    expect(annualMileageFor({ mileage: 8000 }, 15000)).toBe(10000);
  });

  it("doc2 §9 the vehicle form's annual mileage starts at the brand's default mileage (10000 unless set)", () => {
    expect(mileageStart(undefined, false)).toBe("10000");
    expect(mileageStart(undefined, false, 12500)).toBe("12500");
    // doc2 §4: where mileage is required (California) the shopper gives it; miles already given stay.
    expect(mileageStart(undefined, true, 12500)).toBe("");
    expect(mileageStart(8000, false, 12500)).toBe("8000");
  });

  it("doc2 §9 a vehicle is recent if 5 years old or under", () => {
    expect(isRecentVehicle(2021, 2026)).toBe(true);
    expect(isRecentVehicle(2020, 2026)).toBe(false);
    expect(isRecentVehicle(2027, 2026)).toBe(true);
  });
});
