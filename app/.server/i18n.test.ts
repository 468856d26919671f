import { describe, expect, it } from "vitest";
import { instanceFor } from "./i18n";
import { resources } from "./translations";

describe("the server's translators", () => {
  it("one per language, made once for the process, each translating in its own language", async () => {
    const [en, es] = [await instanceFor("en"), await instanceFor("es")];
    expect(await instanceFor("en")).toBe(en);
    expect(await instanceFor("es")).toBe(es);
    expect(en.language).toBe("en");
    expect(es.language).toBe("es");
    const key = Object.keys(resources.en.home).find(
      (k) => typeof (resources.en.home as Record<string, unknown>)[k] === "string" && !String((resources.en.home as Record<string, unknown>)[k]).includes("{{"),
    )!;
    expect(en.t(`home.${key}`)).toBe((resources.en.home as Record<string, string>)[key]);
    expect(es.t(`home.${key}`)).toBe((resources.es.home as Record<string, string>)[key]);
    expect(es.t("home.metaTitle", { brand: "Del Sol" })).toContain("Del Sol");
  });
});
