/**
 * Labels per brand: the typed reading of the `labelSettings` document (Studio fields in
 * cms-schemas/labels.ts). Each override replaces one UI string of app/locales for this brand, in
 * the languages it fills; the locale files stay the defaults (app/.server/translations.ts merges).
 */
import { z } from "zod";

const text = z
  .string()
  .nullish()
  .transform((value) => value?.trim() ?? "");

const overrideSchema = z.object({ key: z.string().trim().min(1), en: text, es: text });
export type LabelOverride = z.infer<typeof overrideSchema>;

export const labelSettingsShape = {
  /** Entries without a key are left out; a language left empty keeps the default. */
  overrides: z
    .array(z.unknown())
    .nullish()
    .transform((items) =>
      (items ?? []).flatMap((item) => {
        const parsed = overrideSchema.safeParse(item);
        return parsed.success && (parsed.data.en || parsed.data.es) ? [parsed.data] : [];
      }),
    ),
};
