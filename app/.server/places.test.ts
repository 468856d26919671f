import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMapsMock } from "../../tests/mocks/maps";
import type { StoredReview } from "./content";
import { placeReviews, storedAsServiceReviews } from "./places";

const serviceReviews = [
  { author_name: "Ana", author_url: "https://example.com/ana", rating: 5, text: "Great agents" },
  { author_name: "Bo", author_url: "", rating: 3, text: "It was fine" },
  { author_name: "Cy", author_url: "", rating: 5, text: "Total scam" },
];
const maps = createMapsMock({ findPlace: { "agency Fort Worth": "place-1" }, reviews: { "place-1": serviceReviews } });
const server = setupServer(...maps.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterAll(() => server.close());

const stored: StoredReview[] = [
  { id: "1", author: "Maria", rating: 5, text: "Excellent", language: "en", city: "", date: "" },
  { id: "2", author: "Carlos", rating: 5, text: "Excelente", language: "es", city: "", date: "" },
  { id: "3", author: "Rob", rating: 1, text: "Felt like a scam", language: "en", city: "", date: "" },
];
const base = { text: "agency Fort Worth", near: { lat: 32.75, lng: -97.33 }, lang: "en", minRating: 4, negativeKeywords: "scam, rude", stored };

describe("doc1 §2, §5 maps-service reviews through the Places adapter", () => {
  it("with a key: the place's reviews, filtered by minimum rating and negative keywords", async () => {
    const answer = await placeReviews({ ...base, apiKey: "test-key" });
    expect(answer.source).toBe("places");
    expect(answer.reviews.map((r) => r.author_name)).toEqual(["Ana"]);
    const details = maps.calls.find((u) => u.pathname.endsWith("/details/json"))!;
    expect(details.searchParams.get("fields")).toBe("name,formatted_address,place_id,geometry,reviews");
    const find = maps.calls.find((u) => u.pathname.endsWith("/findplacefromtext/json"))!;
    expect(find.searchParams.get("fields")).toBe("name,geometry,place_id,formatted_address");
    expect(find.searchParams.get("locationbias")).toBe("circle:20000@32.75,-97.33");
  });

  it("doc1 §5 without a key, or when the service fails: the CMS reviews in the page's language only, filtered the same way", async () => {
    const offline = await placeReviews({ ...base, apiKey: "" });
    expect(offline).toEqual({ source: "stored", reviews: [{ author_name: "Maria", author_url: "", rating: 5, text: "Excellent" }] });
    // A Spanish page gets no English review appended.
    const refused = await placeReviews({ ...base, apiKey: "wrong-key", lang: "es" });
    expect(refused.source).toBe("stored");
    expect(refused.reviews.map((r) => r.author_name)).toEqual(["Carlos"]);
  });

  it("stored reviews take the maps service's shape", () => {
    expect(storedAsServiceReviews(stored.slice(0, 1), "en")).toEqual([{ author_name: "Maria", author_url: "", rating: 5, text: "Excellent" }]);
  });
});
