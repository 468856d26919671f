/**
 * Which brand and which language a request is for (doc1 §2, §3, §9; doc2 §9).
 * Pure functions: the middleware in ./site-context.ts feeds them the request.
 */
import { localizePath, stripLanguagePrefix, type Language } from "~/domain/site";

export interface BrandHosts {
  code: string;
  hosts: string[];
  defaultLanguage: Language;
}

/** Cookie that keeps the visitor's language choice (doc1 §2 "Language switch popup"): one month. */
export const LANGUAGE_COOKIE = "visited_site";
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 30;
/** Cookie that keeps a `?brand=` override while browsing (only where overrides are allowed). */
export const BRAND_COOKIE = "brand";

/** The host name without port, lower-case. */
export function hostName(hostHeader: string | null): string {
  if (!hostHeader) return "";
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1);
  return host.split(":")[0] ?? "";
}

/**
 * "es when the host name contains es" (doc1 §9, doc2 §9), read as a label of the host name:
 * `es.brand.com`, `brand-es.com`, `es-brand.com`. A plain substring would make hosts such as
 * "lonestar" or "express" Spanish, which the rule does not intend.
 */
export function isSpanishHost(host: string): boolean {
  return host.split(/[.-]/).some((label) => label === "es");
}

export interface BrandChoice<B extends BrandHosts> {
  brand: B;
  /** Set when a `?brand=` override should be remembered in the brand cookie. */
  rememberOverride?: string;
}

export function resolveBrand<B extends BrandHosts>(
  brands: readonly B[],
  input: { host: string; queryBrand: string | null; cookieBrand: string | null; overridesAllowed: boolean; defaultCode: string },
): BrandChoice<B> {
  const byCode = (code: string | null) => (code ? brands.find((b) => b.code === code) : undefined);
  if (input.overridesAllowed) {
    const fromQuery = byCode(input.queryBrand);
    if (fromQuery) return { brand: fromQuery, rememberOverride: fromQuery.code };
    const fromCookie = byCode(input.cookieBrand);
    if (fromCookie) return { brand: fromCookie };
  }
  const fromHost = brands.find((b) => b.hosts.some((h) => h.toLowerCase() === input.host));
  const brand = fromHost ?? byCode(input.defaultCode) ?? brands[0];
  if (!brand) throw new Error("No brand is configured in the content source");
  return { brand };
}

export interface LanguageChoice {
  lang: Language;
  /** Where to send a visitor whose remembered choice differs from an unprefixed page. */
  redirectTo?: string;
}

/**
 * The page's language:
 * 1. a path under `/es` is Spanish, whatever else is set;
 * 2. otherwise the remembered choice (`visited_site`) decides; a remembered Spanish choice on a
 *    host whose unprefixed pages are English is sent to the `/es` address of the same page;
 * 3. otherwise Spanish on a Spanish host or for a Spanish-first brand, else English.
 */
export function resolveLanguage(input: {
  pathname: string;
  search: string;
  host: string;
  cookieLanguage: string | null;
  brandDefault: Language;
}): LanguageChoice {
  if (input.pathname === "/es" || input.pathname.startsWith("/es/")) return { lang: "es" };
  const unprefixedDefault: Language = isSpanishHost(input.host) ? "es" : input.brandDefault;
  if (input.cookieLanguage === "en") return { lang: "en" };
  if (input.cookieLanguage === "es") {
    if (unprefixedDefault === "es") return { lang: "es" };
    return { lang: "en", redirectTo: localizePath(input.pathname, "es") + input.search };
  }
  return { lang: unprefixedDefault };
}

/**
 * Whether a remembered Spanish choice may redirect this request to its /es address: page loads
 * (and React Router's `.data` requests of client navigations) yes; a script's own fetch or an
 * event stream (Sec-Fetch-Dest other than document) no, it needs its answer. Only pages are ever
 * redirected (their layout, app/routes/site/language-pages.ts); resource routes never are.
 */
export function mayRedirectForLanguage(request: { method: string; rawPathname: string; fetchDest: string | null }): boolean {
  if (request.method !== "GET") return false;
  if (request.rawPathname.endsWith(".data")) return true;
  return request.fetchDest === null || request.fetchDest === "document";
}

/** Where the language switch sends the visitor: the same page in the other language. */
export function switchTarget(path: string, to: Language): string {
  const url = new URL(path, "http://x");
  if (url.origin !== "http://x") return to === "es" ? "/es" : "/";
  return localizePath(stripLanguagePrefix(url.pathname), to) + url.search;
}
