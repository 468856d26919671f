import { describe, expect, it } from "vitest";
import {
  carrierErrorList,
  landingFor,
  nextSection,
  PAYMENT_RETURN_MESSAGE,
  paymentOutcome,
  paymentReturnHref,
  pickPaymentOption,
  previousSection,
  PROGRESS,
  readFlowParams,
  SECTIONS,
  sectionsFor,
  STEP_NAMES,
  type BuyNowStatus,
} from "./flow";

const status = (over: Partial<BuyNowStatus>): BuyNowStatus => ({
  currentBuyNowStatus: 0,
  rc2Status: "none",
  paymentToken: "",
  paymentStatus: "none",
  isESignAvailable: true,
  ...over,
});

const option = (over: Partial<Parameters<typeof pickPaymentOption>[0][number]>) => ({
  payPlanNumOfPayments: 1,
  payPlanPaymentAmount: 600,
  payPlanDownPayment: 600,
  payPlanDescription: "Paid in full",
  totalPremium: 600,
  term: 6,
  ...over,
});

describe("doc3 §2.1 sections, progress and analytics", () => {
  it("doc3 §2.1: seven sections in order, driver info to sold", () => {
    expect(SECTIONS).toEqual(["driverInfo", "additionalDrivers", "questions", "policy", "payment", "esign", "sold"]);
  });
  it("doc3 §2.1, §9: progress values 0, 15, 25, 30, 35, 67, 100 in section order", () => {
    expect(SECTIONS.map((s) => PROGRESS[s])).toEqual([0, 15, 25, 30, 35, 67, 100]);
  });
  it("doc3 §2.1: analytics step names e2e-driverinfo … e2e-sold", () => {
    expect(SECTIONS.map((s) => STEP_NAMES[s])).toEqual(["e2e-driverinfo", "e2e-addldriver", "e2e-uw", "e2e-policy", "e2e-payment", "e2e-esign", "e2e-sold"]);
  });
  it("doc3 §3 hideadditionaldriversection: the section is skipped both ways", () => {
    const hide = { hideAdditionalDriverSection: true };
    expect(sectionsFor(hide)).not.toContain("additionalDrivers");
    expect(nextSection("driverInfo", hide)).toBe("questions");
    expect(previousSection("questions", hide)).toBe("driverInfo");
    expect(previousSection("questions", { hideAdditionalDriverSection: false })).toBe("additionalDrivers");
  });
  it("doc3 §4.1 back buttons: to the prior section, none on driver info, e-sign or sold", () => {
    const show = { hideAdditionalDriverSection: false };
    expect(previousSection("payment", show)).toBe("policy");
    expect(previousSection("policy", show)).toBe("questions");
    expect(previousSection("driverInfo", show)).toBeNull();
    expect(previousSection("esign", show)).toBeNull();
    expect(previousSection("sold", show)).toBeNull();
  });
});

