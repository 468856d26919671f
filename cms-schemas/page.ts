/**
 * Editor-made pages: an address, the brands that show it, a title and description, and sections
 * (hero, rich text, cards, frequently asked questions, call to action, zip entry, office finder),
 * each in English and Spanish. One site route renders any page at /<slug> and /es/<slug>.
 */
import { PAGE_SLUG } from "../app/domain/public/pages.ts";
import type { FieldDefinition, TypeDefinition } from "./types.ts";

/** Rich text (Portable Text) in English and Spanish: paragraphs, headings, lists, links. */
export const localizedBlocks: TypeDefinition = {
  name: "localizedBlocks",
  title: "Rich text (English and Spanish)",
  type: "object",
  fields: [
    { name: "en", title: "English", type: "array", of: [{ type: "block" }], validation: (r) => r.required() },
    { name: "es", title: "Spanish", type: "array", of: [{ type: "block" }], validation: (r) => r.required() },
  ],
};

const heading: FieldDefinition = { name: "heading", title: "Heading", type: "localizedString" };
const requiredHeading: FieldDefinition = { ...heading, validation: (r) => r.required() };
const link: FieldDefinition = {
  name: "href",
  title: "Link",
  type: "string",
  description: "A path on this site (/offices) or an https address.",
  validation: (r) => r.regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, { name: "path or https address" }),
};

const section = (name: string, title: string, fields: FieldDefinition[]): TypeDefinition => ({
  name,
  title,
  type: "object",
  fields,
  preview: { select: { title: "heading.en" }, prepare: (s) => ({ title: String(s.title ?? title), subtitle: title }) },
});

export const pageHero = section("pageHero", "Hero", [requiredHeading, { name: "text", title: "Text under the heading", type: "localizedText" }]);

export const pageRichText = section("pageRichText", "Rich text", [
  heading,
  { name: "body", title: "Text", type: "localizedBlocks", validation: (r) => r.required() },
]);

export const pageCard: TypeDefinition = {
  name: "pageCard",
  title: "Card",
  type: "object",
  fields: [
    { name: "title", title: "Title", type: "localizedString", validation: (r) => r.required() },
    { name: "text", title: "Text", type: "localizedText", validation: (r) => r.required() },
    { ...link, description: "Optional: the card then links here. A path on this site (/offices) or an https address." },
  ],
};

export const pageCards = section("pageCards", "Cards", [
  requiredHeading,
  { name: "cards", title: "Cards", type: "array", of: [{ type: "pageCard" }], validation: (r) => r.required().min(1) },
]);

export const pageQuestion: TypeDefinition = {
  name: "pageQuestion",
  title: "Question",
  type: "object",
  fields: [
    { name: "question", title: "Question", type: "localizedString", validation: (r) => r.required() },
    { name: "answer", title: "Answer", type: "localizedText", validation: (r) => r.required() },
  ],
};

export const pageFaq = section("pageFaq", "Frequently asked questions", [
  requiredHeading,
  {
    name: "items",
    title: "Questions",
    type: "array",
    of: [{ type: "pageQuestion" }],
    description: "Also given to search engines as FAQ structured data.",
    validation: (r) => r.required().min(1),
  },
]);

export const pageCallToAction = section("pageCallToAction", "Call to action", [
  requiredHeading,
  { name: "text", title: "Text", type: "localizedText" },
  { name: "label", title: "Button label", type: "localizedString", validation: (r) => r.required() },
  { ...link, validation: (r) => r.required().regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, { name: "path or https address" }) },
]);

export const pageZipEntry = section("pageZipEntry", "Zip entry (start a quote)", [requiredHeading, { name: "text", title: "Text", type: "localizedText" }]);

export const pageOfficeFinder = section("pageOfficeFinder", "Office finder", [requiredHeading, { name: "text", title: "Text", type: "localizedText" }]);

export const PAGE_SECTION_TYPES = ["pageHero", "pageRichText", "pageCards", "pageFaq", "pageCallToAction", "pageZipEntry", "pageOfficeFinder"] as const;

export const page: TypeDefinition = {
  name: "page",
  title: "Pages",
  type: "document",
  fields: [
    {
      name: "title",
      title: "Title",
      type: "localizedString",
      description: "The page's heading in search results and the browser tab.",
      validation: (r) => r.required(),
    },
    {
      name: "slug",
      title: "Page address",
      type: "string",
      description: "The page answers at /<this> in English and /es/<this> in Spanish: lower-case words joined by dashes, levels by / (auto-insurance/sr-22).",
      validation: (r) => r.required().regex(PAGE_SLUG, { name: "lower-case words joined by dashes" }),
    },
    {
      name: "brands",
      title: "Brands",
      type: "array",
      of: [{ type: "reference", to: [{ type: "brand" }] }],
      description: "The brands whose sites show this page. Empty: every brand.",
    },
    { name: "description", title: "Summary for search engines", type: "localizedText", validation: (r) => r.required() },
    { name: "sections", title: "Sections", type: "array", of: PAGE_SECTION_TYPES.map((type) => ({ type })), validation: (r) => r.required().min(1) },
  ],
  preview: {
    select: { title: "title.en", subtitle: "slug" },
    prepare: (s) => ({ title: String(s.title ?? "Page"), subtitle: `/${String(s.subtitle ?? "")}` }),
  },
};

export const pageObjectTypes = [
  localizedBlocks,
  pageHero,
  pageRichText,
  pageCard,
  pageCards,
  pageQuestion,
  pageFaq,
  pageCallToAction,
  pageZipEntry,
  pageOfficeFinder,
];
