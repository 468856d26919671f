/**
 * doc1 §2 static and maps-service review sliders: a scrolling row of review cards whose arrows
 * scroll by one container width; the left arrow hides at the start, the right at the end, both
 * with a single item. Without JavaScript the row still scrolls (arrows stay hidden).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "~/i18n";
import { sliderArrows, sliderScrollTarget } from "~/domain/public/sliders";
import type { Language } from "~/domain/site";
import { ArrowRightIcon } from "./icons";
import { Stars } from "./stars";
import { formatDecimal } from "~/domain/public/number-format";

const oneDecimal = (value: number) => formatDecimal(value, { maximumFractionDigits: 1 });

export interface SliderReview {
  author: string;
  rating: number;
  text: string;
  city?: string;
  url?: string;
}

export interface ReviewSliderProps {
  reviews: SliderReview[];
  title: string;
  id: string;
  lang: Language;
  stepPercent?: number;
}

export function ReviewSlider({ reviews, title, id, stepPercent = 10 }: ReviewSliderProps) {
  const { t } = useTranslation();
  const row = useRef<HTMLUListElement>(null);
  const [arrows, setArrows] = useState({ left: false, right: false });

  const update = useCallback(() => {
    const el = row.current;
    if (!el) return;
    const next = sliderArrows({ scrollLeft: el.scrollLeft, clientWidth: el.clientWidth, scrollWidth: el.scrollWidth, itemCount: reviews.length });
    setArrows((shown) => (shown.left === next.left && shown.right === next.right ? shown : next));
  }, [reviews.length]);

  useEffect(() => {
    const el = row.current;
    if (!el) return;
    // The row is measured when the browser has laid it out (a resize observer reports once at the
    // start and on every change of size), not by forcing a layout while the page hydrates.
    const resize = new ResizeObserver(update);
    resize.observe(el);
    el.addEventListener("scroll", update, { passive: true });
    return () => {
      resize.disconnect();
      el.removeEventListener("scroll", update);
    };
  }, [update]);

  const scroll = (direction: "left" | "right") => {
    const el = row.current;
    if (!el) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollTo({ left: sliderScrollTarget(direction, el), behavior: smooth ? "smooth" : "auto" });
  };

  // The cards do not change when the arrows show or hide (the row is measured once the page has
  // laid it out): only the arrows render again then, not every card.
  const cards = useMemo(
    () =>
      reviews.map((review, index) => (
        <li key={`${review.author}-${index}`} className="w-[85%] shrink-0 sm:w-[calc(50%-0.5rem)] lg:w-[calc(33.333%-0.75rem)]" data-testid="review">
          <figure className="grid h-full content-start gap-3 rounded-card border border-line bg-canvas p-5 shadow-card">
            <Stars rating={review.rating} stepPercent={stepPercent} size={18} label={t("offices.starsLabel", { rating: oneDecimal(review.rating) })} />
            <blockquote className="text-ink">
              <p>{review.text}</p>
            </blockquote>
            <figcaption className="text-sm font-semibold text-ink-muted">
              {review.url ? (
                <a href={review.url} className="link" rel="noopener noreferrer" target="_blank">
                  {review.author}
                </a>
              ) : (
                review.author
              )}
              {review.city ? `, ${review.city}` : ""}
            </figcaption>
          </figure>
        </li>
      )),
    [reviews, stepPercent, t],
  );

  if (reviews.length === 0) return null;
  const arrow = "grid size-11 place-items-center rounded-full border border-line bg-canvas text-ink shadow-card hover:bg-surface";
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-5" data-testid={id}>
      <div className="flex items-end justify-between gap-4">
        <h2 id={`${id}-title`} className="text-title font-extrabold text-ink">
          {title}
        </h2>
        <div className="flex gap-2">
          <button type="button" className={arrow} hidden={!arrows.left} onClick={() => scroll("left")} data-testid="slider-left">
            <ArrowRightIcon size={20} className="rotate-180" />
            <span className="sr-only">{t("offices.previousReviews")}</span>
          </button>
          <button type="button" className={arrow} hidden={!arrows.right} onClick={() => scroll("right")} data-testid="slider-right">
            <ArrowRightIcon size={20} />
            <span className="sr-only">{t("offices.nextReviews")}</span>
          </button>
        </div>
      </div>
      <ul ref={row} className="flex gap-4 overflow-x-auto pb-2 [scrollbar-width:thin]" tabIndex={0} aria-label={title}>
        {cards}
      </ul>
    </section>
  );
}
