/**
 * The loyalty ledger (doc3 §3 Loyalty, §4.6 Rewards, §7.6, §9):
 * - `awardPoints`: a rule's points for one event, once (the event key is unique), on the balance
 *   and lifetime sub-ledgers; the buy-online, renters and quote code call it with their own events:
 *     await awardPoints(ctx, { customerId, rule: "Purchase", eventKey: policyNumber });
 * - `loyaltyOverview`: the programmes (empty when the customer is not enrolled) with the tier;
 * - `pointsPage`: points transactions newest first, by offset, with hasMore;
 * - `redeem`: a gift card for its value in points; the balance never goes below zero and the same
 *   points are never spent twice, however many redemptions run at once (one conditional UPDATE
 *   inside the transaction that records the redemption);
 * - `connectSocial`: the FBConnect / IGConnect award behind an adapter, off by default;
 * - points expire on their expiry date: spending uses the soonest-expiring points first, the
 *   balance shown leaves out expired points not spent, and the next change of the ledger (an award
 *   or a redemption) records their expiry as a subtraction ("Expiry"), once a day at most.
 * Times ISO UTC; expiry dates are calendar days of the agency (America/Chicago).
 */
import { randomBytes, randomInt } from "node:crypto";
import { DateTime } from "luxon";
import type { Db } from "../db/index.ts";
import { newId, nowIso } from "../db/index.ts";
import { HttpError } from "../http/envelope.ts";
import * as repo from "../repositories/loyalty.ts";
import { isLoyaltyEnrolled } from "../repositories/customers.ts";
import type { PlatformContext } from "./context.ts";
import { loadLoyaltyConfig, tierOf, type EarnRule, type LoyaltyConfig } from "./loyalty-config.ts";
import { AGENCY_TIME_ZONE } from "../agency-time.ts";

/** doc3 §9: points history pages of 50. */
export const POINTS_PAGE_SIZE = 50;

export const LOYALTY_MESSAGES = {
  insufficient: "Your points balance does not cover this reward.",
  unknownReward: "This reward is not in the catalogue.",
  notFound: "Redemption not found.",
  socialDisabled: "Social connect rewards are not offered.",
  socialRefused: "The social account could not be connected.",
  notEnrolled: "You are not enrolled in the rewards programme.",
} as const;

const SOCIAL_RULES: readonly EarnRule[] = ["FBConnect", "IGConnect"];

/** Names shown in the points history for each rule. */
export const ruleTitles: Record<EarnRule, string> = {
  Quote: "Points for a quote",
  Purchase: "Points for a purchase",
  ReferralPurchase: "Points for a referral that bought a policy",
  FBConnect: "Points for connecting Facebook",
  IGConnect: "Points for connecting Instagram",
};

let defaultConfig: LoyaltyConfig | undefined;
/** The platform's loyalty configuration (createPlatform sets it; the defaults until then). */
export function loyaltyConfig(): LoyaltyConfig {
  defaultConfig ??= loadLoyaltyConfig();
  return defaultConfig;
}

/** Called by createPlatform with the platform's configuration. */
export function setLoyaltyConfig(config: LoyaltyConfig): void {
  defaultConfig = config;
}

/** A database, or anything that holds one (the platform context). */
export type DbTarget = Db | Pick<PlatformContext, "db">;
export const dbOf = (target: DbTarget): Db => ("db" in target ? target.db : target);

export interface AwardInput {
  customerId: string;
  rule: EarnRule;
  /** What the points are for, unique per rule (a policy number, a transaction id, a referral id…). */
  eventKey: string;
  /** Default: the rule's configured points. */
  points?: number;
  /** The history's line; default: the rule's title. */
  name?: string;
  now?: Date;
  config?: LoyaltyConfig;
}

export interface AwardResult {
  awarded: boolean;
  points: number;
  currentBalance: number;
}

const agencyDay = (now: Date) => DateTime.fromJSDate(now).setZone(AGENCY_TIME_ZONE).toISODate()!;

/**
 * Points earned but neither spent nor recorded as expired whose expiry date is before `today`.
 * Subtractions use the soonest-expiring points first (the customer's best order).
 */
export function expiredUnspent(ledger: { type: string; amount: number; expiry_date: string | null; created_at: string }[], today: string): number {
  let spent = ledger.filter((row) => row.type === "subtraction").reduce((sum, row) => sum + row.amount, 0);
  const additions = ledger
    .filter((row) => row.type === "addition")
    .sort((a, b) => (a.expiry_date ?? "9999-12-31").localeCompare(b.expiry_date ?? "9999-12-31") || a.created_at.localeCompare(b.created_at));
  let expired = 0;
  for (const addition of additions) {
    const used = Math.min(spent, addition.amount);
    spent -= used;
    if (addition.expiry_date !== null && addition.expiry_date < today) expired += addition.amount - used;
  }
  return expired;
}

