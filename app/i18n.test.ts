import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { resources } from "~/.server/translations";
import type { Language } from "~/domain/site";
import { createI18n, fallbackTranslations } from "./i18n";

/** Every string of a language with its key path; lists and groups are reported once as a whole, too. */
function leaves(node: unknown, prefix = ""): { key: string; value: unknown }[] {
  if (typeof node === "string") return [{ key: prefix, value: node }];
  if (node && typeof node === "object") {
    const own = prefix ? [{ key: prefix, value: node }] : [];
    return [...own, ...Object.entries(node).flatMap(([name, child]) => leaves(child, prefix ? `${prefix}.${name}` : name))];
  }
  return [];
}

function reference(lang: Language) {
  const i18next = createInstance();
  void i18next.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: resources[lang] } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return i18next.t.bind(i18next);
}

describe("UI strings: the components' translator gives i18next's text (doc1 §2 languages)", () => {
  for (const lang of ["en", "es"] as const) {
    it(`every ${lang} string, with and without its placeholders' values, and in every plural form`, () => {
      const expected = reference(lang);
      const { t } = createI18n(lang, resources[lang]);
      let compared = 0;
      for (const { key, value } of leaves(resources[lang])) {
        if (typeof value !== "string") {
          expect(t(key, { returnObjects: true, brand: "Lone Star" }), key).toEqual(expected(key, { returnObjects: true, brand: "Lone Star" }));
          compared++;
          continue;
        }
        const names = [...value.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]!);
        const values = Object.fromEntries(names.map((name) => [name, `<${name}>`]));
        const base = key.replace(/_(zero|one|two|few|many|other)$/, "");
        expect(t(key), key).toBe(expected(key));
        expect(t(key, values), key).toBe(expected(key, values));
        for (const count of [0, 1, 2, 21]) {
          expect(t(base, { ...values, count }), `${base} count ${count}`).toBe(expected(base, { ...values, count }));
        }
        compared++;
      }
      expect(compared).toBeGreaterThan(500);
    });
  }

  it("a key that does not exist gives the key itself, as i18next does", () => {
    const { t } = createI18n("es", resources.es);
    expect(t("home.noSuchKey")).toBe(reference("es")("home.noSuchKey"));
    expect(t("home.noSuchKey")).toBe("home.noSuchKey");
  });

  it("Spanish plurals: 1 is singular and 0 is plural", () => {
    const { t } = createI18n("es", resources.es);
    expect(t("quotes.summary", { count: 1 })).not.toBe(t("quotes.summary", { count: 0 }));
    expect(t("quotes.summary", { count: 0 })).toBe(t("quotes.summary", { count: 2 }).replace("2", "0"));
  });

  it("the error page's core strings exist in both languages", () => {
    const { t } = createI18n("es", fallbackTranslations.es);
    expect(t("errors.notFoundTitle")).not.toBe("errors.notFoundTitle");
  });
});
