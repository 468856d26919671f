/**
 * Test harness: the platform on an ephemeral HTTP server over a given store, with a client that
 * sends the spec header on every call and checks every JSON answer against the platform's own
 * OpenAPI document (ajv, JSON Schema 2020-12): an answer that does not match its documented
 * schema fails the test.
 *
 *   const t = await startTestPlatform(store);
 *   const token = await t.siteToken();            // through loginWithToken with the client's credentials
 *   const staff = await t.staffToken();           // minted directly (staff accounts come with the agent console)
 *   const { status, body } = await t.call("post", "/api/rating/prepareTransaction", { token, body: {...} });
 *   await t.close();
 */
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import express from "express";
import { pino } from "pino";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { ValidateFunction } from "ajv";
import { loadPlatformConfig } from "../config.ts";
import type { Store } from "../db/index.ts";
import { createPlatform, type Platform } from "../index.ts";
import type { PlatformSettings } from "../services/context.ts";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { issueToken } from "../services/tokens.ts";

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export interface CallOptions {
  token?: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Leave out the spec header (to test its validation). */
  noHeader?: boolean;
  /** Sent as X-Visitor-Address (the visitor's address as the site forwards it). */
  visitor?: string;
  headers?: Record<string, string>;
}

/** Fields every JSON answer has (the envelope); add it to a call's type to read them. */
export interface Envelope {
  isSuccess: boolean;
  message: string;
  errors?: Record<string, string>;
}

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** The client secret the test platform is configured with (unless `env` says otherwise). */
export const TEST_CLIENT_SECRET = "test-client-secret-0123456789";

export const testHeader = () => ({ lang: "en" as const, trackId: `test-${Math.random().toString(36).slice(2)}`, requestDate: new Date().toISOString() });

