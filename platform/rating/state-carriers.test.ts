/**
 * The carriers of the states the seed brands serve beyond Texas (doc2 §1, §4, §6, §9): Arizona and
 * New Mexico (saguaro-mesa, high-desert) and California (golden-poppy, redwood-coast). Premiums
 * below are priced by hand from the JSON tables with the formula in table-engine.ts.
 */
import { describe, expect, it } from "vitest";
import { carriersForBrand, getCarrier, listCarriers, rateSync } from "./index.ts";
import type { CoverageEntry, RateResult, RatingDriver, RatingOutcome, RatingRequest, TableCarrier } from "./types.ts";
import { seedServedStates } from "../seed/served-states.ts";
import { coveragesForState } from "../reference/coverages.ts";
import { mileageBucket } from "../services/rating-request.ts";

const table = (id: string) => getCarrier(id) as TableCarrier;

function rated(outcome: RatingOutcome): RateResult {
  if (outcome.status !== "rated") throw new Error(`declined: ${outcome.reason} ${outcome.message}`);
  return outcome;
}

const driver = (over: Partial<RatingDriver> = {}): RatingDriver => ({
  dob: "1985-06-01",
  gender: "male",
  marital: "married",
  relation: "self",
  licenseType: "texasDL",
  ...over,
});

function profile(state: string, zip: string, over: Partial<RatingRequest> = {}, mileage = 10000): RatingRequest {
  return {
    state,
    zip,
    term: 6,
    effectiveDate: "2026-01-15",
    priorInsurance: "prior12",
    drivers: [driver()],
    vehicles: [{ year: 2019, make: "TOYOTA", model: "CAMRY", usage: "commute", annualMileage: mileage, garagingZip: zip }],
    coverages: [],
    ...over,
  };
}

/** The coverages of a state's package (doc2 §9: package 0 is the state minimum). */
function packageOf(state: string, id: number): CoverageEntry[] {
  const product = coveragesForState(state)?.coverageProducts.find((p) => p.coverageProductId === id);
  if (!product) throw new Error(`no package ${id} in ${state}`);
  return product.coverages.map((c) => ({ coverageCd: c.coverageCd, val1: c.val1, val2: c.val2, val3: c.val3 }));
}

const zipOf: Record<string, string> = { TX: "77002", AZ: "85016", NM: "87102", CA: "90001" };

