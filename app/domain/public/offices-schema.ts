/** Office locations as the content supplies them (doc1 §3), parsed with zod (server side and tests). */
import { z } from "zod";
import { latitudeSchema, longitudeSchema } from "./geo-schemas.ts";

const text = z.string().trim().default("");

/**
 * An office as the page supplies it (doc1 §3). Coordinates may come as strings (data
 * attributes). The search map's entries name the office `title` instead of `location`: both
 * are accepted and `location` is what callers read.
 */
export const officeSchema = z.preprocess(
  (input) => {
    if (input && typeof input === "object" && !("location" in input) && "title" in input) {
      return { ...input, location: (input as { title: unknown }).title };
    }
    return input;
  },
  z.object({
    latitude: latitudeSchema,
    longitude: longitudeSchema,
    location: z.string().trim().min(1),
    address: text,
    city: text,
    state: text,
    zipcode: text,
    phone: text,
    email: text,
    url: text,
    /** Directions link on the maps service. */
    google: text,
    hoursMonFri: text,
    hoursSaturday: text,
    hoursSunday: text,
  }),
);
export type Office = z.infer<typeof officeSchema>;

/** Parse a list of offices, dropping entries without a name or valid coordinates. */
export function parseOffices(input: unknown): Office[] {
  if (!Array.isArray(input)) return [];
  return input.flatMap((entry) => {
    const parsed = officeSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

