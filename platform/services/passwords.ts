/**
 * Customer passwords (doc3 §5.5): the rule, and memory-hard hashing with scrypt (node:crypto).
 *
 *   const stored = await hashPassword("Demo#2026", scryptCost(config));   // "scrypt$32768$8$1$<salt>$<hash>"
 *   await verifyPassword("Demo#2026", stored);                           // true
 *   await verifyPassword("anything", null, scryptCost(config));          // false, after the same work (dummy hash)
 *
 * The stored string names its parameters, so they can be raised later without breaking old hashes.
 * Passwords are never logged or returned.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { z } from "zod";

/** log2 N of new hashes: PASSWORD_SCRYPT_LOG2N, else 15 (12 under test, where speed matters more than strength). */
export function scryptCost(config: { PASSWORD_SCRYPT_LOG2N?: number; NODE_ENV?: string }): number {
  return config.PASSWORD_SCRYPT_LOG2N ?? (config.NODE_ENV === "test" ? 12 : 15);
}

const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, length, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, log2n = 15): Promise<string> {
  const N = 2 ** log2n;
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r: R, p: P }, KEY_LENGTH);
  return `scrypt$${N}$${R}$${P}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

// Compared against when there is no stored hash, so an unknown account takes as long as a known one.
const dummyHashes = new Map<number, string>();
function dummyHash(log2n: number): string {
  let hash = dummyHashes.get(log2n);
  if (!hash) {
    hash = `scrypt$${2 ** log2n}$${R}$${P}$${randomBytes(16).toString("base64url")}$${randomBytes(KEY_LENGTH).toString("base64url")}`;
    dummyHashes.set(log2n, hash);
  }
  return hash;
}

function parse(stored: string): { N: number; r: number; p: number; salt: Buffer; key: Buffer } | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![n, r, p].every((v) => Number.isInteger(v) && v > 0) || n > 2 ** 20 || r > 32 || p > 16) return null;
  const salt = Buffer.from(parts[4] ?? "", "base64url");
  const key = Buffer.from(parts[5] ?? "", "base64url");
  if (salt.length < 8 || key.length < 16) return null;
  return { N: n, r, p, salt, key };
}

/** True when `password` matches the stored hash; false (after the same work, at cost `log2n`) when there is none. */
export async function verifyPassword(password: string, stored: string | null | undefined, log2n = 15): Promise<boolean> {
  const real = stored ? parse(stored) : null;
  const target = real ?? parse(dummyHash(log2n))!;
  const key = await derive(password, target.salt, { N: target.N, r: target.r, p: target.p }, target.key.length);
  return timingSafeEqual(key, target.key) && real !== null;
}

/** doc3 §5.5: 6 to 12 characters with a lowercase letter, an uppercase letter, a digit and a special character. */
export const passwordRule = z
  .string({ error: "is required" })
  .min(6, "must be 6 to 12 characters")
  .max(12, "must be 6 to 12 characters")
  .regex(/[a-z]/, "must contain a lowercase letter")
  .regex(/[A-Z]/, "must contain an uppercase letter")
  .regex(/\d/, "must contain a digit")
  .regex(/[^A-Za-z0-9]/, "must contain a special character")
  .meta({
    description: "6 to 12 characters with a lowercase letter, an uppercase letter, a digit and a special character (doc3 §5.5)",
    examples: ["Demo#2026"],
  });
