/**
 * Cloudflare Turnstile, the hosted captcha a brand may choose instead of ALTCHA.
 *
 * The visitor's browser renders the Turnstile widget with the brand's public site key; the site passes
 * its response on as the bot-check token `turnstile:<response>`. The platform asks Turnstile's
 * siteverify API once (secret TURNSTILE_SECRET_KEY, response, remoteip = the visitor's address) and
 * uses the response up in `botcheck_used`, so a token is refused the second time even before Turnstile
 * would refuse it. The secret stays on the platform: neither the site nor the browser ever sees it.
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import type { Db } from "../db/index.ts";
import { BOTCHECK_TTL_MS, useOnce, type BotCheckFailure } from "./botcheck.ts";

export const TURNSTILE_PREFIX = "turnstile:";
export const TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
/** Turnstile's own limit on a response's length. */
const MAX_RESPONSE = 2048;
const VERIFY_TIMEOUT_MS = 5000;

const siteverifySchema = z.object({
  success: z.boolean(),
  action: z.string().optional(),
  "error-codes": z.array(z.string()).optional(),
});

export type TurnstileFailure = Extract<BotCheckFailure, "malformed" | "action" | "reused" | "unconfigured" | "refused" | "unavailable">;

/** What siteverify says about one response: it passes, it is refused, it was made for another action, or no usable answer. */
export async function askSiteverify(
  secret: string,
  response: string,
  remoteip: string | undefined,
  action: string,
): Promise<"ok" | "refused" | "action" | "unavailable"> {
  const form = new URLSearchParams({ secret, response });
  if (remoteip) form.set("remoteip", remoteip);
  let body: unknown;
  try {
    const answer = await fetch(TURNSTILE_VERIFY_URL, { method: "POST", body: form, signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS) });
    if (!answer.ok) return "unavailable";
    body = await answer.json();
  } catch {
    return "unavailable";
  }
  const parsed = siteverifySchema.safeParse(body);
  if (!parsed.success) return "unavailable";
  if (!parsed.data.success) return "refused";
  // The widget is rendered with the action name; a response made for another action does not pass.
  if (parsed.data.action && parsed.data.action !== action) return "action";
  return "ok";
}

/** Verifies `turnstile:<response>` for one action and uses it up; null when it passes. */
export async function verifyTurnstile(
  db: Db,
  secret: string | undefined,
  token: string,
  action: string,
  remoteip: string | undefined,
  now: Date,
): Promise<TurnstileFailure | null> {
  const response = token.slice(TURNSTILE_PREFIX.length);
  if (response.length === 0 || response.length > MAX_RESPONSE || !/^[\w.:-]+$/.test(response)) return "malformed";
  if (!secret) return "unconfigured";
  const id = `turnstile:${createHash("sha256").update(response).digest("base64url")}`;
  if (!(await useOnce(db, id, new Date(now.getTime() + BOTCHECK_TTL_MS), now))) return "reused";
  const verdict = await askSiteverify(secret, response, remoteip, action);
  return verdict === "ok" ? null : verdict;
}
