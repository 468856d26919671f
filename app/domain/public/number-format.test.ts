import { describe, expect, it } from "vitest";
import { formatDecimal, type DecimalOptions } from "./number-format";

describe("numbers as the page shows them (ratings, counts, miles)", () => {
  const cases: DecimalOptions[] = [
    { maximumFractionDigits: 0 },
    { maximumFractionDigits: 1 },
    { minimumFractionDigits: 1, maximumFractionDigits: 1 },
    { maximumFractionDigits: 2 },
    { maximumFractionDigits: 1, useGrouping: false },
  ];
  const values = [0, 4.35, 4.25, 4.05, 0.05, 1.005, 4.8, 5, 12.34, 999.95, 1234.5, 1234567.85, 2_500_000, -3.45, 0.96, 99.99];
  // A fixed pseudo-random spread of values with three decimals (the same on every run).
  for (let i = 0, seed = 7; i < 200; i++) {
    seed = (seed * 48271) % 2147483647;
    values.push((seed % 10_000_000) / 1000);
  }

  it("writes exactly what Intl.NumberFormat writes in en-US and es-US", () => {
    for (const options of cases) {
      for (const value of values) {
        for (const locale of ["en-US", "es-US"]) {
          expect(formatDecimal(value, options), `${value} ${JSON.stringify(options)} ${locale}`).toBe(new Intl.NumberFormat(locale, options).format(value));
        }
      }
    }
  });
  it("groups thousands with commas and keeps one decimal for miles", () => {
    expect(formatDecimal(1234567.85, { maximumFractionDigits: 1 })).toBe("1,234,567.9");
    expect(formatDecimal(3, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe("3.0");
  });
});
