/**
 * The pricing questions beside doc2 §3's fields, through the platform: a transaction as the site
 * sends it is checked by the transaction schema the API uses, mapped to the rating request, and
 * rated by the carrier that follows the Texas rate manual (armadillo-ridge). Each answer moves that
 * carrier's coverage premiums by the manual's factor, read from the manual's CSV:
 * - ownership financed/leased → lienholder: vehicle-coverage-type.csv (1 vehicle: No 1.300, Yes 1.000);
 * - monthsOwned → days owned: vehicle-length-of-ownership.csv (0 to 30 Days 1.100 … 8 to 9+ years 0.860);
 * - residence own → homeowner, and insuredMonths → prior insurance: policy-core-matrix.csv;
 * - annualMileage → the real figure in the mileage ratio: vehicle-mileage-ratio.csv over
 *   vehicle-mileage-average-base.csv.
 * A factor inserted in the chain changes only the roundings around it, so each coverage premium is
 * the premium without the answer times the factor, within a dollar.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getCarrier, rateSync, type ManualCarrier, type RateResult, type TableCarrier } from "../rating/index.ts";
import { sampleTransaction, startTestPlatform, type TestPlatform } from "../http/test-client.ts";
import { describeEachDatabase } from "../db/test-databases.ts";
import { ownedDaysOf, priorInsuranceOf, toRatingRequest } from "./rating-request.ts";
import { transactionSchema } from "./schemas.ts";
import { verifiedTransaction } from "./buy-online.ts";

const carrier = getCarrier("armadillo-ridge") as ManualCarrier;
const EFFECTIVE = "12/01/2026";
const FULL = [
  { coverageCd: "BI", val1: 30000, val2: 60000 },
  { coverageCd: "PD", val1: 25000 },
  { coverageCd: "COMP", val1: 500 },
  { coverageCd: "COLL", val1: 500 },
];
const RATED = ["BI", "PD", "COMP", "COLL"] as const;
type Rated = (typeof RATED)[number];

/** A Texas full-coverage transaction as the site sends it, with these customer and car answers. */
function transaction(customer: Record<string, unknown> = {}, car: Record<string, unknown> = {}) {
  const base = sampleTransaction();
  return sampleTransaction({
    effectiveDate: EFFECTIVE,
    transactionDate: EFFECTIVE,
    coverages: FULL,
    customer: { ...base.customer, ...customer },
    cars: [{ ...base.cars[0], ...car }],
  });
}

function rate(tx: Record<string, unknown>): RateResult {
  const request = toRatingRequest({ ...transactionSchema.parse(tx), transactionId: "pricing-questions" }, "2026-11-21");
  const outcome = rateSync(request, carrier);
  if (outcome.status !== "rated") throw new Error(`declined: ${outcome.message}`);
  return outcome;
}

const premium = (result: RateResult, code: Rated) => result.cars[0]?.coverages.find((c) => c.coverageCd === code)?.premium ?? NaN;

/** One factor cell of a manual table. */
function cell(file: string, match: (row: Record<string, string>) => boolean, column: string): number {
  const [header, ...rows] = readFileSync(new URL(`../rating/manual-data/${file}.csv`, import.meta.url), "utf8")
    .trim()
    .split("\n");
  const names = (header ?? "").split(",");
  const found = rows.map((line) => Object.fromEntries(line.split(",").map((v, i) => [names[i], v]))).find(match);
  if (!found) throw new Error(`no row in ${file}`);
  return Number(found[column]);
}

/** Each coverage premium of `moved` is `base`'s times the factor of that coverage, within rounding. */
function expectMovedBy(base: RateResult, moved: RateResult, factor: (code: Rated) => number) {
  for (const code of RATED) {
    const f = factor(code);
    const expected = premium(base, code) * f;
    // Rounding: the base premium is whole dollars (± 0.5, scaled by the factor) and so is the moved one (± 0.5).
    expect(Math.abs(premium(moved, code) - expected), `${code}: ${premium(base, code)} × ${f} ≈ ${premium(moved, code)}`).toBeLessThanOrEqual(
      0.5 + 0.5 * f + 0.01,
    );
  }
}

const core = (prior: string, home: "N" | "H") => (code: Rated) =>
  cell("policy-core-matrix", (r) => r.prior_insurance === prior && r.multicar === "N" && r.homeowner === home, code);

