import { describe, expect, it } from "vitest";
import { starFillPercent } from "./stars";

describe("doc1 §2 Reviews: star width follows the rating out of 5, rounded to the nearest 10 percent", () => {
  it("fills 4.8 of 5 stars fully (96 % rounded to the nearest 10)", () => {
    expect(starFillPercent(4.8)).toBe(100);
  });
  it("fills 4.2 of 5 stars to 80 % (84 % rounded to the nearest 10)", () => {
    expect(starFillPercent(4.2)).toBe(80);
  });
  it("fills 3.5 of 5 stars to 70 %", () => {
    expect(starFillPercent(3.5)).toBe(70);
  });
  it("keeps the width within 0 and 100 %", () => {
    expect(starFillPercent(7)).toBe(100);
    expect(starFillPercent(-1)).toBe(0);
  });
});
