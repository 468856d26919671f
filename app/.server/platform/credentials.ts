/**
 * The site's own platform credential (doc2 §6, §9): a bearer token obtained from
 * `POST /api/account/loginWithToken` with the site's client id and secret (PLATFORM_CLIENT_ID,
 * PLATFORM_CLIENT_SECRET, in the X-Client-Id and X-Client-Secret headers), kept in this process's
 * memory until it expires (1 day unless the platform says otherwise). It lives on the server only:
 * it is never put in a cookie, a page or a log. Contract:
 *
 *   POST /api/account/loginWithToken   (X-Client-Id, X-Client-Secret)
 *   { header: { lang, trackId, requestDate }, brand?, isskiplogin: true }
 *   → 200 { isSuccess: true, token, expiresIn?: seconds, expiresAt?: ISO 8601 }
 *
 * The spec's bot check belongs to the visitor (their browser solves it, the platform verifies it
 * once); the site's own login is authenticated by its secret instead.
 */
import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { z } from "zod";
import { buildHeader } from "./header.ts";
import { readEnvelope } from "./rules.ts";
import { defaultFetch, exchange, type FetchLike } from "./transport.ts";

export interface CredentialProvider {
  /** A token believed valid (cached, or obtained now). Rejects when none can be obtained. */
  get(): Promise<string>;
  /**
   * A new token. Pass the token the platform just refused: when another caller has already replaced
   * it, that newer token is returned without a second login.
   */
  refresh(rejected?: string): Promise<string>;
}

export class CredentialError extends Error {
  override name = "CredentialError";
}

export const LOGIN_PATH = "/api/account/loginWithToken";
/** Doc2 §9: the site token is valid for one day. */
export const SITE_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A cached token is replaced this long before it expires, so no call carries a token about to lapse. */
export const RENEW_BEFORE_EXPIRY_MS = 5 * 60 * 1000;

const loginAnswerSchema = z.object({
  isSuccess: z.literal(true),
  token: z.string().min(1),
  expiresIn: z.number().positive().optional(),
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});

export interface SiteCredentialOptions {
  baseUrl: string;
  clientId: string;
  clientSecret?: string;
  /** Brand code the token is for, when the platform issues tokens per brand. */
  brand?: string;
  timeoutMs: number;
  logger: Logger;
  fetch?: FetchLike;
  /** Milliseconds since the epoch. Default: Date.now. */
  now?: () => number;
}

export function createSiteCredentials(options: SiteCredentialOptions): CredentialProvider {
  const fetchImpl = options.fetch ?? defaultFetch;
  const now = options.now ?? Date.now;
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  let cached: { token: string; renewAt: number } | null = null;
  let inflight: Promise<string> | null = null;

  async function login(): Promise<string> {
    const trackId = randomUUID();
    const body: Record<string, unknown> = {
      header: buildHeader("en", trackId, new Date(now())),
      isskiplogin: true,
    };
    if (options.brand) body.brand = options.brand;
    const signal = AbortSignal.timeout(options.timeoutMs);
    const headers: Record<string, string> = { "x-client-id": options.clientId };
    if (options.clientSecret) headers["x-client-secret"] = options.clientSecret;
    const result = await exchange(fetchImpl, {
      method: "POST",
      url: `${baseUrl}${LOGIN_PATH}`,
      body,
      headers,
      signal,
    });
    if (result.kind === "no-answer") {
      options.logger.error({ method: "POST", path: LOGIN_PATH, status: null, reason: result.reason, message: result.error, trackId }, "API Error");
      throw new CredentialError(`No answer from the platform's login (${result.reason})`);
    }
    const parsed = loginAnswerSchema.safeParse(result.body);
    if (result.status < 200 || result.status > 299 || !parsed.success) {
      const envelope = readEnvelope(result.body);
      const message = envelope.message ?? (result.json ? "login answer without a token" : result.statusText);
      options.logger.error({ method: "POST", path: LOGIN_PATH, status: result.status, message, messageCode: envelope.messageCode, trackId }, "API Error");
      throw new CredentialError(`The platform refused the site's login (HTTP ${result.status})`);
    }
    const obtained = now();
    let expiresAt = obtained + SITE_TOKEN_LIFETIME_MS;
    if (parsed.data.expiresIn !== undefined) expiresAt = obtained + parsed.data.expiresIn * 1000;
    else if (parsed.data.expiresAt !== undefined) expiresAt = Date.parse(parsed.data.expiresAt);
    const margin = Math.min(RENEW_BEFORE_EXPIRY_MS, (expiresAt - obtained) / 10);
    cached = { token: parsed.data.token, renewAt: expiresAt - margin };
    return parsed.data.token;
  }

  /** One login at a time: concurrent callers share it. */
  function renew(): Promise<string> {
    inflight ??= login().finally(() => {
      inflight = null;
    });
    return inflight;
  }

  const fresh = () => (cached !== null && now() < cached.renewAt ? cached.token : null);

  return {
    async get() {
      return fresh() ?? renew();
    },
    async refresh(rejected?: string) {
      if (inflight) return inflight;
      const current = fresh();
      if (current !== null && rejected !== undefined && current !== rejected) return current;
      cached = null;
      return renew();
    },
  };
}
