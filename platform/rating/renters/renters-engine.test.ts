/** The renters rating engine and its three sample carriers (doc3 §3, §9). */
import { describe, expect, it } from "vitest";
import { rentersCarrier, rentersCarriers } from "./carriers.ts";
import { contentsFactor, rateRenters, territoryOf } from "./engine.ts";
import { coverageDFor, coverageDOptions, coverageOptionsFor } from "./options.ts";
import type { RentersCoverages } from "./types.ts";

const base: RentersCoverages = {
  CoverageC: 20000,
  CoverageD: 4000,
  CoverageE: 100000,
  CoverageF: 1000,
  AllOtherPeril: 500,
  WindHail: 1000,
  ReplacementCost: 0,
  RentalIncome: 0,
  PetDamage: 0,
  WaterBackup: 0,
};
const rate = (carrierId: string, zip: string, coverages: Partial<RentersCoverages> = {}, roommates = 0, state = "TX") => {
  const outcome = rateRenters(rentersCarrier(carrierId)!, { zip, state, coverages: { ...base, ...coverages }, roommates, effectiveDate: "2026-12-01" });
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.rate;
};

describe("doc3 §9 coverage D: 20 % of the contents limit with a minimum of 2000", () => {
  it.each([
    [5000, 2000, [2000]],
    [10000, 2000, [2000]],
    [20000, 4000, [2000, 4000]],
    [35000, 7000, [2000, 7000]],
    [100000, 20000, [2000, 20000]],
  ])("contents %i → D %i, options %j", (contents, d, options) => {
    expect(coverageDFor(contents)).toBe(d);
    expect(coverageDOptions(contents)).toEqual(options);
  });

  it("doc3 §7.3 coverage options by state: Texas has three carriers and D options per contents limit; a state nobody writes has none", () => {
    const tx = coverageOptionsFor("tx");
    expect(tx.carriers.map((c) => c.id)).toEqual(["renters-armadillo", "renters-pecan", "renters-bluestem"]);
    expect(tx.CoverageC.at(-1)).toBe(100000);
    expect(tx.CoverageD["30000"]).toEqual([2000, 6000]);
    expect(coverageOptionsFor("OK").carriers.map((c) => c.id)).toEqual(["renters-pecan"]);
    expect(coverageOptionsFor("CA")).toMatchObject({ carriers: [], CoverageC: [] });
  });
});

