/**
 * Maps-service reviews (doc1 §2, §7 "place search by text query with a location bias ... place
 * details by placeId (fields ... reviews)") behind an adapter. With the brand's Maps key the
 * Places API answers; without a key, or when it fails, the CMS's static reviews are the
 * offline default. The review filter of doc1 §5 applies either way.
 */
import { z } from "zod";
import type { LatLng } from "~/domain/public/geo";
import { filterReviews, type Review } from "~/domain/public/reviews";
import type { StoredReview } from "./content";

const PLACES_URL = "https://maps.googleapis.com/maps/api/place";
const TIMEOUT_MS = 4000;

const searchSchema = z.object({ status: z.string(), candidates: z.array(z.object({ place_id: z.string() })).default([]) });
const detailsSchema = z.object({ status: z.string(), result: z.object({ reviews: z.array(z.unknown()).default([]) }).optional() });

/** The place's reviews from the Places API, or null when it cannot answer. */
export async function fetchPlaceReviews(
  apiKey: string,
  query: { text: string; near: LatLng; lang: string },
  doFetch: typeof fetch = fetch,
): Promise<unknown[] | null> {
  try {
    const find = new URL(`${PLACES_URL}/findplacefromtext/json`);
    find.search = new URLSearchParams({
      input: query.text,
      inputtype: "textquery",
      fields: "name,geometry,place_id,formatted_address",
      locationbias: `circle:20000@${query.near.lat},${query.near.lng}`,
      key: apiKey,
    }).toString();
    const found = searchSchema.safeParse(await (await doFetch(find, { signal: AbortSignal.timeout(TIMEOUT_MS) })).json());
    const placeId = found.success ? found.data.candidates[0]?.place_id : undefined;
    if (!placeId) return null;
    const details = new URL(`${PLACES_URL}/details/json`);
    details.search = new URLSearchParams({
      place_id: placeId,
      fields: "name,formatted_address,place_id,geometry,reviews",
      language: query.lang,
      key: apiKey,
    }).toString();
    const answer = detailsSchema.safeParse(await (await doFetch(details, { signal: AbortSignal.timeout(TIMEOUT_MS) })).json());
    if (!answer.success || answer.data.status !== "OK") return null;
    return answer.data.result?.reviews ?? [];
  } catch {
    return null;
  }
}

/** Static reviews in the page's language, in the shape of the maps service's (doc1 §3). */
export function storedAsServiceReviews(reviews: readonly StoredReview[], lang: string): Review[] {
  return reviews.filter((r) => r.language === lang).map((r) => ({ author_name: r.author, author_url: "", rating: r.rating, text: r.text }));
}

export interface PlaceReviewsOptions {
  apiKey: string;
  text: string;
  near: LatLng;
  lang: string;
  minRating: number;
  negativeKeywords: string;
  stored: readonly StoredReview[];
  fetch?: typeof fetch;
}

/** The maps-service slider's reviews, filtered (doc1 §5); `source` says where they came from. */
export async function placeReviews(options: PlaceReviewsOptions): Promise<{ source: "places" | "stored"; reviews: Review[] }> {
  const rule = { minRating: options.minRating, negativeKeywords: options.negativeKeywords };
  if (options.apiKey) {
    const fetched = await fetchPlaceReviews(options.apiKey, { text: options.text, near: options.near, lang: options.lang }, options.fetch);
    if (fetched) return { source: "places", reviews: filterReviews(fetched, rule) };
  }
  return { source: "stored", reviews: filterReviews(storedAsServiceReviews(options.stored, options.lang), rule) };
}