/** Records the expiry of expired, unspent points (once per customer and day); inside the caller's transaction. */
async function recordExpiry(trx: Db, account: repo.LoyaltyAccountRow, now: Date): Promise<void> {
  const today = agencyDay(now);
  const pending = expiredUnspent(await repo.ledgerOf(trx, account.customer_id), today);
  if (pending <= 0) return;
  const stamp = nowIso(now);
  const inserted = await repo.insertTransactionOnce(trx, {
    id: newId("lt"),
    account_id: account.id,
    customer_id: account.customer_id,
    type: "subtraction",
    amount: pending,
    rule_name: "Expiry",
    name: "Points expired",
    subledger_id: repo.balanceLedgerId(account.id),
    event_key: `Expiry:${account.customer_id}:${today}`,
    redemption_id: null,
    expiry_date: null,
    created_at: stamp,
  });
  if (inserted) await repo.takeUpTo(trx, account.id, pending, stamp);
}

/** Awards a rule's points once per event: a second call with the same rule and event key changes nothing. */
export async function awardPoints(target: DbTarget, input: AwardInput): Promise<AwardResult> {
  const config = input.config ?? loyaltyConfig();
  const points = input.points ?? config.points[input.rule];
  if (!Number.isInteger(points) || points <= 0) throw new Error("points must be a positive whole number");
  const now = input.now ?? new Date();
  const stamp = nowIso(now);
  return dbOf(target)
    .transaction()
    .execute(async (trx) => {
      const account = await repo.ensureAccount(trx, input.customerId, config.programName, stamp);
      await recordExpiry(trx, account, now);
      const inserted = await repo.insertTransactionOnce(trx, {
        id: newId("lt"),
        account_id: account.id,
        customer_id: input.customerId,
        type: "addition",
        amount: points,
        rule_name: input.rule,
        name: input.name ?? ruleTitles[input.rule],
        subledger_id: repo.balanceLedgerId(account.id),
        event_key: `${input.rule}:${input.eventKey}`,
        redemption_id: null,
        expiry_date: DateTime.fromJSDate(now).setZone(AGENCY_TIME_ZONE).plus({ months: config.expiryMonths }).toISODate(),
        created_at: stamp,
      });
      if (inserted) await repo.addPoints(trx, account.id, points, stamp);
      return { awarded: inserted, points: inserted ? points : 0, currentBalance: await repo.balanceOf(trx, account.id) };
    });
}

/** doc3 §3 Loyalty: the programmes of a customer (none when not enrolled and nothing earned). Reads only. */
export async function loyaltyOverview(db: Db, customerId: string, config: LoyaltyConfig = loyaltyConfig(), now: Date = new Date()) {
  const account = await repo.findAccount(db, customerId);
  const programs = [];
  if (account || (await isLoyaltyEnrolled(db, customerId))) {
    const id = account?.id ?? repo.accountIdOf(customerId);
    const lifetime = account?.lifetime_points ?? 0;
    const expired = account ? expiredUnspent(await repo.ledgerOf(db, customerId), agencyDay(now)) : 0;
    const tier = tierOf(config, lifetime);
    programs.push({
      id,
      name: account?.program_name ?? config.programName,
      subLedgers: {
        balance: { id: repo.balanceLedgerId(id), currentBalance: Math.max(0, (account?.balance_points ?? 0) - expired) },
        lifetime: {
          id: repo.lifetimeLedgerId(id),
          lifetimePoints: lifetime,
          pointsToNextTier: tier.pointsToNextTier,
          currentTier: { name: tier.currentTier },
          nextTier: tier.nextTier ? { name: tier.nextTier } : null,
        },
      },
    });
  }
  const social = await repo.rulesAwarded(db, customerId, ["FBConnect", "IGConnect"]);
  return {
    loyalty: {
      programs,
      tiers: config.tiers,
      // doc3 §6: the social connect rules are listed only while social connect is offered.
      earnRules: (Object.keys(config.points) as EarnRule[])
        .filter((ruleName) => config.socialConnectEnabled || !SOCIAL_RULES.includes(ruleName))
        .map((ruleName) => ({ ruleName, points: config.points[ruleName] })),
      socialConnectEnabled: config.socialConnectEnabled,
      socialConnected: (["FBConnect", "IGConnect"] as const).filter((type) => social.includes(type)),
    },
  };
}

/** doc3 §7.6, §9: a page of points transactions (newest first) and whether more follow. */
export async function pointsPage(db: Db, customerId: string, offset: number, limit = POINTS_PAGE_SIZE) {
  const { rows, hasMore } = await repo.transactionsPage(db, customerId, offset, Math.min(limit, POINTS_PAGE_SIZE));
  return {
    data: rows.map((row) => ({
      id: row.id,
      type: row.type === "subtraction" ? ("subtraction" as const) : ("addition" as const),
      created: row.created_at,
      expiryDate: row.expiry_date,
      amount: row.amount,
      ruleName: row.rule_name,
      subledgerId: row.subledger_id,
      name: row.name,
      cvv_Pin: row.pin ?? null,
      redemptionId: row.redemption_id,
    })),
    hasMore,
    offset,
  };
}

