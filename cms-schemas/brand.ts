/** A brand: one look, one set of phone numbers and host names, one catalogue of products. */
import type { TypeDefinition } from "./types.ts";
import { AA_NORMAL_TEXT, HEX_COLOUR, contrastRatio } from "./contrast.ts";

export const productOptions = [
  { title: "Auto insurance", value: "auto" },
  { title: "Renters insurance", value: "renters" },
  { title: "Home insurance", value: "home" },
  { title: "Roadside assistance", value: "roadside" },
];

const endpoint = /^(\/[^\s]*|https?:\/\/[^\s]+)$/;

export const brand: TypeDefinition = {
  name: "brand",
  title: "Brand",
  type: "document",
  groups: [
    { name: "identity", title: "Identity", default: true },
    { name: "contact", title: "Contact" },
    { name: "business", title: "Products and states" },
    { name: "technical", title: "Hosts and endpoints" },
  ],
  fields: [
    {
      name: "code",
      title: "Code",
      type: "string",
      group: "identity",
      description: "Short lower-case code, e.g. lonestar. Sent to the platform with every quote; do not change it once live.",
      validation: (r) => r.required().regex(/^[a-z0-9-]+$/, { name: "lower-case letters, digits and dashes" }),
    },
    { name: "name", title: "Name", type: "string", group: "identity", validation: (r) => r.required() },
    {
      name: "defaultLanguage",
      title: "Default language",
      type: "string",
      group: "identity",
      description: "Language of pages without the /es prefix. Host names with an `es` label (es.brand.com) are Spanish anyway.",
      options: {
        list: [
          { title: "English", value: "en" },
          { title: "Spanish", value: "es" },
        ],
        layout: "radio",
      },
      initialValue: "en",
      validation: (r) => r.required(),
    },
    { name: "logo", title: "Logo", type: "brandLogo", group: "identity", validation: (r) => r.required() },
    {
      name: "colors",
      title: "Colours",
      type: "brandColors",
      group: "identity",
      validation: (r) =>
        r.required().custom<{ accent?: string; onAccent?: string }>((value) => {
          if (!value?.accent || !value.onAccent || !HEX_COLOUR.test(value.accent) || !HEX_COLOUR.test(value.onAccent)) return true;
          const ratio = contrastRatio(value.accent, value.onAccent);
          return ratio >= AA_NORMAL_TEXT ? true : `Text on the accent is hard to read: contrast ${ratio.toFixed(2)}:1, at least 4.5:1 needed`;
        }),
    },
    {
      name: "phones",
      title: "Phone numbers",
      type: "object",
      group: "contact",
      fields: [
        { name: "sales", title: "Sales (quotes)", type: "string", description: "As displayed, e.g. (800) 555-0142.", validation: (r) => r.required() },
        { name: "service", title: "Customer service", type: "string", validation: (r) => r.required() },
      ],
    },
    { name: "email", title: "E-mail", type: "string", group: "contact", validation: (r) => r.required().email() },
    {
      name: "products",
      title: "Products sold online",
      type: "array",
      group: "business",
      of: [{ type: "string" }],
      options: { list: productOptions, layout: "grid" },
      initialValue: ["auto"],
      validation: (r) => r.required().min(1).unique(),
    },
    {
      name: "states",
      title: "States served",
      type: "array",
      group: "business",
      description:
        "Two-letter codes, e.g. TX: the states where the brand quotes. A zip in another state gets the coming-soon page, and a quote page for another state the out-of-state page. A listed state is quoted online when one of the brand's carriers sells there (its carrier document's states) and the platform rates it; otherwise coming soon.",
      of: [{ type: "string" }],
      initialValue: ["TX"],
      validation: (r) => r.required().min(1).unique(),
    },
    {
      name: "experiences",
      title: "Quote experiences",
      type: "array",
      group: "business",
      description: "Lower-case state codes with their own quote experience besides Texas (their quote address gets the state suffix), e.g. az.",
      of: [{ type: "string" }],
      validation: (r) => r.unique(),
    },
    {
      name: "hosts",
      title: "Host names",
      type: "array",
      group: "technical",
      description: "Host names this brand answers on, without port: www.example.com. Each host belongs to one brand.",
      of: [{ type: "string" }],
      validation: (r) => r.required().min(1).unique(),
    },
    {
      name: "endpoints",
      title: "Platform endpoints",
      type: "object",
      group: "technical",
      description: "Base addresses of the agency platform. A path (/api) is relative to the platform the site is configured with.",
      fields: [
        { name: "api", title: "Main endpoint", type: "string", validation: (r) => r.required().regex(endpoint) },
        { name: "caApi", title: "California endpoint", type: "string", validation: (r) => r.required().regex(endpoint) },
      ],
    },
  ],
  preview: { select: { title: "name", subtitle: "code" } },
};
