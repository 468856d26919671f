/**
 * The server around the pages: security headers, health checks, caching, the origin check,
 * brand and language resolution over real HTTP, configuration errors and graceful shutdown.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";

test.describe("server", () => {
  test("every page carries a CSP that allows its own inline scripts and no others (a rendered page by the nonce on them, a cached reading page by their hashes), and the standard headers", async ({
    request,
  }) => {
    const response = await request.get("/quote");
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    const html = await response.text();
    const scriptNonces = [...html.matchAll(/<script[^>]*nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(scriptNonces.length).toBeGreaterThan(0);
    for (const n of scriptNonces) expect(n).toBe(nonce);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    // A fresh nonce per request.
    const again = (await request.get("/quote")).headers()["content-security-policy"];
    expect(again).not.toBe(csp);

    // The home page of the server's page cache: the same bytes for everyone, each inline script
    // allowed by its hash; the response's own nonce is in its CSP, and on nothing but its own element.
    await request.get("/");
    const cached = await request.get("/");
    const cachedCsp = cached.headers()["content-security-policy"] ?? "";
    const cachedNonce = /'nonce-([^']+)'/.exec(cachedCsp)?.[1];
    expect(cachedNonce).toBeTruthy();
    expect(cachedNonce).not.toBe(nonce);
    const scriptSources = cachedCsp.split(";").find((part) => part.startsWith("script-src")) ?? "";
    const cachedHtml = await cached.text();
    const inline = [...cachedHtml.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(inline.length).toBeGreaterThan(3);
    for (const [, attributes, text] of inline) {
      expect(attributes).not.toMatch(/\ssrc=/);
      expect(scriptSources).toContain(`'sha256-${createHash("sha256").update(text!).digest("base64")}'`);
    }
    for (const [, n] of cachedHtml.matchAll(/\bnonce="([^"]*)"/g)) expect(n).toBe(cachedNonce);
  });

  test("pages that take personal data are isolated from other sites' windows; reading pages are not, so a phone can open them in the process it has", async ({
    request,
  }) => {
    for (const path of ["/quote", "/es/quote", "/contact"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBeLessThan(500);
      expect(response.headers()["cross-origin-opener-policy"], path).toBe("same-origin");
    }
    for (const path of ["/", "/es", "/offices", "/es/offices/fort-worth-downtown"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["cross-origin-opener-policy"], path).toBeUndefined();
    }
  });

  test("health and readiness report the database, the content source and the platform", async ({ request }) => {
    expect(await (await request.get("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", checks: { database: true, content: true, platform: true } });
  });

  test("fingerprinted assets are cached for a year, pages are not", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // React DOM's chunk: large enough to be compressed (tiny files, such as the client entry
    // itself, are sent as they are).
    const asset = /"(\/assets\/react-dom-[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!);
    expect(response.headers()["cache-control"]).toContain("max-age=31536000");
    expect(response.headers()["cache-control"]).toContain("immutable");
    // Compressed: brotli when the client accepts it (Playwright does), else gzip.
    expect(["br", "gzip"]).toContain(response.headers()["content-encoding"]);
    // Other public files, which keep their names, for an hour.
    const icon = await request.get("/favicon-32.png");
    expect(icon.status()).toBe(200);
    expect(icon.headers()["cache-control"]).toBe("public, max-age=3600");
  });

  test("a form post from another site is refused; from this site it works", async ({ request, baseURL }) => {
    const foreign = await request.post("/language", { form: { lang: "es", path: "/" }, headers: { Origin: "https://evil.example" }, maxRedirects: 0 });
    expect(foreign.status()).toBe(403);
    const own = await request.post("/language", { form: { lang: "es", path: "/" }, headers: { Origin: baseURL! }, maxRedirects: 0 });
    expect(own.status()).toBe(302);
    expect(own.headers()["location"]).toBe("/es");
    expect(own.headers()["set-cookie"]).toMatch(/visited_site=es; Path=\/; SameSite=Lax; HttpOnly; Max-Age=2592000/);
  });

  test("doc1 §2: a bad language choice is a 400, not a 500", async ({ request }) => {
    const response = await request.post("/language", { form: { lang: "fr", path: "/" }, maxRedirects: 0 });
    expect(response.status()).toBe(400);
  });

  test("doc1 §2: the visited_site choice sends an unprefixed page to its /es address", async ({ request }) => {
    const response = await request.get("/", { headers: { Cookie: "visited_site=es" }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe("/es");
  });

  test("an unknown language prefix and an unknown page are 404s", async ({ request }) => {
    expect((await request.get("/fr/offices")).status()).toBe(404);
    expect((await request.get("/no-such-page")).status()).toBe(404);
    expect((await request.get("/es/no-such-page")).status()).toBe(404);
  });
});

function runServer(env: Record<string, string>, stopAfterMs?: number): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["server.ts"], { env: { ...process.env, LOG_LEVEL: "info", ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      if (stopAfterMs !== undefined && out.includes("listening on")) setTimeout(() => child.kill("SIGTERM"), stopAfterMs);
    });
    child.stderr.on("data", (d: Buffer) => (out += d.toString()));
    child.on("exit", (code) => resolve({ code, out }));
  });
}

test.describe("start and stop", () => {
  test("a malformed variable stops the server with one line naming it", async () => {
    const { code, out } = await runServer({ PORT: "eighty" });
    expect(code).toBe(78);
    expect(out.trim()).toBe("Invalid configuration: PORT must be a whole number from 1 to 65535");
  });

  test("an unreachable content source at start is one line naming it", async () => {
    const { code, out } = await runServer({ PORT: "3291", CONTENT_DATASET_FILE: "/nowhere/production.ndjson" });
    expect(code).toBe(1);
    expect(out.trim().split("\n")).toHaveLength(1);
    expect(out).toContain("Content source unreachable: dataset file /nowhere/production.ndjson");
  });

  test("SIGTERM drains and stops cleanly", async () => {
    const { code, out } = await runServer({ PORT: "3292", SQLITE_PATH: ".data/e2e-stop.sqlite" }, 300);
    expect(code).toBe(0);
    expect(out).toContain("shutting down");
    expect(out).toContain("stopped");
  });
});