export function rewardCatalogue(config: LoyaltyConfig = loyaltyConfig()) {
  return { rewards: config.catalogue.map(({ rewardType, name, cardValue }) => ({ rewardType, name, cardValue })) };
}

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
function giftCode(): string {
  const bytes = randomBytes(12);
  const chars = [...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
  return `GC-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
}

function redemptionView(row: repo.LoyaltyRedemptionRow) {
  return {
    redemptionId: row.id,
    rewardType: row.reward_type,
    name: row.name,
    cardValue: Number(row.card_value_cents),
    created: row.created_at,
    awardedGiveaways: [{ code: row.code, attributes: { cvv_Pin: row.pin } }],
    currentBalance: Number(row.balance_after),
  };
}

/**
 * doc3 §4.6 redeem: one gift card of `rewardType` for its value in points. 400 unknown reward; 409
 * INSUFFICIENT_POINTS when the balance does not cover it (nothing is recorded then).
 */
export async function redeem(db: Db, customerId: string, rewardType: string, now: Date, config: LoyaltyConfig = loyaltyConfig()) {
  const card = config.catalogue.find((c) => c.rewardType === rewardType);
  if (!card) throw new HttpError(400, LOYALTY_MESSAGES.unknownReward, { rewardType: "must be a reward of the catalogue" });
  const stamp = nowIso(now);
  const row = await db.transaction().execute(async (trx) => {
    const account = await repo.findAccount(trx, customerId);
    if (account) await recordExpiry(trx, account, now);
    if (!account || !(await repo.spendPoints(trx, account.id, card.cardValue, stamp))) return undefined;
    const redemption: repo.LoyaltyRedemptionRow = {
      id: newId("rd"),
      customer_id: customerId,
      account_id: account.id,
      reward_type: card.rewardType,
      name: card.name,
      card_value_cents: card.cardValue,
      points: card.cardValue,
      code: giftCode(),
      pin: card.hasPin ? String(randomInt(0, 10_000)).padStart(4, "0") : null,
      balance_after: await repo.balanceOf(trx, account.id),
      created_at: stamp,
    };
    await repo.insertRedemption(trx, redemption);
    await repo.insertTransactionOnce(trx, {
      id: newId("lt"),
      account_id: account.id,
      customer_id: customerId,
      type: "subtraction",
      amount: card.cardValue,
      rule_name: "Redemption",
      name: card.name,
      subledger_id: repo.balanceLedgerId(account.id),
      event_key: `Redemption:${redemption.id}`,
      redemption_id: redemption.id,
      expiry_date: null,
      created_at: stamp,
    });
    return redemption;
  });
  if (!row) throw new HttpError(409, LOYALTY_MESSAGES.insufficient, undefined, { messageCode: "INSUFFICIENT_POINTS" });
  return redemptionView(row);
}

/** A redemption of this customer; 404 for another customer's or an unknown id. */
export async function redemptionOf(db: Db, customerId: string, redemptionId: string) {
  const row = await repo.findRedemption(db, redemptionId);
  if (!row || row.customer_id !== customerId) throw new HttpError(404, LOYALTY_MESSAGES.notFound);
  return redemptionView(row);
}

export type SocialConnectType = "FBConnect" | "IGConnect";

/** Checks the authorization code the social popup came back with; resolves true when it is good. */
export interface SocialConnectAdapter {
  readonly name: string;
  verify(type: SocialConnectType, code: string): Promise<boolean>;
}

/**
 * The offline stand-in for Facebook and Instagram: any well-formed code is accepted. A real
 * adapter exchanges the code at the network's token endpoint.
 */
export const sandboxSocialAdapter: SocialConnectAdapter = {
  name: "sandbox",
  verify: async (_type, code) => /^[A-Za-z0-9._~-]{4,512}$/.test(code),
};

/** doc3 §6, §7.6 social connect award, once per network and customer; 403 while the flag is off. */
export async function connectSocial(
  db: Db,
  customerId: string,
  input: { type: SocialConnectType; code: string },
  now: Date,
  options: { config?: LoyaltyConfig; adapter?: SocialConnectAdapter } = {},
): Promise<AwardResult> {
  const config = options.config ?? loyaltyConfig();
  if (!config.socialConnectEnabled) throw new HttpError(403, LOYALTY_MESSAGES.socialDisabled, undefined, { messageCode: "SOCIAL_CONNECT_DISABLED" });
  const adapter = options.adapter ?? sandboxSocialAdapter;
  if (!(await adapter.verify(input.type, input.code)))
    throw new HttpError(400, LOYALTY_MESSAGES.socialRefused, { code: "was not accepted by the social network" });
  return awardPoints(db, { customerId, rule: input.type, eventKey: customerId, now, config });
}
