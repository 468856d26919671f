import { describe, expect, it } from "vitest";
import { agencyToday, ageOn } from "./agency-time.ts";

describe("the agency's clock (America/Chicago)", () => {
  it("at 11:30 pm Central the agency's date is still that day, though UTC has moved on", () => {
    // 2026-03-14 23:30 CDT is 2026-03-15 04:30 UTC.
    const late = new Date("2026-03-15T04:30:00Z");
    expect(agencyToday(late)).toBe("2026-03-14");
    expect(ageOn("1990-03-15", late)).toBe(35);
    expect(ageOn("1990-03-14", late)).toBe(36);
  });
});
