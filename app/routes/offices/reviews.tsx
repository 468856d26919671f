/** The reviews page (doc1 §2 "Reviews"): customer reviews, maps-service reviews and testimonials. */
import { useTranslation } from "~/i18n";
import { siteContext } from "~/.server/site-context";
import { getInstance } from "~/.server/i18n";
import { ReviewSlider } from "~/components/review-slider";
import { useShellData } from "~/components/root-data";
import { Stars } from "~/components/stars";
import { TestimonialCarousel } from "~/components/testimonial-carousel";
import type { Route } from "./+types/reviews";
import { loadReviewWidgets } from "./reviews.server";
import { formatDecimal } from "~/domain/public/number-format";

const oneDecimal = (value: number) => formatDecimal(value, { maximumFractionDigits: 1 });

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const t = getInstance(context).t;
  const widgets = await loadReviewWidgets(site);
  return {
    ...widgets,
    title: t("offices.reviewsMetaTitle", { brand: site.brand.name }),
    description: t("offices.reviewsMetaDescription", { brand: site.brand.name }),
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const inherited = matches.flatMap((match) => match?.meta ?? []).filter((tag) => !("title" in tag) && !("name" in tag && tag.name === "description"));
  if (!loaderData) return inherited;
  return [...inherited, { title: loaderData.title }, { name: "description", content: loaderData.description }];
}

export default function Reviews({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useShellData()?.lang ?? "en";
  const { staticReviews, serviceReviews, serviceSource, testimonials, average, count, stepPercent } = loaderData;
  return (
    <div className="grid gap-14 pb-16">
      <header className="bg-surface">
        <div className="container-page grid gap-3 py-10 md:py-14">
          <h1 className="text-display font-extrabold text-ink">{t("offices.reviewsTitle")}</h1>
          <p className="max-w-2xl text-lead text-ink-muted">{t("offices.reviewsLead")}</p>
          {average !== null ? (
            <p className="flex flex-wrap items-center gap-3 font-semibold text-ink">
              <Stars rating={average} stepPercent={stepPercent} label={t("offices.starsLabel", { rating: oneDecimal(average) })} />
              {t("offices.averageRating", { rating: oneDecimal(average), count })}
            </p>
          ) : null}
        </div>
      </header>
      <div className="container-page">
        <ReviewSlider id="static-reviews" title={t("offices.staticReviews")} reviews={staticReviews} lang={lang} stepPercent={stepPercent} />
      </div>
      <div className="container-page">
        <TestimonialCarousel title={t("offices.testimonials")} testimonials={testimonials} lang={lang} />
      </div>
      {/* Offline or without a key the stand-in is the agency's own reviews, already above: they are
          not shown again under the maps service's name. */}
      {serviceSource === "places" && serviceReviews.length > 0 ? (
        <div className="container-page">
          <ReviewSlider id="place-reviews" title={t("offices.placeReviews")} reviews={serviceReviews} lang={lang} stepPercent={stepPercent} />
        </div>
      ) : null}
    </div>
  );
}
