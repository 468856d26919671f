/** Field builders shared by the settings documents. */
import type { FieldDefinition } from "./types.ts";

/** The brand a settings document belongs to (one settings document of each kind per brand). */
export const brandField: FieldDefinition = {
  name: "brand",
  title: "Brand",
  type: "reference",
  to: [{ type: "brand" }],
  validation: (r) => r.required(),
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