describe("pricing questions move the rate-manual carrier's premium by the manual's factor", () => {
  it("ownership: financed or leased lists a lienholder; owned is rated without one, +30 % (vehicle-coverage-type.csv, 1 vehicle, No 1.300 / Yes 1.000)", () => {
    const owned = rate(transaction({}, { ownership: "owned" }));
    const financed = rate(transaction({}, { ownership: "financed" }));
    const leased = rate(transaction({}, { ownership: "leased" }));
    const yes = (code: Rated) => cell("vehicle-coverage-type", (r) => r.lienholder === "Yes" && r.vehicle_count === "1", code);
    const no = (code: Rated) => cell("vehicle-coverage-type", (r) => r.lienholder === "No" && r.vehicle_count === "1", code);
    expect(no("BI")).toBe(1.3);
    expectMovedBy(financed, owned, (code) => no(code) / yes(code));
    expect(leased.cars).toEqual(financed.cars);
    // Unanswered is rated as owned (no lienholder), as before the question was asked.
    expect(rate(transaction()).cars).toEqual(owned.cars);
    // Liability only: the coverage type is LO whatever the ownership.
    const liability = (car: Record<string, unknown>) => rate({ ...transaction({}, car), coverages: FULL.slice(0, 2) }).totalPremium;
    expect(liability({ ownership: "financed" })).toBe(liability({ ownership: "owned" }));
  });

  it("months owned: each range the site offers falls in its length-of-ownership band (vehicle-length-of-ownership.csv; unanswered = 1 to 2 years, 1.000)", () => {
    const bands: [months: number, band: string][] = [
      [0, "0 to 30 Days"],
      [1, "31 to 60 Days"],
      [2, "60 to 183 Days"],
      [6, "184 to 365 Days"],
      [12, "1 to 2 years"],
      [24, "2 to 3 years"],
      [36, "3 to 4 years"],
      [48, "4 to 5 years"],
      [60, "5 to 6 years"],
      [72, "6 to 7 years"],
      [84, "7 to 8 years"],
      [96, "8 to 9+ years"],
    ];
    const unanswered = rate(transaction());
    for (const [months, band] of bands) {
      const factor = (code: Rated) => cell("vehicle-length-of-ownership", (r) => r.ownership_period === band, code);
      expectMovedBy(unanswered, rate(transaction({}, { monthsOwned: months })), factor);
    }
    expect(ownedDaysOf(0)).toBe(15);
    expect(ownedDaysOf(12)).toBe(380);
    // Bought this month: +10 % on liability and physical damage alike.
    expect(cell("vehicle-length-of-ownership", (r) => r.ownership_period === "0 to 30 Days", "COLL")).toBe(1.1);
  });

  it("residence: own is rated as a homeowner (policy-core-matrix.csv, P12/N/H over P12/N/N: 0.765 / 0.850 on BI); rent and other are not", () => {
    const insured = { insured: true, insuredMonths: 12 };
    const rent = rate(transaction({ ...insured, residence: "rent" }));
    const own = rate(transaction({ ...insured, residence: "own" }));
    const other = rate(transaction({ ...insured, residence: "other" }));
    expect(core("P12", "H")("BI")).toBe(0.765);
    expectMovedBy(rent, own, (code) => core("P12", "H")(code) / core("P12", "N")(code));
    expect(other.cars).toEqual(rent.cars);
    expect(rate(transaction(insured)).cars).toEqual(rent.cars);
  });

  it("current insurance: 12 months or more is P12, 6 to 11 months P6, less than 6 or none is N (policy-core-matrix.csv with multicar N, homeowner N)", () => {
    const none = rate(transaction({ insured: false }));
    const under6 = rate(transaction({ insured: true, insuredMonths: 0 }));
    const six = rate(transaction({ insured: true, insuredMonths: 6 }));
    const twelve = rate(transaction({ insured: true, insuredMonths: 12 }));
    expect(under6.cars).toEqual(none.cars);
    expectMovedBy(six, twelve, (code) => core("P12", "N")(code) / core("P6", "N")(code));
    expectMovedBy(none, six, (code) => core("P6", "N")(code) / core("N", "N")(code));
    // Insured without saying how long is rated as 6 months, as before the question was asked.
    expect(rate(transaction({ insured: true })).cars).toEqual(six.cars);
    expect([priorInsuranceOf(true, 11), priorInsuranceOf(true, 12), priorInsuranceOf(true, 5), priorInsuranceOf(false, 24)]).toEqual([
      "prior6",
      "prior12",
      "none",
      "none",
    ]);
  });

  it("agency transfer: a policy moved from another agency is T12 or T6 in place of P12 or P6, by the same months (policy-core-matrix.csv, T12/N/N 0.830 over P12/N/N 0.850 on BI); not insured or under 6 months stays N", () => {
    const p12 = rate(transaction({ insured: true, insuredMonths: 12 }));
    const t12 = rate(transaction({ insured: true, insuredMonths: 12, agencyTransfer: true }));
    const p6 = rate(transaction({ insured: true, insuredMonths: 6, agencyTransfer: false }));
    const t6 = rate(transaction({ insured: true, insuredMonths: 6, agencyTransfer: true }));
    expect([core("T12", "N")("BI"), core("T6", "N")("COMP")]).toEqual([0.83, 0.91]);
    expectMovedBy(p12, t12, (code) => core("T12", "N")(code) / core("P12", "N")(code));
    expectMovedBy(p6, t6, (code) => core("T6", "N")(code) / core("P6", "N")(code));
    // With a home, the homeowner cell of the transfer row.
    const own = { insured: true, insuredMonths: 12, residence: "own" };
    expectMovedBy(rate(transaction(own)), rate(transaction({ ...own, agencyTransfer: true })), (code) => core("T12", "H")(code) / core("P12", "H")(code));
    expect(rate(transaction({ insured: true, insuredMonths: 0, agencyTransfer: true })).cars).toEqual(rate(transaction({ insured: false })).cars);
    expect([
      priorInsuranceOf(true, 12, true),
      priorInsuranceOf(true, 6, true),
      priorInsuranceOf(true, undefined, true),
      priorInsuranceOf(false, 24, true),
    ]).toEqual(["transfer12", "transfer6", "transfer6", "none"]);
  });

  it("annual mileage: the real figure sets the mileage ratio (vehicle-mileage-ratio.csv; a 2018 car rated for 2026 is 9 years old, base 12534 miles), not its doc2 §9 bucket", () => {
    expect(cell("vehicle-mileage-average-base", (r) => r.vehicle_age_years === "9", "average_annual_mileage_base")).toBe(12534);
    // Unanswered: annualMilesAge 11000 → bucket 10000 → ratio 0.80. Given 5000 miles → ratio 0.40.
    const bucketed = rate(transaction());
    const real = rate(transaction({}, { annualMileage: 5000 }));
    const ratio = (r: string) => (code: Rated) => cell("vehicle-mileage-ratio", (row) => row.mileage_ratio === r, code);
    expect(ratio("0.40")("BI")).toBe(0.79);
    expectMovedBy(bucketed, real, (code) => ratio("0.40")(code) / ratio("0.80")(code));
    const request = toRatingRequest({ ...transactionSchema.parse(transaction({}, { annualMileage: 5000 })), transactionId: "t" }, "2026-11-21");
    expect(request.vehicles[0]).toMatchObject({ annualMileage: 5000, mileageBucket: 10000 });
    // California's selected mileage (doc2 §4, §9) keeps its bucket, and the real figure is rated beside it.
    const ca = toRatingRequest(
      { ...transactionSchema.parse(transaction({}, { selectedAnnualMileage: 15000, annualMilesAge: 12000, annualMileage: 15000 })), transactionId: "t" },
      "2026-11-21",
    );
    expect(ca.vehicles[0]).toMatchObject({ annualMileage: 15000, mileageBucket: 12000 });
  });

  it("the transaction schema refuses answers outside the offered codes and bounds, one message per field", () => {
    const result = transactionSchema.safeParse(
      transaction({ residence: "castle", insuredMonths: -1 }, { ownership: "borrowed", monthsOwned: 2000, annualMileage: 300000 }),
    );
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join(".")).sort();
    expect(paths).toEqual(["cars.0.annualMileage", "cars.0.monthsOwned", "cars.0.ownership", "customer.insuredMonths", "customer.residence"]);
  });
});

