import { describe, expect, it } from "vitest";
import { carriersForBrand, getCarrier, listCarriers, rateSync, rateWithCarrier, realisticDelayMs, ratingRequestSchema } from "./index.ts";
import type { RateResult, RatingOutcome, RatingRequest, TableCarrier } from "./types.ts";

const table = (id: string) => getCarrier(id) as TableCarrier;

function rated(outcome: RatingOutcome): RateResult {
  if (outcome.status !== "rated") throw new Error(`declined: ${outcome.reason} ${outcome.message}`);
  return outcome;
}

const liability = [
  { coverageCd: "BI" as const, val1: 30000, val2: 60000 },
  { coverageCd: "PD" as const, val1: 25000 },
];
const full = [
  ...liability,
  { coverageCd: "PIP" as const, val1: 2500 },
  { coverageCd: "UM" as const, val1: 30000, val2: 60000 },
  { coverageCd: "UMPD" as const, val1: 25000 },
  { coverageCd: "COMP" as const, val1: 500 },
  { coverageCd: "COLL" as const, val1: 500 },
];

function profile(over: Partial<RatingRequest> = {}): RatingRequest {
  return {
    state: "TX",
    zip: "77002",
    county: "Harris",
    term: 6,
    effectiveDate: "2025-08-01",
    priorInsurance: "prior12",
    drivers: [{ dob: "1985-06-01", gender: "male", marital: "married", relation: "self", licenseType: "texasDL" }],
    vehicles: [{ year: 2019, make: "TOYOTA", model: "CAMRY", usage: "commute", annualMileage: 12000, garagingZip: "77002", garagingCounty: "Harris" }],
    coverages: liability,
    ...over,
  };
}

