/**
 * Demo portal data for the demo customers of ./customers.ts: their profile fields (address, masked
 * licence, customer code, text notices) and their rewards.
 *
 * - James Walker (lonestar, en): gold tier (5,850 lifetime points, 9,150 to platinum), 58 points
 *   transactions (more than one page of 50, so "Show More" loads a second page), one $10 gift card
 *   redeemed (code GC-DEMO-7K4P-Q2XM, pin 4821); balance 4,850 points: the $10 and $25 cards are
 *   redeemable, the $50 card is not.
 * - María García (lonestar, es): silver, 1,500 points (a purchase, 4 quotes, Facebook connected):
 *   the $10 card only.
 * - Emily Johnson (bluebonnet): silver, 150 points: no card redeemable.
 * - Daniel Reyes (bluebonnet): enrolled, nothing earned yet (a programme with 0 points).
 * - Ana López (delsol, CA): platinum, 16,200 points: every card.
 * - Luis Hernández (delsol): not enrolled: no programme (the rewards tab is not active).
 *
 * Idempotent: every award has a fixed event key (given once), the redemption a fixed id.
 * Run after seedCustomers: `await seedLoyalty(db, now)`.
 */
import { DateTime } from "luxon";
import type { Db } from "../db/index.ts";
import { nowIso } from "../db/index.ts";
import * as repo from "../repositories/loyalty.ts";
import { awardPoints, loyaltyConfig } from "../services/loyalty.ts";
import type { EarnRule, LoyaltyConfig } from "../services/loyalty-config.ts";

interface DemoProfile {
  customerId: string;
  address: string;
  license: string;
  code: string;
  sms: boolean;
  enrolled: boolean;
  /** Awards, oldest first: rule, points, days ago. */
  awards: { rule: EarnRule; points: number; daysAgo: number; key: string }[];
}

const quotes = (customer: string, count: number, startDaysAgo: number) =>
  Array.from({ length: count }, (_, i) => ({ rule: "Quote" as const, points: 25, daysAgo: startDaysAgo - i * 3, key: `demo-${customer}-quote-${i + 1}` }));

export const demoProfiles: DemoProfile[] = [
  {
    customerId: "cu-demo-james",
    address: "2100 Ross Ave",
    license: "TX48215573",
    code: "LS-100142",
    sms: true,
    enrolled: true,
    awards: [
      { rule: "Purchase", points: 1000, daysAgo: 200, key: "RRI-1000101" },
      { rule: "Purchase", points: 1000, daysAgo: 190, key: "GBC-2000202" },
      ...quotes("james", 54, 180),
      { rule: "ReferralPurchase", points: 2500, daysAgo: 12, key: "demo-james-referral-1" },
    ],
  },
  { customerId: "cu-demo-maria", address: "909 Texas Ave Apt 12", license: "TX30917744", code: "LS-100188", sms: false, enrolled: true, awards: [{ rule: "Purchase", points: 1000, daysAgo: 90, key: "MTA-3000303" }, ...quotes("maria", 4, 60), { rule: "FBConnect", points: 400, daysAgo: 20, key: "cu-demo-maria" }] },
  { customerId: "cu-demo-emily", address: "500 Congress Ave", license: "TX55120981", code: "BB-200117", sms: true, enrolled: true, awards: quotes("emily", 6, 40) },
  { customerId: "cu-demo-daniel", address: "1 E Washington St", license: "D08812345", code: "BB-200133", sms: false, enrolled: true, awards: [] },
  {
    customerId: "cu-demo-ana",
    address: "200 N Spring St",
    license: "C7731560",
    code: "DS-300166",
    sms: true,
    enrolled: true,
    awards: [{ rule: "Purchase", points: 12000, daysAgo: 300, key: "PHX-5000505" }, { rule: "ReferralPurchase", points: 2500, daysAgo: 150, key: "demo-ana-referral-1" }, { rule: "ReferralPurchase", points: 1700, daysAgo: 30, key: "demo-ana-referral-2" }],
  },
  { customerId: "cu-demo-luis", address: "100 Military Plaza", license: "TX77304412", code: "DS-300179", sms: false, enrolled: false, awards: [] },
];

/** James's redeemed $10 card (the first card of the catalogue), 5 days ago. */
const DEMO_REDEMPTION = { id: "rd-demo-james-1", customerId: "cu-demo-james", code: "GC-DEMO-7K4P-Q2XM", pin: "4821", daysAgo: 5 };

export async function seedLoyalty(db: Db, now: Date = new Date(), config: LoyaltyConfig = loyaltyConfig()): Promise<{ awards: number; profiles: number }> {
  let awards = 0;
  let profiles = 0;
  const ago = (days: number) => DateTime.fromJSDate(now).minus({ days }).toJSDate();
  for (const profile of demoProfiles) {
    const customer = await db.selectFrom("customers").select("id").where("id", "=", profile.customerId).executeTakeFirst();
    if (!customer) continue;
    const inserted = await db
      .insertInto("customer_profiles")
      .values({ customer_id: profile.customerId, address: profile.address, driver_license_number: profile.license, customer_code: profile.code, is_sms_notify: profile.sms ? 1 : 0, updated_at: nowIso(now) })
      .onConflict((oc) => oc.column("customer_id").doNothing())
      .executeTakeFirst();
    profiles += Number(inserted.numInsertedOrUpdatedRows ?? 0);
    if (!profile.enrolled) {
      await db.updateTable("customers").set({ loyalty_enrolled: 0 }).where("id", "=", profile.customerId).where("loyalty_enrolled", "=", 1).execute();
      continue;
    }
    for (const award of profile.awards) {
      const result = await awardPoints(db, { customerId: profile.customerId, rule: award.rule, eventKey: award.key, points: award.points, now: ago(award.daysAgo), config });
      if (result.awarded) awards++;
    }
  }
  await seedRedemption(db, ago(DEMO_REDEMPTION.daysAgo), config);
  return { awards, profiles };
}

async function seedRedemption(db: Db, at: Date, config: LoyaltyConfig): Promise<void> {
  const card = config.catalogue[0];
  if (!card || (await repo.findRedemption(db, DEMO_REDEMPTION.id))) return;
  const stamp = nowIso(at);
  await db.transaction().execute(async (trx) => {
    const account = await repo.findAccount(trx, DEMO_REDEMPTION.customerId);
    if (!account || !(await repo.spendPoints(trx, account.id, card.cardValue, stamp))) return;
    await repo.insertRedemption(trx, {
      id: DEMO_REDEMPTION.id,
      customer_id: DEMO_REDEMPTION.customerId,
      account_id: account.id,
      reward_type: card.rewardType,
      name: card.name,
      card_value_cents: card.cardValue,
      points: card.cardValue,
      code: DEMO_REDEMPTION.code,
      pin: DEMO_REDEMPTION.pin,
      balance_after: await repo.balanceOf(trx, account.id),
      created_at: stamp,
    });
    await repo.insertTransactionOnce(trx, {
      id: "lt-demo-james-redemption-1",
      account_id: account.id,
      customer_id: DEMO_REDEMPTION.customerId,
      type: "subtraction",
      amount: card.cardValue,
      rule_name: "Redemption",
      name: card.name,
      subledger_id: repo.balanceLedgerId(account.id),
      event_key: `Redemption:${DEMO_REDEMPTION.id}`,
      redemption_id: DEMO_REDEMPTION.id,
      expiry_date: null,
      created_at: stamp,
    });
  });
}
