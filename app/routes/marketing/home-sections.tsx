/** The home page's sections below the hero: trust signals, products, how it works, call to action. */
import type { ComponentType } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import type { Language } from "~/domain/site";
import { BuildingIcon, CarIcon, HomeIcon, KeyIcon, MapPinIcon, PhoneIcon, ShieldIcon, StarIcon, TruckIcon } from "~/components/icons";
import { telHref } from "~/components/phone";
import { localHref } from "~/components/smart-link";
import { sitePaths } from "~/components/site-paths";
import { ReviewSlider, type SliderReview } from "~/components/review-slider";
import { Stars } from "~/components/stars";
import { TestimonialCarousel, type TestimonialItem } from "~/components/testimonial-carousel";
import { formatDecimal } from "~/domain/public/number-format";

const oneDecimal = (value: number) => formatDecimal(value, { maximumFractionDigits: 1 });

export interface TrustSignals {
  rating?: number;
  reviewCount?: number;
  carriers: string[];
  officeCount?: number;
}

const card = "grid content-start gap-3 rounded-card border border-line bg-canvas p-6 shadow-card";
const iconBadge = "grid size-12 place-items-center rounded-xl bg-primary-soft text-primary";

export function TrustSection({ brandName, trust, lang }: { brandName: string; trust: TrustSignals; lang: Language }) {
  const { t } = useTranslation();
  const hasRating = trust.rating !== undefined && trust.reviewCount !== undefined;
  return (
    <section aria-labelledby="trust-title" className="render-later container-page py-14 md:py-20">
      <h2 id="trust-title" className="max-w-2xl text-title font-extrabold text-ink">
        {t("home.trustTitle", { brand: brandName })}
      </h2>
      <div className="mt-8 grid gap-5 md:grid-cols-3">
        <div className={card}>
          <span className={iconBadge}>
            <StarIcon size={24} />
          </span>
          <h3 className="text-lg font-bold text-ink">{t("home.reviewsTitle")}</h3>
          {hasRating ? (
            <>
              <div className="flex flex-wrap items-center gap-3">
                <Stars rating={trust.rating ?? 0} label={t("home.starsLabel", { rating: oneDecimal(trust.rating ?? 0) })} />
                <span className="text-2xl font-extrabold text-ink">{t("home.reviewsSummary", { rating: oneDecimal(trust.rating ?? 0) })}</span>
              </div>
              <p className="text-ink-muted">{t("home.reviewsCount", { total: oneDecimal(trust.reviewCount ?? 0) })}</p>
            </>
          ) : (
            <p className="text-ink-muted">{t("home.reviewsFallback")}</p>
          )}
          <Link to={localHref("/reviews", lang)} className="link w-fit">
            {t("home.readReviews")}
          </Link>
        </div>
        <div className={card}>
          <span className={iconBadge}>
            <ShieldIcon size={24} />
          </span>
          <h3 className="text-lg font-bold text-ink">{t("home.carriersTitle")}</h3>
          <p className="text-ink-muted">{trust.carriers.length > 0 ? t("home.carriersBody", { total: trust.carriers.length }) : t("home.carriersFallback")}</p>
          {trust.carriers.length > 0 ? (
            <ul className="flex flex-wrap gap-2">
              {trust.carriers.map((carrier) => (
                <li key={carrier} className="rounded-full bg-surface px-3 py-1 text-sm font-semibold text-ink">
                  {carrier}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div className={card}>
          <span className={iconBadge}>
            <BuildingIcon size={24} />
          </span>
          <h3 className="text-lg font-bold text-ink">{t("home.officesTitle")}</h3>
          <p className="text-ink-muted">{trust.officeCount ? t("home.officesBody", { total: oneDecimal(trust.officeCount) }) : t("home.officesFallback")}</p>
          <Link to={localHref(sitePaths.offices, lang)} className="link inline-flex w-fit items-center gap-1.5">
            <MapPinIcon size={16} />
            {t("home.findOffice")}
          </Link>
        </div>
      </div>
    </section>
  );
}

const productIcons: Record<string, ComponentType<{ size?: number }>> = { auto: CarIcon, renters: KeyIcon, home: HomeIcon, roadside: TruckIcon };
const productPaths: Record<string, string> = { auto: "/auto-insurance", renters: "/renters", home: "/home-insurance", roadside: "/roadside" };
const productKeys = ["auto", "renters", "home", "roadside"] as const;

export function ProductsSection({ products, lang }: { products: string[]; lang: Language }) {
  const { t } = useTranslation();
  const shown = productKeys.filter((p) => products.includes(p));
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="products-title" className="render-later bg-surface py-14 md:py-20">
      <div className="container-page">
        <h2 id="products-title" className="text-title font-extrabold text-ink">
          {t("home.productsTitle")}
        </h2>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {shown.map((product) => {
            const Icon = productIcons[product] ?? ShieldIcon;
            return (
              <li key={product}>
                <Link
                  to={localHref(productPaths[product] ?? "/", lang)}
                  className="group grid h-full content-start gap-3 rounded-card border border-line bg-canvas p-6 shadow-card transition-shadow hover:shadow-pop"
                >
                  <span className={iconBadge}>
                    <Icon size={24} />
                  </span>
                  <span className="text-lg font-bold text-ink group-hover:text-primary-dark group-hover:underline">{t(`home.products.${product}.title`)}</span>
                  <span className="text-ink-muted">{t(`home.products.${product}.body`)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function StepsSection() {
  const { t } = useTranslation();
  const steps = t("home.steps", { returnObjects: true }) as { title: string; body: string }[];
  return (
    <section aria-labelledby="steps-title" className="render-later container-page py-14 md:py-20">
      <h2 id="steps-title" className="text-title font-extrabold text-ink">
        {t("home.stepsTitle")}
      </h2>
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-primary text-lg font-extrabold text-white" aria-hidden="true">
              {index + 1}
            </span>
            <div className="grid gap-1">
              <h3 className="text-lg font-bold text-ink">{step.title}</h3>
              <p className="text-ink-muted">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function CallSection({ phone, lang }: { phone: string; lang: Language }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="call-title" className="render-later bg-primary-dark text-white">
      <div className="container-page grid gap-6 py-12 md:grid-cols-[1fr_auto] md:items-center md:py-16">
        <div className="grid gap-2">
          <h2 id="call-title" className="text-title font-extrabold">
            {t("home.ctaTitle")}
          </h2>
          <p className="text-lead text-white/85">{t("home.ctaBody")}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a href={telHref(phone)} className="btn btn-accent">
            <PhoneIcon size={18} />
            {t("shell.callNumber", { phone })}
          </a>
          <Link to={localHref(sitePaths.offices, lang)} className="btn bg-white/10 text-white ring-2 ring-white/40 hover:bg-white/20">
            <MapPinIcon size={18} />
            {t("home.findOffice")}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** doc1 §2 reviews slider and testimonial carousel. */
export function ReviewsSection({
  reviews,
  testimonials,
  stepPercent,
  lang,
}: {
  reviews: SliderReview[];
  testimonials: TestimonialItem[];
  stepPercent: number;
  lang: Language;
}) {
  const { t } = useTranslation();
  if (reviews.length === 0 && testimonials.length === 0) return null;
  return (
    <div className="bg-surface py-14 md:py-20">
      <div className="container-page grid gap-14">
        <ReviewSlider id="home-reviews" title={t("offices.reviewsTitle")} reviews={reviews} lang={lang} stepPercent={stepPercent} />
        <TestimonialCarousel title={t("offices.testimonials")} testimonials={testimonials} lang={lang} />
        <Link to={localHref("/reviews", lang)} className="link w-fit">
          {t("home.readReviews")}
        </Link>
      </div>
    </div>
  );
}
