/** Testimonials of the testimonial carousel (doc1 §2), in English and Spanish. */
import type { TypeDefinition } from "./types.ts";

export const testimonial: TypeDefinition = {
  name: "testimonial",
  title: "Testimonial",
  type: "document",
  fields: [
    { name: "name", title: "Customer name", type: "string", validation: (r) => r.required() },
    { name: "city", title: "City", type: "string" },
    { name: "quote", title: "Testimonial", type: "localizedText", validation: (r) => r.required() },
    { name: "rating", title: "Rating", type: "number", validation: (r) => r.min(0).max(5) },
    { name: "order", title: "Order", type: "number", description: "Lower numbers show first." },
    { name: "brands", title: "Brands", type: "array", description: "Empty: every brand.", of: [{ type: "reference", to: [{ type: "brand" }] }] },
  ],
  preview: { select: { title: "name", subtitle: "city" } },
};
