/**
 * Writes the seed dataset, studio/seed/production.ndjson, in Sanity's NDJSON export format:
 * one document per line, ordered by _id, with stable `_key`s and timestamps so that running it
 * again gives the same file. Run from the repository root: `npx node studio/seed/build-seed.ts`
 * (add `--check` to fail when the committed file is out of date).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { seedBrands, type SeedBrand } from "./brands.ts";
import { siteSettingsCopy } from "./site-copy.ts";
import { officeSeedDocuments } from "./offices.ts";
import { pageSeedDocuments } from "./pages.ts";
import { widgetSettingsFields } from "./widgets.ts";
import { quoteSettingsFields } from "./quote.ts";
import { portalSettingsFields } from "./account.ts";
import { paymentSettingsFields } from "./payment.ts";
import { buyOnlineSettingsFields } from "./buy-online.ts";
import { seedCarriers } from "./carriers.ts";
import { followUpSettingsFields } from "./follow-up.ts";
import { rentersSettingsFields } from "./renters.ts";
import { roadsideSettingsFields } from "./roadside.ts";
import { labelSettingsFields } from "./labels.ts";

const TIMESTAMP = "2026-11-01T09:00:00Z";
const OUTPUT = fileURLToPath(new URL("./production.ndjson", import.meta.url));

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function slug(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40);
}

/**
 * Adds the `_key` Sanity needs on every object inside an array (from its label, title or href,
 * else its position) and the object's `_type` when given.
 */
function withKeys(value: unknown, itemType?: (item: Record<string, unknown>) => string | undefined): Json {
  if (Array.isArray(value)) {
    const used = new Set<string>();
    return value.map((item, index) => {
      if (!item || typeof item !== "object" || Array.isArray(item)) return withKeys(item);
      const record = item as Record<string, unknown>;
      const source =
        (record.label as { en?: string } | undefined)?.en ?? (record.title as { en?: string } | undefined)?.en ?? (record.href as string | undefined);
      let key = source ? slug(source) : `item-${index}`;
      if (!key || used.has(key)) key = `${key || "item"}-${index}`;
      used.add(key);
      const type = itemType?.(record);
      return { _key: key, ...(type ? { _type: type } : {}), ...(withKeys(record, itemType) as Record<string, Json>) };
    });
  }
  if (value && typeof value === "object") {
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = withKeys(v, itemType);
    return out;
  }
  return value as Json;
}

function itemTypeOf(item: Record<string, unknown>): string | undefined {
  if ("children" in item) return "navCategory";
  if ("links" in item) return "footerColumn";
  if ("href" in item) return "navLink";
  return undefined;
}

function doc(id: string, type: string, fields: Record<string, unknown>): Record<string, Json> {
  return { _id: id, _type: type, _createdAt: TIMESTAMP, _updatedAt: TIMESTAMP, ...(withKeys(fields, itemTypeOf) as Record<string, Json>) };
}

const ref = (id: string) => ({ _type: "reference", _ref: id });

function brandDocument(brand: SeedBrand) {
  return doc(`brand-${brand.code}`, "brand", {
    code: brand.code,
    name: brand.name,
    hosts: brand.hosts,
    defaultLanguage: brand.defaultLanguage,
    logo: { _type: "brandLogo", ...brand.logo },
    colors: brand.colors,
    phones: brand.phones,
    email: brand.email,
    products: brand.products,
    experiences: brand.experiences,
    states: brand.states,
    endpoints: brand.endpoints,
  });
}

export function buildSeed(): string {
  const documents: Record<string, Json>[] = [];
  for (const brand of seedBrands) {
    const brandRef = ref(`brand-${brand.code}`);
    documents.push(brandDocument(brand));
    documents.push(doc(`siteSettings-${brand.code}`, "siteSettings", { brand: brandRef, ...siteSettingsCopy(brand) }));
    documents.push(doc(`quoteSettings-${brand.code}`, "quoteSettings", { brand: brandRef, ...quoteSettingsFields() }));
    documents.push(doc(`paymentSettings-${brand.code}`, "paymentSettings", { brand: brandRef, minAge: 16, maxAge: 75, ...paymentSettingsFields() }));
    documents.push(doc(`portalSettings-${brand.code}`, "portalSettings", { brand: brandRef, ...portalSettingsFields() }));
    documents.push(doc(`buyOnlineSettings-${brand.code}`, "buyOnlineSettings", { brand: brandRef, ...buyOnlineSettingsFields() }));
    documents.push(doc(`followUpSettings-${brand.code}`, "followUpSettings", { brand: brandRef, ...followUpSettingsFields() }));
    documents.push(doc(`rentersSettings-${brand.code}`, "rentersSettings", { brand: brandRef, ...rentersSettingsFields() }));
    documents.push(doc(`roadsideSettings-${brand.code}`, "roadsideSettings", { brand: brandRef, ...roadsideSettingsFields() }));
    documents.push(doc(`labelSettings-${brand.code}`, "labelSettings", { brand: brandRef, ...labelSettingsFields(brand) }));
    documents.push({
      _id: `widgetSettings-${brand.code}`,
      _type: "widgetSettings",
      _createdAt: TIMESTAMP,
      _updatedAt: TIMESTAMP,
      brand: brandRef,
      ...(widgetSettingsFields(brand) as Record<string, Json>),
    });
  }
  for (const carrier of seedCarriers) {
    documents.push(
      doc(`carrier-${carrier.carrierId}`, "carrier", { ...carrier, brands: seedBrands.map((brand) => ({ _key: brand.code, ...ref(`brand-${brand.code}`) })) }),
    );
  }
  documents.push(...(officeSeedDocuments(doc, ref) as Record<string, Json>[]));
  documents.push(...(pageSeedDocuments(doc) as Record<string, Json>[]));
  documents.sort((a, b) => String(a._id).localeCompare(String(b._id)));
  return documents.map((d) => JSON.stringify(d)).join("\n") + "\n";
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const text = buildSeed();
  if (process.argv.includes("--check")) {
    let current = "";
    try {
      current = readFileSync(OUTPUT, "utf8");
    } catch {
      // missing file: out of date
    }
    if (current !== text) {
      console.error("studio/seed/production.ndjson is out of date: run `npx node studio/seed/build-seed.ts`");
      process.exit(1);
    }
    console.log("studio/seed/production.ndjson is current");
  } else {
    writeFileSync(OUTPUT, text);
    console.log(`Wrote ${text.trim().split("\n").length} documents to ${OUTPUT}`);
  }
}
