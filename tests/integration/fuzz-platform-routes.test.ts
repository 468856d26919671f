/**
 * Every platform route, fuzzed from its own schemas (fast-check).
 * For each registered route (`api.routes`: a new route is covered without a case list), FUZZ_RUNS
 * requests (1,000 on SQLite in `npm test`; `npm run fuzz` sends 10,000 on each database) with wrong types, lengths, unicode, huge
 * strings, nested junk, missing and extra keys, non-JSON bodies, wrong content types, malformed
 * percent-encodings and odd visitor addresses, each with a token of the route's caller kind.
 * Properties: never a 5xx; a 4xx answers the envelope (isSuccess false and a message); a schema
 * failure answers 400 with a message per field; a rejected request writes nothing (a row counter
 * per table, looked at after every request: ../fuzz/change-counter.ts).
 *
 * How the requests travel: one in 50 (drawn with the input) over a real socket to the platform's
 * listener, for what only the transport shows (Node's limits on the request line and headers, 414
 * and 431; bodies over the JSON limit refused as they arrive); the others are handed in-process to
 * the very Express app that listener serves (../fuzz/inject.ts), through the same body parsing,
 * routing, authorization, validation and error handling, without the cost of a connection each.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { describeEachDatabase, openTestDatabase, type DatabaseKind, type TestDatabase } from "../../platform/db/test-databases.ts";
import type { Store } from "../../platform/db/index.ts";
import { sampleTransaction, startTestPlatform, type TestPlatform } from "../../platform/http/test-client.ts";
import { issueToken } from "../../platform/services/tokens.ts";

import type { AnyRoute } from "../../platform/http/route.ts";
import { BOOKKEEPING_TABLE, installChangeCounter, type ChangeCounter } from "../fuzz/change-counter.ts";
import { inject } from "../fuzz/inject.ts";
import { requestFor, type FuzzRequest } from "../fuzz/platform-requests.ts";
import { overSocket } from "../fuzz/socket.ts";
import { fuzzRuns, FuzzTally } from "../fuzz/tally.ts";

/**
 * Inputs per route in `npm test`: 1,000, on SQLite only. What the fuzzing finds is in the routes'
 * validation, which runs before any query and is the same on both databases; `npm run fuzz`
 * (FUZZ_RUNS set) sends 10,000 per route on each database the run tests.
 */
const PLATFORM_RUNS_IN_NPM_TEST = 1000;
/** One request in this many goes over a real socket (see the header). */
const ONE_IN_OVER_SOCKET = 50;
const everyDatabase = process.env.FUZZ_RUNS !== undefined;

/** `npm test`: the SQLite database only (see above). */
function describeOnSqlite(title: string, body: (store: () => Store, kind: DatabaseKind) => void): void {
  describe(`${title} [sqlite]`, () => {
    let database: TestDatabase | undefined;
    beforeAll(async () => {
      database = await openTestDatabase("sqlite");
    });
    afterAll(async () => {
      await database?.dispose();
    });
    body(() => {
      if (!database) throw new Error("database not open");
      return database.store;
    }, "sqlite");
  });
}
/**
 * A property's expectation, checked without a cost when it holds (it runs some 160,000 times per
 * property; the message is only written for a failure).
 */
function holds(condition: boolean, failure: () => string): void {
  if (!condition) throw new Error(failure());
}

/** express.json({ limit: "8mb" }) in platform/index.ts. */
const PLATFORM_JSON_LIMIT_BYTES = 8 * 1024 * 1024;
const runs = fuzzRuns(PLATFORM_RUNS_IN_NPM_TEST);
/** The seed's supervisor (platform/seed/staff.ts): every brand. */
const DEMO_SUPERVISOR_EMAIL = "supervisor@example.com";
const PLAIN_TRANSPORTS = new Set([undefined, "json", "json-root", "text", "none", "urlencoded", "multipart"]);

