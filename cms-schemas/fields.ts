/** Field builders shared by the settings documents. */
import type { FieldDefinition, ValidationContext } from "./types.ts";

/** The published id of a document (its draft is `drafts.<id>`). */
export const publishedId = (id: string) => id.replace(/^drafts\./, "");

/** GROQ: other documents of this type (published or draft) tied to the same brand. */
export const OTHER_SETTINGS_FOR_BRAND = "count(*[_type == $type && brand._ref == $brand && !(_id in [$id, 'drafts.' + $id])])";

/**
 * Settings are one document per brand: the site reads one, so a second one for the same brand
 * would leave which one counts to chance. Publishing a second one is refused.
 */
export async function oneDocumentPerBrand(value: { _ref?: string } | undefined, context: ValidationContext): Promise<true | string> {
  const brand = value?._ref;
  const document = context.document;
  if (!brand || !document) return true;
  const others = await context
    .getClient({ apiVersion: "2025-02-19" })
    .fetch<number>(OTHER_SETTINGS_FOR_BRAND, { type: document._type, brand, id: publishedId(document._id) });
  return others > 0 ? "This brand already has a document of this kind: edit that one instead." : true;
}

/** The brand a settings document belongs to (one settings document of each kind per brand). */
export const brandField: FieldDefinition = {
  name: "brand",
  title: "Brand",
  type: "reference",
  to: [{ type: "brand" }],
  validation: (r) => r.required().custom(oneDocumentPerBrand),
};

/** A whole number with the spec's default, which applies when the field is left empty. */
export function numberField(name: string, title: string, fallback: number, description: string, min = 0, group?: string): FieldDefinition {
  return {
    name,
    title,
    type: "number",
    description: `${description ? `${description} ` : ""}Empty: ${fallback}.`,
    initialValue: fallback,
    validation: (r) => r.integer().min(min),
    ...(group ? { group } : {}),
  };
}

/** A bilingual message with its default (used when the field is left empty). */
export function messageField(name: string, title: string, fallback: { en: string; es: string }, note = "", group?: string): FieldDefinition {
  return {
    name,
    title,
    type: "localizedString",
    description: `${note}${note ? " " : ""}Empty: "${fallback.en}" / "${fallback.es}".`,
    ...(group ? { group } : {}),
  };
}
