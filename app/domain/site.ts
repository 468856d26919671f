/**
 * What every page knows about its site: the language and the brand, as the root loader hands
 * them to the browser (public fields only: no endpoints, keys or secrets). No zod here: every
 * page imports this module; the schemas live in `site-schemas.ts`.
 */
export const languages = ["en", "es"] as const;
export type Language = (typeof languages)[number];

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "es";
}

/** Text authored in both languages. */
export interface LocalizedString {
  en: string;
  es: string;
}

/** The brand's colours, each `#rrggbb`. */
export interface BrandColors {
  /** Main brand colour: buttons, links, header accents. Must reach 4.5:1 against white. */
  primary: string;
  /** Darker shade for hover and pressed states, and text on light tints. */
  primaryDark: string;
  /** Second colour: highlights, badges, the call to action. */
  accent: string;
  /** Text colour on the accent. */
  onAccent: string;
  /** Body text. */
  ink: string;
  /** Page tint behind cards. */
  surface: string;
}

export interface NavLink {
  label: LocalizedString;
  href: string;
}
export interface NavCategory {
  label: LocalizedString;
  href?: string | undefined;
  children: NavLink[];
}

/** The brand as the browser sees it. */
export interface PublicBrand {
  code: string;
  name: string;
  logo: { src: string; width: number; height: number; alt: string };
  colors: BrandColors;
  phones: { sales: string; service: string };
  email: string;
  defaultLanguage: Language;
  products: string[];
  experiences: string[];
}

/** Pick the string of the page's language. */
export function pick(text: LocalizedString, lang: Language): string {
  return text[lang] || text.en;
}

/** The same page in the other language: `/es` prefix for Spanish, none for English. */
export function localizePath(pathname: string, lang: Language): string {
  const bare = stripLanguagePrefix(pathname);
  if (lang === "en") return bare;
  return bare === "/" ? "/es" : `/es${bare}`;
}

/** The path without its `/es` prefix. */
export function stripLanguagePrefix(pathname: string): string {
  if (pathname === "/es" || pathname === "/es/") return "/";
  if (pathname.startsWith("/es/")) return pathname.slice(3);
  return pathname || "/";
}
