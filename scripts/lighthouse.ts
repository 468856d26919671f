/**
 * `npm run lighthouse`: Lighthouse (mobile preset) on the home page in English and Spanish,
 * against the built site served on a free port with Debian's Chromium. Prints the four category
 * scores and the JavaScript transferred per page, and exits non-zero when a page misses a target:
 * performance ≥ 95, accessibility 100, best practices 100, SEO 100.
 *
 * Options: --paths=<list> (comma-separated English paths, each measured in English and Spanish;
 * default "/", e.g. --paths=/,/offices,/offices/fort-worth-downtown),
 * --languages=en (or es; default both),
 * --brand=<code> (default: the configured default brand), --runs=<n> (the run with the
 * median performance score of n, default 3), --build (rebuild the site first; it is built anyway when build/ is missing).
 * Reports are written to .lighthouse/<page>.json.
 *
 * --compare=<other build dir> serves BUILD_DIR (default build/) and the other build side by side,
 * alternates them run by run, and prints for each page and build the minimum, first quartile,
 * median, third quartile and maximum of the first contentful paint, the largest contentful paint,
 * the total blocking time and the performance score (the comparison docs/decisions/ asks for:
 * `npm run lighthouse -- --runs=8 --paths=/,/offices --compare=build-without`).
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { buildDir, hasBuild, serveBuild, type ServedSite } from "./serve-build.ts";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, ".lighthouse");
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

const targets = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;
type Category = keyof typeof targets;

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, "").split("=");
    return [key ?? "", value ?? "true"] as const;
  }),
);
const brand = args.get("brand");
const runs = Math.max(1, Number(args.get("runs") ?? 3) || 3);
const pageName = (p: string) => (p === "/" ? "home" : p.replace(/^\/|\/$/g, "").replace(/[^a-z0-9]+/gi, "-"));
const pages = (args.get("paths") ?? "/")
  .split(",")
  .map((p) => p.trim())
  .filter((p) => p.startsWith("/"))
  .flatMap((p) => [
    { name: `${pageName(p)}-en`, path: p, lang: "en" },
    { name: `${pageName(p)}-es`, path: p === "/" ? "/es" : `/es${p}`, lang: "es" },
  ])
  .filter((page) => (args.get("languages") ?? "en,es").split(",").includes(page.lang));

interface LighthouseReport {
  categories: Record<Category, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number; url?: string }[] } }>;
  runtimeError?: { message: string };
}

interface PageResult {
  scores: Record<Category, number>;
  jsBytes: number;
  /** First and largest contentful paint and total blocking time, in ms (Lighthouse's simulated phone). */
  timings: { fcp: number; lcp: number; tbt: number };
}

