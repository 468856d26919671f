/**
 * doc1 §2 testimonial carousel: swiper with 1 slide per view below 768 px, 2 from 768 px and 2.5
 * from 1024 px, 10 px between slides (20 from 640 px), no looping, next and previous buttons.
 * Swiper loads only when the carousel first comes into view; before that (and without
 * JavaScript) the slides are a scrolling row.
 */
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n";
import type { Language } from "~/domain/site";
import { ArrowRightIcon } from "./icons";
import { Stars } from "./stars";
import { formatDecimal } from "~/domain/public/number-format";

export interface TestimonialItem {
  id: string;
  name: string;
  city: string;
  quote: string;
  rating?: number;
}

export function TestimonialCarousel({ testimonials, title }: { testimonials: TestimonialItem[]; title: string; lang: Language }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const prev = useRef<HTMLButtonElement>(null);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const node = container.current;
    if (!node || testimonials.length === 0) return;
    let swiper: { destroy: () => void } | null = null;
    let cancelled = false;
    const start = () => {
      import("./testimonial-swiper")
        .then(({ mountTestimonialSwiper }) => {
          if (cancelled || !next.current || !prev.current) return;
          swiper = mountTestimonialSwiper(
            node,
            { next: next.current, prev: prev.current },
            { next: t("offices.nextTestimonial"), prev: t("offices.previousTestimonial") },
          );
          setReady(true);
        })
        .catch((error: unknown) => console.error("The testimonial carousel could not load:", error));
    };
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        start();
      }
    });
    observer.observe(node);
    return () => {
      cancelled = true;
      observer.disconnect();
      swiper?.destroy();
    };
  }, [testimonials.length, t]);

  if (testimonials.length === 0) return null;
  const button =
    "grid size-11 place-items-center rounded-full border border-line bg-canvas text-ink shadow-card hover:bg-surface [&.is-disabled]:opacity-40 [&.is-disabled]:cursor-not-allowed";
  return (
    <section aria-labelledby="testimonials-title" className="grid gap-5" data-testid="testimonials" data-ready={ready ? "true" : "false"}>
      <div className="flex items-end justify-between gap-4">
        <h2 id="testimonials-title" className="text-title font-extrabold text-ink">
          {title}
        </h2>
        <div className="flex gap-2" hidden={!ready}>
          <button ref={prev} type="button" className={button} data-testid="testimonial-prev">
            <ArrowRightIcon size={20} className="rotate-180" />
            <span className="sr-only">{t("offices.previousTestimonial")}</span>
          </button>
          <button ref={next} type="button" className={button} data-testid="testimonial-next">
            <ArrowRightIcon size={20} />
            <span className="sr-only">{t("offices.nextTestimonial")}</span>
          </button>
        </div>
      </div>
      <div ref={container} className="swiper w-full overflow-hidden">
        {/* Before swiper takes over (and without JavaScript) the row scrolls, so it takes keyboard focus. */}
        <div
          className={ready ? "swiper-wrapper" : "swiper-wrapper flex gap-4 overflow-x-auto"}
          {...(ready ? {} : { tabIndex: 0, role: "group", "aria-label": title })}
        >
          {testimonials.map((item) => (
            <figure
              key={item.id}
              className={`swiper-slide h-auto! ${ready ? "" : "w-full shrink-0 md:w-[calc(50%-0.5rem)] lg:w-[40%]"}`}
              data-testid="testimonial"
            >
              <div className="grid h-full content-start gap-4 rounded-card bg-primary-dark p-6 text-white">
                {item.rating !== undefined ? (
                  <span className="w-fit rounded-full bg-white px-2 py-1">
                    <Stars
                      rating={item.rating}
                      size={16}
                      label={t("offices.starsLabel", { rating: formatDecimal(item.rating, { maximumFractionDigits: 1 }) })}
                    />
                  </span>
                ) : null}
                <blockquote className="text-lg leading-relaxed">
                  <p>“{item.quote}”</p>
                </blockquote>
                <figcaption className="font-semibold text-white/90">
                  {item.name}
                  {item.city ? ` · ${item.city}` : ""}
                </figcaption>
              </div>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
