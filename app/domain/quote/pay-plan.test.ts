import { describe, expect, it } from "vitest";
import { cardFigures, isPaidInFull, lowestMonthly, lowestPaidInFull, payPlanKind, payPlanLabelKey, priceOf } from "./pay-plan";
import { sortQuotes } from "./quote-cards";
import { rate } from "./testing";

describe("doc2 §4 payment plan", () => {
  it("doc2 §4 no installments or a zero payment amount counts as paid in full", () => {
    expect(isPaidInFull(rate({ companyID: 1 }))).toBe(true);
    expect(isPaidInFull(rate({ companyID: 1, payPlanNumOfPayments: 0, payPlanPaymentAmount: 90 }))).toBe(true);
    expect(isPaidInFull(rate({ companyID: 1, payPlanNumOfPayments: 5, payPlanPaymentAmount: 0 }))).toBe(true);
    expect(isPaidInFull(rate({ companyID: 1, payPlanNumOfPayments: 5, payPlanPaymentAmount: 90 }))).toBe(false);
  });

  it("doc2 §4 pay plan codes OD and OH use the bimonthly label; other installments monthly", () => {
    const installments = { payPlanNumOfPayments: 3, payPlanPaymentAmount: 150 };
    expect(payPlanKind(rate({ companyID: 1, ...installments, payPlan: "OD" }))).toBe("bimonthly");
    expect(payPlanKind(rate({ companyID: 1, ...installments, payPlan: "oh" }))).toBe("bimonthly");
    expect(payPlanKind(rate({ companyID: 1, ...installments, payPlan: "MO" }))).toBe("monthly");
    expect(payPlanKind(rate({ companyID: 1, payPlan: "OD" }))).toBe("paidInFull");
    expect(payPlanLabelKey(rate({ companyID: 1, ...installments, payPlan: "OD" }))).toBe("quote.payPlan.bimonthly");
  });

  it("doc2 §2 price fields: price is the premium, down payment what is paid today, total payment all paid over the term", () => {
    const monthly = rate({ companyID: 1, totalPremium: 600, payPlanDownPayment: 120, payPlanNumOfPayments: 5, payPlanPaymentAmount: 100.5 });
    expect(priceOf(monthly, "price")).toBe(600);
    expect(priceOf(monthly, "downPayment")).toBe(120);
    expect(priceOf(monthly, "totalPayment")).toBe(622.5);
    const full = rate({ companyID: 2, totalPremium: 550 });
    expect(priceOf(full, "downPayment")).toBe(550);
    expect(priceOf(full, "totalPayment")).toBe(550);
  });

  it("doc2 §4 lowest paid-in-full by premium and lowest monthly by payment", () => {
    const quotes = [
      rate({ companyID: 1, totalPremium: 700 }),
      rate({ companyID: 2, totalPremium: 520, payPlanNumOfPayments: 5, payPlanPaymentAmount: 95 }),
      rate({ companyID: 3, totalPremium: 650 }),
      rate({ companyID: 4, totalPremium: 480, payPlanNumOfPayments: 5, payPlanPaymentAmount: 110 }),
    ];
    expect(lowestPaidInFull(quotes)?.companyID).toBe(3);
    expect(lowestMonthly(quotes)?.companyID).toBe(2);
    expect(lowestMonthly([quotes[0]!])).toBeUndefined();
  });
});

describe("doc2 §3, §4 card figures add up", () => {
  // A carrier's "two months down, 4 monthly installments" plan with a $5 fee on each installment.
  const plan = rate({
    companyID: "red-river",
    totalPremium: 408.5,
    payPlan: "M4",
    payPlanDownPayment: 167.82,
    payPlanNumOfPayments: 4,
    payPlanPaymentAmount: 65.17,
  });

  it("doc2 §4 the down payment and installments add up to the total shown, the premium plus the plan's fees", () => {
    const figures = cardFigures(plan);
    expect(figures).toEqual({ premium: 408.5, downPayment: 167.82, installments: { count: 4, amount: 65.17 }, planFees: 20, total: 428.5 });
    expect(Math.round((figures.downPayment + figures.installments!.count * figures.installments!.amount) * 100) / 100).toBe(figures.total);
    expect(Math.round((figures.premium + figures.planFees) * 100) / 100).toBe(figures.total);
  });

  it("doc2 §4 paid in full: no installments, no plan fees, the total is the premium", () => {
    expect(cardFigures(rate({ companyID: 1, totalPremium: 393, payPlanDownPayment: 393 }))).toEqual({
      premium: 393,
      downPayment: 393,
      installments: null,
      planFees: 0,
      total: 393,
    });
  });

  it("doc2 §2 sorting by total payment orders by the total each card shows", () => {
    const cheaperPremium = plan;
    const noFees = rate({ companyID: "b", totalPremium: 420, payPlanDownPayment: 140, payPlanNumOfPayments: 4, payPlanPaymentAmount: 70 });
    const sorted = sortQuotes([cheaperPremium, noFees], { sort: 0, field: "totalPayment" });
    expect(sorted.map((q) => q.companyID)).toEqual(["b", "red-river"]);
    expect(sorted.map((q) => cardFigures(q).total)).toEqual([420, 428.5]);
  });
});
