/** Reviews shown by the static review sliders (doc1 §2 "Reviews"), written in either language. */
import type { TypeDefinition } from "./types.ts";

export const review: TypeDefinition = {
  name: "review",
  title: "Review",
  type: "document",
  fields: [
    { name: "author", title: "Author", type: "string", validation: (r) => r.required() },
    { name: "rating", title: "Rating", type: "number", description: "0 to 5, halves allowed.", validation: (r) => r.required().min(0).max(5) },
    { name: "text", title: "Review", type: "text", rows: 4, validation: (r) => r.required() },
    {
      name: "language",
      title: "Written in",
      type: "string",
      options: {
        list: [
          { title: "English", value: "en" },
          { title: "Spanish", value: "es" },
        ],
        layout: "radio",
      },
      validation: (r) => r.required(),
    },
    { name: "city", title: "City", type: "string" },
    { name: "date", title: "Date", type: "string", description: "YYYY-MM-DD.", validation: (r) => r.regex(/^\d{4}-\d{2}-\d{2}$/, { name: "date" }) },
    { name: "brands", title: "Brands", type: "array", description: "Empty: every brand.", of: [{ type: "reference", to: [{ type: "brand" }] }] },
  ],
  preview: { select: { title: "author", subtitle: "text" } },
};
