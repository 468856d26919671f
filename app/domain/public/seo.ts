/**
 * What search engines read of the public pages: which pages are listed (the sitemap), the one
 * address of each page in each language (canonical), and its other-language alternates (hreflang).
 *
 * A page's Spanish address is always `/es/…`. Its unprefixed address is English, except on a host or
 * brand whose unprefixed pages are Spanish by default (a Spanish host, a Spanish-first brand): there
 * the unprefixed address has no stable language of its own for a crawler (a visitor's remembered
 * choice decides), so only the `/es/…` address is named, and `x-default` is the unprefixed one.
 */
import type { Language } from "../site";

/** The public pages listed in the sitemap and given canonical links (unprefixed paths). */
export const LISTED_PAGES = ["/", "/offices", "/reviews", "/about", "/glossary", "/contact", "/make-a-payment", "/renters", "/roadside"] as const;

/** Pages of the product areas: listed only for a brand that sells the product. */
const PRODUCT_OF_PAGE: Record<string, string> = { "/renters": "renters", "/roadside": "roadside" };

/** Pages a crawler is kept out of (robots.txt): private, transactional or per-visitor pages. */
export const PRIVATE_PREFIXES = [
  "/portal",
  "/refer-a-friend",
  "/consent-form",
  "/console",
  "/quote",
  "/get-a-quote-ca",
  "/buy-online",
  "/follow-up",
  "/renters/quote",
  "/renters/declarations",
  "/roadside/buy",
  "/roadside/return",
  "/sign-in",
  "/sign-out",
  "/forgot-password",
  "/set-password",
  "/create-account",
  "/start-quote",
  "/coming-soon",
  "/out-of-state",
  "/form-error",
  "/consent",
  "/api/",
  "/sandbox/",
  "/bot-check",
  "/dev/",
] as const;

/** Whether an unprefixed path is a page listed in the sitemap (an office page included). */
export function isListedPage(path: string): boolean {
  return (LISTED_PAGES as readonly string[]).includes(path) || /^\/offices\/[a-z0-9-]+$/.test(path);
}

/** The listed pages of a brand: the product pages only where the brand sells the product. */
export function listedPagesOf(products: readonly string[]): string[] {
  return LISTED_PAGES.filter((page) => {
    const product = PRODUCT_OF_PAGE[page];
    return !product || products.includes(product);
  });
}

export interface PageAddresses {
  /** The page's own address in the language it is shown in, or null when it has no stable one. */
  canonical: string | null;
  /** hreflang → address, for each language with a stable address, plus `x-default`. */
  alternates: { hrefLang: "en" | "es" | "x-default"; href: string }[];
}

function spanishPath(path: string): string {
  return path === "/" ? "/es" : `/es${path}`;
}

/**
 * The addresses of an unprefixed page `path` shown in `lang`, on `origin` (the brand's own host),
 * where unprefixed pages are in `unprefixedDefault`.
 */
export function pageAddresses(origin: string, path: string, lang: Language, unprefixedDefault: Language): PageAddresses {
  const en = unprefixedDefault === "en" ? `${origin}${path}` : null;
  const es = `${origin}${spanishPath(path)}`;
  return {
    canonical: lang === "es" ? es : en,
    alternates: [...(en ? [{ hrefLang: "en" as const, href: en }] : []), { hrefLang: "es" as const, href: es }, { hrefLang: "x-default" as const, href: `${origin}${path}` }],
  };
}

const xmlEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The sitemap of a brand's host: each listed page in each language with a stable address, with its alternates. */
export function sitemapXml(origin: string, paths: readonly string[], unprefixedDefault: Language): string {
  const urls = paths.flatMap((path) => {
    const languages: Language[] = unprefixedDefault === "en" ? ["en", "es"] : ["es"];
    return languages.map((lang) => {
      const addresses = pageAddresses(origin, path, lang, unprefixedDefault);
      const links = addresses.alternates.map((a) => `    <xhtml:link rel="alternate" hreflang="${a.hrefLang}" href="${xmlEscape(a.href)}"/>`).join("\n");
      return `  <url>\n    <loc>${xmlEscape(addresses.canonical!)}</loc>\n${links}\n  </url>`;
    });
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** robots.txt of a brand's host: everything public may be read, the private areas not; where the sitemap is. */
export function robotsTxt(origin: string): string {
  const disallow = PRIVATE_PREFIXES.flatMap((prefix) => (prefix.startsWith("/api/") || prefix.startsWith("/sandbox/") || prefix.startsWith("/dev/") || prefix === "/bot-check" ? [prefix] : [prefix, `/es${prefix}`]));
  return ["User-agent: *", ...disallow.map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}

/** An office as schema.org's InsuranceAgency reads it (the fields of doc1 §3 an office page shows). */
export interface OfficeForSearch {
  location: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  hoursMonFri: string;
  hoursSaturday: string;
  hoursSunday: string;
}

/** "9:00 am – 6:00 pm" → ["09:00", "18:00"]; null when the text is not a range of two times (closed, empty). */
export function openingRange(text: string): [string, string] | null {
  const times = [...text.matchAll(/(\d{1,2}):(\d{2})\s*([ap])\.?\s*m\.?/gi)].map(([, h, m, half]) => {
    const hour = (Number(h) % 12) + (half!.toLowerCase() === "p" ? 12 : 0);
    return `${String(hour).padStart(2, "0")}:${m}`;
  });
  return times.length === 2 ? [times[0]!, times[1]!] : null;
}

/** The JSON-LD of an office page: the agency's office with its address, phone, position and opening hours. */
export function officeStructuredData(office: OfficeForSearch, brandName: string, pageUrl: string): Record<string, unknown> {
  const days: [string[], string][] = [
    [["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], office.hoursMonFri],
    [["Saturday"], office.hoursSaturday],
    [["Sunday"], office.hoursSunday],
  ];
  const hours = days.flatMap(([dayOfWeek, text]) => {
    const range = openingRange(text);
    return range ? [{ "@type": "OpeningHoursSpecification", dayOfWeek, opens: range[0], closes: range[1] }] : [];
  });
  return {
    "@context": "https://schema.org",
    "@type": "InsuranceAgency",
    name: `${brandName} — ${office.location}`,
    url: pageUrl,
    telephone: office.phone,
    email: office.email,
    address: { "@type": "PostalAddress", streetAddress: office.address, addressLocality: office.city, addressRegion: office.state, postalCode: office.zipcode, addressCountry: "US" },
    geo: { "@type": "GeoCoordinates", latitude: office.latitude, longitude: office.longitude },
    openingHoursSpecification: hours,
  };
}
