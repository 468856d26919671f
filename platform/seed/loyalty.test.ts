/** The demo rewards the portal shows (./loyalty.ts header), and that seeding twice changes nothing. */
import { expect, it } from "vitest";
import { describeEachDatabase } from "../db/test-databases.ts";
import { seedCustomers } from "./customers.ts";
import { seedLoyalty } from "./loyalty.ts";
import { loyaltyOverview, pointsPage } from "../services/loyalty.ts";
import { loadLoyaltyConfig } from "../services/loyalty-config.ts";

describeEachDatabase("demo loyalty seed", (store) => {
  const now = new Date("2026-11-25T16:00:00Z");
  const config = loadLoyaltyConfig({});

  it("demo: each demo customer's tier, balance and history are as documented; a second run adds nothing", async () => {
    const db = store().db;
    await seedCustomers(db, now, 10);
    const first = await seedLoyalty(db, now, config);
    expect(first.profiles).toBe(6);
    expect(await seedLoyalty(db, now, config)).toEqual({ awards: 0, profiles: 0 });
    const ledger = async (id: string) => (await loyaltyOverview(db, id, config, now)).loyalty.programs[0]?.subLedgers;
    expect(await ledger("cu-demo-james")).toMatchObject({
      balance: { currentBalance: 4850 },
      lifetime: { lifetimePoints: 5850, currentTier: { name: "gold" } },
    });
    expect(await ledger("cu-demo-maria")).toMatchObject({ balance: { currentBalance: 1500 }, lifetime: { currentTier: { name: "silver" } } });
    expect(await ledger("cu-demo-emily")).toMatchObject({ balance: { currentBalance: 150 } });
    expect(await ledger("cu-demo-daniel")).toMatchObject({ balance: { currentBalance: 0 } });
    expect(await ledger("cu-demo-ana")).toMatchObject({
      balance: { currentBalance: 16200 },
      lifetime: { currentTier: { name: "platinum" }, pointsToNextTier: 0 },
    });
    expect(await ledger("cu-demo-luis")).toBeUndefined();
    const james = await pointsPage(db, "cu-demo-james", 0);
    expect(james.hasMore).toBe(true);
    expect(james.data[0]).toMatchObject({ ruleName: "Redemption", cvv_Pin: "4821" });
    expect((await pointsPage(db, "cu-demo-james", 50)).data).toHaveLength(8);
    const consents = await db.selectFrom("consent_records").select(["id", "completed"]).orderBy("id").execute();
    expect(consents.map((c) => [c.id, Number(c.completed)])).toEqual([
      ["cr-demo-ava", 0],
      ["cr-demo-noah", 1],
      ["cr-demo-sofia", 1],
    ]);
    expect(
      (await db.selectFrom("referrals").select("status").where("referrer_customer_id", "=", "cu-demo-james").orderBy("id").execute()).map((r) => r.status),
    ).toEqual(["purchased", "sent"]);
  });
});
