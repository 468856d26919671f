/**
 * The sandbox processor's card widget (doc3 §3 "Card payment token", §7.3): the card is
 * typed in the processor's own frame and exchanged for a single-use token; the site only ever sees
 * the token, the holder's name, the expiry, the card type and the last four digits. The platform
 * charges a token once, at purchase.
 *
 *   const token = await tokenizeCard(ctx, { number, expiry, cvc, name }, "49");   // { ok, token… } | { ok: false, problems }
 *   const charge = await chargeCardToken(ctx, token.PaymentToken, 1234);           // approved | declined | unusable
 *
 * The sandbox approves Luhn-valid cards and declines its fixed test numbers (./processor.ts
 * SANDBOX_DECLINED, e.g. 4000 0000 0000 0002): the decline is known when the card is tokenized and
 * kept with the token (on the processor's side, never sent to the site), then applied at the charge.
 */
import { randomBytes } from "node:crypto";
import type { PlatformContext } from "./context.ts";
import { nowIso } from "../db/index.ts";
import * as repo from "../repositories/renters.ts";
import { cardDigits, checkCard, SANDBOX_DECLINED, type CardField, type CardInput, type CardProblem } from "./processor.ts";
import { hashToken } from "./tokens.ts";

/** doc3 §9: the default merchant id. */
export const DEFAULT_MERCHANT_ID = "49";
export const CARD_PROCESSOR = "sandbox";
export const CARD_PAYMENT_METHOD = "CreditCard";
/** A token not charged within this time is refused. */
export const CARD_TOKEN_TTL_MS = 30 * 60 * 1000;

/** The card brand from its number (IIN ranges). */
export function cardTypeOf(digits: string): string {
  if (/^4/.test(digits)) return "Visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "MasterCard";
  if (/^3[47]/.test(digits)) return "AmericanExpress";
  if (/^6(011|5)/.test(digits)) return "Discover";
  return "Other";
}

/** doc3 §3 card payment token, as the site receives it and sends it back with the purchase. */
export interface CardToken {
  PaymentToken: string;
  PaymentMerchantId: string;
  PaymentProcessor: string;
  PaymentMethod: string;
  CardHolderName: string;
  /** MM/YY. */
  ExpirationDate: string;
  CardType: string;
  LastFourDigits: string;
}

export type TokenizeOutcome = ({ ok: true } & CardToken) | { ok: false; problems: Partial<Record<CardField, CardProblem>> };

function normalExpiry(expiry: string): string {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry)!;
  return `${m[1]!.padStart(2, "0")}/${m[2]!.slice(-2)}`;
}

export async function tokenizeCard(
  ctx: Pick<PlatformContext, "db" | "now">,
  card: CardInput,
  merchantId: string = DEFAULT_MERCHANT_ID,
): Promise<TokenizeOutcome> {
  const now = ctx.now();
  const problems = checkCard(card, now);
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const digits = cardDigits(card.number);
  const token = `ctok_${randomBytes(24).toString("base64url")}`;
  const row = {
    token_hash: hashToken(token),
    merchant_id: merchantId,
    processor: CARD_PROCESSOR,
    payment_method: CARD_PAYMENT_METHOD,
    card_holder_name: card.name.trim(),
    expiry: normalExpiry(card.expiry),
    card_type: cardTypeOf(digits),
    last_four: digits.slice(-4),
    sandbox_decline: SANDBOX_DECLINED[digits] ?? null,
    created_at: nowIso(now),
    expires_at: nowIso(new Date(now.getTime() + CARD_TOKEN_TTL_MS)),
    used_at: null,
  };
  await repo.insertCardToken(ctx.db, row);
  return {
    ok: true,
    PaymentToken: token,
    PaymentMerchantId: merchantId,
    PaymentProcessor: CARD_PROCESSOR,
    PaymentMethod: CARD_PAYMENT_METHOD,
    CardHolderName: row.card_holder_name,
    ExpirationDate: row.expiry,
    CardType: row.card_type,
    LastFourDigits: row.last_four,
  };
}

export type ChargeResult =
  | { outcome: "approved"; lastFour: string; cardType: string; holder: string; confirmationId: string }
  | { outcome: "declined"; message: string; lastFour: string }
  | { outcome: "unusable"; message: string };

export const CARD_MESSAGES = {
  unknown: "This card token is not known. Enter the card again.",
  expired: "This card token has expired. Enter the card again.",
  used: "This card token has been used already. Enter the card again.",
} as const;

/** Charges a token once: approved, declined by the processor, or unusable (unknown, expired, used). */
export async function chargeCardToken(ctx: Pick<PlatformContext, "db" | "now">, token: string, amountCents: number): Promise<ChargeResult> {
  const hash = hashToken(token);
  const row = await repo.findCardToken(ctx.db, hash);
  const now = nowIso(ctx.now());
  if (!row) return { outcome: "unusable", message: CARD_MESSAGES.unknown };
  if (row.used_at) return { outcome: "unusable", message: CARD_MESSAGES.used };
  if (row.expires_at <= now) return { outcome: "unusable", message: CARD_MESSAGES.expired };
  if (!(await repo.useCardToken(ctx.db, hash, now))) return { outcome: "unusable", message: CARD_MESSAGES.used };
  if (row.sandbox_decline || amountCents <= 0)
    return { outcome: "declined", message: row.sandbox_decline ?? "The amount is not valid.", lastFour: row.last_four };
  return {
    outcome: "approved",
    lastFour: row.last_four,
    cardType: row.card_type,
    holder: row.card_holder_name,
    confirmationId: `sbx_${randomBytes(12).toString("base64url")}`,
  };
}
