/**
 * Sanity Studio for the agency site's content. The project comes from SANITY_STUDIO_PROJECT_ID
 * and SANITY_STUDIO_DATASET (see docs/content.md); the placeholder lets the studio build offline.
 */
import { defineConfig, type SchemaTypeDefinition } from "sanity";
import { structureTool, type StructureResolver } from "sanity/structure";
import { documentTypes, schemaTypes } from "../cms-schemas/index.ts";

const projectId = process.env.SANITY_STUDIO_PROJECT_ID || "offline-build";
const dataset = process.env.SANITY_STUDIO_DATASET || "production";

/** Brands first, then each kind of settings, one document per brand. */
const structure: StructureResolver = (S) =>
  S.list()
    .title("Content")
    .items(documentTypes.map((type) => S.documentTypeListItem(type.name).title(type.name === "brand" ? "Brands" : type.title)));

export default defineConfig({
  name: "default",
  title: "Agency site content",
  projectId,
  dataset,
  plugins: [structureTool({ structure })],
  schema: { types: schemaTypes as unknown as SchemaTypeDefinition[] },
});
