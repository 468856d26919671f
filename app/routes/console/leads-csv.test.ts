/**
 * doc2 §3, §9 lead carrier columns: the leads CSV gives each brand's leads the number of carrier
 * columns its quote settings say, read from the content source (a dataset where one brand's editor
 * set 4, another left the field empty).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { afterAll, describe, expect, it } from "vitest";
import { createContentSource } from "~/.server/content";
import { seedDocuments } from "~/.server/content/test-support";
import { CARRIER_COLUMNS, leadsCsv } from "./csv.server";
import { carrierColumnsOf } from "./leads-csv";

const dir = mkdtempSync(path.join(tmpdir(), "leads-csv-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function contentWith(leadCarrierColumns: number | undefined) {
  const documents = seedDocuments().map((doc) =>
    doc._id === "quoteSettings-lonestar"
      ? leadCarrierColumns === undefined
        ? { ...doc, leadCarrierColumns: undefined }
        : { ...doc, leadCarrierColumns }
      : doc,
  );
  const file = path.join(dir, `dataset-${leadCarrierColumns ?? "empty"}.ndjson`);
  writeFileSync(file, documents.map((doc) => JSON.stringify(doc)).join("\n"));
  return createContentSource({
    CONTENT_SOURCE: "local",
    CONTENT_DATASET_FILE: file,
    SANITY_PROJECT_ID: undefined,
    SANITY_DATASET: "production",
    SANITY_API_VERSION: "2025-02-19",
    SANITY_TOKEN: undefined,
    CONTENT_CACHE_TTL_MS: 0,
  });
}

describe("doc2 §9 lead carrier columns in the leads CSV", () => {
  it("doc2 §9 a brand's quote settings give its leads' carrier columns; a brand that leaves the field empty gets the spec's 10", async () => {
    expect(seedDocuments().some((doc) => doc._id === "quoteSettings-lonestar")).toBe(true);
    const four = await carrierColumnsOf(contentWith(4), ["lonestar", "delsol", "lonestar"]);
    expect([...four]).toEqual([
      ["lonestar", 4],
      ["delsol", CARRIER_COLUMNS],
    ]);
    const header = (parse(leadsCsv([], new Map([["lonestar", four.get("lonestar")!]])), { bom: true }) as string[][])[0]!;
    expect(header.filter((name) => /^Carrier \d+$/.test(name))).toEqual(["Carrier 1", "Carrier 2", "Carrier 3", "Carrier 4"]);

    expect((await carrierColumnsOf(contentWith(undefined), ["lonestar"])).get("lonestar")).toBe(10);
  });
});
