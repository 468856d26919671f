import { describe, expect, it } from "vitest";
import { canRedeem, isProgramActive, lifetimeTier, nextOffset, pointsBalance, rewardDisplayValue, shownPin, visibleHistory } from "./rewards";

const programs = [
  {
    name: "Rewards",
    subLedgers: {
      balance: { currentBalance: 2500 },
      lifetime: { pointsToNextTier: 700, currentTier: { name: "gold" } },
    },
  },
];

describe("doc3 §4.6, §9 rewards", () => {
  it("the program is active when loyalty programs exist", () => {
    expect(isProgramActive(programs)).toBe(true);
    expect(isProgramActive([])).toBe(false);
    expect(isProgramActive(null)).toBe(false);
  });
  it("reads the balance and the lifetime tier from the sub-ledgers", () => {
    expect(pointsBalance(programs)).toBe(2500);
    expect(lifetimeTier(programs)).toEqual({ tier: "gold", pointsToNextTier: 700 });
    expect(pointsBalance([])).toBe(0);
  });
  it("a redeem button is enabled when the balance is at least the card value", () => {
    expect(canRedeem(2500, 2500)).toBe(true);
    expect(canRedeem(2499, 2500)).toBe(false);
    expect(canRedeem(10_000, 2500)).toBe(true);
  });
  it("the reward display value is the card value divided by 100", () => {
    expect(rewardDisplayValue(2500)).toBe(25);
    expect(rewardDisplayValue(1050)).toBe(10.5);
  });
  it("doc3 §5.6 a gift pin shows only when present and not null", () => {
    expect(shownPin("1234")).toBe("1234");
    expect(shownPin(987)).toBe("987");
    expect(shownPin(null)).toBeNull();
    expect(shownPin(undefined)).toBeNull();
    expect(shownPin("null")).toBeNull();
    expect(shownPin(" ")).toBeNull();
  });
  it("doc3 §9 history: the first 5 rows, then everything loaded; pages continue while hasMore", () => {
    const rows = Array.from({ length: 12 }, (_, i) => i);
    expect(visibleHistory(rows, false)).toEqual([0, 1, 2, 3, 4]);
    expect(visibleHistory(rows, true)).toHaveLength(12);
    expect(nextOffset(50, true)).toBe(50);
    expect(nextOffset(50, false)).toBeNull();
  });
});
