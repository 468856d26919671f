/**
 * Serves a built copy of the site (BUILD_DIR, default build/) with the embedded platform on a
 * free port and a throw-away SQLite file, for the measuring scripts (Lighthouse, JavaScript
 * size, first card). `stop()` ends the server and removes its data.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { SERVER_ENV, SERVER_NODE_FLAGS } from "./server-node-flags.ts";

export const projectRoot = path.resolve(import.meta.dirname, "..");
export const buildDir = process.env.BUILD_DIR ?? "build";

export function hasBuild(): boolean {
  return existsSync(path.resolve(projectRoot, buildDir, "server/index.js"));
}

/** A port nothing listens on now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServedSite {
  base: string;
  /** The server's process id (its resident memory is read from /proc by the serving benchmark). */
  pid: number;
  /** The embedded platform's loopback listener, and the site's credential there (for seeding). */
  platform: { url: string; clientId: string; clientSecret: string };
  stop: () => void;
}

/** Starts `node server.ts` on the build (with the server's Node flags and environment, as `npm start` runs it) and resolves once `/readyz` answers (60 s at most). */
export async function serveBuild(env: Record<string, string> = {}): Promise<ServedSite> {
  const port = await freePort();
  const platformPort = await freePort();
  const base = `http://localhost:${port}`;
  const platform = { url: `http://127.0.0.1:${platformPort}`, clientId: "site", clientSecret: randomBytes(24).toString("base64url") };
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-measure-"));
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, "server.ts"], {
    cwd: projectRoot,
    detached: true,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...SERVER_ENV,
      ...process.env,
      PORT: String(port),
      NODE_ENV: "production",
      BRAND_OVERRIDE: "true",
      LOG_LEVEL: "warn",
      RATING_DELAY: "none",
      SQLITE_PATH: path.join(dataDir, "site.sqlite"),
      BUILD_DIR: buildDir,
      PLATFORM_INTERNAL_PORT: String(platformPort),
      PLATFORM_CLIENT_ID: platform.clientId,
      PLATFORM_CLIENT_SECRET: platform.clientSecret,
      ...env,
    },
  });
  const stop = () => {
    if (server.pid && server.exitCode === null) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once("SIGINT", () => {
    stop();
    process.exit(130);
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      stop();
      throw new Error(`The server exited with code ${server.exitCode}`);
    }
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { base, pid: server.pid!, platform, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  stop();
  throw new Error("The server did not become ready within 60 s");
}
