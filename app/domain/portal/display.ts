/**
 * The portal's small display rules (doc3 §2.7, §5.6, §9), one place each:
 * - the tab a `tabid` query value chooses;
 * - the time-of-day greeting by the hour in the agency's time zone;
 * - a driver's age band;
 * - a phone number as ddd-ddd-dddd.
 */
import { DateTime } from "luxon";
import { AGENCY_TIME_ZONE } from "./payment-status";

export const portalTabs = ["dashboard", "policies", "rewards", "account", "myquotes"] as const;
export type PortalTab = (typeof portalTabs)[number];

/** doc3 §2.7: default dashboard; any value containing "policies" is the policies tab; else the named tab. */
export function tabFromQuery(tabid: string | null | undefined): PortalTab {
  const value = (tabid ?? "").trim().toLowerCase();
  if (value.includes("policies")) return "policies";
  return (portalTabs as readonly string[]).includes(value) ? (value as PortalTab) : "dashboard";
}

export type DayPart = "morning" | "afternoon" | "evening";

/** doc3 §9 time-of-day greeting, by the hour in America/Chicago: 5 to 11 morning, 12 to 17 afternoon, 18 to 4 evening. */
export function dayPart(now: Date): DayPart {
  const hour = DateTime.fromJSDate(now, { zone: AGENCY_TIME_ZONE }).hour;
  if (hour >= 5 && hour < 12) return "morning";
  if (hour >= 12 && hour < 18) return "afternoon";
  return "evening";
}

export const ageBands = ["18-24", "25-34", "35-44", "45-54", "55-64", ">65"] as const;
export type AgeBand = (typeof ageBands)[number];

/** doc3 §9 age bands: 18-24, 25-34, 35-44, 45-54, 55-64, otherwise >65 (ages under 18 fall in the first band). */
export function ageBand(age: number): AgeBand {
  if (age <= 24) return "18-24";
  if (age <= 34) return "25-34";
  if (age <= 44) return "35-44";
  if (age <= 54) return "45-54";
  if (age <= 64) return "55-64";
  return ">65";
}

/** doc3 §5.6, §9: phone digits shown ddd-ddd-dddd (a leading US 1 dropped); anything else as given. */
export function formatPhone(value: string | null | undefined): string {
  const digits = (value ?? "").replace(/\D/g, "");
  const ten = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (ten.length !== 10) return (value ?? "").trim();
  return `${ten.slice(0, 3)}-${ten.slice(3, 6)}-${ten.slice(6)}`;
}
