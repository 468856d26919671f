/** Editor-made pages: which addresses they may have, and what search engines are told of their questions. */
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

/** A section of an editor-made page (cms-schemas/page.ts), as the site reads it (parsed on the server by app/.server/content/pages.ts). */
export type PageSection =
  | { _type: "pageHero"; _key?: string; heading: LocalizedString; text?: LocalizedString }
  | { _type: "pageRichText"; _key?: string; heading?: LocalizedString; body: { en: PortableBlock[]; es: PortableBlock[] } }
  | { _type: "pageCards"; _key?: string; heading: LocalizedString; cards: { _key?: string; title: LocalizedString; text: LocalizedString; href?: string }[] }
  | { _type: "pageFaq"; _key?: string; heading: LocalizedString; items: { _key?: string; question: LocalizedString; answer: LocalizedString }[] }
  | { _type: "pageCallToAction"; _key?: string; heading: LocalizedString; text?: LocalizedString; label: LocalizedString; href: string }
  | { _type: "pageZipEntry"; _key?: string; heading: LocalizedString; text?: LocalizedString }
  | { _type: "pageOfficeFinder"; _key?: string; heading: LocalizedString; text?: LocalizedString };

/** A Portable Text block, kept whole for the renderer (spans, marks, link definitions). */
export type PortableBlock = { _type: string; _key?: string } & Record<string, unknown>;
