/**
 * The loyalty programme's configuration (doc3 §3 Loyalty, §6, §9), from the platform's configuration
 * (platform/config.ts; set by createPlatform) with the defaults below. The spec leaves the numbers "from data attributes"; ours:
 *
 * - tiers by lifetime points: silver from 0, gold from LOYALTY_TIER_GOLD (5000), platinum from
 *   LOYALTY_TIER_PLATINUM (15000);
 * - points per rule: a quote 100, a purchase 1000, a referral that buys 2500, each social connect 500
 *   (LOYALTY_POINTS_QUOTE, …_PURCHASE, …_REFERRAL, …_SOCIAL);
 * - points expire LOYALTY_EXPIRY_MONTHS (12) after they are earned (the expiryDate shown);
 * - gift cards of LOYALTY_CARD_VALUES cents (1000,2500,5000): a card costs its value in points;
 * - social connect awards off unless SOCIAL_CONNECT_ENABLED=true (doc3 §6: social buttons disabled by a flag).
 */
import { z } from "zod";

export type TierName = "silver" | "gold" | "platinum";
export type EarnRule = "Quote" | "Purchase" | "ReferralPurchase" | "FBConnect" | "IGConnect";
export const earnRules: readonly EarnRule[] = ["Quote", "Purchase", "ReferralPurchase", "FBConnect", "IGConnect"];

export interface GiftCard {
  rewardType: string;
  name: string;
  cardValue: number;
  /** Whether the issued card comes with a pin. */
  hasPin: boolean;
}

export interface LoyaltyConfig {
  programName: string;
  tiers: { name: TierName; threshold: number }[];
  points: Record<EarnRule, number>;
  expiryMonths: number;
  catalogue: GiftCard[];
  socialConnectEnabled: boolean;
}

const whole = (fallback: number, max = 10_000_000) => z.coerce.number().int().min(0).max(max).default(fallback);

const envSchema = z
  .object({
    LOYALTY_TIER_GOLD: whole(5000),
    LOYALTY_TIER_PLATINUM: whole(15000),
    LOYALTY_POINTS_QUOTE: whole(100),
    LOYALTY_POINTS_PURCHASE: whole(1000),
    LOYALTY_POINTS_REFERRAL: whole(2500),
    LOYALTY_POINTS_SOCIAL: whole(500),
    LOYALTY_EXPIRY_MONTHS: whole(12, 120),
    LOYALTY_CARD_VALUES: z
      .string()
      .regex(/^\d{3,7}(,\d{3,7})*$/, "must be card values in cents, comma-separated")
      .default("1000,2500,5000"),
    SOCIAL_CONNECT_ENABLED: z.enum(["true", "false", "1", "0", ""]).default("false"),
  })
  .refine(
    (v) => v.LOYALTY_TIER_GOLD > 0 && v.LOYALTY_TIER_PLATINUM > v.LOYALTY_TIER_GOLD,
    "LOYALTY_TIER_PLATINUM must be above LOYALTY_TIER_GOLD, which must be above 0",
  );

export function loadLoyaltyConfig(env: Record<string, unknown> = {}): LoyaltyConfig {
  const picked = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => (key.startsWith("LOYALTY_") || key === "SOCIAL_CONNECT_ENABLED") && typeof value === "string" && value !== ""),
  );
  const v = envSchema.parse(picked);
  const values = [...new Set(v.LOYALTY_CARD_VALUES.split(",").map(Number))].sort((a, b) => a - b);
  return {
    programName: "Rewards",
    tiers: [
      { name: "silver", threshold: 0 },
      { name: "gold", threshold: v.LOYALTY_TIER_GOLD },
      { name: "platinum", threshold: v.LOYALTY_TIER_PLATINUM },
    ],
    points: {
      Quote: v.LOYALTY_POINTS_QUOTE,
      Purchase: v.LOYALTY_POINTS_PURCHASE,
      ReferralPurchase: v.LOYALTY_POINTS_REFERRAL,
      FBConnect: v.LOYALTY_POINTS_SOCIAL,
      IGConnect: v.LOYALTY_POINTS_SOCIAL,
    },
    expiryMonths: v.LOYALTY_EXPIRY_MONTHS,
    // Every other card has a pin, so both shapes of the success modal can be seen (doc3 §5.6).
    catalogue: values.map((cents, index) => ({
      rewardType: `giftcard-${cents}`,
      name: `$${cents / 100} gift card`,
      cardValue: cents,
      hasPin: index % 2 === 0,
    })),
    socialConnectEnabled: v.SOCIAL_CONNECT_ENABLED === "true" || v.SOCIAL_CONNECT_ENABLED === "1",
  };
}

/** doc3 §3 lifetime sub-ledger: the tier reached, the next one and the points still needed (0 at the top). */
export function tierOf(
  config: Pick<LoyaltyConfig, "tiers">,
  lifetimePoints: number,
): { currentTier: TierName; nextTier: TierName | null; pointsToNextTier: number } {
  const tiers = [...config.tiers].sort((a, b) => a.threshold - b.threshold);
  let index = 0;
  tiers.forEach((tier, i) => {
    if (lifetimePoints >= tier.threshold) index = i;
  });
  const next = tiers[index + 1];
  return { currentTier: tiers[index]!.name, nextTier: next?.name ?? null, pointsToNextTier: next ? next.threshold - lifetimePoints : 0 };
}
