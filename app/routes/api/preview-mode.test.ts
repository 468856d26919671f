/**
 * Preview mode against Sanity's HTTP API (msw): the Presentation tool's secret turns it on, a bad or
 * expired one does not, and a previewing editor's loaders read drafts with the token while everyone
 * else reads published content from the CDN.
 */
import { setupServer } from "msw/node";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  SANITY_TEST_DATASET,
  SANITY_TEST_PROJECT,
  SANITY_TEST_TOKEN,
  createSanityMock,
  seedDocuments,
  type SanityDocument,
} from "~/.server/content/test-support";
import { setContentSource } from "~/.server/content";
import { PREVIEW_COOKIE, isPreviewRequest, previewSetup, safeRedirectPath } from "~/.server/preview-mode";
import { requestInfoContext } from "~/.server/request-context";
import { siteContext, siteMiddleware } from "~/.server/site-context";
import { loader as rootLoader } from "~/root";
import { loader as enable } from "./preview-mode-enable";
import { action as disable, loader as disablePage } from "./preview-mode-disable";

const STUDIO = "https://agency.sanity.studio";
const SECRET = "a-preview-secret-the-studio-wrote";
const seed = seedDocuments();
const privacy = seed.find((d) => d._id === "page-privacy")!;
/** An editor's unpublished change to the privacy page. */
const draft: SanityDocument = { ...privacy, _id: "drafts.page-privacy", title: { en: "Privacy policy (draft)", es: "Política de privacidad (borrador)" } };
const secretDocument = (updatedAt: Date, secret = SECRET): SanityDocument => ({
  _id: `sanity-preview-url-secret.${updatedAt.getTime()}`,
  _type: "sanity.previewUrlSecret",
  _updatedAt: updatedAt.toISOString(),
  secret,
  studioUrl: STUDIO,
});

const sanity = createSanityMock({ documents: [...seed, draft, secretDocument(new Date())] });
const server = setupServer(...sanity.handlers);

beforeAll(() => {
  vi.stubEnv("CONTENT_SOURCE", "sanity");
  vi.stubEnv("SANITY_PROJECT_ID", SANITY_TEST_PROJECT);
  vi.stubEnv("SANITY_DATASET", SANITY_TEST_DATASET);
  vi.stubEnv("SANITY_PREVIEW_TOKEN", SANITY_TEST_TOKEN);
  vi.stubEnv("SANITY_STUDIO_URL", `${STUDIO}/`);
  vi.stubEnv("SESSION_SECRET", "a-session-secret-of-at-least-32-characters");
  server.listen({ onUnhandledFrame: "error" });
});
afterEach(() => {
  sanity.requests.length = 0;
  sanity.failWith(undefined);
});
afterAll(() => {
  server.close();
  setContentSource(undefined);
  vi.unstubAllEnvs();
});

const enableUrl = (secret: string | null, pathname = "/offices/downtown-dallas") => {
  const url = new URL("https://www.example.com/api/preview-mode/enable");
  if (secret !== null) url.searchParams.set("sanity-preview-secret", secret);
  url.searchParams.set("sanity-preview-pathname", pathname);
  url.searchParams.set("sanity-preview-perspective", "drafts");
  return url;
};

async function callEnable(url: URL, headers: Record<string, string> = {}) {
  const request = new Request(url, { headers });
  return enable({ request, url, params: {}, context: new RouterContextProvider() } as unknown as Parameters<typeof enable>[0]);
}

/** The `name=value` part of a Set-Cookie header, for the next request's Cookie header. */
const cookiePair = (setCookie: string) => setCookie.split(";")[0]!;

/** Runs the site's middleware for a request, and reads the privacy page the way its loader does. */
async function visitPrivacyPage(cookie?: string) {
  const url = new URL("https://www.example.com/privacy");
  const request = new Request(url, { headers: cookie ? { cookie } : {} });
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { nonce: "n", trackId: "t", ip: "203.0.113.5" });
  let title: string | undefined;
  let preview: boolean | undefined;
  const response = await siteMiddleware(
    { request, url, context, params: {}, pattern: "/privacy" } as unknown as Parameters<typeof siteMiddleware>[0],
    async () => {
      const site = context.get(siteContext);
      preview = site.preview;
      title = (await site.content.page(site.brand.code, "privacy"))?.title.en;
      return new Response("page", { headers: { "Cache-Control": "public, max-age=60" } });
    },
  );
  return { response: response as Response, title, preview };
}

