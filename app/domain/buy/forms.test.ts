import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n";
import { messageText } from "~/i18n-message";
import { configuredMessage } from "../message";
import {
  additionalDriversSchema,
  buyErrors as E,
  driverInfoSchema,
  esignSchema,
  isoOfSlashed,
  licenceVerified,
  maritalProblem,
  mileageSchema,
  questionsSchema,
} from "./forms";

const VIN = "1HGCM82633A004352";

function issues(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("doc3 §5.1 driver info", () => {
  // The brand's buy-online settings' messages, in the page's language.
  const texts = { allFieldsRequired: "Please fill in every field.", dataNotCorrect: "The data given is not correct.", wrongVin: "Check the VIN." };
  const C = {
    allFieldsRequired: configuredMessage(texts.allFieldsRequired),
    dataNotCorrect: configuredMessage(texts.dataNotCorrect),
    wrongVin: configuredMessage(texts.wrongVin),
  };
  const schema = driverInfoSchema(texts);
  it("everything empty: the configured all-fields-required message, each field marked", () => {
    const found = issues(schema.safeParse({ license: "", dob: "", vins: [{ vin: "" }] }));
    expect(found[""]).toBe(C.allFieldsRequired);
    expect(found).toMatchObject({ license: E.licenceRequired, dob: E.dobRequired, "vins.0.vin": E.vinRequired });
  });
  it("licence number required; date of birth required", () => {
    const found = issues(schema.safeParse({ license: "", dob: "", vins: [{ vin: VIN }] }));
    expect(found[""]).toBeUndefined();
    expect(found).toMatchObject({ license: E.licenceRequired, dob: E.dobRequired });
  });
  it("date of birth a real date with a 4-digit year", () => {
    expect(issues(schema.safeParse({ license: "12345678", dob: "02/30/1990", vins: [] })).dob).toBe(E.dobInvalid);
    expect(issues(schema.safeParse({ license: "12345678", dob: "02/03/90", vins: [] })).dob).toBe(E.dobInvalid);
  });
  it("VIN required; a VIN off the pattern gives the configured wrong-VIN message", () => {
    const found = issues(schema.safeParse({ license: "12345678", dob: "01/02/1980", vins: [{ vin: "" }, { vin: "1HGCM82633A00435O" }, { vin: "SHORT" }] }));
    expect(found).toMatchObject({ "vins.0.vin": E.vinRequired, "vins.1.vin": C.wrongVin, "vins.2.vin": C.wrongVin });
  });
  it("valid input: licence upper case, date as yyyy-mm-dd, VINs normalised", () => {
    expect(schema.parse({ license: " d1234567 ", dob: "1/2/1980", vins: [{ vin: "1hgcm82633a004352" }] })).toEqual({
      license: "D1234567",
      dob: "1980-01-02",
      vins: [VIN],
    });
  });
});

describe("doc3 §5.1 licence check against the lookup", () => {
  const driver = { firstName: "Maria", lastName: "Lopez", dob: "1985-04-12" };
  it("outside California: the lookup's driver must have the same name", () => {
    expect(licenceVerified("TX", driver, "D1", [{ firstName: "MARIA", lastName: "lopez", dob: "1985-04-12" }])).toBe(true);
    expect(licenceVerified("TX", driver, "D1", [{ firstName: "Mario", lastName: "Lopez", dob: "1985-04-12" }])).toBe(false);
    expect(licenceVerified("TX", driver, "D1", [])).toBe(false);
  });
  it("California: the lookup by name, address and date of birth must answer this licence", () => {
    expect(licenceVerified("CA", driver, "C7654321", [{ ...driver, driverLicenseNumber: "c7654321" }])).toBe(true);
    expect(licenceVerified("CA", driver, "C7654321", [{ ...driver, driverLicenseNumber: "C0000000" }])).toBe(false);
    expect(licenceVerified("CA", driver, "C7654321", [{ ...driver, dob: "1985-04-13", driverLicenseNumber: "C7654321" }])).toBe(false);
  });
});

describe("doc3 §5.1 additional drivers", () => {
  const off = { enableMaritalValidation: false, enableSecondaryDriverDob: false, enableDriverStatus: false };
  const d = (over: Record<string, string> = {}) => ({ relation: "2", gender: "0", marital: "1", driverStatus: "0", license: "X1", dob: "", ...over });
  it("relation, gender and marital status must be chosen", () => {
    const found = issues(additionalDriversSchema(off, 1).safeParse({ drivers: [d({ relation: "0", gender: "", marital: "" })] }));
    expect(found).toMatchObject({ "drivers.0.relation": E.relationRequired, "drivers.0.gender": E.genderRequired, "drivers.0.marital": E.maritalRequired });
  });
  it("a licence is required for an insured driver, not for an excluded one", () => {
    expect(issues(additionalDriversSchema(off, 1).safeParse({ drivers: [d({ license: "" })] }))["drivers.0.license"]).toBe(E.driverLicenceRequired);
    expect(additionalDriversSchema(off, 1).safeParse({ drivers: [d({ license: "", driverStatus: "2" })] }).success).toBe(true);
  });
  it("secondary date of birth (when enabled): a real date with a 4-digit year", () => {
    const on = { ...off, enableSecondaryDriverDob: true };
    expect(issues(additionalDriversSchema(on, 1).safeParse({ drivers: [d({ dob: "04/31/2001" })] }))["drivers.0.dob"]).toBe(E.secondaryDob);
    expect(issues(additionalDriversSchema(on, 1).safeParse({ drivers: [d({ dob: "04/30/01" })] }))["drivers.0.dob"]).toBe(E.secondaryDob);
    expect(additionalDriversSchema(on, 1).parse({ drivers: [d({ dob: "04/30/2001" })] }).drivers[0]?.dob).toBe("2001-04-30");
    expect(additionalDriversSchema(off, 1).safeParse({ drivers: [d({ dob: "" })] }).success).toBe(true);
  });
  it("commute address fields are all required when a vehicle is commuted", () => {
    const found = issues(
      additionalDriversSchema(off, 1).safeParse({
        drivers: [],
        vehicles: [{ commuting: "on", commuteAddress: "", commuteCity: "", commuteState: "T", commuteZip: "7" }],
      }),
    );
    expect(found).toMatchObject({
      "vehicles.0.commuteAddress": E.commuteAddress,
      "vehicles.0.commuteCity": E.commuteCity,
      "vehicles.0.commuteState": E.commuteState,
      "vehicles.0.commuteZip": E.commuteZip,
    });
    expect(additionalDriversSchema(off, 1).safeParse({ vehicles: [{ commuteAddress: "" }] }).success).toBe(true);
  });
  it("marital validation only for carriers that enable it, as a form message", () => {
    const on = { ...off, enableMaritalValidation: true };
    expect(additionalDriversSchema(off, 0).safeParse({ drivers: [d()] }).success).toBe(true);
    expect(issues(additionalDriversSchema(on, 0).safeParse({ drivers: [d()] }))[""]).toBe(E.spouseRequired);
    expect(additionalDriversSchema(on, 0).safeParse({ drivers: [d({ relation: "1", marital: "0" })] }).success).toBe(true);
  });
  it("doc3 §5.1 marital validation: married count even, a married primary needs a spouse, no spouse of a single primary", () => {
    expect(maritalProblem(0, [{ relation: 1, marital: 0 }])).toBeNull();
    expect(maritalProblem(0, [{ relation: 2, marital: 1 }])).toBe(E.spouseRequired);
    expect(maritalProblem(1, [{ relation: 1, marital: 0 }])).toBe(E.spouseOfSingle);
    expect(maritalProblem(1, [{ relation: 2, marital: 0 }])).toBe(E.marriedCount);
    expect(
      maritalProblem(1, [
        { relation: 2, marital: 0 },
        { relation: 3, marital: 0 },
      ]),
    ).toBeNull();
    expect(maritalProblem(1, [])).toBeNull();
  });
});

describe("doc3 §5.1 underwriting questions", () => {
  const questions = [
    {
      questionCd: "Q1",
      questionText: "Any DUI?",
      validationrequired: true,
      validanswer: "N" as const,
      errormessage: "{0}, we cannot insure a driver with a DUI online.",
    },
    { questionCd: "Q2", questionText: "Garaged at home?", validationrequired: false, validanswer: "Y" as const, errormessage: "" },
  ];
  it("every question must be answered", () => {
    expect(issues(questionsSchema(questions, "Ana").safeParse({ answers: { Q1: "N" } }))).toEqual({ "answers.Q2": E.answerRequired });
  });
  it("validationrequired with the wrong answer: the question's error message, the first name in {0}", () => {
    const message = issues(questionsSchema(questions, "Ana").safeParse({ answers: { Q1: "Y", Q2: "N" } }))["answers.Q1"];
    expect(messageText(createI18n("en", {}).t, message ?? "")).toBe("Ana, we cannot insure a driver with a DUI online.");
  });
  it("answers as questionCd and Y/N", () => {
    expect(questionsSchema(questions, "Ana").parse({ answers: { Q1: "N", Q2: "N" } })).toEqual([
      { questionCd: "Q1", answer: "N" },
      { questionCd: "Q2", answer: "N" },
    ]);
  });
});

describe("doc3 §2.1 e-sign and the mileage modal", () => {
  it("the affirmation box ticked and the insured's name typed", () => {
    expect(issues(esignSchema("Ana Pérez").safeParse({ signature: "" }))).toEqual({ affirm: E.affirmRequired, signature: E.signatureRequired });
    expect(issues(esignSchema("Ana Pérez").safeParse({ affirm: "on", signature: "Ana Smith" }))).toEqual({ signature: E.signatureName });
    expect(esignSchema("Ana Pérez").safeParse({ affirm: "on", signature: " ana  perez " }).success).toBe(true);
  });
  it("mileage a whole number from 1 to 100,000", () => {
    expect(mileageSchema().parse({ vehicle: "0", mileage: "12,000" })).toEqual({ vehicle: 0, mileage: 12000 });
    expect(mileageSchema().safeParse({ vehicle: "0", mileage: "0" }).success).toBe(false);
    expect(mileageSchema().safeParse({ vehicle: "0", mileage: "abc" }).success).toBe(false);
  });
  it("dates: M/D/YYYY to ISO, nothing else", () => {
    expect(isoOfSlashed("12/31/1999")).toBe("1999-12-31");
    expect(isoOfSlashed("1999-12-31")).toBeNull();
  });
});
