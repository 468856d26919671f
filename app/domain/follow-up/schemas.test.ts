import { describe, expect, it } from "vitest";
import { checkFollowUpDate, showDate, slashedOf, toIsoDate } from "./dates";
import { createI18n } from "~/i18n";
import { messageText } from "~/i18n-message";
import { followUpErrors as E, type ConfiguredMessages } from "./messages";
import type { Driver } from "./model";
import { isSameDriver, maritalProblem, questionProblems, vinProblem, withoutDuplicates, type CarrierQuestion } from "./rules";
import { codesSchema, contactSchema, driverInfoSchema, driverModalSchema, questionsSchema, vehicleModalSchema } from "./schemas";

const messages: ConfiguredMessages = {
  driverRequired: "Driver license is required",
  dateRequired: "Date of birth is required",
  dataNotCorrect: "The given data is not correct",
  vinRequired: "VIN is required",
  vinWrong: "VIN is wrong",
  allFieldsRequired: "All fields are required",
  questionRequired: "Please answer this question for {0}",
  emailCodeWrong: "E-mail code wrong",
  textCodeWrong: "Text code wrong",
  bothCodesWrong: "Both codes wrong",
  finalFailure: "We could not verify",
};

/** A message as the page shows it (app/i18n-message.ts); with no strings loaded, a catalogue key stays the key. */
const text = (message: string) => messageText(createI18n("en", {}).t, message);

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), text(i.message)]));

const step1 = (input: Record<string, unknown>, options: { vehicleCount?: number; consentRequired?: boolean } = {}) =>
  driverInfoSchema({ messages, vehicleCount: options.vehicleCount ?? 2, consentRequired: options.consentRequired ?? false }).safeParse(input);

const VIN = "4T1BF1FK5CU123456";

describe("doc3 §5.2 follow-up step 1 (driver info)", () => {
  it("doc3 §5.2 licence, date of birth and VINs all empty → the all-fields-required message on each", () => {
    expect(issues(step1({}))).toEqual({
      licence: messages.allFieldsRequired,
      dob: messages.allFieldsRequired,
      "vins.0": messages.allFieldsRequired,
      "vins.1": messages.allFieldsRequired,
    });
  });
  it("doc3 §5.2 empty licence → driver required; empty date → date required; empty VIN → VIN required", () => {
    expect(issues(step1({ vins: [VIN] }))).toEqual({ licence: messages.driverRequired, dob: messages.dateRequired, "vins.1": messages.vinRequired });
  });
  it("doc3 §5.2 a VIN of a bad pattern or over 17 characters → VIN is wrong", () => {
    const dob = "04/12/1990";
    expect(issues(step1({ licence: "D1234567", dob, vins: ["4T1BF1FK5CU12345I", `${VIN}9`] }))).toEqual({
      "vins.0": messages.vinWrong,
      "vins.1": messages.vinWrong,
    });
    expect(vinProblem("abc")).toBe("wrong");
    expect(vinProblem(" ")).toBe("required");
    expect(vinProblem(VIN.toLowerCase())).toBeNull();
  });
  it("doc3 §5.2, §9 with doc2 §5 the date of birth: one typed date, MM/DD/YYYY or its eight digits, a real date; stored YYYY-MM-DD", () => {
    const dob = (typed: string) => step1({ licence: "d1234567", dob: typed, vins: [VIN, VIN] });
    // doc2 §5: the eight digits and the slashed date are both read; 02/30/1990 is not a real date.
    expect(dob("03151985").data?.dob).toBe("1985-03-15");
    expect(dob("03/15/1985").data?.dob).toBe("1985-03-15");
    expect(dob("3/5/1985").data?.dob).toBe("1985-03-05");
    expect(issues(dob("02/30/1990"))).toEqual({ dob: E.dateFormat });
    expect(issues(dob("02/12/90"))).toEqual({ dob: E.dateFormat });
    expect(issues(dob("02-12-1990"))).toEqual({ dob: E.dateFormat });
    const ok = step1({ licence: "d1234567", dob: "04/12/1990", vins: [VIN, VIN.toLowerCase()] });
    expect(ok.data).toEqual({ dob: "1990-04-12", licence: "D1234567", vins: [VIN, VIN], consent: false });
    expect(checkFollowUpDate("02/29/2024")).toEqual({ ok: true, iso: "2024-02-29" });
    expect(checkFollowUpDate("02/29/2023")).toEqual({ ok: false, problem: "notReal" });
    expect(checkFollowUpDate(" ")).toEqual({ ok: false, problem: "empty" });
  });
  it("doc3 §5.2 paperless consent: the box must be checked when the carrier enables it", () => {
    const input = { licence: "D1", dob: "04/12/1990", vins: [VIN] };
    expect(issues(step1(input, { vehicleCount: 1, consentRequired: true }))).toEqual({ consent: E.consentRequired });
    expect(step1({ ...input, consent: "on" }, { vehicleCount: 1, consentRequired: true }).success).toBe(true);
    expect(step1(input, { vehicleCount: 1 }).success).toBe(true);
  });
});