export async function startTestPlatform(store: Store, options: { settings?: Partial<PlatformSettings>; env?: Record<string, string>; now?: () => Date } = {}) {
  const lines: string[] = [];
  const logger = pino(
    { level: "debug" },
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    }),
  );
  const config = loadPlatformConfig({
    NODE_ENV: "test",
    RATING_DELAY: "none",
    PLATFORM_CLIENT_ID: "site",
    PLATFORM_CLIENT_SECRET: TEST_CLIENT_SECRET,
    ...options.env,
  });
  const platform: Platform = await createPlatform({ config, logger, store, settings: { botCheckCost: 10, ...options.settings }, now: options.now });
  const app = express();
  app.set("trust proxy", false);
  for (const mount of platform.mounts) app.use(mount, platform.router);
  const server = app.listen(0, "127.0.0.1");
  // Tests share the event loop with this server: a long synchronous step (compiling every schema
  // of the document) must not let the server drop an idle keep-alive socket the client reuses next.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Every JSON answer is checked against the OpenAPI document.
  const document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as {
    paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: object }> }> }>>;
  };
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  const validators = new Map<string, ValidateFunction>();
  const templates = Object.keys(document.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`),
  }));
  const mismatches: string[] = [];

  function checkAgainstDocument(method: string, path: string, status: number, body: unknown) {
    const candidates = templates.filter((t) => t.pattern.test(path) && document.paths[t.template]?.[method]);
    // A fixed path wins over a templated one.
    const match = candidates.sort((a, b) => a.template.split("{").length - b.template.split("{").length)[0];
    if (!match) {
      if (status !== 404) mismatches.push(`${method.toUpperCase()} ${path}: not in the OpenAPI document`);
      return;
    }
    const operation = document.paths[match.template]?.[method];
    const schema = operation?.responses[String(status)]?.content?.["application/json"]?.schema;
    if (!schema) {
      mismatches.push(`${method.toUpperCase()} ${match.template}: status ${status} is not documented`);
      return;
    }
    const key = `${method} ${match.template} ${status}`;
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(schema);
      validators.set(key, validate);
    }
    if (!validate(body)) mismatches.push(`${method.toUpperCase()} ${match.template} ${status}: ${ajv.errorsText(validate.errors)}`);
  }

  async function call<T = Record<string, unknown>>(
    method: "get" | "post" | "patch" | "put" | "delete",
    path: string,
    opts: CallOptions = {},
  ): Promise<CallResult<T>> {
    const url = new URL(path, baseUrl);
    const header = testHeader();
    if (method === "get" || method === "delete") {
      if (!opts.noHeader) {
        url.searchParams.set("header.lang", header.lang);
        url.searchParams.set("header.trackId", header.trackId);
        url.searchParams.set("header.requestDate", header.requestDate);
      }
    }
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    let body: string | undefined;
    if (method !== "get" && method !== "delete") {
      const given = opts.body ?? {};
      body =
        typeof given === "string" ? given : JSON.stringify(opts.noHeader || Array.isArray(given) || given === null ? given : { header, ...(given as object) });
    }
    const response = await fetch(url, {
      method: method.toUpperCase(),
      headers: {
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.visitor ? { "x-visitor-address": opts.visitor } : {}),
        ...opts.headers,
      },
      body,
    });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get("content-type") ?? "").includes("application/json")) {
      parsed = JSON.parse(text);
      checkAgainstDocument(method, url.pathname, response.status, parsed);
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  /** A bot check solved as the visitor's browser solves it (the ALTCHA widget's payload), asked for with `token` or a fresh site token. */
  async function botCheckToken(token?: string): Promise<string> {
    const asker = token ?? (await issueToken(store.db, { kind: "site", brand: platform.context.config.DEFAULT_BRAND }, platform.context.now())).token;
    const { body } = await call<{ challenge: Challenge }>("get", "/api/account/botcheck", { token: asker, query: { action: "submit" } });
    const solution = await solveChallenge({ challenge: body.challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge: body.challenge, solution })).toString("base64");
  }

  /** The client credentials the platform is configured with, as request headers. */
  const clientHeaders = () => ({
    "x-client-id": platform.context.config.PLATFORM_CLIENT_ID,
    "x-client-secret": platform.context.config.PLATFORM_CLIENT_SECRET ?? "",
  });

  /** A site token, as the site gets one: loginWithToken with the client's credentials. */
  async function siteToken(brand?: string): Promise<string> {
    const { status, body } = await call<{ token: string }>("post", "/api/account/loginWithToken", { headers: clientHeaders(), body: brand ? { brand } : {} });
    if (status !== 200) throw new Error(`loginWithToken answered ${status}`);
    return body.token;
  }

  /** A staff token for `brand` (default: the default brand). */
  async function staffToken(brand?: string): Promise<string> {
    return (await issueToken(store.db, { kind: "staff", brand: brand ?? platform.context.config.DEFAULT_BRAND }, platform.context.now())).token;
  }

  return {
    baseUrl,
    /** The Express app the server above serves (the platform's router mounted as the servers mount it), for in-process requests. */
    app,
    platform,
    store,
    db: store.db,
    logs: lines,
    document,
    call,
    botCheckToken,
    siteToken,
    staffToken,
    clientHeaders,
    /** Answers that did not match the OpenAPI document so far. */
    mismatches,
    /** Checks one answer against the document (adds to `mismatches`). */
    checkAgainstDocument,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await platform.close();
    },
  };
}

export type TestPlatform = Awaited<ReturnType<typeof startTestPlatform>>;

/** A valid rating transaction (doc2 §3) for a Dallas driver; override any part. */
export function sampleTransaction(overrides: Record<string, unknown> = {}) {
  return {
    term: 6,
    customer: {
      name: "Jordan",
      surname: "Sample",
      dob: "04/12/1990",
      email: "jordan.sample@example.com",
      phoneNumber: "214-555-0101",
      gender: 0,
      maritalStatus: 1,
      insured: true,
      address: { address: "1500 Marilla St", city: "Dallas", state: "TX", zipCode: "75201", county: "Dallas" },
    },
    drivers: [{ name: "Jordan", surname: "Sample", dob: "04/12/1990", gender: 0, maritalStatus: 1, relation: 0, licenseType: 1 }],
    cars: [{ vin: "4T1BF1FK5CU123456", year: 2018, maker: "TOYOTA", model: "CAMRY", annualMilesAge: 11000 }],
    coverages: [
      { coverageCd: "BI", val1: 30000, val2: 60000 },
      { coverageCd: "PD", val1: 25000 },
    ],
    ...overrides,
  };
}
