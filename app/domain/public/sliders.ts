/**
 * doc1 §2, §4 review sliders and the testimonial carousel.
 */

/** How far a scroll may be from an end and still count as at that end (sub-pixel scrolling). */
const EDGE_TOLERANCE_PX = 1;

export type SliderScroll = {
  /** Current horizontal scroll offset (`scrollLeft`). */
  scrollLeft: number;
  /** Visible width of the container (`clientWidth`). */
  clientWidth: number;
  /** Full width of the content (`scrollWidth`). */
  scrollWidth: number;
  /** Number of review items in the slider. */
  itemCount: number;
};

/**
 * doc1 §2 static and maps-service review sliders: the left arrow is hidden at the start, the
 * right arrow at the end; with a single item (or none) both are hidden. When everything fits,
 * start and end coincide and both are hidden too.
 */
export function sliderArrows(scroll: SliderScroll): { left: boolean; right: boolean } {
  if (scroll.itemCount <= 1) return { left: false, right: false };
  const maxScroll = Math.max(0, scroll.scrollWidth - scroll.clientWidth);
  const position = Math.abs(scroll.scrollLeft);
  return {
    left: position > EDGE_TOLERANCE_PX,
    right: position < maxScroll - EDGE_TOLERANCE_PX,
  };
}

/** doc1 §2: an arrow scrolls by one container width; the target stays within the content. */
export function sliderScrollTarget(direction: "left" | "right", scroll: Omit<SliderScroll, "itemCount">): number {
  const maxScroll = Math.max(0, scroll.scrollWidth - scroll.clientWidth);
  const next = scroll.scrollLeft + (direction === "right" ? scroll.clientWidth : -scroll.clientWidth);
  return Math.min(maxScroll, Math.max(0, next));
}

export type CarouselLayout = { slidesPerView: number; spaceBetween: number };

/** Swiper-style options: base layout plus `breakpoints` keyed by minimum viewport width (px). */
export type CarouselOptions = CarouselLayout & {
  loop: false;
  breakpoints: Record<number, CarouselLayout>;
};

/**
 * doc1 §2 testimonial carousel as a swiper options object: 1 slide per view below 768 px, 2 from
 * 768 px, 2.5 from 1024 px; space between slides 10, or 20 from 640 px; no looping. Swiper
 * applies the single largest breakpoint not above the width over the base options (it does not
 * add breakpoints up), so each breakpoint states both values.
 */
export const testimonialCarouselOptions: CarouselOptions = {
  slidesPerView: 1,
  spaceBetween: 10,
  loop: false,
  breakpoints: {
    640: { slidesPerView: 1, spaceBetween: 20 },
    768: { slidesPerView: 2, spaceBetween: 20 },
    1024: { slidesPerView: 2.5, spaceBetween: 20 },
  },
};

/** The layout a carousel shows at a viewport width, resolved as swiper resolves breakpoints. */
export function carouselLayoutAt(options: CarouselOptions, width: number): CarouselLayout {
  const active = Object.keys(options.breakpoints)
    .map(Number)
    .filter((min) => min <= width)
    .sort((a, b) => b - a)[0];
  const override = active === undefined ? undefined : options.breakpoints[active];
  return { slidesPerView: override?.slidesPerView ?? options.slidesPerView, spaceBetween: override?.spaceBetween ?? options.spaceBetween };
}
