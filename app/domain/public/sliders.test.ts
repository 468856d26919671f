import { describe, expect, it } from "vitest";
import { carouselLayoutAt, sliderArrows, sliderScrollTarget, testimonialCarouselOptions } from "./sliders";

describe("doc1 §2, §4 review slider arrows", () => {
  const scroll = { clientWidth: 300, scrollWidth: 1000, itemCount: 4 };
  it("at the start the left arrow is hidden and the right one shown", () => {
    expect(sliderArrows({ ...scroll, scrollLeft: 0 })).toEqual({ left: false, right: true });
  });
  it("in the middle both show", () => {
    expect(sliderArrows({ ...scroll, scrollLeft: 300 })).toEqual({ left: true, right: true });
  });
  it("at the end the right arrow is hidden (sub-pixel scrolling still counts as the end)", () => {
    expect(sliderArrows({ ...scroll, scrollLeft: 700 })).toEqual({ left: true, right: false });
    expect(sliderArrows({ ...scroll, scrollLeft: 699.5 })).toEqual({ left: true, right: false });
  });
  it("with a single item both are hidden, even when it overflows", () => {
    expect(sliderArrows({ ...scroll, itemCount: 1, scrollLeft: 0 })).toEqual({ left: false, right: false });
  });
  it("when everything fits both are hidden", () => {
    expect(sliderArrows({ clientWidth: 1000, scrollWidth: 1000, itemCount: 3, scrollLeft: 0 })).toEqual({ left: false, right: false });
  });
});

describe("doc1 §2 an arrow scrolls by one container width", () => {
  it("right and left move by clientWidth", () => {
    expect(sliderScrollTarget("right", { scrollLeft: 0, clientWidth: 300, scrollWidth: 1000 })).toBe(300);
    expect(sliderScrollTarget("left", { scrollLeft: 600, clientWidth: 300, scrollWidth: 1000 })).toBe(300);
  });
  it("stays within the content", () => {
    expect(sliderScrollTarget("right", { scrollLeft: 600, clientWidth: 300, scrollWidth: 1000 })).toBe(700);
    expect(sliderScrollTarget("left", { scrollLeft: 100, clientWidth: 300, scrollWidth: 1000 })).toBe(0);
  });
});

describe("doc1 §2, §9 testimonial carousel layout", () => {
  it("1 slide and 10 px below 640 px; 1 slide and 20 px from 640 px", () => {
    expect(carouselLayoutAt(testimonialCarouselOptions, 390)).toEqual({ slidesPerView: 1, spaceBetween: 10 });
    expect(carouselLayoutAt(testimonialCarouselOptions, 640)).toEqual({ slidesPerView: 1, spaceBetween: 20 });
  });
  it("2 slides from 768 px and 2.5 from 1024 px, 20 px apart", () => {
    expect(carouselLayoutAt(testimonialCarouselOptions, 767)).toEqual({ slidesPerView: 1, spaceBetween: 20 });
    expect(carouselLayoutAt(testimonialCarouselOptions, 768)).toEqual({ slidesPerView: 2, spaceBetween: 20 });
    expect(carouselLayoutAt(testimonialCarouselOptions, 1280)).toEqual({ slidesPerView: 2.5, spaceBetween: 20 });
  });
  it("does not loop", () => {
    expect(testimonialCarouselOptions.loop).toBe(false);
  });
});
