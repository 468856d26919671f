/**
 * Time from each carrier's answer to its quote card in the page (Chromium, performance marks).
 *
 *   npm run bench:first-card [-- runs]      (needs a build: `npx react-router build`, BUILD_DIR honoured)
 *
 * Starts the site with the embedded platform on a free port, with known carrier delays
 * (RATING_DELAYS_MS). Each run submits a transaction, opens its quote stage (after owner
 * verification, as a returning visitor would) while carriers are still rating, and reads:
 * - the platform's time of each carrier's answer (`receivedAt` of the result), and
 * - the `quote-card-shown` mark each card sets when it is in the page.
 * Answers that came before the page's stream was connected (the `quote-results-connected` mark)
 * are left out: their cards arrive with the page. It prints the median and worst answer-to-card time, how long after the slowest carrier the last
 * card showed, and the same figures for the spec's 3-second polling computed from the same answer
 * times (a card shows at the next poll after its answer). Exits 1 when the median is above 150 ms
 * or the last card comes more than 150 ms after the slowest carrier.
 */
import { availableParallelism, loadavg } from "node:os";
import { chromium } from "@playwright/test";
import { buildDir, hasBuild, serveBuild } from "./serve-build.ts";

const RUNS = Number(process.argv[2] ?? 5);
const LIMIT_MS = 150;
const POLL_MS = 3000;
/** The first carrier answers before the page opens (it lets the visitor verify); the others while it is open. */
const OPENER = "armadillo-ridge";
const DELAYS: Record<string, number> = {
  [OPENER]: 200,
  "bluebonnet-lantern": 10000,
  "gulf-breeze": 10700,
  "pecan-hollow": 11400,
  "red-river": 12100,
  "mesquite-trail": 10300,
  "*": 11000,
};

const header = () => ({ lang: "en", trackId: `bench-${Math.random().toString(36).slice(2)}`, requestDate: new Date().toISOString() });

