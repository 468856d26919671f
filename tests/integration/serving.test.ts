/**
 * Serving efficiency as a visitor's request meets it: a page that has been sent leaves nothing of
 * its render behind in the server (no timer holding its data); the reading pages of anonymous
 * visitors come from the server's page cache, each response with its own CSP nonce, refreshed when
 * the content changes, cacheable by a CDN only when nothing on them is the visitor's; a visitor with
 * a session or any other personal cookie is never served or stored from it. Serves the production
 * build (BUILD_DIR, default build/) with a copy of the local dataset: `npm test` builds it first.
 */
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cspHash } from "../../app/.server/page-cache.ts";
import { projectRoot, startBuiltSite, type BuiltSite } from "./built-site.ts";

let site: BuiltSite | undefined;
let port: number;
let dataset: string;

beforeAll(async () => {
  site = await startBuiltSite("serving", (dataDir) => {
    // The site reads its content from a copy, which a test changes as an editor would.
    dataset = path.join(dataDir, "dataset.ndjson");
    copyFileSync(path.join(projectRoot, "studio/seed/production.ndjson"), dataset);
    process.env.CONTENT_DATASET_FILE = dataset;
  });
  port = site.port;
}, 60_000);

afterAll(async () => {
  await site?.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A GET as a browser sends it (no compression asked, so the body reads as text). */
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

/** The CSP nonce a response's header allows. */
function headerNonce(answer: Answer): string {
  const nonce = /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1];
  if (!nonce) throw new Error("no nonce in the CSP header");
  return nonce;
}

/** Every nonce attribute of a page. */
function bodyNonces(body: string): string[] {
  return [...body.matchAll(/\bnonce="([^"]*)"/g)].map((match) => match[1]!);
}

/** The text of each inline script (no src) or style of a page. */
function inlineTexts(body: string, name: "script" | "style"): string[] {
  return [...body.matchAll(new RegExp(`<${name}\\b([^>]*)>([\\s\\S]*?)</${name}>`, "g"))]
    .filter((match) => !/\ssrc=/.test(match[1]!))
    .map((match) => match[2]!);
}

/** The sources of one directive of a CSP. */
function sources(csp: string, directive: string): string[] {
  const found = csp.split(";").find((part) => part.trim().startsWith(`${directive} `));
  return found ? found.trim().split(/\s+/).slice(1) : [];
}

/** How many timers the process holds now. */
function timers(): number {
  return process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;
}

describe("a sent page leaves nothing of its render behind", () => {
  it("the render's time limit is cleared once the page is complete: twenty pages add no timers", async () => {
    for (const page of ["/", "/offices", "/es", "/quote"]) expect((await get(page)).status, page).toBe(200);
    // Let the server's own per-connection bookkeeping settle.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const before = timers();
    for (let i = 0; i < 5; i += 1) {
      for (const page of ["/", "/offices", "/es/offices", "/quote"]) expect((await get(page)).status, page).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Each render used to leave an 11-second timer holding its request, loader data and React's
    // work: twenty pages, twenty timers. A few may belong to other work of the process.
    expect(timers() - before).toBeLessThan(5);
  }, 60_000);
});

describe("the page cache of reading pages for anonymous visitors", () => {
  it("a second visit to the office locator comes from the cache: the same page for everyone, each inline script and style allowed by its hash in the response's CSP, the response's own nonce only on the empty stylesheet at its end", async () => {
    const first = await get("/offices");
    const second = await get("/offices");
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers["x-page-cache"]).toBe("hit");
    const [one, two] = [headerNonce(first), headerNonce(second)];
    expect(one).not.toBe(two);
    for (const [answer, nonce] of [
      [first, one],
      [second, two],
    ] as const) {
      const csp = String(answer.headers["content-security-policy"]);
      const scripts = inlineTexts(answer.body, "script");
      expect(scripts.length).toBeGreaterThan(3);
      for (const text of scripts) expect(sources(csp, "script-src"), text.slice(0, 60)).toContain(cspHash(text));
      for (const text of inlineTexts(answer.body, "style")) expect(sources(csp, "style-src"), text.slice(0, 60)).toContain(cspHash(text));
      // The module code the paint-first loader inserts once the page has painted is allowed too.
      const inserted = /\}\)\(("(?:[^"\\]|\\.)*"),\[/.exec(answer.body)?.[1];
      expect(inserted).toBeDefined();
      expect(sources(csp, "script-src")).toContain(cspHash(JSON.parse(inserted!) as string));
      // The only nonce on the page is this response's own, on the empty stylesheet at its end.
      expect(bodyNonces(answer.body)).toEqual([nonce]);
      expect(answer.body).toContain(`<link rel="stylesheet" href="data:text/css," nonce="${nonce}"></body></html>`);
      expect(answer.body).not.toMatch(/<script[^>]*\ssrc=/);
    }
    expect(second.body.includes(one)).toBe(false);
    expect(second.body.split(two).join("N") === first.body.split(one).join("N")).toBe(true);
  });

  it("the cached page is sent brotli when the browser accepts it (in whatever order it lists it), gzip to one that asks only for gzip, and reads back as the same page", async () => {
    const plain = await get("/es/offices");
    const fetchEncoded = (acceptEncoding: string) =>
      new Promise<{ encoding: string | undefined; csp: string; vary: string; body: Buffer }>((resolve, reject) => {
        const req = httpRequest(
          { host: "127.0.0.1", port, path: "/es/offices", headers: { accept: "text/html", "accept-encoding": acceptEncoding, connection: "close" } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () =>
              resolve({
                encoding: res.headers["content-encoding"],
                csp: String(res.headers["content-security-policy"]),
                vary: String(res.headers.vary),
                body: Buffer.concat(chunks),
              }),
            );
          },
        );
        req.on("error", reject);
        req.end();
      });
    for (const [acceptEncoding, expected] of [
      ["br, gzip", "br"],
      ["gzip, deflate, br, zstd", "br"],
      ["gzip, deflate", "gzip"],
    ] as const) {
      const compressed = await fetchEncoded(acceptEncoding);
      expect(compressed.encoding, acceptEncoding).toBe(expected);
      expect(compressed.vary).toMatch(/Accept-Encoding/);
      const text = (expected === "br" ? brotliDecompressSync(compressed.body) : gunzipSync(compressed.body)).toString("utf8");
      expect(text.length).toBeGreaterThan(10_000);
      expect(text.includes('<html lang="es"')).toBe(true);
      const nonce = /'nonce-([^']+)'/.exec(compressed.csp)?.[1] ?? "none";
      expect(bodyNonces(text)).toEqual([nonce]);
      expect(text.split(nonce).join("N") === plain.body.split(headerNonce(plain)).join("N")).toBe(true);
      // Compressed once, when stored: a fifth of the page or less.
      expect(compressed.body.length).toBeLessThan(text.length / 4);
    }
  });

  it("a page with nothing personal on it lets a CDN keep it (s-maxage with stale-while-revalidate), varying by cookie", async () => {
    await get("/offices/abilene");
    const answer = await get("/offices/abilene");
    expect(answer.headers["cache-control"]).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
    expect(String(answer.headers.vary)).toMatch(/Cookie/);
    expect(answer.headers["set-cookie"]).toBeUndefined();
  });

  it("doc1 §2: a new visitor to the home page gets a variant drawn and remembered; that copy is private, and a visitor with the variant's cookie gets the cached page of that variant", async () => {
    const fresh = await get("/");
    expect(fresh.status).toBe(200);
    const cookie = String(fresh.headers["set-cookie"] ?? "");
    expect(cookie).toMatch(/^ab_quote-card=[a-z0-9-]+;/);
    expect(fresh.headers["cache-control"]).toBe("private, no-cache");
    const variantCookie = cookie.split(";")[0]!;
    await get("/", { cookie: variantCookie });
    const returning = await get("/", { cookie: variantCookie });
    expect(returning.headers["x-page-cache"]).toBe("hit");
    expect(returning.headers["set-cookie"]).toBeUndefined();
    expect(returning.headers["cache-control"]).toMatch(/^public, /);
  });

  it("a visitor with a session (or any cookie the page cache does not know) is never served from the cache, nor stored in it, nor kept by a CDN", async () => {
    await get("/offices");
    for (const cookie of ["session=abc.def", "_ga=GA1.1.1", "brand=lonestar; customer=1"]) {
      const answer = await get("/offices", { cookie });
      expect(answer.status, cookie).toBe(200);
      expect(answer.headers["x-page-cache"], cookie).toBe("bypass");
      expect(answer.headers["cache-control"], cookie).toBe("private, no-store");
    }
    // The quote page and the portal are not reading pages: never from the cache.
    for (const page of ["/quote", "/portal", "/sign-in"]) {
      const answer = await get(page);
      expect(answer.headers["x-page-cache"], page).toBeUndefined();
      expect(String(answer.headers["cache-control"] ?? ""), page).not.toMatch(/public/);
    }
  });

  it("an address with a query (a searched zip, a brand override) is rendered for that visitor, not cached", async () => {
    const answer = await get("/offices?zip=75201");
    expect(answer.status).toBe(200);
    expect(answer.headers["x-page-cache"]).toBeUndefined();
    expect(String(answer.headers["cache-control"] ?? "")).not.toMatch(/public/);
  });

  it("a cached page carries inline only the stylesheet rules its markup uses, and loads the whole stylesheet from a fingerprinted file kept a year; a rendered page keeps it whole", async () => {
    await get("/offices");
    const cached = await get("/offices");
    expect(cached.headers["x-page-cache"]).toBe("hit");
    const rendered = await get("/offices", { cookie: "session=abc.def" });
    const appCss = (body: string) => /<style id="app-css"[^>]*>([\s\S]*?)<\/style>/.exec(body)?.[1] ?? "";
    const whole = appCss(rendered.body);
    expect(whole.length).toBeGreaterThan(20_000);
    expect(appCss(cached.body).length).toBeLessThan(whole.length * 0.7);
    expect(appCss(cached.body)).toContain("@font-face");
    expect(rendered.body).not.toContain("/assets/site-");
    const href = /<noscript><link rel="stylesheet" href="(\/assets\/site-[A-Za-z0-9_-]+\.css)"><\/noscript>/.exec(cached.body)?.[1];
    expect(href).toBeDefined();
    const file = await get(href!, { accept: "text/css", "accept-encoding": "br" });
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(file.headers["content-encoding"]).toBe("br");
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const plain = await get(href!, { accept: "text/css" });
    expect(plain.body === whole).toBe(true);
    expect((await get(href!.replace(/site-[^.]+/, "site-000000000000"))).status).toBe(404);
  });

  it("a change to the content (the local dataset file) shows on the next visit", async () => {
    const cookie = "ab_quote-card=control";
    await get("/", { cookie });
    const before = await get("/", { cookie });
    expect(before.headers["x-page-cache"]).toBe("hit");
    expect(before.body.includes("Texas-sized savings on car insurance")).toBe(true);
    // The file is looked at again at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    writeFileSync(dataset, readFileSync(dataset, "utf8").replaceAll("Texas-sized savings on car insurance", "Fresh coverage from the editors"));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await get("/", { cookie });
    expect(after.status).toBe(200);
    expect(after.headers["x-page-cache"]).toBe("miss");
    expect(after.body.includes("Fresh coverage from the editors")).toBe(true);
    expect(after.body.includes("Texas-sized savings on car insurance")).toBe(false);
  });
});

