/**
 * The platform on its own: `node platform/server.ts` serves only the platform API on PLATFORM_PORT
 * (default 3100), for deployments where the site's PLATFORM_URL points at it. Reads its own
 * configuration (platform/config.ts: DATABASE_URL or SQLITE_PATH, RATING_DELAY, PLATFORM_CLIENT_ID …)
 * and refuses to start without PLATFORM_CLIENT_SECRET: only that client obtains site tokens.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express from "express";
import helmet from "helmet";
import { pino } from "pino";
import { assertStandaloneConfig, loadPlatformConfig, PlatformConfigError, type PlatformConfig } from "./config.ts";
import { createPlatform } from "./index.ts";

export async function createPlatformServer(config: PlatformConfig) {
  const logger = pino({ level: config.LOG_LEVEL, base: undefined, redact: ["req.headers.authorization"] });
  const platform = await createPlatform({ config, logger: logger.child({ component: "platform" }) });
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  app.use(helmet({ contentSecurityPolicy: { directives: { "default-src": ["'self'"], "form-action": ["'self'"] } } }));
  // One log line per request: path only (never the query, which may carry a date of birth).
  app.use((req, res, next) => {
    const trackId = randomUUID();
    const started = process.hrtime.bigint();
    res.locals.trackId = trackId;
    res.setHeader("X-Request-Id", trackId);
    res.on("finish", () => {
      logger.info(
        { trackId, method: req.method, path: req.path, status: res.statusCode, ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10 },
        "request",
      );
    });
    next();
  });
  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    const database = await platform.ready();
    res.status(database ? 200 : 503).json({ status: database ? "ready" : "not ready", checks: { database } });
  });
  for (const mount of platform.mounts) app.use(mount, platform.router);
  app.use((_req, res) => {
    res.status(404).json({ isSuccess: false, message: "No such call. See /api/openapi.json." });
  });
  return { app, logger, platform };
}

async function main() {
  let config: PlatformConfig;
  try {
    config = loadPlatformConfig(process.env);
    assertStandaloneConfig(config);
  } catch (error) {
    if (error instanceof PlatformConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
  const port = config.PLATFORM_PORT;
  const { app, logger, platform } = await createPlatformServer(config);
  const server = app.listen(port, config.HOST, () => logger.info({ port }, `platform listening on http://localhost:${port}`));
  server.requestTimeout = 60_000;
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    setTimeout(() => server.closeAllConnections(), 10_000).unref();
    server.close(async () => {
      await platform.close().catch((error: unknown) => logger.error({ err: String(error) }, "close failed"));
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
