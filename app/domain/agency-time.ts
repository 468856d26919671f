/**
 * The agency's clock: its dates are Texas dates (US Central time, America/Chicago), whatever the
 * server's or the visitor's time zone. Ages, call-to-action days, due dates, effective dates and
 * visit dates all count from `agencyToday()`. Built on Intl only, so the browser bundle carries no
 * date library for it.
 */
export const AGENCY_TIME_ZONE = "America/Chicago";

const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: AGENCY_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: AGENCY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** The agency's date at `now`, as YYYY-MM-DD. */
export function agencyToday(now: Date = new Date()): string {
  return dayFormat.format(now);
}

/** The agency's wall-clock time at `now`: date parts and the hour (0–23) in Central time. */
export function agencyNow(now: Date = new Date()): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(partsFormat.formatToParts(now).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}
