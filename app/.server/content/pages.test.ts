import { describe, expect, it } from "vitest";
import { pageSectionSchema } from "./pages";

describe("editor-made pages as the site reads them", () => {
  it("read a section only with its required texts, and a call to action only with a site path or an https address", () => {
    const heading = { en: "Call", es: "Llame" };
    expect(pageSectionSchema.safeParse({ _type: "pageCallToAction", heading, label: heading, href: "/contact" }).success).toBe(true);
    expect(pageSectionSchema.safeParse({ _type: "pageCallToAction", heading, label: heading, href: "javascript:alert(1)" }).success).toBe(false);
    expect(pageSectionSchema.safeParse({ _type: "pageHero" }).success).toBe(false);
    expect(pageSectionSchema.safeParse({ _type: "pageVideo", heading }).success).toBe(false);
  });
});
