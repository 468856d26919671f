import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { fileURLToPath } from "node:url";
import { precompressPlugin } from "./scripts/vite-precompress.ts";

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
  plugins: [
    conformZodMini(),
    tailwindcss(),
    reactRouter(),
    // The browser's scripts and styles compressed once, at build time, beside each file.
    precompressPlugin(),
  ],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  // Development: the dependencies the dev server would otherwise discover while a first page loads
  // (and reload that page for) are bundled up front, so the first visit hydrates.
  optimizeDeps: {
    include: [
      "@conform-to/react",
      "@portabletext/react",
      "@conform-to/zod/v4",
      "i18next",
      "luxon",
      "@googlemaps/js-api-loader",
      "remix-i18next",
      "zod",
      "zod/mini",
      "@sanity/client",
      "groq-js",
      "groq",
      "pino",
      "rate-limiter-flexible",
    ],
  },
  build: {
    target: "es2022",
    rolldownOptions: {
      output: {
        /**
         * Fewer, larger chunks for the browser. By default every module shared by a different set
         * of routes gets a chunk of its own: the home page loaded 28 files, a dozen of them under
         * 1 KB, and each file costs the phone a request, a module record and a preload. React with
         * React DOM, and React Router, load on every page: two chunks, not one, because a phone
         * finishes compiling each downloaded script in one main-thread task, and one 340 KB chunk
         * made that task long. The site's shared modules are grouped by the routes that use them,
         * with groups under 6 KB merged into their nearest neighbour.
         */
        codeSplitting: {
          groups: [
            { name: "react-dom", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            { name: "router", test: /node_modules[\\/](react-router|@react-router|cookie|set-cookie-parser|turbo-stream)[\\/]/, priority: 2 },
            // Form validation (conform, zod) in groups of its own, by the routes that use it: a small group
            // of the site's own modules merged into it would carry it onto every page of that group.
            { name: "forms", test: /node_modules[\\/](@conform-to|zod)[\\/]/, entriesAware: true, priority: 2 },
            // The form rules that import zod (the quote, account, payment and purchase flows; the form
            // container of the contact and out-of-state pages, the components built on it, the flows' one date field and the licence upload and scanner) go with their routes, never merged into a
            // shared chunk that the reading pages load (a small module merged into the footer's newsletter
            // chunk has put zod on every page, twice).
            {
              name: "flow-forms",
              test: /[\\/]app[\\/]domain[\\/]((account|portal|payment|buy|follow-up|renters|roadside|quote)[\\/]|public[\\/](form-container|out-of-state)\.ts$)|[\\/]app[\\/]components[\\/](bot-check|turnstile-check|form-container-form|date-input|licence-upload|licence-scanner)\.tsx$/,
              entriesAware: true,
              priority: 2,
            },
            { name: "shared", test: /[\\/]app[\\/]/, minShareCount: 2, entriesAware: true, entriesAwareMergeThreshold: 6000, priority: 1 },
          ],
        },
        // A shared group's chunk is named after the routes that use it; the file is just "shared".
        chunkFileNames: (chunk) => (chunk.name.startsWith("shared") ? "assets/shared-[hash].js" : "assets/[name]-[hash].js"),
      },
    },
  },
});
