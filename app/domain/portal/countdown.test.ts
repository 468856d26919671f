import { describe, expect, it } from "vitest";
import { RING_LENGTH, TICK_MS, ringColour, ringDashArray } from "./countdown";

describe("doc3 §4.6, §9 countdown timer ring", () => {
  it("is 283 units long and ticks every second", () => {
    expect(RING_LENGTH).toBe(283);
    expect(TICK_MS).toBe(1000);
  });
  it.each([
    [30, "green"],
    [11, "green"],
    [10, "orange"],
    [6, "orange"],
    [5, "red"],
    [0, "red"],
  ])("%i s left → %s", (left, colour) => expect(ringColour(left)).toBe(colour));
  it("draws the time left out of 283 units", () => {
    expect(ringDashArray(30, 30)).toBe("283 283");
    expect(ringDashArray(15, 30)).toBe("141.5 283");
    expect(ringDashArray(0, 30)).toBe("0 283");
    expect(ringDashArray(-3, 30)).toBe("0 283");
  });
});
