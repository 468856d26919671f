/**
 * Preview mode as the server serves it: the built site reading a Sanity project (msw stands in for
 * Sanity's HTTP API). An editor sent by the Presentation tool sees drafts on pages that are
 * `private, no-store`, never come from or enter the page cache, and may be framed by the Studio;
 * everyone else's pages come from the page cache with published content and may be framed by no
 * other site. Serves the production build (BUILD_DIR, default build/): `npm test` builds it first.
 */
import { request as httpRequest } from "node:http";
import AxeBuilder from "@axe-core/playwright";
import { chromium } from "@playwright/test";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SANITY_TEST_PROJECT, SANITY_TEST_TOKEN, createSanityMock, seedDocuments, type SanityDocument } from "../../app/.server/content/test-support.ts";
import { startBuiltSite, type BuiltSite } from "./built-site.ts";

const STUDIO = "https://agency.sanity.studio";
const SECRET = "the-secret-the-studio-wrote-for-this-visit";
const seed = seedDocuments();
const office = seed.find((d) => d._id === "office-abilene")!;
const draft: SanityDocument = { ...office, _id: "drafts.office-abilene", name: "Abilene Downtown (draft)" };
const secretDocument: SanityDocument = {
  _id: "sanity-preview-url-secret.visit",
  _type: "sanity.previewUrlSecret",
  _updatedAt: new Date().toISOString(),
  secret: SECRET,
  studioUrl: STUDIO,
};
const sanity = createSanityMock({ documents: [...seed, draft, secretDocument] });
const mock = setupServer(...sanity.handlers);

const VARIABLES = {
  CONTENT_SOURCE: "sanity",
  SANITY_PROJECT_ID: SANITY_TEST_PROJECT,
  SANITY_PREVIEW_TOKEN: SANITY_TEST_TOKEN,
  SANITY_STUDIO_URL: STUDIO,
  SESSION_SECRET: "a-session-secret-for-the-preview-test-0123",
};

let site: BuiltSite | undefined;
let port: number;

beforeAll(async () => {
  // Sanity's API answers from msw; the page cache's own renders go through the same process.
  mock.listen({ onUnhandledFrame: "bypass" });
  // The build reads its configuration from the environment (its own copy of env.ts).
  Object.assign(process.env, VARIABLES);
  site = await startBuiltSite("preview", undefined, VARIABLES);
  port = site.port;
}, 60_000);

