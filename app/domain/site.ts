/**
 * What every page knows about its site: the language and the brand, as the root loader hands
 * them to the browser (public fields only: no endpoints, keys or secrets).
 */
import { z } from "zod";

export const languages = ["en", "es"] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

/** Text authored in both languages. */
export const localizedStringSchema = z.object({ en: z.string(), es: z.string() });
export type LocalizedString = z.infer<typeof localizedStringSchema>;

export const brandColorsSchema = z.object({
  /** Main brand colour: buttons, links, header accents. Must reach 4.5:1 against white. */
  primary: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  /** Darker shade for hover and pressed states, and text on light tints. */
  primaryDark: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  /** Second colour: highlights, badges, the call to action. */
  accent: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  /** Text colour on the accent. */
  onAccent: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  /** Body text. */
  ink: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  /** Page tint behind cards. */
  surface: z.string().regex(/^#[0-9a-fA-F]{6}$/),
});

export const navLinkSchema = z.object({ label: localizedStringSchema, href: z.string() });
export const navCategorySchema = z.object({
  label: localizedStringSchema,
  href: z.string().optional(),
  children: z.array(navLinkSchema).default([]),
});
export type NavLink = z.infer<typeof navLinkSchema>;
export type NavCategory = z.infer<typeof navCategorySchema>;

/** The brand as the browser sees it. */
export const publicBrandSchema = z.object({
  code: z.string(),
  name: z.string(),
  logo: z.object({ src: z.string(), width: z.number(), height: z.number(), alt: z.string() }),
  colors: brandColorsSchema,
  phones: z.object({ sales: z.string(), service: z.string() }),
  email: z.string(),
  defaultLanguage: languageSchema,
  products: z.array(z.string()),
  experiences: z.array(z.string()),
});
export type PublicBrand = z.infer<typeof publicBrandSchema>;

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
