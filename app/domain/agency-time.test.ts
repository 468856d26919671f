import { describe, expect, it } from "vitest";
import { agencyNow, agencyToday } from "./agency-time";

describe("the agency's clock (US Central time)", () => {
  it("at 11:30 pm Central it is still that day for the agency, though UTC has turned the page", () => {
    // 2026-11-24 23:30 CST = 2026-11-25 05:30 UTC.
    const late = new Date("2026-11-25T05:30:00Z");
    expect(agencyToday(late)).toBe("2026-11-24");
    expect(agencyNow(late)).toMatchObject({ year: 2026, month: 11, day: 24, hour: 23, minute: 30 });
  });

  it("follows daylight saving time: 11:30 pm CDT in July", () => {
    expect(agencyToday(new Date("2026-07-04T04:30:00Z"))).toBe("2026-07-03");
    expect(agencyNow(new Date("2026-07-04T04:30:00Z")).hour).toBe(23);
  });

  it("just after midnight Central it is the new day", () => {
    expect(agencyToday(new Date("2026-11-25T06:05:00Z"))).toBe("2026-11-25");
    expect(agencyNow(new Date("2026-11-25T06:05:00Z")).hour).toBe(0);
  });
});
