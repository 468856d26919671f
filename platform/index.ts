/**
 * The reference agency platform, as one Express router that server.ts mounts
 * (or that runs on its own through platform/server.ts).
 *
 * Route modules register their calls on the `Api` (./http/route.ts) with the shared
 * `PlatformContext` (./services/context.ts): `registerXRoutes(api, ctx)`.
 * platform/routes/reference.ts, when present, exports `registerReferenceRoutes(api, ctx)`.
 */
import { existsSync } from "node:fs";
import express from "express";
import type { Logger } from "pino";
import { loadPlatformConfig, type PlatformConfig } from "./config.ts";
import { openDatabase, type Store } from "./db/index.ts";
import { SERVER_ERROR_MESSAGE } from "./http/envelope.ts";
import { createApi, type Api } from "./http/route.ts";
import { buildOpenApiDocument } from "./openapi/document.ts";
import { registerAccountRoutes } from "./routes/account.ts";
import { registerRatingRoutes } from "./routes/rating.ts";
import { registerQuoteRoutes } from "./routes/quotes.ts";
import { registerLeadRoutes } from "./routes/leads.ts";
import { registerAffiliateRoutes } from "./routes/affiliate.ts";
import { registerSupportRoutes } from "./routes/support.ts";
import { registerSandboxRoutes } from "./routes/sandbox.ts";
import { registerPaymentRoutes } from "./routes/payments.ts";
import { registerSandboxPayRoutes } from "./routes/sandbox-pay.ts";
import { registerFormRoutes } from "./routes/forms.ts";
import { knownDelays, registerResultsExtrasRoutes } from "./routes/results-extras.ts";
import { registerDraftRoutes } from "./routes/drafts.ts";
import { registerLimitRoutes } from "./routes/limits.ts";
import { registerCustomerAccountRoutes } from "./routes/customer-accounts.ts";
import { registerOutboxRoutes } from "./routes/outbox.ts";
import { registerPortalRoutes } from "./routes/portal.ts";
import { setLoyaltyConfig } from "./services/loyalty.ts";
import { loadLoyaltyConfig } from "./services/loyalty-config.ts";
import { registerBuyOnlineRoutes } from "./routes/buy-online.ts";
import { registerFollowUpRoutes } from "./routes/follow-up.ts";
import { registerStaffRoutes } from "./routes/staff.ts";
import { registerRentersRoutes } from "./routes/renters.ts";
import { registerRoadsideRoutes } from "./routes/roadside.ts";
import { registerTrackingRoutes } from "./routes/tracking.ts";
import { registerSandboxCardWidgetRoutes } from "./routes/sandbox-card-widget.ts";
import { registerStateAvailabilityRoutes } from "./routes/state-availability.ts";
import { scryptCost } from "./services/passwords.ts";
import { seed } from "./seed/index.ts";
import { setServedStatesOverride } from "./reference/served-states.ts";
import { setReferenceCacheDir } from "./reference/vpic.ts";
import { setCarrierSettings } from "./rating/http-connector.ts";
import type { PlatformContext, PlatformSettings } from "./services/context.ts";
import { RatingEvents } from "./services/rating-events.ts";
import { closeInterruptedTransactions, RatingRunner } from "./services/rating.ts";
import { quoteLeadsOfDoneTransactions } from "./services/lead-quotes.ts";
import { authenticateToken } from "./services/tokens.ts";

export interface Platform {
  /** Express router serving every platform path. */
  router: express.Router;
  /** Path prefixes the router answers under (mounted at the server's root). */
  mounts: string[];
  /** True while the database answers. */
  ready(): Promise<boolean>;
  /** Stops rating runs in progress and closes the database. */
  close(): Promise<void>;
  /** For tests and tools. */
  context: PlatformContext;
  runner: RatingRunner;
  api: Api;
}

export interface PlatformOptions {
  /** The platform configuration (loadPlatformConfig), or an environment-like record it is read from. */
  config: PlatformConfig | Readonly<Record<string, unknown>>;
  logger: Logger;
  /** An open store to use instead of opening one from the configuration (tests). Not closed by `close()`. */
  store?: Store;
  settings?: Partial<PlatformSettings>;
  /** Seed demo data on start (default true). */
  seed?: boolean;
  now?: () => Date;
}

const VERSION = "1.0.0";
/** The path of the California endpoint (doc2 §4). */
export const CALIFORNIA_ENDPOINT = "/api/ca";

/**
 * A request Express could not read is the caller's error: a body that is not JSON, too large, in an
 * encoding or charset the parser does not take (body-parser), or a path segment with a malformed
 * percent-encoding (the router's URIError). Anything else is ours.
 */
function clientError(error: unknown): { status: number; message: string; field: string; problem: string } | undefined {
  const e = error as { type?: unknown; status?: unknown; expose?: unknown; name?: unknown };
  if (!e || typeof e !== "object" || typeof e.status !== "number" || e.status < 400 || e.status >= 500) return undefined;
  if (e.name === "URIError")
    return { status: 400, message: "The address holds a malformed percent-encoding.", field: "(path)", problem: "malformed percent-encoding" };
  if (typeof e.type !== "string" && e.expose !== true) return undefined;
  if (e.status === 413) return { status: 413, message: "The request body is too large.", field: "(body)", problem: "too large" };
  if (e.type === "entity.parse.failed") return { status: 400, message: "The request body is not valid JSON.", field: "(body)", problem: "not valid JSON" };
  return {
    status: e.status,
    message: "The request body could not be read (content type, charset or encoding).",
    field: "(body)",
    problem: "could not be read",
  };
}

