/**
 * The public listener as an outsider meets it: the platform is not there,
 * bodies of the wrong kind or size are refused before they are read, malformed paths are a 400, a
 * body that never ends is cut off, and /readyz tells when the platform does not answer.
 * Serves the production build (BUILD_DIR, default build/): `npm test` builds it first.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest, type Server } from "node:http";
import net, { type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../app/.server/env.ts";
import { createServer, listen } from "../../server.ts";

const root = path.resolve(import.meta.dirname, "../..");
const buildDir = process.env.BUILD_DIR ?? "build";
const CLIENT_SECRET = "boundary-test-client-secret";

let dataDir: string;
let server: Server;
let base: string;
let platformUrl: string;
let created: Awaited<ReturnType<typeof createServer>>;

function config(extra: Record<string, string> = {}) {
  return parseEnv({
    NODE_ENV: "production",
    PORT: "3999",
    HOST: "127.0.0.1",
    BUILD_DIR: buildDir,
    LOG_LEVEL: "silent",
    RATING_DELAY: "none",
    SQLITE_PATH: path.join(dataDir, "site.sqlite"),
    PLATFORM_CLIENT_SECRET: CLIENT_SECRET,
    REQUEST_TIMEOUT_MS: "1500",
    ...extra,
  });
}

beforeAll(async () => {
  if (!existsSync(path.join(root, buildDir, "server/index.js")))
    throw new Error(`No production build in ${buildDir}/: run \`npx react-router build\` first (npm test does).`);
  dataDir = mkdtempSync(path.join(tmpdir(), "site-boundary-"));
  const env = config();
  created = await createServer(env, { SQLITE_PATH: path.join(dataDir, "site.sqlite"), RATING_DELAY: "none", LOG_LEVEL: "silent" });
  // PORT 0 is not a valid configuration value for people; the test asks the system for a free port.
  server = await listen(created, { ...env, PORT: 0 });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  platformUrl = created.platformUrl!;
}, 60_000);

afterAll(async () => {
  if (server) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  await created?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A site token of the embedded platform, from its loopback listener with the site's credential. */
async function siteToken(): Promise<string> {
  const answer = await fetch(`${platformUrl}/api/account/loginWithToken`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-client-id": "site", "x-client-secret": CLIENT_SECRET },
    body: JSON.stringify({ header: { lang: "en", trackId: "boundary", requestDate: new Date().toISOString() }, isskiplogin: true }),
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/** Sends raw bytes and resolves with the first line of the answer (or "closed"). */
function raw(port: number, text: string, waitMs = 5000): Promise<{ line: string; ms: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect({ host: "127.0.0.1", port });
    let answer = "";
    const done = () => resolve({ line: answer.split("\r\n")[0] || "closed", ms: Date.now() - started });
    socket.setTimeout(waitMs, () => {
      socket.destroy();
      done();
    });
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
    });
    socket.on("close", done);
    socket.on("error", () => undefined);
    socket.write(text);
  });
}

