/**
 * A server of a spec's own, beside the suite's (playwright.config.ts): the same production build and
 * settings as the suite's server, a throw-away database in a temporary directory, its platform on its
 * loopback port with the suite's credential (so platform-api.ts seeds it) and the suite's session
 * secret (so quote-draft.ts seeds a draft on it), plus what the spec changes (carrier delays, a
 * content dataset, a preloaded recorder). For specs whose server must differ from the suite's.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { E2E_CLIENT_SECRET, E2E_PORT, E2E_SESSION_SECRET, PLATFORM_PORT_OFFSET } from "./platform-api";

export interface OwnServer {
  /** http://localhost:<port> */
  base: string;
  /** Its temporary directory (its database; a spec may put files there before it starts). */
  dataDir: string;
  process: ChildProcess;
  /** Stops the server (SIGTERM to its process group), waits for it to exit, and removes its directory. */
  stop(): Promise<void>;
}

export interface OwnServerOptions {
  /** Names the server in messages and its directory. */
  name: string;
  /**
   * Its port above the suite's own (E2E_PORT): each spec keeps its own, so specs that run side by
   * side never meet (+11 and +12 the new-quotes spec's desktop and phone servers, +13 the editor's,
   * +14 the California recorder's).
   */
  portOffset: number;
  /** Settings beside the suite's; `dataDir` is the server's directory, made before it starts. */
  env?: (dataDir: string) => Record<string, string>;
  /** Its output: dropped except errors (default), or piped for the spec to read (`process.stdout`, `process.stderr`). */
  output?: "errors" | "pipe";
  /** Called with the process as soon as it is started, before it is ready (to read its first lines). */
  onStart?: (child: ChildProcess) => void;
}

/** Starts the server and resolves once it answers /readyz; fails at once if it stops first. */
export async function startOwnServer(options: OwnServerOptions): Promise<OwnServer> {
  const port = E2E_PORT + options.portOffset;
  const base = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `e2e-${options.name}-`));
  const child = spawn(process.execPath, ["server.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: "production",
      BRAND_OVERRIDE: "true",
      RATING_DELAY: "none",
      LOG_LEVEL: "warn",
      SQLITE_PATH: path.join(dataDir, "e2e.sqlite"),
      PLATFORM_INTERNAL_PORT: String(port + PLATFORM_PORT_OFFSET),
      PLATFORM_CLIENT_SECRET: E2E_CLIENT_SECRET,
      SESSION_SECRET: E2E_SESSION_SECRET,
      OWNER_CHECKS_PER_15_MIN: "1000",
      PREVIOUS_LOOKUPS_PER_15_MIN: "1000",
      ...options.env?.(dataDir),
    },
    stdio: ["ignore", options.output === "pipe" ? "pipe" : "ignore", options.output === "pipe" ? "pipe" : "inherit"],
    detached: true,
  });
  options.onStart?.(child);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const server: OwnServer = {
    base,
    dataDir,
    process: child,
    async stop() {
      if (child.pid && child.exitCode === null && child.signalCode === null) {
        process.kill(-child.pid, "SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitForReady(server, options.name);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

async function waitForReady(server: OwnServer, name: string) {
  for (let i = 0; i < 300; i++) {
    if (server.process.exitCode !== null) throw new Error(`the ${name} server stopped (exit ${server.process.exitCode})`);
    try {
      if ((await fetch(`${server.base}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the ${name} server did not get ready`);
}