describe("renters rate tables", () => {
  it.each([
    // carrier, zip (place), expected annual premium: base × territory × contents × deductibles + liability + medical + fee
    ["renters-armadillo", "75201", 128 * 1.08 + 22 + 6 + 20], // Dallas
    ["renters-armadillo", "77002", 128 * 1.18 + 22 + 6 + 20], // Houston
    ["renters-armadillo", "77550", 128 * 1.32 + 22 + 6 + 20], // Galveston (coast)
    ["renters-pecan", "78701", 142 * 1.0 + 18 + 5 + 15], // Austin
    ["renters-pecan", "75701", 142 * 1.02 + 18 + 5 + 15], // Tyler (rest of the state)
    ["renters-bluestem", "79901", 118 * 0.95 + 26 + 7 + 25], // El Paso
  ])("%s in %s: the base policy costs %d a year", (carrierId, zip, expected) => {
    expect(rate(carrierId, zip).annualPremium).toBeCloseTo(expected, 2);
  });

  it("premiums are plausible for Texas renters: $150–$300 a year for the base policy in every territory", () => {
    for (const carrier of rentersCarriers) {
      for (const zip of ["75201", "77002", "77550", "78701", "79901", "75701"]) {
        const annual = rate(carrier.id, zip).annualPremium;
        expect(annual, `${carrier.id} ${zip}`).toBeGreaterThan(150);
        expect(annual, `${carrier.id} ${zip}`).toBeLessThan(300);
      }
    }
  });

  it("territory by zip: the first three digits choose the row; other zips take the state's default factor", () => {
    const carrier = rentersCarrier("renters-bluestem")!;
    expect(territoryOf(carrier, "77550")).toEqual({ territory: 1, factor: 1.45 });
    expect(territoryOf(carrier, "75001")).toEqual({ territory: 3, factor: 1.1 });
    expect(territoryOf(carrier, "76901")).toEqual({ territory: 0, factor: 1 });
  });

  it("contents factor is interpolated between the table's rows", () => {
    const carrier = rentersCarrier("renters-armadillo")!;
    expect(contentsFactor(carrier, 20000)).toBe(1);
    expect(contentsFactor(carrier, 25000)).toBeCloseTo(1.12, 5);
    expect(contentsFactor(carrier, 40000)).toBeCloseTo(1.46, 5);
  });

  it("more contents, lower deductibles, replacement cost, endorsements and roommates cost more; higher deductibles cost less", () => {
    const basePremium = rate("renters-armadillo", "75201").annualPremium;
    expect(rate("renters-armadillo", "75201", { CoverageC: 50000, CoverageD: 10000 }).annualPremium).toBeGreaterThan(basePremium);
    expect(rate("renters-armadillo", "75201", { AllOtherPeril: 250 }).annualPremium).toBeGreaterThan(basePremium);
    expect(rate("renters-armadillo", "75201", { AllOtherPeril: 2500, WindHail: 2500 }).annualPremium).toBeLessThan(basePremium);
    expect(rate("renters-armadillo", "75201", { ReplacementCost: 1 }).annualPremium).toBeCloseTo(basePremium + 128 * 1.08 * 0.15, 2);
    expect(rate("renters-armadillo", "75201", { PetDamage: 1000, WaterBackup: 5000, RentalIncome: 2500 }).annualPremium).toBeCloseTo(
      basePremium + 18 + 45 + 10,
      2,
    );
    expect(rate("renters-armadillo", "75201", {}, 2).annualPremium).toBeCloseTo(basePremium + 128 * 1.08 * 0.2, 2);
    expect(rate("renters-armadillo", "75201", { CoverageE: 500000, CoverageF: 5000 }).annualPremium).toBeCloseTo(basePremium + 24 + 9, 2);
  });

  it("doc3 §3 payment plans Annual, SemiAnnual, Quarterly, Monthly add up to their total premium, installments carrying the fee", () => {
    const r = rate("renters-armadillo", "75201");
    expect(r.paymentPlans.map((p) => p.planType)).toEqual(["Annual", "SemiAnnual", "Quarterly", "Monthly"]);
    const [annual, semi, quarterly, monthly] = r.paymentPlans;
    expect(annual).toMatchObject({ totalPremium: r.annualPremium, downPaymentAmount: r.annualPremium, installmentPaymentAmount: 0, numberOfInstallments: 0 });
    expect(semi!.numberOfInstallments).toBe(1);
    expect(quarterly!.numberOfInstallments).toBe(3);
    expect(monthly!.numberOfInstallments).toBe(10);
    expect(monthly!.downPaymentAmount).toBeCloseTo(r.annualPremium / 6, 1);
    for (const plan of r.paymentPlans) {
      expect(plan.totalPremium).toBeCloseTo(plan.downPaymentAmount + plan.installmentPaymentAmount * plan.numberOfInstallments, 2);
      expect(plan.totalPremium).toBeCloseTo(r.annualPremium + plan.numberOfInstallments * 3, 1);
    }
    expect(rate("renters-pecan", "78701").paymentPlans[3]!.numberOfInstallments).toBe(11);
  });

  it("doc3 §7.3 errors[].message: a carrier that does not write the state or the limit answers with a message", () => {
    const pecan = rentersCarrier("renters-pecan")!;
    expect(
      rateRenters(rentersCarrier("renters-armadillo")!, { zip: "73102", state: "OK", coverages: base, roommates: 0, effectiveDate: "2026-12-01" }),
    ).toEqual({ ok: false, message: "Armadillo Renters Mutual does not write renters insurance in OK." });
    expect(
      rateRenters(pecan, { zip: "75201", state: "TX", coverages: { ...base, CoverageC: 100000, CoverageD: 20000 }, roommates: 0, effectiveDate: "2026-12-01" }),
    ).toEqual({ ok: false, message: "Pecan Valley Insurance writes contents limits up to $75,000." });
    expect(rateRenters(pecan, { zip: "75201", state: "TX", coverages: { ...base, AllOtherPeril: 750 }, roommates: 0, effectiveDate: "2026-12-01" }).ok).toBe(
      false,
    );
  });
});
