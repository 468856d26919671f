/**
 * Serving efficiency as a visitor's request meets it: a page that has been sent leaves nothing of
 * its render behind in the server (no timer holding its data), and a visitor who leaves mid-page
 * stops its render. Serves the production build (BUILD_DIR, default build/): `npm test` builds it
 * first.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../../app/.server/env.ts";
import { createServer, listen } from "../../server.ts";

const root = path.resolve(import.meta.dirname, "../..");
const buildDir = path.resolve(root, process.env.BUILD_DIR ?? "build");
let dataDir: string;
let server: Server;
let port: number;
let created: Awaited<ReturnType<typeof createServer>>;

beforeAll(async () => {
  if (!existsSync(path.join(buildDir, "server/index.js"))) throw new Error(`No production build in ${buildDir}/: run \`npx react-router build\` first (npm test does).`);
  dataDir = mkdtempSync(path.join(tmpdir(), "site-serving-"));
  const env = parseEnv({ NODE_ENV: "production", PORT: "3999", HOST: "127.0.0.1", BUILD_DIR: buildDir, LOG_LEVEL: "silent", RATING_DELAY: "none", SQLITE_PATH: path.join(dataDir, "site.sqlite"), PLATFORM_CLIENT_SECRET: "serving-test-client-secret-0123" });
  created = await createServer(env, { SQLITE_PATH: path.join(dataDir, "site.sqlite"), RATING_DELAY: "none", LOG_LEVEL: "silent" });
  server = await listen(created, { ...env, PORT: 0 });
  port = (server.address() as AddressInfo).port;
}, 60_000);

afterAll(async () => {
  if (server) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  await created?.close();
  rmSync(dataDir, { recursive: true, force: true });
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
