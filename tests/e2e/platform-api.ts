/**
 * The browser suite's way to seed starting states: the embedded platform's API on its loopback
 * listener (never the public port), called as the site calls it, with the site's client credentials
 * that playwright.config.ts gives the test server.
 */
import { openDatabase } from "../../platform/db/index.ts";
import { issueToken } from "../../platform/services/tokens.ts";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
/**
 * A test server's platform listens 100 ports above the site, or E2E_PLATFORM_PORT_OFFSET above it
 * (playwright.config.ts and the specs that start a server of their own set PLATFORM_INTERNAL_PORT so).
 */
export const PLATFORM_PORT_OFFSET = Number(process.env.E2E_PLATFORM_PORT_OFFSET ?? 100);
export const E2E_PLATFORM_URL = `http://127.0.0.1:${E2E_PORT + PLATFORM_PORT_OFFSET}`;

/** The platform of the test server at `siteBase` (the suite's own server when not given). */
export function platformUrlFor(siteBase?: string): string {
  if (!siteBase) return E2E_PLATFORM_URL;
  return `http://127.0.0.1:${Number(new URL(siteBase).port) + PLATFORM_PORT_OFFSET}`;
}
export const E2E_CLIENT_ID = "site";
export const E2E_CLIENT_SECRET = "e2e-client-secret-not-for-production";
/** The test server's session secret (playwright.config.ts), with which a test seals a visitor's session cookie (quote-draft.ts). */
export const E2E_SESSION_SECRET = "e2e-session-secret-not-for-production-0123456789";
/** The test server's database (playwright.config.ts: SQLITE_PATH, or DATABASE_URL). */
export const E2E_SQLITE_PATH = `.data/e2e-${E2E_PORT}.sqlite`;

export const requestHeader = () => ({ lang: "en" as const, trackId: `e2e-${Math.random().toString(36).slice(2)}`, requestDate: new Date().toISOString() });

export interface CallOptions {
  /** The platform to call (platformUrlFor(siteBase)); default the suite's own server's. */
  platform?: string;
  token?: string;
  body?: object;
  query?: Record<string, string>;
  /** Extra request headers (e.g. X-Visitor-Address). */
  headers?: Record<string, string>;
}

/** One platform call; throws with the platform's message on any answer but 2xx. */
export async function platformCall<T>(method: "GET" | "POST" | "PATCH", path: string, options: CallOptions = {}): Promise<T> {
  const url = new URL(path, options.platform ?? E2E_PLATFORM_URL);
  const h = requestHeader();
  if (method === "GET") {
    for (const [k, v] of Object.entries({ "header.lang": h.lang, "header.trackId": h.trackId, "header.requestDate": h.requestDate, ...options.query }))
      url.searchParams.set(k, v);
  }
  const response = await fetch(url, {
    method,
    headers: { "content-type": "application/json", ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    body: method === "GET" ? undefined : JSON.stringify({ header: h, ...options.body }),
  });
  const body = (await response.json()) as T & { isSuccess?: boolean; message?: string };
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${body.message ?? ""}`);
  return body;
}

/** A site token, as the site gets one: its client id and secret. */
export async function siteToken(brand?: string, platform: string = E2E_PLATFORM_URL): Promise<string> {
  const { token } = await fetch(new URL("/api/account/loginWithToken", platform), {
    method: "POST",
    headers: { "content-type": "application/json", "x-client-id": E2E_CLIENT_ID, "x-client-secret": E2E_CLIENT_SECRET },
    body: JSON.stringify({ header: requestHeader(), isskiplogin: true, ...(brand ? { brand } : {}) }),
  }).then(async (response) => {
    if (!response.ok) throw new Error(`loginWithToken answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { token: string };
  });
  return token;
}

/** A staff token for the brand, written straight into the test server's database (staff sign-in is not a site page). */
export async function staffToken(brand = "lonestar"): Promise<string> {
  const store = await openDatabase({ databaseUrl: process.env.DATABASE_URL, sqlitePath: E2E_SQLITE_PATH });
  try {
    return (await issueToken(store.db, { kind: "staff", brand })).token;
  } finally {
    await store.close();
  }
}
