/**
 * doc2 §9: the results stage reads the brand's quote settings from /quote/results/config; a
 * brand's polling interval is what the polling fallback of its results page uses.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { PlatformClient } from "~/.server/platform";
import { siteContext, type SiteContext } from "~/.server/site-context";
import { quoteDefaults } from "~/domain/content-defaults";

vi.mock("~/.server/session", () => ({ getSession: async () => ({ get: () => undefined }) }));
vi.mock("~/.server/logger", () => ({ logger: () => ({ error: () => undefined, warn: () => undefined, info: () => undefined }) }));

const { loader } = await import("./config");

const platform = { get: async () => null, post: async () => null, header: () => ({}), baseUrl: () => "http://platform" } as unknown as PlatformClient;

async function settingsFor(overrides: Record<string, unknown>): Promise<Record<string, unknown>> {
  const context = new RouterContextProvider();
  context.set(siteContext, {
    platform: () => platform,
    trackId: "track-1",
    brand: { code: "delsol", endpoints: { api: "/api", caApi: "/api/ca" }, experiences: [] },
    ip: "127.0.0.1",
    content: { flowSettings: async () => ({ ...quoteDefaults, chatUrl: "", ...overrides }) },
  } as unknown as SiteContext);
  const request = new Request("http://localhost/get-a-quote/results/config");
  const answer = await loader({ request, context, params: {}, unstable_pattern: "/get-a-quote/results/config" } as unknown as Parameters<typeof loader>[0]);
  expect(answer.init?.status).toBe(200);
  return (answer.data as { settings: Record<string, unknown> }).settings;
}

describe("doc2 §9 the results page's settings", () => {
  it("doc2 §9 polling interval: 3 seconds by default, the brand's interval when set", async () => {
    expect((await settingsFor({})).pollingSeconds).toBe(3);
    expect((await settingsFor({ pollingSeconds: 8 })).pollingSeconds).toBe(8);
  });

  it("doc2 §9 intermediate wait: 15 seconds by default, the brand's wait when set", async () => {
    expect((await settingsFor({})).intermediateWaitSeconds).toBe(15);
    expect((await settingsFor({ intermediateWaitSeconds: 25 })).intermediateWaitSeconds).toBe(25);
  });
});
