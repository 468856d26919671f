/**
 * doc1 §2 location card hours dropdown: today's row first with a 'today' label, then the next
 * six days in order, each with the office's Mon–Fri, Saturday or Sunday hours. "Today" is the
 * office's date in its own time zone, not the visitor's.
 */
import { DateTime } from "luxon";
import type { Language } from "~/domain/site";
import type { Office } from "./offices";

/** Main time zone of each state (the zone most of its population keeps). */
const stateZones: Record<string, string> = {
  AL: "America/Chicago", AK: "America/Anchorage", AZ: "America/Phoenix", AR: "America/Chicago",
  CA: "America/Los_Angeles", CO: "America/Denver", CT: "America/New_York", DE: "America/New_York",
  DC: "America/New_York", FL: "America/New_York", GA: "America/New_York", HI: "Pacific/Honolulu",
  ID: "America/Boise", IL: "America/Chicago", IN: "America/Indiana/Indianapolis", IA: "America/Chicago",
  KS: "America/Chicago", KY: "America/New_York", LA: "America/Chicago", ME: "America/New_York",
  MD: "America/New_York", MA: "America/New_York", MI: "America/Detroit", MN: "America/Chicago",
  MS: "America/Chicago", MO: "America/Chicago", MT: "America/Denver", NE: "America/Chicago",
  NV: "America/Los_Angeles", NH: "America/New_York", NJ: "America/New_York", NM: "America/Denver",
  NY: "America/New_York", NC: "America/New_York", ND: "America/Chicago", OH: "America/New_York",
  OK: "America/Chicago", OR: "America/Los_Angeles", PA: "America/New_York", RI: "America/New_York",
  SC: "America/New_York", SD: "America/Chicago", TN: "America/Chicago", TX: "America/Chicago",
  UT: "America/Denver", VT: "America/New_York", VA: "America/New_York", WA: "America/Los_Angeles",
  WV: "America/New_York", WI: "America/Chicago", WY: "America/Denver",
};

/** Texas keeps Central time except El Paso and Hudspeth counties, on Mountain time. */
const TEXAS_MOUNTAIN_CITIES = new Set(["el paso", "horizon city", "socorro", "san elizario", "anthony", "canutillo", "fabens", "clint", "vinton", "sierra blanca", "dell city", "fort hancock"]);

/** The IANA zone of an office: America/Chicago for Texas and when the state is unknown. */
export function officeTimeZone(state: string, city = ""): string {
  const code = state.trim().toUpperCase();
  if ((code === "TX" || code === "TEXAS") && TEXAS_MOUNTAIN_CITIES.has(city.trim().toLowerCase())) return "America/Denver";
  return stateZones[code] ?? "America/Chicago";
}

export type HoursRow = {
  /** ISO weekday: 1 = Monday ... 7 = Sunday. */
  weekday: number;
  /** Day name in the page's language: "Monday", "lunes". */
  dayName: string;
  /** The hours as authored; empty when the office gave none. */
  hours: string;
  /** No hours given for that day: show the 'closed' message. */
  closed: boolean;
  /** Today's row carries the 'today' label. */
  isToday: boolean;
};

type OfficeHours = Pick<Office, "hoursMonFri" | "hoursSaturday" | "hoursSunday">;

/** The hours that apply on an ISO weekday. */
export function hoursForWeekday(office: OfficeHours, weekday: number): string {
  if (weekday === 6) return office.hoursSaturday;
  if (weekday === 7) return office.hoursSunday;
  return office.hoursMonFri;
}

/** Day names, Monday first (ISO weekday 1 to 7), as each language writes them in a list. */
const DAY_NAMES: Record<Language, readonly string[]> = {
  en: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  es: ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
};

/** Today's ISO weekday (1 = Monday) at the office: in `zone`, default the office's zone by state. */
export function officeWeekday(office: Partial<Pick<Office, "state" | "city">>, now: Date, zone?: string): number {
  const where = zone ?? officeTimeZone(office.state ?? "TX", office.city ?? "");
  const today = DateTime.fromJSDate(now, { zone: where });
  if (!today.isValid) throw new RangeError(`Unknown time zone: ${where}`);
  return today.weekday;
}

/**
 * Seven rows from the office's weekday today: that day first, then the next six. Pure, so the
 * server sends only the weekday (worked out in the office's zone) and the browser builds the
 * same rows.
 */
export function weekRows(office: OfficeHours, todayWeekday: number, lang: Language): HoursRow[] {
  return Array.from({ length: 7 }, (_, offset) => {
    const weekday = ((todayWeekday - 1 + offset) % 7) + 1;
    const hours = hoursForWeekday(office, weekday).trim();
    return { weekday, dayName: DAY_NAMES[lang][weekday - 1] ?? "", hours, closed: hours === "", isToday: offset === 0 };
  });
}

/**
 * Seven rows: today (in `zone`, default the office's zone by state) then the next six days.
 * `now` is the current instant; the caller passes it so server and browser agree.
 */
export function hoursRows(
  office: OfficeHours & Partial<Pick<Office, "state" | "city">>,
  now: Date,
  options: { lang: Language; zone?: string },
): HoursRow[] {
  return weekRows(office, officeWeekday(office, now, options.zone), options.lang);
}
