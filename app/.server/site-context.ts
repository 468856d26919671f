/**
 * The per-request context every loader and action reads: brand, language, settings, content
 * source and platform client. Worked out once, in the root middleware; loaders never redo it.
 */
import { createContext, type MiddlewareFunction } from "react-router";
import type { Language } from "~/domain/site";
import { behindProxy, env } from "./env";
import { getContentSource, type Brand, type ContentSource, type SiteSettings } from "./content";
import { createPlatformClientFromEnv, type PlatformClient } from "./platform";
import { isPreviewRequest, previewContentSource, previewSetup } from "./preview-mode";
import { requestInfoContext } from "./request-context";
import { BRAND_COOKIE, LANGUAGE_COOKIE, hostName, mayRedirectForLanguage, resolveBrand, resolveLanguage } from "./resolve-site";

export interface SiteContext {
  brand: Brand;
  lang: Language;
  settings: SiteSettings;
  content: ContentSource;
  /**
   * Where a page of this request is sent for the visitor's remembered language (its /es address), or
   * undefined; the pages' layout (routes/site/language-pages.ts) redirects, resource routes do not.
   */
  languageRedirect?: string;
  /** The visitor is in preview mode (preview-mode.ts): content is read with drafts, and nothing of the answer is cached. */
  preview?: boolean;
  /** The platform client for this request (created on first use; header, brand and credential included). */
  platform: () => PlatformClient;
  nonce: string;
  trackId: string;
  ip: string;
}

export const siteContext = createContext<SiteContext>();

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** Whether the visitor reached us over HTTPS (directly or, with TRUST_PROXY, through a proxy). */
export function isSecure(request: Request, url: URL): boolean {
  if (url.protocol === "https:") return true;
  return behindProxy(env()) && request.headers.get("x-forwarded-proto") === "https";
}

export function cookieHeader(name: string, value: string, options: { secure: boolean; maxAge?: number }): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", "SameSite=Lax", "HttpOnly"];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

export const siteMiddleware: MiddlewareFunction<Response> = async ({ request, context, url }, next) => {
  const config = env();
  const cookies = request.headers.get("cookie");
  // An editor in preview mode reads drafts through the preview token; everyone else the published content.
  const setup = previewSetup(config);
  const preview = setup.available && (await isPreviewRequest(cookies, setup));
  const content = setup.available && preview ? previewContentSource(setup) : getContentSource();
  const host = hostName(request.headers.get("x-forwarded-host") && behindProxy(config) ? request.headers.get("x-forwarded-host") : request.headers.get("host"));
  const brands = await content.brands();
  const { brand, rememberOverride } = resolveBrand(brands, {
    host,
    queryBrand: url.searchParams.get("brand"),
    cookieBrand: readCookie(cookies, BRAND_COOKIE),
    overridesAllowed: config.BRAND_OVERRIDE,
    defaultCode: config.DEFAULT_BRAND,
  });
  const { lang, redirectTo } = resolveLanguage({
    pathname: url.pathname,
    search: url.search,
    host,
    cookieLanguage: readCookie(cookies, LANGUAGE_COOKIE),
    brandDefault: brand.defaultLanguage,
  });
  const languageRedirect =
    redirectTo &&
    mayRedirectForLanguage({ method: request.method, rawPathname: new URL(request.url).pathname, fetchDest: request.headers.get("sec-fetch-dest") })
      ? redirectTo
      : undefined;

  const info = context.get(requestInfoContext);
  const settings = await content.siteSettings(brand.code);
  let client: PlatformClient | undefined;
  const platform = () =>
    (client ??= createPlatformClientFromEnv(config, lang, info.trackId, { brand: brand.code, signal: request.signal, visitorAddress: info.ip }));
  context.set(siteContext, { brand, lang, languageRedirect, settings, content, preview, platform, nonce: info.nonce, trackId: info.trackId, ip: info.ip });

  const response = await next();
  // Drafts are for this editor alone: never kept by a browser cache, a CDN or the server.
  if (preview) response.headers.set("Cache-Control", "private, no-store");
  if (rememberOverride) {
    response.headers.append("Set-Cookie", cookieHeader(BRAND_COOKIE, rememberOverride, { secure: isSecure(request, url) }));
  }
  return response;
};