describe("the platform is not reachable by the public", () => {
  it("the embedded platform listens on 127.0.0.1 only, apart from the public listener", () => {
    const url = new URL(platformUrl);
    expect(url.hostname).toBe("127.0.0.1");
    expect(url.port).not.toBe(new URL(base).port);
  });

  it("no platform route answers on the public listener, with or without a platform token", async () => {
    const token = await siteToken();
    const routes = created.platformRoutes.filter((route) => !route.path.startsWith("/sandbox/"));
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      const pathname = route.path.replace(/:(\w+)/g, "x1234567890");
      for (const authorization of [undefined, `Bearer ${token}`]) {
        const response = await fetch(`${base}${pathname}`, {
          method: route.method.toUpperCase(),
          headers: {
            accept: "application/json",
            ...(authorization ? { authorization } : {}),
            ...(route.method === "get" || route.method === "delete" ? {} : { "content-type": "application/json" }),
          },
          body:
            route.method === "get" || route.method === "delete"
              ? undefined
              : JSON.stringify({ header: { lang: "en", trackId: "t", requestDate: new Date().toISOString() } }),
          redirect: "manual",
        });
        const text = await response.text();
        expect([404, 405, 415], `${route.method} ${route.path}`).toContain(response.status);
        expect(text, `${route.method} ${route.path}`).not.toContain('"isSuccess"');
      }
    }
    for (const pathname of [
      "/api/account/botcheck",
      "/api/openapi.json",
      "/api/health",
      "/api/ca/rating/getTransaction",
      "/opapi/quote/verifyquoteowner",
      "/bin/servlet/idleagentrequest",
    ]) {
      const response = await fetch(`${base}${pathname}`, { headers: { accept: "application/json" } });
      expect(response.status, pathname).toBe(404);
      expect(await response.text()).not.toContain('"isSuccess"');
    }
  }, 60_000);

  it("the platform's login refuses a caller without the site's secret", async () => {
    const login = (secret?: string) =>
      fetch(`${platformUrl}/api/account/loginWithToken`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-client-id": "site", ...(secret ? { "x-client-secret": secret } : {}) },
        body: JSON.stringify({ header: { lang: "en", trackId: "t", requestDate: new Date().toISOString() }, isskiplogin: true }),
      });
    expect((await login()).status).toBe(401);
    expect((await login("a-wrong-secret-of-some-length")).status).toBe(401);
    expect((await login(CLIENT_SECRET)).status).toBe(200);
  });
});

describe("no 500 from input", () => {
  it("a 7 MB JSON body to any path is refused at once, unread", async () => {
    const body = JSON.stringify({ pad: "x".repeat(7_000_000) });
    for (const pathname of ["/api/offices/nearest", "/quote", "/", "/no-such-page", "/api/rating/prepareTransaction"]) {
      const started = performance.now();
      const response = await fetch(`${base}${pathname}`, { method: "POST", headers: { "content-type": "application/json" }, body });
      const ms = performance.now() - started;
      expect(response.status, pathname).toBe(415);
      expect(ms, pathname).toBeLessThan(2000);
    }
  });

  it("a JSON post to the site's own /api routes answers at once with 415 (it used to hang)", async () => {
    const response = await fetch(`${base}/api/offices/nearest`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ lat: 32.7, lng: -96.8 }),
      signal: AbortSignal.timeout(3000),
    });
    expect(response.status).toBe(415);
  });

  it("a refused body of an acceptable size is drained, so the client reads the 415 instead of a reset", async () => {
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${base}/quote`, { method: "POST", headers: { "content-type": "text/plain" }, body: "x".repeat(3_000_000) });
      expect(response.status).toBe(415);
    }
  });

  it("a client that asks first (Expect: 100-continue) gets the refusal without sending its body", async () => {
    const { line } = await raw(
      Number(new URL(base).port),
      `POST /api/offices/nearest HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 7000000\r\nExpect: 100-continue\r\n\r\n`,
    );
    expect(line).toMatch(/^HTTP\/1\.1 415/);
    const accepted = await raw(
      Number(new URL(base).port),
      `POST /language HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 10\r\nExpect: 100-continue\r\n\r\n`,
      1500,
    );
    expect(accepted.line).toMatch(/^HTTP\/1\.1 100/);
  });

  it("a form larger than the limit is refused by its length (413)", async () => {
    const { line } = await raw(
      Number(new URL(base).port),
      `POST /quote HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 90000000\r\n\r\n`,
    );
    expect(line).toMatch(/^HTTP\/1\.1 413/);
  });

  it("a body without a length (chunked) is refused with 411", async () => {
    const { line } = await raw(
      Number(new URL(base).port),
      `POST /quote HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nintent\r\n`,
    );
    expect(line).toMatch(/^HTTP\/1\.1 411/);
  });

  it("an action given a body that is not a form answers 415 or 400 with a message, never 500", async () => {
    const cases: { type?: string; body: string; status: number[] }[] = [
      { body: "", status: [415] },
      { type: "text/plain", body: "intent=policy", status: [415] },
      { type: "application/xml", body: "<a/>", status: [415] },
      { type: "multipart/form-data; boundary=xyz", body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', status: [400] },
      { type: "multipart/form-data", body: "garbage", status: [400] },
    ];
    for (const pathname of ["/quote", "/es/quote", "/language", "/api/offices/nearest", "/newsletter", "/contact", "/start-quote"]) {
      for (const c of cases) {
        const response = await fetch(`${base}${pathname}`, {
          method: "POST",
          headers: c.type ? { "content-type": c.type } : {},
          body: c.body,
          redirect: "manual",
        });
        expect(c.status, `${pathname} ${c.type ?? "(none)"}`).toContain(response.status);
      }
    }
  });

  it("a malformed percent-encoding in the path is a 400, on site and platform paths alike", async () => {
    for (const pathname of ["/%zz", "/api/lead/%zz", "/quote/%E0%A4%A", "/es/%", "/offices/%c0"]) {
      const { line } = await raw(Number(new URL(base).port), `GET ${pathname} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
      expect(line, pathname).toMatch(/^HTTP\/1\.1 400/);
    }
  });

  it("a body that never ends is cut off by the request time limit", async () => {
    const { line, ms } = await raw(
      Number(new URL(base).port),
      `POST /quote HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nintent=`,
      8000,
    );
    expect(line === "closed" || /^HTTP\/1\.1 408/.test(line)).toBe(true);
    expect(ms).toBeLessThan(5000);
  });
});

