/**
 * Solving the platform's bot check (doc2 §6, §9: action "submit").
 *
 * `GET /api/account/botcheck?action=submit` answers a challenge signed by the platform:
 * `{ challenge, difficulty, action, expiresAt }`. The caller finds a nonce such that
 * SHA-256(`challenge + "." + nonce`) starts with `difficulty` zero bits and sends
 * `challenge + "." + nonce` as the bot-check token. Each challenge is accepted once, before it expires.
 *
 * The work is about 2^difficulty hashes (difficulty 14: ~16,000 hashes, a few tens of milliseconds).
 * The solver hands the event loop back every few thousand tries so other requests keep being served,
 * stops when its signal aborts, and refuses a difficulty it could not solve in reasonable time.
 */
import { createHash } from "node:crypto";
import { z } from "zod";

/** Above this many zero bits (2^24 ≈ 17 million hashes) a challenge is refused rather than worked on. */
export const MAX_BOTCHECK_DIFFICULTY = 24;

/** Tries between two hand-backs of the event loop. */
const TRIES_PER_SLICE = 2048;

export const botCheckChallengeSchema = z.object({
  challenge: z.string().min(1).max(2000),
  difficulty: z.number().int().min(0).max(MAX_BOTCHECK_DIFFICULTY),
  action: z.string().optional(),
  expiresAt: z.string().optional(),
});

export type BotCheckChallenge = z.infer<typeof botCheckChallengeSchema>;

/** Number of leading zero bits of a hash. */
export function leadingZeroBits(hash: Uint8Array): number {
  let bits = 0;
  for (const byte of hash) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** The zero bits that `challenge.nonce` earns. */
export function botCheckWork(challenge: string, nonce: string): number {
  return leadingZeroBits(createHash("sha256").update(`${challenge}.${nonce}`).digest());
}

/**
 * Finds a nonce for the challenge and returns the bot-check token `challenge.nonce`.
 * Rejects with the signal's reason when it aborts, and with a RangeError for a difficulty above
 * MAX_BOTCHECK_DIFFICULTY.
 */
export async function solveBotCheck(challenge: string, difficulty: number, signal?: AbortSignal): Promise<string> {
  if (!Number.isInteger(difficulty) || difficulty < 0 || difficulty > MAX_BOTCHECK_DIFFICULTY) {
    throw new RangeError(`Bot-check difficulty must be a whole number from 0 to ${MAX_BOTCHECK_DIFFICULTY}`);
  }
  for (let nonce = 0; ; nonce++) {
    if (nonce % TRIES_PER_SLICE === 0) {
      signal?.throwIfAborted();
      if (nonce > 0) await new Promise<void>((resolve) => setImmediate(resolve));
      signal?.throwIfAborted();
    }
    const text = nonce.toString(36);
    if (botCheckWork(challenge, text) >= difficulty) return `${challenge}.${text}`;
  }
}