describe("pricing questions reach the table carriers that rate them (gulf-breeze: homeowner, prior insurance, mileage bands)", () => {
  const gulf = getCarrier("gulf-breeze") as TableCarrier;
  const premiumOf = (tx: Record<string, unknown>) => {
    const outcome = rateSync(toRatingRequest({ ...transactionSchema.parse(tx), transactionId: "pricing-questions" }, "2026-11-21"), gulf);
    if (outcome.status !== "rated") throw new Error(`declined: ${outcome.message}`);
    return outcome.premium;
  };
  const bandOf = (miles: number) => gulf.mileage.find((b) => b.max === undefined || miles <= b.max)?.factor ?? NaN;

  it("residence own applies the carrier's homeowner factor; 12 months of insurance its prior12 over prior6; the real mileage its band", () => {
    const insured = { insured: true, insuredMonths: 6 };
    expect(premiumOf(transaction({ ...insured, residence: "own" })) / premiumOf(transaction({ ...insured, residence: "rent" }))).toBeCloseTo(gulf.homeowner, 2);
    expect(premiumOf(transaction({ insured: true, insuredMonths: 12 })) / premiumOf(transaction(insured))).toBeCloseTo(
      gulf.priorInsurance.prior12 / gulf.priorInsurance.prior6,
      2,
    );
    expect(premiumOf(transaction({}, { annualMileage: 4000 })) / premiumOf(transaction())).toBeCloseTo(bandOf(4000) / bandOf(10000), 2);
  });
});

