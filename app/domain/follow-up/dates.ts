/**
 * Dates of the follow-up flow (doc3 §5.2, §9): month and day exactly 2 digits, year 4, a real date; stored YYYY-MM-DD,
 * shown MM-DD-YYYY.
 */
export interface DateParts {
  month: string;
  day: string;
  year: string;
}

export type DatePartsCheck = { ok: true; iso: string } | { ok: false; problem: "empty" | "format" | "notReal" };

/** doc3 §5.2 date parts: 2/2/4 digits with a format pattern, then a date check. */
export function checkFollowUpDate(parts: DateParts): DatePartsCheck {
  const month = parts.month.trim();
  const day = parts.day.trim();
  const year = parts.year.trim();
  if (!month && !day && !year) return { ok: false, problem: "empty" };
  if (!/^\d{2}$/.test(month) || !/^\d{2}$/.test(day) || !/^\d{4}$/.test(year)) return { ok: false, problem: "format" };
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || m < 1 || m > 12 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return { ok: false, problem: "notReal" };
  return { ok: true, iso: `${year}-${month}-${day}` };
}

/** A date as the platform or the licence lookup gives it (YYYY-MM-DD, MM/DD/YYYY or MM-DD-YYYY) → YYYY-MM-DD; "" when it is none. */
export function toIsoDate(value: string | null | undefined): string {
  const text = (value ?? "").trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d{2})[/-](\d{2})[/-](\d{4})$/.exec(text);
  return m ? `${m[3]}-${m[1]}-${m[2]}` : "";
}

/** doc3 §9: shown MM-DD-YYYY. */
export function showDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[2]}-${m[3]}-${m[1]}` : "";
}

/** The parts of a stored date, to fill the inputs again. */
export function partsOf(iso: string): DateParts {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? { month: m[2]!, day: m[3]!, year: m[1]! } : { month: "", day: "", year: "" };
}
