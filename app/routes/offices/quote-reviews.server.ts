/**
 * The quote page's review slider (doc1 §2 "Reviews", §3 dynamic review location, §5 review
 * filter). The brand's settings choose its type:
 * - static: the CMS reviews written in the page's language, under the brand's minimum rating and
 *   negative keywords;
 * - dynamic: for each configured place (location, latitude, longitude, minRating), the maps
 *   service's reviews of that place, searched by its name around its own coordinates, each kept
 *   only when rated at least the place's minimum and free of the negative keywords. Without a
 *   Maps key, or when the service cannot answer, the CMS reviews stand in under the same rule.
 * Answers of the maps service are kept for an hour (a failure for five minutes), so a busy quote
 * page does not ask it on every visit.
 */
import { serverMapsKey } from "~/.server/maps-key";
import type { OfficeSettings, StoredReview } from "~/.server/content";
import { fetchPlaceReviews } from "~/.server/places";
import type { SiteContext } from "~/.server/site-context";
import type { SliderReview } from "~/components/review-slider";
import { DYNAMIC_REVIEWS_CENTER, filterReviews, isReviewShown, type DynamicReviewLocation, type Review } from "~/domain/public/reviews";
import type { Language } from "~/domain/site";

export type QuoteSliderAnswer = { type: "static" | "dynamic"; source: "stored" | "places"; reviews: SliderReview[]; stepPercent: number };

const PLACE_CACHE_MS = 60 * 60 * 1000;
/** A place the service could not answer for is asked again after this, not on every visit. */
const PLACE_RETRY_MS = 5 * 60 * 1000;
const placeCache = new Map<string, { at: number; reviews: unknown[] | null }>();

/** The places of the dynamic slider that are complete; none configured: one place near Fort Worth (doc1 §2). */
export function dynamicLocations(settings: Pick<OfficeSettings, "reviewLocations" | "minRating" | "reviewsPlaceQuery">): DynamicReviewLocation[] {
  // The content schema has already checked each place (name, coordinates, minimum rating).
  if (settings.reviewLocations.length > 0) return settings.reviewLocations;
  return [{ location: settings.reviewsPlaceQuery, latitude: DYNAMIC_REVIEWS_CENTER.lat, longitude: DYNAMIC_REVIEWS_CENTER.lng, minRating: settings.minRating }];
}

async function cachedPlaceReviews(apiKey: string, place: DynamicReviewLocation, lang: Language, doFetch?: typeof fetch): Promise<unknown[] | null> {
  const key = [apiKey, place.location, place.latitude, place.longitude, lang].join("|");
  const hit = placeCache.get(key);
  if (hit && Date.now() - hit.at < (hit.reviews ? PLACE_CACHE_MS : PLACE_RETRY_MS)) return hit.reviews;
  const reviews = await fetchPlaceReviews(apiKey, { text: place.location, near: { lat: place.latitude, lng: place.longitude }, lang }, doFetch);
  placeCache.set(key, { at: Date.now(), reviews });
  return reviews;
}

/** Forgets the maps service's answers (tests, and a content change). */
export function clearQuoteReviewCache() {
  placeCache.clear();
}

const fromService = (review: Review, place?: string): SliderReview => ({
  author: review.author_name,
  rating: review.rating,
  text: review.text,
  ...(place ? { city: place } : {}),
  ...(review.author_url ? { url: review.author_url } : {}),
});

const fromStored = (review: StoredReview): SliderReview => ({
  author: review.author,
  rating: review.rating,
  text: review.text,
  ...(review.city ? { city: review.city } : {}),
});

export async function dynamicSliderReviews(
  options: { settings: OfficeSettings; stored: readonly StoredReview[]; lang: Language; /** Default: the brand's Maps key. */ apiKey?: string },
  doFetch?: typeof fetch,
): Promise<{ source: "stored" | "places"; reviews: SliderReview[] }> {
  const { settings, lang } = options;
  const places = dynamicLocations(settings);
  const negativeKeywords = settings.negativeKeywords;
  const apiKey = options.apiKey ?? settings.mapsApiKey;
  if (apiKey) {
    const answers = await Promise.all(places.map((place) => cachedPlaceReviews(apiKey, place, lang, doFetch)));
    if (answers.some((answer) => answer !== null)) {
      const seen = new Set<string>();
      const reviews = places.flatMap((place, index) =>
        filterReviews(answers[index] ?? [], { minRating: place.minRating, negativeKeywords })
          .filter((review) => {
            const id = `${review.author_name}\n${review.text}`;
            if (seen.has(id)) return false;
            seen.add(id);
            return true;
          })
          .map((review) => fromService(review, place.location)),
      );
      return { source: "places", reviews };
    }
  }
  // Offline default: the CMS reviews in the page's language, under the least strict place's rule.
  const rule = { minRating: Math.min(...places.map((place) => place.minRating)), negativeKeywords };
  const reviews = options.stored.filter((review) => review.language === lang && isReviewShown(review, rule)).map(fromStored);
  return { source: "stored", reviews };
}

export async function loadQuoteSliderReviews(
  site: Pick<SiteContext, "content" | "brand" | "settings">,
  lang: Language,
  doFetch?: typeof fetch,
): Promise<QuoteSliderAnswer> {
  const [{ reviews }, settings] = await Promise.all([site.content.reviews(site.brand.code), site.content.officeSettings(site.brand.code)]);
  const stepPercent = site.settings.limits.starRoundingPercent;
  if (settings.quoteSliderType === "dynamic") {
    const dynamic = await dynamicSliderReviews({ settings, stored: reviews, lang, apiKey: serverMapsKey(settings.mapsApiKey) }, doFetch);
    return { type: "dynamic", ...dynamic, stepPercent };
  }
  // doc1 §5 applies to the static slider too: the editors' reviews under the brand's rule.
  const rule = { minRating: settings.minRating, negativeKeywords: settings.negativeKeywords };
  const inLanguage = reviews.filter((review) => review.language === lang && isReviewShown(review, rule));
  return {
    type: "static",
    source: "stored",
    reviews: inLanguage.map(fromStored),
    stepPercent,
  };
}