/** Chromium now and then loses the trace of a load (NO_NAVSTART): such a run is tried again. */
function runLighthouse(url: string, output: string, attempts = 3): PageResult {
  for (let attempt = 1; ; attempt++) {
    try {
      return runLighthouseOnce(url, output);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  ${error instanceof Error ? error.message : String(error)}; trying again`);
    }
  }
}

function runLighthouseOnce(url: string, output: string): PageResult {
  rmSync(output, { force: true });
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, "node_modules/lighthouse/cli/index.js"),
      url,
      "--quiet",
      "--output=json",
      `--output-path=${output}`,
      `--only-categories=${Object.keys(targets).join(",")}`,
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync",
    ],
    { cwd: root, stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, CHROME_PATH: chromePath } },
  );
  if (result.status !== 0 || !existsSync(output)) throw new Error(`Lighthouse failed on ${url} (exit ${result.status})`);
  const report = JSON.parse(readFileSync(output, "utf8")) as LighthouseReport;
  if (report.runtimeError) throw new Error(`Lighthouse could not test ${url}: ${report.runtimeError.message}`);
  const scores = Object.fromEntries(
    (Object.keys(targets) as Category[]).map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const requests = report.audits["network-requests"]?.details?.items ?? [];
  const jsBytes = requests.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const timing = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  return { scores, jsBytes, timings: { fcp: timing("first-contentful-paint"), lcp: timing("largest-contentful-paint"), tbt: timing("total-blocking-time") } };
}

function median(results: PageResult[]): PageResult {
  const sorted = [...results].sort((a, b) => a.scores.performance - b.scores.performance);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** --compare: both builds served at once, alternated run by run; quartiles of each measure. */
async function compareBuilds(other: string): Promise<number> {
  const sites: { name: string; site: ServedSite }[] = [
    { name: buildDir, site: await serveBuild() },
    { name: other, site: await serveBuild({ BUILD_DIR: other }) },
  ];
  const results = new Map<string, PageResult[]>();
  try {
    for (let run = 1; run <= runs; run++) {
      for (const page of pages) {
        // The order of the two builds alternates too, so neither always runs on a warmer machine.
        for (const { name, site } of run % 2 ? sites : [...sites].reverse()) {
          const url = `${site.base}${page.path}${brand ? `?brand=${encodeURIComponent(brand)}` : ""}`;
          console.log(`Lighthouse ${page.name} on ${name}, run ${run} of ${runs}...`);
          const key = `${page.name}\t${name}`;
          results.set(key, [...(results.get(key) ?? []), runLighthouse(url, path.join(outDir, `${page.name}-${path.basename(name)}-${run}.json`))]);
        }
      }
    }
  } finally {
    for (const { site } of sites) site.stop();
  }
  const measures: [string, (r: PageResult) => number][] = [
    ["FCP ms", (r) => r.timings.fcp],
    ["LCP ms", (r) => r.timings.lcp],
    ["TBT ms", (r) => r.timings.tbt],
    ["score", (r) => r.scores.performance],
  ];
  console.log(`\n${runs} runs per page and build, alternated (Lighthouse mobile preset)`);
  console.log(
    `${"page".padEnd(12)}${"build".padEnd(18)}${"measure".padEnd(9)}${"min".padStart(7)}${"q1".padStart(7)}${"median".padStart(8)}${"q3".padStart(7)}${"max".padStart(7)}`,
  );
  for (const [key, list] of results) {
    const [page, name] = key.split("\t");
    for (const [label, read] of measures) {
      const sorted = list.map(read).sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.floor((sorted.length - 1) * q)]!.toFixed(0);
      console.log(
        `${page!.padEnd(12)}${name!.padEnd(18)}${label.padEnd(9)}${at(0).padStart(7)}${at(0.25).padStart(7)}${at(0.5).padStart(8)}${at(0.75).padStart(7)}${at(1).padStart(7)}`,
      );
    }
  }
  return 0;
}

async function main(): Promise<number> {
  if (!existsSync(chromePath)) {
    console.error(`Chromium not found at ${chromePath} (apt-get install chromium, or set CHROME_PATH).`);
    return 2;
  }
  if (args.has("build") || !hasBuild()) {
    console.log("Building the site...");
    const built = spawnSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
    if (built.status !== 0) return built.status ?? 1;
  }
  mkdirSync(outDir, { recursive: true });
  const other = args.get("compare");
  if (other) return compareBuilds(other);
  const site = await serveBuild();
  const base = site.base;
  try {
    const rows: { page: string; url: string; result: PageResult; misses: string[] }[] = [];
    for (const page of pages) {
      const url = `${base}${page.path}${brand ? `?brand=${encodeURIComponent(brand)}` : ""}`;
      const results: PageResult[] = [];
      for (let run = 1; run <= runs; run++) {
        console.log(`Lighthouse ${page.name} (${url})${runs > 1 ? `, run ${run} of ${runs}` : ""}...`);
        results.push(runLighthouse(url, path.join(outDir, `${page.name}${runs > 1 ? `-${run}` : ""}.json`)));
      }
      const result = median(results);
      const misses = (Object.keys(targets) as Category[]).filter((c) => result.scores[c] < targets[c]).map((c) => `${c} ${result.scores[c]} < ${targets[c]}`);
      rows.push({ page: page.name, url, result, misses });
    }

    const width = Math.max(10, ...rows.map((row) => row.page.length + 2));
    console.log(`\n${"page".padEnd(width)}performance  accessibility  best-practices  seo   JS transferred`);
    for (const { page, result } of rows) {
      const s = result.scores;
      console.log(
        `${page.padEnd(width)}${String(s.performance).padStart(11)}${String(s.accessibility).padStart(15)}${String(s["best-practices"]).padStart(16)}${String(s.seo).padStart(5)}   ${(result.jsBytes / 1024).toFixed(1)} KiB`,
      );
    }
    console.log(
      `targets: performance ≥ ${targets.performance}, accessibility ${targets.accessibility}, best practices ${targets["best-practices"]}, SEO ${targets.seo} (mobile preset)`,
    );
    const failed = rows.filter((row) => row.misses.length > 0);
    for (const row of failed) console.log(`MISSED ${row.page}: ${row.misses.join(", ")}`);
    return failed.length > 0 ? 1 : 0;
  } finally {
    site.stop();
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  return 1;
});
