/**
 * The agency's clock: its dates are Texas dates (US Central time, America/Chicago), whatever the
 * server's time zone. Due dates, effective dates, expiry dates, issue dates and ages count from here.
 */
import { DateTime } from "luxon";

export const AGENCY_TIME_ZONE = "America/Chicago";

/** The agency's date at `now`, as YYYY-MM-DD. */
export function agencyToday(now: Date): string {
  return DateTime.fromJSDate(now, { zone: AGENCY_TIME_ZONE }).toISODate()!;
}

/** Whole years from a YYYY-MM-DD birth date to the agency's date at `now`. */
export function ageOn(dob: string, now: Date): number {
  const [year, month, day] = dob.split("-").map(Number) as [number, number, number];
  const [tYear, tMonth, tDay] = agencyToday(now).split("-").map(Number) as [number, number, number];
  return tYear - year - (tMonth < month || (tMonth === month && tDay < day) ? 1 : 0);
}
