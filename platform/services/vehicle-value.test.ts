/**
 * Vehicle value in rating: a transaction as the site sends it is mapped to the rating request with
 * each car's cost new from the reference vehicle data (../reference/vehicle-values.ts), and the carrier
 * that follows the Texas rate manual (armadillo-ridge) takes the physical-damage symbol from it through
 * the manual's price-new symbol table (vehicle-price-new-symbol-2011-plus.csv) and rates COMP, COLL
 * (and UMPD) by that symbol's factors (vehicle-symbol-physical-damage.csv, 2011-and-later scale).
 * Liability is not moved. A vehicle the reference data does not list keeps the default cost new (30,000).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { getCarrier, rateSync, type ManualCarrier, type RateResult } from "../rating/index.ts";
import { sampleTransaction } from "../http/test-client.ts";
import { costNewOf } from "../reference/vehicle-values.ts";
import { toRatingRequest } from "./rating-request.ts";
import { transactionSchema } from "./schemas.ts";

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

function transaction(car: { year: number; maker: string; model: string }) {
  const base = sampleTransaction();
  return sampleTransaction({ effectiveDate: EFFECTIVE, transactionDate: EFFECTIVE, coverages: FULL, cars: [{ ...base.cars[0], vin: undefined, ...car }] });
}

function requestOf(car: { year: number; maker: string; model: string }) {
  return toRatingRequest({ ...transactionSchema.parse(transaction(car)), transactionId: "vehicle-value" }, "2026-11-21");
}

function rate(car: { year: number; maker: string; model: string }): RateResult {
  const outcome = rateSync(requestOf(car), carrier);
  if (outcome.status !== "rated") throw new Error(`declined: ${outcome.message}`);
  return outcome;
}

const premium = (result: RateResult, code: Rated) => result.cars[0]?.coverages.find((c) => c.coverageCd === code)?.premium ?? NaN;

function table(file: string): Record<string, string>[] {
  const [header, ...rows] = readFileSync(new URL(`../rating/manual-data/${file}.csv`, import.meta.url), "utf8")
    .trim()
    .split("\n");
  const names = (header ?? "").split(",");
  return rows.map((line) => Object.fromEntries(line.split(",").map((v, i) => [names[i], v])));
}

/** The manual's price-new symbol (2011 and later) for a cost new. */
function priceNewSymbol(cost: number): string {
  const row = table("vehicle-price-new-symbol-2011-plus").find((r) => r.cost_new_min && cost >= Number(r.cost_new_min) && cost <= Number(r.cost_new_max));
  if (!row) throw new Error(`no symbol for ${cost}`);
  return String(Number(row.price_new_symbol));
}

/** The physical-damage factor of a 2011-and-later symbol. */
function symbolFactor(symbol: string, code: Rated): number {
  if (code === "BI" || code === "PD") return 1;
  const row = table("vehicle-symbol-physical-damage").find((r) => r.symbol_model_year_2011_and_later === symbol);
  if (!row) throw new Error(`no factor for symbol ${symbol}`);
  return Number(row[code]);
}

function expectMovedBy(base: RateResult, moved: RateResult, factor: (code: Rated) => number) {
  for (const code of RATED) {
    const f = factor(code);
    const expected = premium(base, code) * f;
    expect(Math.abs(premium(moved, code) - expected), `${code}: ${premium(base, code)} × ${f} ≈ ${premium(moved, code)}`).toBeLessThanOrEqual(
      0.5 + 0.5 * f + 0.01,
    );
  }
}

const camry = { year: 2018, maker: "TOYOTA", model: "CAMRY" };
const lexus = { year: 2018, maker: "LEXUS", model: "ES 350" };
const ram = { year: 2018, maker: "RAM", model: "1500" };

describe("vehicle value: the reference cost new", () => {
  it("by year, make and model as the VIN decode names them (case, longer variants, nearest earlier listed year)", () => {
    expect(costNewOf(2018, "TOYOTA", "CAMRY")).toBe(23495);
    expect(costNewOf(2019, "Toyota", "Camry")).toBe(23495);
    expect(costNewOf(2018, "LEXUS", "ES 350")).toBe(38900);
    expect(costNewOf(2018, "Ram", "1500")).toBe(27395);
    expect(costNewOf(2011, "Chevrolet", "Silverado 2500")).toBe(29300);
    expect(costNewOf(2005, "Toyota", "Camry")).toBe(22055);
    expect(costNewOf(2018, "Acme", "Roadster")).toBeUndefined();
  });

  it("travels in the rating request as costNew; a vehicle not listed has none", () => {
    expect(requestOf(camry).vehicles[0]?.costNew).toBe(23495);
    expect(requestOf({ year: 2018, maker: "ACME", model: "ROADSTER" }).vehicles[0]).not.toHaveProperty("costNew");
  });
});

describe("vehicle value moves the rate-manual carrier's full-coverage premium by the manual's price-new symbol factors", () => {
  it("a 2018 Camry (23,495 → symbol 25), a 2018 Lexus ES 350 (38,900 → 44) and a 2018 Ram 1500 (27,395 → 31): COMP and COLL differ by the symbols' factors (vehicle-price-new-symbol-2011-plus.csv, vehicle-symbol-physical-damage.csv); liability does not", () => {
    const symbols = { camry: priceNewSymbol(23495), lexus: priceNewSymbol(38900), ram: priceNewSymbol(27395) };
    expect(symbols).toEqual({ camry: "25", lexus: "44", ram: "31" });
    const [c, l, r] = [rate(camry), rate(lexus), rate(ram)];
    expectMovedBy(c, l, (code) => symbolFactor(symbols.lexus, code) / symbolFactor(symbols.camry, code));
    expectMovedBy(c, r, (code) => symbolFactor(symbols.ram, code) / symbolFactor(symbols.camry, code));
    expect(premium(l, "COLL")).toBeGreaterThan(premium(r, "COLL"));
    expect(premium(r, "COLL")).toBeGreaterThan(premium(c, "COLL"));
    expect(l.totalPremium).toBeGreaterThan(c.totalPremium);
  });

  it("a vehicle without value keeps the default cost new (30,000 → symbol 35)", () => {
    const unlisted = rate({ year: 2018, maker: "ACME", model: "ROADSTER" });
    const defaultSymbol = priceNewSymbol(30000);
    expect(defaultSymbol).toBe("35");
    expectMovedBy(rate(camry), unlisted, (code) => symbolFactor(defaultSymbol, code) / symbolFactor("25", code));
  });
});
