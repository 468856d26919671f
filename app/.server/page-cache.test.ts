import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createContentSource } from "./content";
import { PageCache, pageGzip, pageText, preparePage } from "./page-cache";

const PLACEHOLDER = "PLACEHOLDERnonce000000==";
const html = (body: string) => `<!DOCTYPE html><html><head><script nonce="${PLACEHOLDER}">a()</script><style nonce="${PLACEHOLDER}">p{}</style></head><body>${body}<script nonce="${PLACEHOLDER}">(function(n){})("${PLACEHOLDER}")</script></body></html>`;

describe("a cached page", () => {
  it("reads back with each response's own nonce in every place the placeholder was, as text and as gzip", async () => {
    const page = await preparePage(html("<p>Offices ñ — 東京</p>".repeat(500)), PLACEHOLDER, [["content-type", "text/html; charset=utf-8"]], "v1");
    // Nonces of the placeholder's length (the server's: 16 random bytes in base64), and of others.
    for (const nonce of ["Zm9vYmFyYmF6cXV4MTIzNA==", "b3RoZXJub25jZXZhbHVlIQ==", "short", "a-much-longer-nonce-than-the-placeholder-is"]) {
      const expected = html("<p>Offices ñ — 東京</p>".repeat(500)).split(PLACEHOLDER).join(nonce);
      expect(pageText(page, nonce).toString("utf8") === expected).toBe(true);
      const gzip = pageGzip(page, nonce);
      expect(gunzipSync(gzip).toString("utf8") === expected).toBe(true);
      // Compressed once, well: the repeated body shrinks to a small share of its size.
      expect(gzip.length).toBeLessThan(Buffer.byteLength(expected) / 20);
    }
  });

  it("a page without the placeholder, or with it at either end, still reads back whole", async () => {
    for (const text of ["plain", `${PLACEHOLDER}middle${PLACEHOLDER}`, ""]) {
      const page = await preparePage(text, PLACEHOLDER, [], "v1");
      expect(gunzipSync(pageGzip(page, "N")).toString("utf8")).toBe(text.split(PLACEHOLDER).join("N"));
    }
  });
});

describe("the page cache", () => {
  it("keeps a page for its content version only", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000, maxAgeMs: 60_000 });
    await cache.fill("home", () => preparePage("<p>home</p>", PLACEHOLDER, [], "v1"));
    expect(cache.get("home", "v1")).toBeDefined();
    expect(cache.get("home", "v2")).toBeUndefined();
    // The old version's page is gone, not kept beside the new one.
    expect(cache.get("home", "v1")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("is stale after its age limit (then served once more while rendered again)", async () => {
    let now = 1_000;
    const cache = new PageCache({ maxBytes: 1_000_000, maxAgeMs: 60_000, now: () => now });
    const page = await cache.fill("home", () => preparePage("<p>home</p>", PLACEHOLDER, [], "v1", 200, now));
    expect(cache.isStale(page!)).toBe(false);
    now += 60_000;
    expect(cache.isStale(page!)).toBe(true);
  });

  it("renders a page once for everyone who asks for it meanwhile", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000, maxAgeMs: 60_000 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return preparePage("<p>offices</p>", PLACEHOLDER, [], "v1");
    };
    const pages = await Promise.all([cache.fill("offices", render), cache.fill("offices", render), cache.fill("offices", render)]);
    expect(renders).toBe(1);
    expect(new Set(pages).size).toBe(1);
  });

  it("keeps only 200 pages (a 404 is sent, not kept)", async () => {
    const cache = new PageCache({ maxBytes: 1_000_000, maxAgeMs: 60_000 });
    const page = await cache.fill("/offices/nowhere", () => preparePage("<p>not found</p>", PLACEHOLDER, [], "v1", 404));
    expect(page?.status).toBe(404);
    expect(cache.get("/offices/nowhere", "v1")).toBeUndefined();
  });

  it("holds at most its byte limit, dropping the least recently used pages first", async () => {
    const cache = new PageCache({ maxBytes: 30_000, maxAgeMs: 60_000 });
    const big = (seed: string) => Array.from({ length: 2000 }, (_, i) => `${seed}${(i * 7919) % 1000}`).join(",");
    for (const key of ["a", "b", "c", "d", "e"]) {
      await cache.fill(key, () => preparePage(big(key), PLACEHOLDER, [], "v1"));
      cache.get("a", "v1");
    }
    expect(cache.bytes).toBeLessThanOrEqual(30_000);
    expect(cache.get("a", "v1")).toBeDefined();
    expect(cache.get("b", "v1")).toBeUndefined();
  });
});

describe("the content's version", () => {
  it("changes when the content is revalidated (the CMS webhook) and when the local dataset file changes", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "content-version-"));
    try {
      const file = path.join(dir, "dataset.ndjson");
      writeFileSync(file, `${JSON.stringify({ _id: "brand-a", _type: "brand", code: "a" })}\n`);
      const source = createContentSource({ CONTENT_SOURCE: "local", CONTENT_DATASET_FILE: file, CONTENT_CACHE_TTL_MS: 1000, SANITY_DATASET: "production", SANITY_API_VERSION: "2025-01-01" } as Parameters<typeof createContentSource>[0]);
      const first = await source.version();
      expect(await source.version()).toBe(first);
      await source.revalidate();
      const second = await source.version();
      expect(second).not.toBe(first);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      writeFileSync(file, `${JSON.stringify({ _id: "brand-a", _type: "brand", code: "a", name: "changed" })}\n`);
      expect(await source.version()).not.toBe(second);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
