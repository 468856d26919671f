/**
 * Preview mode: an editor in the Studio's Presentation tool sees the site, in its frame, with their
 * drafts. The tool opens `/api/preview-mode/enable?sanity-preview-secret=…&sanity-preview-pathname=/…`;
 * that route has @sanity/preview-url-secret check the secret against the dataset (the Studio writes
 * a short-lived one for each visit), then sets the preview cookie below and sends the editor on to
 * the page. While the cookie is valid:
 * - the visitor's requests read drafts over published documents from Sanity's live API with a
 *   server-side read token (SANITY_PREVIEW_TOKEN, else SANITY_TOKEN), never through the content cache;
 * - their pages are sent `Cache-Control: private, no-store` and never enter the server's page cache;
 * - their pages may be framed by the Studio (SANITY_STUDIO_URL), and by nothing else.
 * Everyone else reads published content from the CDN, and no page may be framed by another site.
 *
 * The cookie holds only when preview mode ends, signed with SESSION_SECRET (React Router's signed
 * cookie), so it cannot be made or stretched by hand. It is HttpOnly, lasts an hour, and is Secure
 * over HTTPS. When the Studio is on another site than the page, the cookie has to be sent inside a
 * cross-site frame: it is then SameSite=None (which requires Secure) and Partitioned, so the browser
 * keeps it for pages framed by the Studio only; otherwise it is SameSite=Lax.
 */
import { createCookie, type Cookie } from "react-router";
import { QueryContentSource } from "./content/index.ts";
import { SanityRunner } from "./content/sanity-source.ts";
import { env, type Env } from "./env.ts";

export const PREVIEW_COOKIE = "site-preview";
/** How long preview mode lasts after the Studio opened the site (the Presentation tool enables it again on each visit). */
export const PREVIEW_MAX_AGE_S = 60 * 60;
/** Where the Presentation tool enables preview mode, and where an editor leaves it. */
export const PREVIEW_ENABLE_PATH = "/api/preview-mode/enable";
export const PREVIEW_DISABLE_PATH = "/api/preview-mode/disable";

type PreviewEnv = Pick<
  Env,
  | "CONTENT_SOURCE"
  | "SANITY_PROJECT_ID"
  | "SANITY_DATASET"
  | "SANITY_API_VERSION"
  | "SANITY_TOKEN"
  | "SANITY_PREVIEW_TOKEN"
  | "SANITY_STUDIO_URL"
  | "SESSION_SECRET"
>;

export type PreviewSetup =
  | { available: true; projectId: string; dataset: string; apiVersion: string; token: string; studioOrigin: string; secret: string }
  | { available: false; reason: string };

/** Whether this site can show drafts, and with what; or why not, in a sentence for whoever set it up. */
export function previewSetup(config: PreviewEnv = env()): PreviewSetup {
  if (config.CONTENT_SOURCE !== "sanity" || !config.SANITY_PROJECT_ID) {
    return {
      available: false,
      reason:
        "Preview mode is not available: this site reads the local dataset file (CONTENT_SOURCE=local), which has no drafts. Run it with CONTENT_SOURCE=sanity.",
    };
  }
  const token = config.SANITY_PREVIEW_TOKEN ?? config.SANITY_TOKEN;
  if (!token) return { available: false, reason: "Preview mode is not configured: set SANITY_PREVIEW_TOKEN to a read token of the Sanity project." };
  if (!config.SANITY_STUDIO_URL) return { available: false, reason: "Preview mode is not configured: set SANITY_STUDIO_URL to the Studio's address." };
  return {
    available: true,
    projectId: config.SANITY_PROJECT_ID,
    dataset: config.SANITY_DATASET,
    apiVersion: config.SANITY_API_VERSION,
    token,
    studioOrigin: config.SANITY_STUDIO_URL,
    secret: config.SESSION_SECRET,
  };
}

const cookies = new Map<string, Cookie>();

/** The preview cookie, signed with the given secret. */
function previewCookie(secret: string): Cookie {
  let cookie = cookies.get(secret);
  if (!cookie) {
    cookie = createCookie(PREVIEW_COOKIE, { secrets: [secret], httpOnly: true, path: "/", maxAge: PREVIEW_MAX_AGE_S });
    cookies.set(secret, cookie);
  }
  return cookie;
}

/** True when the request carries a valid, unexpired preview cookie and preview mode is available. */
export async function isPreviewRequest(cookieHeader: string | null | undefined, setup: PreviewSetup = previewSetup(), now = Date.now()): Promise<boolean> {
  if (!setup.available || !cookieHeader || !cookieHeader.includes(PREVIEW_COOKIE)) return false;
  try {
    const value: unknown = await previewCookie(setup.secret).parse(cookieHeader);
    if (!value || typeof value !== "object") return false;
    const until = (value as { until?: unknown }).until;
    return typeof until === "number" && until > now && until <= now + PREVIEW_MAX_AGE_S * 1000;
  } catch {
    return false;
  }
}

