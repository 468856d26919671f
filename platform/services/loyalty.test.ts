import { beforeAll, describe, expect, it } from "vitest";
import { describeEachDatabase } from "../db/test-databases.ts";
import { nowIso } from "../db/index.ts";
import { loadLoyaltyConfig, tierOf } from "./loyalty-config.ts";
import { awardPoints, connectSocial, expiredUnspent, loyaltyOverview, pointsPage, redeem, type SocialConnectAdapter } from "./loyalty.ts";
import type { Store } from "../db/index.ts";

describe("loyalty configuration (doc3 §3 Loyalty, §6, §9)", () => {
  const config = loadLoyaltyConfig({});

  it.each([
    [0, "silver", "gold", 5000],
    [4999, "silver", "gold", 1],
    [5000, "gold", "platinum", 10000],
    [14999, "gold", "platinum", 1],
    [15000, "platinum", null, 0],
    [99999, "platinum", null, 0],
  ] as const)("doc3 §3 lifetime sub-ledger: %i lifetime points → tier %s, next %s, %i points to it", (points, current, next, toNext) => {
    expect(tierOf(config, points)).toEqual({ currentTier: current, nextTier: next, pointsToNextTier: toNext });
  });

  it("doc3 §6, §9 defaults: social connect off, thresholds 0/5000/15000, gift cards of 10, 25 and 50 dollars costing their value in points", () => {
    expect(config.socialConnectEnabled).toBe(false);
    expect(config.tiers.map((t) => t.threshold)).toEqual([0, 5000, 15000]);
    expect(config.catalogue.map((c) => [c.rewardType, c.cardValue])).toEqual([
      ["giftcard-1000", 1000],
      ["giftcard-2500", 2500],
      ["giftcard-5000", 5000],
    ]);
  });

  it("the environment overrides the numbers and the flag; a platinum threshold not above gold is refused", () => {
    const custom = loadLoyaltyConfig({
      LOYALTY_TIER_GOLD: "100",
      LOYALTY_TIER_PLATINUM: "200",
      SOCIAL_CONNECT_ENABLED: "true",
      LOYALTY_CARD_VALUES: "500,2000",
      LOYALTY_POINTS_QUOTE: "7",
    });
    expect(tierOf(custom, 150)).toEqual({ currentTier: "gold", nextTier: "platinum", pointsToNextTier: 50 });
    expect(custom.socialConnectEnabled).toBe(true);
    expect(custom.points.Quote).toBe(7);
    expect(custom.catalogue.map((c) => c.cardValue)).toEqual([500, 2000]);
    expect(() => loadLoyaltyConfig({ LOYALTY_TIER_GOLD: "500", LOYALTY_TIER_PLATINUM: "400" })).toThrow();
    expect(() => loadLoyaltyConfig({ LOYALTY_CARD_VALUES: "ten" })).toThrow();
  });
});

describe("points expiry (doc3 §3 points transaction expiryDate)", () => {
  const add = (amount: number, expiry: string) => ({ type: "addition", amount, expiry_date: expiry, created_at: `${expiry}T00:00:00Z` });
  const sub = (amount: number) => ({ type: "subtraction", amount, expiry_date: null, created_at: "2026-01-01T00:00:00Z" });
  it.each([
    ["nothing expired yet", [add(100, "2026-12-01")], "2026-11-25", 0],
    ["an unspent addition past its date", [add(100, "2026-11-24"), add(50, "2027-01-01")], "2026-11-25", 100],
    ["the expiry day itself still counts", [add(100, "2026-11-25")], "2026-11-25", 0],
    ["spending uses the soonest-expiring points first", [add(100, "2026-11-01"), add(100, "2027-11-01"), sub(60)], "2026-11-25", 40],
    ["spent in full: nothing expires", [add(100, "2026-11-01"), sub(150)], "2026-11-25", 0],
    ["an expiry already recorded is not counted again", [add(100, "2026-11-01"), sub(100)], "2026-11-25", 0],
  ] as const)("%s", (_, ledger, today, expected) => {
    expect(expiredUnspent([...ledger], today)).toBe(expected);
  });
});

