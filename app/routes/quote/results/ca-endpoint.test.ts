/**
 * doc2 §4: a visitor on the California page has every results call (stream, polling, buy now,
 * agent contact, feedback, owner check, settings) go to the brand's California endpoint; on the
 * base page the same calls keep the main one.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { PlatformClient } from "~/.server/platform";
import { siteContext, type SiteContext } from "~/.server/site-context";

vi.mock("~/.server/session", () => ({ getSession: async () => ({ get: (key: string) => (key === "transactionId" ? "tx-1" : undefined) }) }));
vi.mock("~/.server/logger", () => ({ logger: () => ({ error: () => undefined, warn: () => undefined, info: () => undefined }) }));

const { loader: poll } = await import("./poll");
const { loader: stream } = await import("./stream");
const { loader: config } = await import("./config");
const { action: buyNow } = await import("./buy-now");
const { action: contact } = await import("./contact");
const { action: feedback } = await import("./feedback");
const { action: verifyOwner } = await import("./verify-owner");

const rate = { rateQuoteId: "rq-1", companyID: "gulf-breeze", transactionID: "tx-1" };
const ok = (data: unknown) => ({ ok: true, status: 200, data });

/** The platform as the results routes see it: answers by path, whichever endpoint it is called on. */
function recordingPlatform(calls: string[]): PlatformClient {
  const answer = (path: string) => {
    const bare = path.replace(/^\/api\/ca\//, "/api/");
    if (bare.startsWith("/api/rating/loadByRateQuoteId/")) return ok({ transactionId: "tx-1", rate });
    if (bare === "/api/rating/getResultsByTransactionId") return ok({ isDone: true, completedCount: 0, carrierCount: 0, cursor: 0, results: [] });
    if (bare === "/api/rating/getTransaction") return ok({ transaction: { transactionId: "tx-1", drivers: [] } });
    if (bare === "/api/rating/selectQuote") return ok({ selectionId: "sel-1" });
    if (bare === "/api/lead/sendEvent") return ok({ eventId: "ev-1" });
    if (bare === "/api/rating/quoteFeedback") return ok({ feedbackId: "fb-1" });
    if (bare === "/api/log/error") return ok({ errorId: "err-1" });
    if (bare === "/opapi/quote/verifyquoteowner") return ok({ isMatch: false, attemptsLeft: 2 });
    if (bare === "/bin/servlet/idleagentrequest") return ok({ resultCode: 0, idleAgentCountResponse: { idleAgentCount: 1 } });
    return null;
  };
  const record = (method: string) => async (path: string) => (calls.push(`${method} ${path}`), answer(path));
  return {
    get: record("GET"),
    post: record("POST"),
    patch: record("PATCH"),
    delete: record("DELETE"),
    header: () => ({}),
    baseUrl: () => "http://platform",
  } as unknown as PlatformClient;
}

type Args = Parameters<typeof poll>[0];

function args(calls: string[], path: string, form?: Record<string, string>): Args {
  const context = new RouterContextProvider();
  const brand = { code: "delsol", endpoints: { api: "/api", caApi: "/api/ca" }, experiences: ["ca"] };
  context.set(siteContext, {
    platform: () => recordingPlatform(calls),
    trackId: "track-1",
    brand,
    ip: "127.0.0.1",
    content: { flowSettings: async () => ({ waitSeconds: 45 }), carriers: async () => [] },
  } as unknown as SiteContext);
  const request = form
    ? new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(form) })
    : new Request(`http://localhost${path}?transactionId=tx-1`);
  return { request, context, params: {}, unstable_pattern: path } as unknown as Args;
}

/** Runs every results resource as a visitor on the page at `page` (`""` or `/es` before it for the language). */
async function everyResultsCall(page: string): Promise<string[]> {
  const calls: string[] = [];
  await poll(args(calls, `${page}/results/poll`));
  await ((await stream(args(calls, `${page}/results/stream`))) as Response).text();
  await config(args(calls, `${page}/results/config`));
  await buyNow(args(calls, `${page}/results/buy-now`, { rateQuoteId: "rq-1" }));
  await contact(args(calls, `${page}/results/contact`, { rateQuoteId: "rq-1", action: "call", client: "desktop" }));
  await feedback(args(calls, `${page}/results/feedback`, { rateQuoteId: "rq-1", helpful: "yes" }));
  await verifyOwner(args(calls, `${page}/results/verify-owner`, { rateQuoteId: "rq-1", dob: "04/12/1990" }));
  return calls;
}

const apiCalls = (calls: string[]) => calls.filter((call) => / \/api\//.test(call));

describe("doc2 §4 the results calls of the California page", () => {
  it("go to the California endpoint, in English and Spanish", async () => {
    for (const page of ["/get-a-quote-ca", "/es/get-a-quote-ca"]) {
      const calls = await everyResultsCall(page);
      const api = apiCalls(calls);
      expect(api.length).toBeGreaterThan(8);
      expect(api.filter((call) => !call.includes(" /api/ca/"))).toEqual([]);
      expect(calls).toEqual(
        expect.arrayContaining([
          "GET /api/ca/rating/getResultsByTransactionId",
          "POST /api/ca/rating/buyNow",
          "POST /api/ca/rating/selectQuote",
          "POST /api/ca/lead/sendEvent",
          "POST /api/ca/rating/quoteFeedback",
          "GET /api/ca/rating/loadByRateQuoteId/rq-1",
        ]),
      );
    }
  });

  it("on the base page the same calls keep the main endpoint", async () => {
    const api = apiCalls(await everyResultsCall("/quote"));
    expect(api.length).toBeGreaterThan(8);
    expect(api.filter((call) => call.includes("/api/ca/"))).toEqual([]);
  });

  it("a state experience the brand does not offer answers 404 and calls nothing", async () => {
    const calls: string[] = [];
    const answer = await poll({ ...args(calls, "/quote/az/results/poll"), params: { state: "az" } });
    expect(answer.init?.status).toBe(404);
    expect(answer.data).toEqual({ ok: false, error: "notFound" });
    expect(calls).toEqual([]);
  });
});
