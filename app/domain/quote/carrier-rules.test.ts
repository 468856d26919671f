import { describe, expect, it } from "vitest";
import { shownRate } from "./carrier-rules";
import type { QuoteRate } from "./pay-plan";

const rate = (over: Partial<QuoteRate>): QuoteRate => ({ rateQuoteId: "r", companyName: "C", companyID: "c", totalPremium: 600, ...over });
const pif = rate({ rateQuoteId: "pif", payPlan: "PIF", payPlanDescription: "Paid in full" });
const monthly5 = rate({ rateQuoteId: "mo5", payPlan: "MO", payPlanDescription: "Monthly, 5 installments", payPlanNumOfPayments: 5, payPlanPaymentAmount: 100 });
const four = rate({ rateQuoteId: "m4", payPlan: "M4", payPlanDescription: "Two months down, 4 monthly installments", payPlanNumOfPayments: 4, payPlanPaymentAmount: 110 });
const eft = rate({ rateQuoteId: "eft", payPlan: "EFT", payPlanDescription: "Monthly by bank draft (EFT), 5 installments", payPlanNumOfPayments: 5, payPlanPaymentAmount: 95 });
const oneMonth = rate({ rateQuoteId: "1mo", payPlan: "MO", payPlanDescription: "1 month down, 5 installments", payPlanNumOfPayments: 5, payPlanPaymentAmount: 100 });
const adults = { drivers: [{ dob: "04-12-1990" }], today: "2026-11-22" };
const young = { drivers: [{ dob: "04-12-1990" }, { dob: "01-05-2007" }], today: "2026-11-22" };

describe("doc2 §4 conditional carrier rules applied to what is shown", () => {
  it("doc2 §4 conditional rules: no rules shows the carrier's first plan", () => {
    expect(shownRate([pif, monthly5], [], adults)?.rateQuoteId).toBe("pif");
  });
  it("doc2 §4 conditional rule 1: every driver 21 or older, else no card", () => {
    expect(shownRate([pif], [1], adults)?.rateQuoteId).toBe("pif");
    expect(shownRate([pif], [1], young)).toBeUndefined();
  });
  it("doc2 §4 conditional rule 2: only a one-month plan shows", () => {
    expect(shownRate([pif, monthly5, oneMonth], [2], adults)?.rateQuoteId).toBe("1mo");
  });
  it("doc2 §4 conditional rule 3: only an EFT plan shows", () => {
    expect(shownRate([pif, monthly5, eft], [3], adults)?.rateQuoteId).toBe("eft");
  });
  it("doc2 §4 conditional rule 4: only a plan of exactly 4 payments shows; none passing means no card", () => {
    expect(shownRate([pif, four], [4], adults)?.rateQuoteId).toBe("m4");
    expect(shownRate([pif, monthly5], [4], adults)).toBeUndefined();
  });
  it("doc2 §4 conditional rules: several rules must all pass; unknown rule numbers are ignored", () => {
    expect(shownRate([oneMonth, eft], [1, 2], young)).toBeUndefined();
    expect(shownRate([pif], [9], adults)?.rateQuoteId).toBe("pif");
  });
});
