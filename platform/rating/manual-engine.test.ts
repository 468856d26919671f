/**
 * The rate-manual carrier checked against premiums worked out by hand from the manual's tables
 * (manual-data/*.csv). Each chain below is written factor by factor: [factor label, factor as
 * read from the CSV, running premium after rounding to 3 decimals]. `hand()` checks that every
 * written step is the previous one times the factor, rounded half up to 0.001, and returns the
 * whole-dollar coverage total; the engine must agree to the cent.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { getCarrier, rateSync } from "./index.ts";
import type { ManualCarrier, RateResult, RatingOutcome, RatingRequest } from "./types.ts";

const carrier = getCarrier("armadillo-ridge") as ManualCarrier;

type Step = [label: string, factor: number, running: number];

/** Verifies a hand-written factor chain and returns its whole-dollar total. */
function hand(base: number, steps: Step[]): number {
  let thousandths = Math.round(base * 1000);
  for (const [label, factor, running] of steps) {
    const product = thousandths * Math.round(factor * 1000);
    thousandths = Math.floor((product + 500) / 1000);
    expect(thousandths / 1000, `step ${label}`).toBe(running);
  }
  return Math.floor((thousandths + 500) / 1000);
}

/** Reads one cell of a manual CSV, so the hand values are checked against the data. */
function csvCell(file: string, match: (cells: string[]) => boolean, column: string): number {
  const lines = readFileSync(new URL(`./manual-data/${file}.csv`, import.meta.url), "utf8")
    .trim()
    .split("\n");
  const header = (lines[0] ?? "").split(",");
  const row = lines
    .slice(1)
    .map((l) => l.split(","))
    .find(match);
  if (!row) throw new Error(`no row in ${file}`);
  return Number(row[header.indexOf(column)]);
}

function rated(outcome: RatingOutcome): RateResult {
  if (outcome.status !== "rated") throw new Error(`declined: ${outcome.reason} ${outcome.message}`);
  return outcome;
}

function premiumOf(result: RateResult, car: number, code: string): number | undefined {
  return result.cars[car]?.coverages.find((c) => c.coverageCd === code)?.premium;
}

