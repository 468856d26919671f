import { describe, expect, it } from "vitest";
import { createI18n } from "~/i18n";
import { messageText } from "~/i18n-message";
import {
  canRedeem,
  earnableRules,
  isProgramActive,
  lifetimeTier,
  nextOffset,
  pointsBalance,
  rewardDisplayValue,
  shownPin,
  tierMessage,
  tierThresholds,
  visibleHistory,
} from "./rewards";

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

describe("doc3 §9 tier thresholds: the platform's numbers in the CMS wording", () => {
  const platform = [
    { name: "gold", threshold: 4000 },
    { name: "silver", threshold: 0 },
    { name: "platinum", threshold: 12000 },
  ];
  const format = (n: number) => new Intl.NumberFormat("en-US").format(n);
  const { t } = createI18n("en", {});
  const tierText = (text: string, platformTiers: typeof platform, f: typeof format) => messageText(t, tierMessage(text, platformTiers, f));
  it("{0}, {1} and {2} are the silver, gold and platinum thresholds the platform answers, formatted", () => {
    expect(tierText("Silver {0}, Gold {1}, Platinum {2}; Gold again {1}.", platform, format)).toBe("Silver 0, Gold 4,000, Platinum 12,000; Gold again 4,000.");
  });
  it("a text without placeholders is left as written; a tier the platform does not list shows a dash; other braces stay", () => {
    expect(tierText("Earn more, climb higher.", platform, format)).toBe("Earn more, climb higher.");
    expect(tierText("Platinum {2}, {3} {x}", [{ name: "gold", threshold: 10 }], format)).toBe("Platinum —, {3} {x}");
  });
  it("the tiers in order silver, gold, platinum with the platform's thresholds", () => {
    expect(tierThresholds(platform)).toEqual([
      { name: "silver", threshold: 0 },
      { name: "gold", threshold: 4000 },
      { name: "platinum", threshold: 12000 },
    ]);
    expect(tierThresholds([{ name: "bronze", threshold: 1 }])).toEqual([]);
  });
});

describe("doc3 §6 ways to earn", () => {
  it("the social connect rules are not listed (the site offers no social connect); the others keep their order and points", () => {
    const rules = [
      { ruleName: "Quote", points: 100 },
      { ruleName: "FBConnect", points: 500 },
      { ruleName: "Purchase", points: 1000 },
      { ruleName: "IGConnect", points: 500 },
      { ruleName: "ReferralPurchase", points: 2500 },
    ];
    expect(earnableRules(rules)).toEqual([rules[0], rules[2], rules[4]]);
  });
});
