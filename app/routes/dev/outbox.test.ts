import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { siteContext, type SiteContext } from "~/.server/site-context";
import type { PlatformClient } from "~/.server/platform";
import type * as EnvModule from "~/.server/env";

const nodeEnv = vi.hoisted(() => ({ value: "development" }));
vi.mock("~/.server/env", async (original) => {
  const actual = await original<typeof EnvModule>();
  return { ...actual, env: () => ({ ...actual.parseEnv({}), NODE_ENV: nodeEnv.value }) };
});

const { loader } = await import("./outbox");

function contextWith(get: PlatformClient["get"]) {
  const context = new RouterContextProvider();
  context.set(siteContext, { platform: () => ({ get }) as unknown as PlatformClient } as unknown as SiteContext);
  return context;
}

const message = {
  id: "om_1",
  brand: "lonestar",
  lang: "en",
  channel: "email",
  recipient: "a@example.com",
  subject: "Reset",
  text: "Open http://localhost/set-password?token=x",
  createdAt: "2026-11-25T00:00:00Z",
  status: "stored",
};
const args = (url: string, context: RouterContextProvider) =>
  ({ request: new Request(url), url: new URL(url), params: {}, context }) as unknown as Parameters<typeof loader>[0];

describe("outbox page", () => {
  beforeEach(() => {
    nodeEnv.value = "development";
  });

  it("in development, lists the platform's latest messages for the recipient asked for", async () => {
    const get = vi.fn(async () => ({ ok: true as const, status: 200, data: { messages: [message] } }));
    const answer = await loader(args("http://localhost/dev/outbox?to=a@example.com", contextWith(get as unknown as PlatformClient["get"])));
    expect(answer).toEqual({ to: "a@example.com", messages: [message] });
    expect(get).toHaveBeenCalledWith("/api/dev/outbox", { to: "a@example.com", limit: 50 }, expect.anything());
  });

  it("does not exist in production: 404, and the platform is not asked", async () => {
    nodeEnv.value = "production";
    const get = vi.fn();
    const thrown = await loader(args("http://localhost/dev/outbox", contextWith(get as unknown as PlatformClient["get"]))).catch((error: unknown) => error);
    expect((thrown as { init?: { status?: number } }).init?.status).toBe(404);
    expect(get).not.toHaveBeenCalled();
  });
});
