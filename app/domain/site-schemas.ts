/**
 * The zod schemas of the site's shared shapes, for the server's content parsing and form
 * actions. Kept apart from `site.ts` so that pages which only read these shapes ship no zod.
 */
import { z } from "zod";
import { languages, type BrandColors, type Language, type LocalizedString, type NavCategory, type NavLink } from "./site.ts";

export const languageSchema = z.enum(languages) satisfies z.ZodType<Language>;

/** Text authored in both languages. */
export const localizedStringSchema = z.object({ en: z.string(), es: z.string() }) satisfies z.ZodType<LocalizedString>;

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);
export const brandColorsSchema = z.object({
  primary: hexColor,
  primaryDark: hexColor,
  accent: hexColor,
  onAccent: hexColor,
  ink: hexColor,
  surface: hexColor,
}) satisfies z.ZodType<BrandColors>;

export const navLinkSchema = z.object({ label: localizedStringSchema, href: z.string() }) satisfies z.ZodType<NavLink>;
export const navCategorySchema = z.object({
  label: localizedStringSchema,
  href: z.string().optional(),
  children: z.array(navLinkSchema).default([]),
}) satisfies z.ZodType<NavCategory, unknown>;
