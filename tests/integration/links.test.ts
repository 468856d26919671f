/**
 * No link leads nowhere: for every brand, in English and Spanish, a crawler starts at the home page,
 * follows every internal link (`<a href>`) of every page it reaches and expects 200, or a redirect
 * whose target answers 200. Serves the production build (BUILD_DIR, default build/): `npm test`
 * builds it first.
 */
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltSite, type BuiltSite } from "./built-site.ts";

let site: BuiltSite | undefined;
let port: number;

beforeAll(async () => {
  site = await startBuiltSite("links");
  port = site.port;
}, 60_000);

afterAll(async () => {
  await site?.close();
});

interface Answer {
  status: number;
  type: string;
  location: string | undefined;
  body: string;
}

/** A GET to the brand's host, as a visitor who chose a language (the language cookie) or a first-time one. */
function get(host: string, pathAndQuery: string, language?: "en" | "es"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { host, accept: "text/html", ...(language ? { cookie: `visited_site=${language}` } : {}) };
    const req = httpRequest({ host: "127.0.0.1", port, path: pathAndQuery, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"] ?? ""), location: res.headers.location, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The internal links of a page, as paths with their query (fragments dropped). */
export function internalLinks(html: string, pageUrl: URL): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/gi)) {
    const raw = (match[1] ?? "").replaceAll("&amp;", "&");
    if (!raw || raw.startsWith("#") || /^(mailto|tel|sms|javascript):/i.test(raw)) continue;
    const url = new URL(raw, pageUrl);
    if (url.host !== pageUrl.host) continue;
    found.add(url.pathname + url.search);
  }
  return [...found];
}

const brands = ["lonestar", "bluebonnet", "delsol"] as const;

describe("no link leads nowhere (every brand, both languages)", () => {
  for (const brand of brands) {
    it(`${brand}: every internal link of every page reached from the home page, in English and in Spanish, answers 200 or redirects to a 200`, async () => {
      const host = `${brand}.localtest.me`;
      const broken: string[] = [];
      const figures: string[] = [];
      // A visitor who chose English starts at /, one who chose Spanish at /es (a Spanish-first brand's
      // unprefixed pages are Spanish until a visitor chooses English).
      for (const language of ["en", "es"] as const) {
        const start = language === "en" ? "/" : "/es";
        const seen = new Set<string>([start]);
        const queue: { path: string; from: string }[] = [{ path: start, from: "(start)" }];
        let pages = 0;
        let links = 0;
        let inLanguage = 0;
        while (queue.length) {
          const { path: page, from } = queue.shift()!;
          let answer = await get(host, page, language);
          let finalPath = page;
          for (let hops = 0; answer.status >= 300 && answer.status < 400 && answer.location && hops < 3; hops++) {
            const target = new URL(answer.location, `http://${host}${finalPath}`);
            if (target.host !== host) break;
            finalPath = target.pathname + target.search;
            answer = await get(host, finalPath, language);
          }
          if (answer.status !== 200 && !(answer.status >= 300 && answer.status < 400)) {
            broken.push(`${page} → ${answer.status} (linked from ${from}, ${language})`);
            continue;
          }
          if (!answer.type.includes("text/html")) continue;
          pages++;
          if (new RegExp(`<html[^>]*\\blang="${language}`).test(answer.body)) inLanguage++;
          for (const link of internalLinks(answer.body, new URL(`http://${host}${finalPath}`))) {
            links++;
            if (seen.has(link)) continue;
            seen.add(link);
            queue.push({ path: link, from: finalPath });
          }
        }
        figures.push(`${language}: ${pages} pages reached (${inLanguage} in that language), ${links} links followed`);
        expect(inLanguage, `${brand} ${language}`).toBeGreaterThan(20);
      }
      console.log(`${brand}: ${figures.join("; ")}; ${broken.length} broken`);
      expect(broken).toEqual([]);
    }, 300_000);
  }
});

describe("editor-made pages", () => {
  const host = "lonestar.localtest.me";

  it("answer at their address in English and under /es in Spanish, with one h1, a canonical link and their summary", async () => {
    const en = await get(host, "/privacy");
    expect(en.status).toBe(200);
    expect(en.body).toMatch(/<html[^>]*lang="en"/);
    expect(en.body.match(/<h1\b/g)).toHaveLength(1);
    expect(en.body).toContain("Privacy policy");
    expect(en.body).toContain('<link rel="canonical" href="http://lonestar.localtest.me/privacy"/>');
    expect(en.body).toContain("What personal information we collect");
    const es = await get(host, "/es/privacy");
    expect(es.status).toBe(200);
    expect(es.body).toMatch(/<html[^>]*lang="es"/);
    expect(es.body).toContain("Política de privacidad");
    expect(es.body).toContain("No vendemos tu información personal.");
  });

  it("render every kind of section: hero, rich text with links, cards, questions, call to action, zip entry, office finder", async () => {
    const auto = (await get(host, "/auto-insurance")).body;
    expect(auto).toContain('action="/start-quote"');
    expect(auto).toMatch(/<a [^>]*href="\/auto-insurance\/sr-22"/);
    expect(auto).toContain("<details");
    const coverage = (await get(host, "/es/auto-insurance/coverage")).body;
    expect(coverage).toMatch(/<a [^>]*href="\/es\/contact"[^>]*>Habla con un agente<\/a>/);
    expect(coverage).toContain("<h2");
    const sr22 = (await get(host, "/auto-insurance/sr-22")).body;
    expect(sr22).toMatch(/<a [^>]*href="\/contact"[^>]*>Contact us<\/a>/);
    const home = (await get(host, "/es/home-insurance")).body;
    expect(home).toMatch(/<form [^>]*action="\/es\/offices"/);
  });

  it("give search engines their questions as FAQPage structured data, in the page's language", async () => {
    const body = (await get(host, "/es/auto-insurance/sr-22")).body;
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(body)?.[1];
    const data = JSON.parse(json ?? "{}") as { "@type"?: string; inLanguage?: string; mainEntity?: { name: string }[] };
    expect(data["@type"]).toBe("FAQPage");
    expect(data.inLanguage).toBe("es-US");
    expect(data.mainEntity?.map((q) => q.name)).toContain("¿Cuánto cuesta un SR-22?");
  });

  it("are listed in the sitemap; an address with no page is a 404 in both languages", async () => {
    const sitemap = (await get(host, "/sitemap.xml")).body;
    for (const slug of ["auto-insurance", "auto-insurance/coverage", "auto-insurance/sr-22", "home-insurance", "privacy", "terms", "accessibility"]) {
      expect(sitemap).toContain(`<loc>http://lonestar.localtest.me/${slug}</loc>`);
    }
    expect((await get(host, "/no-such-page")).status).toBe(404);
    expect((await get(host, "/es/no-such-page")).status).toBe(404);
    expect((await get(host, "/Privacy")).status).toBe(404);
    expect((await get(host, "/privacy/..%2F..%2Fetc")).status).toBe(404);
  });
});
