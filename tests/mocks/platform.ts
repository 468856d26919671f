/**
 * msw handlers standing in for the agency platform in unit tests.
 *
 * They follow the platform's conventions: every call must carry the header `{ lang, trackId,
 * requestDate }` (in the JSON body, or as `header.*` query fields on GET), answers carry `isSuccess`,
 * and guarded paths want the site's bearer token from `POST /api/account/loginWithToken`.
 *
 *   const platform = createPlatformMock();
 *   const server = setupServer(...platform.handlers);
 *   beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
 *
 * Override one path in a test with `server.use(http.get(platform.url("/api/..."), ...))`.
 */
import { http, HttpResponse, type JsonBodyType } from "msw";

export const PLATFORM_TEST_URL = "http://platform.test";

export interface RecordedCall {
  method: string;
  /** Path without query. */
  path: string;
  query: URLSearchParams;
  /** Parsed JSON body (undefined for GET). */
  body: unknown;
  authorization: string | null;
  /** Request headers (lower-case names). */
  headers: Headers;
}

export interface PlatformMockOptions {
  baseUrl?: string;
  clientId?: string;
  /** When set, logins must present it. */
  clientSecret?: string;
  /** `expiresIn` the login answers with (seconds). Default: one day. */
  tokenLifetimeSeconds?: number;
}

/** A platform answer: `{ isSuccess: true, ...fields }`. */
export function platformOk(fields: Record<string, JsonBodyType> = {}, init?: ResponseInit): Response {
  return HttpResponse.json({ isSuccess: true, ...fields }, init);
}

/** A platform refusal: `{ isSuccess: false, message, ...extra }` with the given HTTP status. */
export function platformError(status: number, message: string, extra: Record<string, JsonBodyType> = {}): Response {
  return HttpResponse.json({ isSuccess: false, message, ...extra }, { status });
}

const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?(Z|[+-]\d{2}:\d{2})$/;

/** The header problem of a request, or null when it carries a good one. */
export function headerProblem(header: { lang?: unknown; trackId?: unknown; requestDate?: unknown } | undefined): string | null {
  if (!header) return "header is required";
  if (header.lang !== "en" && header.lang !== "es") return "header.lang must be en or es";
  if (typeof header.trackId !== "string" || header.trackId === "") return "header.trackId is required";
  if (typeof header.requestDate !== "string" || !ISO_8601.test(header.requestDate)) return "header.requestDate must be ISO 8601";
  return null;
}

const zips: Record<string, { addresses: Array<{ city: string; state: string; zip: string }>; isQuoteAvaliable: boolean }> = {
  "75001": { addresses: [{ city: "Addison", state: "TX", zip: "75001" }], isQuoteAvaliable: true },
  "77002": { addresses: [{ city: "Houston", state: "TX", zip: "77002" }], isQuoteAvaliable: true },
  "90210": { addresses: [{ city: "Beverly Hills", state: "CA", zip: "90210" }], isQuoteAvaliable: false },
};

