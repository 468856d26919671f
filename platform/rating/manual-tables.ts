/**
 * Loads the Texas rate manual's factor tables (./manual-data/*.csv) once, into
 * precomputed lookups of integer thousandths ("milli"), so that rating does no
 * parsing and the 3-decimal rounding of the manual is exact integer arithmetic.
 */
import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";

/** Coverage columns of the manual, in the order used by every factor row. */
export const MANUAL_COVERAGES = ["BI", "PD", "UMBI", "UMPD", "MED", "PIP", "COMP", "COLL", "AEC", "TOW", "RENTAL"] as const;
export type ManualCoverage = (typeof MANUAL_COVERAGES)[number];
export const MC: Readonly<Record<ManualCoverage, number>> = Object.fromEntries(MANUAL_COVERAGES.map((c, i) => [c, i])) as Record<ManualCoverage, number>;

/** A factor per manual coverage, in thousandths (1000 = 1.000). */
export type FactorRow = Int32Array;

/** Rating steps of the Algorithm sheet, in application order (step numbers of algorithm-factor-applicability.csv). */
export const STEP = {
  mileage: 2,
  severe: 3,
  ownership: 4,
  modelYear: 5,
  symbol: 6,
  usage: 7,
  coverageType: 8,
  territory: 9,
  photo: 11,
  deductible: 12,
  driverClass: 13,
  points: 14,
  licence: 15,
  limits: 16,
  coreMatrix: 17,
  paperless: 18,
  earlyShopper: 19,
  nonRatedSpouse: 20,
  renter: 21,
  doubleDeductible: 22,
  unlistedDriver: 23,
  driverToVehicle: 24,
  paymentPlan: 25,
  term: 26,
  renewal: 27,
  channel: 28,
} as const;

export interface ViolationRule {
  group: string;
  months: number;
  /** Points for the 1st, 2nd, 3rd (and later) occurrence. */
  points: [number, number, number];
}

export interface ManualTables {
  baseRate: Int32Array;
  territory: Map<string, FactorRow>;
  /** First county listed for each zip (used when the request has no county). */
  territoryByZip: Map<string, FactorRow>;
  territoryCatchAll: FactorRow;
  modelYear: Map<string, FactorRow>;
  /** Average annual mileage by vehicle age (index = age in years, 0 unused); ages without a row take the row below. */
  mileageBase: number[];
  /** Index = ratio × 100 (0 … 900). */
  mileageRatio: FactorRow[];
  mileageNA: FactorRow;
  ownership: Map<string, FactorRow>;
  severe: Map<string, FactorRow>;
  symbolUpTo2010: Map<string, FactorRow>;
  symbol2011: Map<string, FactorRow>;
  priceNewUpTo2010: { symbol: string; min: number; max: number }[];
  priceNew2011: { symbol: string; min: number; max: number }[];
  usage: Map<string, FactorRow>;
  coverageType: Map<string, FactorRow>;
  deductible: Map<string, FactorRow>;
  photo: Map<string, FactorRow>;
  driverClass: Map<string, FactorRow>;
  points: FactorRow[];
  violations: Map<string, ViolationRule>;
  licence: Map<string, FactorRow>;
  /** Key `${coverage}|${limit}` → factor in thousandths, offered limits only. */
  limits: Map<string, number>;
  offeredLimits: Map<string, string[]>;
  coreMatrix: Map<string, FactorRow>;
  misc: Map<string, FactorRow>;
  driverToVehicle: Map<string, FactorRow>;
  paymentPlan: Map<string, FactorRow>;
  term: Map<string, FactorRow>;
  renewal: Map<string, FactorRow>;
  channel: Map<string, FactorRow>;
  /** Dollars. */
  fees: Map<string, number>;
  /** Which coverages each step applies to, by step number. */
  applies: Map<number, boolean[]>;
}

type Row = Record<string, string>;

function readCsv(dir: string, name: string): Row[] {
  return parse(readFileSync(new URL(`${name}.csv`, dir), "utf8"), { columns: true, skip_empty_lines: true }) as Row[];
}

/** "1.15" → 1150. Factors in the manual have at most 3 decimals; base rates 2. */
export function toMilli(text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value)) throw new Error(`not a number: ${JSON.stringify(text)}`);
  return Math.round(value * 1000);
}

export function normaliseCounty(county: string): string {
  return county
    .trim()
    .toUpperCase()
    .replace(/\s+COUNTY$/, "");
}

