import { describe, expect, it } from "vitest";
import { analyticsReportPath, analyticsReportSchema, fillHeroMessage, heroMessages, heroPlaceholderIds } from "./hero-bar";
import { browserLanguage, languageToOffer } from "./language-popup";

const report = {
  quotes: { summaryData: { totals: [1234567, 99] } },
  saved: { summaryData: { totals: [2468000] } },
  exact: { summaryData: { totals: ["3000000"] } },
  empty: { summaryData: { totals: [] } },
  broken: { rows: [] },
};

describe("doc1 §2, §3 hero top bar placeholders", () => {
  const totals = analyticsReportSchema.parse(report);

  it("reads per-id summaryData.totals[0] and ignores entries of other shapes", () => {
    expect(totals).toEqual({ quotes: 1234567, saved: 2468000, exact: 3000000 });
  });

  it("{count:ID} is the whole number with grouping", () => {
    expect(fillHeroMessage("{count:quotes} quotes this year", totals, "en")).toBe("1,234,567 quotes this year");
  });

  it("{millions:ID} is the figure in millions, rounded down to one decimal", () => {
    expect(fillHeroMessage("Drivers saved ${millions:saved} million", totals, "en")).toBe("Drivers saved $2.4 million");
    expect(fillHeroMessage("{millions:exact}M", totals, "en")).toBe("3M");
    expect(fillHeroMessage("{millions:quotes}M", totals, "en")).toBe("1.2M");
  });

  it("formats for the page's language", () => {
    expect(fillHeroMessage("{count:quotes} cotizaciones", totals, "es")).toMatch(/^1[,.\s\u00a0\u202f]234[,.\s\u00a0\u202f]567 cotizaciones$/);
  });

  it("a message whose figure is missing is not shown (no raw placeholder on the page)", () => {
    expect(fillHeroMessage("{count:empty} things", totals, "en")).toBeNull();
    expect(fillHeroMessage("{count:unknown} things", totals, "en")).toBeNull();
    expect(heroMessages(["{count:quotes} quotes", "{count:broken} x", "Plain message"], report, "en")).toEqual(["1,234,567 quotes", "Plain message"]);
  });

  it("a report that is not an object leaves only the messages without placeholders", () => {
    expect(heroMessages(["{count:quotes} quotes", "Hello"], "oops", "en")).toEqual(["Hello"]);
  });

  it("other brace forms are left as written", () => {
    expect(fillHeroMessage("{0} and {{name}} and {count}", totals, "en")).toBe("{0} and {{name}} and {count}");
    expect(heroPlaceholderIds("{count:a} {millions:b-2} {other:c}")).toEqual(["a", "b-2"]);
  });

  it("doc1 §7 the report's address", () => {
    expect(analyticsReportPath("lonestar")).toBe("/content/dam/lonestar/analytics/data/analyticsReport.json");
  });
});

describe("doc1 §2 language switch popup", () => {
  it("reads the browser language from Accept-Language by preference order", () => {
    expect(browserLanguage("es-MX,es;q=0.9,en;q=0.8")).toBe("es");
    expect(browserLanguage("en-US,en;q=0.9")).toBe("en");
    expect(browserLanguage("en;q=0.5, es;q=0.9")).toBe("es");
    expect(browserLanguage("fr-FR,es;q=0.9")).toBeNull();
    expect(browserLanguage("*")).toBeNull();
    expect(browserLanguage("")).toBeNull();
    expect(browserLanguage(null)).toBeNull();
  });

  it("reads navigator.languages", () => {
    expect(browserLanguage(["es-US", "en-US"])).toBe("es");
    expect(browserLanguage(["en-GB"])).toBe("en");
    expect(browserLanguage([])).toBeNull();
  });

  it("offers Spanish to a Spanish browser on an English page, English to an English browser on a Spanish page", () => {
    expect(languageToOffer({ browser: "es", page: "en", stored: null })).toBe("es");
    expect(languageToOffer({ browser: "en", page: "es", stored: undefined })).toBe("en");
  });

  it("no popup when the languages agree or the browser's language is neither", () => {
    expect(languageToOffer({ browser: "en", page: "en", stored: null })).toBeNull();
    expect(languageToOffer({ browser: "es", page: "es", stored: null })).toBeNull();
    expect(languageToOffer({ browser: null, page: "en", stored: null })).toBeNull();
  });

  it("no popup once a choice is stored in visited_site; an unreadable cookie counts as no choice", () => {
    expect(languageToOffer({ browser: "es", page: "en", stored: "en" })).toBeNull();
    expect(languageToOffer({ browser: "es", page: "en", stored: "es" })).toBeNull();
    expect(languageToOffer({ browser: "es", page: "en", stored: "fr" })).toBe("es");
  });
});
