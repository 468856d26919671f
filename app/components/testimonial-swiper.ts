/** Swiper with its navigation module and styles, loaded lazily by ./testimonial-carousel.tsx. */
import Swiper from "swiper";
import { A11y, Navigation } from "swiper/modules";
import "swiper/css";
import { testimonialCarouselOptions } from "~/domain/public/sliders";

export function mountTestimonialSwiper(
  container: HTMLElement,
  buttons: { next: HTMLElement; prev: HTMLElement },
  labels: { next: string; prev: string },
): Swiper {
  return new Swiper(container, {
    ...testimonialCarouselOptions,
    modules: [Navigation, A11y],
    navigation: { nextEl: buttons.next, prevEl: buttons.prev, disabledClass: "is-disabled" },
    a11y: { nextSlideMessage: labels.next, prevSlideMessage: labels.prev, slideRole: "group" },
    watchOverflow: true,
  });
}
