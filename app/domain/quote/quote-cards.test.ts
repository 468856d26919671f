import { describe, expect, it } from "vitest";
import { rate } from "./testing";
import {
  applyConditionalRules,
  canShowLess,
  canShowMore,
  DEFAULT_MAX_CARDS,
  initialPaging,
  passesConditionalRule,
  selectQuoteEventType,
  sendEventCode,
  showLess,
  showMore,
  sortQuotes,
  visibleCards,
} from "./quote-cards";

const quotes = [
  rate({ companyID: "a", totalPremium: 900, payPlanDownPayment: 150, payPlanNumOfPayments: 5, payPlanPaymentAmount: 160, showBuyButton: true }),
  rate({ companyID: "b", totalPremium: 700, payPlanDownPayment: 300, payPlanNumOfPayments: 5, payPlanPaymentAmount: 90 }),
  rate({ companyID: "c", totalPremium: 800, payPlanDownPayment: 100, payPlanNumOfPayments: 5, payPlanPaymentAmount: 150 }),
  rate({ companyID: "d", totalPremium: 700 }),
];
const ids = (list: readonly { companyID: string | number }[]) => list.map((q) => q.companyID);

describe("doc2 §4 sort and filter", () => {
  it("doc2 §4 value 0 sorts by the chosen price field, low to high; ties keep arrival order", () => {
    expect(ids(sortQuotes(quotes, { sort: 0, field: "price" }))).toEqual(["b", "d", "c", "a"]);
    expect(ids(sortQuotes(quotes, { sort: 0, field: "downPayment" }))).toEqual(["c", "a", "b", "d"]);
    expect(ids(sortQuotes(quotes, { sort: 0, field: "totalPayment" }))).toEqual(["d", "b", "c", "a"]);
  });

  it("doc2 §4 value 1 sorts by the chosen price field, high to low", () => {
    expect(ids(sortQuotes(quotes, { sort: 1, field: "price" }))).toEqual(["a", "c", "b", "d"]);
  });

  it("doc2 §4 value 2 keeps only buyable or agent-available quotes, ascending", () => {
    expect(ids(sortQuotes(quotes, { sort: 2, field: "price" }))).toEqual(["a"]);
    const agent = (q: { companyID: string | number }) => q.companyID === "c";
    expect(ids(sortQuotes(quotes, { sort: 2, field: "price", isAgentAvailable: agent }))).toEqual(["c", "a"]);
  });

  it("does not reorder the list it was given", () => {
    sortQuotes(quotes, { sort: 1, field: "price" });
    expect(ids(quotes)).toEqual(["a", "b", "c", "d"]);
  });
});

describe("doc2 §9 show more and show less", () => {
  const many = Array.from({ length: 12 }, (_, i) => i);

  it("doc2 §9 max cards default 5", () => {
    const paging = initialPaging();
    expect(DEFAULT_MAX_CARDS).toBe(5);
    expect(visibleCards(many, paging)).toEqual([0, 1, 2, 3, 4]);
    expect(canShowLess(paging, many.length)).toBe(false);
  });

  it("doc2 §2 show more pages by the page size up to the end, then show less returns to the first cards", () => {
    let paging = initialPaging(5, 4);
    paging = showMore(paging, many.length);
    expect(visibleCards(many, paging)).toHaveLength(9);
    expect(canShowLess(paging, many.length)).toBe(true);
    paging = showMore(paging, many.length);
    expect(visibleCards(many, paging)).toHaveLength(12);
    expect(canShowMore(paging, many.length)).toBe(false);
    paging = showLess(paging);
    expect(visibleCards(many, paging)).toHaveLength(5);
  });

  it("with no more cards than the first page, neither button applies", () => {
    const paging = initialPaging();
    expect(canShowMore(paging, 5)).toBe(false);
    expect(canShowLess(showMore(paging, 5), 5)).toBe(false);
  });
});

