/**
 * doc1 §2 the quote page's review slider, static or dynamic as the brand's settings say. Below
 * the quote form, so nothing of it is in the page's first JavaScript: when its place first
 * nears the screen it fetches its reviews and the slider's code together, then shows the slider
 * (arrows by one width, stars in 10 % steps). No reviews, or no answer: the place closes.
 * Without JavaScript a link leads to the reviews page.
 */
import { useRef, useState, type ComponentType } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n";
import { localizePath, type Language } from "~/domain/site";
import type { clientLoader as quoteReviews } from "~/routes/offices/quote-reviews";
import { useFetcherAnswer } from "./forms/use-fetcher-answer";
import type { ReviewSliderProps, SliderReview } from "./review-slider";
import { useFirstVisible } from "./use-first-visible";

type Loaded = { Slider: ComponentType<ReviewSliderProps>; type: "static" | "dynamic"; reviews: SliderReview[]; stepPercent: number };

export function QuoteReviewSlider({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const place = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | "none" | null>(null);
  const ask = useFetcherAnswer(useFetcher<typeof quoteReviews>());

  useFirstVisible(
    place,
    () => {
      const answer = ask({ lang }, { method: "get", action: "/api/reviews/quote" });
      Promise.all([import("./review-slider"), answer])
        .then(([module, data]) => {
          // Undefined: the page left before the answer.
          if (!data) return;
          if (!("reviews" in data)) {
            console.warn("The review slider could not load its reviews:", data.error);
            return setLoaded("none");
          }
          const { type, reviews, stepPercent } = data;
          setLoaded(reviews.length > 0 ? { type, reviews, stepPercent, Slider: module.ReviewSlider } : "none");
        })
        .catch((error: unknown) => {
          console.warn("The review slider could not load:", error);
          setLoaded("none");
        });
    },
    "200px",
  );

  if (loaded === "none") return null;
  return (
    <div className="bg-surface pb-16">
      <div
        ref={place}
        className="container-page"
        data-testid="quote-reviews"
        data-status={loaded ? "ready" : "waiting"}
        data-type={loaded ? loaded.type : undefined}
      >
        {loaded ? (
          <loaded.Slider
            id="quote-review-slider"
            title={t("offices.quoteReviewsTitle")}
            reviews={loaded.reviews}
            lang={lang}
            stepPercent={loaded.stepPercent}
          />
        ) : (
          <div className="min-h-56">
            <noscript>
              <a href={localizePath("/reviews", lang)} className="link">
                {t("offices.quoteReviewsLink")}
              </a>
            </noscript>
          </div>
        )}
      </div>
    </div>
  );
}