describe("doc3 §4.1 status on load", () => {
  it("-1 or 0: driver info, or the section reached before quote step 2 (a reload stays put)", () => {
    expect(landingFor(status({ currentBuyNowStatus: -1 }), null)).toEqual({ section: "driverInfo" });
    expect(landingFor(status({ currentBuyNowStatus: 0 }), "questions")).toEqual({ section: "questions" });
    expect(landingFor(status({ currentBuyNowStatus: 0 }), "additionalDrivers")).toEqual({ section: "additionalDrivers" });
    expect(landingFor(status({ currentBuyNowStatus: 0 }), "policy")).toEqual({ section: "driverInfo" });
  });
  it("1: the payment check when rc2 is done, a payment token is present and payment is pending", () => {
    expect(landingFor(status({ currentBuyNowStatus: 1, rc2Status: "done", paymentToken: "bpay_1", paymentStatus: "pending" }), "policy")).toEqual({
      section: "payment",
      check: "payment",
    });
    expect(landingFor(status({ currentBuyNowStatus: 1, rc2Status: "done", paymentStatus: "declined" }), "payment")).toEqual({ section: "payment" });
  });
  it("doc3 §2.1 back buttons: after a declined card, Back from the payment section lands on policy details, and a reload stays there", () => {
    const declinedCard = status({ currentBuyNowStatus: 1, rc2Status: "done", paymentStatus: "declined" });
    expect(landingFor(declinedCard, "policy")).toEqual({ section: "policy" });
    expect(landingFor(declinedCard, "questions")).toEqual({ section: "questions" });
    expect(landingFor(declinedCard, null)).toEqual({ section: "payment" });
  });
  it("doc3 §4.1, §8: a carrier decline of quote step 2 (status 0, rc2 declined) shows on policy details for the visitor who sent it", () => {
    const declined = status({ currentBuyNowStatus: 0, rc2Status: "declined" });
    expect(landingFor(declined, "policy")).toEqual({ section: "policy", declined: true });
    // Back to the questions (or further) after the decline: that section, to change the answers.
    expect(landingFor(declined, "questions")).toEqual({ section: "questions" });
    expect(landingFor(declined, "driverInfo")).toEqual({ section: "driverInfo" });
    expect(landingFor(declined, null)).toEqual({ section: "driverInfo" });
  });
  it("1 otherwise: policy details with pay now, or the section a back button led to", () => {
    expect(landingFor(status({ currentBuyNowStatus: 1, rc2Status: "done" }), "questions")).toEqual({ section: "questions" });
    expect(landingFor(status({ currentBuyNowStatus: 1, rc2Status: "done" }), "policy")).toEqual({ section: "policy" });
    expect(landingFor(status({ currentBuyNowStatus: 1, rc2Status: "done" }), null)).toEqual({ section: "policy" });
  });
  it("2: the payment result check", () => {
    expect(landingFor(status({ currentBuyNowStatus: 2 }), "driverInfo")).toEqual({ section: "payment", check: "payment" });
  });
  it("3, 4, 5: e-sign, or the carrier's messages when e-sign is not available", () => {
    for (const code of [3, 4, 5]) {
      expect(landingFor(status({ currentBuyNowStatus: code }), "questions")).toEqual({ section: "esign" });
      expect(landingFor(status({ currentBuyNowStatus: code, isESignAvailable: false }), null)).toEqual({ section: "policy", carrierMessages: true });
    }
  });
  it("6: sold", () => {
    expect(landingFor(status({ currentBuyNowStatus: 6 }), "driverInfo")).toEqual({ section: "sold" });
  });
});

describe("doc3 §4.1 payment result codes", () => {
  it("200 success, 0 e-sign, another code payment failure, none API failure", () => {
    expect(paymentOutcome(200)).toBe("success");
    expect(paymentOutcome(0)).toBe("esign");
    expect(paymentOutcome(402)).toBe("paymentFailure");
    expect(paymentOutcome(1)).toBe("paymentFailure");
    expect(paymentOutcome(null)).toBe("apiFailure");
    expect(paymentOutcome(undefined)).toBe("apiFailure");
  });
});

describe("doc3 §4.1 payment plan", () => {
  const full = option({});
  const monthly = option({ payPlanNumOfPayments: 6, payPlanDescription: "Monthly", payPlanPaymentAmount: 110, payPlanDownPayment: 150 });
  const twoPay1Term = option({ payPlanNumOfPayments: 2, term: 1, payPlanDescription: "Two pay" });
  it("the first option with more than one payment and a term over one", () => {
    expect(pickPaymentOption([full, twoPay1Term, monthly], "")).toBe(monthly);
  });
  it("else the configured description", () => {
    expect(pickPaymentOption([twoPay1Term, full], "paid in full")).toBe(full);
  });
  it("else the first option; none when there are none", () => {
    expect(pickPaymentOption([twoPay1Term, full], "")).toBe(twoPay1Term);
    expect(pickPaymentOption([], "")).toBeNull();
  });
  it("the payplan query parameter wins when the carrier offers it", () => {
    expect(pickPaymentOption([full, monthly], "", "Paid in full")).toBe(full);
    expect(pickPaymentOption([full, monthly], "", "Weekly")).toBe(monthly);
    expect(pickPaymentOption([{ ...full, payPlanCode: "PIF" }, monthly], "", "pif")).toMatchObject({ payPlanCode: "PIF" });
  });
});

describe("doc3 §8 carrier errors", () => {
  it("a list split on the tilde, blanks dropped", () => {
    expect(carrierErrorList([{ text: "Prior insurance required~ VIN not insurable ~" }, { text: "Driver under 21" }])).toEqual([
      "Prior insurance required",
      "VIN not insurable",
      "Driver under 21",
    ]);
    expect(carrierErrorList(null)).toEqual([]);
  });
});