describe("doc2 §4 conditional carrier rules", () => {
  const today = "2026-11-05";
  const adults = { drivers: [{ dob: "01-15-1980" }, { dob: "11-05-2005" }], today };

  it("doc2 §4 rule 1: every driver 21 or older (21 today counts)", () => {
    expect(passesConditionalRule(1, quotes[0]!, adults)).toBe(true);
    expect(passesConditionalRule(1, quotes[0]!, { ...adults, drivers: [{ dob: "01-15-1980" }, { dob: "11-06-2005" }] })).toBe(false);
    expect(passesConditionalRule(1, quotes[0]!, { drivers: [], today })).toBe(false);
    expect(passesConditionalRule(1, quotes[0]!, { drivers: [{ dob: "not a date" }], today })).toBe(false);
  });

  it("doc2 §4 rule 2: an installment plan whose down payment covers one month, read from the plan's figures", () => {
    const installments = { companyID: 1, payPlanNumOfPayments: 5, payPlanPaymentAmount: 60 };
    expect(passesConditionalRule(2, rate({ ...installments, payPlanDescription: "Monthly, 5 installments", payPlanDownPaymentMonths: 1 }), adults)).toBe(true);
    expect(passesConditionalRule(2, rate({ ...installments, payPlanDescription: "1 Month Down, 5 Payments", payPlanDownPaymentMonths: 2 }), adults)).toBe(
      false,
    );
    expect(passesConditionalRule(2, rate({ ...installments, payPlanDescription: "1 month down", payPlanDownPaymentMonths: null }), adults)).toBe(false);
    expect(passesConditionalRule(2, rate({ ...installments, payPlanDescription: "1 month down" }), adults)).toBe(false);
    expect(
      passesConditionalRule(2, rate({ companyID: 1, payPlanDescription: "Paid in full", payPlanNumOfPayments: 0, payPlanDownPaymentMonths: 1 }), adults),
    ).toBe(false);
  });

  it("doc2 §4 rule 3: an EFT (bank draft) plan, read from the plan's EFT flag, not its wording", () => {
    expect(
      passesConditionalRule(3, rate({ companyID: 1, payPlan: "OH", payPlanDescription: "Bimonthly by bank draft, 2 installments", payPlanEft: true }), adults),
    ).toBe(true);
    expect(passesConditionalRule(3, rate({ companyID: 1, payPlan: "EFT", payPlanDescription: "Monthly EFT", payPlanEft: false }), adults)).toBe(false);
    expect(passesConditionalRule(3, rate({ companyID: 1, payPlan: "EFT", payPlanDescription: "Monthly EFT" }), adults)).toBe(false);
    expect(passesConditionalRule(3, rate({ companyID: 1, payPlanDescription: "Monthly", payPlanEft: false }), adults)).toBe(false);
  });

  it("doc2 §4 rule 4: exactly 4 payments", () => {
    expect(passesConditionalRule(4, rate({ companyID: 1, payPlanNumOfPayments: 4, payPlanPaymentAmount: 50 }), adults)).toBe(true);
    expect(passesConditionalRule(4, rate({ companyID: 1, payPlanNumOfPayments: 5, payPlanPaymentAmount: 50 }), adults)).toBe(false);
  });

  it("doc2 §4 only carriers with a rule are filtered", () => {
    const list = [rate({ companyID: 1, payPlanNumOfPayments: 5 }), rate({ companyID: 2, payPlanNumOfPayments: 4 }), rate({ companyID: 3 })];
    expect(ids(applyConditionalRules(list, { "1": 4, "2": 4 }, adults))).toEqual([2, 3]);
  });
});

describe("doc2 §4 call and text events", () => {
  it("doc2 §4 select-quote event types: 1 desktop call, 2 text, 3 mobile call", () => {
    expect(selectQuoteEventType("call", "desktop")).toBe(1);
    expect(selectQuoteEventType("text", "desktop")).toBe(2);
    expect(selectQuoteEventType("text", "mobile")).toBe(2);
    expect(selectQuoteEventType("call", "mobile")).toBe(3);
  });

  it("doc2 §4 the send-event call uses 0 for text and 1 for call", () => {
    expect(sendEventCode("text")).toBe(0);
    expect(sendEventCode("call")).toBe(1);
  });
});
