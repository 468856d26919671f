/**
 * The built site (server.ts's app on BUILD_DIR, default build/) made in this process with a
 * throw-away SQLite file, as `node server.ts` makes it: the same Express app, with its embedded
 * platform on its own loopback listener. Requests can be handed to the app in-process
 * (./inject.ts) or sent to its public listener on a free port. The warnings and errors both loggers
 * write (and what they report on the console) are kept so a test can count them; and the site's route table is read from the same build,
 * so every route with an action is found without a list.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { format } from "node:util";
import type { RequestListener } from "./inject.ts";

export const projectRoot = path.resolve(import.meta.dirname, "../..");
export const buildDir = process.env.BUILD_DIR ?? "build";
export const serverBuildFile = path.join(projectRoot, buildDir, "server/index.js");

export interface RunningSite {
  /** The public listener, for requests over a socket. */
  base: string;
  /** The app the public listener serves, for requests in-process. */
  app: RequestListener;
  /** The log lines (warnings and errors) written so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Keeps what the server writes to its log and to the console: the JSON log lines written to
 * stdout (pino writes through process.stdout once its write is wrapped), and console.error and
 * console.warn (React Router reports a failed request there); lets everything else through.
 */
function keepLogLines(): { lines: string[]; restore: () => void } {
  const lines: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  const { error, warn } = console;
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    const text = typeof chunk === "string" ? chunk : Buffer.from(chunk).toString();
    if (text.startsWith('{"level":')) {
      lines.push(text);
      return true;
    }
    return (write as (chunk: string | Uint8Array, ...rest: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stdout.write;
  console.error = (...args: unknown[]) => void lines.push(`${format(...args)}\n`);
  console.warn = (...args: unknown[]) => void lines.push(`${format(...args)}\n`);
  return {
    lines,
    restore: () => {
      process.stdout.write = write;
      Object.assign(console, { error, warn });
    },
  };
}

/**
 * Makes the built site in this process. The site's own code reads its configuration from the
 * environment, as in its own process: `settings` are set there, beside a production mode, warnings
 * and errors only in the log, no rating delay and the throw-away database.
 */
export async function startSite(settings: Record<string, string> = {}): Promise<RunningSite> {
  if (!existsSync(serverBuildFile)) throw new Error(`No production build in ${buildDir}/: run \`npx react-router build\` first (npm test does).`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-fuzz-"));
  Object.assign(process.env, {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    RATING_DELAY: "none",
    SQLITE_PATH: path.join(dataDir, "site.sqlite"),
    BUILD_DIR: buildDir,
    ...settings,
  });
  const log = keepLogLines();
  // Imported once the environment is set: React and the site read it as they load.
  const { parseEnv } = await import("../../app/.server/env.ts");
  const { createServer, listen } = await import("../../server.ts");
  const config = parseEnv(process.env);
  const created = await createServer(config);
  const server = await listen(created, { ...config, PORT: 0 });
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    app: created.app as unknown as RequestListener,
    output: () => log.lines.join(""),
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await created.close();
      log.restore();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
