/**
 * Sanity Studio for the agency site's content. The project comes from SANITY_STUDIO_PROJECT_ID
 * and SANITY_STUDIO_DATASET (see docs/content.md); the placeholder lets the studio build offline.
 * SANITY_STUDIO_PREVIEW_URL, when set, is the address of a site deployment that reads drafts
 * (one run with a read token, see docs/content.md): documents then get an "Open preview" link.
 */
import { defineConfig, type SchemaTypeDefinition, type Template } from "sanity";
import { structureTool, type StructureResolver } from "sanity/structure";
import { documentTypes, schemaTypes } from "../cms-schemas/index.ts";

const projectId = process.env.SANITY_STUDIO_PROJECT_ID || "offline-build";
const dataset = process.env.SANITY_STUDIO_DATASET || "production";
const previewUrl = (process.env.SANITY_STUDIO_PREVIEW_URL || "").replace(/\/+$/, "");
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

/** Where a document shows on the preview deployment: an office its page, anything else the brand's home page. */
async function previewAddress(
  document: { _type: string; slug?: unknown; brand?: { _ref?: string }; code?: unknown },
  fetchBrandCode: (id: string) => Promise<string | null>,
): Promise<string | undefined> {
  if (!previewUrl) return undefined;
  if (document._type === "office" && typeof document.slug === "string") return `${previewUrl}/offices/${encodeURIComponent(document.slug)}`;
  const code =
    document._type === "brand"
      ? typeof document.code === "string"
        ? document.code
        : null
      : document.brand?._ref
        ? await fetchBrandCode(document.brand._ref)
        : null;
  return code ? `${previewUrl}/?brand=${encodeURIComponent(code)}` : `${previewUrl}/`;
}

export default defineConfig({
  name: "default",
  title: "Agency site content",
  projectId,
  dataset,
  plugins: [structureTool({ structure })],
  schema: { types: schemaTypes as unknown as SchemaTypeDefinition[], templates },
  document: {
    productionUrl: async (previous, context) => {
      const client = context.getClient({ apiVersion: API_VERSION });
      const address = await previewAddress(context.document as Parameters<typeof previewAddress>[0], (id) =>
        client.fetch<string | null>("*[_id == $id][0].code", { id }),
      );
      return address ?? previous;
    },
  },
});
