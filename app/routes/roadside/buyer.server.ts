/**
 * The buyer's keys of the visitor's roadside purchases: the platform reads a
 * membership result only with the key it gave at purchase, so the site keeps each key in a sealed,
 * HttpOnly cookie of its own (AES-256-GCM under SESSION_SECRET, like the visitor session) keyed by
 * transactionId. The browser cannot read it; another visitor's transactionId reads nothing.
 */
import { env } from "~/.server/env";
import { seal, sessionKey, unseal } from "~/.server/session";
import { cookieHeader, isSecure, readCookie } from "~/.server/site-context";

const KEEP = 5;
const MAX_AGE = 60 * 60 * 24 * 30;
const cookieName = (secure: boolean) => (secure ? "__Host-roadside" : "roadside");

type Keys = Record<string, string>;

function keysOf(request: Request, secure: boolean): Keys {
  const name = cookieName(secure);
  const raw = readCookie(request.headers.get("cookie"), name);
  const data = raw ? unseal(raw, sessionKey(env().SESSION_SECRET), name) : null;
  const keys: Keys = {};
  for (const [id, key] of Object.entries(data ?? {})) if (typeof key === "string" && /^rsa_[A-Za-z0-9_-]+$/.test(id)) keys[id] = key;
  return keys;
}

/** The buyer's key of this transaction, when this browser made the purchase. */
export function buyerKeyOf(request: Request, url: URL, transactionId: string): string | null {
  return keysOf(request, isSecure(request, url))[transactionId] ?? null;
}

/** The Set-Cookie value that remembers a new purchase's key (the latest few purchases). */
export function rememberBuyerKey(request: Request, url: URL, transactionId: string, buyerKey: string): string {
  const secure = isSecure(request, url);
  const kept = Object.entries(keysOf(request, secure)).filter(([id]) => id !== transactionId);
  const keys = Object.fromEntries([...kept.slice(-(KEEP - 1)), [transactionId, buyerKey]]);
  const name = cookieName(secure);
  return cookieHeader(name, seal(keys, sessionKey(env().SESSION_SECRET), name), { secure, maxAge: MAX_AGE });
}
