import { describe, expect, it } from "vitest";
import { quotePagePath, resultsUrl } from "./results-paths";

describe("doc2 §4 the results stage's resources answer under the quote page they serve", () => {
  it("the page is the path without its language prefix; anything else is the base quote page", () => {
    expect(quotePagePath("/get-a-quote-ca")).toBe("/get-a-quote-ca");
    expect(quotePagePath("/es/get-a-quote-ca/")).toBe("/get-a-quote-ca");
    expect(quotePagePath("/es/quote/az")).toBe("/quote/az");
    expect(quotePagePath("/quote")).toBe("/quote");
    expect(quotePagePath("/es")).toBe("/quote");
    expect(quotePagePath("/quote/vehicle-options")).toBe("/quote");
  });

  it("the California page's results calls name that page, in the visitor's language", () => {
    expect(resultsUrl("en", "stream", "/get-a-quote-ca")).toBe("/get-a-quote-ca/results/stream");
    expect(resultsUrl("es", "poll", "/get-a-quote-ca")).toBe("/es/get-a-quote-ca/results/poll");
    expect(resultsUrl("es", "requote")).toBe("/es/quote/results/requote");
  });
});
