/**
 * doc1 §2, §5 the reviews page's data: the agency's reviews in the page's language under the
 * brand's review filter; offline or without a key the maps-service reviews are the agency's own
 * in the page's language (English ones are not appended to a Spanish page), and say so.
 */
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMapsMock } from "../../../tests/mocks/maps";
import { officeSettingsSchema, type StoredReview } from "~/.server/content/schemas";
import { loadReviewWidgets } from "./reviews.server";

const maps = createMapsMock({
  findPlace: { "Lone Star Fort Worth": "place-1" },
  reviews: {
    "place-1": [
      { author_name: "Ana", author_url: "https://maps.example/ana", rating: 5, text: "Great agents" },
      { author_name: "Bo", author_url: "", rating: 2, text: "Slow" },
    ],
  },
});
const server = setupServer(...maps.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterAll(() => server.close());

const stored: StoredReview[] = [
  { id: "1", author: "Eve", rating: 5, text: "Loved it", language: "en", city: "Dallas", date: "" },
  { id: "2", author: "Fay", rating: 1, text: "Never again", language: "en", city: "Waco", date: "" },
  { id: "3", author: "Gus", rating: 5, text: "Felt like a scam", language: "en", city: "Tyler", date: "" },
  { id: "4", author: "Lupe", rating: 5, text: "Excelente servicio", language: "es", city: "Houston", date: "" },
  { id: "5", author: "Raúl", rating: 5, text: "Agente grosero", language: "es", city: "Austin", date: "" },
];

function site(lang: "en" | "es", mapsApiKey: string) {
  const settings = officeSettingsSchema.parse({ brandCode: "b", mapsApiKey, negativeKeywords: "scam, grosero", reviewsPlaceQuery: "Lone Star Fort Worth" });
  return {
    brand: { code: "b" },
    lang,
    settings: { limits: { starRoundingPercent: 10 } },
    content: { reviews: async () => ({ reviews: stored, testimonials: [] }), officeSettings: async () => settings },
  } as unknown as Parameters<typeof loadReviewWidgets>[0];
}

describe("doc1 §2, §5 reviews page", () => {
  it("doc1 §5 the agency's reviews are filtered by minimum rating and negative keywords, in the page's language only", async () => {
    expect((await loadReviewWidgets(site("en", ""))).staticReviews.map((r) => r.author)).toEqual(["Eve"]);
    expect((await loadReviewWidgets(site("es", ""))).staticReviews.map((r) => r.author)).toEqual(["Lupe"]);
  });

  it("doc1 §2, §5 without a key the stand-in is the agency's reviews in the page's language, filtered, and says so", async () => {
    const offline = await loadReviewWidgets(site("es", ""));
    expect(offline.serviceSource).toBe("stored");
    expect(offline.serviceReviews.map((r) => r.author)).toEqual(["Lupe"]);
  });

  it("doc1 §2, §5 with a key the maps-service slider shows the service's reviews, filtered", async () => {
    const online = await loadReviewWidgets(site("en", "test-key"));
    expect(online.serviceSource).toBe("places");
    expect(online.serviceReviews.map((r) => r.author)).toEqual(["Ana"]);
  });
});