export function createPlatformMock(options: PlatformMockOptions = {}) {
  const baseUrl = (options.baseUrl ?? PLATFORM_TEST_URL).replace(/\/+$/, "");
  const clientId = options.clientId ?? "site";
  const validTokens = new Set<string>();
  const calls: RecordedCall[] = [];
  let logins = 0;

  const url = (path: string) => `${baseUrl}${path}`;

  async function record(request: Request): Promise<RecordedCall> {
    const parsed = new URL(request.url);
    let body: unknown = undefined;
    if (request.method !== "GET") {
      try {
        body = await request.clone().json();
      } catch {
        body = undefined;
      }
    }
    const call: RecordedCall = {
      method: request.method,
      path: parsed.pathname,
      query: parsed.searchParams,
      body,
      authorization: request.headers.get("authorization"),
      headers: request.headers,
    };
    calls.push(call);
    return call;
  }

  function requestHeader(call: RecordedCall) {
    if (call.method === "GET") {
      const q = call.query;
      if (!q.has("header.lang") && !q.has("header.trackId") && !q.has("header.requestDate")) return undefined;
      return { lang: q.get("header.lang"), trackId: q.get("header.trackId"), requestDate: q.get("header.requestDate") };
    }
    const body = call.body as { header?: { lang?: unknown; trackId?: unknown; requestDate?: unknown } } | undefined;
    return body?.header;
  }

  /** Records the call, checks header and token, then answers with `answer`. */
  function guarded(answer: (call: RecordedCall) => Response | Promise<Response>, guard: { token: boolean } = { token: true }) {
    return async ({ request }: { request: Request }) => {
      const call = await record(request);
      const problem = headerProblem(requestHeader(call));
      if (problem) return platformError(400, problem, { messageCode: "COM_0400" });
      if (guard.token) {
        const token = call.authorization?.replace(/^Bearer /, "") ?? "";
        if (!validTokens.has(token)) return platformError(401, "Token expired or missing", { messageCode: "COM_0401" });
      }
      return answer(call);
    };
  }

  const handlers = [
    http.post(
      url("/api/account/loginWithToken"),
      guarded(
        (call) => {
          // The site authenticates with its client id and secret in headers (never in the body).
          const id = call.headers.get("x-client-id");
          const secret = call.headers.get("x-client-secret");
          if (id !== clientId || (options.clientSecret !== undefined && secret !== options.clientSecret)) {
            return platformError(403, "Unknown client", { messageCode: "COM_0056" });
          }
          logins += 1;
          const token = `site-token-${logins}`;
          validTokens.add(token);
          return platformOk({ token, expiresIn: options.tokenLifetimeSeconds ?? 86400 });
        },
        { token: false },
      ),
    ),
    http.get(
      url("/api/health"),
      guarded(() => platformOk({ status: "ok" }), { token: false }),
    ),
    // The visitor's bot check: an ALTCHA challenge and its fallback question (7 + 5); the answer 12 or a payload starting "eyJ" passes.
    http.get(
      url("/api/account/botcheck"),
      guarded(() =>
        platformOk({
          challenge: {
            parameters: {
              algorithm: "PBKDF2/SHA-256",
              nonce: "mock-nonce",
              salt: "mock-salt",
              cost: 1,
              keyLength: 32,
              keyPrefix: "00",
              expiresAt: 4102444800,
              data: { action: "submit" },
            },
            signature: "mock-signature",
          },
          fallback: { a: 7, b: 5, token: "q1.mock.submit.4102444800000.7.5.mock-mac", expiresAt: "2100-01-01T00:00:00.000Z" },
          action: "submit",
          expiresAt: "2100-01-01T00:00:00.000Z",
        }),
      ),
    ),
    http.post(
      url("/api/account/botcheck"),
      guarded((call) => {
        const body = (call.body ?? {}) as { botCheckToken?: string; botCheckAnswer?: string };
        if (body.botCheckToken?.startsWith("q1.")) {
          return body.botCheckAnswer === "12"
            ? platformOk({ verified: true })
            : platformError(400, "The bot check failed.", { errors: { botCheckAnswer: "is not the answer to the question; get a new question" } });
        }
        return body.botCheckToken?.startsWith("eyJ")
          ? platformOk({ verified: true })
          : platformError(400, "The bot check failed.", { errors: { botCheckToken: "is not a bot-check token" } });
      }),
    ),
    http.get(
      url("/api/address/citybyzip"),
      guarded((call) => {
        const found = zips[call.query.get("zip") ?? ""];
        return found ? platformOk(found) : platformError(200, "Zip code not found", { messageCode: "ZIP_0404", addresses: [] });
      }),
    ),
    http.post(
      url("/api/rating/buyNow"),
      guarded((call) => {
        const rateQuoteId = (call.body as { rateQuoteId?: unknown } | undefined)?.rateQuoteId;
        if (typeof rateQuoteId !== "string" || rateQuoteId === "") return platformError(400, "rateQuoteId is required");
        if (rateQuoteId.startsWith("nourl")) return platformError(200, "Buy Now url empty for carrier");
        return platformOk({ buyNowUrl: `${baseUrl}/buy/${encodeURIComponent(rateQuoteId)}` });
      }),
    ),
  ];

  return {
    baseUrl,
    url,
    handlers,
    /** Every call the handlers above received, in order. */
    calls,
    /** Logins so far. */
    logins: () => logins,
    /** Makes every issued token invalid, as when they expire. */
    expireTokens: () => validTokens.clear(),
    /** Wraps a handler body with the mock's header and token checks (for `server.use` overrides). */
    guarded,
  };
}

export type PlatformMock = ReturnType<typeof createPlatformMock>;