describe("doc3 §9 dates stored YYYY-MM-DD, shown MM-DD-YYYY", () => {
  it("converts", () => {
    expect(showDate("1990-04-12")).toBe("04-12-1990");
    expect(toIsoDate("04/12/1990")).toBe("1990-04-12");
    expect(toIsoDate("1990-04-12T00:00:00Z")).toBe("1990-04-12");
    // The date input is filled again as it shows a date: MM/DD/YYYY.
    expect(slashedOf("1990-04-12")).toBe("04/12/1990");
    expect(slashedOf("")).toBe("");
  });
});

describe("doc3 §2.2 step 2 contact preference", () => {
  it("every choice required; the opt-in method only when going paperless", () => {
    expect(issues(contactSchema().safeParse({}))).toEqual({ textMessages: E.choiceRequired, language: E.choiceRequired, paperless: E.choiceRequired });
    expect(issues(contactSchema().safeParse({ textMessages: "Y", language: "es", paperless: "Y" }))).toEqual({ optIn: E.choiceRequired });
    expect(contactSchema().parse({ textMessages: "N", language: "en", paperless: "N", optIn: "text" })).toEqual({
      textMessages: "N",
      language: "en",
      paperless: "N",
      optIn: "",
    });
  });
});

const driverOptions = { enableDriverStatus: false, enableAllFieldsForExclude: false, enableActionType: false, askDob: true, dobRequired: false };
const modal = (input: Record<string, unknown>, options: Partial<typeof driverOptions> = {}) =>
  driverModalSchema({ ...driverOptions, ...options }).safeParse(input);

describe("doc3 §5.2 additional drivers (driver modal)", () => {
  it("doc3 §5.2 relation must be selected; gender, marital and licence for an included driver", () => {
    expect(issues(modal({ firstName: "Ana", lastName: "Ruiz", relation: "0" }))).toEqual({
      relation: E.relationRequired,
      gender: E.genderRequired,
      marital: E.maritalRequired,
      licence: E.licenceRequired,
    });
  });
  it("doc3 §5.2 an excluded driver needs only the relation, unless all fields are required for excluded drivers", () => {
    const excluded = { firstName: "Ana", lastName: "Ruiz", relation: "2", actionType: "exclude" };
    expect(issues(modal(excluded, { enableActionType: true }))).toEqual({});
    expect(issues(modal(excluded, { enableActionType: true, enableAllFieldsForExclude: true }))).toEqual({
      gender: E.genderRequired,
      marital: E.maritalRequired,
    });
  });
  it("doc3 §5.2 residence status and driver status are required when driver status is enabled", () => {
    const input = { firstName: "Ana", lastName: "Ruiz", relation: "2", gender: "1", marital: "1", licence: "D2" };
    expect(issues(modal(input, { enableDriverStatus: true }))).toEqual({ residenceStatus: E.residenceRequired, driverStatus: E.driverStatusRequired });
    expect(modal({ ...input, residenceStatus: "1", driverStatus: "0" }, { enableDriverStatus: true }).success).toBe(true);
  });
  it("doc3 §5.2 with doc2 §5 the secondary date of birth, when given, is MM/DD/YYYY or its eight digits and a real date", () => {
    const input = { firstName: "Ana", lastName: "Ruiz", relation: "2", gender: "1", marital: "1", licence: "D2" };
    expect(issues(modal({ ...input, dob: "13/01/2001" }))).toEqual({ dob: E.dobInvalid });
    expect(modal({ ...input, dob: "03/01/2001" }).data?.dob).toBe("2001-03-01");
    // doc2 §5: 03151985 and 03/15/1985 are both read; 02/30/1990 is refused.
    expect(modal({ ...input, dob: "03151985" }).data?.dob).toBe("1985-03-15");
    expect(modal({ ...input, dob: "03/15/1985" }).data?.dob).toBe("1985-03-15");
    expect(issues(modal({ ...input, dob: "02/30/1990" }))).toEqual({ dob: E.dobInvalid });
    expect(issues(modal(input, { dobRequired: true }))).toEqual({ dob: E.dobRequired });
  });
});

