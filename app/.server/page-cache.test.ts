import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createContentSource } from "./content";
import { cspHash, PageCache, pageBody, pageCsp, pageText, preparePage, type PageEncoding } from "./page-cache";

const PLACEHOLDER = "PLACEHOLDERnonce000000==";
const html = (body: string) =>
  `<!DOCTYPE html><html><head><script nonce="${PLACEHOLDER}">a()</script><style nonce="${PLACEHOLDER}">p{}</style></head><body>${body}<script nonce="${PLACEHOLDER}">(function(n){})("")</script></body></html>`;

describe("a cached page", () => {
  const body = "<p>Offices ñ — 東京</p>".repeat(500);
  const decode = (parts: [Buffer, Buffer], encoding: PageEncoding) => {
    const whole = Buffer.concat(parts);
    return (encoding === "br" ? brotliDecompressSync(whole) : encoding === "gzip" ? gunzipSync(whole) : whole).toString("utf8");
  };

  it("is the same stored bytes for every response, with the response's own nonce only on the empty stylesheet at its end; as text, gzip and brotli", async () => {
    const page = (await preparePage(html(body), PLACEHOLDER, [["content-type", "text/html; charset=utf-8"]], "v1"))!;
    const fixed = html(body).split(` nonce="${PLACEHOLDER}"`).join("");
    for (const nonce of ["Zm9vYmFyYmF6cXV4MTIzNA==", "b3RoZXJub25jZXZhbHVlIQ==", "short"]) {
      const expected = fixed.replace("</body>", `<link rel="stylesheet" href="data:text/css," nonce="${nonce}"></body>`);
      for (const encoding of ["identity", "gzip", "br"] as const) {
        const parts = pageBody(page, nonce, encoding);
        expect(decode(parts, encoding) === expected, encoding).toBe(true);
        // The stored part is the page's own buffer, not a copy.
        expect(parts[0]).toBe(encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.text);
      }
      expect(pageText(page, nonce)).toBe(expected);
    }
    // Compressed once, well: the repeated body shrinks to a small share of its size.
    expect(page.br.length).toBeLessThan(Buffer.byteLength(fixed) / 20);
    expect(page.gzip.length).toBeLessThan(Buffer.byteLength(fixed) / 20);
  });

  it("its CSP allows each inline script and style by its hash (and the scripts the page inserts), beside the response's nonce", async () => {
    const page = (await preparePage(html(body), PLACEHOLDER, [], "v1", 200, Date.now(), ["import('/assets/entry.js')"]))!;
    const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    expect(new Set(page.scriptHashes)).toEqual(new Set([sha("a()"), sha(`(function(n){})("")`), sha("import('/assets/entry.js')")]));
    expect(page.styleHashes).toEqual([sha("p{}")]);
    const csp = "default-src 'self';script-src 'nonce-N' 'strict-dynamic' https:;style-src 'self' 'nonce-N';img-src 'self'";
    expect(pageCsp(csp, page)).toBe(
      `default-src 'self';script-src 'nonce-N' 'strict-dynamic' https: ${page.scriptHashes.join(" ")};style-src 'self' 'nonce-N' ${page.styleHashes.join(" ")};img-src 'self'`,
    );
    // A line end the browser's parser reads as \n is hashed as it reads it.
    expect(cspHash("a()\r\nb()")).toBe(sha("a()\nb()"));
  });

  it("is not kept when it needs its nonce anywhere a hash cannot stand for it (an external script, a nonce in a script's text)", async () => {
    const external = `<html><head><script src="/a.js" nonce="${PLACEHOLDER}"></script></head><body></body></html>`;
    expect(await preparePage(external, PLACEHOLDER, [], "v1")).toBeNull();
    const inText = `<html><body><script nonce="${PLACEHOLDER}">go("${PLACEHOLDER}")</script></body></html>`;
    expect(await preparePage(inText, PLACEHOLDER, [], "v1")).toBeNull();
  });

  it("refuses a nonce that could break out of its attribute", async () => {
    const page = (await preparePage(html("<p>x</p>"), PLACEHOLDER, [], "v1"))!;
    expect(() => pageBody(page, '"><script>alert(1)</script>', "identity")).toThrow(RangeError);
  });

  it("is compressed quickly first, then again at the highest settings once it is asked for again; rendered again the same, it keeps its compressed copies", async () => {
    const cache = new PageCache({ maxBytes: 10_000_000, maxAgeMs: 60_000 });
    const first = (await cache.fill("offices", () => preparePage(html(body), PLACEHOLDER, [], "v1")))!;
    const quick = first.br;
    await cache.refined();
    // Served once: no work spent on it yet.
    expect(first.refined).toBe(false);
    expect(cache.get("offices", "v1")).toBe(first);
    await cache.refined();
    expect(first.refined).toBe(true);
    expect(first.br.length).toBeLessThan(quick.length);
    expect(brotliDecompressSync(Buffer.concat(pageBody(first, "N", "br"))).toString("utf8")).toBe(pageText(first, "N"));
    expect(cache.bytes).toBe(first.bytes);
    const again = (await cache.fill("offices", () => preparePage(html(body), PLACEHOLDER, [], "v1", 200, Date.now(), [], cache.peek("offices"))))!;
    expect(again).not.toBe(first);
    expect(again.br).toBe(first.br);
    expect(again.refined).toBe(true);
    const changed = (await preparePage(html(`${body}<p>new</p>`), PLACEHOLDER, [], "v1", 200, Date.now(), [], again))!;
    expect(changed.br).not.toBe(again.br);
    expect(changed.refined).toBe(false);
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
      const source = createContentSource({
        CONTENT_SOURCE: "local",
        CONTENT_DATASET_FILE: file,
        CONTENT_CACHE_TTL_MS: 1000,
        SANITY_DATASET: "production",
        SANITY_API_VERSION: "2025-01-01",
      } as Parameters<typeof createContentSource>[0]);
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
