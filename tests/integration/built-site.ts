/**
 * The production build (BUILD_DIR, default build/) served on a free loopback port with a throw-away
 * database, for the integration tests that ask the site over HTTP: `npm test` builds it first.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseEnv } from "../../app/.server/env.ts";
import { createServer, listen } from "../../server.ts";

export const projectRoot = path.resolve(import.meta.dirname, "../..");

export interface BuiltSite {
  port: number;
  /** The site's own scratch folder (its database, anything a test puts beside it). */
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Starts the built site; `prepare` runs in its scratch folder before the server is made; `settings`
 * are configuration variables of the site beside the defaults here (RENDER_SLOTS, say).
 */
export async function startBuiltSite(name: string, prepare?: (dataDir: string) => void, settings: Record<string, string> = {}): Promise<BuiltSite> {
  const buildDir = path.resolve(projectRoot, process.env.BUILD_DIR ?? "build");
  if (!existsSync(path.join(buildDir, "server/index.js")))
    throw new Error(`No production build in ${buildDir}/: run \`npx react-router build\` first (npm test does).`);
  const dataDir = mkdtempSync(path.join(tmpdir(), `site-${name}-`));
  prepare?.(dataDir);
  const sqlite = path.join(dataDir, "site.sqlite");
  const env = parseEnv({
    NODE_ENV: "production",
    PORT: "3999",
    HOST: "127.0.0.1",
    BUILD_DIR: buildDir,
    LOG_LEVEL: "silent",
    RATING_DELAY: "none",
    SQLITE_PATH: sqlite,
    PLATFORM_CLIENT_SECRET: `${name}-test-client-secret-0123`,
    ...settings,
  });
  const created = await createServer(env, { SQLITE_PATH: sqlite, RATING_DELAY: "none", LOG_LEVEL: "silent" });
  const server: Server = await listen(created, { ...env, PORT: 0 });
  return {
    port: (server.address() as AddressInfo).port,
    dataDir,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await created.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
