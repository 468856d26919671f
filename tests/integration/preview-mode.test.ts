/**
 * Preview mode as the server serves it: the built site reading a Sanity project (msw stands in for
 * Sanity's HTTP API). An editor sent by the Presentation tool sees drafts on pages that are
 * `private, no-store`, never come from or enter the page cache, and may be framed by the Studio;
 * everyone else's pages come from the page cache with published content and may be framed by no
 * other site. Serves the production build (BUILD_DIR, default build/): `npm test` builds it first.
 */
import { request as httpRequest } from "node:http";
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
  body: string;
}

function get(pathAndQuery: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: pathAndQuery, headers: { accept: "text/html", connection: "close", ...headers } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

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
