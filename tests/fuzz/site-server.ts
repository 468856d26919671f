/**
 * The built site (`node server.ts` on BUILD_DIR, default build/) on a free port with a throw-away
 * SQLite file, its output kept so a test can count the errors it logged; and the site's route
 * table read from the same build, so every route with an action is found without a list.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { freePort } from "../../scripts/serve-build.ts";

export const projectRoot = path.resolve(import.meta.dirname, "../..");
export const buildDir = process.env.BUILD_DIR ?? "build";
export const serverBuildFile = path.join(projectRoot, buildDir, "server/index.js");

export interface RunningSite {
  base: string;
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/** Starts the built site and resolves once `/readyz` answers (90 s at most). */
export async function startBuiltSite(env: Record<string, string> = {}): Promise<RunningSite> {
  if (!existsSync(serverBuildFile)) throw new Error(`No production build in ${buildDir}/: run \`npx react-router build\` first (npm test does).`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-fuzz-"));
  const chunks: string[] = [];
  const server = spawn(process.execPath, ["server.ts"], {
    cwd: projectRoot,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      RATING_DELAY: "none",
      SQLITE_PATH: path.join(dataDir, "site.sqlite"),
      BUILD_DIR: buildDir,
      ...env,
    },
  });
  server.stdout.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  server.stderr.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  const stop = async () => {
    if (server.pid && server.exitCode === null && server.signalCode === null) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        // already gone
      }
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`The server exited with code ${server.exitCode}:\n${chunks.join("").slice(-2000)}`);
    }
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { base, output: () => chunks.join(""), stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error("The server did not become ready within 90 s");
}

export interface SiteRoute {
  id: string;
  /** Full path pattern, e.g. `/es/quote/:state/results/poll`. */
  pattern: string;
  hasAction: boolean;
  hasLoader: boolean;
  /** A resource route (no component): answers data, not a page. */
  resource: boolean;
}

interface BuiltRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: { action?: unknown; loader?: unknown; default?: unknown };
}

/** Every route of the built site, with its full path. */
export async function builtRoutes(): Promise<SiteRoute[]> {
  const build = (await import(pathToFileURL(serverBuildFile).href)) as { routes: Record<string, BuiltRoute> };
  const routes = build.routes;
  const fullPath = (route: BuiltRoute): string => {
    const own = route.path ?? "";
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const above = parent ? fullPath(parent) : "";
    return [above, own].filter(Boolean).join("/");
  };
  return Object.values(routes)
    .filter((route) => route.id !== "root")
    .map((route) => ({
      id: route.id,
      pattern: `/${fullPath(route)}`.replace(/\/+/g, "/"),
      hasAction: typeof route.module.action === "function",
      hasLoader: typeof route.module.loader === "function",
      resource: typeof route.module.default !== "function",
    }));
}
