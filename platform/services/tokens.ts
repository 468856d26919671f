/**
 * Bearer tokens (doc2 §3, §6, §9): opaque random strings; only their SHA-256 is stored.
 * - site token: 1 day, for a brand (and client id when the site authenticated with credentials);
 * - customer token: 30 minutes, carries the customer's email and state and the transaction it opened;
 *   its scope says what it reads: "transaction" (that transaction only: a token for data the visitor
 *   typed) or "customer" (every transaction of its e-mail: issued once the owner was verified by
 *   phone and date of birth, or by date of birth on the quote);
 * - staff token: 8 hours (the agent console; tests mint them with issueToken).
 */
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../db/index.ts";
import { nowIso } from "../db/index.ts";
import { deleteExpiredTokens, findToken, insertToken } from "../repositories/customers.ts";
import type { Caller, CallerKind } from "../http/route.ts";

export const SITE_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const CUSTOMER_TOKEN_TTL_MS = 30 * 60 * 1000;
export const STAFF_TOKEN_TTL_MS = 8 * 60 * 60 * 1000;

const ttlOf = { site: SITE_TOKEN_TTL_MS, customer: CUSTOMER_TOKEN_TTL_MS, staff: STAFF_TOKEN_TTL_MS } as const;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface IssuedToken {
  token: string;
  expiresAt: string;
  expiresInSeconds: number;
}

export async function issueToken(
  db: Db,
  input: {
    kind: CallerKind;
    brand: string;
    clientId?: string | null;
    email?: string | null;
    state?: string | null;
    transactionId?: string | null;
    /** Customer tokens: default "transaction". */
    scope?: "transaction" | "customer";
  },
  now: Date = new Date(),
): Promise<IssuedToken> {
  const ttl = ttlOf[input.kind];
  const token = randomBytes(32).toString("base64url");
  const expires = new Date(now.getTime() + ttl);
  await insertToken(db, {
    token_hash: hashToken(token),
    kind: input.kind,
    client_id: input.clientId ?? null,
    brand: input.brand,
    email: input.email ?? null,
    state: input.state ?? null,
    transaction_id: input.transactionId ?? null,
    scope: input.kind === "customer" ? (input.scope ?? "transaction") : null,
    created_at: nowIso(now),
    expires_at: nowIso(expires),
  });
  // Expired tokens are removed now and then, on issue.
  if (Math.random() < 0.02) await deleteExpiredTokens(db, nowIso(now));
  return { token, expiresAt: nowIso(expires), expiresInSeconds: Math.round(ttl / 1000) };
}

export async function authenticateToken(db: Db, token: string, now: Date = new Date()): Promise<Caller | null> {
  const row = await findToken(db, hashToken(token));
  if (!row || row.expires_at <= nowIso(now)) return null;
  const kind: CallerKind = row.kind === "customer" || row.kind === "staff" ? row.kind : "site";
  return {
    kind,
    brand: row.brand ?? "",
    clientId: row.client_id,
    email: row.email,
    state: row.state,
    transactionId: row.transaction_id,
    scope: kind !== "customer" ? null : row.scope === "customer" ? "customer" : "transaction",
  };
}