describe("/readyz", () => {
  it("is ready when the platform answers, and not ready when it does not", async () => {
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { checks: Record<string, boolean> }).checks).toMatchObject({ platform: true, database: true, content: true });

    // The site's platform stops answering: point the build's site code at an address where nothing listens.
    const closed = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, "127.0.0.1", () => {
        const port = (probe.address() as AddressInfo).port;
        probe.close(() => resolve(port));
      });
    });
    const entry = (
      (await import(pathToFileURL(path.join(root, buildDir, "server/index.js")).href)) as {
        entry: { module: { useEmbeddedPlatform: (o: { baseUrl: string; clientSecret: string }) => void } };
      }
    ).entry.module;
    entry.useEmbeddedPlatform({ baseUrl: `http://127.0.0.1:${closed}`, clientSecret: CLIENT_SECRET });
    try {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: "127.0.0.1", port: Number(new URL(base).port), path: "/readyz" }, (res) => {
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on("error", reject);
        req.end();
      });
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body)).toMatchObject({ status: "not ready", checks: { platform: false } });
    } finally {
      entry.useEmbeddedPlatform({ baseUrl: platformUrl, clientSecret: CLIENT_SECRET });
    }
  });
});

describe("security headers", () => {
  it("a page served over plain http (a local production run) keeps its policy but asks for no upgrade to https, so the payment container's same-origin frame can post its form", async () => {
    const answer = await fetch(`${base}/healthz`);
    const csp = answer.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("doc1 §2 the live maps can load under the policy: Google's API, tile and static hosts for requests, its map typeface, workers from blob: (Google's CSP guide for the Maps JavaScript API)", async () => {
    const csp = (await fetch(`${base}/healthz`)).headers.get("content-security-policy") ?? "";
    const directive = (name: string) =>
      (
        csp
          .split(";")
          .map((d) => d.trim().split(/\s+/))
          .find(([n]) => n === name) ?? []
      ).slice(1);
    expect(directive("connect-src")).toEqual(
      expect.arrayContaining(["'self'", "https://*.googleapis.com", "https://*.gstatic.com", "https://*.google.com", "blob:"]),
    );
    expect(directive("font-src")).toEqual(expect.arrayContaining(["'self'", "https://fonts.gstatic.com"]));
    expect(directive("worker-src")).toContain("blob:");
    expect(directive("img-src")).toContain("https:");
    // Scripts still need the page's nonce: the Maps script is loaded by a nonced script ('strict-dynamic'), never by host.
    expect(directive("script-src")).toContain("'strict-dynamic'");
    expect(directive("script-src")).not.toContain("'unsafe-eval'");
  });
});
