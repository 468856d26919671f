import { describe, expect, it } from "vitest";
import { hoursForWeekday, hoursRows, officeTimeZone } from "./hours";

const office = { hoursMonFri: "9:00 AM - 6:00 PM", hoursSaturday: "10:00 AM - 2:00 PM", hoursSunday: "", state: "TX", city: "Austin" };

describe("doc1 §2 location card hours dropdown", () => {
  it("today first with the today label, then the next six days in order", () => {
    // Wednesday 1 January 2025, 15:00 UTC = 09:00 in Texas.
    const rows = hoursRows(office, new Date("2025-01-01T15:00:00Z"), { lang: "en" });
    expect(rows.map((r) => r.dayName)).toEqual(["Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "Monday", "Tuesday"]);
    expect(rows.map((r) => r.isToday)).toEqual([true, false, false, false, false, false, false]);
  });

  it("each day takes the Mon–Fri, Saturday or Sunday hours; a day without hours is closed", () => {
    const rows = hoursRows(office, new Date("2025-01-01T15:00:00Z"), { lang: "en" });
    expect(rows.map((r) => r.hours)).toEqual([
      "9:00 AM - 6:00 PM",
      "9:00 AM - 6:00 PM",
      "9:00 AM - 6:00 PM",
      "10:00 AM - 2:00 PM",
      "",
      "9:00 AM - 6:00 PM",
      "9:00 AM - 6:00 PM",
    ]);
    expect(rows.filter((r) => r.closed).map((r) => r.dayName)).toEqual(["Sunday"]);
  });

  it("'today' is the office's date in Texas, not UTC: 03:00 UTC on a Wednesday is still Tuesday in Texas", () => {
    const rows = hoursRows(office, new Date("2025-01-01T03:00:00Z"), { lang: "en" });
    expect(rows[0]).toMatchObject({ dayName: "Tuesday", weekday: 2, isToday: true });
    expect(rows[6]!.dayName).toBe("Monday");
  });

  it("the zone decides the day: 03:00 UTC on a Wednesday is Tuesday in Los Angeles and Wednesday in Tokyo", () => {
    const instant = new Date("2025-01-01T03:00:00Z");
    expect(hoursRows(office, instant, { lang: "en", zone: "America/Los_Angeles" })[0]!.dayName).toBe("Tuesday");
    expect(hoursRows(office, instant, { lang: "en", zone: "Asia/Tokyo" })[0]!.dayName).toBe("Wednesday");
  });

  it("on Sunday the list runs Sunday to Saturday", () => {
    const rows = hoursRows(office, new Date("2025-01-05T18:00:00Z"), { lang: "en" });
    expect(rows.map((r) => r.weekday)).toEqual([7, 1, 2, 3, 4, 5, 6]);
  });

  it("day names follow the page language", () => {
    const rows = hoursRows(office, new Date("2025-01-01T15:00:00Z"), { lang: "es" });
    expect(rows.map((r) => r.dayName)).toEqual(["miércoles", "jueves", "viernes", "sábado", "domingo", "lunes", "martes"]);
  });

  it("crosses a daylight-saving change without skipping or repeating a day", () => {
    // Sunday 9 March 2025 is the spring-forward day in Texas; start on Saturday 8 March.
    const rows = hoursRows(office, new Date("2025-03-08T18:00:00Z"), { lang: "en" });
    expect(rows.map((r) => r.weekday)).toEqual([6, 7, 1, 2, 3, 4, 5]);
  });

  it("an unknown time zone is an error, not a silent wrong day", () => {
    expect(() => hoursRows(office, new Date(), { lang: "en", zone: "Mars/Olympus" })).toThrow(RangeError);
  });
});

describe("doc1 §2 office time zone (America/Chicago for Texas)", () => {
  it("Texas offices keep Central time", () => {
    expect(officeTimeZone("TX", "Houston")).toBe("America/Chicago");
    expect(officeTimeZone("tx")).toBe("America/Chicago");
  });
  it("El Paso keeps Mountain time", () => {
    expect(officeTimeZone("TX", "El Paso")).toBe("America/Denver");
  });
  it("other states take their main zone; an unknown state falls back to Central", () => {
    expect(officeTimeZone("CA")).toBe("America/Los_Angeles");
    expect(officeTimeZone("AZ")).toBe("America/Phoenix");
    expect(officeTimeZone("")).toBe("America/Chicago");
  });
  it("hoursForWeekday maps ISO weekdays", () => {
    expect(hoursForWeekday(office, 5)).toBe(office.hoursMonFri);
    expect(hoursForWeekday(office, 6)).toBe(office.hoursSaturday);
    expect(hoursForWeekday(office, 7)).toBe(office.hoursSunday);
  });
});
