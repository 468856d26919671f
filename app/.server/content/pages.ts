/**
 * Editor-made pages (cms-schemas/page.ts): the typed result of their queries (queries.ts). A section the site
 * cannot read (a kind it does not know yet, a required text missing) is left out, never the page.
 */
import { z } from "zod";
import { localizedStringSchema } from "../../domain/site-schemas.ts";
import { pageSectionSchema } from "../../domain/public/pages.ts";

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
