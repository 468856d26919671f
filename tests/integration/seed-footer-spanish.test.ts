/** The seed's footer legal line speaks the page's language: its licence numbers too. */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const documents = readFileSync(fileURLToPath(new URL("../../studio/seed/production.ndjson", import.meta.url)), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as { _type: string; _id: string; footer?: { legal?: { en: string; es: string } } });

describe("seed footer legal line", () => {
  const legal = documents.flatMap((doc) => (doc.footer?.legal ? [{ id: doc._id, ...doc.footer.legal }] : []));

  it("every brand has one, in English and Spanish", () => {
    expect(legal.length).toBeGreaterThanOrEqual(3);
  });

  it("the Spanish one names the licences in Spanish, the English one in English", () => {
    for (const line of legal) {
      expect(line.es, line.id).not.toMatch(/License/);
      expect(line.es, line.id).toMatch(/Licencia de agencia de TX n\.º \d+/);
      expect(line.en, line.id).toMatch(/TX Agency License #\d+/);
    }
  });
});
