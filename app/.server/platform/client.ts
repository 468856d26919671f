/**
 * The typed client for the agency platform: the site's one seam to it (server only).
 *
 * One client per site request (it carries that request's language and trackId). Every call:
 * - carries the header `{ lang, trackId, requestDate }` (doc1 §7, doc2 §7): in the JSON body for
 *   POST and PATCH, as `header.*` query fields for GET and DELETE;
 * - has a time limit (PLATFORM_TIMEOUT_MS unless the call gives its own) covering every attempt;
 * - is a success only when the HTTP status is 2xx, the body is JSON, `isSuccess` is not false and the
 *   body matches the caller's zod schema;
 * - logs every failure as "API Error" with the message, HTTP status, method and path (never query
 *   values, bodies or tokens), the names of the fields the platform found invalid, plus identifiers
 *   the caller adds (e.g. rateQuoteId for buy-now, doc2 §8);
 * - gives a failure the platform's message per invalid field (`fieldErrors`, from its `errors`);
 * - gets a new credential and retries once on 499, 498, 403 or 401, except a 403 whose message code is
 *   COM_0056, COM_0057 or SB_0008 (doc2 §8);
 * - retries once over https when the platform asks for SSL (a 403 with subcode 4, or a message
 *   mentioning SSL without "permission", doc2 §8) and the base URL is http; later calls of the same
 *   client then use https too;
 * - returns null when there is no answer (network failure, time limit, cancellation, no credential);
 * - carries the visitor's address (X-Visitor-Address) when the request is made on a visitor's behalf.
 */
import { isIP } from "node:net";
import type { Logger } from "pino";
import type { z } from "zod";
import type { Language } from "../../domain/site.ts";
import type { CredentialProvider } from "./credentials.ts";
import { buildHeader, headerQueryFields, type PlatformHeader } from "./header.ts";
import type { PlatformAnswer } from "./result.ts";
import { needsNewCredential, needsSsl, readEnvelope } from "./rules.ts";
import { defaultFetch, exchange, type FetchLike } from "./transport.ts";

/** The header that carries the visitor's address to the platform. */
export const VISITOR_ADDRESS_HEADER = "x-visitor-address";

export type QueryValue = string | number | boolean | null | undefined;
/** Query fields; null and undefined are left out, an array repeats the field. */
export type Query = Record<string, QueryValue | readonly QueryValue[]>;
export type JsonBody = Record<string, unknown>;

export interface CallOptions {
  /**
   * Identifiers added to the failure log line, e.g. `{ rateQuoteId }` for buy-now (doc2 §8).
   * Never personal data: no names, dates of birth, licence numbers, e-mail or phone.
   */
  logContext?: Record<string, string | number | boolean>;
  /**
   * Which bearer token the call carries. `site` (default): the site's credential, refreshed on the
   * credential codes. `none`: no Authorization header. `{ bearer }`: a given token (a customer's or a
   * transaction's); the platform refusing it is a failure, not a refresh.
   */
  auth?: "site" | "none" | { bearer: string };
  /** This call's time limit in milliseconds (default: the client's). */
  timeoutMs?: number;
}

export interface PlatformClientOptions {
  /** The platform's origin, optionally with a path prefix, e.g. `https://api.example.com`. */
  baseUrl: string;
  timeoutMs: number;
  lang: Language;
  trackId: string;
  credentials: CredentialProvider;
  logger: Logger;
  fetch?: FetchLike;
  /** Cancels calls still running when the visitor's request goes away. */
  signal?: AbortSignal;
  /**
   * The visitor's address (IPv4 or IPv6), sent as X-Visitor-Address so the platform counts its limits
   * per visitor; the platform believes it only from a caller holding the site's credential.
   */
  visitorAddress?: string;
  /** Clock for requestDate. Default: now. */
  now?: () => Date;
}

export interface PlatformClient {
  /** The header a call sent now would carry (for bodies that nest it, e.g. prepareTransaction's transaction). */
  header(): PlatformHeader;
  /** The base URL calls go to (https after an SSL retry). */
  baseUrl(): string;
  get<T>(path: string, query: Query, schema: z.ZodType<T>, options?: CallOptions): Promise<PlatformAnswer<T>>;
  post<T>(path: string, body: JsonBody, schema: z.ZodType<T>, options?: CallOptions): Promise<PlatformAnswer<T>>;
  patch<T>(path: string, body: JsonBody, schema: z.ZodType<T>, options?: CallOptions): Promise<PlatformAnswer<T>>;
  /** DELETE: the header goes in the query, like GET. */
  delete<T>(path: string, query: Query, schema: z.ZodType<T>, options?: CallOptions): Promise<PlatformAnswer<T>>;
}

