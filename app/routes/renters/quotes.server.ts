/**
 * The visitor's renters quotes: the transaction ids this browser quoted, in a sealed,
 * HttpOnly cookie of its own (AES-256-GCM under SESSION_SECRET, like the visitor session), kept
 * 168 hours (doc3 §9 stored state expiry). A transaction id is honoured — repeat-quote prefill,
 * results, purchase, declarations — only when this browser holds it, so another visitor's id reads
 * nothing.
 */
import { env } from "~/.server/env";
import { seal, sessionKey, unseal } from "~/.server/session";
import { cookieHeader, isSecure, readCookie } from "~/.server/site-context";
import { TRANSACTION_ID } from "~/.server/platform/renters";

const KEEP = 5;
/** doc3 §9: 168 hours. */
const MAX_AGE = 168 * 60 * 60;
const cookieName = (secure: boolean) => (secure ? "__Host-renters" : "renters");

function idsOf(request: Request, secure: boolean): string[] {
  const name = cookieName(secure);
  const raw = readCookie(request.headers.get("cookie"), name);
  const data = raw ? unseal(raw, sessionKey(env().SESSION_SECRET), name) : null;
  const ids = Array.isArray(data?.ids) ? data.ids : [];
  return ids.filter((id): id is string => typeof id === "string" && TRANSACTION_ID.test(id));
}

/** Whether this browser quoted this transaction. */
export function holdsQuote(request: Request, url: URL, transactionId: string): boolean {
  return TRANSACTION_ID.test(transactionId) && idsOf(request, isSecure(request, url)).includes(transactionId);
}

/** The Set-Cookie value that remembers a new quote (the latest few). */
export function rememberQuote(request: Request, url: URL, transactionId: string): string {
  const secure = isSecure(request, url);
  const kept = idsOf(request, secure).filter((id) => id !== transactionId);
  const name = cookieName(secure);
  return cookieHeader(name, seal({ ids: [...kept.slice(-(KEEP - 1)), transactionId] }, sessionKey(env().SESSION_SECRET), name), { secure, maxAge: MAX_AGE });
}
