/**
 * The review widgets' data (doc1 §2): static reviews, maps-service reviews (offline, the agency's
 * own in the page's language: `serviceSource` says which) and testimonials, each review under the
 * filter of doc1 §5.
 */
import { serverMapsKey } from "~/.server/maps-key";
import { placeReviews } from "~/.server/places";
import type { SiteContext } from "~/.server/site-context";
import type { SliderReview } from "~/components/review-slider";
import type { TestimonialItem } from "~/components/testimonial-carousel";
import { DYNAMIC_REVIEWS_CENTER, isReviewShown } from "~/domain/public/reviews";
import { pick } from "~/domain/site";

export async function loadReviewWidgets(site: Pick<SiteContext, "content" | "brand" | "lang" | "settings">) {
  const [{ reviews, testimonials }, settings] = await Promise.all([site.content.reviews(site.brand.code), site.content.officeSettings(site.brand.code)]);
  // doc1 §5: wherever reviews show, only those rated at least the minimum and free of the negative keywords.
  const rule = { minRating: settings.minRating, negativeKeywords: settings.negativeKeywords };
  const inLanguage = reviews.filter((r) => r.language === site.lang && isReviewShown(r, rule));
  const staticReviews: SliderReview[] = inLanguage.map((r) => ({ author: r.author, rating: r.rating, text: r.text, city: r.city }));
  const fromService = await placeReviews({
    apiKey: serverMapsKey(settings.mapsApiKey),
    text: settings.reviewsPlaceQuery,
    near: DYNAMIC_REVIEWS_CENTER,
    lang: site.lang,
    minRating: settings.minRating,
    negativeKeywords: settings.negativeKeywords,
    stored: reviews,
  });
  const serviceReviews: SliderReview[] = fromService.reviews.map((r) => ({
    author: r.author_name,
    rating: r.rating,
    text: r.text,
    url: r.author_url || undefined,
  }));
  const carousel: TestimonialItem[] = testimonials.map((item) => ({
    id: item.id,
    name: item.name,
    city: item.city,
    quote: pick(item.quote, site.lang),
    rating: item.rating,
  }));
  const rated = reviews.filter((r) => r.rating > 0);
  const average = rated.length ? Math.round((rated.reduce((sum, r) => sum + r.rating, 0) / rated.length) * 10) / 10 : null;
  return {
    staticReviews,
    serviceReviews,
    serviceSource: fromService.source,
    testimonials: carousel,
    average,
    count: rated.length,
    stepPercent: site.settings.limits.starRoundingPercent,
  };
}
