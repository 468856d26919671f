/**
 * What the server's page cache (page-cache.ts) needs from the site to keep a reading page's HTML
 * for anonymous visitors: which page a request will be shown (brand, language, path and the home
 * page's A/B variants), and the content's version, which changes whenever the content does.
 *
 * A request is only ever matched to a cached page when everything the page depends on is in the
 * key: the brand, the language, the path and the variant cookies. The page is rendered from a
 * request that carries those and nothing else (no session, no other cookie), so a cached page
 * cannot hold anything personal.
 */
import { abCookieName } from "~/domain/public/ab-test";
import { abVariant } from "~/routes/widgets/ab.server";
import { QUOTE_CARD_TEST } from "~/routes/widgets/home.server";
import { getContentSource } from "./content";
import { behindProxy, env } from "./env";
import { BRAND_COOKIE, LANGUAGE_COOKIE, hostName, resolveBrand, resolveLanguage } from "./resolve-site";
import { readCookie } from "./site-context";

/** The cookies a cacheable page may depend on; any other cookie makes the request personal. */
export const PAGE_CACHE_COOKIES: readonly string[] = [BRAND_COOKIE, LANGUAGE_COOKIE, abCookieName(QUOTE_CARD_TEST)];

export interface PageCacheKey {
  /** Brand, language, origin, path and variants: equal keys are shown the same page. */
  key: string;
  /** The Cookie header of the request that renders the page (the key's cookies, nothing else). */
  cookie: string;
  /** Cookies to remember for a visitor whose variant was drawn now (doc1 §2). */
  setCookies: string[];
}

/**
 * The key of a reading page for an anonymous visitor, or null when the page is not to be cached
 * (a request that would be redirected, or a brand with no such page).
 */
export async function pageCacheKey(request: Request, random: () => number = Math.random): Promise<PageCacheKey | null> {
  const config = env();
  const url = new URL(request.url);
  if (url.search) return null;
  const cookies = request.headers.get("cookie");
  const host = hostName(request.headers.get("x-forwarded-host") && behindProxy(config) ? request.headers.get("x-forwarded-host") : request.headers.get("host"));
  const content = getContentSource();
  const brands = await content.brands();
  const cookieBrand = readCookie(cookies, BRAND_COOKIE);
  const { brand } = resolveBrand(brands, { host, queryBrand: null, cookieBrand, overridesAllowed: config.BRAND_OVERRIDE, defaultCode: config.DEFAULT_BRAND });
  const cookieLanguage = readCookie(cookies, LANGUAGE_COOKIE);
  const { lang, redirectTo } = resolveLanguage({ pathname: url.pathname, search: "", host, cookieLanguage, brandDefault: brand.defaultLanguage });
  if (redirectTo) return null;

  const sent: string[] = [];
  if (cookieBrand && config.BRAND_OVERRIDE) sent.push(`${BRAND_COOKIE}=${encodeURIComponent(cookieBrand)}`);
  if (cookieLanguage) sent.push(`${LANGUAGE_COOKIE}=${encodeURIComponent(cookieLanguage)}`);
  const variants: string[] = [];
  const setCookies: string[] = [];
  const isHome = url.pathname === "/" || url.pathname === "/es" || url.pathname === "/es/";
  if (isHome) {
    // The home page's A/B test (doc1 §2): the visitor's variant, or one drawn now and remembered
    // with the same cookie the page itself sets.
    const widgets = await content.flowSettings("widgetSettings", brand.code);
    const ab = abVariant(request, widgets, QUOTE_CARD_TEST, random);
    if (ab.variant !== null) {
      variants.push(`${QUOTE_CARD_TEST}=${ab.variant}`);
      sent.push(`${abCookieName(QUOTE_CARD_TEST)}=${ab.variant}`);
      if (ab.setCookie) setCookies.push(ab.setCookie);
    }
  }
  return { key: [brand.code, lang, url.origin, url.pathname, variants.join("&")].join("|"), cookie: sent.join("; "), setCookies };
}

/** The content's version: cached pages of another version are rendered again. */
export async function pageCacheVersion(): Promise<string> {
  const content = getContentSource();
  return content.version ? content.version() : "";
}
