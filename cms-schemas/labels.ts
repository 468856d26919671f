/**
 * Labels per brand: the flows' labels and messages (the UI strings of app/locales) overridden for
 * one brand, in English, Spanish or both. The locale files stay the defaults; the site merges a
 * brand's overrides over them for that brand's pages only (app/.server/translations.ts).
 * The keys an editor can choose are generated from the locale files (./label-catalogue.ts).
 */
import { brandField } from "./fields.ts";
import { labelCatalogue } from "./label-catalogue.ts";
import type { Rule, TypeDefinition } from "./types.ts";

const defaults = new Map<string, string>(labelCatalogue);
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const placeholders = (text: string) => [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!);
const shorten = (text: string) => (text.length > 70 ? `${text.slice(0, 67)}…` : text);

/** A replacement may use the default's placeholders ({{brand}}, {{count}} …) and no others. */
export function checkReplacement(key: string | undefined, text: string | undefined): true | string {
  if (!text || !key) return true;
  const fallback = defaults.get(key);
  if (fallback === undefined) return true;
  const known = new Set(placeholders(fallback));
  const unknown = placeholders(text).filter((name) => !known.has(name));
  return unknown.length
    ? `{{${unknown[0]}}} is not filled in for this label: use ${known.size ? [...known].map((n) => `{{${n}}}`).join(", ") : "no placeholder"}.`
    : true;
}

export const labelOverride: TypeDefinition = {
  name: "labelOverride",
  title: "Label",
  type: "object",
  fields: [
    {
      name: "key",
      title: "Label",
      type: "string",
      description: "Which text to change, by its key and English default.",
      options: { list: labelCatalogue.map(([key, text]) => ({ title: `${key} — ${shorten(text)}`, value: key })) },
      validation: (r: Rule) =>
        r.required().custom<string>((key) => !key || defaults.has(key) || "This label does not exist (any more): choose one from the list."),
    },
    {
      name: "en",
      title: "English",
      type: "string",
      description: "Empty: the default English text. Keep the default's {{placeholders}}.",
      validation: (r: Rule) => r.custom<string>((text, context) => checkReplacement((context.parent as { key?: string } | undefined)?.key, text)),
    },
    {
      name: "es",
      title: "Spanish",
      type: "string",
      description: "Empty: the default Spanish text. Keep the default's {{placeholders}}.",
      validation: (r: Rule) => r.custom<string>((text, context) => checkReplacement((context.parent as { key?: string } | undefined)?.key, text)),
    },
  ],
  preview: { select: { title: "key", subtitle: "en" } },
};

export const labelSettings: TypeDefinition = {
  name: "labelSettings",
  title: "Labels",
  type: "document",
  description: "Texts of the site's forms and pages changed for this brand; everything not listed keeps its default.",
  fields: [
    brandField,
    {
      name: "overrides",
      title: "Changed labels",
      type: "array",
      description: "Each entry replaces one label or message on this brand's pages, in the languages filled in.",
      of: [{ type: "labelOverride" }],
      validation: (r: Rule) =>
        r.custom<{ key?: string }[]>((items) => {
          const keys = (items ?? []).map((item) => item.key).filter(Boolean);
          const twice = keys.find((key, index) => keys.indexOf(key) !== index);
          return twice ? `${twice} is changed twice: keep one entry.` : true;
        }),
    },
  ],
  preview: { select: { title: "brand.name" }, prepare: (s) => ({ title: `Labels: ${String(s.title ?? "no brand")}` }) },
};
