/**
 * Editor-made pages (cms-schemas/page.ts): any address that no other route answers is looked up as
 * a page of the brand; none → 404. The page's sections render in the page's language; its
 * frequently asked questions are given to search engines as FAQPage structured data.
 */
import { data } from "react-router";
import { siteContext } from "~/.server/site-context";
import { homeWidgets } from "../widgets/home.server";
import { PageSections } from "~/components/page-sections";
import { faqStructuredData, pageSlugOf } from "~/domain/public/pages";
import { pick } from "~/domain/site";
import type { Route } from "./+types/page";

export const handle = { listedPage: true };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const slug = pageSlugOf(params["*"] ?? "");
  const page = slug ? await site.content.page(site.brand.code, slug) : null;
  if (!page || page.sections.length === 0) throw data(null, { status: 404 });
  const { zip } = await homeWidgets(request, context);
  const { lang, settings, brand } = site;
  return {
    lang,
    sections: page.sections,
    heading: pick(page.title, lang),
    title: `${pick(page.title, lang)} | ${brand.name}`,
    description: pick(page.description, lang),
    zip: { label: pick(settings.hero.zipLabel, lang), placeholder: pick(settings.hero.zipPlaceholder, lang), cta: pick(settings.hero.cta, lang), ...zip },
    structuredData: faqStructuredData(page.sections, lang),
  };
}

/** Pages are read, never sent to: any other method is refused here (405), without a server error. */
export function action() {
  throw data(null, { status: 405, headers: { Allow: "GET, HEAD" } });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const inherited = matches.flatMap((match) => match?.meta ?? []).filter((tag) => !("title" in tag) && !("name" in tag && tag.name === "description"));
  if (!loaderData) return inherited;
  return [
    ...inherited,
    { title: loaderData.title },
    { name: "description", content: loaderData.description },
    ...(loaderData.structuredData ? [{ "script:ld+json": loaderData.structuredData }] : []),
  ];
}

export default function EditorPage({ loaderData }: Route.ComponentProps) {
  const { sections, lang, heading, zip } = loaderData;
  return (
    <>
      {sections[0]?._type === "pageHero" ? null : (
        <div className="container-page max-w-3xl pt-10 md:pt-16">
          <h1 id="page-title" className="text-display font-extrabold text-balance text-ink">
            {heading}
          </h1>
        </div>
      )}
      <PageSections sections={sections} lang={lang} zip={zip} />
    </>
  );
}
