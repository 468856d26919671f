/**
 * Test support for the account pages: a small in-memory platform answering the account calls over
 * the real platform client (its fetch), a logger whose lines are kept, and route arguments with a
 * site context, as React Router hands them to a loader or an action.
 */
import { Writable } from "node:stream";
import { RouterContextProvider } from "react-router";
import { flowSettingsSchemas } from "~/.server/content/schemas";
import { createLogger } from "~/.server/logger";
import { createPlatformClient, type PlatformClient } from "~/.server/platform";
import { siteContext, type SiteContext } from "~/.server/site-context";

interface Customer {
  password: string;
  firstName: string;
  state: string;
}

export interface PlatformCall {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

const json = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify({ isSuccess: status < 400, ...body }), { status, headers: { "content-type": "application/json" } });

/** The account calls as the platform answers them, over plain fetch. */
export function fakeAccountPlatform(options: { failuresBeforeLimit?: number } = {}) {
  const customers = new Map<string, Customer>([
    ["maria.garcia@example.com", { password: "Demo#2026", firstName: "María", state: "TX" }],
    ["ana.lopez@example.com", { password: "Demo#2026", firstName: "Ana", state: "CA" }],
  ]);
  const tokens = new Map<string, string>();
  const resets = new Map<string, { email: string; used: boolean }>();
  const failures = new Map<string, number>();
  const calls: PlatformCall[] = [];
  let issued = 0;

  async function handle(input: string, init: RequestInit): Promise<Response> {
    const url = new URL(input);
    const california = url.pathname.startsWith("/api/ca/");
    const path = url.pathname.replace(/^\/api\/ca\//, "/api/");
    const body = (init.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>;
    calls.push({ method: init.method ?? "GET", path: url.pathname, body });
    const bearer = new Headers(init.headers).get("authorization")?.replace(/^Bearer /, "") ?? "";
    const email = String(body.email ?? "").toLowerCase();
    const customer = customers.get(email);
    switch (path) {
      case "/api/account/customerExists":
        return json(200, { exists: !!customer && (customer.state === "CA") === california });
      case "/api/account/login": {
        const failed = failures.get(email) ?? 0;
        if (failed >= (options.failuresBeforeLimit ?? 10)) return json(429, { message: "Too many attempts.", retryAfterSeconds: 900 });
        if (!customer || customer.password !== body.password) {
          failures.set(email, failed + 1);
          return json(401, { message: "The e-mail or password is not right.", messageCode: "LOGIN_FAILED" });
        }
        const token = `customer-token-${++issued}`;
        tokens.set(token, email);
        const hours = body.remember ? 168 : 0.5;
        return json(200, {
          token,
          expiresAt: new Date(Date.now() + hours * 3600_000).toISOString(),
          state: customer.state,
          customerId: `c${issued}`,
          firstName: customer.firstName,
          lastName: "X",
        });
      }
      case "/api/account/logout":
        tokens.delete(bearer);
        return json(200, {});
      case "/api/account/customerName": {
        const owner = tokens.get(bearer);
        return owner ? json(200, { firstName: customers.get(owner)!.firstName, lastName: "X" }) : json(401, { message: "Not signed in." });
      }
      case "/api/account/requestPasswordReset":
        if (customer) resets.set(`reset-${resets.size + 1}`, { email, used: false });
        return json(200, { sent: true });
      case "/api/account/setPassword": {
        const reset = resets.get(String(body.token));
        if (!reset) return json(400, { message: "Unknown link.", messageCode: "TOKEN_INVALID" });
        if (reset.used) return json(400, { message: "Used link.", messageCode: "TOKEN_USED" });
        reset.used = true;
        customers.get(reset.email)!.password = String(body.password);
        return json(200, { updated: true });
      }
      case "/api/account/authenticate":
        return body.phone === "5125550100"
          ? json(200, { authenticated: true })
          : json(401, { message: "We couldn't find a customer with those details.", messageCode: "AUTHENTICATION_FAILED" });
      case "/api/account/createCustomer":
        return json(200, { customerId: "c-new", created: true });
      case "/api/address/citybyzip":
        return url.searchParams.get("zip") === "78701"
          ? json(200, { addresses: [{ zip: "78701", city: "Austin", state: "TX" }], isQuoteAvaliable: true })
          : json(200, { addresses: [{ zip: "10001", city: "New York", state: "NY" }], isQuoteAvaliable: false });
      default:
        return json(404, { message: "no such call" });
    }
  }
  return { handle, calls, customers, tokens, resets };
}

/** A logger that keeps every line it writes. */
export function capturedLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger({ level: "debug", destination }), lines };
}

export type Fake = ReturnType<typeof fakeAccountPlatform>;

export function clientOf(fake: Fake, logger = capturedLogger().logger): PlatformClient {
  return createPlatformClient({
    baseUrl: "http://platform.test",
    timeoutMs: 2000,
    lang: "en",
    trackId: "track-1",
    credentials: { get: async () => "site-token", refresh: async () => "site-token" },
    logger,
    fetch: fake.handle,
    visitorAddress: "203.0.113.9",
  });
}

/** Loader or action arguments for `path` (a POST when `form` is given) with the site context. */
export function routeArgs<A>(
  client: PlatformClient,
  path: string,
  options: { form?: Record<string, string>; cookie?: string; settings?: Record<string, unknown>; lang?: "en" | "es" } = {},
): A {
  const context = new RouterContextProvider();
  const portal = flowSettingsSchemas.portalSettings.parse({ brandCode: "lonestar", ...options.settings });
  context.set(siteContext, {
    platform: () => client,
    trackId: "track-1",
    brand: {
      code: "lonestar",
      name: "Lone Star",
      hosts: ["localhost", "lonestar.example"],
      endpoints: { api: "/api", caApi: "/api/ca" },
      experiences: ["ca"],
      states: ["TX"],
    },
    lang: options.lang ?? "en",
    ip: "203.0.113.9",
    content: { flowSettings: async () => portal },
  } as unknown as SiteContext);
  const url = new URL(`http://localhost${path}`);
  const headers: Record<string, string> = options.cookie ? { cookie: options.cookie } : {};
  const request = options.form
    ? new Request(url, {
        method: "POST",
        body: new URLSearchParams(options.form),
        headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      })
    : new Request(url, { headers });
  return { request, context, params: {}, url, pattern: path } as unknown as A;
}

/** Runs a loader or an action; a thrown response counts as its answer. */
export async function run(handler: (args: never) => unknown, args: unknown): Promise<unknown> {
  try {
    return await handler(args as never);
  } catch (thrown) {
    return thrown;
  }
}
