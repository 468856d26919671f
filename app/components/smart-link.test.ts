import { describe, expect, it } from "vitest";
import { localHref } from "./smart-link";

describe("authored links in the page's language (DESIGN: Spanish pages live under /es)", () => {
  it("adds /es to a site path on a Spanish page and keeps its anchor", () => {
    expect(localHref("/quote#previousQuotes", "es")).toBe("/es/quote#previousQuotes");
  });
  it("sends the home page's anchor to /es, not /es/", () => {
    expect(localHref("/#quote", "es")).toBe("/es#quote");
  });
  it("leaves English paths and other sites' addresses unchanged", () => {
    expect(localHref("/offices?zip=78701", "en")).toBe("/offices?zip=78701");
    expect(localHref("https://example.com/x", "es")).toBe("https://example.com/x");
    expect(localHref("//cdn.example.com/x", "es")).toBe("//cdn.example.com/x");
  });
  it("does not double an /es prefix the author already wrote", () => {
    expect(localHref("/es/offices", "es")).toBe("/es/offices");
  });
});
