import { describe, expect, it } from "vitest";
import { instanceFor } from "./i18n";
import { resources, resourcesFor, translationsFor } from "./translations";

describe("labels per brand over the locale files", () => {
  const lonestar = [
    { key: "home.findOffice", en: "Visit a Lone Star office", es: "" },
    { key: "home.steps.0.title", en: "Tell us about yourself", es: "Cuéntanos de ti" },
  ];
  const delsol = [{ key: "home.findOffice", en: "", es: "Visita Del Sol" }];

  it("replaces a string in the languages given, keeping the defaults elsewhere and never changing the locale files", () => {
    expect(resourcesFor("en", lonestar).home.findOffice).toBe("Visit a Lone Star office");
    expect(resourcesFor("es", lonestar).home.findOffice).toBe(resources.es.home.findOffice);
    expect(resourcesFor("en", lonestar).home.steps[0]!.title).toBe("Tell us about yourself");
    expect(resourcesFor("en", lonestar).home.steps[1]).toBe(resources.en.home.steps[1]);
    expect(resources.en.home.findOffice).toBe("Find an office");
    expect(resourcesFor("en", [])).toBe(resources.en);
    // The page's strings (root loader) carry the same text.
    expect((translationsFor("en", "/", lonestar).home as { findOffice: string }).findOffice).toBe("Visit a Lone Star office");
  });

  it("ignores a key outside the catalogue, a placeholder the default lacks, and the agent console", () => {
    const merged = resourcesFor("en", [
      { key: "home.noSuchLabel", en: "x", es: "" },
      { key: "home.metaTitle", en: "Cheap | {{name}}", es: "" },
      { key: "agentConsole.signIn.title", en: "Our console", es: "" },
    ]);
    expect(merged.home.metaTitle).toBe(resources.en.home.metaTitle);
    expect((merged.home as Record<string, unknown>).noSuchLabel).toBeUndefined();
    expect(merged.agentConsole).toBe(resources.en.agentConsole);
  });

  it("gives each brand's overrides its own i18next translator, so one brand's label never reaches another", async () => {
    const [plain, one, other] = await Promise.all([instanceFor("es"), instanceFor("es", lonestar), instanceFor("es", delsol)]);
    expect(one).not.toBe(plain);
    expect(other).not.toBe(one);
    expect(other.t("home.findOffice")).toBe("Visita Del Sol");
    expect(one.t("home.findOffice")).toBe(resources.es.home.findOffice);
    expect(plain.t("home.findOffice")).toBe(resources.es.home.findOffice);
    expect(one.t("home.steps.0.title")).toBe("Cuéntanos de ti");
    expect(await instanceFor("es", lonestar)).toBe(one);
  });
});