const d = (relation: string, marital: string): Pick<Driver, "marital" | "relation" | "actionType" | "driverStatus"> => ({
  relation,
  marital,
  actionType: "include",
  driverStatus: "",
});

describe("doc3 §5.2 marital validation", () => {
  it("doc3 §5.2 married additional drivers (marital 2 counted as married) plus a married primary must be even; zero is allowed", () => {
    expect(maritalProblem({ primaryMarital: "1", drivers: [] })).toBeNull();
    expect(maritalProblem({ primaryMarital: "1", drivers: [d("3", "2")] })).toBe(E.maritalCount);
    expect(maritalProblem({ primaryMarital: "1", drivers: [d("3", "2"), d("4", "0")] })).toBeNull();
    expect(maritalProblem({ primaryMarital: "0", drivers: [d("1", "2")] })).toBeNull();
    expect(maritalProblem({ primaryMarital: "2", drivers: [d("1", "1")] })).toBe(E.maritalCount);
  });
  it("doc3 §5.2 a married primary (marital 0) needs a spouse (relation 1)", () => {
    expect(maritalProblem({ primaryMarital: "0", drivers: [d("3", "0")] })).toBe(E.spouseRequired);
  });
  it("doc3 §5.2 a spouse with a single primary (marital 1) is an error", () => {
    expect(maritalProblem({ primaryMarital: "1", drivers: [d("1", "1")] })).toBe(E.spouseWithSingle);
  });
});

describe("doc3 §4.2 licence lookup de-duplication", () => {
  it("a driver added by licence lookup is de-duplicated by first name, last name and date of birth", () => {
    const a = { firstName: "Daniel", lastName: "Alvarado", dob: "1986-11-30" };
    expect(isSameDriver(a, { ...a, firstName: "daniel " })).toBe(true);
    expect(withoutDuplicates([a], [{ ...a }, { ...a, dob: "1986-11-29" }])).toHaveLength(2);
  });
});

const questions: CarrierQuestion[] = [
  {
    code: "Q1",
    text: "Any accidents?",
    validationRequired: true,
    validAnswer: "N",
    errorMessage: "{0}, we cannot insure drivers with accidents online",
    yesButton: "Y",
    noButton: "N",
  },
  { code: "Q2", text: "Own the car?", validationRequired: false, validAnswer: "Y", errorMessage: "", yesButton: "Y", noButton: "N" },
];

describe("doc3 §5.2 questions", () => {
  it("doc3 §5.2, §8 every question answered, else the question-required message with the first name in {0}", () => {
    expect(issues(questionsSchema(questions, "Jordan", messages.questionRequired).safeParse({}))).toEqual({
      "answers.Q1": "Please answer this question for Jordan",
      "answers.Q2": "Please answer this question for Jordan",
    });
  });
  it("doc3 §5.2 a question with validation required must have its valid answer, else its own message", () => {
    const problems = questionProblems(questions, { Q1: "Y", Q2: "N" }, "Jordan", messages.questionRequired);
    expect(Object.fromEntries(Object.entries(problems).map(([code, message]) => [code, text(message)]))).toEqual({
      Q1: "Jordan, we cannot insure drivers with accidents online",
    });
    expect(questionsSchema(questions, "Jordan", messages.questionRequired).parse({ answers: { Q1: "N", Q2: "Y" } })).toEqual({ Q1: "N", Q2: "Y" });
  });
});

describe("doc3 §2.2 vehicle modal and §5.2 codes", () => {
  it("doc3 §2.2 vehicle: year, make, model, VIN and a mileage from the select", () => {
    const schema = vehicleModalSchema(messages, 2026);
    expect(issues(schema.safeParse({ mileage: "123" }))).toMatchObject({
      year: E.yearRequired,
      make: E.makeRequired,
      model: E.modelRequired,
      mileage: E.mileageRequired,
    });
    expect(schema.parse({ year: "2018", make: "Toyota", model: "Camry", vin: VIN.toLowerCase(), mileage: "10000" })).toMatchObject({
      year: 2018,
      vin: VIN,
      mileage: 10000,
    });
    expect(issues(schema.safeParse({ year: "2018", make: "Toyota", model: "Camry", vin: "", mileage: "10000" }))).toEqual({ vin: messages.vinRequired });
  });
  it("doc3 §5.2 verification codes must not be blank", () => {
    expect(issues(codesSchema().safeParse({ emailCode: " ", textCode: "" }))).toEqual({ emailCode: E.codeRequired, textCode: E.codeRequired });
  });
});
