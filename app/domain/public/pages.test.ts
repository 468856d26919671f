import { describe, expect, it } from "vitest";
import { faqStructuredData, pageSlugOf } from "./pages";

describe("editor-made pages", () => {
  it("take addresses of lower-case words joined by dashes, levels by /; anything else is no page", () => {
    expect(pageSlugOf("auto-insurance/sr-22")).toBe("auto-insurance/sr-22");
    expect(pageSlugOf("/privacy/")).toBe("privacy");
    for (const bad of ["", "Privacy", "a//b", "../etc", "a_b", "a b", "-a", "x".repeat(201)]) expect(pageSlugOf(bad), bad).toBeNull();
  });

  it("give search engines their questions in the page's language, and nothing when there are none", () => {
    const sections = [{ _type: "pageFaq", items: [{ question: { en: "Q?", es: "¿P?" }, answer: { en: "A.", es: "R." } }] }];
    expect(faqStructuredData(sections, "es")).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      inLanguage: "es-US",
      mainEntity: [{ "@type": "Question", name: "¿P?", acceptedAnswer: { "@type": "Answer", text: "R." } }],
    });
    expect(faqStructuredData([{ _type: "pageHero" }], "en")).toBeNull();
  });

});
