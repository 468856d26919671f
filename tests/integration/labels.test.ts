/**
 * Labels per brand: an editor changes a label in a brand's labels document (CMS `labelSettings`) and
 * that brand's pages show it, in the language it was written for, both where the server renders it
 * and in the strings the page's script renders with; no other brand ever shows it, the page cache
 * and the per-language translators notwithstanding. Serves the production build (BUILD_DIR, default
 * build/) with a copy of the local dataset, changed as an editor would.
 */
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot, startBuiltSite, type BuiltSite } from "./built-site.ts";

let site: BuiltSite | undefined;
let dataset: string;

beforeAll(async () => {
  site = await startBuiltSite("labels", (dataDir) => {
    dataset = path.join(dataDir, "dataset.ndjson");
    copyFileSync(path.join(projectRoot, "studio/seed/production.ndjson"), dataset);
    process.env.CONTENT_DATASET_FILE = dataset;
  });
}, 60_000);

afterAll(async () => {
  await site?.close();
});

/** A brand's page as an anonymous visitor gets it on the brand's own host (the page cache may answer). */
function page(brand: string, pathname: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port: site!.port, path: pathname, headers: { host: `${brand}.localtest.me`, accept: "text/html", connection: "close" } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => (res.statusCode === 200 ? resolve(body) : reject(new Error(`${brand} ${pathname}: ${res.statusCode}`))));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

type Doc = { _id: string; _type: string; overrides?: { _key: string; _type: string; key: string; en?: string; es?: string }[] };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Rewrites one brand's labels document in the dataset, as publishing it in the Studio would (the site looks at the file at most once a second). */
async function setLabels(brand: string, overrides: NonNullable<Doc["overrides"]>) {
  await pause(1100);
  const docs = readFileSync(dataset, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Doc);
  const labels = docs.find((d) => d._id === `labelSettings-${brand}`);
  if (!labels) throw new Error(`no labels document for ${brand}`);
  labels.overrides = overrides;
  writeFileSync(dataset, docs.map((d) => JSON.stringify(d)).join("\n") + "\n");
  await pause(1100);
}

describe("labels per brand from the CMS", () => {
  it("the seed's override shows on its brand's home page in both languages, and the locale default on the others", async () => {
    expect(await page("delsol", "/")).toContain("Seguro de auto en español y en inglés");
    for (const brand of ["lonestar", "bluebonnet"]) {
      const english = await page(brand, "/");
      expect(english).toContain("Auto insurance made simple");
      expect(english).not.toContain("Auto insurance in English and Spanish");
      expect(await page(brand, "/es")).toContain("Seguro de auto sin complicaciones");
    }
  });

  it("an editor's change reaches the page, server-rendered and in the page's strings, for that brand and language only", async () => {
    // Warm the cache of every brand first: a changed dataset must replace the cached pages.
    for (const brand of ["lonestar", "bluebonnet", "delsol"]) await page(brand, "/");
    await setLabels("lonestar", [
      { _key: "find", _type: "labelOverride", key: "home.findOffice", en: "Visit a Lone Star office", es: "Visita una oficina Lone Star" },
      // Only English given: Spanish keeps its default.
      { _key: "reviews", _type: "labelOverride", key: "home.readReviews", en: "What Texans say about us" },
      // The title of the page, translated on the server by i18next, with its placeholder.
      { _key: "title", _type: "labelOverride", key: "home.metaTitle", en: "{{brand}} | Texas car insurance", es: "{{brand}} | Seguro de auto en Texas" },
    ]);

    const english = await page("lonestar", "/");
    expect(english).toContain("Visit a Lone Star office");
    expect(english).toContain("What Texans say about us");
    expect(english).toMatch(/<title>Lone Star Auto Insurance \| Texas car insurance<\/title>/);
    // The strings the page's script renders with (the root loader's data) carry the change too.
    expect(english).toMatch(/findOffice\\*":\\*"Visit a Lone Star office/);

    const spanish = await page("lonestar", "/es");
    expect(spanish).toContain("Visita una oficina Lone Star");
    expect(spanish).toMatch(/findOffice\\*":\\*"Visita una oficina Lone Star/);
    expect(spanish).not.toContain("What Texans say about us");
    expect(spanish).toContain(readLocale("es", "readReviews"));
    expect(spanish).toMatch(/<title>Lone Star Auto Insurance \| Seguro de auto en Texas<\/title>/);

    for (const brand of ["bluebonnet", "delsol"]) {
      for (const pathname of ["/", "/es"]) {
        const other = await page(brand, pathname);
        expect(other, `${brand} ${pathname}`).not.toMatch(/Lone Star office|oficina Lone Star|What Texans say|Texas car insurance|Seguro de auto en Texas/);
      }
    }
  });

  it("a label whose key is not in the catalogue, or with a placeholder its default lacks, leaves the default", async () => {
    await setLabels("lonestar", [
      { _key: "unknown", _type: "labelOverride", key: "home.noSuchLabel", en: "Nothing" },
      { _key: "find", _type: "labelOverride", key: "home.findOffice", en: "Find {{office}}" },
    ]);
    const english = await page("lonestar", "/");
    expect(english).toContain("Find an office");
    expect(english).not.toContain("Find {{office}}");
  });
});

/** A home-page string of the locale files, as the page shows it. */
function readLocale(lang: "en" | "es", key: string): string {
  const source = readFileSync(path.join(projectRoot, `app/locales/${lang}/index.ts`), "utf8");
  const found = new RegExp(`\\b${key}: "([^"]+)"`).exec(source)?.[1];
  if (!found) throw new Error(`no ${key} in app/locales/${lang}/index.ts`);
  return found;
}
