/**
 * What the customer portal's pages show of the platform's answers (doc3 §3 Profile, Loyalty, §4.6,
 * §9), as zod schemas with their types: the profile, the loyalty programme with its points history
 * and reward catalogue, and the customer's quotes. The portal's platform calls read their answers
 * with these; the portal's components are typed by them.
 * Money: policies and payments in dollars; loyalty in points; a gift card's `cardValue` in cents.
 */
import { z } from "zod";

export const profileSchema = z.object({
  name: z.string(),
  surname: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  mail: z.string(),
  /** Ten digits; shown ddd-ddd-dddd (doc3 §5.6). */
  phone: z.string(),
  /** yyyy-mm-dd */
  birthDate: z.string(),
  /** Masked: only the last four characters (personal data is masked after entry). */
  driverLicenseNumber: z.string(),
  customerCode: z.string(),
  isSmsNotify: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

export const tierNames = ["silver", "gold", "platinum"] as const;
export type TierName = (typeof tierNames)[number];

export const loyaltyProgramSchema = z.object({
  id: z.string(),
  name: z.string(),
  subLedgers: z.object({
    balance: z.object({ id: z.string(), currentBalance: z.number() }),
    lifetime: z.object({
      id: z.string(),
      /** Points earned so far (what the tier counts). */
      lifetimePoints: z.number(),
      /** 0 at the top tier. */
      pointsToNextTier: z.number(),
      currentTier: z.object({ name: z.enum(tierNames) }),
      nextTier: z.object({ name: z.enum(tierNames) }).nullable(),
    }),
  }),
});
export type LoyaltyProgram = z.infer<typeof loyaltyProgramSchema>;

export const loyaltySchema = z.object({
  /** Empty: the rewards programme is not active for this customer (doc3 §4.6). */
  programs: z.array(loyaltyProgramSchema),
  /** Lifetime points from which each tier starts (platform configuration). */
  tiers: z.array(z.object({ name: z.enum(tierNames), threshold: z.number() })),
  /** How many points each way to earn gives (platform configuration). */
  earnRules: z.array(z.object({ ruleName: z.string(), points: z.number() })),
  /** doc3 §6: the social connect awards are offered (a platform flag, off by default). */
  socialConnectEnabled: z.boolean(),
  /** Social connects already awarded to this customer (FBConnect, IGConnect). */
  socialConnected: z.array(z.string()),
});
export type Loyalty = z.infer<typeof loyaltySchema>;

export const pointsTransactionSchema = z.object({
  id: z.string(),
  type: z.enum(["addition", "subtraction"]),
  /** ISO time. */
  created: z.string(),
  /** yyyy-mm-dd, additions only; null otherwise. */
  expiryDate: z.string().nullable(),
  /** Points, always positive (the type says the direction). */
  amount: z.number(),
  ruleName: z.string(),
  subledgerId: z.string(),
  name: z.string(),
  /** The gift card's pin of a redemption when it has one (doc3 §5.6: shown only when present and not null). */
  cvv_Pin: z.string().nullable(),
  /** The redemption of a subtraction; null otherwise. */
  redemptionId: z.string().nullable(),
});
export type PointsTransaction = z.infer<typeof pointsTransactionSchema>;

export const rewardSchema = z.object({
  rewardType: z.string(),
  name: z.string(),
  /** Cents; display value cardValue / 100; costs cardValue points. */
  cardValue: z.number(),
});
export type Reward = z.infer<typeof rewardSchema>;

export const myQuoteSchema = z.object({
  rateQuoteId: z.string(),
  carrierId: z.string(),
  companyName: z.string(),
  /** Dollars. */
  totalPremium: z.number(),
  term: z.number(),
});
export const myTransactionSchema = z.object({
  transactionId: z.string(),
  createdAt: z.string(),
  /** "prepared" (saved, not rated yet), "rating" or "done". */
  status: z.string(),
  state: z.string(),
  term: z.number(),
  /** Rated quotes, cheapest first (empty for a saved transaction). */
  quotes: z.array(myQuoteSchema),
});
export type MyTransaction = z.infer<typeof myTransactionSchema>;
