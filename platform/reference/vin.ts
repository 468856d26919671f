/**
 * VIN rules that need no data (doc2 §5 and 49 CFR Part 565):
 * 17 characters from A–Z and 0–9 without I, O and Q; a check digit at position 9;
 * the model year at position 10, its 30-year cycle told apart by position 7
 * (a letter there means 2010–2039, a digit 1980–2009, for passenger cars, MPVs and light trucks);
 * the world manufacturer identifier (WMI) in positions 1–3.
 */

export type VinProblem = "length" | "characters" | "forbidden-letter" | "check-digit";

export interface VinCheck {
  vin: string;
  valid: boolean;
  problem?: VinProblem;
  /** Human-readable reason, for the field message. */
  message?: string;
}

const transliteration: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** Upper-cases and removes spaces and dashes. */
export function normalizeVin(input: string): string {
  return input.replace(/[\s-]+/g, "").toUpperCase();
}

/** The check digit (0–9 or X) that position 9 must hold, or null when a character has no value. */
export function expectedCheckDigit(vin: string): string | null {
  if (vin.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const ch = vin.charAt(i);
    const value = /[0-9]/.test(ch) ? Number(ch) : transliteration[ch];
    if (value === undefined) return null;
    sum += value * (weights[i] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}

/** Checks length, characters (doc2 §5: the letter O is invalid, so are I and Q) and the check digit. */
export function checkVin(input: string): VinCheck {
  const vin = normalizeVin(input);
  if (vin.length !== 17) return { vin, valid: false, problem: "length", message: "A VIN has 17 letters or digits" };
  if (!/^[A-Z0-9]{17}$/.test(vin)) return { vin, valid: false, problem: "characters", message: "A VIN has only letters and digits" };
  const forbidden = /[IOQ]/.exec(vin);
  if (forbidden) {
    return { vin, valid: false, problem: "forbidden-letter", message: `The letter ${forbidden[0]} is not used in a VIN` };
  }
  if (expectedCheckDigit(vin) !== vin.charAt(8)) {
    return { vin, valid: false, problem: "check-digit", message: "This VIN's check digit does not match: please check it" };
  }
  return { vin, valid: true };
}

const yearCodes = "ABCDEFGHJKLMNPRSTVWXY123456789";

/**
 * Model year from position 10. Position 7 picks the cycle (letter: 2010–2039, digit: 1980–2009);
 * a year later than `latest` (next year by default) falls back one cycle.
 */
export function modelYear(vin: string, latest: number = new Date().getFullYear() + 1): number | null {
  const code = vin.charAt(9);
  const index = yearCodes.indexOf(code);
  if (index < 0 || vin.length !== 17) return null;
  const position7 = vin.charAt(6);
  let year = 1980 + index + (/[A-Z]/.test(position7) ? 30 : 0);
  if (year > latest) year -= 30;
  return year;
}

/** World manufacturer identifier: positions 1–3 (with positions 12–14 for small makers whose third character is 9). */
export function wmi(vin: string): string {
  const base = vin.slice(0, 3);
  return base.charAt(2) === "9" && vin.length === 17 ? `${base}${vin.slice(11, 14)}` : base;
}
