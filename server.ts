/**
 * One Node server: security headers with a CSP nonce per request, compression, static files,
 * request logging, health checks and the React Router site on the public listener; the embedded
 * agency platform (unless PLATFORM_URL is set) on a second listener bound to 127.0.0.1, which only
 * this server calls. The public listener serves none of the platform's API: only its sandbox pages
 * (a carrier's and a payment processor's own pages, which the visitor's browser opens).
 */
import { randomBytes, randomUUID } from "node:crypto";
import { createServer as createHttpServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import expressStaticGzip from "express-static-gzip";
import express from "express";
import helmet from "helmet";
import onHeaders from "on-headers";
import { createRequestHandler } from "@react-router/express";
import { RouterContextProvider, createRequestHandler as createPageRenderer, type RouterContext, type ServerBuild } from "react-router";
import { verifyContentSource } from "./app/.server/content/index.ts";
import { behindProxy, ConfigError, env as loadEnv, type Env } from "./app/.server/env.ts";
import { createLogger } from "./app/.server/logger.ts";
import { siteStylesheet, splitStylesheet, type Stylesheet } from "./app/.server/critical-css.ts";
import { PageCache, pageBody, pageCsp, preparePage, type CachedPage, type PageEncoding } from "./app/.server/page-cache.ts";
import { isReadingPage, openerPolicy } from "./app/.server/reading-pages.ts";
import { createRenderSlots } from "./app/.server/render-slots.ts";
import { loadPlatformConfig } from "./platform/config.ts";
import { createPlatform, type Platform } from "./platform/index.ts";

const root = path.dirname(fileURLToPath(import.meta.url));

interface EntryExtras {
  requestInfoContext: RouterContext<{ nonce: string; trackId: string; ip: string; complete?: boolean; insertedScripts?: string[] }>;
  checkReadiness?: () => Promise<Record<string, boolean>>;
  useEmbeddedPlatform?: (options: { baseUrl: string; clientSecret: string }) => void;
  /** The page cache's view of the site (app/.server/page-cache-key.ts). */
  PAGE_CACHE_COOKIES?: readonly string[];
  pageCacheKey?: (request: Request) => Promise<{ key: string; cookie: string; setCookies: string[] } | null>;
  pageCacheVersion?: () => Promise<string>;
  /** Preview mode (app/.server/preview-mode.ts): the Studio origin that may frame a previewing editor's pages. */
  previewModeOf?: (cookieHeader: string | undefined) => Promise<{ studioOrigin: string } | null>;
  previewEnableFraming?: () => string | null;
  PREVIEW_ENABLE_PATH?: string;
  /** The site's stylesheet (app/app.css), which cached reading pages split (app/.server/critical-css.ts). */
  APP_CSS?: string;
}

/** Reading pages for anonymous visitors: kept for a minute, 32 MB at most (app/.server/page-cache.ts). */
const PAGE_CACHE_MAX_AGE_S = 60;
const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** What a CDN may do with a cached reading page: keep it a minute, serve it stale for ten while it asks again. */
const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_CACHE_MAX_AGE_S}, stale-while-revalidate=600`;

/**
 * Sends `value` as the response's Cache-Control unless its handler gives one of its own. React Router's
 * adapter appends a response's headers to those already set, so a value set before the page's handler
 * and the page's own would both go out; this one is decided as the headers are written, once.
 */
function defaultCacheControl(res: express.Response, value: string) {
  onHeaders(res, () => {
    if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", value);
  });
}

/** The names of the cookies a request carries. */
export function cookieNames(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(";")
    .map((part) => part.slice(0, part.indexOf("=") === -1 ? part.length : part.indexOf("=")).trim())
    .filter(Boolean);
}

/** Paths of the platform that the visitor's browser opens (sandbox carrier and payment pages). */
const PUBLIC_PLATFORM_PAGES = "/sandbox/";
/** The one site path that takes JSON: the CMS webhook. */
const JSON_PATHS = new Set(["/api/content/revalidate"]);
const FORM_TYPES = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;
const JSON_TYPE = /^\s*application\/json\s*(;|$)/i;

/**
 * Why a request's body is refused before a byte of it is read, or null when it may be read: the
 * site reads forms (and the CMS webhook's JSON) of a known length up to `maxBytes`.
 */
export function bodyRefusal(req: IncomingMessage, maxBytes: number): { status: number; message: string } | null {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return null;
  const length = req.headers["content-length"];
  const type = req.headers["content-type"] ?? "";
  if (length === undefined && req.headers["transfer-encoding"]) return { status: 411, message: "Send the body with its length (Content-Length)." };
  if (length !== undefined && Number(length) > maxBytes) return { status: 413, message: "The request is too large." };
  const hasBody = length !== undefined && Number(length) > 0;
  const pathname = (req.url ?? "/").split("?")[0] ?? "/";
  const accepted = FORM_TYPES.test(type) || (JSON_PATHS.has(pathname) && JSON_TYPE.test(type));
  if (hasBody && !accepted) return { status: 415, message: "This address takes a form (application/x-www-form-urlencoded or multipart/form-data)." };
  return null;
}

/** Listens on 127.0.0.1 only; resolves with the port the system gave. */
function listenOnLoopback(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => {
      server.off("error", reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * `platformOverrides`: variables for the embedded platform that are not in the process's environment
 * (tests serving a throw-away database, say); the platform reads the rest from the environment.
 */
export async function createServer(config: Env, platformOverrides: Record<string, string> = {}) {
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
      // A refused form answered 200 to the site's own page keeps its refusal in the log (form-refusal.ts).
      const refused = res.getHeader("x-form-refused");
      logger.info(
        { trackId, method: req.method, path: req.path, status: res.statusCode, ...(refused ? { refused: Number(refused) } : {}), ms: Math.round(ms * 10) / 10 },
        "request",
      );
    });
    next();
  });

  /**
   * The security headers. A production page served over https asks the browser to upgrade any http
   * address it names; a page served over plain http (a local production run) does not: there the
   * upgrade turns a same-origin frame's form post (the payment container's processor page) into an
   * https post, which the browser blocks under form-action 'self'.
   */
  const securityHeaders = (upgrade: boolean) =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          "default-src": ["'self'"],
          "base-uri": ["'self'"],
          "object-src": ["'none'"],
          // The Studio frames an editor's pages in preview mode (and the route that turns it on); no other site frames any page.
          "frame-ancestors": [(_req, res) => ((res as express.Response).locals.framedBy ? `'self' ${(res as express.Response).locals.framedBy}` : "'self'")],
          "form-action": ["'self'"],
          "script-src": [(_req, res) => `'nonce-${(res as express.Response).locals.nonce}'`, "'strict-dynamic'", "'wasm-unsafe-eval'", "https:"],
          "style-src": ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.nonce}'`],
          "style-src-attr": ["'unsafe-inline'"],
          "img-src": ["'self'", "data:", "https:"],
          // The live maps' own typeface (the Maps JavaScript API's controls and labels).
          "font-src": ["'self'", "https://fonts.gstatic.com"],
          // The Maps JavaScript API (maps with a map id, advanced markers, Places suggestions) talks
          // to Google's API, tile and static hosts, as Google's CSP guide for it lists. In
          // development, Vite's hot reload talks to the page over a WebSocket of its own.
          "connect-src": [
            "'self'",
            "https://maps.googleapis.com",
            "https://*.googleapis.com",
            "https://*.gstatic.com",
            "https://*.google.com",
            "data:",
            "blob:",
            ...(config.NODE_ENV === "development" ? ["ws://localhost:*", "ws://127.0.0.1:*"] : []),
          ],
          "frame-src": ["'self'", "https:"],
          "worker-src": ["'self'", "blob:"],
          "manifest-src": ["'self'"],
          ...(upgrade ? { "upgrade-insecure-requests": [] } : {}),
        },
      },
      crossOriginEmbedderPolicy: false,
      // Set below, per page (reading-pages.ts).
      crossOriginOpenerPolicy: false,
      strictTransportSecurity: config.NODE_ENV === "production" ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    });
  // Preview mode: an editor's pages read drafts, are framed by the Studio, and are kept by no cache.
  app.use(async (req, res, next) => {
    res.locals.framedBy = undefined;
    if (!req.headers.cookie && !req.path.startsWith("/api/preview-mode/")) return next();
    try {
      const extras = (await resolveBuild()).entry.module as unknown as EntryExtras;
      const preview = await extras.previewModeOf?.(req.headers.cookie);
      if (preview) {
        res.locals.preview = true;
        res.locals.framedBy = preview.studioOrigin;
      } else if (req.path === extras.PREVIEW_ENABLE_PATH) {
        // The enable route's answer (a refusal to read, or a redirect) shows in the Studio's frame.
        res.locals.framedBy = extras.previewEnableFraming?.() ?? undefined;
      }
    } catch (error) {
      logger.warn({ trackId: res.locals.trackId, err: error instanceof Error ? error.message : String(error) }, "preview mode check failed");
    }
    next();
  });
  const overHttps = securityHeaders(config.NODE_ENV === "production");
  const overHttp = securityHeaders(false);
  app.use((req, res, next) => (req.secure ? overHttps : overHttp)(req, res, next));
  app.use((req, res, next) => {
    // frame-ancestors decides where a framed page may show; the older header would keep it from the Studio's frame.
    if (res.locals.framedBy) res.removeHeader("X-Frame-Options");
    const opener = openerPolicy(req.path);
    if (opener) res.setHeader("Cross-Origin-Opener-Policy", opener);
    res.setHeader("Permissions-Policy", "camera=(self), geolocation=(self), microphone=(), payment=(self)");
    next();
  });
  // Reading pages for anonymous visitors come from the page cache when it holds them (before
  // compression: a cached page is compressed once, when it is stored).
  const pageCache = new PageCache({ maxBytes: PAGE_CACHE_MAX_BYTES, maxAgeMs: PAGE_CACHE_MAX_AGE_S * 1000 });
  const pageCacheOn = config.NODE_ENV !== "development";
  interface PageMiss {
    key: string;
    cookie: string;
    setCookies: string[];
    version: string;
    url: string;
  }
  /** Sends a page of the cache as stored (brotli or gzip when accepted), its CSP with the page's hashes and this response's nonce. */
  const sendPage = (req: express.Request, res: express.Response, page: CachedPage, setCookies: string[], state: "hit" | "miss") => {
    res.status(page.status);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("Vary", "Accept-Encoding, Cookie");
    res.setHeader("X-Page-Cache", state);
    if (setCookies.length > 0) {
      // A visitor whose variant was drawn now: their copy is theirs (the cookie), not a CDN's.
      res.setHeader("Set-Cookie", setCookies);
      res.setHeader("Cache-Control", "private, no-cache");
    } else if (page.status === 200) res.setHeader("Cache-Control", PUBLIC_PAGE_CACHE_CONTROL);
    const csp = res.getHeader("Content-Security-Policy");
    if (typeof csp === "string") res.setHeader("Content-Security-Policy", pageCsp(csp, page));
    // Brotli whenever the browser accepts it, whatever order it lists its encodings in.
    const encoding: PageEncoding = req.acceptsEncodings("br") === "br" ? "br" : req.acceptsEncodings("gzip") === "gzip" ? "gzip" : "identity";
    const [stored, end] = pageBody(page, String(res.locals.nonce), encoding);
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", stored.length + end.length);
    if (req.method === "HEAD") return res.end();
    // The stored part is written as it is held (shared by every response, never copied).
    res.cork();
    res.write(stored);
    res.end(end);
    res.uncork();
  };
  /**
   * Renders a page for the cache: from a request that carries only the key's cookies, with a
   * placeholder nonce that marks the inline scripts and styles to allow by hash (page-cache.ts).
   * Null when the page sets a cookie (something about it is not the same for every visitor with this
   * key), or needs a nonce where a hash cannot stand for it.
   */
  const renderForCache = async (miss: PageMiss, req: express.Request, res: express.Response): Promise<CachedPage | null> => {
    const current = await resolveBuild();
    const extras = current.entry.module as unknown as EntryExtras;
    const placeholder = randomBytes(16).toString("base64");
    const context = new RouterContextProvider();
    const insertedScripts: string[] = [];
    context.set(extras.requestInfoContext, { nonce: placeholder, trackId: String(res.locals.trackId), ip: req.ip ?? "", complete: true, insertedScripts });
    const headers = new Headers({ accept: "text/html" });
    for (const name of ["host", "x-forwarded-host", "x-forwarded-proto"]) {
      const value = req.get(name);
      if (value) headers.set(name, value);
    }
    if (miss.cookie) headers.set("cookie", miss.cookie);
    const response = await createPageRenderer(current, config.NODE_ENV)(new Request(miss.url, { headers }), context);
    if (response.headers.getSetCookie().length > 0) {
      await response.body?.cancel();
      return null;
    }
    const stylesheet = stylesheetOf(extras);
    const rendered = await response.text();
    const html = stylesheet && response.status === 200 ? await splitStylesheet(rendered, stylesheet, placeholder) : rendered;
    const kept = [...response.headers].filter(
      ([name]) => !["set-cookie", "content-length", "content-encoding", "content-security-policy", "transfer-encoding", "cache-control", "vary"].includes(name),
    );
    return preparePage(html, placeholder, kept, miss.version, response.status, Date.now(), insertedScripts, pageCache.peek(miss.key));
  };
  app.use(async (req, res, next) => {
    if (!pageCacheOn || (req.method !== "GET" && req.method !== "HEAD") || !isReadingPage(req.path) || req.originalUrl.includes("?")) return next();
    try {
      const extras = (await resolveBuild()).entry.module as unknown as EntryExtras;
      if (!extras.pageCacheKey || !extras.pageCacheVersion || !extras.PAGE_CACHE_COOKIES) return next();
      const allowed = new Set(extras.PAGE_CACHE_COOKIES);
      if (res.locals.preview || cookieNames(req.headers.cookie).some((name) => !allowed.has(name))) {
        // A visitor with any other cookie (a session, say) may see something personal, an editor in
        // preview mode sees drafts: never kept.
        defaultCacheControl(res, "private, no-store");
        res.setHeader("X-Page-Cache", "bypass");
        return next();
      }
      const url = `${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`;
      const probe = new Request(url, {
        headers: {
          host: req.get("host") ?? "",
          cookie: req.get("cookie") ?? "",
          ...(req.get("x-forwarded-host") ? { "x-forwarded-host": req.get("x-forwarded-host")! } : {}),
        },
      });
      const found = await extras.pageCacheKey(probe);
      if (!found) return next();
      const version = await extras.pageCacheVersion();
      const page = pageCache.get(found.key, version);
      const miss: PageMiss = { ...found, version, url };
      if (page) {
        // An old page is sent once more while the next visitor's copy is rendered.
        if (pageCache.isStale(page)) {
          pageCache
            .fill(found.key, () => renderForCache(miss, req, res))
            .catch((error: unknown) => logger.warn({ err: String(error) }, "page cache refresh failed"));
        }
        return sendPage(req, res, page, found.setCookies, "hit");
      }
      res.locals.pageMiss = miss;
    } catch (error) {
      logger.warn({ trackId: res.locals.trackId, err: error instanceof Error ? error.message : String(error) }, "page cache lookup failed; rendering");
    }
    next();
  });

  app.use(compression());

  // A path that is not valid percent-encoding names nothing: 400, before any route tries to decode it.
  app.use((req, res, next) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      res.status(400).type("text/plain").send("This address is not valid.");
      return;
    }
    next();
  });

  // Bodies: the site reads forms (and the CMS webhook's JSON), of a known length, up to MAX_BODY_BYTES.
  // Anything else is refused before it is read: a body of an acceptable size is then let through
  // unread (drained), so the client sees the answer instead of a reset connection.
  app.use((req, res, next) => {
    const refusal = bodyRefusal(req, config.MAX_BODY_BYTES);
    if (!refusal) return next();
    const length = Number(req.get("content-length") ?? Number.POSITIVE_INFINITY);
    // A body too large to read, or of no known length, ends the connection; any other is read past.
    if (length <= config.MAX_BODY_BYTES) req.resume();
    else res.set("Connection", "close");
    res.status(refusal.status).type("text/plain").send(refusal.message);
  });

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });

  let platform: Platform | undefined;
  let platformListener: Server | undefined;
  let embedded: { baseUrl: string; clientSecret: string } | undefined;
  if (!config.PLATFORM_URL) {
    const clientSecret = config.PLATFORM_CLIENT_SECRET ?? randomBytes(32).toString("base64url");
    // The platform reads its own variables (platform/config.ts); the site only hands it the shared secret.
    const platformConfig = loadPlatformConfig({
      ...process.env,
      ...platformOverrides,
      PLATFORM_CLIENT_ID: config.PLATFORM_CLIENT_ID,
      PLATFORM_CLIENT_SECRET: clientSecret,
    });
    platform = await createPlatform({ config: platformConfig, logger: logger.child({ component: "platform" }) });
    const internal = express();
    internal.disable("x-powered-by");
    internal.use(platform.router);
    internal.use((_req, res) => {
      res.status(404).json({ isSuccess: false, message: "No such call. See /api/openapi.json." });
    });
    platformListener = createHttpServer(internal);
    platformListener.requestTimeout = 120_000;
    const port = await listenOnLoopback(platformListener, config.PLATFORM_INTERNAL_PORT);
    embedded = { baseUrl: `http://127.0.0.1:${port}`, clientSecret };
    logger.info({ port }, "embedded platform serving on 127.0.0.1 only");
  }

  // No cross-site form posts: a state-changing request from a browser must come from our own origin.
  app.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const origin = req.get("origin");
    if (!origin) return next();
    const host = (behindProxy(config) && req.get("x-forwarded-host")) || req.get("host");
    let sameHost: boolean;
    try {
      sameHost = new URL(origin).host === host;
    } catch {
      sameHost = false;
    }
    if (sameHost) return next();
    res.status(403).type("text/plain").send("This form can only be sent from this site.");
  });

  // The platform's sandbox pages, which the visitor's browser opens; nothing else of the platform.
  if (platform) {
    const router = platform.router;
    app.use((req, res, next) => (req.path.startsWith(PUBLIC_PLATFORM_PAGES) ? router(req, res, next) : next()));
  }

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
    // The whole stylesheet that cached reading pages load (app/.server/critical-css.ts): named by its
    // content, brotli or gzip as stored when the browser accepts it; cached for a year.
    app.use(async (req, res, next) => {
      if (!req.path.startsWith("/assets/site-") || (req.method !== "GET" && req.method !== "HEAD")) return next();
      const stylesheet = stylesheetOf((await resolveBuild()).entry.module as unknown as EntryExtras);
      if (!stylesheet || req.path !== stylesheet.href) return next();
      res.setHeader("Content-Type", "text/css; charset=utf-8");
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.setHeader("Vary", "Accept-Encoding");
      res.setHeader("ETag", stylesheet.etag);
      if (req.get("if-none-match") === stylesheet.etag) return res.status(304).end();
      const encoding = req.acceptsEncodings("br") === "br" ? "br" : req.acceptsEncodings("gzip") === "gzip" ? "gzip" : "identity";
      const body = encoding === "br" ? stylesheet.br : encoding === "gzip" ? stylesheet.gzip : stylesheet.text;
      if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", body.length);
      if (req.method === "HEAD") return res.end();
      res.end(body);
    });
    // Fingerprinted assets: the brotli or gzip file written at build time (scripts/vite-precompress.ts)
    // when the browser accepts it, with Vary: Accept-Encoding; cached for a year.
    app.use(
      "/assets",
      expressStaticGzip(path.join(clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gz"],
        serveStatic: { immutable: true, maxAge: "1y", index: false },
      }),
    );
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
    build = (await import(path.join(buildDir, "server/index.js"))) as ServerBuild;
  }
  /** Tells the build's site code where the embedded platform listens. */
  const tell = (current: ServerBuild) => {
    if (embedded) (current.entry.module as unknown as EntryExtras).useEmbeddedPlatform?.(embedded);
    return current;
  };
  // In development the build is loaded again after each change, and told again.
  const resolveBuild = async () => (typeof build === "function" ? tell(await build()) : build);
  /** The build's stylesheet as the file cached pages load, when the build names it. */
  function stylesheetOf(extras: EntryExtras): Stylesheet | undefined {
    return extras.APP_CSS ? siteStylesheet(extras.APP_CSS) : undefined;
  }
  if (typeof build === "function") await resolveBuild();
  else tell(build);

  app.get("/readyz", async (_req, res) => {
    const checks: Record<string, boolean> = {};
    if (platform) checks.database = await platform.ready();
    const extras = (await resolveBuild()).entry.module as unknown as EntryExtras;
    Object.assign(checks, (await extras.checkReadiness?.()) ?? {});
    const ok = Object.values(checks).every(Boolean);
    res.status(ok ? 200 : 503).json({ status: ok ? "ready" : "not ready", checks });
  });

  // Every page the site renders (a reading page the cache does not hold, the quote flow, a client
  // navigation's data) takes a render slot: a burst of visitors waits in line rather than growing
  // the process. A form post is never turned away: it is not queued.
  const renderSlots = createRenderSlots(config.RENDER_SLOTS, config.RENDER_QUEUE, config.RENDER_WAIT_MS);
  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    renderSlots.take({
      start: () => next(),
      // Released once the page is handed to the system (or the connection ends): a visitor who reads
      // slowly never holds a slot.
      onDone: (release) => {
        res.once("finish", release);
        res.once("close", release);
      },
      stillWaiting: () => !req.socket.destroyed && !res.writableEnded,
      refuse: () => {
        const spanish = req.path === "/es" || req.path.startsWith("/es/");
        res
          .set("Retry-After", "5")
          .set("Cache-Control", "no-store")
          .status(503)
          .type("text/plain")
          .send(
            spanish
              ? "Tenemos muchas visitas en este momento. Inténtalo de nuevo en unos segundos."
              : "We're busy right now. Please try again in a few seconds.",
          );
      },
    });
  });

  // A reading page the cache did not hold: rendered once for the cache (one render per page at a
  // time, whoever asks meanwhile waits for it), then sent from there.
  app.use(async (req, res, next) => {
    const miss = res.locals.pageMiss as PageMiss | undefined;
    if (!miss) return next();
    try {
      const page = await pageCache.fill(miss.key, () => renderForCache(miss, req, res));
      if (page && !res.headersSent) return sendPage(req, res, page, miss.setCookies, "miss");
    } catch (error) {
      logger.warn({ trackId: res.locals.trackId, err: error instanceof Error ? error.message : String(error) }, "page cache render failed; rendering");
    }
    next();
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
    logger.error(
      { trackId: res.locals.trackId, err: error instanceof Error ? { message: error.message, stack: error.stack } : String(error) },
      "unhandled error",
    );
    if (!res.headersSent) res.status(500).type("text/plain").send("Something went wrong on our side. Please try again.");
  });

  async function close() {
    await viteClose?.();
    if (platformListener) {
      const listener = platformListener;
      const closed = new Promise<void>((resolve) => listener.close(() => resolve()));
      // The site's own idle keep-alive connections would otherwise hold it open.
      listener.closeAllConnections();
      await closed;
    }
    await platform?.close();
  }
  return { app, logger, close, maxBodyBytes: config.MAX_BODY_BYTES, platformUrl: embedded?.baseUrl, platformRoutes: platform?.api.routes ?? [] };
}

