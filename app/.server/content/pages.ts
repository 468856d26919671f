/**
 * Editor-made pages (cms-schemas/page.ts): the typed result of their queries (queries.ts). A section the site
 * cannot read (a kind it does not know yet, a required text missing) is left out, never the page.
 */
import { z } from "zod";
import { localizedStringSchema } from "../../domain/site-schemas.ts";
import type { PageSection } from "../../domain/public/pages.ts";

const text = localizedStringSchema;
const optionalText = localizedStringSchema.optional();
const href = z.string().regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/);
const key = z.string().optional();

/** Portable Text blocks, kept whole for the renderer (spans, marks, link definitions). */
const blocks = z.array(z.looseObject({ _type: z.string(), _key: z.string().optional() }));

/** A section of an editor-made page (cms-schemas/page.ts); the type the components read is PageSection. */
export const pageSectionSchema: z.ZodType<PageSection> = z.discriminatedUnion("_type", [
  z.object({ _type: z.literal("pageHero"), _key: key, heading: text, text: optionalText }),
  z.object({ _type: z.literal("pageRichText"), _key: key, heading: optionalText, body: z.object({ en: blocks, es: blocks }) }),
  z.object({
    _type: z.literal("pageCards"),
    _key: key,
    heading: text,
    cards: z.array(z.object({ _key: key, title: text, text, href: href.optional() })).min(1),
  }),
  z.object({ _type: z.literal("pageFaq"), _key: key, heading: text, items: z.array(z.object({ _key: key, question: text, answer: text })).min(1) }),
  z.object({ _type: z.literal("pageCallToAction"), _key: key, heading: text, text: optionalText, label: text, href }),
  z.object({ _type: z.literal("pageZipEntry"), _key: key, heading: text, text: optionalText }),
  z.object({ _type: z.literal("pageOfficeFinder"), _key: key, heading: text, text: optionalText }),
]);

export const pageDocumentSchema = z
  .object({
    slug: z.string(),
    title: localizedStringSchema,
    description: localizedStringSchema,
    sections: z.array(z.unknown()).default([]),
  })
  .transform((page) => ({
    ...page,
    sections: page.sections.flatMap((item) => {
      const parsed = pageSectionSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  }))
  .nullable();

export type PageDocument = NonNullable<z.infer<typeof pageDocumentSchema>>;

export const pageSlugsSchema = z.array(z.string()).default([]);