(everyDatabase ? describeEachDatabase : describeOnSqlite)("fuzzing every platform route from its schemas", (store, kind) => {
  let t: TestPlatform;
  let counter: ChangeCounter;
  const tally = new FuzzTally(`platform routes [${kind}]`);
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await startTestPlatform(store());
    const brand = t.platform.context.config.DEFAULT_BRAND;
    const now = t.platform.context.now();
    // A site token issued to an authenticated client: the platform honours X-Visitor-Address for it
    //, so each request can come from another visitor.
    tokens.site = (await issueToken(t.db, { kind: "site", brand, clientId: "fuzz-client" }, now)).token;
    const prepared = await t.call<{ token: string }>("post", "/api/rating/prepareTransaction", {
      token: tokens.site,
      body: { transaction: sampleTransaction({ transactionId: "fuzz-tx-0001" }) },
    });
    tokens.customer = prepared.body.token;
    // A staff token of the seed's supervisor (as /api/staff/login issues it), so staff routes are
    // fuzzed past their access check.
    tokens.staff = (await issueToken(t.db, { kind: "staff", brand, email: DEMO_SUPERVISOR_EMAIL }, now)).token;
    counter = await installChangeCounter(store());
  });

  afterAll(async () => {
    tally.print();
    counter?.close();
    await t?.close();
  });

  const tokenFor = async (route: AnyRoute) => {
    const kind = (route.auth ?? "site") as string;
    // Staff sign-out ends the token it is given: each of its requests gets a fresh one.
    if (kind === "staff" && route.path.endsWith("/logout")) {
      return (await issueToken(t.db, { kind: "staff", brand: t.platform.context.config.DEFAULT_BRAND, email: DEMO_SUPERVISOR_EMAIL }, t.platform.context.now()))
        .token;
    }
    return tokens[kind === "customer" || kind === "staff" ? kind : "site"] ?? "";
  };

  async function send(route: AnyRoute, request: FuzzRequest, viaSocket: boolean) {
    const token = await tokenFor(route);
    // What was written before the request (the test's own token, a late write) is not its.
    await counter.written();
    const sent = {
      method: request.method,
      path: request.path,
      // The site's client credentials too, so the token call itself is fuzzed past them.
      headers: { ...request.headers, ...t.clientHeaders(), authorization: `Bearer ${token}` },
      body: request.body,
    };
    const answer = viaSocket ? await overSocket(t.baseUrl, sent, 15_000) : await inject(t.app, sent, { timeoutMs: 15_000 });
    // A run started by an accepted request writes after the answer: let it finish before the next.
    if (answer.status < 300) await t.platform.runner.idle();
    const written = await counter.written();
    return { status: answer.status, contentType: String(answer.headers["content-type"] ?? ""), text: answer.text, written };
  }

  it("every route of the platform is registered and fuzzed (the list comes from api.routes)", () => {
    expect(t.platform.api.routes.length).toBeGreaterThan(40);
  });

  it("a brand named __proto__ or constructor in a query is an unknown brand, not a 500 (found by this fuzzing)", async () => {
    for (const brand of ["__proto__", "constructor", "toString"]) {
      const response = await fetch(
        `${t.baseUrl}/api/address/citybyzip?zip=75201&brand=${brand}&header.lang=en&header.trackId=fuzz-brand&header.requestDate=${new Date().toISOString()}`,
        { headers: { authorization: `Bearer ${tokens.site}` } },
      );
      expect(response.status, brand).toBe(200);
    }
  });

  // The routes are known only once a platform is built; one test walks all of them so a new route
  // needs no new case.
  it(
    `/ ${runs} generated requests per route — never a 5xx, a 4xx is the envelope, a schema failure is 400 per field, a rejection writes nothing`,
    { timeout: 0 },
    async () => {
      const failures: string[] = [];
      for (const route of t.platform.api.routes) {
        const label = `${route.method.toUpperCase()} ${route.path}`;
        const started = performance.now();
        const details = await fc.check(
          fc.asyncProperty(requestFor(route), fc.noBias(fc.nat(ONE_IN_OVER_SOCKET - 1)), async (request, draw) => {
            const viaSocket = draw === 0;
            const answer = await send(route, request, viaSocket);
            tally.count(label, answer.status, viaSocket);
            const where = () =>
              `${label} → ${answer.status} for ${request.method} ${request.path.slice(0, 200)} ${request.transport ?? ""} ${(request.body ?? "").slice(0, 200)}${viaSocket ? " (over a socket)" : ""}: ${answer.text.slice(0, 200)}`;
            holds(answer.status > 0, () => `${where()}: no answer`);
            holds(answer.status < 500, () => `${where()}: a server error`);
            if (answer.status >= 400) {
              const isJson = answer.contentType.includes("application/json");
              // 431 and 414 come from Node's HTTP parser before any route runs (a URL past its limit).
              if ((!route.raw || isJson) && answer.status !== 431 && answer.status !== 414) {
                holds(isJson, () => `${where()}: not JSON`);
                const body = JSON.parse(answer.text) as { isSuccess?: unknown; message?: unknown; errors?: unknown };
                holds(body.isSuccess === false, () => `${where()}: isSuccess is not false`);
                holds(typeof body.message === "string" && body.message.length > 0, () => `${where()}: no message`);
              }
              // A refusal may count an attempt or a limit (some are counted before the input is
              // read, e.g. sign-in failures per address); it writes nothing else.
              const outsideBookkeeping = answer.written.filter((table) => !BOOKKEEPING_TABLE.test(table));
              holds(outsideBookkeeping.length === 0, () => `${where()}: wrote to ${answer.written.join(", ")}`);
            }
            // A body over the platform's JSON limit (8 MiB, platform/index.ts) is refused unread: 413.
            const jsonBody = request.transport === undefined || request.transport === "json" || request.transport === "json-root";
            const oversize = jsonBody && Buffer.byteLength(request.body ?? "") > PLATFORM_JSON_LIMIT_BYTES;
            if (oversize) holds(answer.status === 413, () => `${where()}: not 413 for a body over the limit`);
            if (!request.schemaValid && !request.malformedPath && !oversize && PLAIN_TRANSPORTS.has(request.transport)) {
              holds(answer.status === 400, () => `${where()}: not 400 for input the schemas refuse`);
              const body = JSON.parse(answer.text) as { errors?: Record<string, unknown> };
              holds(Object.keys(body.errors ?? {}).length > 0, () => `${where()}: no field messages`);
              holds(
                Object.values(body.errors ?? {}).every((m) => typeof m === "string" && m.length > 0),
                () => `${where()}: a field message is empty or not text`,
              );
            }
          }),
          { numRuns: runs, endOnFailure: true },
        );
        // The counterexample can be megabytes long: the first line of the assertion names it, cut short.
        if (details.failed)
          failures.push(
            `${label} (seed ${details.seed}): ${String((details.errorInstance as Error | undefined)?.message ?? "the property did not run to the end")
              .split("\n")[0]
              ?.slice(0, 700)}`,
          );
        tally.time(label, performance.now() - started);
      }
      expect(failures, failures.join("\n\n")).toEqual([]);
    },
  );
});