describe("sample carriers", () => {
  it("load from their data files: at least six table carriers plus the connector, fictional names, Texas served", () => {
    const all = listCarriers();
    expect(all.filter((c) => c.kind !== "http").length).toBeGreaterThanOrEqual(6);
    expect(all.some((c) => c.kind === "http")).toBe(true);
    for (const c of all) expect(c.companyName).toMatch(/\(fictional\)$/);
    // Texas by at least six table carriers; the others rate states the seed brands serve beyond Texas (state-carriers.test.ts).
    expect(all.filter((c) => c.kind !== "http" && c.states.includes("TX")).length).toBeGreaterThanOrEqual(6);
  });

  it("a brand's carrier list keeps its order, drops disabled ids and carriers not serving the state", () => {
    expect(carriersForBrand({ carrierIds: ["red-river", "bluebonnet-lantern", "nope"] }).map((c) => c.id)).toEqual(["red-river", "bluebonnet-lantern"]);
    expect(carriersForBrand({ state: "LA" }).map((c) => c.id)).toEqual(["gulf-breeze"]);
    const ids = carriersForBrand({ disabledCarrierIds: ["pecan-hollow"] }).map((c) => c.id);
    expect(ids).not.toContain("pecan-hollow");
    expect(ids).not.toContain("prairie-link-connector"); // its address is not configured
  });

  it("declare a realistic response delay inside their range", () => {
    const c = table("pecan-hollow");
    expect(realisticDelayMs(c, () => 0)).toBe(3000);
    expect(realisticDelayMs(c, () => 1)).toBe(9000);
  });

  it("premiums are plausible for Texas: 6-month minimum liability 200–800, full coverage above liability", () => {
    for (const c of listCarriers()) {
      if (c.kind === "http" || !c.states.includes("TX")) continue;
      const min = rated(rateSync(profile(), c));
      const fc = rated(rateSync(profile({ coverages: full }), c));
      expect(min.premium, c.id).toBeGreaterThan(200);
      expect(min.premium, c.id).toBeLessThan(800);
      expect(fc.premium, c.id).toBeGreaterThan(min.premium * 2);
    }
  });

  it("every rated result carries the doc2 §3 quote result fields and adds up", () => {
    const r = rated(rateSync(profile({ coverages: full, transactionId: "tx-1" }), table("bluebonnet-lantern")));
    expect(r).toMatchObject({ companyID: "bluebonnet-lantern", term: 6, effectiveDate: "2025-08-01", showBuyButton: true, bolType: 1, openNewWindow: false });
    expect(r.quoteNumber).toMatch(/^BLM-250801-\d{8}$/);
    expect(rated(rateSync(profile({ coverages: full, transactionId: "tx-1" }), table("bluebonnet-lantern"))).quoteNumber).toBe(r.quoteNumber);
    expect(r.cars[0]?.coverages.map((c) => c.coverageCd)).toEqual(["BI", "PD", "PIP", "UM", "UMPD", "COMP", "COLL"]);
    expect(r.cars[0]?.coverages.find((c) => c.coverageCd === "COLL")).toMatchObject({ coverageName: "Collision Deductible", deductible: "500", limit: "" });
    expect(r.cars.reduce((s, c) => s + c.premium, 0)).toBe(r.premium);
    const fees = r.fees.reduce((s, f) => s + f.amount, 0);
    expect(r.totalPremium).toBeCloseTo(r.premium + fees, 2);
    for (const plan of r.payPlans) expect(plan.totalCharges).toBeCloseTo(plan.downPayment + plan.paymentAmount * plan.numOfPayments, 2);
  });

  it("riskier profiles cost more: young single driver, no prior insurance, violations, no licence", () => {
    const c = table("bluebonnet-lantern");
    const base = rated(rateSync(profile(), c)).premium;
    const young = rated(rateSync(profile({ drivers: [{ age: 19, gender: "male", marital: "single", relation: "self", licenseType: "texasDL" }] }), c)).premium;
    const noPrior = rated(rateSync(profile({ priorInsurance: "none" }), c)).premium;
    const ticket = rated(
      rateSync(
        profile({
          drivers: [
            {
              dob: "1985-06-01",
              gender: "male",
              marital: "married",
              relation: "self",
              licenseType: "texasDL",
              violations: [{ description: "ACCIDENT AT-FAULT", date: "2024-02-01" }],
            },
          ],
        }),
        c,
      ),
    ).premium;
    const old = rated(
      rateSync(
        profile({
          drivers: [
            {
              dob: "1985-06-01",
              gender: "male",
              marital: "married",
              relation: "self",
              licenseType: "texasDL",
              violations: [{ description: "ACCIDENT AT-FAULT", date: "2021-02-01" }],
            },
          ],
        }),
        c,
      ),
    ).premium;
    expect(young).toBeGreaterThan(base * 1.8);
    expect(noPrior).toBeGreaterThan(base);
    expect(ticket).toBeGreaterThan(base);
    expect(old).toBe(base); // outside the 36-month look-back
  });

  it("a 12-month term costs about twice the 6-month one and has monthly installments over 11 months", () => {
    const c = table("bluebonnet-lantern");
    const six = rated(rateSync(profile(), c));
    const twelve = rated(rateSync(profile({ term: 12 }), c));
    expect(twelve.term).toBe(12);
    expect(twelve.premium / six.premium).toBeGreaterThan(1.9);
    expect(twelve.payPlanNumOfPayments).toBe(11);
    expect(rateSync(profile({ term: 12 }), table("pecan-hollow"))).toMatchObject({ status: "declined", reason: "term_not_offered" });
  });

  it("declines a state the carrier does not serve, and requires liability", () => {
    expect(rateSync(profile({ state: "CA" }), table("bluebonnet-lantern"))).toMatchObject({ status: "declined", reason: "state_not_served" });
    expect(rateSync(profile({ coverages: [{ coverageCd: "PD", val1: 25000 }] }), table("bluebonnet-lantern"))).toMatchObject({
      status: "declined",
      reason: "coverage_required",
    });
  });

  /** A carrier rated under the agency's terms (sent with each transaction; the seed's carrier documents set these). */
  const ruled = (id: string, conditionalRules: number[]) => ({ ...table(id), conditionalRules });

  it("doc2 §4 without the agency's terms a carrier has no conditional rule", () => {
    expect(table("mesquite-trail").conditionalRules).toEqual([]);
    // Every plan of its tables is offered, not only the one-month plan of rule 2.
    expect(rated(rateSync(profile(), table("mesquite-trail"))).payPlans.length).toBeGreaterThan(1);
  });

  it("doc2 §4 conditional rule 1: a carrier with 'age 21 or older' declines a 20-year-old driver", () => {
    const c = ruled("mesquite-trail", [1, 2]);
    const r = rateSync(profile({ drivers: [{ age: 20, gender: "female", marital: "single", relation: "self", licenseType: "texasDL" }] }), c);
    expect(r).toMatchObject({ status: "declined", reason: "driver_age" });
    expect(rateSync(profile({ drivers: [{ age: 21, gender: "female", marital: "single", relation: "self", licenseType: "texasDL" }] }), c).status).toBe(
      "rated",
    );
  });

  it("doc2 §4 conditional rule 2: 'pay plan with 1 month' keeps only plans whose down payment is one month", () => {
    const r = rated(rateSync(profile(), ruled("mesquite-trail", [1, 2])));
    expect(r.payPlans.map((p) => p.code)).toEqual(["MO"]);
    expect(r.payPlans[0]?.downPaymentMonths).toBe(1);
  });

  it("doc2 §4 conditional rule 3: 'eft plan match' keeps only EFT plans", () => {
    const r = rated(rateSync(profile(), ruled("gulf-breeze", [3])));
    expect(r.payPlans.length).toBeGreaterThan(0);
    expect(r.payPlans.every((p) => p.eft)).toBe(true);
  });

  it("doc2 §4 conditional rule 4: 'exactly 4 payments' keeps only four-installment plans", () => {
    const r = rated(rateSync(profile(), ruled("red-river", [4])));
    expect(r.payPlanNumOfPayments).toBe(4);
    expect(r.payPlans.every((p) => p.numOfPayments === 4)).toBe(true);
  });

  it("doc2 §4 pay plans: paid in full has no installments; OD and OH are bimonthly plans", () => {
    const r = rated(rateSync(profile({ preferredPayPlan: "PIF" }), table("pecan-hollow")));
    expect(r.payPlanCode).toBe("PIF");
    expect(r.payPlanNumOfPayments).toBe(0);
    expect(r.payPlanPaymentAmount).toBe(0);
    expect(r.payPlans.map((p) => p.code)).toEqual(["PIF", "MO", "OD", "OH"]);
    expect(r.payPlans.find((p) => p.code === "OD")?.description).toMatch(/bimonthly/i);
    const monthly = r.payPlans.find((p) => p.code === "MO");
    expect(monthly?.premium).toBeGreaterThan(r.premium);
  });

  it("the async entry point rates table carriers and honours an aborted signal", async () => {
    const c = table("bluebonnet-lantern");
    expect((await rateWithCarrier(profile(), c)).status).toBe("rated");
    await expect(rateWithCarrier(profile(), c, { signal: AbortSignal.abort() })).rejects.toThrow();
  });

  it("the request schema names each bad field", () => {
    const bad = ratingRequestSchema.safeParse({ ...profile(), zip: "7700", vehicles: [{ ...profile().vehicles[0], vin: "1HGCM82633AO04352" }] });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((i) => i.path.join(".")) ?? [];
    expect(paths).toContain("zip");
    expect(paths).toContain("vehicles.0.vin");
  });
});
