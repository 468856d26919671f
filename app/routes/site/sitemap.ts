/**
 * GET /sitemap.xml: per brand host, each public page in each language with a stable address (its
 * hreflang alternates beside it), the brand's office pages included; the product pages only for a
 * brand that sells the product; the brand's editor-made pages.
 */
import { publicAddress } from "~/.server/seo";
import { siteContext } from "~/.server/site-context";
import { listedPagesOf, sitemapXml } from "~/domain/public/seo";
import { loadOffices } from "../offices/offices.server";
import type { Route } from "./+types/sitemap";

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const { origin, unprefixedDefault } = publicAddress(site, request, url);
  const { offices } = await loadOffices(site);
  const pages = await site.content.pageSlugs(site.brand.code);
  const paths = [...listedPagesOf(site.brand.products), ...pages.map((slug) => `/${slug}`), ...offices.map((office) => `/offices/${office.slug}`)];
  return new Response(sitemapXml(origin, paths, unprefixedDefault), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
