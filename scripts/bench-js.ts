/**
 * `npm run bench:js`: the JavaScript each page makes the browser load before it is interactive —
 * every script and module preload its HTML references — in bytes, raw and compressed (gzip -9,
 * as the server's compression would send it at most), in English and Spanish.
 *
 *   npm run bench:js [-- --paths=/,/offices,/quote] [-- --brand=<code>] [-- --limit=180]
 *
 * Needs a build (`npx react-router build`; BUILD_DIR honoured). Scripts loaded later on demand
 * (maps, barcode scanning, carousels when they come into view) are not counted. Exits 1 when a page
 * is above the limit in KB (gzip), default 180.
 */
import { gzipSync } from "node:zlib";
import { pageScriptPaths } from "./page-scripts.ts";
import { hasBuild, serveBuild } from "./serve-build.ts";

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, "").split("=");
    return [key ?? "", value ?? "true"] as const;
  }),
);
const paths = (args.get("paths") ?? "/,/offices,/quote").split(",").filter((p) => p.startsWith("/"));
const brand = args.get("brand");
const limitKb = Number(args.get("limit") ?? 180);

async function main(): Promise<number> {
  if (!hasBuild()) {
    console.error("No build: run `npx react-router build` first (BUILD_DIR honoured).");
    return 2;
  }
  const site = await serveBuild();
  const sizes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = async (url: string) => {
    const known = sizes.get(url);
    if (known) return known;
    const body = Buffer.from(await (await fetch(url, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
    const size = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    sizes.set(url, size);
    return size;
  };
  try {
    const rows: { page: string; files: number; raw: number; gzip: number; html: number; htmlGzip: number }[] = [];
    for (const p of paths) {
      for (const page of [p, p === "/" ? "/es" : `/es${p}`]) {
        const url = `${site.base}${page}${brand ? `?brand=${encodeURIComponent(brand)}` : ""}`;
        const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
        if (!response.ok) throw new Error(`${page}: HTTP ${response.status}`);
        const html = await response.text();
        const urls = pageScriptPaths(html).map((script) => new URL(script, site.base).href);
        let raw = 0;
        let gzip = 0;
        for (const script of urls) {
          const size = await sizeOf(script);
          raw += size.raw;
          gzip += size.gzip;
        }
        rows.push({ page, files: urls.length, raw, gzip, html: Buffer.byteLength(html), htmlGzip: gzipSync(html, { level: 9 }).length });
      }
    }
    const kb = (n: number) => (n / 1000).toFixed(1).padStart(7);
    console.log(`\n${"page".padEnd(16)}scripts  JS raw KB  JS gzip KB  HTML raw KB  HTML gzip KB`);
    for (const r of rows)
      console.log(`${r.page.padEnd(16)}${String(r.files).padStart(7)}  ${kb(r.raw)}    ${kb(r.gzip)}      ${kb(r.html)}       ${kb(r.htmlGzip)}`);
    const over = rows.filter((r) => r.gzip / 1000 > limitKb);
    console.log(`limit: ${limitKb} KB of JavaScript (gzip) per page`);
    for (const r of over) console.log(`OVER ${r.page}: ${(r.gzip / 1000).toFixed(1)} KB`);
    return over.length ? 1 : 0;
  } finally {
    site.stop();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  return 1;
});
