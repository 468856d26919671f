import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PlatformClient } from "~/.server/platform";
import { siteContext, type SiteContext } from "~/.server/site-context";

const logged = vi.hoisted(() => [] as { fields: Record<string, unknown>; message: string }[]);
vi.mock("~/.server/session", () => ({ getSession: async () => ({ get: (key: string) => (key === "transactionId" ? "tx-1" : undefined) }) }));
vi.mock("~/.server/logger", () => ({
  logger: () => ({
    error: (fields: Record<string, unknown>, message: string) => logged.push({ fields, message }),
    warn: () => undefined,
    info: () => undefined,
  }),
}));

const { action: contact } = await import("./contact");
const { action: buyNow } = await import("./buy-now");

const rate = { rateQuoteId: "rq-1", companyID: "gulf-breeze", transactionID: "tx-1" };
type Posted = { path: string; body: unknown };

/** A platform whose quote belongs to the session's transaction, and whose calls after that fail as told. */
function platform(fail: Set<string>) {
  const posted: Posted[] = [];
  const ok = (data: unknown) => ({ ok: true, status: 200, data });
  const client = {
    get: async (path: string) =>
      path.startsWith("/api/rating/loadByRateQuoteId/")
        ? ok({ transactionId: "tx-1", rate })
        : path === "/bin/servlet/idleagentrequest"
          ? ok({ resultCode: 0, idleAgentCountResponse: { idleAgentCount: 2 } })
          : null,
    post: async (path: string, body: unknown) => {
      posted.push({ path, body });
      if (fail.has(path)) return { ok: false, status: 409, reason: "api", message: "no", fieldErrors: {} };
      if (path === "/api/rating/selectQuote") return ok({ selectionId: "sel-1" });
      if (path === "/api/lead/sendEvent") return ok({ eventId: "ev-1" });
      if (path === "/api/log/error") return ok({ errorId: "err-1" });
      return null;
    },
  } as unknown as PlatformClient;
  return { client, posted };
}

function args(client: PlatformClient, path: string, form: Record<string, string>, chatUrl = "") {
  const context = new RouterContextProvider();
  const content = { flowSettings: async () => ({ chatUrl }) };
  context.set(siteContext, { platform: () => client, trackId: "track-1", brand: { code: "lonestar" }, ip: "127.0.0.1", content } as unknown as SiteContext);
  const request = new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(form) });
  return { request, context, params: {}, unstable_pattern: path } as unknown as Parameters<typeof contact>[0];
}

beforeEach(() => {
  logged.length = 0;
});

describe("doc2 §8 logged errors of the quote cards", () => {
  it("a failed selectQuote is logged and reported as 'Error sending FW event to selectQuote' (code 200, type API Error)", async () => {
    const { client, posted } = platform(new Set(["/api/rating/selectQuote"]));
    const response = await contact(args(client, "/quote/results/contact", { rateQuoteId: "rq-1", action: "call" }));
    expect(response.data).toEqual({ ok: false, action: "call", error: "failed" });
    expect(logged).toEqual([
      { fields: expect.objectContaining({ rateQuoteId: "rq-1", code: 200, type: "API Error" }), message: "Error sending FW event to selectQuote" },
    ]);
    expect(posted.find((p) => p.path === "/api/log/error")?.body).toEqual({
      message: "Error sending FW event to selectQuote: rq-1",
      code: 200,
      type: "API Error",
    });
  });

  it("a recorded call request reports nothing", async () => {
    const { client, posted } = platform(new Set());
    const response = await contact(args(client, "/quote/results/contact", { rateQuoteId: "rq-1", action: "text" }));
    expect(response.data).toEqual({ ok: true, action: "text" });
    expect(posted.map((p) => p.path).sort()).toEqual(["/api/lead/sendEvent", "/api/rating/selectQuote"]);
    expect(logged).toEqual([]);
  });

  it("no buy-now link: 'Buy Now url empty for carrier' is logged and reported with the carrier and quote", async () => {
    const { client, posted } = platform(new Set(["/api/rating/buyNow"]));
    const response = await buyNow(args(client, "/quote/results/buy-now", { rateQuoteId: "rq-1" }));
    expect(response.data).toEqual({ ok: false, error: "noLink" });
    expect(logged.map((l) => l.message)).toEqual(["Buy Now url empty for carrier"]);
    expect(posted.find((p) => p.path === "/api/log/error")?.body).toEqual({
      message: "Buy Now url empty for carrier: gulf-breeze (rq-1)",
      code: 409,
      type: "API Error",
    });
  });
});

describe("doc2 §7 chat with an agent", () => {
  it("is offered only by a brand with a chat provider page: without one, an idle agent still means no chat", async () => {
    const { client } = platform(new Set());
    const none = await contact(args(client, "/quote/results/contact", { rateQuoteId: "rq-1", action: "chat" }));
    expect(none.data).toEqual({ ok: false, action: "chat", error: "noAgent" });
    const offered = await contact(args(client, "/quote/results/contact", { rateQuoteId: "rq-1", action: "chat" }, "https://chat.example/lonestar"));
    expect(offered.data).toEqual({ ok: true, action: "chat", chatUrl: "https://chat.example/lonestar" });
  });
});
