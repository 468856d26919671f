/**
 * Dates of the follow-up flow (doc3 §5.2, §9): typed as one date (doc2 §5: MM/DD/YYYY or its eight digits, read by
 * the one date rule), a real date from 1900; stored YYYY-MM-DD, shown MM-DD-YYYY.
 */
import { parseDateText } from "~/domain/quote/dates";

export type FollowUpDateCheck = { ok: true; iso: string } | { ok: false; problem: "empty" | "format" | "notReal" };

/** doc3 §5.2 with doc2 §5: empty, then the typed format (parseDateText), then a date check. */
export function checkFollowUpDate(text: string): FollowUpDateCheck {
  const typed = text.trim();
  if (!typed) return { ok: false, problem: "empty" };
  const parts = parseDateText(typed);
  if (!parts) return { ok: false, problem: "format" };
  const month = parts.month.padStart(2, "0");
  const day = parts.day.padStart(2, "0");
  const year = parts.year;
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || m < 1 || m > 12 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return { ok: false, problem: "notReal" };
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

/** A stored date as the date input shows it (MM/DD/YYYY), to fill it again; "" when there is none. */
export function slashedOf(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : "";
}
