import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { fileURLToPath } from "node:url";
import { reactDomErrorsPlugin } from "./scripts/vite-react-dom-errors.ts";

/**
 * conform's zod 4 helpers (`@conform-to/zod/v4`) build their coercion wrappers with four
 * functions of classic zod (`lazy`, `optional`, `pipe`, `transform`), which would bring all of
 * classic zod into the browser. The quote forms' schemas are written with `zod/mini`; in the
 * browser build those four functions come from `zod/mini` as well (the same zod core parses
 * either way), so the pages load no classic zod for their forms. The server build is unchanged.
 */
function conformZodMini(): Plugin {
  return {
    name: "conform-zod-mini",
    enforce: "pre",
    resolveId(source, importer, options) {
      if (source !== "zod/v4" || !importer?.includes("/node_modules/@conform-to/zod/")) return null;
      if (this.environment.config.consumer !== "client") return null;
      return this.resolve("zod/mini", importer, { ...options, skipSelf: true });
    },
  };
}

export default defineConfig({
  plugins: [conformZodMini(), reactDomErrorsPlugin(), tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: { target: "es2022" },
});