async function api<T>(
  base: string,
  method: "GET" | "POST",
  route: string,
  options: { token?: string; body?: object; query?: Record<string, string> } = {},
): Promise<T> {
  const url = new URL(route, base);
  const h = header();
  if (method === "GET")
    for (const [k, v] of Object.entries({ "header.lang": h.lang, "header.trackId": h.trackId, "header.requestDate": h.requestDate, ...options.query }))
      url.searchParams.set(k, v);
  const response = await fetch(url, {
    method,
    headers: { "content-type": "application/json", ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    body: method === "POST" ? JSON.stringify({ header: h, ...options.body }) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

type Result = { carrierId: string; status: string; rateQuoteId: string | null; receivedAt: string | null };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function main() {
  if (!hasBuild()) {
    console.error(`No build in ${buildDir}/: run \`npx react-router build\` first (BUILD_DIR=${buildDir}).`);
    process.exit(2);
  }
  const delays = Object.entries(DELAYS)
    .map(([id, ms]) => `${id}=${ms}`)
    .join(",");
  const { base, platform, stop } = await serveBuild({ RATING_DELAYS_MS: delays });
  /** The site's own login at the platform (client id and secret), as the site makes it. */
  const siteToken = async () => {
    const response = await fetch(`${platform.url}/api/account/loginWithToken`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-client-id": platform.clientId, "x-client-secret": platform.clientSecret },
      body: JSON.stringify({ header: header(), isskiplogin: true }),
    });
    if (!response.ok) throw new Error(`loginWithToken: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { token: string }).token;
  };
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const streamed: number[] = [];
    const polled: number[] = [];
    const afterSlowest: number[] = [];
    const serverPart: number[] = [];
    const browserPart: number[] = [];
    const pollAfterSlowest: number[] = [];
    // Run 0 warms the fresh server and browser (first compilation of every code path); it is not counted.
    for (let run = 0; run <= RUNS; run++) {
      const token = await siteToken();
      const dob = "04/12/1990";
      const customer = {
        name: "Bench",
        surname: "Visitor",
        dob,
        email: `bench${run}@example.com`,
        phoneNumber: "2145550199",
        gender: 0,
        maritalStatus: 1,
        insured: true,
        address: { address: "1500 Marilla St", city: "Dallas", state: "TX", zipCode: "75201", county: "Dallas" },
      };
      const transaction = {
        term: 6,
        customer,
        drivers: [{ name: "Bench", surname: "Visitor", dob, gender: 0, maritalStatus: 1, relation: 0, licenseType: 1 }],
        cars: [{ vin: "4T1BF1FK5CU123456", year: 2018, maker: "TOYOTA", model: "CAMRY", annualMilesAge: 11000 }],
        coverages: [
          { coverageCd: "BI", val1: 30000, val2: 60000 },
          { coverageCd: "PD", val1: 25000 },
        ],
      };
      const { transactionId } = await api<{ transactionId: string }>(platform.url, "POST", "/api/rating/prepareTransaction", { token, body: { transaction } });
      await api(platform.url, "POST", "/api/rating/submitTransaction", { token, body: { transactionId } });
      let opener: string | null = null;
      while (!opener) {
        const answer = await api<{ results: Result[] }>(platform.url, "GET", "/api/rating/getResultsByTransactionId", { token, query: { transactionId } });
        opener = answer.results.find((r) => r.carrierId === OPENER && r.rateQuoteId)?.rateQuoteId ?? null;
        if (!opener) await new Promise((resolve) => setTimeout(resolve, 50));
      }

      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const verified = await page.request.post(`${base}/quote/results/verify-owner`, { form: { rateQuoteId: opener, dob } });
      if (!verified.ok()) throw new Error(`verify-owner: ${verified.status()}`);
      await page.goto(`${base}/quote?transactionId=${transactionId}`);
      await page.waitForFunction((count) => performance.getEntriesByName("quote-card-shown").length >= count, 5, { timeout: 20_000 });
      const marks = await page.evaluate(() => ({
        open: performance.timeOrigin + (performance.getEntriesByName("quote-results-connected")[0]?.startTime ?? 0),
        cards: performance.getEntriesByName("quote-card-shown").map((mark) => ({
          at: performance.timeOrigin + mark.startTime,
          ...((mark as PerformanceMark).detail as { carrierId: string; sentAt: number | null }),
        })),
      }));
      await context.close();

      const results = (await api<{ results: Result[] }>(platform.url, "GET", "/api/rating/getResultsByTransactionId", { token, query: { transactionId } }))
        .results;
      const answered = new Map(results.filter((r) => r.receivedAt).map((r) => [r.carrierId, Date.parse(r.receivedAt!)]));
      const firstShown = new Map<string, number>();
      const sent = new Map<string, number>();
      for (const card of marks.cards) {
        if (!firstShown.has(card.carrierId)) firstShown.set(card.carrierId, card.at);
        if (card.sentAt !== null && !sent.has(card.carrierId)) sent.set(card.carrierId, card.sentAt);
      }
      const thisRun: number[] = [];
      let slowest = 0;
      let lastCard = 0;
      let lastPolled = 0;
      for (const [carrierId, shownAt] of firstShown) {
        const answerAt = answered.get(carrierId);
        if (answerAt === undefined || answerAt < marks.open) continue; // answered before the page was listening
        streamed.push(shownAt - answerAt);
        thisRun.push(shownAt - answerAt);
        const sentAt = sent.get(carrierId);
        if (sentAt !== undefined && run > 0) {
          serverPart.push(sentAt - answerAt);
          browserPart.push(shownAt - sentAt);
        }
        const pollAt = marks.open + POLL_MS * Math.ceil((answerAt - marks.open) / POLL_MS);
        polled.push(pollAt - answerAt);
        slowest = Math.max(slowest, answerAt);
        lastCard = Math.max(lastCard, shownAt);
        lastPolled = Math.max(lastPolled, pollAt);
      }
      if (thisRun.length === 0) {
        console.log(`run ${run}: the page was not listening before the carriers answered (machine too busy); not counted`);
        continue;
      }
      if (run === 0) {
        streamed.length = 0;
        polled.length = 0;
        console.log(`warm-up: ${[...firstShown.keys()].length} cards`);
        continue;
      }
      afterSlowest.push(lastCard - slowest);
      pollAfterSlowest.push(lastPolled - slowest);
      console.log(
        `run ${run}: ${[...firstShown.keys()].length} cards; answer→card ${thisRun.map((v) => Math.round(v)).join(", ")} ms; last card ${Math.round(lastCard - slowest)} ms after the slowest carrier`,
      );
    }
    if (streamed.length === 0) throw new Error("No carrier answered while a page was listening: nothing measured.");
    const fmt = (v: number) => `${Math.round(v)} ms`;
    console.log("");
    console.log(`machine load average (1 min) at the end: ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`);
    console.log(`carriers measured: ${streamed.length} answers over ${RUNS} runs (delays ${delays})`);
    console.log(
      `streamed (server-sent events): median ${fmt(median(streamed))}, worst ${fmt(Math.max(...streamed))}; last card after slowest carrier: median ${fmt(median(afterSlowest))}, worst ${fmt(Math.max(...afterSlowest))}`,
    );
    console.log(`  of which answer→sent by the site: median ${fmt(median(serverPart))}; sent→card in the page: median ${fmt(median(browserPart))}`);
    console.log(
      `3-second polling, same answers:  median ${fmt(median(polled))}, worst ${fmt(Math.max(...polled))}; last card after slowest carrier: median ${fmt(median(pollAfterSlowest))}, worst ${fmt(Math.max(...pollAfterSlowest))}`,
    );
    console.log("(the spec's polling also stops at the first answer with completedCount above 0, so later carriers would not show at all)");
    const ok = median(streamed) <= LIMIT_MS && Math.max(...afterSlowest) <= LIMIT_MS;
    console.log(ok ? `PASS: median and last card within ${LIMIT_MS} ms` : `FAIL: above ${LIMIT_MS} ms`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await browser.close();
    stop();
  }
}

await main();