describe("doc2 §1 every state a seed brand serves has carriers", () => {
  const states = [...new Set(Object.values(seedServedStates).flat())];

  it("at least two rate-table carriers rate each served state's minimum and full coverage", () => {
    expect(states.sort()).toEqual(["AZ", "CA", "NM", "TX"]);
    for (const state of states) {
      const carriers = carriersForBrand({ state }).filter((c) => c.kind !== "http");
      for (const id of [0, 2]) {
        const quoting = carriers.filter((c) => rateSync(profile(state, zipOf[state]!, { coverages: packageOf(state, id) }), c).status === "rated");
        expect(quoting.length, `${state} package ${id}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it("the new carriers rate every package and every custom option their states offer (the coverage step never leads to a decline)", () => {
    for (const id of ["saguaro-mesa", "high-desert", "golden-poppy", "redwood-coast"]) {
      const carrier = table(id);
      expect(carrier.companyName).toMatch(/\(fictional\)$/);
      expect(carrier.source).toMatch(/surveys/);
      for (const state of carrier.states) {
        const coverages = coveragesForState(state)!;
        for (const product of coverages.coverageProducts) {
          rated(rateSync(profile(state, zipOf[state]!, { coverages: packageOf(state, product.coverageProductId) }), carrier));
        }
        for (const definition of coverages.coverages) {
          for (const option of definition.options.filter((o) => o.value !== "")) {
            const entry = { coverageCd: definition.coverageCd, val1: option.val1, val2: option.val2, val3: option.val3 };
            const others = packageOf(state, 0).filter((c) => c.coverageCd !== definition.coverageCd);
            const outcome = rateSync(profile(state, zipOf[state]!, { coverages: [...others, entry] }), carrier);
            expect(outcome.status, `${id} ${state} ${definition.coverageCd} ${option.value}`).toBe("rated");
          }
        }
      }
    }
  });
});

describe("doc2 §4 Arizona and New Mexico carriers, priced by hand", () => {
  it("Saguaro Mesa, Phoenix 85016, Arizona minimum 25/50/15, 40-year-old married man, monthly plan", () => {
    // common = driver 1.0 × male_married 0.95 × licence 1.0 × territory 850 1.25 × prior12 1.0 × commute 1.06 × mileage 1.0 = 1.25875
    // BI 158 × 0.93 (25/50) × 1.0 (liability, 7-year-old car) × 1.25875 = 184.96 → 185; PD 136 × 0.90 (15k) × 1.25875 = 154.07 → 154
    const result = rated(rateSync(profile("AZ", "85016", { coverages: packageOf("AZ", 0) }), table("saguaro-mesa")));
    expect(result.cars[0]!.coverages.map((c) => [c.coverageCd, c.premium])).toEqual([
      ["BI", 185],
      ["PD", 154],
    ]);
    expect(result.payPlanCode).toBe("MO");
    expect(result.totalPremium).toBe(339 + 50); // + policy fee
    // Paid in full: 184.96 × 0.93 = 172.01 → 172, 154.07 × 0.93 = 143.29 → 143
    expect(result.payPlans.find((p) => p.code === "PIF")?.totalCharges).toBe(172 + 143 + 50);
  });

  it("High Desert, Albuquerque 87102, full coverage, 40-year-old single woman without prior insurance", () => {
    // common = female_single 1.03 × territory 871 1.20 × no prior 1.2 × commute 1.07 = 1.587024
    // BI 162 × 1.28 = 329.09 → 329; PD 140 × 1.12 (50k) → 248.85 → 249; UM 58 × 1.3 → 119.66 → 120; UMPD 36 → 57.13 → 57;
    // COMP 145 × 0.95 (physical, 7 years) → 218.61 → 219; COLL 350 × 0.95 → 527.69 → 528
    const request = profile("NM", "87102", {
      priorInsurance: "none",
      drivers: [driver({ gender: "female", marital: "single" })],
      coverages: packageOf("NM", 2),
    });
    const result = rated(rateSync(request, table("high-desert")));
    expect(result.cars[0]!.coverages.map((c) => [c.coverageCd, c.premium])).toEqual([
      ["BI", 329],
      ["PD", 249],
      ["UM", 120],
      ["UMPD", 57],
      ["COMP", 219],
      ["COLL", 528],
    ]);
    expect(result.totalPremium).toBe(1502 + 75);
  });
});

describe("doc2 §4, §9 California carriers: no gender, annual mileage", () => {
  const californians = listCarriers().filter((c): c is TableCarrier => c.kind === "table" && c.states.includes("CA"));

  it("no carrier that rates California has a gender factor", () => {
    expect(californians.map((c) => c.id).sort()).toEqual(["golden-poppy", "redwood-coast"]);
    for (const c of californians) {
      for (const marital of ["single", "married"]) expect(c.genderMarital[`male_${marital}`], c.id).toBe(c.genderMarital[`female_${marital}`]);
    }
  });

  it("Golden Poppy, Los Angeles 90001, California minimum 30/60/15: the same premium for every gender", () => {
    // common = territory 900 1.45 × commute 1.06 × mileage (12000) 1.0 = 1.537
    // BI 175 × 1.0 (30/60) × 1.537 = 268.98 → 269; PD 150 × 0.90 (15k) × 1.537 = 207.50 → 207 (207.495)
    const premiums = (["male", "female"] as const).flatMap((gender) =>
      (["single", "married"] as const).map((marital) => {
        const request = profile("CA", "90001", { drivers: [driver({ gender, marital })], coverages: packageOf("CA", 0) }, mileageBucket(15000));
        return rated(rateSync(request, table("golden-poppy"))).totalPremium;
      }),
    );
    expect(premiums).toEqual([516, 516, 516, 516]); // 269 + 207 + policy fee 40
  });

  it("annual mileage moves the California premium: doc2 §9 buckets 10000, 12000 and 20000", () => {
    const at = (miles: number, id: string) =>
      rated(rateSync(profile("CA", "90001", { coverages: packageOf("CA", 0) }, mileageBucket(miles)), table(id))).totalPremium;
    // Golden Poppy: mileage 0.95 → BI 255.53 → 256, PD 197.12 → 197; 1.12 → BI 301.25 → 301, PD 232.39 → 232
    expect([at(8000, "golden-poppy"), at(15000, "golden-poppy"), at(25000, "golden-poppy")]).toEqual([256 + 197 + 40, 516, 301 + 232 + 40]);
    const redwood = [at(8000, "redwood-coast"), at(15000, "redwood-coast"), at(25000, "redwood-coast")];
    expect(redwood[0]).toBeLessThan(redwood[1]!);
    expect(redwood[1]).toBeLessThan(redwood[2]!);
  });

  it("Redwood Coast, San Francisco 94110, full coverage, a 22-year-old with no prior insurance driving 25,000 miles", () => {
    // common = age 22 1.45 × territory 941 1.30 × no prior 1.18 × pleasure 1.0 × mileage (20000) 1.10 = 2.44673
    // BI 200 × 1.28 → 626.36 → 626; PD 172 × 1.12 → 471.34 → 471; UM 52 × 1.3 → 165.40 → 165; UMPD 25 → 61.17 → 61;
    // COMP 168 × 0.95 → 390.50 → 390 (390.498); COLL 440 × 0.95 → 1022.73 → 1023
    const request = profile("CA", "94110", {
      priorInsurance: "none",
      drivers: [driver({ dob: "2003-06-01", gender: "female", marital: "single" })],
      vehicles: [{ year: 2019, make: "HONDA", model: "CIVIC", usage: "pleasure", annualMileage: mileageBucket(25000), garagingZip: "94110" }],
      coverages: packageOf("CA", 2),
    });
    const result = rated(rateSync(request, table("redwood-coast")));
    expect(result.cars[0]!.coverages.map((c) => c.premium)).toEqual([626, 471, 165, 61, 390, 1023]);
    expect(result.totalPremium).toBe(2736 + 65);
    const male = rated(rateSync({ ...request, drivers: [driver({ dob: "2003-06-01", gender: "male", marital: "single" })] }, table("redwood-coast")));
    expect(male.totalPremium).toBe(result.totalPremium);
  });

  it("a California carrier does not quote Texas, and a Texas carrier does not quote California", () => {
    expect(rateSync(profile("TX", "77002", { coverages: packageOf("TX", 0) }), table("golden-poppy"))).toMatchObject({
      status: "declined",
      reason: "state_not_served",
    });
    expect(rateSync(profile("CA", "90001", { coverages: packageOf("CA", 0) }), table("bluebonnet-lantern"))).toMatchObject({
      status: "declined",
      reason: "state_not_served",
    });
  });
});
