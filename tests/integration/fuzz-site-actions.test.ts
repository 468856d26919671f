/**
 * Every site route with an action, fuzzed against the built site (server.ts's app on BUILD_DIR
 * with a throw-away database, made in this process). The routes come from the build's route table
 * and the form fields from the forms the pages render, so a new action or field is covered without
 * a case list. FUZZ_RUNS posts per action (1,000 in `npm test`; `npm run fuzz` sends 10,000):
 * mutated and random form fields, JSON, plain text, broken multipart, no content type, a 2 MB form,
 * a huge field; and GETs with malformed percent-encodings on every route.
 * Property: never a 5xx, and always an answer.
 *
 * How the posts travel: most as the page's own scripts send a form (React Router's data request,
 * `/path.data`, which runs the action alone), one in five as a browser without JavaScript posts it
 * (the page's own address: the action, then the page rendered). One request in 50 (drawn with the
 * input) goes over a real socket to the site's public listener, for what only the transport shows
 * (Node's parser, a body refused while it is still being sent), and so do the fixed checks below
 * (malformed request lines, bodies that are not forms, a 7 MB body); the others are handed
 * in-process to the very Express app that listener serves (../fuzz/inject.ts): the same
 * middleware, body checks, origin check, React Router handler and error handling, without a
 * connection each.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import fc from "fast-check";
import { inject, type InjectedRequest } from "../fuzz/inject.ts";
import { builtRoutes, startSite, type RunningSite, type SiteRoute } from "../fuzz/site-server.ts";
import { concretePath, getFor, harvestFields, postFor, type Fields, type SiteRequest } from "../fuzz/site-requests.ts";
import { overSocket } from "../fuzz/socket.ts";
import { fuzzRuns, FuzzTally } from "../fuzz/tally.ts";

/** Posts per action in `npm test`; `npm run fuzz` (FUZZ_RUNS) sends 10,000. */
const SITE_RUNS_IN_NPM_TEST = 1000;
/** Malformed GETs per route in `npm test` (a tenth of FUZZ_RUNS in `npm run fuzz`). */
const GET_RUNS_IN_NPM_TEST = 20;
/** One request in this many goes over a real socket (see the header). */
const ONE_IN_OVER_SOCKET = 50;
const runs = fuzzRuns(SITE_RUNS_IN_NPM_TEST);
const getRuns = process.env.FUZZ_RUNS === undefined ? GET_RUNS_IN_NPM_TEST : Math.max(GET_RUNS_IN_NPM_TEST, Math.round(runs / 10));

let site: RunningSite;
let routes: SiteRoute[];
let cookie: string | undefined;
const fields: Fields = new Map();
/** Every Set-Cookie the pages answered with while their forms were read. */
const pageCookies: string[] = [];
const actionTally = new FuzzTally("site actions");
const getTally = new FuzzTally("site routes (malformed GETs)");
const fixedTally = new FuzzTally("site fixed requests");

/**
 * A property's expectation, checked without a cost when it holds (it runs some 100,000 times; the
 * message is only written for a failure).
 */
function holds(condition: boolean, failure: () => string): void {
  if (!condition) throw new Error(failure());
}

function send(request: SiteRequest | InjectedRequest, viaSocket: boolean): Promise<{ status: number; text: string }> {
  return viaSocket ? overSocket(site.base, request) : inject(site.app, request);
}

beforeAll(async () => {
  // A webhook secret, so the revalidation route checks what it is sent instead of answering 503 (not configured).
  site = await startSite({ SANITY_WEBHOOK_SECRET: "fuzz-webhook-secret-0123456789" });
  routes = await builtRoutes();
  // The forms every page renders (English and Spanish), and a session cookie a visitor would hold.
  for (const route of routes.filter((r) => !r.resource && !r.pattern.includes("*"))) {
    const answer = await inject(site.app, { method: "GET", path: concretePath(route.pattern, () => "TX"), headers: {} });
    harvestFields(answer.text, fields);
    const setCookies = [answer.headers["set-cookie"] ?? []].flat().map(String);
    pageCookies.push(...setCookies);
    cookie ??= setCookies[0]?.split(";")[0];
  }
}, 180_000);

afterAll(async () => {
  actionTally.print();
  getTally.print();
  fixedTally.print();
  const errors = (site?.output() ?? "").split("\n").filter((line) => /"level":(50|60)|\bat .*\.(js|ts):\d+/.test(line));
  if (errors.length) console.log(`server error lines: ${errors.length}\n${errors.slice(0, 20).join("\n")}`);
  await site?.stop();
});

it("the routes come from the build's route table, and the pages' forms give the fields", () => {
  const actions = routes.filter((r) => r.hasAction).map((r) => r.pattern);
  expect(actions).toContain("/quote");
  expect(actions).toContain("/es/quote");
  expect(fields.size).toBeGreaterThan(5);
});

