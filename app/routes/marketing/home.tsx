/** The home page: the brand's hero copy with the zip entry, trust signals, products and a call link. */
import { data } from "react-router";
import { z } from "zod";
import { siteContext } from "~/.server/site-context";
import { useShellData } from "~/components/root-data";
import { getInstance } from "~/.server/i18n";
import type { Route } from "./+types/home";
import { HomeHero } from "./home-hero";
import { homeWidgets } from "../widgets/home.server";
import { CallSection, ProductsSection, ReviewsSection, StepsSection, TrustSection, type TrustSignals } from "./home-sections";
import { NearestOfficeBanner, NearestOfficeLink, useNearestOffice } from "~/components/nearest-office-banner";
import { loadReviewWidgets } from "~/routes/offices/reviews.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  // Trust figures authored with the site settings, when the brand has them.
  const trustSchema = z.object({
    rating: z.number().min(0).max(5).optional(),
    reviewCount: z.number().int().nonnegative().optional(),
    carriers: z.array(z.string().min(1)).default([]),
    officeCount: z.number().int().positive().optional(),
  });
  const site = context.get(siteContext);
  const { settings, brand } = site;
  const reviews = await loadReviewWidgets(site);
  const t = getInstance(context).t;
  const authored = trustSchema.safeParse((settings as Record<string, unknown>).trust ?? {});
  const trust: TrustSignals = authored.success ? authored.data : { carriers: [] };
  const widgets = await homeWidgets(request, context);
  return data(
    {
      hero: settings.hero,
      zip: widgets.zip,
      quoteCard: widgets.quoteCard,
      trust,
      reviews: { items: reviews.serviceReviews, testimonials: reviews.testimonials, stepPercent: reviews.stepPercent },
      geolocationTimeoutMs: settings.limits.geolocationTimeoutMs,
      title: t("home.metaTitle", { brand: brand.name }),
      description: t("home.metaDescription", { brand: brand.name }),
    },
    // A newly drawn A/B variant is remembered (doc1 §2).
    { headers: widgets.setCookie ? { "Set-Cookie": widgets.setCookie } : undefined },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const inherited = matches.flatMap((match) => match?.meta ?? []).filter((tag) => !("title" in tag) && !("name" in tag && tag.name === "description"));
  if (!loaderData) return inherited;
  return [...inherited, { title: loaderData.title }, { name: "description", content: loaderData.description }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const shell = useShellData();
  const nearest = useNearestOffice(shell?.lang ?? "en", loaderData.geolocationTimeoutMs);
  if (!shell) return null;
  const { lang, brand } = shell;
  return (
    <>
      <NearestOfficeBanner office={nearest.office} asked={nearest.asked} />
      <HomeHero
        hero={loaderData.hero}
        lang={lang}
        phone={brand.phones.sales}
        zip={loaderData.zip}
        quoteCard={loaderData.quoteCard}
        nearestOffice={<NearestOfficeLink lang={lang} nearest={nearest} />}
      />
      <TrustSection brandName={brand.name} trust={loaderData.trust} lang={lang} />
      <ProductsSection products={brand.products} lang={lang} />
      <StepsSection />
      <ReviewsSection
        reviews={loaderData.reviews.items}
        testimonials={loaderData.reviews.testimonials}
        stepPercent={loaderData.reviews.stepPercent}
        lang={lang}
      />
      <CallSection phone={brand.phones.sales} lang={lang} />
    </>
  );
}
