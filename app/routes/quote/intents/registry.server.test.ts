/**
 * The quote page's intents: every intent its forms post has a handler, every handler is posted by
 * a form, and an intent the page does not know answers 400 before anything is read or written.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { PlatformClient } from "~/.server/platform";
import { siteContext, type SiteContext } from "~/.server/site-context";
import { quoteSettingsSchema } from "~/.server/content/schemas";
import { commitSession, getSession } from "~/.server/session";
import { emptyDraft } from "~/domain/quote/draft";
import type { TFunction } from "~/i18n";
import { intentHandlers } from "./registry.server";

vi.mock("~/.server/i18n", () => ({ getInstance: () => ({ t: (key: string) => key }) }));

const { action } = await import("../quote-page");
const { handleAction } = await import("../actions.server");

const QUOTE_DIR = "app/routes/quote";
/** Posted by the entry page (a partner or saved-quote link) and answered by the route itself with a redirect. */
const ROUTE_INTENTS = ["entry"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(test|server)\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The page's own files and the shared components they import, at once or lazily (the licence upload posts from there). */
function quotePageFiles(): string[] {
  const own = sourceFiles(QUOTE_DIR);
  const components = new Set<string>();
  for (const file of own)
    for (const [, name] of readFileSync(file, "utf8").matchAll(/(?:from |import\()"~\/components\/([\w/-]+)"/g))
      for (const ext of [".tsx", ".ts"])
        if (statSync(`app/components/${name}${ext}`, { throwIfNoEntry: false })) components.add(`app/components/${name}${ext}`);
  return [...own, ...components];
}

/** Every intent value a form or a fetcher of the page posts. */
function postedIntents(): Set<string> {
  const found = new Set<string>();
  for (const file of quotePageFiles()) {
    const text = readFileSync(file, "utf8");
    for (const [, value] of text.matchAll(/name="intent" value="([^"]+)"/g)) found.add(value!);
    for (const [, value] of text.matchAll(/\bintent: "([^"]+)"/g)) found.add(value!);
  }
  return found;
}

type Calls = string[];

function recordingPlatform(calls: Calls): PlatformClient {
  const record = (method: string) => async (path: string) => {
    calls.push(`${method} ${path}`);
    return null;
  };
  return { get: record("GET"), post: record("POST"), patch: record("PATCH"), delete: record("DELETE"), header: () => ({}) } as unknown as PlatformClient;
}

async function post(calls: Calls, form: Record<string, string>) {
  const context = new RouterContextProvider();
  const platform = recordingPlatform(calls);
  const settings = quoteSettingsSchema.parse({ brandCode: "lonestar" });
  context.set(siteContext, {
    platform: () => platform,
    brand: { code: "lonestar", name: "Lone Star", endpoints: { api: "/api", caApi: "/api/ca" }, experiences: [], states: ["TX"] },
    lang: "en",
    ip: "203.0.113.9",
    content: { flowSettings: async () => settings, carriers: async () => [] },
  } as unknown as SiteContext);
  // A visitor with a saved draft and a partner notice in the session: neither may change.
  const session = await getSession(new Request("http://localhost/quote"));
  session.set("draftId", "draft-1");
  session.set("affiliateNotice", { problem: "noData" } as never);
  const cookie = (await commitSession(new Request("http://localhost/quote"), session)).split(";")[0]!;
  const url = new URL("http://localhost/quote");
  const request = new Request(url, {
    method: "POST",
    body: new URLSearchParams(form),
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
  });
  const answer = (await action({ request, context, params: {}, url, pattern: "/quote" } as never)) as unknown as {
    data: Record<string, unknown>;
    init: { status?: number; headers?: HeadersInit } | null;
  };
  return { data: answer.data, status: answer.init?.status, headers: new Headers(answer.init?.headers) };
}

describe("the quote page's intents", () => {
  it("every intent the page's forms post has a handler, and every handler is posted by one of them", () => {
    const posted = postedIntents();
    expect([...posted]).toEqual(expect.arrayContaining(["driver1", "driver3", "zip", "licence-image", "stage", "restart", "entry"]));
    const handled = [...Object.keys(intentHandlers), ...ROUTE_INTENTS].sort();
    expect([...posted].sort()).toEqual(handled);
  });

  it("an unknown intent answers 400 with a clear message: no platform call, no draft read or saved, no cookie", async () => {
    const calls: Calls = [];
    const { data, status, headers } = await post(calls, { intent: "driver9", firstName: "Ana" });
    expect(status).toBe(400);
    expect(data).toEqual({ ok: false, intent: "driver9", errors: {}, notice: "quote.wizard.unknownRequest" });
    expect(calls).toEqual([]);
    expect(headers.get("set-cookie")).toBeNull();
  });

  it("a form without an intent (a zip alone) is an unknown intent too", async () => {
    const calls: Calls = [];
    const { data, status } = await post(calls, { zip: "75201" });
    expect(status).toBe(400);
    expect(data).toMatchObject({ ok: false, intent: "", notice: "quote.wizard.unknownRequest" });
    expect(calls).toEqual([]);
  });

  it("an inherited property name is no intent", async () => {
    const calls: Calls = [];
    expect((await post(calls, { intent: "constructor" })).status).toBe(400);
    expect((await post(calls, { intent: "toString" })).status).toBe(400);
    expect(calls).toEqual([]);
  });

  it("the action's handler refuses an unknown intent before it counts the visit or changes the session", async () => {
    const calls: Calls = [];
    const session = await getSession(new Request("http://localhost/quote"));
    session.set("affiliateNotice", { problem: "noData" } as never);
    const form = new FormData();
    form.set("intent", "__proto__");
    const ctx = {
      platform: recordingPlatform(calls),
      session,
      t: ((key: string) => key) as unknown as TFunction,
    } as unknown as Parameters<typeof handleAction>[0];
    const result = await handleAction(ctx, form, emptyDraft());
    expect(result).toMatchObject({ ok: false, notice: "quote.wizard.unknownRequest" });
    expect(calls).toEqual([]);
    expect(session.get("affiliateNotice")).toEqual({ problem: "noData" });
  });
});
