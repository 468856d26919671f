import { describe, expect, it } from "vitest";
import { dueStatus, findCarrier, lookupRefusal, payClickOutcome, paymentOutcome, paymentResult, type CarrierPayment } from "./outcome";
import { configuredMessage } from "../message";

const now = new Date("2026-06-15T17:00:00Z"); // 12:00 in Texas

const carriers: CarrierPayment[] = [
  { carrierName: "Lone Star Mutual", carrierCode: ["LSM", "TX9"], carrierUrl: "https://pay.lonestar.example", carrierLogo: "/l.svg" },
  { carrierName: "Gulf Auto", carrierCode: ["GA"], carrierUrl: "https://gulf.example/pay", carrierLogo: "/g.svg" },
];

const lookup = (overrides: Record<string, unknown> = {}) => ({
  isSuccess: true,
  token: "tok-1",
  policyId: 42,
  company: "Lone Star Mutual",
  monthlyPayment: 98.5,
  policyType: "Auto",
  paymentDueDate: "2026-06-30",
  applicantName: "Ana",
  policyNumber: "LSM-000123",
  isPayable: true,
  message: "",
  carrierUrl: "",
  ...overrides,
});

const context = { carriers, now };

describe("doc1 §4 payment flow: one outcome per policy lookup", () => {
  it("request failure: the unknown-error modal", () => {
    expect(paymentOutcome(null, context)).toMatchObject({ kind: "failure", step: "unknown-error", message: "public.payment.unknownError" });
    expect(paymentOutcome("<html>", context)).toMatchObject({ kind: "failure", step: "unknown-error" });
  });

  it("carrier not configured: error modal with the link to pay at the carrier", () => {
    const outcome = paymentOutcome(lookup({ policyNumber: "ZZ-1", company: "Other Co", carrierUrl: "https://other.example/pay" }), context);
    expect(outcome).toEqual({
      kind: "failure",
      step: "carrier-not-available",
      message: "public.payment.carrierNotAvailable",
      carrierUrl: "https://other.example/pay",
    });
  });

  it("the carrier is found by policy-number prefix, or else by name", () => {
    expect(findCarrier(carriers, { policyNumber: "tx9-55", company: "" })?.carrierName).toBe("Lone Star Mutual");
    expect(findCarrier(carriers, { policyNumber: "X-1", company: "gulf auto" })?.carrierName).toBe("Gulf Auto");
    expect(findCarrier(carriers, { policyNumber: "X-1", company: "" })).toBeNull();
  });

  it("an empty carrier list does not block any policy", () => {
    expect(paymentOutcome(lookup({ policyNumber: "ZZ-1", company: "Other" }), { carriers: [], now }).kind).toBe("payable");
  });

  it("payable: policy details with the pay button", () => {
    const outcome = paymentOutcome(lookup(), context);
    expect(outcome).toMatchObject({ kind: "payable", showPayButton: true, policy: { policyId: "42", token: "tok-1", policyNumber: "LSM-000123" } });
  });

  it("doc1 §8 'This transaction has been approved' means no pay button", () => {
    expect(paymentOutcome(lookup({ message: "This transaction has been approved" }), context)).toMatchObject({ kind: "payable", showPayButton: false });
  });

  it("doc1 §8 'This payment has already been made' shows the already-paid view, even if marked payable", () => {
    expect(paymentOutcome(lookup({ isPayable: false, message: "This payment has already been made" }), context).kind).toBe("already-paid");
    expect(paymentOutcome(lookup({ isPayable: true, message: " this payment has already been made " }), context).kind).toBe("already-paid");
  });

  it("not payable, due within 48 hours: error with the server message", () => {
    const outcome = paymentOutcome(lookup({ isPayable: false, paymentDueDate: "2026-06-16T12:00:00", message: "Due too soon to pay online" }), context);
    expect(outcome).toMatchObject({
      kind: "failure",
      step: "due-within-48-hours",
      message: configuredMessage("Due too soon to pay online"),
      carrierUrl: "https://pay.lonestar.example",
    });
  });

  it("not payable, due date past: similar error", () => {
    const outcome = paymentOutcome(lookup({ isPayable: false, paymentDueDate: "2026-06-10", message: "" }), context);
    expect(outcome).toMatchObject({ kind: "failure", step: "due-past", message: "public.payment.duePast" });
  });

  it("not payable for another reason: the server message is shown", () => {
    const outcome = paymentOutcome(lookup({ isPayable: false, paymentDueDate: "2026-07-30", message: "Policy cancelled" }), context);
    expect(outcome).toMatchObject({ kind: "failure", step: "not-payable", message: configuredMessage("Policy cancelled") });
  });

  it("not payable with no message and no due date: the unknown-error modal", () => {
    expect(paymentOutcome(lookup({ isPayable: false, paymentDueDate: "" }), context)).toMatchObject({ step: "unknown-error" });
  });
});

describe("doc1 §4, §9 due within 48 hours", () => {
  it("past, within 48 hours, or later", () => {
    expect(dueStatus("2026-06-15T11:00:00", now)).toBe("past");
    expect(dueStatus("2026-06-15T13:00:00", now)).toBe("due-soon");
    expect(dueStatus("2026-06-17T12:00:00", now)).toBe("due-soon");
    expect(dueStatus("2026-06-17T12:01:00", now)).toBe("later");
  });

  it("a date without a time is due at the end of that day in Texas", () => {
    expect(dueStatus("2026-06-15", now)).toBe("due-soon");
    expect(dueStatus("06/14/2026", now)).toBe("past");
    expect(dueStatus("2026-06-16", now)).toBe("due-soon"); // ends 36 h from now
    expect(dueStatus("2026-06-17", now)).toBe("later"); // ends 60 h from now
  });

  it("the threshold is configurable; an unreadable date is unknown", () => {
    expect(dueStatus("2026-06-17", now, 72)).toBe("due-soon");
    expect(dueStatus("soon", now)).toBe("unknown");
  });
});

