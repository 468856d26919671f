/**
 * Every site route with an action, fuzzed over HTTP against the built
 * server (`node server.ts` on BUILD_DIR with a throw-away database). The routes come from the
 * build's route table and the form fields from the forms the pages render, so a new action or
 * field is covered without a case list. FUZZ_RUNS posts per action (25 in `npm test`; `npm run fuzz`
 * sends 10,000): mutated and random form fields, JSON, plain text, broken multipart, no content
 * type, a 2 MB form; and GETs with malformed percent-encodings on every route.
 * Property: never a 5xx, and always an answer.
 */
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import fc from "fast-check";
import { builtRoutes, startBuiltSite, type RunningSite, type SiteRoute } from "../fuzz/site-server.ts";
import { concretePath, getFor, harvestFields, postFor, type Fields, type SiteRequest } from "../fuzz/site-requests.ts";
import { fuzzRuns, FuzzTally } from "../fuzz/tally.ts";

/**
 * Posts per action in `npm test` (each is a real HTTP request through the whole server, 35–80 ms on
 * two cores): 25 keeps the suite near two minutes; `npm run fuzz` sends 10,000.
 */
const SITE_RUNS_IN_NPM_TEST = 25;
const runs = fuzzRuns(SITE_RUNS_IN_NPM_TEST);
const getRuns = Math.max(20, Math.round(runs / 10));

let site: RunningSite;
let routes: SiteRoute[];
let cookie: string | undefined;
const fields: Fields = new Map();
/** Every Set-Cookie the pages answered with while their forms were read. */
const pageCookies: string[] = [];
const tally = new FuzzTally("site actions");

/**
 * One request on a fresh connection (node:http without keep-alive: a reused socket the server has
 * just closed would read as a failure of the site). Resolves with status 0 and the reason when no
 * answer came.
 */
function send(request: SiteRequest): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const url = new URL(site.base);
    const body = request.body === undefined ? undefined : typeof request.body === "string" ? Buffer.from(request.body) : Buffer.from(request.body);
    let answered = false;
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        agent: false,
        headers: { ...request.headers, ...(body ? { "content-length": String(body.length) } : {}) },
        timeout: 20_000,
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
        res.on("error", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("no answer within 20 s")));
    // A server that refuses a body before reading it answers and closes while the body is still
    // being written (EPIPE, ECONNRESET here): its answer, when it came, is what counts.
    req.on("error", (error) => setTimeout(() => answered || resolve({ status: 0, text: `no answer: ${error.message}` }), 200));
    req.end(body);
  });
}

beforeAll(async () => {
  // A webhook secret, so the revalidation route checks what it is sent instead of answering 503 (not configured).
  site = await startBuiltSite({ SANITY_WEBHOOK_SECRET: "fuzz-webhook-secret-0123456789" });
  routes = await builtRoutes();
  // The forms every page renders (English and Spanish), and a session cookie a visitor would hold.
  for (const route of routes.filter((r) => !r.resource && !r.pattern.includes("*"))) {
    const response = await fetch(`${site.base}${concretePath(route.pattern, () => "TX")}`, { redirect: "manual" });
    harvestFields(await response.text(), fields);
    pageCookies.push(...response.headers.getSetCookie());
    cookie ??= response.headers.get("set-cookie")?.split(";")[0];
  }
}, 180_000);

afterAll(async () => {
  tally.print();
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
    const answer = await send({ method: "GET", path, headers: {}, kind: "fixed" });
    tally.count("GET (fixed malformed paths)", answer.status);
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
    const answer = await send({ method: "POST", path: "/quote", headers, body, kind: "fixed" });
    tally.count("POST /quote (fixed bodies)", answer.status);
    expect(answer.status, `${JSON.stringify(headers)} → ${answer.status}: ${answer.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  }
});

it("a 7 MB JSON body to any path is refused at once", async () => {
  const body = JSON.stringify({ pad: "a".repeat(7 * 1024 * 1024) });
  for (const path of ["/quote", "/api/offices/nearest", "/", "/no-such-page"]) {
    const started = performance.now();
    const { status, text } = await send({ method: "POST", path, headers: { "content-type": "application/json" }, body, kind: "fixed" });
    const ms = performance.now() - started;
    console.log(`7 MB JSON to ${path}: ${status} in ${ms.toFixed(0)} ms ${status === 0 ? text : ""}`);
    tally.count("POST 7 MB JSON", status);
    // Refused either with its 4xx, or by the connection closing while the body is still being sent
    // (the client then may not read the 415 the server wrote first).
    if (status === 0) expect(text).toMatch(/EPIPE|ECONNRESET|socket hang up/);
    else expect(status >= 400 && status < 500, `${path} → ${status}`).toBe(true);
    expect(ms).toBeLessThan(5_000);
  }
});

it(`/ ${runs} generated posts per action and ${getRuns} malformed GETs per route — never a 5xx`, { timeout: 0 }, async () => {
  const failures: string[] = [];
  const check = async (label: string, arbitrary: fc.Arbitrary<SiteRequest>, numRuns: number) => {
    const started = performance.now();
    const details = await fc.check(
      fc.asyncProperty(arbitrary, async (request) => {
        const answer = await send(request);
        tally.count(label, answer.status);
        const where = `${label} → ${answer.status || answer.text} for ${request.method} ${request.path.slice(0, 200)} (${request.kind}) ${String(request.body ?? "").slice(0, 200)}: ${answer.text.slice(0, 200)}`;
        // A large body refused before it is read may end in a reset the client sees before the answer.
        const refusedMidBody = answer.status === 0 && String(request.body ?? "").length > 65_536 && /EPIPE|ECONNRESET/.test(answer.text);
        if (!refusedMidBody) expect(answer.status, where).toBeGreaterThan(0);
        expect(answer.status, where).toBeLessThan(500);
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
  for (const route of routes.filter((r) => r.hasAction)) await check(`POST ${route.pattern}`, postFor(route, fields, site.base, cookie), runs);
  for (const route of routes) await check(`GET ${route.pattern}`, getFor(route), getRuns);
  expect(failures, failures.join("\n\n")).toEqual([]);
});