describe("doc3 §2.1 query parameters", () => {
  it("transactionId/transactionid, carrierId/carrierid and payplan", () => {
    expect(readFlowParams(new URLSearchParams("transactionid=T1&carrierid=gulf&payplan=Monthly"))).toEqual({
      transactionId: "T1",
      carrierId: "gulf",
      payplan: "Monthly",
    });
    expect(readFlowParams(new URLSearchParams("transactionId=T2&carrierId=c"))).toEqual({ transactionId: "T2", carrierId: "c", payplan: null });
    expect(readFlowParams(new URLSearchParams(""))).toEqual({ transactionId: null, carrierId: null, payplan: null });
  });
});

describe("doc3 §2.1 iframe container: the payment's page left with Back, and the processor's return", () => {
  const open = status({ currentBuyNowStatus: 1, rc2Status: "done", paymentToken: "bpay_1", paymentStatus: "pending" });
  it("doc3 §4.1: the open payment's page left with Back lands where Back led; another session opened later is shown again", () => {
    expect(landingFor(open, "policy", "bpay_1")).toEqual({ section: "policy" });
    expect(landingFor(open, "questions", "bpay_1")).toEqual({ section: "questions" });
    expect(landingFor(open, "policy", "bpay_0")).toEqual({ section: "payment", check: "payment" });
    expect(landingFor(open, "policy", "")).toEqual({ section: "payment", check: "payment" });
    // Paid meanwhile (in another window): the check, whatever was left.
    expect(landingFor({ ...open, currentBuyNowStatus: 2 }, "policy", "bpay_1")).toEqual({ section: "payment", check: "payment" });
  });

  const origin = "https://www.example.com";
  const purchase = { lang: "en" as const, transactionId: "tx_1", carrierId: "gulf-breeze" };
  const message = (href: unknown, type: unknown = PAYMENT_RETURN_MESSAGE) => ({ type, href });
  it("doc3 §2.1: this purchase's own page on the site's origin, with the processor's token, is where the page goes", () => {
    expect(paymentReturnHref(message("/buy-online?transactionId=tx_1&carrierId=gulf-breeze&token=abc"), origin, purchase)).toBe(
      "/buy-online?transactionId=tx_1&carrierId=gulf-breeze&token=abc",
    );
    expect(paymentReturnHref(message(`${origin}/buy-online?transactionId=tx_1&carrierId=gulf-breeze&token=abc`), origin, purchase)).toBe(
      "/buy-online?transactionId=tx_1&carrierId=gulf-breeze&token=abc",
    );
    expect(paymentReturnHref(message("/es/buy-online?transactionid=tx_1&carrierid=gulf-breeze&token=abc"), origin, { ...purchase, lang: "es" })).toBe(
      "/es/buy-online?transactionid=tx_1&carrierid=gulf-breeze&token=abc",
    );
  });
  it("doc3 §2.1: anything else is ignored: another origin, page, purchase or language, no token, another message", () => {
    const ignored = [
      message("https://evil.example/buy-online?transactionId=tx_1&carrierId=gulf-breeze&token=abc"),
      message("//evil.example/buy-online?transactionId=tx_1&carrierId=gulf-breeze&token=abc"),
      message("javascript:alert(1)"),
      message("/portal?transactionId=tx_1&carrierId=gulf-breeze&token=abc"),
      message("/es/buy-online?transactionId=tx_1&carrierId=gulf-breeze&token=abc"),
      message("/buy-online?transactionId=tx_2&carrierId=gulf-breeze&token=abc"),
      message("/buy-online?transactionId=tx_1&carrierId=other&token=abc"),
      message("/buy-online?transactionId=tx_1&carrierId=gulf-breeze"),
      message("/buy-online?transactionId=tx_1&carrierId=gulf-breeze&token=abc", "other"),
      message(42),
      message(`/buy-online?transactionId=tx_1&carrierId=gulf-breeze&token=${"a".repeat(2000)}`),
      "/buy-online?transactionId=tx_1&carrierId=gulf-breeze&token=abc",
      null,
    ];
    for (const data of ignored) expect(paymentReturnHref(data, origin, purchase)).toBeNull();
  });
});