it("every cookie a page sets is HttpOnly and SameSite (none is for scripts to read)", () => {
  for (const setCookie of pageCookies) {
    expect(setCookie, setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie, setCookie).toMatch(/;\s*SameSite=(Lax|Strict)/i);
  }
});

it("malformed paths answer 400 or 404, never 500", async () => {
  for (const path of ["/%zz", "/api/lead/%zz", "/quote/%E0%A4%A", "/es/%zz", "/quote/results/poll%zz", "/%", "/quote%zz.data"]) {
    const answer = await send({ method: "GET", path, headers: {} }, true);
    fixedTally.count("GET (fixed malformed paths)", answer.status, true);
    expect([400, 404], `${path} → ${answer.status}`).toContain(answer.status);
  }
});

it("a body that is not a form posted to /quote answers 4xx: none, JSON, text, broken multipart", async () => {
  const bodies: [Record<string, string>, string | undefined][] = [
    [{}, undefined],
    [{ "content-type": "application/json" }, '{"lat":32.7,"lng":-96.8}'],
    [{ "content-type": "text/plain" }, "intent=policy"],
    [{ "content-type": "multipart/form-data; boundary=x" }, "--x\r\nContent-Disposition: form-data; name="],
  ];
  for (const [headers, body] of bodies) {
    const answer = await send({ method: "POST", path: "/quote", headers, body }, true);
    fixedTally.count("POST /quote (fixed bodies)", answer.status, true);
    expect(answer.status, `${JSON.stringify(headers)} → ${answer.status}: ${answer.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  }
});

it("a 7 MB JSON body to any path is refused at once", async () => {
  const body = JSON.stringify({ pad: "a".repeat(7 * 1024 * 1024) });
  for (const path of ["/quote", "/api/offices/nearest", "/", "/no-such-page"]) {
    const started = performance.now();
    const { status, text } = await send({ method: "POST", path, headers: { "content-type": "application/json" }, body }, true);
    const ms = performance.now() - started;
    console.log(`7 MB JSON to ${path}: ${status} in ${ms.toFixed(0)} ms ${status === 0 ? text : ""}`);
    fixedTally.count("POST 7 MB JSON", status, true);
    // Refused either with its 4xx, or by the connection closing while the body is still being sent
    // (the client then may not read the 415 the server wrote first).
    if (status === 0) expect(text).toMatch(/EPIPE|ECONNRESET|socket hang up/);
    else expect(status >= 400 && status < 500, `${path} → ${status}`).toBe(true);
    expect(ms).toBeLessThan(5_000);
  }
});

it(`/ ${runs} generated posts per action and ${getRuns} malformed GETs per route — never a 5xx`, { timeout: 0 }, async () => {
  const failures: string[] = [];
  const check = async (tally: FuzzTally, label: string, arbitrary: fc.Arbitrary<SiteRequest>, numRuns: number) => {
    const started = performance.now();
    const details = await fc.check(
      fc.asyncProperty(arbitrary, fc.noBias(fc.nat(ONE_IN_OVER_SOCKET - 1)), async (request, draw) => {
        const viaSocket = draw === 0;
        const answer = await send(request, viaSocket);
        tally.count(label, answer.status, viaSocket);
        const where = () =>
          `${label} → ${answer.status || answer.text} for ${request.method} ${request.path.slice(0, 200)} (${request.kind}${viaSocket ? ", over a socket" : ""}) ${String(request.body ?? "").slice(0, 200)}: ${answer.text.slice(0, 200)}`;
        // A large body refused before it is read may end in a reset the client sees before the answer.
        const refusedMidBody = viaSocket && answer.status === 0 && String(request.body ?? "").length > 65_536 && /EPIPE|ECONNRESET/.test(answer.text);
        holds(answer.status > 0 || refusedMidBody, () => `${where()}: no answer`);
        holds(answer.status < 500, () => `${where()}: a server error`);
      }),
      { numRuns, endOnFailure: true },
    );
    if (details.failed)
      failures.push(
        `${label} (seed ${details.seed}): ${String((details.errorInstance as Error | undefined)?.message ?? "the property did not run to the end")
          .split("\n")[0]
          ?.slice(0, 700)}`,
      );
    tally.time(label, performance.now() - started);
  };
  for (const route of routes.filter((r) => r.hasAction)) await check(actionTally, `POST ${route.pattern}`, postFor(route, fields, site.base, cookie), runs);
  for (const route of routes) await check(getTally, `GET ${route.pattern}`, getFor(route), getRuns);
  expect(failures, failures.join("\n\n")).toEqual([]);
});