export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const fetchImpl = options.fetch ?? defaultFetch;
  const now = options.now ?? (() => new Date());
  const logger = options.logger;
  let base = options.baseUrl.replace(/\/+$/, "");
  const visitorHeaders: Record<string, string> =
    options.visitorAddress && isIP(options.visitorAddress) ? { [VISITOR_ADDRESS_HEADER]: options.visitorAddress } : {};

  const header = () => buildHeader(options.lang, options.trackId, now());

  async function call<T>(
    method: "GET" | "POST" | "PATCH" | "DELETE",
    path: string,
    payload: { query: Query } | { body: JsonBody },
    schema: z.ZodType<T>,
    callOptions: CallOptions = {},
  ): Promise<PlatformAnswer<T>> {
    if (!path.startsWith("/") || path.includes("?") || path.includes("#")) {
      throw new TypeError(`Platform path must start with "/" and carry no query: ${path}`);
    }
    const auth = callOptions.auth ?? "site";
    const deadline = AbortSignal.timeout(callOptions.timeoutMs ?? options.timeoutMs);
    const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
    const sent = header();
    const logFields = { method, path, trackId: options.trackId, ...callOptions.logContext };

    let refreshed = false;
    let sslRetried = false;
    for (;;) {
      let bearer: string | undefined;
      if (auth === "site") {
        try {
          bearer = await options.credentials.get();
        } catch (error) {
          logger.error({ ...logFields, status: null, reason: "credential", message: messageOf(error) }, "API Error");
          return null;
        }
      } else if (auth !== "none") {
        bearer = auth.bearer;
      }

      const url = new URL(`${base}${path}`);
      let body: unknown = undefined;
      if ("query" in payload) {
        for (const [name, value] of headerQueryFields(sent)) url.searchParams.append(name, value);
        appendQuery(url.searchParams, payload.query);
      } else {
        body = { ...payload.body, header: sent };
      }

      const answer = await exchange(fetchImpl, { method, url: url.toString(), body, bearer, signal, headers: visitorHeaders });
      if (answer.kind === "no-answer") {
        const level = answer.reason === "aborted" ? "debug" : "error";
        logger[level]({ ...logFields, status: null, reason: answer.reason, message: answer.error }, "API Error");
        return null;
      }

      const envelope = readEnvelope(answer.body);
      const httpOk = answer.status >= 200 && answer.status <= 299;
      if (httpOk && answer.json && envelope.isSuccess !== false) {
        const parsed = schema.safeParse(answer.body);
        if (parsed.success) return { ok: true, status: answer.status, data: parsed.data };
        const issues = parsed.error.issues.slice(0, 10).map((issue) => ({ path: issue.path.join("."), code: issue.code }));
        const message = "answer does not match the expected shape";
        logger.error({ ...logFields, status: answer.status, reason: "invalid-response", message, issues }, "API Error");
        return { ok: false, status: answer.status, reason: "invalid-response", message, messageCode: envelope.messageCode, fieldErrors: {} };
      }

      if (!sslRetried && needsSsl(answer.status, envelope) && base.startsWith("http:")) {
        sslRetried = true;
        base = `https:${base.slice("http:".length)}`;
        logger.warn({ ...logFields, status: answer.status, message: envelope.message }, "platform asked for SSL: retrying over https");
        continue;
      }

      if (!refreshed && auth === "site" && needsNewCredential(answer.status, envelope)) {
        refreshed = true;
        logger.info({ ...logFields, status: answer.status, messageCode: envelope.messageCode }, "platform refused the credential: getting a new one");
        try {
          await options.credentials.refresh(bearer);
          continue;
        } catch (error) {
          logger.error({ ...logFields, status: null, reason: "credential", message: messageOf(error) }, "API Error");
        }
      }

      const reason = answer.json || !httpOk ? "api" : "invalid-response";
      const message = envelope.message ?? (httpOk ? "answer is not JSON" : answer.statusText || `HTTP ${answer.status}`);
      const fields = Object.keys(envelope.fieldErrors);
      logger.error(
        { ...logFields, status: answer.status, reason, message, messageCode: envelope.messageCode, ...(fields.length > 0 ? { fields } : {}) },
        "API Error",
      );
      return { ok: false, status: answer.status, reason, message, messageCode: envelope.messageCode, fieldErrors: envelope.fieldErrors };
    }
  }

  return {
    header,
    baseUrl: () => base,
    get: (path, query, schema, callOptions) => call("GET", path, { query }, schema, callOptions),
    post: (path, body, schema, callOptions) => call("POST", path, { body }, schema, callOptions),
    patch: (path, body, schema, callOptions) => call("PATCH", path, { body }, schema, callOptions),
    delete: (path, query, schema, callOptions) => call("DELETE", path, { query }, schema, callOptions),
  };
}

function appendQuery(params: URLSearchParams, query: Query): void {
  for (const [name, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item === null || item === undefined) continue;
      params.append(name, String(item));
    }
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