function isPlatformConfig(value: PlatformOptions["config"]): value is PlatformConfig {
  return typeof value.PLATFORM_SECRET === "string" && typeof value.carrierSettings === "object" && value.carrierSettings !== null;
}

/** A loaded configuration as is; a record of settings read as an environment (values as text). */
export function toPlatformConfig(value: PlatformOptions["config"]): PlatformConfig {
  if (isPlatformConfig(value)) return value;
  const source: Record<string, string | undefined> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === "string" || typeof entry === "number" || typeof entry === "boolean") source[key] = String(entry);
  }
  return loadPlatformConfig(source);
}

export async function createPlatform({
  config: given,
  logger,
  store: givenStore,
  settings,
  seed: runSeed = true,
  now = () => new Date(),
}: PlatformOptions): Promise<Platform> {
  const config = toPlatformConfig(given);
  setServedStatesOverride(config.REFERENCE_SERVED_STATES);
  setReferenceCacheDir(config.REFERENCE_CACHE_DIR);
  setCarrierSettings(config.carrierSettings);
  setLoyaltyConfig(loadLoyaltyConfig(config));
  const store = givenStore ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH }));
  const ctx: PlatformContext = {
    store,
    db: store.db,
    config,
    logger,
    events: new RatingEvents(),
    settings: {
      botCheckCost: 1000,
      carrierTimeoutMs: 20_000,
      ratingDelay: config.RATING_DELAY,
      ...(config.RATING_DELAYS_MS ? { delayFor: knownDelays(config.RATING_DELAYS_MS) } : {}),
      ownerCheckAttempts: 3,
      ...settings,
    },
    secret: config.PLATFORM_SECRET,
    now,
  };
  if (runSeed) await seed(store.db, { now: now(), passwordCost: scryptCost(config) });
  const interrupted = await closeInterruptedTransactions(ctx);
  if (interrupted > 0) logger.warn({ count: interrupted }, "closed rating transactions interrupted by a restart");
  const quotedLeads = await quoteLeadsOfDoneTransactions(ctx);
  if (quotedLeads > 0) logger.warn({ count: quotedLeads }, "quoted leads whose rating ended without them");

  const router = express.Router();
  // doc2 §4: the California endpoint (a brand's endpoints.caApi, /api/ca by default) answers the
  // same calls as the main one.
  router.use((req, _res, next) => {
    if (req.url.startsWith(`${CALIFORNIA_ENDPOINT}/`)) req.url = `/api${req.url.slice(CALIFORNIA_ENDPOINT.length)}`;
    next();
  });
  router.use(["/api", "/opapi"], express.json({ limit: "8mb" }));
  router.use("/sandbox", express.urlencoded({ extended: false, limit: "16kb" }));
  router.get("/api/health", (_req, res) => {
    res.json({ isSuccess: true, message: "OK", status: "ok" });
  });

  const api = createApi(router, { authenticate: (token) => authenticateToken(store.db, token, ctx.now()) });
  const runner = new RatingRunner(ctx);
  registerAccountRoutes(api, ctx);
  registerRatingRoutes(api, ctx, runner);
  registerQuoteRoutes(api, ctx);
  // Before the lead routes: their GET /api/lead/{leadKey} would otherwise take /api/lead/affiliate.
  registerAffiliateRoutes(api, ctx);
  registerLeadRoutes(api, ctx);
  registerSupportRoutes(api, ctx);
  registerSandboxRoutes(api, ctx);
  registerPaymentRoutes(api, ctx);
  registerSandboxPayRoutes(api, ctx);
  registerFormRoutes(api, ctx);
  registerResultsExtrasRoutes(api, ctx);
  registerDraftRoutes(api, ctx);
  registerLimitRoutes(api, ctx);
  registerCustomerAccountRoutes(api, ctx);
  registerOutboxRoutes(api, ctx);
  registerPortalRoutes(api, ctx);
  registerBuyOnlineRoutes(api, ctx);
  registerFollowUpRoutes(api, ctx);
  registerStaffRoutes(api, ctx);
  registerRentersRoutes(api, ctx);
  registerRoadsideRoutes(api, ctx);
  registerTrackingRoutes(api, ctx);
  registerSandboxCardWidgetRoutes(api, ctx);
  registerStateAvailabilityRoutes(api, ctx);
  const referenceModule = new URL("./routes/reference.ts", import.meta.url);
  if (existsSync(referenceModule)) {
    const reference = (await import(referenceModule.href)) as { registerReferenceRoutes?: (api: Api, ctx: PlatformContext) => void | Promise<void> };
    await reference.registerReferenceRoutes?.(api, ctx);
  }

  let openApi: Record<string, unknown> | undefined;
  router.get("/api/openapi.json", (_req, res) => {
    openApi ??= buildOpenApiDocument(api.routes, { version: VERSION });
    res.json(openApi);
  });

  // Body errors (bad JSON, too large) are the caller's; anything else is ours and is logged
  // without request data.
  router.use((error: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (res.headersSent) return next(error);
    const refused = clientError(error);
    if (refused) {
      res.status(refused.status).json({ isSuccess: false, message: refused.message, errors: { [refused.field]: refused.problem } });
      return;
    }
    logger.error(
      {
        trackId: res.locals.trackId,
        method: req.method,
        path: req.route?.path ?? "(unmatched)",
        err: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
      },
      "platform error",
    );
    res.status(500).json({ isSuccess: false, message: SERVER_ERROR_MESSAGE });
  });

  logger.debug({ dialect: store.dialect }, "platform ready");
  return {
    router,
    mounts: ["/"],
    ready: () => store.ping(),
    async close() {
      await runner.close();
      if (!givenStore) await store.close();
    },
    context: ctx,
    runner,
    api,
  };
}
