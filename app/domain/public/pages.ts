/** Editor-made pages: which addresses they may have, and what search engines are told of their questions. */
import { z } from "zod";
import { localizedStringSchema } from "../site-schemas.ts";
import { pick, type Language, type LocalizedString } from "../site.ts";

/** Lower-case words joined by dashes, levels joined by `/` (the Studio's rule for a page's address too). */
export const PAGE_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;

/** The page address of a requested path (`auto-insurance/sr-22/` → `auto-insurance/sr-22`), or null when no page can have it. */
export function pageSlugOf(splat: string): string | null {
  const slug = splat.replace(/^\/+|\/+$/g, "");
  return slug.length <= 200 && PAGE_SLUG.test(slug) ? slug : null;
}

interface FaqSection {
  _type: string;
  items?: { question: LocalizedString; answer: LocalizedString }[];
}

/** schema.org FAQPage of a page's questions in its language, or null when it has none. */
export function faqStructuredData(sections: readonly FaqSection[], lang: Language): Record<string, unknown> | null {
  const questions = sections.filter((section) => section._type === "pageFaq").flatMap((section) => section.items ?? []);
  if (!questions.length) return null;
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: lang === "es" ? "es-US" : "en-US",
    mainEntity: questions.map((item) => ({
      "@type": "Question",
      name: pick(item.question, lang),
      acceptedAnswer: { "@type": "Answer", text: pick(item.answer, lang) },
    })),
  };
}

const text = localizedStringSchema;
const optionalText = localizedStringSchema.optional();
const href = z.string().regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/);
const key = z.string().optional();

/** Portable Text blocks, kept whole for the renderer (spans, marks, link definitions). */
const blocks = z.array(z.looseObject({ _type: z.string(), _key: z.string().optional() }));

/** A section of an editor-made page (cms-schemas/page.ts), as the site reads it. */
export const pageSectionSchema = z.discriminatedUnion("_type", [
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

export type PageSection = z.infer<typeof pageSectionSchema>;

