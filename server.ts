/**
 * One Node server: security headers with a CSP nonce per request, compression, static files,
 * request logging, health checks, the embedded agency platform (unless PLATFORM_URL is set)
 * and the React Router site.
 */
import { randomBytes, randomUUID } from "node:crypto";
import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";
import helmet from "helmet";
import { createRequestHandler } from "@react-router/express";
import { RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";
import { verifyContentSource } from "./app/.server/content/index.ts";
import { ConfigError, env as loadEnv, type Env } from "./app/.server/env.ts";
import { createLogger } from "./app/.server/logger.ts";
import { openerPolicy } from "./app/.server/reading-pages.ts";
import { createPlatform, type Platform } from "./platform/index.ts";

const root = path.dirname(fileURLToPath(import.meta.url));

interface EntryExtras {
  requestInfoContext: RouterContext<{ nonce: string; trackId: string; ip: string }>;
  checkReadiness?: () => Promise<Record<string, boolean>>;
}

export async function createServer(config: Env) {
  const logger = createLogger();
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);

  // A trackId and a CSP nonce for every request; one log line when it ends (path only: no query, no body).
  app.use((req, res, next) => {
    const trackId = randomUUID();
    const started = process.hrtime.bigint();
    res.locals.trackId = trackId;
    res.locals.nonce = randomBytes(16).toString("base64");
    res.setHeader("X-Request-Id", trackId);
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info({ trackId, method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 }, "request");
    });
    next();
  });

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          "base-uri": ["'self'"],
          "object-src": ["'none'"],
          "frame-ancestors": ["'self'"],
          "form-action": ["'self'"],
          "script-src": [(_req, res) => `'nonce-${(res as express.Response).locals.nonce}'`, "'strict-dynamic'", "'wasm-unsafe-eval'", "https:"],
          "style-src": ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.nonce}'`],
          "style-src-attr": ["'unsafe-inline'"],
          "img-src": ["'self'", "data:", "https:"],
          "font-src": ["'self'"],
          "connect-src": ["'self'", "https://maps.googleapis.com", "https://*.googleapis.com"],
          "frame-src": ["'self'", "https:"],
          "worker-src": ["'self'", "blob:"],
          "manifest-src": ["'self'"],
          ...(config.NODE_ENV === "production" ? { "upgrade-insecure-requests": [] } : {}),
        },
      },
      crossOriginEmbedderPolicy: false,
      // Set below, per page (reading-pages.ts).
      crossOriginOpenerPolicy: false,
      strictTransportSecurity: config.NODE_ENV === "production" ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
  );
  app.use((req, res, next) => {
    const opener = openerPolicy(req.path);
    if (opener) res.setHeader("Cross-Origin-Opener-Policy", opener);
    res.setHeader("Permissions-Policy", "camera=(self), geolocation=(self), microphone=(), payment=(self)");
    next();
  });
  app.use(compression());

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });

  let platform: Platform | undefined;
  if (!config.PLATFORM_URL) {
    platform = await createPlatform({ config, logger: logger.child({ component: "platform" }) });
    for (const mount of platform.mounts) app.use(mount, platform.router);
  }

  // No cross-site form posts: a state-changing request from a browser must come from our own origin.
  app.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const origin = req.get("origin");
    if (!origin) return next();
    const host = (config.TRUST_PROXY && req.get("x-forwarded-host")) || req.get("host");
    let sameHost: boolean;
    try {
      sameHost = new URL(origin).host === host;
    } catch {
      sameHost = false;
    }
    if (sameHost) return next();
    res.status(403).type("text/plain").send("This form can only be sent from this site.");
  });

  let build: ServerBuild | (() => Promise<ServerBuild>);
  let viteClose: (() => Promise<void>) | undefined;
  if (config.NODE_ENV === "development") {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
    app.use(viteServer.middlewares);
    build = () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    viteClose = () => viteServer.close();
  } else {
    const buildDir = path.resolve(root, config.BUILD_DIR);
    const clientDir = path.join(buildDir, "client");
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
    build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
  }
  const resolveBuild = async () => (typeof build === "function" ? await build() : build);

  app.get("/readyz", async (_req, res) => {
    const checks: Record<string, boolean> = {};
    if (platform) checks.database = await platform.ready();
    const extras = (await resolveBuild()).entry.module as unknown as EntryExtras;
    Object.assign(checks, (await extras.checkReadiness?.()) ?? {});
    const ok = Object.values(checks).every(Boolean);
    res.status(ok ? 200 : 503).json({ status: ok ? "ready" : "not ready", checks });
  });

  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: config.NODE_ENV,
      async getLoadContext(req, res) {
        const extras = (await resolveBuild()).entry.module as unknown as EntryExtras;
        const context = new RouterContextProvider();
        context.set(extras.requestInfoContext, { nonce: res.locals.nonce, trackId: res.locals.trackId, ip: req.ip ?? "" });
        return context;
      },
    }),
  );

  app.use((error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    logger.error({ trackId: res.locals.trackId, err: error instanceof Error ? { message: error.message, stack: error.stack } : String(error) }, "unhandled error");
    if (!res.headersSent) res.status(500).type("text/plain").send("Something went wrong on our side. Please try again.");
  });

  async function close() {
    await viteClose?.();
    await platform?.close();
  }
  return { app, logger, close };
}

async function main() {
  let config: Env;
  try {
    config = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  let created: Awaited<ReturnType<typeof createServer>>;
  try {
    await verifyContentSource();
    created = await createServer(config);
  } catch (error) {
    console.error(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const { app, logger, close } = created;
  if (config.sessionSecretGenerated) logger.warn("SESSION_SECRET is not set: sessions use a random secret and end when the server restarts");

  const server: Server = app.listen(config.PORT, config.HOST, () => {
    logger.info({ port: config.PORT, platform: config.PLATFORM_URL ?? "embedded" }, `listening on http://localhost:${config.PORT}`);
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  server.keepAliveTimeout = 5_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: draining connections");
    const force = setTimeout(() => {
      logger.warn("drain timed out; closing remaining connections");
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(async () => {
      await close().catch((error: unknown) => logger.error({ err: String(error) }, "close failed"));
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
