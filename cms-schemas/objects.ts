/** Object types shared by the documents: bilingual text, links, menus, logo, colours, popups. */
import type { FieldDefinition, TypeDefinition } from "./types.ts";
import { AA_NORMAL_TEXT, HEX_COLOUR, contrastRatio } from "./contrast.ts";

/** A short text in English and Spanish; both are required (a missing Spanish string is a bug). */
export const localizedString: TypeDefinition = {
  name: "localizedString",
  title: "Text (English and Spanish)",
  type: "object",
  fields: [
    { name: "en", title: "English", type: "string", validation: (r) => r.required() },
    { name: "es", title: "Spanish", type: "string", validation: (r) => r.required() },
  ],
};

/** A longer text (paragraph) in English and Spanish. */
export const localizedText: TypeDefinition = {
  name: "localizedText",
  title: "Paragraph (English and Spanish)",
  type: "object",
  fields: [
    { name: "en", title: "English", type: "text", rows: 3, validation: (r) => r.required() },
    { name: "es", title: "Spanish", type: "text", rows: 3, validation: (r) => r.required() },
  ],
};

const href: FieldDefinition = {
  name: "href",
  title: "Link",
  type: "string",
  description: "A path on this site without the /es prefix (the site adds it on Spanish pages), e.g. /offices; or a full https:// address.",
  validation: (r) => r.required().regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, { name: "path or https address" }),
};

export const navLink: TypeDefinition = {
  name: "navLink",
  title: "Link",
  type: "object",
  fields: [{ name: "label", title: "Label", type: "localizedString", validation: (r) => r.required() }, href],
  preview: { select: { title: "label.en", subtitle: "href" } },
};

export const navCategory: TypeDefinition = {
  name: "navCategory",
  title: "Menu category",
  type: "object",
  fields: [
    { name: "label", title: "Label", type: "localizedString", validation: (r) => r.required() },
    {
      ...href,
      description: `${href.description} Optional: a category may only open its sub-links.`,
      validation: (r) => r.regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/),
    },
    { name: "children", title: "Sub-links", type: "array", of: [{ type: "navLink" }] },
  ],
  preview: { select: { title: "label.en", subtitle: "href" } },
};

export const footerColumn: TypeDefinition = {
  name: "footerColumn",
  title: "Footer column",
  type: "object",
  fields: [
    { name: "title", title: "Heading", type: "localizedString", validation: (r) => r.required() },
    { name: "links", title: "Links", type: "array", of: [{ type: "navLink" }] },
  ],
  preview: { select: { title: "title.en" } },
};

export const brandLogo: TypeDefinition = {
  name: "brandLogo",
  title: "Logo",
  type: "object",
  fields: [
    { name: "image", title: "Uploaded logo", type: "image", description: "Optional. When set it replaces the file path below." },
    {
      name: "src",
      title: "File path",
      type: "string",
      description: "Path of the logo in the site's public files, e.g. /brands/lonestar/logo.svg.",
      validation: (r) => r.required(),
    },
    { name: "width", title: "Width (px)", type: "number", validation: (r) => r.required().positive() },
    { name: "height", title: "Height (px)", type: "number", validation: (r) => r.required().positive() },
    { name: "alt", title: "Alternative text", type: "string", description: "Usually the brand name.", validation: (r) => r.required() },
  ],
};

const colour = (name: string, title: string, description: string, againstWhite = false): FieldDefinition => ({
  name,
  title,
  type: "string",
  description: `${description} A #rrggbb colour.`,
  validation: (r) =>
    r.required().custom<string>((value) => {
      if (!value) return true;
      if (!HEX_COLOUR.test(value)) return "Use the form #1d4e89";
      if (againstWhite && contrastRatio(value, "#ffffff") < AA_NORMAL_TEXT) {
        return `Too light for text on white: contrast ${contrastRatio(value, "#ffffff").toFixed(2)}:1, at least 4.5:1 needed`;
      }
      return true;
    }),
});

export const brandColors: TypeDefinition = {
  name: "brandColors",
  title: "Colours",
  type: "object",
  fields: [
    colour("primary", "Primary", "Buttons, links, header accents. Must reach 4.5:1 against white.", true),
    colour("primaryDark", "Primary, dark", "Hover and pressed states; text on light tints.", true),
    colour("accent", "Accent", "Highlights, badges, the call to action."),
    colour("onAccent", "Text on accent", "Must reach 4.5:1 against the accent."),
    colour("ink", "Body text", "Must reach 4.5:1 against white and the surface.", true),
    colour("surface", "Surface", "Page tint behind cards."),
  ],
};

export const popup: TypeDefinition = {
  name: "popup",
  title: "Popup",
  type: "object",
  fields: [
    { name: "enabled", title: "Show this popup", type: "boolean", initialValue: true },
    { name: "title", title: "Title", type: "localizedString", validation: (r) => r.required() },
    { name: "body", title: "Text", type: "localizedText", validation: (r) => r.required() },
    { name: "confirm", title: "Main button", type: "localizedString", validation: (r) => r.required() },
    { name: "dismiss", title: "Close button", type: "localizedString", validation: (r) => r.required() },
  ],
};

export const objectTypes = [localizedString, localizedText, navLink, navCategory, footerColumn, brandLogo, brandColors, popup];