afterAll(async () => {
  await site?.close();
  mock.close();
  for (const name of Object.keys(VARIABLES)) delete process.env[name];
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The headers as sent, name and value in turn (a header sent twice shows twice). */
  rawHeaders: string[];
  body: string;
}

function get(pathAndQuery: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, method, path: pathAndQuery, headers: { accept: "text/html", connection: "close", ...headers } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

/** The values of every Cache-Control header the answer sent. */
const cacheControls = (answer: Answer) => answer.rawHeaders.filter((value, i) => i % 2 === 0 && value.toLowerCase() === "cache-control");

const frameAncestors = (answer: Answer) =>
  String(answer.headers["content-security-policy"])
    .split(";")
    .find((part) => part.trim().startsWith("frame-ancestors"))
    ?.trim();

async function enterPreview(): Promise<string> {
  const query = new URLSearchParams({ "sanity-preview-secret": SECRET, "sanity-preview-pathname": "/offices/abilene" });
  const answer = await get(`/api/preview-mode/enable?${query}`, { "sec-fetch-site": "same-site" });
  expect(answer.status).toBe(307);
  expect(answer.headers.location).toBe("/offices/abilene");
  const setCookie = answer.headers["set-cookie"]?.[0];
  expect(setCookie).toMatch(/^site-preview=.*HttpOnly/i);
  return setCookie!.split(";")[0]!;
}

describe("preview mode on the served site", () => {
  it("an editor's office page shows the draft, is private, no-store, never from the page cache, and may be framed by the Studio only", async () => {
    // Everyone else's copy is in the page cache first.
    expect((await get("/offices/abilene")).status).toBe(200);
    const cached = await get("/offices/abilene");
    expect(cached.headers["x-page-cache"]).toBe("hit");

    const cookie = await enterPreview();
    for (let visit = 0; visit < 2; visit += 1) {
      const answer = await get("/offices/abilene", { cookie });
      expect(answer.status).toBe(200);
      expect(answer.body).toContain("Abilene Downtown (draft)");
      expect(answer.headers["cache-control"]).toBe("private, no-store");
      expect(answer.headers["x-page-cache"]).not.toBe("hit");
      expect(frameAncestors(answer)).toBe(`frame-ancestors 'self' ${STUDIO}`);
      expect(answer.headers["x-frame-options"]).toBeUndefined();
    }
    // A page that is not a reading page (no page cache there) is private too.
    const privacy = await get("/privacy", { cookie });
    expect(privacy.status).toBe(200);
    expect(privacy.headers["cache-control"]).toBe("private, no-store");
    expect(frameAncestors(privacy)).toBe(`frame-ancestors 'self' ${STUDIO}`);
  });

  it("everyone else sees the published office from the page cache, the draft never, and no other site may frame the page", async () => {
    const cookie = await enterPreview();
    await get("/offices/abilene", { cookie });
    const answer = await get("/offices/abilene");
    expect(answer.status).toBe(200);
    expect(answer.headers["x-page-cache"]).toBe("hit");
    expect(answer.body).not.toContain("(draft)");
    expect(answer.body).toContain("Abilene");
    expect(frameAncestors(answer)).toBe("frame-ancestors 'self'");
    expect(answer.headers["x-frame-options"]).toBe("SAMEORIGIN");
    // A forged cookie is no preview: published content, not framed by the Studio.
    const forged = await get("/offices/abilene", { cookie: "site-preview=forged" });
    expect(forged.body).not.toContain("(draft)");
    expect(frameAncestors(forged)).toBe("frame-ancestors 'self'");
  });

  it("a bad secret is refused with 401 and no cookie, in an answer the Studio may show in its frame", async () => {
    const answer = await get("/api/preview-mode/enable?sanity-preview-secret=wrong&sanity-preview-pathname=/");
    expect(answer.status).toBe(401);
    expect(answer.headers["set-cookie"]).toBeUndefined();
    expect(answer.body).toContain("not valid or has expired");
    expect(frameAncestors(answer)).toBe(`frame-ancestors 'self' ${STUDIO}`);
  });
});

describe("the preview bar", () => {
  it("an editor in preview mode sees it on every page, in English and Spanish, with a leave button that posts back to the page", async () => {
    const cookie = await enterPreview();
    const office = await get("/offices/abilene", { cookie });
    expect(office.body).toContain("data-preview-banner");
    expect(office.body).toContain('<p id="preview-banner-label" class="font-semibold">You&#x27;re viewing drafts</p>');
    expect(office.body).toContain('<form action="/api/preview-mode/disable?to=%2Foffices%2Fabilene" method="post">');
    expect(office.body).toContain(">Leave preview</button>");
    const spanish = await get("/es/privacy", { cookie });
    expect(spanish.body).toContain("Estás viendo borradores");
    expect(spanish.body).toContain('action="/api/preview-mode/disable?to=%2Fes%2Fprivacy"');
  });

  it("nobody else ever sees it: not from the page cache, not with a forged cookie, not on pages rendered for them", async () => {
    const cookie = await enterPreview();
    await get("/offices/abilene", { cookie });
    for (const [path, headers] of [
      ["/offices/abilene", {}],
      ["/offices/abilene", {}],
      ["/", {}],
      ["/privacy", {}],
      ["/offices/abilene", { cookie: "site-preview=forged" }],
      ["/offices/abilene", { cookie: "a-session=1" }],
    ] as const) {
      const answer = await get(path, headers);
      expect(answer.status, path).toBe(200);
      // (The bar's words travel with every page's UI strings; the bar itself does not.)
      expect(answer.body.includes("data-preview-banner"), path).toBe(false);
      expect(answer.body.includes("/api/preview-mode/disable"), path).toBe(false);
    }
  });
});

describe("the preview bar in a browser", () => {
  it("sits above the header in the page flow, passes axe, and leaves preview mode from the keyboard, back on the same page", async () => {
    const cookie = await enterPreview();
    const [name, value] = [cookie.slice(0, cookie.indexOf("=")), cookie.slice(cookie.indexOf("=") + 1)];
    const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--no-first-run"] });
    try {
      const context = await browser.newContext();
      await context.addCookies([{ name, value, url: `http://127.0.0.1:${port}` }]);
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}/offices/abilene`);
      const bar = page.getByRole("region", { name: "You're viewing drafts" });
      await bar.waitFor();
      // In the flow at the top of the page, above the header: it covers nothing.
      const barBox = (await bar.boundingBox())!;
      const headerBox = (await page.locator("header").first().boundingBox())!;
      expect(barBox.y).toBe(0);
      expect(headerBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
      expect(await bar.evaluate((element) => getComputedStyle(element).position)).toBe("static");
      const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      // The skip link first, then the bar's button.
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Leave preview");
      await Promise.all([page.waitForURL(`http://127.0.0.1:${port}/offices/abilene`), page.keyboard.press("Enter")]);
      await page.locator("main h1").waitFor();
      expect(await page.locator("[data-preview-banner]").count()).toBe(0);
      expect(await page.content()).not.toContain("(draft)");
      expect((await context.cookies()).map((c) => c.name)).not.toContain("site-preview");
    } finally {
      await browser.close();
    }
  }, 60_000);
});

describe("Cache-Control", () => {
  it("every answer sends one Cache-Control header at most, whoever asks (reading pages, flows, sign-in, resources, redirects)", async () => {
    const preview = await enterPreview();
    const visitors: Record<string, Record<string, string>> = {
      anonymous: {},
      "another cookie": { cookie: "a-session=1" },
      "preview mode": { cookie: preview },
      "forged preview": { cookie: "site-preview=forged" },
    };
    const paths = [
      "/",
      "/es",
      "/offices",
      "/offices/abilene",
      "/es/offices/abilene",
      "/offices/no-such-office",
      "/privacy",
      "/quote",
      "/sign-in",
      "/portal",
      "/robots.txt",
      "/sitemap.xml",
      "/offices/abilene.data",
      "/api/preview-mode/disable?to=/offices",
    ];
    const expectSingle = new Set(["/", "/es", "/offices", "/offices/abilene", "/es/offices/abilene", "/robots.txt", "/sitemap.xml"]);
    for (const path of paths) {
      for (const [visitor, headers] of Object.entries(visitors)) {
        for (const method of ["GET", "HEAD"]) {
          const answer = await get(path, headers, method);
          const sent = cacheControls(answer).length;
          const where = `${method} ${path} (${visitor}): ${answer.status}, Cache-Control ${JSON.stringify(answer.headers["cache-control"])}`;
          expect(sent, where).toBeLessThanOrEqual(1);
          if (expectSingle.has(path) || visitor === "preview mode") expect(sent, where).toBe(1);
        }
      }
    }
  });
});
