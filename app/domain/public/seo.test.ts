import { describe, expect, it } from "vitest";
import { isListedPage, listedPagesOf, officeStructuredData, openingRange, pageAddresses, robotsTxt, sitemapXml } from "./seo";

describe("search engines: canonical addresses, alternates, sitemap and robots.txt", () => {
  it("an English-first host: English at the unprefixed address, Spanish under /es, x-default unprefixed", () => {
    expect(pageAddresses("https://lonestar.example", "/offices", "en", "en")).toEqual({
      canonical: "https://lonestar.example/offices",
      alternates: [
        { hrefLang: "en", href: "https://lonestar.example/offices" },
        { hrefLang: "es", href: "https://lonestar.example/es/offices" },
        { hrefLang: "x-default", href: "https://lonestar.example/offices" },
      ],
    });
    expect(pageAddresses("https://lonestar.example", "/", "es", "en").canonical).toBe("https://lonestar.example/es");
  });

  it("a Spanish-first brand or host names only the /es address of a page (its unprefixed pages follow the visitor's choice)", () => {
    const spanish = pageAddresses("https://delsol.example", "/reviews", "es", "es");
    expect(spanish.canonical).toBe("https://delsol.example/es/reviews");
    expect(spanish.alternates.map((a) => a.hrefLang)).toEqual(["es", "x-default"]);
    expect(pageAddresses("https://delsol.example", "/reviews", "en", "es").canonical).toBeNull();
  });

  it("lists the public pages and office pages, not the flows; product pages only where the brand sells the product", () => {
    expect(["/", "/offices", "/offices/austin-downtown", "/reviews", "/about"].every(isListedPage)).toBe(true);
    expect(["/quote", "/portal", "/offices/a/b", "/console", "/buy-online"].some(isListedPage)).toBe(false);
    expect(listedPagesOf(["auto", "renters"])).toContain("/renters");
    expect(listedPagesOf(["auto", "renters"])).not.toContain("/roadside");
  });

  it("the sitemap names each page in each stable language with its alternates, escaped", () => {
    const xml = sitemapXml("https://lonestar.example", ["/", "/offices/a-b"], "en");
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain("<loc>https://lonestar.example/es/offices/a-b</loc>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="es" href="https://lonestar.example/es"/>');
    expect(sitemapXml("https://delsol.example", ["/"], "es").match(/<url>/g)).toHaveLength(1);
    expect(sitemapXml("https://x.example/?a=1&b=2", ["/"], "en")).toContain("&amp;b=2");
  });

  it("robots.txt keeps crawlers out of the private areas in both languages and names the sitemap", () => {
    const text = robotsTxt("https://lonestar.example");
    for (const line of ["Disallow: /portal", "Disallow: /es/portal", "Disallow: /quote", "Disallow: /console", "Disallow: /api/", "Sitemap: https://lonestar.example/sitemap.xml"]) expect(text).toContain(line);
    expect(text).not.toMatch(/^Disallow: \/$/m);
    expect(text).not.toMatch(/^Disallow: \/offices/m);
  });
});

describe("office structured data (schema.org InsuranceAgency)", () => {
  const office = { location: "Austin Downtown", address: "500 Congress Ave", city: "Austin", state: "TX", zipcode: "78701", phone: "(512) 555-0100", email: "austin@offices.example", latitude: 30.27, longitude: -97.74, hoursMonFri: "8:30 am – 6:30 pm", hoursSaturday: "10:00 am – 2:00 pm", hoursSunday: "" };

  it("reads opening times as 24-hour ranges; a closed day has none", () => {
    expect(openingRange("8:30 am – 6:30 pm")).toEqual(["08:30", "18:30"]);
    expect(openingRange("12:00 pm – 12:30 am")).toEqual(["12:00", "00:30"]);
    expect(openingRange("")).toBeNull();
    expect(openingRange("Closed")).toBeNull();
  });

  it("names the office with its address, position and hours", () => {
    const data = officeStructuredData(office, "Lone Star Auto Insurance", "https://lonestar.example/offices/austin-downtown");
    expect(data).toMatchObject({ "@type": "InsuranceAgency", address: { postalCode: "78701", addressRegion: "TX" }, geo: { latitude: 30.27 } });
    expect(data.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:30", closes: "18:30" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "10:00", closes: "14:00" },
    ]);
  });
});
