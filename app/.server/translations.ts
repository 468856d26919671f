/**
 * Every UI string, per language and brand (server only: pages receive their language's strings,
 * those they need, from the root loader).
 *
 * The locale files (app/locales) are the defaults. A brand's labels document (CMS `labelSettings`)
 * overrides single strings by key, per language; `resourcesFor` merges them over a copy of the
 * defaults, once per labels document, so a brand's override never reaches another brand's pages.
 */
import type { Language } from "~/domain/site";
import { AREA_STRING_BRANCHES, stringBranchesOf } from "~/components/site-paths";
import type { Translations } from "~/i18n";
import en from "~/locales/en";
import es from "~/locales/es";
import type { LabelOverride } from "./content/settings/labels";

export const resources = { en, es } as const;

/** Branches editors do not override per brand: the agent console is the agency's own, not a brand's. */
const NOT_OVERRIDABLE = new Set(["agentConsole"]);

/** Every string a brand may override: its key (`quote.wizard.next`, `home.steps.0.title`) and its default. */
export function overridableStrings(tree: unknown = resources.en): [key: string, text: string][] {
  const out: [string, string][] = [];
  const walk = (node: unknown, path: string) => {
    if (typeof node === "string") out.push([path, node]);
    else if (node && typeof node === "object") for (const [name, child] of Object.entries(node)) walk(child, path ? `${path}.${name}` : name);
  };
  for (const [name, branch] of Object.entries(tree as Record<string, unknown>)) if (!NOT_OVERRIDABLE.has(name)) walk(branch, name);
  return out;
}

const overridable = new Set(overridableStrings().map(([key]) => key));

/** The `{{name}}` placeholders of a string. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]!);
}

/** Whether an override may replace the default at `key`: a known key, and no placeholder the default lacks. */
export function isValidOverride(key: string, text: string, lang: Language): boolean {
  if (!overridable.has(key)) return false;
  const current = lookup(resources[lang], key);
  if (typeof current !== "string") return false;
  const known = new Set(placeholders(current));
  return placeholders(text).every((name) => known.has(name));
}

function lookup(tree: unknown, key: string): unknown {
  let node = tree;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** A copy of `tree` with the string at `key` replaced (only the branches on the way are copied). */
function replaced(tree: unknown, parts: string[], text: string): unknown {
  const [head, ...rest] = parts;
  if (head === undefined) return text;
  const node = tree as Record<string, unknown> | unknown[];
  const copy: Record<string, unknown> | unknown[] = Array.isArray(node) ? [...node] : { ...node };
  (copy as Record<string, unknown>)[head] = replaced((node as Record<string, unknown>)[head], rest, text);
  return copy;
}

const merged = new WeakMap<readonly LabelOverride[], Partial<Record<Language, Translations>>>();

/** The strings of `lang` with a brand's overrides merged in; the defaults when it has none. */
export function resourcesFor(lang: Language, overrides: readonly LabelOverride[] = []): Translations {
  if (overrides.length === 0) return resources[lang];
  let byLanguage = merged.get(overrides);
  if (!byLanguage) merged.set(overrides, (byLanguage = {}));
  let strings = byLanguage[lang];
  if (!strings) {
    let tree: unknown = resources[lang];
    for (const override of overrides) {
      const text = override[lang];
      if (text && isValidOverride(override.key, text, lang)) tree = replaced(tree, override.key.split("."), text);
    }
    strings = byLanguage[lang] = tree as Translations;
  }
  return strings;
}

/**
 * The UI strings a page needs: the shared branches (the shell's, the reading pages' and the
 * widgets'), and its own area's (the quote flow, the portal, buy online…), which only that area's
 * pages receive (site-paths.ts; the root revalidates when a navigation crosses an area's boundary).
 */
export function translationsFor(lang: Language, pathname: string, overrides: readonly LabelOverride[] = []): Partial<Translations> {
  const all = resourcesFor(lang, overrides) as unknown as Record<string, unknown>;
  const own = new Set(stringBranchesOf(pathname));
  const out: Record<string, unknown> = {};
  for (const [branch, strings] of Object.entries(all)) if (!AREA_STRING_BRANCHES.has(branch) || own.has(branch)) out[branch] = strings;
  return out as Partial<Translations>;
}
