import { describe, expect, it } from "vitest";
import { isQuotePagePath } from "~/components/site-paths";
import { translationsFor } from "./translations";

describe("UI strings per page", () => {
  it("gives the quote flow's strings to the quote page and its variants, in both languages", () => {
    for (const path of ["/quote", "/es/quote", "/quote/ok", "/get-a-quote-ca", "/es/get-a-quote-ca"]) {
      expect(isQuotePagePath(path), path).toBe(true);
      expect(translationsFor(path.startsWith("/es") ? "es" : "en", path).quote?.driver1, path).toBeDefined();
    }
  });
  it("keeps them off other pages, which still get the shell's and their area's strings", () => {
    for (const path of ["/", "/es", "/offices", "/es/offices/fort-worth", "/quotes-faq", "/about"]) {
      expect(isQuotePagePath(path), path).toBe(false);
      const strings = translationsFor("es", path);
      expect(strings.quote, path).toBeUndefined();
      expect(strings.quotes, path).toBeUndefined();
      expect(strings.offices, path).toBeDefined();
      expect(strings.shell, path).toBeDefined();
    }
  });
});