describe("render slots: a burst of visitors to rendered pages waits in line", () => {
  let busy: BuiltSite | undefined;
  beforeAll(async () => {
    busy = await startBuiltSite("serving-slots", undefined, { RENDER_SLOTS: "1", RENDER_QUEUE: "1", RENDER_WAIT_MS: "60000" });
  }, 60_000);
  afterAll(async () => {
    await busy?.close();
  });

  it("the quote page renders one at a time here: the next visitor waits and is served, one beyond the line gets 503 with Retry-After", async () => {
    const ask = (page: string) =>
      new Promise<Answer>((resolve, reject) => {
        const req = httpRequest({ host: "127.0.0.1", port: busy!.port, path: page, headers: { accept: "text/html", connection: "close" } }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        });
        req.on("error", reject);
        req.end();
      });
    expect((await ask("/quote")).status).toBe(200);
    const answers = await Promise.all(["/quote", "/quote", "/quote", "/quote", "/es/quote"].map(ask));
    const refused = answers.filter((answer) => answer.status === 503);
    const served = answers.filter((answer) => answer.status === 200);
    expect(refused.length).toBeGreaterThan(0);
    expect(served.length).toBeGreaterThanOrEqual(2);
    expect(served.length + refused.length).toBe(answers.length);
    for (const answer of refused) {
      expect(answer.headers["retry-after"]).toBe("5");
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.body).toMatch(/try again in a few seconds|Inténtalo de nuevo en unos segundos/);
    }
    // Once the burst has passed, everyone is served again.
    expect((await ask("/quote")).status).toBe(200);
  }, 60_000);
});
