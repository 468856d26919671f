/**
 * Sanity Studio for the agency site's content. The project comes from SANITY_STUDIO_PROJECT_ID
 * and SANITY_STUDIO_DATASET (see docs/content.md); the placeholder lets the studio build offline.
 * The Presentation tool shows the site in a frame with the editor's drafts: SANITY_STUDIO_PREVIEW_URL
 * is the site's address (default http://localhost:3000, `npm start`); the site turns preview mode on
 * at /api/preview-mode/enable once it has checked the Studio's secret (docs/content.md, "Previewing
 * drafts"). Each document lists the pages that show it (locations); opening one shows it there.
 */
import { defineConfig, type SchemaTypeDefinition, type Template } from "sanity";
import { defineLocations, presentationTool, type DocumentLocation, type DocumentLocationResolvers } from "sanity/presentation";
import { structureTool, type StructureResolver } from "sanity/structure";
import { documentTypes, schemaTypes } from "../cms-schemas/index.ts";

const projectId = process.env.SANITY_STUDIO_PROJECT_ID || "offline-build";
const dataset = process.env.SANITY_STUDIO_DATASET || "production";
const siteUrl = (process.env.SANITY_STUDIO_PREVIEW_URL || "http://localhost:3000").replace(/\/+$/, "");
const API_VERSION = "2025-02-19";

/** Settings documents: one of each kind per brand (the `brand` field's validation refuses a second). */
const settingsTypes = documentTypes.filter((type) => type.fields.some((field) => field.name === "brand"));
const sharedTypes = documentTypes.filter((type) => type.name !== "brand" && !settingsTypes.includes(type));

const forBrand = (type: string) => `${type}-for-brand`;

/** New settings made from a brand's folder start tied to that brand. */
const templates = (previous: Template[]): Template[] => [
  ...previous,
  ...settingsTypes.map((type) => ({
    id: forBrand(type.name),
    title: `${type.title} for a brand`,
    schemaType: type.name,
    parameters: [{ name: "brandId", type: "string" }],
    value: (params: { brandId: string }) => ({ brand: { _type: "reference", _ref: params.brandId } }),
  })),
];

/** Brands; then each brand's folder with its settings; then what brands share (offices, reviews). */
const structure: StructureResolver = (S) =>
  S.list()
    .title("Content")
    .items([
      S.documentTypeListItem("brand").title("Brands"),
      S.listItem()
        .title("Settings by brand")
        .child(
          S.documentTypeList("brand")
            .title("Settings by brand")
            .child((brandId: string) =>
              S.list()
                .title("Settings")
                .items(
                  settingsTypes.map((type) =>
                    S.listItem()
                      .id(type.name)
                      .title(type.title)
                      .schemaType(type.name)
                      .child(
                        S.documentList()
                          .title(type.title)
                          .schemaType(type.name)
                          .apiVersion(API_VERSION)
                          .filter("_type == $type && brand._ref == $brandId")
                          .params({ type: type.name, brandId })
                          .initialValueTemplates([S.initialValueTemplateItem(forBrand(type.name), { brandId })]),
                      ),
                  ),
                ),
            ),
        ),
      S.divider(),
      ...sharedTypes.map((type) => S.documentTypeListItem(type.name).title(type.title)),
    ]);

/** A page in both languages: English at the address, Spanish under /es. */
function inBothLanguages(title: string, path: string, query = ""): DocumentLocation[] {
  return [
    { title, href: `${path}${query}` },
    { title: `${title} (español)`, href: `${path === "/" ? "/es" : `/es${path}`}${query}` },
  ];
}

/** A brand's home page: on a site that lets `?brand=` pick the brand (outside production), that brand's. */
const brandHome = (code: unknown, name: unknown) =>
  typeof code === "string" ? inBothLanguages(`${typeof name === "string" ? name : code}: home page`, "/", `?brand=${encodeURIComponent(code)}`) : [];

/** Where each kind of document shows on the site, for the Presentation tool and the document's "used on" list. */
const locations: DocumentLocationResolvers = {
  brand: defineLocations({
    select: { name: "name", code: "code" },
    resolve: (doc) => ({ locations: brandHome(doc?.code, doc?.name) }),
  }),
  office: defineLocations({
    select: { name: "name", slug: "slug" },
    resolve: (doc) => ({
      locations: typeof doc?.slug === "string" ? inBothLanguages(String(doc.name ?? doc.slug), `/offices/${encodeURIComponent(doc.slug)}`) : [],
    }),
  }),
  page: defineLocations({
    select: { title: "title.en", slug: "slug" },
    resolve: (doc) => ({ locations: typeof doc?.slug === "string" ? inBothLanguages(String(doc.title ?? doc.slug), `/${doc.slug}`) : [] }),
  }),
  // A brand's settings show on every page of its site; its home page stands for them.
  ...Object.fromEntries(
    settingsTypes.map((type) => [
      type.name,
      defineLocations({
        select: { code: "brand.code", name: "brand.name" },
        resolve: (doc) => ({ locations: brandHome(doc?.code, doc?.name) }),
      }),
    ]),
  ),
};

/** Editor-made pages answer at /<slug> (levels joined by /) and /es/<slug>. */
const pageFilter = (slug: string) => ({ filter: `_type == "page" && slug == $slug`, params: { slug } });

/** The document a page of the site is made from, for the Presentation tool's document panel. */
const mainDocuments = [
  { route: ["/offices/:slug", "/es/offices/:slug"], filter: `_type == "office" && slug == $slug` },
  { route: "/es/:a/:b", resolve: ({ params }: { params: Record<string, string> }) => pageFilter(`${params.a}/${params.b}`) },
  { route: "/es/:a", resolve: ({ params }: { params: Record<string, string> }) => pageFilter(String(params.a)) },
  { route: "/:a/:b", resolve: ({ params }: { params: Record<string, string> }) => pageFilter(`${params.a}/${params.b}`) },
  { route: "/:a", resolve: ({ params }: { params: Record<string, string> }) => pageFilter(String(params.a)) },
];

export default defineConfig({
  name: "default",
  title: "Agency site content",
  projectId,
  dataset,
  plugins: [
    structureTool({ structure }),
    presentationTool({
      title: "Preview",
      previewUrl: { initial: siteUrl, previewMode: { enable: "/api/preview-mode/enable" } },
      resolve: { locations, mainDocuments },
    }),
  ],
  schema: { types: schemaTypes as unknown as SchemaTypeDefinition[], templates },
});
