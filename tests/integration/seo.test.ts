/**
 * What search engines are given, per brand host: robots.txt, a sitemap whose every address answers 200
 * in the language it names, canonical and alternate links on the listed pages (not on the flows), and
 * an office page's structured data. Serves the production build (BUILD_DIR, default build/): `npm test`
 * builds it first.
 */
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltSite, type BuiltSite } from "./built-site.ts";

let site: BuiltSite | undefined;
let port: number;

beforeAll(async () => {
  site = await startBuiltSite("seo");
  port = site.port;
}, 60_000);

afterAll(async () => {
  await site?.close();
});

/** A GET as a crawler sends it to the brand's host (no cookies), answered by the test server. */
function get(host: string, pathAndQuery: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path: pathAndQuery, headers: { host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, type: String(res.headers["content-type"] ?? ""), body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const brands = [
  { host: "lonestar.localtest.me", lang: "en", offices: true },
  { host: "bluebonnet.localtest.me", lang: "en", offices: true },
  { host: "delsol.localtest.me", lang: "es", offices: true },
] as const;

describe("search engines, per brand host", () => {
  it.each(brands)("$host: robots.txt keeps the private areas out and names the host's sitemap", async ({ host }) => {
    const robots = await get(host, "/robots.txt");
    expect(robots.status).toBe(200);
    expect(robots.type).toContain("text/plain");
    expect(robots.body).toContain(`Sitemap: http://${host}/sitemap.xml`);
    expect(robots.body).toMatch(/^Disallow: \/portal$/m);
  });

  it.each(brands)(
    "$host: every address of the sitemap answers 200 in its language, with its canonical link and alternates",
    async ({ host }) => {
      const sitemap = await get(host, "/sitemap.xml");
      expect(sitemap.status).toBe(200);
      expect(sitemap.type).toContain("application/xml");
      const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!));
      expect(locs.length).toBeGreaterThan(10);
      expect(locs.every((loc) => loc.host === host)).toBe(true);
      expect(locs.some((loc) => loc.pathname.startsWith("/es/offices/"))).toBe(true);
      const failures: string[] = [];
      for (let i = 0; i < locs.length; i += 4) {
        await Promise.all(
          locs.slice(i, i + 4).map(async (loc) => {
            const page = await get(host, loc.pathname);
            const spanish = loc.pathname === "/es" || loc.pathname.startsWith("/es/");
            if (page.status !== 200) failures.push(`${loc.pathname}: ${page.status}`);
            else if (!page.body.includes(`<html lang="${spanish ? "es" : "en"}"`)) failures.push(`${loc.pathname}: not in ${spanish ? "Spanish" : "English"}`);
            else if (!page.body.includes(`<link rel="canonical" href="${loc.href}"/>`)) failures.push(`${loc.pathname}: no canonical link to itself`);
          }),
        );
      }
      expect(failures).toEqual([]);
    },
    180_000,
  );

  it("the flows carry no canonical link; an office page describes the office for search engines", async () => {
    expect((await get("lonestar.localtest.me", "/quote")).body).not.toContain('rel="canonical"');
    const office = await get("lonestar.localtest.me", "/offices/abilene");
    const json = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(office.body)?.[1];
    expect(JSON.parse(json!)).toMatchObject({
      "@type": "InsuranceAgency",
      url: "http://lonestar.localtest.me/offices/abilene",
      address: { addressLocality: "Abilene" },
    });
    expect(office.body).toContain('<link rel="alternate" hrefLang="es" href="http://lonestar.localtest.me/es/offices/abilene"/>');
  });
});