describe("doc1 §4 pay click", () => {
  it("goes to the returned paymentUrl", () => {
    expect(payClickOutcome({ paymentUrl: "https://sandbox.example/pay/abc", token: "t" }, { pagePath: "/make-a-payment" })).toEqual({
      kind: "redirect",
      href: "https://sandbox.example/pay/abc",
    });
  });

  it("otherwise reloads the page with ?token=", () => {
    expect(payClickOutcome({ paymentUrl: "", token: "a b&c" }, { pagePath: "/es/make-a-payment?x=1" })).toEqual({
      kind: "redirect",
      href: "/es/make-a-payment?token=a%20b%26c",
    });
    expect(payClickOutcome({ paymentUrl: "javascript:alert(1)", token: "t" }, { pagePath: "/pay" })).toEqual({ kind: "redirect", href: "/pay?token=t" });
  });

  it("a failed token request shows the could-not-get-token error", () => {
    expect(payClickOutcome(null, { pagePath: "/pay", carrierUrl: "https://c.example" })).toEqual({
      kind: "failure",
      step: "token-failed",
      message: "public.payment.tokenFailed",
      carrierUrl: "https://c.example",
    });
    expect(payClickOutcome({ message: "error" }, { pagePath: "/pay" })).toMatchObject({ step: "token-failed" });
  });
});

describe("doc1 §4 payment result page", () => {
  const result = (status: string, extra: Record<string, unknown> = {}) => ({
    policyNumber: "LSM-000123",
    carrierName: "Lone Star Mutual",
    paymentDetails: [{ status, amount: "98.50", payDate: "2026-06-15", invoiceId: 7, ...extra }],
  });

  it("status A is success, with amount and policy number", () => {
    expect(paymentResult(result("A"))).toEqual({
      kind: "success",
      amount: 98.5,
      policyNumber: "LSM-000123",
      payDate: "2026-06-15",
      invoiceId: "7",
      carrierName: "Lone Star Mutual",
    });
  });

  it("any other status is failure", () => {
    for (const status of ["D", "E", "", "Approved"]) expect(paymentResult(result(status)).kind).toBe("failure");
  });

  it("a lookup failure or a result without details is failure", () => {
    expect(paymentResult(null)).toEqual({ kind: "failure", message: "public.payment.resultFailed", resultMessage: "", policyNumber: "", carrierName: "" });
    expect(paymentResult({ policyNumber: "X", paymentDetails: [] }).kind).toBe("failure");
  });

  it("a blank amount is unknown, not zero", () => {
    expect(paymentResult(result("A", { amount: "" }))).toMatchObject({ kind: "success", amount: null });
  });
});

describe("the platform's answers decide the outcome", () => {
  it("the platform's reason decides due past / due within 48 hours / other, whatever the date says", () => {
    expect(paymentOutcome(lookup({ isPayable: false, reason: "duePast", paymentDueDate: "2026-09-01", message: "Past due" }), context)).toMatchObject({
      step: "due-past",
      message: configuredMessage("Past due"),
    });
    expect(paymentOutcome(lookup({ isPayable: false, reason: "dueWithin48", paymentDueDate: "2026-09-01", message: "" }), context)).toMatchObject({
      step: "due-within-48-hours",
      message: "public.payment.dueSoon",
    });
    expect(paymentOutcome(lookup({ isPayable: false, reason: "other", paymentDueDate: "2026-06-10", message: "Call us" }), context)).toMatchObject({
      step: "not-payable",
      message: configuredMessage("Call us"),
    });
    expect(paymentOutcome(lookup({ isPayable: false, reason: "alreadyPaid", message: "" }), context)).toMatchObject({ kind: "already-paid" });
  });

  it("a carrier the brand does not take payments for (CMS payableCarriers) is carrier-not-available, with its link", () => {
    expect(paymentOutcome(lookup(), { ...context, payableCodes: ["GA"] })).toEqual({
      kind: "failure",
      step: "carrier-not-available",
      message: "public.payment.carrierNotAvailable",
      carrierUrl: "https://pay.lonestar.example",
    });
    expect(paymentOutcome(lookup(), { ...context, payableCodes: ["lsm"] })).toMatchObject({ kind: "payable" });
    expect(paymentOutcome(lookup({ policyNumber: "ZZ-1", company: "Nobody" }), { ...context, defaultCarrierUrl: "https://carriers.example" })).toMatchObject({
      step: "carrier-not-available",
      carrierUrl: "https://carriers.example",
    });
  });

  it("a policy the platform does not find is policy-not-found with its message; any other refusal is the unknown error", () => {
    expect(lookupRefusal(404, "No policy matches these details")).toMatchObject({
      step: "policy-not-found",
      message: configuredMessage("No policy matches these details"),
    });
    expect(lookupRefusal(404, undefined)).toMatchObject({ step: "policy-not-found", message: "public.payment.policyNotFound" });
    expect(lookupRefusal(500, "boom")).toMatchObject({ step: "unknown-error", message: "public.payment.unknownError" });
  });

  it("a failed result keeps the processor's result message and the carrier's name", () => {
    const answer = { policyNumber: "LSM-1", carrierName: "Lone Star Mutual", paymentDetails: [{ status: "D", amount: 10, resultMessage: "Card declined" }] };
    expect(paymentResult(answer)).toEqual({
      kind: "failure",
      message: "public.payment.resultFailed",
      resultMessage: "Card declined",
      policyNumber: "LSM-1",
      carrierName: "Lone Star Mutual",
    });
  });
});
