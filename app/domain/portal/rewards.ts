/**
 * doc3 §4.6, §9 rewards rules: the program is active when loyalty programs exist; a redeem button
 * is enabled when the balance is at least the card value; the reward's display value is the card
 * value divided by 100; the history shows its first 5 rows, then pages of 50; a gift pin shows only
 * when present and not null; tiers silver, gold, platinum by lifetime points, from the thresholds the
 * platform answers with the programme (the CMS holds only the wording).
 */
import { configuredMessage } from "../message";

export const HISTORY_FIRST_ROWS = 5;
export const TRANSACTION_PAGE_SIZE = 50;
export const tiers = ["silver", "gold", "platinum"] as const;
export type Tier = (typeof tiers)[number];

/** doc3 §3 Loyalty: a program with its balance and lifetime sub-ledgers. */
export interface LoyaltyProgram {
  name: string;
  subLedgers: {
    balance: { currentBalance: number };
    lifetime: { pointsToNextTier: number; currentTier: { name: string }; nextTier?: { name: string } | null };
  };
}

export const isProgramActive = (programs: readonly unknown[] | null | undefined) => (programs?.length ?? 0) > 0;

/** The points balance: the first program's balance sub-ledger. */
export const pointsBalance = (programs: readonly LoyaltyProgram[]): number => programs[0]?.subLedgers.balance.currentBalance ?? 0;

/** The first program's lifetime sub-ledger: tier and points to the next one. */
export function lifetimeTier(programs: readonly LoyaltyProgram[]): { tier: string; pointsToNextTier: number | null } {
  const lifetime = programs[0]?.subLedgers.lifetime;
  return lifetime ? { tier: lifetime.currentTier.name, pointsToNextTier: lifetime.pointsToNextTier } : { tier: "", pointsToNextTier: null };
}

export const canRedeem = (balance: number, cardValue: number) => cardValue > 0 && balance >= cardValue;

/** doc3 §9: the reward display value (dollars) is the card value (points) divided by 100. */
export const rewardDisplayValue = (cardValue: number) => cardValue / 100;

/** doc3 §5.6: the pin shows only when present and not null (nor the text "null", nor blank). */
export function shownPin(pin: string | number | null | undefined): string | null {
  if (pin === null || pin === undefined) return null;
  const text = String(pin).trim();
  return text === "" || text.toLowerCase() === "null" ? null : text;
}

/** The next page's offset while the platform says there is more. */
export const nextOffset = (loaded: number, hasMore: boolean): number | null => (hasMore ? loaded : null);

/** The rows shown: the first 5 until Show More was pressed, then all loaded. */
export const visibleHistory = <T>(rows: readonly T[], expanded: boolean): readonly T[] => (expanded ? rows : rows.slice(0, HISTORY_FIRST_ROWS));

/** A tier's threshold as the platform answers it (lifetime points). */
export interface TierThreshold {
  name: string;
  threshold: number;
}

/** The tiers in order with their thresholds; a tier the platform does not list is left out. */
export function tierThresholds(platformTiers: readonly TierThreshold[]): { name: Tier; threshold: number }[] {
  return tiers.flatMap((name) => {
    const found = platformTiers.find((t) => t.name === name);
    return found ? [{ name, threshold: found.threshold }] : [];
  });
}

/**
 * The tier window's configured wording as a message (../message.ts) whose {0}, {1} and {2} are the
 * silver, gold and platinum thresholds the platform uses (formatted by `format`); a tier it does not list shows "—".
 */
export function tierMessage(text: string, platformTiers: readonly TierThreshold[], format: (points: number) => string): string {
  const thresholds = tiers.map((tier) => {
    const found = platformTiers.find((t) => t.name === tier);
    return found ? format(found.threshold) : "—";
  });
  return configuredMessage(text, thresholds);
}

/**
 * doc3 §6: the site offers no social connect (no social authorization popup), so "ways to earn"
 * lists only the rules a customer can earn here: the social connect rules are left out, whatever
 * the platform offers.
 */
export const SOCIAL_CONNECT_RULES: readonly string[] = ["FBConnect", "IGConnect"];
export const earnableRules = <T extends { ruleName: string }>(rules: readonly T[]): T[] =>
  rules.filter((rule) => !SOCIAL_CONNECT_RULES.includes(rule.ruleName));