export function loadManualTables(dir: string = new URL("./manual-data/", import.meta.url).href): ManualTables {
  const applies = new Map<number, boolean[]>();
  for (const row of readCsv(dir, "algorithm-factor-applicability")) {
    applies.set(
      Number(row.step),
      MANUAL_COVERAGES.map((c) => row[c] === "X"),
    );
  }

  /** A factor row from a CSV row, masked by the steps' applicability: a missing or inapplicable column is 1.000. */
  const factorRow = (row: Row, step: number | null): FactorRow => {
    const mask = step === null ? null : applies.get(step);
    const out = new Int32Array(MANUAL_COVERAGES.length).fill(1000);
    MANUAL_COVERAGES.forEach((c, i) => {
      const cell = row[c];
      if (cell !== undefined && cell !== "" && (mask === null || mask?.[i])) out[i] = toMilli(cell);
    });
    return out;
  };
  const keyed = (name: string, step: number | null, key: (row: Row) => string): Map<string, FactorRow> => {
    const map = new Map<string, FactorRow>();
    for (const row of readCsv(dir, name)) map.set(key(row), factorRow(row, step));
    return map;
  };

  const baseRate = new Int32Array(MANUAL_COVERAGES.length);
  for (const row of readCsv(dir, "vehicle-base-rates")) baseRate[MC[row.coverage as ManualCoverage]] = toMilli(row.base_rate_6mo_effective_2025_07_15 ?? "");

  const territory = new Map<string, FactorRow>();
  const territoryByZip = new Map<string, FactorRow>();
  let territoryCatchAll: FactorRow | undefined;
  for (const row of readCsv(dir, "vehicle-territory-by-zip")) {
    const factors = factorRow(row, STEP.territory);
    if (row.zip === "99") territoryCatchAll = factors;
    territory.set(`${row.zip}|${normaliseCounty(row.county ?? "")}`, factors);
    if (!territoryByZip.has(row.zip ?? "")) territoryByZip.set(row.zip ?? "", factors);
  }
  if (!territoryCatchAll) throw new Error("territory table has no 99/99 row");

  const mileageBase: number[] = [];
  for (const row of readCsv(dir, "vehicle-mileage-average-base"))
    mileageBase[parseInt(row.vehicle_age_years ?? "", 10)] = Number(row.average_annual_mileage_base);
  for (let age = 1; age < mileageBase.length; age++) mileageBase[age] ??= mileageBase[age - 1] ?? 0;

  const mileageRatio: FactorRow[] = [];
  let mileageNA: FactorRow | undefined;
  for (const row of readCsv(dir, "vehicle-mileage-ratio")) {
    if (row.mileage_ratio === "NA") mileageNA = factorRow(row, STEP.mileage);
    else mileageRatio[Math.round(Number(row.mileage_ratio) * 100)] = factorRow(row, STEP.mileage);
  }

  const severe = new Map<string, FactorRow>();
  let group = "";
  for (const row of readCsv(dir, "vehicle-severe-problem")) {
    group = row.group || group;
    severe.set(row.condition ?? "", factorRow(row, STEP.severe));
    if (!severe.has(group)) severe.set(group, factorRow(row, STEP.severe));
  }

  const symbolUpTo2010 = new Map<string, FactorRow>();
  const symbol2011 = new Map<string, FactorRow>();
  for (const row of readCsv(dir, "vehicle-symbol-physical-damage")) {
    const factors = factorRow(row, STEP.symbol);
    if (row.symbol_model_year_2010_and_prior) symbolUpTo2010.set(String(Number(row.symbol_model_year_2010_and_prior)), factors);
    if (row.symbol_model_year_2011_and_later) symbol2011.set(String(Number(row.symbol_model_year_2011_and_later)), factors);
  }
  const priceBands = (name: string) =>
    readCsv(dir, name)
      .filter((row) => row.cost_new_min !== "")
      .map((row) => ({
        symbol: String(Number(row.price_new_symbol)),
        min: Number(row.cost_new_min),
        max: row.cost_new_max === "" ? Number.POSITIVE_INFINITY : Number(row.cost_new_max),
      }));

  const points: FactorRow[] = [];
  for (const row of readCsv(dir, "driver-points")) points[row.points === "50+" ? 50 : Number(row.points)] = factorRow(row, STEP.points);

  const violations = new Map<string, ViolationRule>();
  const chart = new Map(readCsv(dir, "driver-violation-rate-chart").map((row) => [row.violation ?? "", row]));
  // The "v1" sheet (generic rows, without a Verisk code) is the current points list; the
  // rate chart gives each violation's group and look-back.
  for (const row of readCsv(dir, "driver-points-violations-v1-verisk")) {
    if (row.verisk_code) continue;
    const rule = chart.get(row.violation ?? "");
    violations.set(row.violation ?? "", {
      group: rule?.group ?? "MINOR MOVING VIOLATIONS",
      months: Number(rule?.months ?? 36),
      points: [Number(row.points_1st), Number(row.points_2nd), Number(row.points_3rd)],
    });
  }
  for (const [name, row] of chart) {
    if (!violations.has(name)) {
      violations.set(name, {
        group: row.group ?? "",
        months: Number(row.months),
        points: [Number(row.points_1st_occurrence), Number(row.points_2nd_occurrence), Number(row.points_3rd_occurrence)],
      });
    }
  }

  const limits = new Map<string, number>();
  const offeredLimits = new Map<string, string[]>();
  for (const row of readCsv(dir, "policy-limits")) {
    if (row.status !== "offered") continue;
    limits.set(`${row.coverage}|${row.limit}`, toMilli(row.factor ?? ""));
    offeredLimits.set(row.coverage ?? "", [...(offeredLimits.get(row.coverage ?? "") ?? []), row.limit ?? ""]);
  }

  const fees = new Map<string, number>();
  for (const row of readCsv(dir, "policy-fees")) fees.set(row.fee ?? "", Number(row.amount));

  return {
    baseRate,
    territory,
    territoryByZip,
    territoryCatchAll,
    modelYear: keyed("vehicle-model-year", STEP.modelYear, (r) => r.model_year ?? ""),
    mileageBase,
    mileageRatio,
    mileageNA: mileageNA ?? factorRow({}, null),
    ownership: keyed("vehicle-length-of-ownership", STEP.ownership, (r) => r.ownership_period ?? ""),
    severe,
    symbolUpTo2010,
    symbol2011,
    priceNewUpTo2010: priceBands("vehicle-price-new-symbol-1990-2010"),
    priceNew2011: priceBands("vehicle-price-new-symbol-2011-plus"),
    usage: keyed("vehicle-usage", STEP.usage, (r) => r.usage ?? ""),
    coverageType: keyed("vehicle-coverage-type", STEP.coverageType, (r) => `${r.lienholder}|${r.vehicle_count}`),
    deductible: keyed("vehicle-deductible", STEP.deductible, (r) => r.deductible ?? ""),
    photo: keyed("vehicle-photo", STEP.photo, (r) => r.photos_received ?? ""),
    driverClass: keyed("driver-class", STEP.driverClass, (r) => r.class_code ?? ""),
    points,
    violations,
    licence: keyed("driver-license-type", STEP.licence, (r) => r.license_type ?? ""),
    limits,
    offeredLimits,
    coreMatrix: keyed("policy-core-matrix", STEP.coreMatrix, (r) => `${r.prior_insurance}|${r.multicar}|${r.homeowner}`),
    misc: new Map(
      readCsv(dir, "policy-misc-adjustments").map((r) => {
        const step = {
          Paperless: STEP.paperless,
          "Early Shopper": STEP.earlyShopper,
          "Non Rated Spouse": STEP.nonRatedSpouse,
          Renter: STEP.renter,
          "Double Deductible": STEP.doubleDeductible,
          "Unlisted Driver": STEP.unlistedDriver,
        }[r.adjustment ?? ""];
        return [r.adjustment ?? "", factorRow(r, step ?? null)];
      }),
    ),
    driverToVehicle: keyed("policy-driver-to-vehicle", STEP.driverToVehicle, (r) => `${r.driver_count}|${r.vehicle_count}`),
    paymentPlan: keyed("policy-payment-plan", STEP.paymentPlan, (r) => r.payment_plan ?? ""),
    term: keyed("policy-term", STEP.term, (r) => r.term ?? ""),
    renewal: keyed("policy-renewal", STEP.renewal, (r) => `${r.months_since_inception}|${r.prior_insurance_discount}`),
    channel: keyed("policy-distribution-channel", STEP.channel, (r) => r.channel ?? ""),
    fees,
    applies,
  };
}