describe("turning preview mode on from the Presentation tool", () => {
  it("a valid secret sets the preview cookie (HttpOnly, Secure, an hour, cross-site: SameSite=None and Partitioned) and sends the editor to the page", async () => {
    const response = await callEnable(enableUrl(SECRET), { "sec-fetch-site": "cross-site" });
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("/offices/downtown-dallas?sanity-preview-perspective=drafts");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/SameSite=None/i);
    expect(cookie).toMatch(/Partitioned/i);
    expect(cookie).toMatch(/Max-Age=3600/i);
    // The secret was checked against the dataset with the token, on the live API (not the CDN).
    const check = sanity.requests.find((r) => r.query.includes("sanity.previewUrlSecret"))!;
    expect(check.authorization).toBe(`Bearer ${SANITY_TEST_TOKEN}`);
    expect(check.host).toBe(`${SANITY_TEST_PROJECT}.api.sanity.io`);
    expect(await isPreviewRequest(cookiePair(cookie))).toBe(true);
  });

  it("a Studio on the same site gets a SameSite=Lax cookie", async () => {
    const response = await callEnable(enableUrl(SECRET, "/"), { "sec-fetch-site": "same-site" });
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("/?sanity-preview-perspective=drafts");
    expect(response.headers.get("set-cookie")).toMatch(/SameSite=Lax/i);
    expect(response.headers.get("set-cookie")).not.toMatch(/Partitioned/i);
  });

  it("a wrong, missing or expired secret is refused with 401 and no cookie", async () => {
    sanity.setDocuments([...seed, draft, secretDocument(new Date(Date.now() - 2 * 60 * 60 * 1000), "an-expired-secret")]);
    try {
      for (const secret of ["not-the-secret", null, "", "an-expired-secret"]) {
        const response = await callEnable(enableUrl(secret));
        expect(response.status, String(secret)).toBe(401);
        expect(response.headers.get("set-cookie"), String(secret)).toBeNull();
        expect(await response.text()).toContain("not valid or has expired");
      }
    } finally {
      sanity.setDocuments([...seed, draft, secretDocument(new Date())]);
    }
  });

  it("Sanity not answering is a 503 that says so, with no cookie", async () => {
    sanity.failWith("network");
    const response = await callEnable(enableUrl(SECRET));
    expect(response.status).toBe(503);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("the page to go to stays on this site", () => {
    expect(safeRedirectPath("//evil.example/x")).toBe("/");
    expect(safeRedirectPath("/offices//evil.example")).toBe("/offices//evil.example");
    expect(safeRedirectPath("/\\evil.example")).toBe("/");
    expect(safeRedirectPath("https://evil.example/x")).toBe("/");
    expect(safeRedirectPath("/es/offices?x=1#map")).toBe("/es/offices?x=1#map");
    expect(safeRedirectPath(undefined)).toBe("/");
  });

  it("a cookie changed by hand, or one whose hour is over, is no preview", async () => {
    const cookie = cookiePair((await callEnable(enableUrl(SECRET))).headers.get("set-cookie")!);
    expect(await isPreviewRequest(cookie)).toBe(true);
    expect(await isPreviewRequest(`${cookie.slice(0, -3)}abc`)).toBe(false);
    expect(await isPreviewRequest(`${PREVIEW_COOKIE}=${encodeURIComponent(btoa(JSON.stringify({ until: Date.now() + 1000 })))}`)).toBe(false);
    expect(await isPreviewRequest(cookie, previewSetup(), Date.now() + 61 * 60 * 1000)).toBe(false);
  });
});

describe("what a previewing editor and everyone else read", () => {
  it("an editor in preview mode reads drafts (drafts perspective, the token, the live API) and the answer is private, no-store", async () => {
    const cookie = cookiePair((await callEnable(enableUrl(SECRET))).headers.get("set-cookie")!);
    sanity.requests.length = 0;
    const { response, title, preview } = await visitPrivacyPage(cookie);
    expect(preview).toBe(true);
    expect(title).toBe("Privacy policy (draft)");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(sanity.requests.length).toBeGreaterThan(0);
    for (const request of sanity.requests) {
      expect(request.perspective).toBe("drafts");
      expect(request.authorization).toBe(`Bearer ${SANITY_TEST_TOKEN}`);
      expect(request.host).toBe(`${SANITY_TEST_PROJECT}.api.sanity.io`);
    }
  });

  it("a visitor without the cookie (or with a forged one) reads published content from the CDN, without the token", async () => {
    for (const cookie of [undefined, `${PREVIEW_COOKIE}=forged`]) {
      // A fresh published source (its cache would answer the second visit without asking Sanity).
      setContentSource(undefined);
      sanity.requests.length = 0;
      const { response, title, preview } = await visitPrivacyPage(cookie);
      expect(preview).toBe(false);
      expect(title).toBe("Privacy policy");
      expect(response.headers.get("cache-control")).toBe("public, max-age=60");
      expect(sanity.requests.length).toBeGreaterThan(0);
      for (const request of sanity.requests) {
        expect(request.perspective).toBe("published");
        expect(request.authorization).toBeNull();
        expect(request.host).toBe(`${SANITY_TEST_PROJECT}.apicdn.sanity.io`);
      }
    }
  });
});

describe("the preview bar's data", () => {
  /** Runs the site's middleware and the root loader for a page, as the server does. */
  async function rootData(cookie?: string) {
    const url = new URL("https://www.example.com/offices");
    const request = new Request(url, { headers: cookie ? { cookie } : {} });
    const context = new RouterContextProvider();
    context.set(requestInfoContext, { nonce: "n", trackId: "t", ip: "203.0.113.5" });
    let data: Awaited<ReturnType<typeof rootLoader>> | undefined;
    await siteMiddleware({ request, url, context, params: {}, pattern: "/offices" } as unknown as Parameters<typeof siteMiddleware>[0], async () => {
      data = await rootLoader({ request, url, context, params: {}, pattern: "/offices" } as unknown as Parameters<typeof rootLoader>[0]);
      return new Response("page");
    });
    return data!;
  }

  it("the root data says preview only for a valid preview cookie", async () => {
    const cookie = cookiePair((await callEnable(enableUrl(SECRET))).headers.get("set-cookie")!);
    expect((await rootData(cookie)).preview).toBe(true);
    expect((await rootData(`other=1; ${cookie}`)).preview).toBe(true);
    for (const other of [undefined, `${PREVIEW_COOKIE}=forged`, `${cookie.slice(0, -3)}abc`, "site-session=1"]) {
      expect((await rootData(other)).preview, String(other)).toBe(false);
    }
  });
});

describe("leaving preview mode", () => {
  it("a POST ends the cookie and goes back to the page; a GET only shows the button", async () => {
    const url = new URL("https://www.example.com/api/preview-mode/disable?to=/offices");
    const page = disablePage({ url, request: new Request(url) } as unknown as Parameters<typeof disablePage>[0]);
    expect(page.headers.get("set-cookie")).toBeNull();
    expect(await page.text()).toContain('<form method="post" action="/api/preview-mode/disable?to=%2Foffices">');
    const response = await disable({ url, request: new Request(url, { method: "POST" }) } as unknown as Parameters<typeof disable>[0]);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/offices");
    // Both the same-site cookie and the partitioned one of a Studio on another site are ended.
    const ended = response.headers.getSetCookie();
    expect(ended).toHaveLength(2);
    for (const cookie of ended) expect(cookie).toMatch(new RegExp(`^${PREVIEW_COOKIE}=;.*Max-Age=0`, "i"));
    expect(ended.filter((cookie) => /Partitioned/i.test(cookie) && /SameSite=None/i.test(cookie) && /Secure/i.test(cookie))).toHaveLength(1);
  });
});
