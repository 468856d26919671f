import { describe, expect, it } from "vitest";
import en from "~/locales/en";
import es from "~/locales/es";

/** Every key path of a strings object, arrays included by index: `home.steps.0.title`. */
function keyPaths(value: unknown, prefix = ""): string[] {
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

function leaves(value: unknown, prefix = ""): [string, unknown][] {
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

describe("UI strings in English and Spanish (DESIGN: a missing Spanish string is a failing test)", () => {
  it("every English key has a Spanish string", () => {
    const missing = keyPaths(en).filter((key) => !keyPaths(es).includes(key));
    expect(missing).toEqual([]);
  });

  it("every Spanish key has an English string", () => {
    const extra = keyPaths(es).filter((key) => !keyPaths(en).includes(key));
    expect(extra).toEqual([]);
  });

  it("no string is empty in either language", () => {
    const empty = [...leaves(en).map(([k, v]) => ["en", k, v] as const), ...leaves(es).map(([k, v]) => ["es", k, v] as const)]
      .filter(([, , v]) => typeof v !== "string" || v.trim() === "")
      .map(([lang, key]) => `${lang}:${key}`);
    expect(empty).toEqual([]);
  });

  it("a string keeps the same {{placeholders}} in both languages", () => {
    const placeholders = (s: unknown) => (typeof s === "string" ? [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort() : []);
    const spanish = new Map(leaves(es));
    const differing = leaves(en)
      .filter(([key, value]) => JSON.stringify(placeholders(value)) !== JSON.stringify(placeholders(spanish.get(key))))
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });
});
