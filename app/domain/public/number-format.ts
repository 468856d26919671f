/**
 * Numbers as US English and US Spanish write them ("1,234.5" in both: es-US groups with commas
 * and uses the decimal point), rounded half away from zero on the decimal digits as written —
 * what `Intl.NumberFormat("en-US" | "es-US")` gives. It exists because the first
 * `Intl.NumberFormat` a page builds costs tens of milliseconds of locale loading on a phone,
 * during hydration; the test holds it to Intl's output.
 */
export interface DecimalOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
  useGrouping?: boolean;
}

export function formatDecimal(value: number, options: DecimalOptions = {}): string {
  if (!Number.isFinite(value)) return String(value);
  const max = options.maximumFractionDigits ?? 3;
  const min = Math.min(options.minimumFractionDigits ?? 0, max);
  const sign = value < 0 ? -1 : 1;
  // Round on the shortest decimal form ("4.35", not 4.3499999…), half away from zero.
  const rounded = Number(`${Math.round(Number(`${Math.abs(value)}e${max}`))}e-${max}`);
  let [whole = "0", fraction = ""] = rounded.toFixed(max).split(".");
  fraction = fraction.replace(/0+$/, "");
  if (fraction.length < min) fraction = fraction.padEnd(min, "0");
  if (options.useGrouping !== false) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const text = fraction ? `${whole}.${fraction}` : whole;
  return sign < 0 && rounded !== 0 ? `-${text}` : text;
}
