/**
 * UI strings in the page's components. UI strings live in app/locales/{en,es} in i18next's format
 * (nested keys, `{{name}}` placeholders, `_one` / `_other` plural keys); authored copy comes from
 * the CMS. The browser receives only the page language's strings, from the root loader
 * (app/.server/translations.ts): no locale file is bundled into the client, except the small core
 * set the error page needs when the root loader itself failed.
 *
 * Loaders and actions translate with i18next through remix-i18next (app/.server/i18n.ts). The
 * components, which also run in the browser, read the same strings through this small translator:
 * it does what those strings use of i18next (key paths, placeholders, plurals by Intl.PluralRules,
 * whole lists with `returnObjects`), gives the same text for every key (i18n.test.ts compares the
 * two on every string of both languages), and keeps i18next's 17 KB and its per-component store
 * subscriptions out of the browser and out of hydration.
 */
import { createContext, createElement, use, type ReactNode } from "react";
import type { Language } from "~/domain/site";
import type { UiStrings } from "~/locales/en";
import coreEn from "~/locales/en/core";
import coreEs from "~/locales/es/core";

export type Translations = UiStrings;

/** What the error page can show when the root loader gave no strings. */
export const fallbackTranslations: Record<Language, Partial<Translations>> = { en: coreEn, es: coreEs };

/** Values for a string's placeholders; `count` also picks the plural form. */
export type TOptions = { count?: number; returnObjects?: boolean } & Record<string, unknown>;

export interface TFunction {
  /** A list or group of strings (each with its placeholders filled). */
  (key: string, options: TOptions & { returnObjects: true }): unknown;
  /** The string at `key` with its placeholders filled; the key itself when there is no such string. */
  (key: string, options?: TOptions): string;
}

export interface Translator {
  language: Language;
  t: TFunction;
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

function lookup(tree: unknown, key: string): unknown {
  let node = tree;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function fill(text: string, values: TOptions | undefined): string {
  if (!values || !text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (match, name: string) => {
    const value = lookup(values, name);
    // Like i18next, a placeholder without a value stays as it is.
    return value === undefined || value === null ? match : String(value);
  });
}

function fillAll(node: unknown, values: TOptions | undefined): unknown {
  if (typeof node === "string") return fill(node, values);
  if (Array.isArray(node)) return node.map((item) => fillAll(item, values));
  if (node && typeof node === "object") return Object.fromEntries(Object.entries(node).map(([name, item]) => [name, fillAll(item, values)]));
  return node;
}

/** A translator for one language over its strings. */
export function createI18n(lang: Language, translations: Partial<Translations>): Translator {
  // Built on the first plural only: creating the rules loads locale data, which most pages never need.
  let plural: Intl.PluralRules | undefined;
  const t = ((key: string, options?: TOptions): unknown => {
    let value: unknown;
    if (typeof options?.count === "number") {
      plural ??= new Intl.PluralRules(lang);
      value = lookup(translations, `${key}_${plural.select(options.count)}`);
    }
    if (value === undefined) value = lookup(translations, key);
    if (typeof value === "string") return fill(value, options);
    if (options?.returnObjects && value !== undefined && value !== null && typeof value === "object") return fillAll(value, options);
    return key;
  }) as TFunction;
  return { language: lang, t };
}

const I18nContext = createContext<Translator>(createI18n("en", fallbackTranslations.en));

/** Gives the page's translator to every component below. */
export function I18nProvider({ i18n, children }: { i18n: Translator; children: ReactNode }) {
  return createElement(I18nContext, { value: i18n }, children);
}

/** The page's translator: `t` for its strings, `i18n.language` for its language. */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const i18n = use(I18nContext);
  return { t: i18n.t, i18n };
}
