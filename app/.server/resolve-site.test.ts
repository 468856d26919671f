import { describe, expect, it } from "vitest";
import { hostName, isSpanishHost, mayRedirectForLanguage, resolveBrand, resolveLanguage, switchTarget } from "./resolve-site";

const brands = [
  { code: "lonestar", hosts: ["lonestar.example", "localhost"], defaultLanguage: "en" as const },
  { code: "delsol", hosts: ["es.delsol.example"], defaultLanguage: "es" as const },
];
const base = { queryBrand: null, cookieBrand: null, overridesAllowed: false, defaultCode: "lonestar" };

describe("brand resolution (DESIGN: brand from the Host header)", () => {
  it("picks the brand whose host names include the request's host", () => {
    expect(resolveBrand(brands, { ...base, host: "es.delsol.example" }).brand.code).toBe("delsol");
    expect(resolveBrand(brands, { ...base, host: hostName("LoneStar.Example:8080") }).brand.code).toBe("lonestar");
  });

  it("falls back to the default brand for an unknown host", () => {
    expect(resolveBrand(brands, { ...base, host: "unknown.example", defaultCode: "delsol" }).brand.code).toBe("delsol");
  });

  it("lets ?brand= and the brand cookie override only where overrides are allowed", () => {
    expect(resolveBrand(brands, { ...base, host: "localhost", queryBrand: "delsol" }).brand.code).toBe("lonestar");
    const choice = resolveBrand(brands, { ...base, host: "localhost", queryBrand: "delsol", overridesAllowed: true });
    expect(choice).toEqual({ brand: brands[1], rememberOverride: "delsol" });
    expect(resolveBrand(brands, { ...base, host: "localhost", cookieBrand: "delsol", overridesAllowed: true }).brand.code).toBe("delsol");
    expect(resolveBrand(brands, { ...base, host: "localhost", queryBrand: "nope", overridesAllowed: true }).brand.code).toBe("lonestar");
  });
});

describe("doc1 §2, §9 language resolution", () => {
  const lang = (pathname: string, host = "lonestar.example", cookieLanguage: string | null = null, brandDefault: "en" | "es" = "en") =>
    resolveLanguage({ pathname, search: "", host, cookieLanguage, brandDefault });

  it("doc1 §2: Spanish pages live under /es", () => {
    expect(lang("/es")).toEqual({ lang: "es" });
    expect(lang("/es/offices")).toEqual({ lang: "es" });
    expect(lang("/essay")).toEqual({ lang: "en" });
  });

  it("doc1 §9: default language en; es when the host name contains es", () => {
    expect(lang("/")).toEqual({ lang: "en" });
    expect(lang("/", "es.lonestar.example")).toEqual({ lang: "es" });
    expect(lang("/", "lonestar-es.example")).toEqual({ lang: "es" });
    expect(isSpanishHost("lonestar.example")).toBe(false);
    expect(isSpanishHost("express.example")).toBe(false);
  });

  it("a Spanish-first brand shows Spanish on its unprefixed pages", () => {
    expect(lang("/", "delsol.example", null, "es")).toEqual({ lang: "es" });
  });

  it("doc1 §2: the visited_site choice is kept — English stays, Spanish goes to the /es page", () => {
    expect(lang("/", "es.lonestar.example", "en")).toEqual({ lang: "en" });
    expect(resolveLanguage({ pathname: "/offices", search: "?a=1", host: "lonestar.example", cookieLanguage: "es", brandDefault: "en" })).toEqual({
      lang: "en",
      redirectTo: "/es/offices?a=1",
    });
    expect(lang("/es/offices", "lonestar.example", "en")).toEqual({ lang: "es" });
  });
});

describe("language switch target", () => {
  it("keeps the path and query", () => {
    expect(switchTarget("/offices?zip=75201", "es")).toBe("/es/offices?zip=75201");
    expect(switchTarget("/es/offices", "en")).toBe("/offices");
    expect(switchTarget("/", "es")).toBe("/es");
    expect(switchTarget("/es", "en")).toBe("/");
  });

  it("never leaves the site", () => {
    expect(switchTarget("//evil.example/x", "es")).toBe("/es");
    expect(switchTarget("https://evil.example/", "en")).toBe("/");
  });
});

describe("doc1 §2 remembered language: which requests it redirects to /es", () => {
  it("a page load and a client navigation's .data request are redirected", () => {
    expect(mayRedirectForLanguage({ method: "GET", rawPathname: "/offices", fetchDest: "document" })).toBe(true);
    expect(mayRedirectForLanguage({ method: "GET", rawPathname: "/offices", fetchDest: null })).toBe(true);
    expect(mayRedirectForLanguage({ method: "GET", rawPathname: "/offices.data", fetchDest: "empty" })).toBe(true);
  });
  it("a script's fetch or event stream of a resource route keeps its answer; a POST is never redirected", () => {
    expect(mayRedirectForLanguage({ method: "GET", rawPathname: "/quote/results/stream", fetchDest: "empty" })).toBe(false);
    expect(mayRedirectForLanguage({ method: "POST", rawPathname: "/offices", fetchDest: "document" })).toBe(false);
  });
});
