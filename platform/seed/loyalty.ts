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
 * Referrals and consent (doc3 §2.9, §3): James referred Noah Patel (bought: the referral award
 * above) and Ava Kim (sent; her consent record `cr-demo-ava` is pending, so /consent?id=cr-demo-ava
 * shows the form); `cr-demo-sofia` is a completed record (the "already consented" state).
 *
 * Idempotent: every award has a fixed event key (given once), the redemption, referrals and
 * consent records fixed ids.
 * Run after seedCustomers: `await seedLoyalty(db, now)`.
 */
import { DateTime } from "luxon";
import type { Db } from "../db/index.ts";
import { nowIso } from "../db/index.ts";
import * as repo from "../repositories/loyalty.ts";
import { insertConsentRecordIfMissing } from "../repositories/consent-records.ts";
import { customerExists, unenrolFromLoyalty } from "../repositories/customers.ts";
import { insertCustomerProfileIfMissing } from "../repositories/customer-profiles.ts";
import { insertReferralIfMissing } from "../repositories/referrals.ts";
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
  {
    customerId: "cu-demo-maria",
    address: "909 Texas Ave Apt 12",
    license: "TX30917744",
    code: "LS-100188",
    sms: false,
    enrolled: true,
    awards: [
      { rule: "Purchase", points: 1000, daysAgo: 90, key: "MTA-3000303" },
      ...quotes("maria", 4, 60),
      { rule: "FBConnect", points: 400, daysAgo: 20, key: "cu-demo-maria" },
    ],
  },
  {
    customerId: "cu-demo-emily",
    address: "500 Congress Ave",
    license: "TX55120981",
    code: "BB-200117",
    sms: true,
    enrolled: true,
    awards: quotes("emily", 6, 40),
  },
  { customerId: "cu-demo-daniel", address: "1 E Washington St", license: "D08812345", code: "BB-200133", sms: false, enrolled: true, awards: [] },
  {
    customerId: "cu-demo-ana",
    address: "200 N Spring St",
    license: "C7731560",
    code: "DS-300166",
    sms: true,
    enrolled: true,
    awards: [
      { rule: "Purchase", points: 12000, daysAgo: 300, key: "PHX-5000505" },
      { rule: "ReferralPurchase", points: 2500, daysAgo: 150, key: "demo-ana-referral-1" },
      { rule: "ReferralPurchase", points: 1700, daysAgo: 30, key: "demo-ana-referral-2" },
    ],
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
    if (!(await customerExists(db, profile.customerId))) continue;
    const inserted = await insertCustomerProfileIfMissing(db, {
      customer_id: profile.customerId,
      address: profile.address,
      driver_license_number: profile.license,
      customer_code: profile.code,
      is_sms_notify: profile.sms ? 1 : 0,
      updated_at: nowIso(now),
    });
    if (inserted) profiles++;
    if (!profile.enrolled) {
      await unenrolFromLoyalty(db, profile.customerId);
      continue;
    }
    for (const award of profile.awards) {
      const result = await awardPoints(db, {
        customerId: profile.customerId,
        rule: award.rule,
        eventKey: award.key,
        points: award.points,
        now: ago(award.daysAgo),
        config,
      });
      if (result.awarded) awards++;
    }
  }
  await seedRedemption(db, ago(DEMO_REDEMPTION.daysAgo), config);
  if (await customerExists(db, "cu-demo-james")) await seedReferrals(db, now);
  return { awards, profiles };
}

const REFERRAL_TEXT = "I confirm that my friend agreed to be contacted about insurance by phone, text and e-mail.";
const CONSENT_TEXT =
  "I agree to receive marketing calls and text messages about insurance at the number above, including by automated means. Consent is not a condition of purchase.";

async function seedReferrals(db: Db, now: Date): Promise<void> {
  const at = (days: number) => nowIso(DateTime.fromJSDate(now).minus({ days }).toJSDate());
  const consents = [
    { id: "cr-demo-noah", first_name: "Noah", last_name: "Patel", mobile_number: "2145550123", email: "noah.patel@example.com", done: 40 },
    { id: "cr-demo-ava", first_name: "Ava", last_name: "Kim", mobile_number: "2145550124", email: "ava.kim@example.com", done: null },
    { id: "cr-demo-sofia", first_name: "Sofía", last_name: "Ramírez", mobile_number: "7135550125", email: "sofia.ramirez@example.com", done: 3 },
  ];
  for (const c of consents) {
    const completed = c.done !== null;
    await insertConsentRecordIfMissing(db, {
      id: c.id,
      brand: "lonestar",
      source: c.id === "cr-demo-sofia" ? "demo" : "referral",
      first_name: c.first_name,
      last_name: c.last_name,
      mobile_number: c.mobile_number,
      email: c.email,
      completed: completed ? 1 : 0,
      consent_text: completed ? CONSENT_TEXT : null,
      page: completed ? `https://localhost/consent?id=${c.id}` : null,
      ip_address: completed ? "203.0.113.10" : null,
      submitted_json: completed
        ? JSON.stringify({ name: c.first_name, surname: c.last_name, email: c.email, phone: c.mobile_number, isMarketingConsentGiven: true })
        : null,
      consented_at: completed ? at(c.done) : null,
      created_at: at(45),
    });
  }
  const referrals = [
    {
      id: "rf-demo-james-1",
      consent: "cr-demo-noah",
      name: "Noah Patel",
      email: "noah.patel@example.com",
      phone: "2145550123",
      status: "purchased",
      created: 45,
      purchased: 12,
    },
    {
      id: "rf-demo-james-2",
      consent: "cr-demo-ava",
      name: "Ava Kim",
      email: "ava.kim@example.com",
      phone: "2145550124",
      status: "sent",
      created: 6,
      purchased: null,
    },
  ];
  for (const r of referrals) {
    await insertReferralIfMissing(db, {
      id: r.id,
      brand: "lonestar",
      referrer_customer_id: "cu-demo-james",
      customer_name: "James Walker",
      customer_email: "james.walker@example.com",
      customer_phone: "2145550142",
      zip_code: "75201",
      ref_name: r.name,
      ref_email: r.email,
      ref_phone: r.phone,
      consent_id: r.consent,
      consent_text: REFERRAL_TEXT,
      page: "https://localhost/portal?tabid=dashboard",
      status: r.status,
      purchased_at: r.purchased === null ? null : at(r.purchased),
      ip_address: "203.0.113.10",
      created_at: at(r.created),
    });
  }
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
