/**
 * Quote-flow dates (doc2 §3, §5): month/day/year parts, years 1920 to 3999, real calendar dates,
 * ages on a given day, and the date of birth as sent (month-day-year joined by dashes).
 *
 * "Today" is always passed in as an ISO date (`2026-11-05`), so the same rule gives the same
 * answer in the browser and on the server.
 */

export const QUOTE_YEAR_MIN = 1920;
export const QUOTE_YEAR_MAX = 3999;

/** Date parts as typed: `{ month: "3", day: "07", year: "1990" }`. */
export type DateParts = { month: string; day: string; year: string };

/** Why parts are not a quote-flow date. */
export type DateProblem = "month" | "day" | "year" | "notReal";

/** A calendar day (UTC, no time): what a real date check gives. A luxon DateTime fits this shape too. */
export type CalendarDate = { year: number; month: number; day: number };

export type DateCheck = { ok: true; date: CalendarDate } | { ok: false; problem: DateProblem };

function realDate(year: number, month: number, day: number): CalendarDate | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 100) date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { year, month, day } : null;
}

const MONTH = /^(0?[1-9]|1[0-2])$/;
const DAY = /^(0?[1-9]|[12][0-9]|3[01])$/;
const YEAR = /^[0-9]{4}$/;

/** Check month, day and year patterns, the year range, then that the date exists (31 April does not). */
export function checkDateParts(parts: DateParts): DateCheck {
  const month = parts.month.trim();
  const day = parts.day.trim();
  const year = parts.year.trim();
  if (!MONTH.test(month)) return { ok: false, problem: "month" };
  if (!DAY.test(day)) return { ok: false, problem: "day" };
  if (!YEAR.test(year) || Number(year) < QUOTE_YEAR_MIN || Number(year) > QUOTE_YEAR_MAX) return { ok: false, problem: "year" };
  const date = realDate(Number(year), Number(month), Number(day));
  return date ? { ok: true, date } : { ok: false, problem: "notReal" };
}

/**
 * The one reading of a typed date (doc2 §5), in the browser and on the server: `MM/DD/YYYY` (one- or
 * two-digit month and day), or its eight digits without slashes (`03151985`, as typed where the
 * page's script has not added the slashes). Null when it is neither.
 */
export function parseDateText(text: string): DateParts | null {
  const trimmed = text.trim();
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  const match = digits ?? /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(trimmed);
  if (!match) return null;
  const [, month = "", day = "", year = ""] = match;
  return { month, day, year };
}

/** A typed date as MM/DD/YYYY when it is a real quote-flow date (doc2 §5), else null. */
export function normalizeDateText(text: string): string | null {
  const parts = parseDateText(text);
  if (!parts || !checkDateParts(parts).ok) return null;
  return `${parts.month.padStart(2, "0")}/${parts.day.padStart(2, "0")}/${parts.year}`;
}

/** A typed date as an ISO date (`1985-03-15`) when it is a real quote-flow date, else null. */
export function dateTextToIso(text: string): string | null {
  const parts = parseDateText(text);
  const check = parts ? checkDateParts(parts) : null;
  if (!check?.ok) return null;
  const { year, month, day } = check.date;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** What a date input keeps of what is typed: digits and slash only, at most 10 characters (doc2 §5). */
export function sanitizeDateInput(typed: string): string {
  return typed.replace(/[^0-9/]/g, "").slice(0, 10);
}

/** The licence-plus-date-of-birth lookup runs only when the typed date of birth has 10 characters (doc2 §5). */
export function canRunLicenceLookup(license: string, dobText: string): boolean {
  return license.trim() !== "" && dobText.trim().length === 10;
}

function toDate(value: string | CalendarDate): CalendarDate {
  if (typeof value !== "string") return { year: value.year, month: value.month, day: value.day };
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const date = match ? realDate(Number(match[1]), Number(match[2]), Number(match[3])) : null;
  if (!date) throw new Error("Invalid reference date");
  return date;
}

/**
 * Age in whole years on a given day: a driver born on this day 16 years ago is 16 today.
 * Born on 29 February: the birthday counts on 28 February in common years.
 */
export function ageOn(dob: string | CalendarDate, today: string | CalendarDate): number {
  const born = toDate(dob);
  const on = toDate(today);
  const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const birthdayDay = born.month === 2 && born.day === 29 && !leap(on.year) ? 28 : born.day;
  const beforeBirthday = on.month < born.month || (on.month === born.month && on.day < birthdayDay);
  return on.year - born.year - (beforeBirthday ? 1 : 0);
}

export type AgeRange = { min: number; max: number };

/** Both ends count: with 16 to 75, a driver of 16 and a driver of 75 are within. */
export function isAgeWithin(age: number, range: AgeRange): boolean {
  return age >= range.min && age <= range.max;
}

/** The date of birth as sent: month-day-year, two-digit month and day, joined by dashes (doc2 §3). */
export function toDashedDate(date: DateParts | CalendarDate): string {
  const parts = typeof date.month === "number" ? { month: String(date.month), day: String(date.day), year: String(date.year) } : (date as DateParts);
  return `${parts.month.trim().padStart(2, "0")}-${parts.day.trim().padStart(2, "0")}-${parts.year.trim()}`;
}

/** Parts of a dashed date (`07-04-1990`); null when it is not a real quote-flow date. */
export function fromDashedDate(dashed: string): DateParts | null {
  const match = /^(\d{1,2})-(\d{1,2})-(\d{4})$/.exec(dashed.trim());
  if (!match) return null;
  const [, month = "", day = "", year = ""] = match;
  const parts = { month, day, year };
  return checkDateParts(parts).ok ? parts : null;
}

/** A dashed date as an ISO date (`1990-07-04`), for age rules; null when it is not a real date. */
export function dashedToIso(dashed: string): string | null {
  const parts = fromDashedDate(dashed);
  if (!parts) return null;
  const check = checkDateParts(parts);
  if (!check.ok) return null;
  const { year, month, day } = check.date;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * A typed date of birth as the single input shows it (doc2 §5: digits and slash only): slashes
 * are added after the month and the day as digits are typed (`01151990` → `01/15/1990`), and a
 * deleted slash is not forced back while the visitor edits.
 */
export function autoSlashDate(typed: string): string {
  const clean = sanitizeDateInput(typed);
  // Slashes the visitor typed elsewhere (`1/5/1990`) are kept as typed.
  if (clean.includes("/") && !/^\d{2}\/\d{0,2}$/.test(clean) && !/^\d{2}\/\d{2}\/?\d{0,4}$/.test(clean)) return clean;
  const digits = clean.replace(/\//g, "").slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** A dashed date (MM-DD-YYYY) as the inputs show it, MM/DD/YYYY. */
export function dashedToSlashed(dashed: string | undefined): string {
  return dashed ? dashed.replace(/-/g, "/") : "";
}

/** doc2 §3 privacy: a date of birth shown after entry keeps only the year (`**\/**\/1990`). */
export function maskDob(dashed: string | undefined): string {
  const year = dashed ? /(\d{4})$/.exec(dashed)?.[1] : undefined;
  return year ? `••/••/${year}` : "";
}

/** doc2 §3 privacy: a licence number shown after entry keeps its last 4 characters. */
export function maskLicence(licence: string | undefined): string {
  if (!licence) return "";
  return `${"•".repeat(Math.max(0, Math.min(licence.length - 4, 6)))}${licence.slice(-4)}`;
}
