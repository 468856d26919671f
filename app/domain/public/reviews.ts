/**
 * Reviews (doc1 §2, §3, §5): which maps-service reviews are shown, and star widths.
 */
import { z } from "zod";
import type { LatLng } from "./geo";
import { latitudeSchema, longitudeSchema } from "./geo-schemas";

/** doc1 §3 review from the maps service's place details. */
export const reviewSchema = z.object({
  author_name: z.string().default(""),
  author_url: z.string().default(""),
  rating: z.number().min(0).max(5),
  text: z.string().default(""),
});
export type Review = z.infer<typeof reviewSchema>;

/** doc1 §3 dynamic review location of the quote slider. */
export const dynamicReviewLocationSchema = z.object({
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  minRating: z.coerce.number().min(0).max(5).default(0),
  location: z.string().trim().min(1),
});
export type DynamicReviewLocation = z.infer<typeof dynamicReviewLocationSchema>;

/** doc1 §2: the dynamic reviews map is centred near Fort Worth. */
export const DYNAMIC_REVIEWS_CENTER: LatLng = { lat: 32.7555, lng: -97.3308 };

/** Comma-separated negative keywords: trimmed, lower case, empty entries dropped. */
export function parseNegativeKeywords(list: string | null | undefined): string[] {
  return (list ?? "")
    .split(",")
    .map((keyword) => keyword.trim().toLowerCase())
    .filter((keyword) => keyword !== "");
}

/**
 * doc1 §5 review filter: shown only when the rating is at least the location's minimum and the
 * text contains none of the negative keywords (case-insensitive substring match).
 */
export function isReviewShown(
  review: Pick<Review, "rating" | "text">,
  rule: { minRating: number; negativeKeywords: string | readonly string[] },
): boolean {
  if (!(review.rating >= rule.minRating)) return false;
  const keywords = typeof rule.negativeKeywords === "string" ? parseNegativeKeywords(rule.negativeKeywords) : rule.negativeKeywords.map((k) => k.trim().toLowerCase()).filter(Boolean);
  const text = review.text.toLowerCase();
  return !keywords.some((keyword) => text.includes(keyword));
}

/** The reviews to show, in their original order; unreadable entries are dropped. */
export function filterReviews(reviews: readonly unknown[], rule: { minRating: number; negativeKeywords: string | readonly string[] }): Review[] {
  return reviews.flatMap((entry) => {
    const parsed = reviewSchema.safeParse(entry);
    return parsed.success && isReviewShown(parsed.data, rule) ? [parsed.data] : [];
  });
}

export { starWidthPercent } from "./stars";
