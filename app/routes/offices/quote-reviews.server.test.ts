import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createMapsMock } from "../../../tests/mocks/maps";
import { officeSettingsSchema, type StoredReview } from "~/.server/content/schemas";
import { clearQuoteReviewCache, dynamicLocations, dynamicSliderReviews, loadQuoteSliderReviews } from "./quote-reviews.server";

const maps = createMapsMock({
  findPlace: { "Fort Worth Downtown": "place-fw", Arlington: "place-arl" },
  reviews: {
    "place-fw": [
      { author_name: "Ana", author_url: "https://maps.example/ana", rating: 5, text: "Great service" },
      { author_name: "Bob", author_url: "", rating: 3.9, text: "Fine" },
      { author_name: "Cy", author_url: "", rating: 5, text: "A total SCAM" },
    ],
    "place-arl": [
      { author_name: "Dee", author_url: "", rating: 3, text: "Quick and friendly" },
      { author_name: "Ed", author_url: "", rating: 2, text: "Slow" },
      { author_name: "Ana", author_url: "https://maps.example/ana", rating: 5, text: "Great service" },
    ],
  },
});
const server = setupServer(...maps.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
beforeEach(() => {
  clearQuoteReviewCache();
  maps.calls.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const places = [
  { location: "Fort Worth Downtown", latitude: 32.7555, longitude: -97.3308, minRating: 4 },
  { location: "Arlington", latitude: 32.7357, longitude: -97.1081, minRating: 3 },
];
const settings = (fields: Record<string, unknown> = {}) =>
  officeSettingsSchema.parse({
    brandCode: "b",
    mapsApiKey: "test-key",
    quoteSliderType: "dynamic",
    negativeKeywords: "scam, rude",
    reviewLocations: places,
    ...fields,
  });
const stored: StoredReview[] = [
  { id: "1", author: "Eve", rating: 5, text: "Loved it", language: "en", city: "Dallas", date: "" },
  { id: "2", author: "Fay", rating: 3.5, text: "Okay", language: "en", city: "Waco", date: "" },
  { id: "3", author: "Gus", rating: 5, text: "Rude agent", language: "en", city: "Tyler", date: "" },
  { id: "4", author: "Hilda", rating: 5, text: "Excelente", language: "es", city: "Laredo", date: "" },
];

describe("doc1 §2, §3, §5 quote slider of reviews, dynamic type", () => {
  it("doc1 §5 review filter: each place's reviews at least its minRating and without a negative keyword, found around its own coordinates", async () => {
    const answer = await dynamicSliderReviews({ settings: settings(), stored, lang: "en" });
    expect(answer.source).toBe("places");
    expect(answer.reviews).toEqual([
      { author: "Ana", rating: 5, text: "Great service", city: "Fort Worth Downtown", url: "https://maps.example/ana" },
      { author: "Dee", rating: 3, text: "Quick and friendly", city: "Arlington" },
    ]);
    const searches = maps.calls.filter((url) => url.pathname.endsWith("findplacefromtext/json"));
    expect(searches.map((url) => [url.searchParams.get("input"), url.searchParams.get("locationbias")])).toEqual([
      ["Fort Worth Downtown", "circle:20000@32.7555,-97.3308"],
      ["Arlington", "circle:20000@32.7357,-97.1081"],
    ]);
    const details = maps.calls.filter((url) => url.pathname.endsWith("details/json"));
    expect(details[0]!.searchParams.get("fields")).toBe("name,formatted_address,place_id,geometry,reviews");
  });

  it("asks the maps service once an hour, not once per visitor", async () => {
    await dynamicSliderReviews({ settings: settings(), stored, lang: "en" });
    const first = maps.calls.length;
    await dynamicSliderReviews({ settings: settings(), stored, lang: "en" });
    expect(maps.calls.length).toBe(first);
  });

  it("without a Maps key: the CMS reviews in the page's language, under the same filter", async () => {
    const answer = await dynamicSliderReviews({ settings: settings({ mapsApiKey: "" }), stored, lang: "en" });
    expect(answer.source).toBe("stored");
    expect(answer.reviews.map((r) => r.author)).toEqual(["Eve", "Fay"]);
    expect(maps.calls).toHaveLength(0);
  });

  it("when the maps service refuses the key: the CMS reviews, and the service is not asked again at once", async () => {
    const answer = await dynamicSliderReviews({ settings: settings({ mapsApiKey: "wrong" }), stored, lang: "es" });
    expect(answer).toEqual({ source: "stored", reviews: [{ author: "Hilda", rating: 5, text: "Excelente", city: "Laredo" }] });
    const asked = maps.calls.length;
    expect(asked).toBeGreaterThan(0);
    await dynamicSliderReviews({ settings: settings({ mapsApiKey: "wrong" }), stored, lang: "es" });
    expect(maps.calls.length).toBe(asked);
  });

  it("asks the maps service with the server's key when one is given, not the brand's browser key", async () => {
    const answer = await dynamicSliderReviews({ settings: settings({ mapsApiKey: "referrer-restricted" }), stored, lang: "en", apiKey: "test-key" });
    expect(answer.source).toBe("places");
    expect(answer.reviews.map((review) => review.author)).toContain("Ana");
  });

  it("doc1 §2 with no place configured, one place centred near Fort Worth", () => {
    expect(dynamicLocations(settings({ reviewLocations: [] }))).toEqual([
      { location: "insurance agency Fort Worth TX", latitude: 32.7555, longitude: -97.3308, minRating: 4 },
    ]);
  });
});

describe("doc1 §2 quote slider of reviews, static type", () => {
  it("doc1 §5 the CMS reviews in the page's language under the brand's minimum rating and negative keywords, with the star step of the settings", async () => {
    const site = {
      brand: { code: "b" },
      settings: { limits: { starRoundingPercent: 10 } },
      content: { reviews: async () => ({ reviews: stored, testimonials: [] }), officeSettings: async () => settings({ quoteSliderType: "static" }) },
    } as unknown as Parameters<typeof loadQuoteSliderReviews>[0];
    const answer = await loadQuoteSliderReviews(site, "en");
    expect(answer.type).toBe("static");
    expect(answer.stepPercent).toBe(10);
    // Fay is rated under the minimum (4), Gus's text has a negative keyword.
    expect(answer.reviews.map((r) => r.author)).toEqual(["Eve"]);
    expect(maps.calls).toHaveLength(0);
  });
});
