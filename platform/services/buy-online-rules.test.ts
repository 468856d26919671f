import { describe, expect, it } from "vitest";
import { BUY_NOW, isAllowedTransition, paymentOutcome, pickPaymentPlan, sectionForStatus, TRANSITIONS } from "./buy-online-rules.ts";
import { carrierQuestions, checkAnswers, normalizeAnswer } from "./buy-online-questions.ts";

const option = (code: string, payments: number, term: number, description = code) => ({
  payPlanCode: code,
  payPlanNumOfPayments: payments,
  payPlanDescription: description,
  term,
});

describe("doc3 §4.1 the payment plan: first option with more than one payment and a term over one, else the configured description", () => {
  const pif = option("PIF", 0, 6, "Paid in full");
  const two = option("TWO", 1, 6, "Two payments");
  const monthly = option("MO", 5, 6, "Monthly");
  const eft = option("EFT", 5, 6, "Monthly EFT");
  const oneMonthTerm = option("M1", 5, 1, "One-month term");
  it.each([
    ["the first with more than one payment and a term over one", [pif, two, monthly, eft], "", undefined, "MO"],
    ["a term of one month does not count", [pif, oneMonthTerm, eft], "", undefined, "EFT"],
    ["one payment does not count: the configured description", [pif, two], "two payments", undefined, "TWO"],
    ["no match for the description: the first option", [pif, two], "Quarterly", undefined, "PIF"],
    ["no description configured: the first option", [two, pif], "", undefined, "TWO"],
    ["the payplan query parameter wins when offered", [pif, monthly], "", "pif", "PIF"],
    ["a payplan not offered is ignored", [pif, monthly], "", "XX", "MO"],
    ["a payplan given as a description (with spaces) picks that plan", [monthly, pif, eft], "", " monthly EFT ", "EFT"],
  ] as const)("%s", (_name, options, configured, asked, expected) => {
    expect(pickPaymentPlan([...options], configured, asked)?.payPlanCode).toBe(expected);
  });
  it("no options: none", () => expect(pickPaymentPlan([], "Monthly")).toBeUndefined());
});

describe("doc3 §4.1 the section a page load goes to, by status code", () => {
  const base = { rc2Status: "done", paymentToken: "", paymentStatus: "none", isESignAvailable: true };
  it.each([
    [-1, base, "driverInfo"],
    [0, base, "driverInfo"],
    [1, base, "payment"],
    [1, { ...base, paymentToken: "bpay_x", paymentStatus: "pending" }, "paymentCheck"],
    [1, { ...base, rc2Status: "submitted", paymentToken: "bpay_x", paymentStatus: "pending" }, "payment"],
    [2, base, "paymentCheck"],
    [3, base, "esign"],
    [4, base, "esign"],
    [5, base, "esign"],
    [3, { ...base, isESignAvailable: false }, "carrierMessages"],
    [5, { ...base, isESignAvailable: false }, "carrierMessages"],
    [6, base, "sold"],
  ] as const)("status %i → %o → %s", (code, status, section) => {
    expect(sectionForStatus({ ...status, currentBuyNowStatus: code })).toBe(section);
  });
});

describe("doc3 §4.1 payment result codes", () => {
  it.each([
    [200, "success"],
    [0, "esign"],
    [402, "paymentFailure"],
    [500, "paymentFailure"],
    [null, "apiFailure"],
    [undefined, "apiFailure"],
  ] as const)("%s → %s", (code, outcome) => expect(paymentOutcome(code)).toBe(outcome));
});

describe("doc3 §4.1 the transitions allowed", () => {
  it("reach every status from -1 to 6, and nothing moves backwards except a declined payment", () => {
    const reached = new Set(TRANSITIONS.map((t) => t.to));
    for (const code of [0, 1, 2, 3, 4, 5, 6]) expect(reached.has(code)).toBe(true);
    const backwards = TRANSITIONS.filter((t) => t.to < t.from);
    expect(backwards).toEqual([{ from: BUY_NOW.paymentCheck, to: BUY_NOW.payNow, event: "paymentDeclined" }]);
    expect(isAllowedTransition(BUY_NOW.payNow, BUY_NOW.sold, "policyIssued")).toBe(false);
    expect(isAllowedTransition(BUY_NOW.signed, BUY_NOW.sold, "policyIssued")).toBe(true);
  });
});

describe("doc3 §5.1 underwriting questions", () => {
  it("come in the carrier configuration's questionorder, the rest after", () => {
    expect(carrierQuestions("gulf-breeze", ["EXISTINGDAMAGE", "garaging"], "en")!.map((q) => q.questionCd)).toEqual([
      "EXISTINGDAMAGE",
      "GARAGING",
      "PRIORCANCEL",
      "BUSINESSUSE",
      "ALLDRIVERS",
    ]);
    expect(carrierQuestions("no-such-carrier", [], "en")).toBeUndefined();
  });
  it("all must be answered; a validationrequired question with another answer than its valid one shows its error message", () => {
    const questions = carrierQuestions("gulf-breeze", [], "es")!;
    const good = questions.map((q) => ({ questionCd: q.questionCd, answer: q.validanswer }));
    expect(checkAnswers("gulf-breeze", good, "es")).toEqual({});
    const wrong = good.map((a) => (a.questionCd === "ALLDRIVERS" ? { ...a, answer: "false" } : a));
    expect(checkAnswers("gulf-breeze", wrong, "es")).toEqual({ "answers.ALLDRIVERS": questions.find((q) => q.questionCd === "ALLDRIVERS")!.errormessage });
    const notValidated = good.map((a) => (a.questionCd === "EXISTINGDAMAGE" ? { ...a, answer: "Y" } : a));
    expect(checkAnswers("gulf-breeze", notValidated, "en")).toEqual({});
    expect(checkAnswers("gulf-breeze", good.slice(1), "en")).toEqual({ "answers.PRIORCANCEL": "Please answer this question." });
  });
  it("doc3 §3 answers are stored as Y or N (true/false accepted)", () => {
    expect([normalizeAnswer("true"), normalizeAnswer("n"), normalizeAnswer("maybe")]).toEqual(["Y", "N", undefined]);
  });
});
