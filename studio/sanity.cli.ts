/** Sanity CLI settings: which project `sanity dataset import` and `sanity deploy` talk to, and typegen. */
import { defineCliConfig } from "sanity/cli";

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || "offline-build",
    dataset: process.env.SANITY_STUDIO_DATASET || "production",
  },
  typegen: {
    path: "../app/.server/content/queries.ts",
    // scripts/check-studio.ts generates into a scratch folder to compare with the committed files.
    schema: process.env.TYPEGEN_SCHEMA || "schema.json",
    generates: process.env.TYPEGEN_OUTPUT || "sanity.types.ts",
  },
});