describe("Texas rate manual carrier (manual-data/README.md algorithm)", () => {
  it("the factors used by hand are the CSV values", () => {
    expect(csvCell("vehicle-base-rates", (r) => r[0] === "BI", "base_rate_6mo")).toBe(347.51);
    expect(csvCell("vehicle-base-rates", (r) => r[0] === "COLL", "base_rate_6mo")).toBe(987.32);
    expect(csvCell("vehicle-territory-by-zip", (r) => r[0] === "77002" && r[1] === "HARRIS", "PD")).toBe(1.117);
    expect(csvCell("vehicle-territory-by-zip", (r) => r[0] === "75201" && r[1] === "DALLAS", "COLL")).toBe(1.35);
    expect(csvCell("vehicle-mileage-ratio", (r) => r[0] === "0.91", "BI")).toBe(0.969);
    expect(csvCell("vehicle-mileage-average-base", (r) => r[0] === "8", "average_annual_mileage_base")).toBe(13141);
    expect(csvCell("driver-class", (r) => r[3] === "FM22", "COMP")).toBe(1.197);
    expect(csvCell("driver-class", (r) => r[3] === "URD", "PD")).toBe(1.07);
    expect(csvCell("policy-core-matrix", (r) => r.slice(0, 3).join() === "N,N,N", "BI")).toBe(1.188);
    expect(csvCell("policy-core-matrix", (r) => r.slice(0, 3).join() === "P6,N,N", "COMP")).toBe(0.925);
    expect(csvCell("vehicle-symbol-physical-damage", (r) => r[1] === "38", "COMP")).toBe(1.902);
  });

  it("profile 1: single 35-year-old man, 2018 sedan in Houston (77002, Harris), liability only, no prior insurance", () => {
    const request: RatingRequest = {
      state: "TX",
      zip: "77002",
      county: "Harris",
      term: 6,
      effectiveDate: "2025-08-01",
      priorInsurance: "none",
      drivers: [{ dob: "1990-03-15", gender: "male", marital: "single", relation: "self", licenseType: "texasDL" }],
      vehicles: [{ year: 2018, make: "TOYOTA", model: "CAMRY", usage: "pleasure", annualMileage: 12000, garagingZip: "77002", garagingCounty: "Harris" }],
      coverages: [
        { coverageCd: "BI", val1: 30000, val2: 60000 },
        { coverageCd: "PD", val1: 25000 },
      ],
    };
    // Vehicle age 2025 − 2018 + 1 = 8 → mileage base 13141; 12000 / 13141 = 0.913 → ratio 0.91 → 0.969.
    // Factors of 1.000 (severe problem, ownership 1–2 years, pleasure use, points 0, Texas DL,
    // limits 30/60 and 25,000, driver-to-vehicle 1/1, installment plan, term, renewal, retail) leave the premium unchanged.
    const bi = hand(347.51, [
      ["mileage 0.91", 0.969, 336.737],
      ["model year 2018", 1.043, 351.217],
      ["coverage type LO, 1 car", 0.8, 280.974],
      ["territory 77002 HARRIS", 1.029, 289.122],
      ["driver class MS35", 1.11, 320.925],
      ["core matrix N/N/N", 1.188, 381.259],
    ]);
    const pd = hand(384.98, [
      ["mileage 0.91", 0.969, 373.046],
      ["model year 2018", 1.043, 389.087],
      ["coverage type LO, 1 car", 0.8, 311.27],
      ["territory 77002 HARRIS", 1.117, 347.689],
      ["driver class MS35", 1.11, 385.935],
      ["core matrix N/N/N", 1.188, 458.491],
    ]);
    expect([bi, pd]).toEqual([381, 458]);

    const result = rated(rateSync({ ...request, preferredPayPlan: "MO" }, carrier));
    expect(premiumOf(result, 0, "BI")).toBe(bi);
    expect(premiumOf(result, 0, "PD")).toBe(pd);
    // Total policy = 381 + 458 + policy fee 90.00 + MVCPA 2.50 × 1 vehicle.
    expect(result.totalPremium).toBe(931.5);
    expect(result.fees.map((f) => f.amount)).toEqual([90, 2.5]);
    // Installment fee on a 839 premium: 3.50 + 0.50 × ceil((839 − 250) / 125) = 3.50 + 0.50 × 5 = 6.00.
    expect(result.payPlans.find((p) => p.code === "MO")?.installmentFee).toBe(6);

    // Paid in full: step 25 multiplies by 0.97 before the dollar rounding.
    const pifBi = hand(381.259, [["payment plan PIF", 0.97, 369.821]]);
    const pifPd = hand(458.491, [["payment plan PIF", 0.97, 444.736]]);
    const pif = rated(rateSync({ ...request, preferredPayPlan: "PIF" }, carrier));
    expect(pif.totalPremium).toBe(pifBi + pifPd + 92.5);
    expect(pif.totalPremium).toBe(907.5);
    expect(pif.payPlanNumOfPayments).toBe(0);
  });

  it("profile 2: married woman of 22 with a speeding ticket, financed 2022 car in Dallas, full coverage, EFT", () => {
    const request: RatingRequest = {
      state: "TX",
      zip: "75201",
      term: 6,
      effectiveDate: "2025-08-01",
      transactionDate: "2025-07-25",
      priorInsurance: "prior6",
      paperless: true,
      renter: true,
      preferredPayPlan: "EFT",
      drivers: [
        {
          dob: "2003-05-10",
          gender: "female",
          marital: "married",
          relation: "self",
          licenseType: "texasDL",
          violations: [{ description: "Speeding", date: "2024-11-02" }],
        },
      ],
      vehicles: [
        {
          year: 2022,
          make: "HONDA",
          model: "CIVIC",
          usage: "commute",
          annualMileage: 11600,
          garagingZip: "75201",
          garagingCounty: "Dallas County",
          lienholder: true,
          ownedDays: 1200,
          costNew: 32500,
          coverages: [
            { coverageCd: "COMP", val1: 500 },
            { coverageCd: "COLL", val1: 1000 },
          ],
        },
      ],
      coverages: [
        { coverageCd: "BI", val1: 30000, val2: 60000 },
        { coverageCd: "PD", val1: 25000 },
      ],
    };
    // Vehicle age 4 → base 15258; 11600 / 15258 = 0.760 → 0.916. Owned 1200 days → "3 to 4 years" 0.960.
    // Cost new 32,500 → 2011+ price-new symbol 38 → COMP 1.902, COLL 1.460. Lienholder, 1 car → 1.000.
    // One speeding ticket = 1 point → 1.15. Transaction 7 days before inception → early shopper 0.960.
    const bi = hand(347.51, [
      ["mileage 0.76", 0.916, 318.319],
      ["ownership 3-4 years", 0.96, 305.586],
      ["model year 2022", 1.11, 339.2],
      ["usage commute > 5 mi", 1.05, 356.16],
      ["territory 75201 DALLAS", 0.85, 302.736],
      ["driver class FM22", 1.365, 413.235],
      ["points 1", 1.15, 475.22],
      ["core matrix P6/N/N", 0.9, 427.698],
      ["paperless", 0.99, 423.421],
      ["early shopper", 0.96, 406.484],
      ["renter", 0.98, 398.354],
      ["payment plan EFT", 0.95, 378.436],
    ]);
    const pd = hand(384.98, [
      ["mileage 0.76", 0.916, 352.642],
      ["ownership 3-4 years", 0.96, 338.536],
      ["model year 2022", 1.11, 375.775],
      ["usage commute > 5 mi", 1.05, 394.564],
      ["territory 75201 DALLAS", 1.121, 442.306],
      ["driver class FM22", 1.365, 603.748],
      ["points 1", 1.15, 694.31],
      ["core matrix P6/N/N", 0.9, 624.879],
      ["paperless", 0.99, 618.63],
      ["early shopper", 0.96, 593.885],
      ["renter", 0.98, 582.007],
      ["payment plan EFT", 0.95, 552.907],
    ]);
    const comp = hand(261.82, [
      ["mileage 0.76", 0.916, 239.827],
      ["ownership 3-4 years", 0.96, 230.234],
      ["model year 2022", 1.411, 324.86],
      ["symbol 38", 1.902, 617.884],
      ["usage commute > 5 mi", 1.05, 648.778],
      ["territory 75201 DALLAS", 0.936, 607.256],
      ["photo received", 0.75, 455.442],
      ["deductible 500", 1.0, 455.442],
      ["driver class FM22", 1.197, 545.164],
      ["points 1", 1.15, 626.939],
      ["core matrix P6/N/N", 0.925, 579.919],
      ["paperless", 0.99, 574.12],
      ["early shopper", 0.96, 551.155],
      ["renter", 0.98, 540.132],
      ["double deductible", 0.9, 486.119],
      ["payment plan EFT", 0.95, 461.813],
    ]);
    const coll = hand(987.32, [
      ["mileage 0.76", 0.916, 904.385],
      ["ownership 3-4 years", 0.96, 868.21],
      ["model year 2022", 1.411, 1225.044],
      ["symbol 38", 1.46, 1788.564],
      ["usage commute > 5 mi", 1.05, 1877.992],
      ["territory 75201 DALLAS", 1.35, 2535.289],
      ["photo received", 0.75, 1901.467],
      ["deductible 1000", 0.8, 1521.174],
      ["driver class FM22", 1.302, 1980.569],
      ["points 1", 1.15, 2277.654],
      ["core matrix P6/N/N", 0.9, 2049.889],
      ["paperless", 0.99, 2029.39],
      ["early shopper", 0.96, 1948.214],
      ["renter", 0.98, 1909.25],
      ["double deductible", 0.9, 1718.325],
      ["unlisted driver", 0.95, 1632.409],
      ["payment plan EFT", 0.95, 1550.789],
    ]);
    expect([bi, pd, comp, coll]).toEqual([378, 553, 462, 1551]);

    const result = rated(rateSync(request, carrier));
    expect(result.payPlanCode).toBe("EFT");
    expect(result.cars[0]?.coverages.map((c) => [c.coverageCd, c.premium])).toEqual([
      ["BI", bi],
      ["PD", pd],
      ["COMP", comp],
      ["COLL", coll],
    ]);
    expect(result.totalPremium).toBe(378 + 553 + 462 + 1551 + 90 + 2.5);
    expect(result.drivers[0]?.ratingClass).toBe("FM22");
  });

  it("profile 3: one driver, two cars: the driver goes on the higher-rated car, the other is rated unassigned (URD)", () => {
    const request: RatingRequest = {
      state: "TX",
      zip: "77002",
      county: "Harris",
      term: 6,
      effectiveDate: "2025-08-01",
      priorInsurance: "prior12",
      preferredPayPlan: "PIF",
      drivers: [{ age: 45, gender: "male", marital: "married", relation: "self", licenseType: "texasDL" }],
      vehicles: [
        { year: 2010, make: "HONDA", model: "ACCORD", usage: "pleasure", annualMileage: 8000, garagingZip: "77002" },
        { year: 2015, make: "FORD", model: "F-150", usage: "business", annualMileage: 0, garagingZip: "77002" },
      ],
      coverages: [
        { coverageCd: "BI", val1: 30000, val2: 60000 },
        { coverageCd: "PD", val1: 25000 },
      ],
    };
    // F-150: no mileage → ratio NA (1.000). Accord: age 16 → base 9633; 8000 / 9633 = 0.830 → 0.940.
    // After the vehicle steps the F-150 carries 365.813 + 439.914 against the Accord's 263.796 + 317.232,
    // so the driver (MM45) rates the F-150 and the Accord takes URD 1.070. Core matrix P12/M/N,
    // driver-to-vehicle 1 driver / 2 cars 0.950, paid in full 0.97.
    const truckBi = hand(347.51, [
      ["model year 2015", 1.023, 355.503],
      ["usage business", 1.25, 444.379],
      ["coverage type LO, 2 cars", 0.8, 355.503],
      ["territory 77002 HARRIS", 1.029, 365.813],
      ["driver class MM45", 0.95, 347.522],
      ["core matrix P12/M/N", 0.553, 192.18],
      ["driver to vehicle 1/2", 0.95, 182.571],
      ["payment plan PIF", 0.97, 177.094],
    ]);
    const truckPd = hand(384.98, [
      ["model year 2015", 1.023, 393.835],
      ["usage business", 1.25, 492.294],
      ["coverage type LO, 2 cars", 0.8, 393.835],
      ["territory 77002 HARRIS", 1.117, 439.914],
      ["driver class MM45", 0.95, 417.918],
      ["core matrix P12/M/N", 0.553, 231.109],
      ["driver to vehicle 1/2", 0.95, 219.554],
      ["payment plan PIF", 0.97, 212.967],
    ]);
    const sedanBi = hand(347.51, [
      ["mileage 0.83", 0.94, 326.659],
      ["model year 2010", 0.981, 320.452],
      ["coverage type LO, 2 cars", 0.8, 256.362],
      ["territory 77002 HARRIS", 1.029, 263.796],
      ["driver class URD", 1.07, 282.262],
      ["core matrix P12/M/N", 0.553, 156.091],
      ["driver to vehicle 1/2", 0.95, 148.286],
      ["payment plan PIF", 0.97, 143.837],
    ]);
    const sedanPd = hand(384.98, [
      ["mileage 0.83", 0.94, 361.881],
      ["model year 2010", 0.981, 355.005],
      ["coverage type LO, 2 cars", 0.8, 284.004],
      ["territory 77002 HARRIS", 1.117, 317.232],
      ["driver class URD", 1.07, 339.438],
      ["core matrix P12/M/N", 0.553, 187.709],
      ["driver to vehicle 1/2", 0.95, 178.324],
      ["payment plan PIF", 0.97, 172.974],
    ]);
    const result = rated(rateSync(request, carrier));
    expect([premiumOf(result, 0, "BI"), premiumOf(result, 0, "PD")]).toEqual([sedanBi, sedanPd]);
    expect([premiumOf(result, 1, "BI"), premiumOf(result, 1, "PD")]).toEqual([truckBi, truckPd]);
    // 177 + 213 + 144 + 173 = 707, + 90.00 + 2.50 × 2 vehicles.
    expect(result.totalPremium).toBe(802);
    expect(result.payPlanNumOfPayments).toBe(0);
    expect(result.payPlanDownPayment).toBe(802);
  });

  it("offers only the manual's limits and a 6-month term", () => {
    const base: RatingRequest = {
      state: "TX",
      zip: "77002",
      term: 6,
      effectiveDate: "2025-08-01",
      priorInsurance: "none",
      drivers: [{ age: 40, gender: "female", marital: "single", relation: "self", licenseType: "texasDL" }],
      vehicles: [{ year: 2020, make: "KIA", model: "SOUL", usage: "pleasure", annualMileage: 10000, garagingZip: "77002" }],
      coverages: [
        { coverageCd: "BI", val1: 100000, val2: 300000 },
        { coverageCd: "PD", val1: 25000 },
      ],
    };
    const higher = rateSync(base, carrier);
    expect(higher.status === "declined" && higher.reason).toBe("coverage_not_offered");
    const year = rateSync(
      {
        ...base,
        term: 12,
        coverages: [
          { coverageCd: "BI", val1: 30000, val2: 60000 },
          { coverageCd: "PD", val1: 25000 },
        ],
      },
      carrier,
    );
    expect(year.status === "declined" && year.reason).toBe("term_not_offered");
  });

  it("declines an unacceptable operator and a vehicle costing more than 80,000 new with physical damage", () => {
    const base: RatingRequest = {
      state: "TX",
      zip: "78701",
      term: 6,
      effectiveDate: "2025-08-01",
      priorInsurance: "prior6",
      drivers: [{ age: 40, gender: "male", marital: "married", relation: "self", licenseType: "texasDL" }],
      vehicles: [{ year: 2024, make: "BMW", model: "X7", usage: "pleasure", annualMileage: 9000, garagingZip: "78701", costNew: 95000 }],
      coverages: [
        { coverageCd: "BI", val1: 30000, val2: 60000 },
        { coverageCd: "PD", val1: 25000 },
        { coverageCd: "COLL", val1: 500 },
      ],
    };
    const car = rateSync(base, carrier);
    expect(car.status === "declined" && car.reason).toBe("vehicle_not_eligible");
    const driver = rateSync(
      {
        ...base,
        coverages: base.coverages.slice(0, 2),
        drivers: [{ ...base.drivers[0]!, violations: [{ description: "UNACCEPTABLE OPERATOR", date: "2020-01-01" }] }],
      },
      carrier,
    );
    expect(driver.status === "declined" && driver.reason).toBe("driver_record");
  });
});