describeEachDatabase("loyalty ledger", (store) => {
  const on = loadLoyaltyConfig({ SOCIAL_CONNECT_ENABLED: "true" });
  const now = new Date("2026-11-25T18:00:00Z");
  let s: Store;
  beforeAll(async () => {
    s = store();
    const at = nowIso(now);
    for (const id of ["cu-loyal-1", "cu-loyal-2"]) {
      await s.db
        .insertInto("customers")
        .values({
          id,
          first_name: "Test",
          last_name: "Loyal",
          dob: "1990-01-01",
          email: `${id}@example.com`,
          phone: "2145550100",
          state: "TX",
          city: "Dallas",
          zip_code: "75201",
          created_at: at,
          updated_at: at,
          loyalty_enrolled: id === "cu-loyal-1" ? 1 : 0,
        })
        .execute();
    }
  });

  it("doc3 §4.6: an enrolled customer with nothing earned has a programme at 0; a customer neither enrolled nor earning has none", async () => {
    expect((await loyaltyOverview(s.db, "cu-loyal-1", on)).loyalty.programs[0]!.subLedgers.balance.currentBalance).toBe(0);
    expect((await loyaltyOverview(s.db, "cu-loyal-2", on)).loyalty.programs).toEqual([]);
  });

  it("doc3 §3 points transaction: an addition expires after the configured months, on the agency's calendar day", async () => {
    await awardPoints(s.db, { customerId: "cu-loyal-1", rule: "Quote", eventKey: "tx-1", now, config: on });
    const page = await pointsPage(s.db, "cu-loyal-1", 0);
    expect(page.data[0]).toMatchObject({
      type: "addition",
      amount: 100,
      ruleName: "Quote",
      expiryDate: "2027-11-25",
      cvv_Pin: null,
      subledgerId: "la-cu-loyal-1-balance",
    });
  });

  it("doc3 §6 social connect: awarded once per network when the flag is on; a code the adapter refuses answers 400 and awards nothing", async () => {
    const refusing: SocialConnectAdapter = { name: "refusing", verify: async () => false };
    await expect(connectSocial(s.db, "cu-loyal-1", { type: "IGConnect", code: "abcd" }, now, { config: on, adapter: refusing })).rejects.toMatchObject({
      status: 400,
    });
    expect(await connectSocial(s.db, "cu-loyal-1", { type: "IGConnect", code: "abcd" }, now, { config: on })).toMatchObject({ awarded: true, points: 500 });
    expect(await connectSocial(s.db, "cu-loyal-1", { type: "IGConnect", code: "efgh" }, now, { config: on })).toMatchObject({ awarded: false, points: 0 });
    expect((await loyaltyOverview(s.db, "cu-loyal-1", on)).loyalty.socialConnected).toEqual(["IGConnect"]);
    expect(
      (await loyaltyOverview(s.db, "cu-loyal-1", on)).loyalty.earnRules.map((r) => r.ruleName),
      "the flag on: the social rules are ways to earn",
    ).toEqual(["Quote", "Purchase", "ReferralPurchase", "FBConnect", "IGConnect"]);
    expect(
      (await loyaltyOverview(s.db, "cu-loyal-1", loadLoyaltyConfig({}))).loyalty.earnRules.map((r) => r.ruleName),
      "the flag off: not offered",
    ).toEqual(["Quote", "Purchase", "ReferralPurchase"]);
    await expect(connectSocial(s.db, "cu-loyal-1", { type: "FBConnect", code: "abcd" }, now, { config: loadLoyaltyConfig({}) })).rejects.toMatchObject({
      status: 403,
    });
  });

  it("doc3 §4.6: the balance never goes below zero — ten redemptions at once on a balance of 600 (one $5 card costs 500) give one card", async () => {
    const config = loadLoyaltyConfig({ LOYALTY_CARD_VALUES: "500" });
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => redeem(s.db, "cu-loyal-1", "giftcard-500", now, config)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const balance = (await loyaltyOverview(s.db, "cu-loyal-1", config)).loyalty.programs[0]!.subLedgers.balance.currentBalance;
    expect(balance).toBe(100);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409 });
  });

  it("doc3 §3 expiryDate: points past their expiry date leave the balance shown, cannot be spent, and their expiry is recorded once", async () => {
    const config = loadLoyaltyConfig({ LOYALTY_CARD_VALUES: "1000" });
    const longAgo = new Date("2025-10-01T18:00:00Z");
    await awardPoints(s.db, { customerId: "cu-loyal-2", rule: "Purchase", eventKey: "old-policy", points: 1000, now: longAgo, config });
    await awardPoints(s.db, { customerId: "cu-loyal-2", rule: "Quote", eventKey: "new-quote", points: 300, now, config });
    const balance = async () => (await loyaltyOverview(s.db, "cu-loyal-2", config, now)).loyalty.programs[0]!.subLedgers.balance.currentBalance;
    // The second award recorded the expiry of the first.
    expect(await balance()).toBe(300);
    await expect(redeem(s.db, "cu-loyal-2", "giftcard-1000", now, config)).rejects.toMatchObject({ status: 409 });
    const page = await pointsPage(s.db, "cu-loyal-2", 0);
    expect(page.data.filter((row) => row.ruleName === "Expiry").map((row) => [row.type, row.amount])).toEqual([["subtraction", 1000]]);
  });
});
