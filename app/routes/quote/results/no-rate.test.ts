/**
 * doc2 §4 "quote cycle: loading, then quotes or no quotes": when every carrier has answered and none
 * rated, the results stage learns it from the first answer and shows the no-quotes view at once —
 * the stream says done without waiting for another answer, the polling fallback stops, and the
 * stage leaves loading before the 12-second longer-wait message, let alone the 45-second wait.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { PlatformClient } from "~/.server/platform";
import { siteContext, type SiteContext } from "~/.server/site-context";
import { initialResults, stagePhase, withProgress } from "~/domain/quote/results-stream";
import { fallbackPollDecision, showsNoQuotes } from "~/domain/quote/waiting";

vi.mock("~/.server/session", () => ({ getSession: async () => ({ get: (key: string) => (key === "transactionId" ? "tx-1" : undefined) }) }));
vi.mock("~/.server/logger", () => ({ logger: () => ({ error: () => undefined, warn: () => undefined, info: () => undefined }) }));

const { loader: stream } = await import("./stream");
const { loader: poll } = await import("./poll");

const ok = (data: unknown) => ({ ok: true, status: 200, data });
const declined = (carrierId: string, seq: number) => ({ carrierId, status: "declined", seq, receivedAt: "2026-11-27T00:00:00Z", rates: [] });

/** Two carriers, both answered without a rate: done from the first read. Records each results call's query. */
function platform(queries: Record<string, unknown>[]): PlatformClient {
  const get = async (path: string, query: Record<string, unknown>) => {
    if (path === "/api/rating/getResultsByTransactionId") {
      queries.push(query);
      return ok({ isDone: true, completedCount: 2, carrierCount: 2, cursor: 2, results: [declined("golden-poppy", 1), declined("redwood-coast", 2)] });
    }
    if (path === "/api/rating/getTransaction") return ok({ transaction: { transactionId: "tx-1", drivers: [] } });
    return null;
  };
  return { get, post: get, patch: get, delete: get, header: () => ({}), baseUrl: () => "http://platform" } as unknown as PlatformClient;
}

type Args = Parameters<typeof stream>[0];

function args(client: PlatformClient, path: string): Args {
  const context = new RouterContextProvider();
  context.set(siteContext, {
    platform: () => client,
    trackId: "track-1",
    brand: { code: "delsol", endpoints: { api: "/api", caApi: "/api" }, experiences: ["ca"] },
    ip: "127.0.0.1",
    content: { flowSettings: async () => ({ waitSeconds: 45 }), carriers: async () => [] },
  } as unknown as SiteContext);
  return { request: new Request(`http://localhost${path}?transactionId=tx-1`), context, params: {} } as unknown as Args;
}

/** The server-sent events of a body: [event, data]. */
function events(body: string): [string, unknown][] {
  return body
    .split("\n\n")
    .filter(Boolean)
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? "";
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? "null";
      return [event, JSON.parse(data)];
    });
}

describe("doc2 §4 no rate, known at once", () => {
  it("the stream says done on its first read, with no card and no wait for another answer", async () => {
    const queries: Record<string, unknown>[] = [];
    const started = Date.now();
    const body = await ((await stream(args(platform(queries), "/get-a-quote-ca/results/stream"))) as Response).text();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(events(body)).toEqual([
      ["progress", { answered: 2, carrierCount: 2, done: true, cursor: 2 }],
      ["done", { answered: 2, carrierCount: 2, done: true, cursor: 2 }],
    ]);
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatchObject({ waitMs: 0 });

    // The stage: loading until that progress, then no quotes — at half a second, not after the wait.
    const state = withProgress(initialResults, { answered: 2, carrierCount: 2, done: true, cursor: 2 });
    expect(stagePhase(initialResults, 500)).toBe("loading");
    expect(stagePhase(state, 500)).toBe("noQuotes");
  });

  it("the polling fallback answers done with no quotes, and polling stops on that first answer with the no-quotes view", async () => {
    const queries: Record<string, unknown>[] = [];
    const answer = (await poll(args(platform(queries), "/get-a-quote-ca/results/poll"))).data as {
      isSuccess: boolean;
      isDone: boolean;
      completedCount: number;
      quotes: unknown[];
    };
    expect(answer).toMatchObject({ isSuccess: true, isDone: true, completedCount: 2, carrierCount: 2, quotes: [] });
    const decision = fallbackPollDecision(answer, 300);
    expect(decision).toEqual({ stop: true, reason: "results" });
    if (!decision.stop) throw new Error("polling went on");
    expect(showsNoQuotes(decision, answer.quotes.length)).toBe(true);
  });
});