export interface CookieContext {
  /** The request came over HTTPS (directly or through a trusted proxy). */
  secure: boolean;
  /** The Studio frames the page from another site, so the cookie must be sent in a cross-site frame. */
  crossSite: boolean;
}

/**
 * Whether the Studio at `studioOrigin` frames pages of `siteUrl` from another site. The browser
 * says so in Sec-Fetch-Site when it sends the header; otherwise a Studio on another host name is
 * taken as another site.
 */
export function framedCrossSite(studioOrigin: string, siteUrl: URL, secFetchSite: string | null): boolean {
  if (secFetchSite === "cross-site") return true;
  if (secFetchSite === "same-site" || secFetchSite === "same-origin") return false;
  return new URL(studioOrigin).hostname !== siteUrl.hostname;
}

function cookieAttributes({ secure, crossSite }: CookieContext) {
  // SameSite=None is refused by browsers without Secure; over plain HTTP the Studio must be on the same site.
  return crossSite && secure ? ({ sameSite: "none", secure: true, partitioned: true } as const) : ({ sameSite: "lax", secure } as const);
}

/** The Set-Cookie header that starts preview mode for an hour. */
export function enablePreviewCookie(setup: Extract<PreviewSetup, { available: true }>, context: CookieContext, now = Date.now()): Promise<string> {
  return previewCookie(setup.secret).serialize({ until: now + PREVIEW_MAX_AGE_S * 1000 }, cookieAttributes(context));
}

/**
 * The Set-Cookie headers that end preview mode: the cookie as set for a Studio on the same site and,
 * over HTTPS, the partitioned one of a Studio on another site (a request from inside the frame cannot
 * tell which one the browser holds).
 */
export function disablePreviewCookies(secure: boolean): Promise<string[]> {
  const cookie = createCookie(PREVIEW_COOKIE, { httpOnly: true, path: "/" });
  const ended = { maxAge: 0, expires: new Date(0) };
  const contexts: CookieContext[] = secure
    ? [
        { secure, crossSite: false },
        { secure, crossSite: true },
      ]
    : [{ secure, crossSite: false }];
  return Promise.all(contexts.map((context) => cookie.serialize("", { ...cookieAttributes(context), ...ended })));
}

/**
 * A same-site address to send the editor to: the path, query and fragment of `target` read against
 * the site (`//elsewhere` and `/\elsewhere` become paths of this site, not another host), or `/`.
 */
export function safeRedirectPath(target: string | undefined | null): string {
  if (!target) return "/";
  try {
    const base = new URL("http://site.invalid");
    const url = new URL(target, base);
    if (url.origin !== base.origin) return "/";
    const path = `/${url.pathname.replace(/^\/+/, "")}`;
    return `${path}${url.search}${url.hash}`;
  } catch {
    return "/";
  }
}

const runners = new Map<string, SanityRunner>();

/** The Sanity client that reads with the preview token (drafts over published, live API, no CDN). */
export function previewRunner(setup: Extract<PreviewSetup, { available: true }>): SanityRunner {
  const key = [setup.projectId, setup.dataset, setup.apiVersion, setup.token].join("\n");
  let runner = runners.get(key);
  if (!runner) {
    runner = new SanityRunner({ projectId: setup.projectId, dataset: setup.dataset, apiVersion: setup.apiVersion, token: setup.token });
    runners.set(key, runner);
  }
  return runner;
}

const sources = new Map<SanityRunner, QueryContentSource>();

/** The content source of preview visitors: drafts over published documents, asked afresh on each read (no cache). */
export function previewContentSource(setup: Extract<PreviewSetup, { available: true }>): QueryContentSource {
  const runner = previewRunner(setup);
  let source = sources.get(runner);
  if (!source) {
    source = new QueryContentSource({ kind: "sanity", description: `${runner.description} (drafts, preview mode)`, runner });
    sources.set(runner, source);
  }
  return source;
}

/** For the server (server.ts): the Studio origin that may frame this request's page, when it is in preview mode. */
export async function previewModeOf(cookieHeader: string | null | undefined): Promise<{ studioOrigin: string } | null> {
  if (!cookieHeader?.includes(PREVIEW_COOKIE)) return null;
  const setup = previewSetup();
  return setup.available && (await isPreviewRequest(cookieHeader, setup)) ? { studioOrigin: setup.studioOrigin } : null;
}

/**
 * For the server (server.ts): the Studio origin that may frame the enable route's own answers (a
 * refusal the editor should read in the Presentation tool's frame), or null without preview mode.
 */
export function previewEnableFraming(): string | null {
  const setup = previewSetup();
  return setup.available ? setup.studioOrigin : null;
}