describe("buy online keeps the pricing answers and its own mileage", () => {
  it("doc3 §4.1 the mileage confirmed in buy online replaces the quote's real figure; ownership and the customer's answers stay", () => {
    const stored = {
      ...transactionSchema.parse(
        transaction({ insured: true, insuredMonths: 12, residence: "own" }, { ownership: "leased", monthsOwned: 24, annualMileage: 8200 }),
      ),
      transactionId: "t",
    };
    const customer = {
      firstName: "Jordan",
      lastName: "Sample",
      email: "jordan.sample@example.com",
      phone: "2145550101",
      dob: "1990-04-12",
      address: { address1: "1500 Marilla St", city: "Dallas", state: "TX", zipCode: "75201" },
    };
    const verified = verifiedTransaction(stored, {
      transactionId: "t",
      carrierId: carrier.id,
      requestKey: "k",
      customer,
      drivers: [{ firstName: "Jordan", lastName: "Sample", dob: "1990-04-12", gender: 0, marital: 1, relation: 0, license: "12345678", driverstatus: 0 }],
      vehicles: [{ vin: "4T1BF1FK5CU123456", year: 2018, make: "TOYOTA", model: "CAMRY", annualMiles: 15000 }],
      answers: [],
    });
    const request = toRatingRequest(verified, "2026-11-21");
    expect(request.vehicles[0]).toMatchObject({ annualMileage: 15000, mileageBucket: 12000, lienholder: true, ownedDays: ownedDaysOf(24) });
    expect(request).toMatchObject({ homeowner: true, priorInsurance: "prior12" });
  });
});

describeEachDatabase("pricing questions through the platform's HTTP API", (store) => {
  let t: TestPlatform;
  let site: string;
  beforeAll(async () => {
    t = await startTestPlatform(store());
    site = await t.siteToken();
  });
  afterAll(async () => {
    await t.close();
  });

  type Estimate = { carriers: { carrierId: string; rates: { payPlanCode: string; totalPremium: number }[] }[] };
  const armadillo = async (tx: Record<string, unknown>) => {
    const { status, body } = await t.call<Estimate>("post", "/api/rating/estimate", { token: site, body: { transaction: tx } });
    expect(status).toBe(200);
    return body.carriers.find((c) => c.carrierId === carrier.id)?.rates.find((r) => r.payPlanCode === "MO")?.totalPremium;
  };

  it("the estimate rates every answer as the engine does, and the answers move the price", async () => {
    const plain = transaction();
    const answered = transaction({ insured: true, insuredMonths: 12, residence: "own" }, { ownership: "financed", monthsOwned: 96, annualMileage: 5000 });
    const direct = (tx: Record<string, unknown>) => rate(tx).payPlans.find((p) => p.code === "MO")?.premium;
    const fees = 92.5;
    expect(await armadillo(answered)).toBeCloseTo((direct(answered) ?? NaN) + fees, 2);
    expect(await armadillo(plain)).toBeCloseTo((direct(plain) ?? NaN) + fees, 2);
    expect(await armadillo(answered)).toBeLessThan((await armadillo(plain)) ?? 0);
  });

  it("the OpenAPI document describes the new transaction fields and the rating request", async () => {
    const body = (await (await fetch(`${t.baseUrl}/api/openapi.json`)).json()) as Record<string, unknown>;
    const text = JSON.stringify(body);
    for (const field of ["insuredMonths", "residence", "ownership", "monthsOwned", "annualMileage"]) expect(text).toContain(`"${field}"`);
    const schemas = (
      body as { components?: { schemas?: Record<string, { properties?: { vehicles?: { items?: { properties?: Record<string, unknown> } } } }> } }
    ).components?.schemas;
    const vehicle = schemas?.RatingRequest?.properties?.vehicles?.items?.properties ?? {};
    expect(Object.keys(vehicle)).toEqual(expect.arrayContaining(["lienholder", "ownedDays", "annualMileage", "mileageBucket"]));
  });
});
