import { describe, expect, it } from "vitest";
import { isQuotePagePath, stringAreaOf } from "~/components/site-paths";
import { translationsFor } from "./translations";

describe("UI strings per page", () => {
  it("gives the quote flow's strings to the quote page and its variants, in both languages", () => {
    for (const path of ["/quote", "/es/quote", "/quote/ok", "/get-a-quote-ca", "/es/get-a-quote-ca"]) {
      expect(isQuotePagePath(path), path).toBe(true);
      expect(translationsFor(path.startsWith("/es") ? "es" : "en", path).quote?.driver1, path).toBeDefined();
    }
  });

  it("keeps every area's strings off the reading pages, which get the shell's, the offices' and the widgets' strings", () => {
    for (const path of ["/", "/es", "/offices", "/es/offices/fort-worth", "/reviews", "/quotes-faq", "/about", "/es/coming-soon"]) {
      expect(stringAreaOf(path), path).toBe("");
      const strings = translationsFor("es", path);
      for (const branch of ["quote", "quotes", "portal", "customer", "payment", "buy", "followUp", "agentConsole", "renters", "roadside"] as const) {
        expect(strings[branch], `${path} ${branch}`).toBeUndefined();
      }
      expect(strings.offices, path).toBeDefined();
      expect(strings.widgets, path).toBeDefined();
      expect(strings.shell, path).toBeDefined();
    }
  });

  it("gives each area's pages their own strings and not another area's", () => {
    const cases = [
      ["/portal", ["portal", "customer", "payment"]],
      ["/es/refer-a-friend", ["portal"]],
      ["/sign-in", ["customer"]],
      ["/es/create-account", ["customer"]],
      ["/make-a-payment", ["payment"]],
      ["/buy-online", ["buy"]],
      ["/follow-up", ["followUp"]],
      ["/console/leads", ["agentConsole"]],
      ["/renters", ["renters"]],
      ["/es/roadside/buy", ["roadside"]],
    ] as const;
    for (const [path, branches] of cases) {
      const strings = translationsFor("en", path) as Record<string, unknown>;
      for (const branch of branches) expect(strings[branch], `${path} ${branch}`).toBeDefined();
      expect(strings.quote, path).toBeUndefined();
      if (!(branches as readonly string[]).includes("portal")) expect(strings.portal, path).toBeUndefined();
      expect(strings.shell, path).toBeDefined();
    }
  });
});
