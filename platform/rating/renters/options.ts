/**
 * The renters coverage options by state (doc3 §7.3 "coverage options by state") and the loss-of-use
 * rule of doc3 §9: coverage D is 20 % of the contents limit, at least 2000 (the mandatory value).
 */
import { rentersCarriers } from "./carriers.ts";

export const COVERAGE_D_SHARE = 0.2;
export const COVERAGE_D_MINIMUM = 2000;

/** doc3 §9: the loss-of-use (D) amount for a contents (C) limit: 20 % of C, never under 2000. */
export function coverageDFor(contents: number): number {
  return Math.max(COVERAGE_D_MINIMUM, Math.round(contents * COVERAGE_D_SHARE));
}

/** doc3 §9: the D options offered for a contents limit: the mandatory 2000 and the 20 % value when larger. */
export function coverageDOptions(contents: number): number[] {
  return [...new Set([COVERAGE_D_MINIMUM, coverageDFor(contents)])];
}

export interface RentersCoverageOptions {
  state: string;
  /** Carriers writing renters there (empty: none). */
  carriers: { id: string; companyName: string }[];
  CoverageC: number[];
  /** Per contents limit, its D options (doc3 §9). */
  CoverageD: Record<string, number[]>;
  CoverageE: number[];
  CoverageF: number[];
  AllOtherPeril: number[];
  WindHail: number[];
  ReplacementCost: number[];
  RentalIncome: number[];
  PetDamage: number[];
  WaterBackup: number[];
}

const CONTENTS = [10000, 15000, 20000, 25000, 30000, 40000, 50000, 75000, 100000];

/** The options a state's carriers write; contents limits up to the largest any of them writes. */
export function coverageOptionsFor(state: string): RentersCoverageOptions {
  const code = state.trim().toUpperCase();
  const carriers = rentersCarriers.filter((carrier) => carrier.states.includes(code));
  const max = Math.max(0, ...carriers.map((carrier) => carrier.maxContents));
  const contents = CONTENTS.filter((limit) => limit <= max);
  return {
    state: code,
    carriers: carriers.map(({ id, companyName }) => ({ id, companyName })),
    CoverageC: contents,
    CoverageD: Object.fromEntries(contents.map((limit) => [String(limit), coverageDOptions(limit)])),
    CoverageE: [100000, 300000, 500000],
    CoverageF: [1000, 2000, 5000],
    AllOtherPeril: [250, 500, 1000, 2500],
    WindHail: [500, 1000, 2500],
    ReplacementCost: [0, 1],
    RentalIncome: [0, 2500, 5000],
    PetDamage: [0, 500, 1000],
    WaterBackup: [0, 2500, 5000],
  };
}