/**
 * The public listener, with a time limit on every request (a body that never ends included: the
 * limit is checked every second, not at Node's default of every 30 seconds).
 */
export function listen(created: { app: express.Express; maxBodyBytes: number }, config: Pick<Env, "PORT" | "HOST" | "REQUEST_TIMEOUT_MS">): Promise<Server> {
  const server = createHttpServer(
    { connectionsCheckingInterval: 1000, requestTimeout: config.REQUEST_TIMEOUT_MS, headersTimeout: Math.min(10_000, config.REQUEST_TIMEOUT_MS) },
    created.app,
  );
  server.keepAliveTimeout = 5_000;
  // A client that asks before sending its body (Expect: 100-continue) is told at once when the body
  // would be refused, and sends nothing.
  server.on("checkContinue", (req: IncomingMessage, res) => {
    const refusal = bodyRefusal(req, created.maxBodyBytes);
    if (refusal) {
      res.writeHead(refusal.status, { "content-type": "text/plain; charset=utf-8", connection: "close" }).end(refusal.message);
      return;
    }
    res.writeContinue();
    created.app(req, res);
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, () => {
      server.off("error", reject);
      resolve(server);
    });
  });
}

/**
 * The start-up line: the address the public listener is bound to, as a URL; a wildcard address
 * (every interface) also names the URL that opens the site on this machine.
 */
export function listeningMessage(address: Pick<AddressInfo, "address" | "family" | "port">): string {
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  const bound = `http://${host}:${address.port}`;
  const everyInterface = address.address === "0.0.0.0" || address.address === "::";
  return everyInterface ? `listening on ${bound} (every interface; on this machine http://localhost:${address.port})` : `listening on ${bound}`;
}

async function main() {
  // A .env file beside the server sets what the environment does not (the environment wins).
  try {
    process.loadEnvFile(path.join(root, ".env"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
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
  const { logger, close } = created;
  if (config.sessionSecretGenerated) logger.warn("SESSION_SECRET is not set: sessions use a random secret and end when the server restarts");
  // The young generation's size is fixed when Node starts (scripts/server-node-flags.ts says why).
  if (![...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)].some((flag) => flag.startsWith("--max-semi-space-size"))) {
    logger.info("Node runs without --max-semi-space-size=16 (npm start passes it): resident memory under load may be about 100 MB higher");
  }
  const server = await listen(created, config);
  const address = server.address() as AddressInfo;
  logger.info({ port: address.port, host: address.address, platform: config.PLATFORM_URL ?? "embedded" }, listeningMessage(address));

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
