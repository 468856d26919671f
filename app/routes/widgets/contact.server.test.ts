/**
 * doc1 §5: the contact form's captcha provider is a CMS setting. With
 * "turnstile" the page offers the Turnstile widget (the brand's public site key, and the platform's
 * fallback question for a page without JavaScript) and the action passes the widget's response on to
 * the platform, which verifies it; with the default "altcha" nothing of Turnstile reaches the page.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { flowSettingsSchemas } from "~/.server/content/schemas";
import { createPlatformClient } from "~/.server/platform";
import { siteContext, type SiteContext } from "~/.server/site-context";
import { capturedLogger } from "../account/test-platform";

vi.mock("~/.server/i18n", () => ({ getInstance: () => ({ t: (key: string) => key }) }));
const contact = await import("./contact");

const check = {
  challenge: {
    parameters: { algorithm: "PBKDF2/SHA-256", nonce: "n", salt: "s", cost: 1000, keyLength: 32, keyPrefix: "00", expiresAt: 1, data: { action: "submit" } },
    signature: "sig",
  },
  fallback: { a: 7, b: 5, token: "q1.id.submit.1.7.5.mac", expiresAt: "2026-11-24T00:00:00.000Z" },
  action: "submit",
  expiresAt: "2026-11-24T00:00:00.000Z",
};
const json = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify({ isSuccess: status < 400, ...body }), { status, headers: { "content-type": "application/json" } });

/** A platform that issues the check, records what the site posts and refuses a `turnstile:` token it is told to. */
function fakePlatform(refuse = false) {
  const posted: { path: string; body: Record<string, unknown> }[] = [];
  const handle = async (input: string, init: RequestInit) => {
    const path = new URL(input).pathname;
    const body = (init.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>;
    if ((init.method ?? "GET") === "GET" && path === "/api/account/botcheck") return json(200, check);
    posted.push({ path, body });
    if (path === "/api/account/botcheck")
      return refuse
        ? json(400, { message: "The bot check failed.", errors: { botCheckToken: "was refused by Turnstile; get a new challenge" } })
        : json(200, { verified: true });
    if (path === "/api/limits/consume") return json(200, { allowed: true });
    if (path === "/api/forms/submissions") return json(200, { submissionId: "s-1" });
    return json(404, { message: "no such call" });
  };
  const client = createPlatformClient({
    baseUrl: "http://platform.test",
    timeoutMs: 2000,
    lang: "en",
    trackId: "track-1",
    credentials: { get: async () => "site-token", refresh: async () => "site-token" },
    logger: capturedLogger().logger,
    fetch: handle,
    visitorAddress: "203.0.113.9",
  });
  return { client, posted };
}

function args(platform: ReturnType<typeof fakePlatform>, settings: Record<string, unknown>, form?: Record<string, string>) {
  const context = new RouterContextProvider();
  const widgets = flowSettingsSchemas.widgetSettings.parse({
    brandCode: "lonestar",
    contactForm: { captcha: true, fields: [{ name: "fullName", label: { en: "Name", es: "Nombre" }, type: "text", required: true }] },
    ...settings,
  });
  context.set(siteContext, {
    platform: () => platform.client,
    trackId: "track-1",
    brand: { code: "lonestar", name: "Lone Star" },
    lang: "en",
    ip: "203.0.113.9",
    content: { flowSettings: async () => widgets },
    settings: { messages: { genericError: { en: "Something went wrong.", es: "Algo salió mal." } } },
  } as unknown as SiteContext);
  const url = new URL("http://localhost/contact");
  const request = form
    ? new Request(url, { method: "POST", body: new URLSearchParams(form), headers: { "content-type": "application/x-www-form-urlencoded" } })
    : new Request(url);
  return { request, context, params: {}, url, pattern: "/contact" } as never;
}

const turnstile = { captchaProvider: "turnstile", turnstileSiteKey: "0x4AAAAAAAsiteKey" };

describe("the contact form with Cloudflare Turnstile as its captcha provider", () => {
  it("with turnstile the loader offers the Turnstile widget's site key and the fallback question", async () => {
    const loaded = (await contact.loader(args(fakePlatform(), turnstile))) as { captcha: unknown };
    expect(loaded.captcha).toEqual({ turnstile: { siteKey: "0x4AAAAAAAsiteKey" }, question: { a: 7, b: 5, token: check.fallback.token } });
  });

  it("the default altcha offers no Turnstile; turnstile without a site key falls back to altcha", async () => {
    expect(((await contact.loader(args(fakePlatform(), {}))) as { captcha: unknown }).captcha).toEqual({
      question: { a: 7, b: 5, token: check.fallback.token },
    });
    expect(((await contact.loader(args(fakePlatform(), { captchaProvider: "turnstile" }))) as { captcha: unknown }).captcha).toEqual({
      question: { a: 7, b: 5, token: check.fallback.token },
    });
    // A malformed site key in the CMS is no site key.
    expect(flowSettingsSchemas.widgetSettings.parse({ brandCode: "lonestar", turnstileSiteKey: "<script>" }).turnstileSiteKey).toBe("");
  });

  it("the action passes the widget's response on to the platform once, then stores the submission", async () => {
    const platform = fakePlatform();
    const answer = (await contact.action(args(platform, turnstile, { fullName: "Ana López", botCheck: "turnstile:XXXX.DUMMY.TOKEN" }))) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/contact?sent=1");
    expect(platform.posted.filter((call) => call.path === "/api/account/botcheck").map((call) => call.body)).toEqual([
      expect.objectContaining({ botCheckToken: "turnstile:XXXX.DUMMY.TOKEN" }),
    ]);
    expect(platform.posted.map((call) => call.path)).toContain("/api/forms/submissions");
  });

  it("a response the platform refuses shows the captcha error and stores nothing; an empty one is never sent", async () => {
    const refused = fakePlatform(true);
    const answer = (await contact.action(args(refused, turnstile, { fullName: "Ana López", botCheck: "turnstile:REFUSED" }))) as {
      init: { status: number };
      data: { captchaError: string };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.captchaError).toBe("widgets.botCheck.failed");
    expect(refused.posted.map((call) => call.path)).not.toContain("/api/forms/submissions");
    const empty = fakePlatform();
    const missing = (await contact.action(args(empty, turnstile, { fullName: "Ana López", botCheck: "" }))) as { init: { status: number } };
    expect(missing.init.status).toBe(400);
    expect(empty.posted).toEqual([]);
  });
});
