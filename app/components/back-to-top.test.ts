import { describe, expect, it } from "vitest";
import { isPastThreshold } from "./back-to-top";

describe("doc1 §9 back-to-top threshold 400 px", () => {
  it("stays hidden up to 400 px of scroll", () => {
    expect(isPastThreshold(0, 400)).toBe(false);
    expect(isPastThreshold(400, 400)).toBe(false);
  });
  it("shows once the page has scrolled past 400 px", () => {
    expect(isPastThreshold(401, 400)).toBe(true);
  });
});
