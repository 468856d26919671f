/**
 * The bot check the visitor's browser solves (doc2 §6, §7, §9: action name "submit").
 *
 * `GET /api/account/botcheck` hands out two challenges at once, both signed with the platform secret:
 * - an ALTCHA proof of work (altcha-lib v2, PBKDF2/SHA-256): the visitor's browser finds the counter
 *   (the `altcha` widget) and the site passes the widget's payload on as the bot-check token;
 * - a fallback question for a visitor whose browser cannot run the widget (no JavaScript): two small
 *   numbers to add, with a token that carries them, its expiry and an HMAC; the site shows the question
 *   in the page's language and passes the token and the visitor's answer on.
 * `verifyBotCheck` accepts either once, before it expires (a fallback token is used up by a wrong answer
 * too, so a question cannot be guessed at), and refuses a token made for another action.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { createChallenge, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import type { Db } from "../db/index.ts";
import { isUniqueViolation, nowIso } from "../db/index.ts";
import { deleteExpiredBotchecks, insertUsedBotcheck } from "../repositories/botcheck.ts";

export const BOTCHECK_TTL_MS = 5 * 60 * 1000;
/** The fallback question is read and typed by a person: it lives longer than the proof of work. */
export const FALLBACK_TTL_MS = 20 * 60 * 1000;
export const BOTCHECK_ALGORITHM = "PBKDF2/SHA-256";
/** Derived keys must start with one zero byte: 256 tries on average. */
const KEY_PREFIX = "00";
const FALLBACK_PREFIX = "q1";

export interface BotCheckChallenge {
  /** The ALTCHA challenge, as the widget expects it. */
  challenge: Challenge;
  /** The question "What is a + b?" and its token. */
  fallback: { a: number; b: number; token: string; expiresAt: string };
  action: string;
  expiresAt: string;
}

export type BotCheckFailure =
  "missing" | "malformed" | "signature" | "action" | "expired" | "work" | "answer" | "reused" | "unconfigured" | "refused" | "unavailable";

const altchaPayloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string().max(200),
      salt: z.string().max(200),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string().max(200),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string().max(200).optional(),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(200), time: z.number().optional() }),
});

function mac(secret: string, text: string): string {
  return createHmac("sha256", `${secret}:botcheck-fallback`).update(text).digest("base64url");
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** An ALTCHA challenge (cost = PBKDF2 iterations per try) and a fallback question, for one action. */
export async function createBotCheck(secret: string, action: string, cost: number, now: Date = new Date()): Promise<BotCheckChallenge> {
  const expires = new Date(now.getTime() + BOTCHECK_TTL_MS);
  const challenge = await createChallenge({
    algorithm: BOTCHECK_ALGORITHM,
    cost,
    keyPrefix: KEY_PREFIX,
    deriveKey,
    hmacSignatureSecret: secret,
    expiresAt: expires,
    data: { action },
  });
  const a = randomInt(2, 10);
  const b = randomInt(2, 10);
  const fallbackExpires = new Date(now.getTime() + FALLBACK_TTL_MS);
  const body = [FALLBACK_PREFIX, randomBytes(12).toString("base64url"), action, String(fallbackExpires.getTime()), String(a), String(b)].join(".");
  return {
    challenge,
    fallback: { a, b, token: `${body}.${mac(secret, body)}`, expiresAt: fallbackExpires.toISOString() },
    action,
    expiresAt: expires.toISOString(),
  };
}

/** Records a one-time token id; false when it was already used. */
export async function useOnce(db: Db, id: string, expiresAt: Date, now: Date): Promise<boolean> {
  try {
    await insertUsedBotcheck(db, id, expiresAt.toISOString());
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  if (Math.random() < 0.05) await deleteExpiredBotchecks(db, nowIso(now));
  return true;
}

async function verifyFallback(db: Db, secret: string, token: string, answer: string | undefined, action: string, now: Date): Promise<BotCheckFailure | null> {
  const parts = token.split(".");
  if (parts.length !== 7) return "malformed";
  const [, id = "", tokenAction = "", exp = "", a = "", b = "", signature = ""] = parts;
  if (!sameText(mac(secret, parts.slice(0, 6).join(".")), signature)) return "signature";
  if (tokenAction !== action) return "action";
  const expiresAt = Number(exp);
  if (!(expiresAt > now.getTime())) return "expired";
  if (!(await useOnce(db, `fallback:${id}`, new Date(expiresAt), now))) return "reused";
  const given = (answer ?? "").trim();
  return /^\d{1,3}$/.test(given) && Number(given) === Number(a) + Number(b) ? null : "answer";
}

async function verifyAltcha(db: Db, secret: string, token: string, action: string, now: Date): Promise<BotCheckFailure | null> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, "base64").toString("utf8"));
  } catch {
    return "malformed";
  }
  const parsed = altchaPayloadSchema.safeParse(decoded);
  if (!parsed.success) return "malformed";
  const { challenge, solution } = parsed.data as { challenge: Challenge; solution: Solution };
  const { parameters } = challenge;
  if (parameters.algorithm !== BOTCHECK_ALGORITHM) return "signature";
  let result: Awaited<ReturnType<typeof verifySolution>>;
  try {
    result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: secret });
  } catch {
    return "malformed";
  }
  if (result.invalidSignature) return "signature";
  if (parameters.data?.action !== action) return "action";
  const expiresAt = (parameters.expiresAt ?? 0) * 1000;
  if (result.expired || expiresAt <= now.getTime()) return "expired";
  if (!result.verified) return "work";
  return (await useOnce(db, `altcha:${parameters.nonce}`, new Date(expiresAt), now)) ? null : "reused";
}

/**
 * Verifies a bot-check token — an ALTCHA payload, or a fallback token with the visitor's answer — and
 * uses it up. Returns null when it passes, else why it failed.
 */
export async function verifyBotCheck(
  db: Db,
  secret: string,
  token: string,
  action: string,
  now: Date = new Date(),
  answer?: string,
): Promise<BotCheckFailure | null> {
  if (!token) return "missing";
  if (token.startsWith(`${FALLBACK_PREFIX}.`)) return verifyFallback(db, secret, token, answer, action, now);
  return verifyAltcha(db, secret, token, action, now);
}
