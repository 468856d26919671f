import { describe, expect, it } from "vitest";
import { isTableCarrier, listCarriers, rateSync, type RatingRequest } from "../../../platform/rating/index.ts";
import { seedCarriers } from "../../../studio/seed/carriers.ts";
import { applyPayPlanRules } from "../../../platform/rating/common.ts";
import { coveragesForState } from "../../../platform/reference/coverages.ts";
import { ratesOfResult } from "../../../platform/services/results.ts";
import { shownRate } from "./carrier-rules";
import type { QuoteRate } from "./pay-plan";
import { passesConditionalRule } from "./quote-cards";

const rate = (over: Partial<QuoteRate>): QuoteRate => ({ rateQuoteId: "r", companyName: "C", companyID: "c", totalPremium: 600, ...over });
const pif = rate({ rateQuoteId: "pif", payPlan: "PIF", payPlanDescription: "Paid in full", payPlanDownPaymentMonths: 6 });
const monthly5 = rate({
  rateQuoteId: "mo5",
  payPlan: "MO",
  payPlanDescription: "Monthly, 5 installments",
  payPlanNumOfPayments: 5,
  payPlanPaymentAmount: 100,
  payPlanDownPaymentMonths: 1,
});
const four = rate({
  rateQuoteId: "m4",
  payPlan: "M4",
  payPlanDescription: "Two months down, 4 monthly installments",
  payPlanNumOfPayments: 4,
  payPlanPaymentAmount: 110,
  payPlanDownPaymentMonths: 2,
});
const eft = rate({
  rateQuoteId: "eft",
  payPlan: "EFT",
  payPlanDescription: "Monthly by bank draft (EFT), 5 installments",
  payPlanNumOfPayments: 5,
  payPlanPaymentAmount: 95,
  payPlanDownPaymentMonths: 1,
  payPlanEft: true,
});
// Worded as a one-month plan, but its down payment covers two months.
const saysOneMonth = rate({
  rateQuoteId: "says1mo",
  payPlan: "MO",
  payPlanDescription: "1 month down, 4 installments",
  payPlanNumOfPayments: 4,
  payPlanPaymentAmount: 100,
  payPlanDownPaymentMonths: 2,
});
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
  it("doc2 §4 conditional rule 2: only a plan whose down payment covers one month shows, whatever its wording", () => {
    expect(shownRate([pif, four, monthly5], [2], adults)?.rateQuoteId).toBe("mo5");
    expect(shownRate([pif, saysOneMonth, four], [2], adults)).toBeUndefined();
  });
  it("doc2 §4 conditional rule 3: only an EFT plan shows", () => {
    expect(shownRate([pif, monthly5, eft], [3], adults)?.rateQuoteId).toBe("eft");
  });
  it("doc2 §4 conditional rule 4: only a plan of exactly 4 payments shows; none passing means no card", () => {
    expect(shownRate([pif, four], [4], adults)?.rateQuoteId).toBe("m4");
    expect(shownRate([pif, monthly5], [4], adults)).toBeUndefined();
  });
  it("doc2 §4 conditional rules: several rules must all pass; unknown rule numbers are ignored", () => {
    expect(shownRate([monthly5, eft], [1, 2], young)).toBeUndefined();
    expect(shownRate([four, eft], [1, 2], adults)?.rateQuoteId).toBe("eft");
    expect(shownRate([pif], [9], adults)?.rateQuoteId).toBe("pif");
  });
});

/**
 * doc2 §4 conditional rules 2, 3 and 4 have one definition: the site reads them from each rate the
 * platform answers with, the platform from its pay plans when it rates. Every pay plan of every
 * sample carrier (platform/rating/carriers/), for every term it offers, rated and turned into the
 * rates the results list (allRates), must pass or fail each rule alike on both sides.
 */
describe("doc2 §4 conditional rules 2, 3 and 4: the site and the platform agree on every sample carrier's plans", () => {
  const zipOf: Record<string, string> = { TX: "77002", AZ: "85016", NM: "87102", CA: "90001" };
  const request = (state: string, term: RatingRequest["term"]): RatingRequest => ({
    state,
    zip: zipOf[state]!,
    term,
    effectiveDate: "2026-12-01",
    priorInsurance: "prior12",
    drivers: [{ dob: "1985-06-01", gender: "male", marital: "married", relation: "self", licenseType: "texasDL" }],
    vehicles: [{ year: 2019, make: "TOYOTA", model: "CAMRY", usage: "commute", annualMileage: 10000, garagingZip: zipOf[state]! }],
    // The state minimum package (doc2 §9: package 0).
    coverages: (coveragesForState(state)?.coverageProducts.find((p) => p.coverageProductId === 0)?.coverages ?? []).map((c) => ({
      coverageCd: c.coverageCd,
      val1: c.val1,
      val2: c.val2,
      val3: c.val3,
    })),
  });
  const carriers = listCarriers().filter(isTableCarrier);

  it("doc2 §4 every table carrier of the sample data is checked, in a state it serves, for each term", () => {
    expect(carriers.map((c) => c.id)).toContain("mesquite-trail");
    for (const carrier of carriers)
      expect(
        carrier.states.some((state) => state in zipOf),
        carrier.id,
      ).toBe(true);
  });

  for (const carrier of carriers) {
    it(`doc2 §4 rules 2, 3 and 4 on ${carrier.id}'s plans`, () => {
      const state = carrier.states.find((s) => s in zipOf)!;
      const terms = (carrier.kind === "table" ? carrier.terms : [6]).filter((t): t is RatingRequest["term"] => t === 6 || t === 12);
      let checked = 0;
      for (const term of terms) {
        // Rated without the carrier's own rules, so that every plan it offers is listed.
        const outcome = rateSync(request(state, term), { ...carrier, conditionalRules: [] });
        if (outcome.status !== "rated") throw new Error(`${carrier.id} ${state} ${term}: ${outcome.message}`);
        const wire = ratesOfResult(outcome);
        expect(wire).toHaveLength(outcome.payPlans.length);
        outcome.payPlans.forEach((plan, index) => {
          const rate = { ...wire[index]!, payPlan: wire[index]!.payPlanCode };
          for (const rule of [2, 3, 4] as const) {
            const platformPasses = applyPayPlanRules([plan], [rule]).length === 1;
            expect(passesConditionalRule(rule, rate, adults), `${carrier.id} ${term} months, ${plan.description}, rule ${rule}`).toBe(platformPasses);
          }
          checked += 1;
        });
      }
      expect(checked).toBeGreaterThan(0);
    });
  }

  it('doc2 §4 rule 2: Mesquite Trail\'s monthly plans ("Monthly, 5 installments", "Monthly, 11 installments") are its one-month plans on both sides', () => {
    const mesquite = carriers.find((c) => c.id === "mesquite-trail")!;
    // Its rules are the agency's, in its CMS carrier document (seeded: 1 and 2).
    const mesquiteRules = seedCarriers.find((c) => c.carrierId === "mesquite-trail")!.conditionalRules as number[];
    expect(mesquiteRules).toEqual([1, 2]);
    for (const term of [6, 12] as const) {
      const outcome = rateSync(request("TX", term), mesquite);
      if (outcome.status !== "rated") throw new Error(outcome.message);
      const rates = ratesOfResult(outcome).map((r) => ({ ...r, payPlan: r.payPlanCode }));
      const shown = shownRate(rates, mesquiteRules, adults);
      expect(shown?.payPlanDescription).toBe(`Monthly, ${term - 1} installments`);
      expect(shown?.payPlanDownPaymentMonths).toBe(1);
    }
  });
});
