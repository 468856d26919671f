import { describe, expect, it } from "vitest";
import { dynamicReviewLocationSchema, filterReviews, isReviewShown, parseNegativeKeywords, starWidthPercent } from "./reviews";
import { carouselLayoutAt, sliderArrows, sliderScrollTarget, testimonialCarouselOptions } from "./sliders";

const review = (rating: number, text: string) => ({ author_name: "Ana", author_url: "", rating, text });

describe("doc1 §5 review filter", () => {
  it("a rating below the location's minimum is hidden; equal or above is shown", () => {
    const rule = { minRating: 4, negativeKeywords: "" };
    expect(isReviewShown(review(3.9, "Great"), rule)).toBe(false);
    expect(isReviewShown(review(4, "Great"), rule)).toBe(true);
    expect(isReviewShown(review(5, "Great"), rule)).toBe(true);
  });

  it("a text containing a negative keyword is hidden, case-insensitive", () => {
    const rule = { minRating: 1, negativeKeywords: "rude, Slow ,scam" };
    expect(isReviewShown(review(5, "The agent was RUDE but fast"), rule)).toBe(false);
    expect(isReviewShown(review(5, "a bit slow today"), rule)).toBe(false);
    expect(isReviewShown(review(5, "Friendly and quick"), rule)).toBe(true);
  });

  it("empty keywords (stray commas, blanks) hide nothing", () => {
    expect(parseNegativeKeywords(" , rude,, ,")).toEqual(["rude"]);
    expect(isReviewShown(review(5, "Friendly"), { minRating: 0, negativeKeywords: ",, ," })).toBe(true);
    expect(isReviewShown(review(5, "Friendly"), { minRating: 0, negativeKeywords: ["", "  "] })).toBe(true);
  });

  it("filterReviews keeps order and drops unreadable entries", () => {
    const kept = filterReviews([review(5, "first"), { rating: "x" }, review(2, "low"), review(4.5, "second"), review(5, "scam!")], {
      minRating: 4,
      negativeKeywords: "scam",
    });
    expect(kept.map((r) => r.text)).toEqual(["first", "second"]);
  });

  it("doc1 §3 dynamic review location: latitude, longitude, minRating, location", () => {
    expect(dynamicReviewLocationSchema.parse({ latitude: "32.75", longitude: "-97.33", minRating: "4", location: "Fort Worth" })).toEqual({
      latitude: 32.75,
      longitude: -97.33,
      minRating: 4,
      location: "Fort Worth",
    });
  });
});

describe("doc1 §2, §9 rating stars", () => {
  it.each([
    [5, 100],
    [4.8, 100],
    [4.7, 90],
    [4.5, 90],
    [4.2, 80],
    [4.25, 90],
    [3, 60],
    [0.2, 0],
    [0.25, 10],
    [0, 0],
  ])("rating %s → %s%% wide (nearest 10%%)", (rating, width) => {
    expect(starWidthPercent(rating)).toBe(width);
  });

  it("out-of-range and non-numeric ratings stay within 0–100", () => {
    expect(starWidthPercent(7)).toBe(100);
    expect(starWidthPercent(-1)).toBe(0);
    expect(starWidthPercent(Number.NaN)).toBe(0);
  });

  it("the step is configurable", () => {
    expect(starWidthPercent(4.2, 5)).toBe(85);
    expect(starWidthPercent(4.2, 25)).toBe(75);
  });
});

describe("doc1 §2, §4 review slider arrows", () => {
  const base = { clientWidth: 300, scrollWidth: 1200, itemCount: 4 };

  it("at the start the left arrow is hidden", () => {
    expect(sliderArrows({ ...base, scrollLeft: 0 })).toEqual({ left: false, right: true });
  });

  it("in the middle both show", () => {
    expect(sliderArrows({ ...base, scrollLeft: 300 })).toEqual({ left: true, right: true });
  });

  it("at the end the right arrow is hidden (sub-pixel scroll positions count as the end)", () => {
    expect(sliderArrows({ ...base, scrollLeft: 900 })).toEqual({ left: true, right: false });
    expect(sliderArrows({ ...base, scrollLeft: 899.4 })).toEqual({ left: true, right: false });
  });

  it("with a single item both are hidden", () => {
    expect(sliderArrows({ scrollLeft: 0, clientWidth: 300, scrollWidth: 900, itemCount: 1 })).toEqual({ left: false, right: false });
  });

  it("when everything fits, both are hidden", () => {
    expect(sliderArrows({ scrollLeft: 0, clientWidth: 1200, scrollWidth: 1200, itemCount: 3 })).toEqual({ left: false, right: false });
  });

  it("an arrow scrolls by one container width, never past either end", () => {
    expect(sliderScrollTarget("right", { ...base, scrollLeft: 0 })).toBe(300);
    expect(sliderScrollTarget("right", { ...base, scrollLeft: 800 })).toBe(900);
    expect(sliderScrollTarget("left", { ...base, scrollLeft: 450 })).toBe(150);
    expect(sliderScrollTarget("left", { ...base, scrollLeft: 100 })).toBe(0);
  });
});

describe("doc1 §2, §9 testimonial carousel", () => {
  it.each([
    [320, 1, 10],
    [639, 1, 10],
    [640, 1, 20],
    [767, 1, 20],
    [768, 2, 20],
    [1023, 2, 20],
    [1024, 2.5, 20],
    [1920, 2.5, 20],
  ])("at %s px: %s slides per view, %s px apart", (width, slidesPerView, spaceBetween) => {
    expect(carouselLayoutAt(testimonialCarouselOptions, width)).toEqual({ slidesPerView, spaceBetween });
  });

  it("does not loop and uses the breakpoints 640, 768 and 1024", () => {
    expect(testimonialCarouselOptions.loop).toBe(false);
    expect(Object.keys(testimonialCarouselOptions.breakpoints).map(Number)).toEqual([640, 768, 1024]);
  });
});
