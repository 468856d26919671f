/**
 * Bot check that works offline (doc2 §6, §9: action name "submit").
 *
 * `GET /api/account/botcheck?action=submit` hands out a challenge signed with the platform secret:
 * `base64url(JSON{id, action, exp, bits}).hmac`. The caller (the site's server) finds a nonce such
 * that SHA-256(`challenge.nonce`) starts with `bits` zero bits — `solveBotCheck()` below does it —
 * and sends `challenge.nonce` as the bot-check token. The platform checks the signature, the action,
 * the expiry and the work, and accepts each challenge once.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "../db/index.ts";
import { isUniqueViolation, nowIso } from "../db/index.ts";

export const BOTCHECK_TTL_MS = 5 * 60 * 1000;

interface ChallengePayload {
  id: string;
  action: string;
  exp: number;
  bits: number;
}

function sign(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

export function createChallenge(secret: string, action: string, bits: number, now: Date = new Date()) {
  const payload: ChallengePayload = { id: randomBytes(12).toString("base64url"), action, exp: now.getTime() + BOTCHECK_TTL_MS, bits };
  const encoded = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return { challenge: `${encoded}.${sign(secret, encoded)}`, difficulty: bits, action, expiresAt: new Date(payload.exp).toISOString() };
}

function leadingZeroBits(hash: Buffer): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    bits += Math.clz32(byte) - 24;
    break;
  }
  return bits;
}

function work(challenge: string, nonce: string): number {
  return leadingZeroBits(createHash("sha256").update(`${challenge}.${nonce}`).digest());
}

/** Finds the nonce for a challenge and returns the bot-check token (`challenge.nonce`). */
export function solveBotCheck(challenge: string, difficulty: number): string {
  for (let nonce = 0; ; nonce++) {
    if (work(challenge, nonce.toString(36)) >= difficulty) return `${challenge}.${nonce.toString(36)}`;
  }
}

export type BotCheckFailure = "malformed" | "signature" | "action" | "expired" | "work" | "reused";

/** Verifies a bot-check token and uses it up. Returns null when it passes, else why it failed. */
export async function verifyBotCheck(db: Db, secret: string, token: string, action: string, now: Date = new Date()): Promise<BotCheckFailure | null> {
  const parts = token.split(".");
  if (parts.length !== 3) return "malformed";
  const [encoded = "", signature = "", nonce = ""] = parts;
  const expected = Buffer.from(sign(secret, encoded));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "signature";
  let payload: ChallengePayload;
  try {
    payload = JSON.parse(Buffer.from(encoded, "base64url").toString("utf8")) as ChallengePayload;
  } catch {
    return "malformed";
  }
  if (payload.action !== action) return "action";
  if (payload.exp <= now.getTime()) return "expired";
  if (work(`${encoded}.${signature}`, nonce) < payload.bits) return "work";
  try {
    await db.insertInto("botcheck_used").values({ id: payload.id, expires_at: new Date(payload.exp).toISOString() }).execute();
  } catch (error) {
    if (isUniqueViolation(error)) return "reused";
    throw error;
  }
  if (Math.random() < 0.05) await db.deleteFrom("botcheck_used").where("expires_at", "<", nowIso(now)).execute();
  return null;
}
