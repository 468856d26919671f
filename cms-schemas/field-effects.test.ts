/**
 * Every Studio field has an effect, and every value a loader reads is a Studio field.
 *
 * For each settings document type, the Studio's fields (cms-schemas) are compared with the typed
 * settings the loaders receive (the zod schemas of app/.server/content), and each typed value must be
 * read by the site's code: TypeScript's checker follows the value from its schema property through
 * destructuring, property reads and every type it is handed on to (loader data, component props), so
 * a read counts only when it is a read of that very setting (field-effects.ts).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { analyse, studioField, studioPaths, type Analysis } from "./field-effects";
import { documentTypes, schemaTypes } from "./index";

const types = new Map(schemaTypes.map((t) => [t.name, t]));

/** Studio document type → the typed settings the loaders receive. */
const CHECKED: Record<string, string> = {
  brand: "Brand",
  siteSettings: "SiteSettings",
  quoteSettings: "FlowSettings.quoteSettings",
  paymentSettings: "FlowSettings.paymentSettings",
  portalSettings: "FlowSettings.portalSettings",
  buyOnlineSettings: "FlowSettings.buyOnlineSettings",
  followUpSettings: "FlowSettings.followUpSettings",
  rentersSettings: "FlowSettings.rentersSettings",
  roadsideSettings: "FlowSettings.roadsideSettings",
  widgetSettings: "FlowSettings.widgetSettings",
  labelSettings: "FlowSettings.labelSettings",
  officeSettings: "OfficeSettings",
  office: "OfficeDocument",
  review: "StoredReview",
  testimonial: "Testimonial",
};

/** Document types checked elsewhere, and by what. */
const CHECKED_ELSEWHERE: Record<string, string> = {
  page: "editor-made pages: every section type is rendered (app/.server/content/pages.test.ts, tests/integration/links.test.ts)",
  // The carrier documents (the carriers a brand quotes, buy-now modes, per-carrier options) have their own tests.
  carrier: "carrier documents",
  carrierSettings: "carrier documents",
};

/** Studio fields that choose or order documents in the GROQ queries rather than give a value. */
const QUERY_FIELDS = ["brand", "brands", "order", "logo.image"];
/** Typed values that come from elsewhere than the document's own fields. */
const COMPUTED: Record<string, string[]> = {
  // Every settings document is tied to its brand; the query adds the brand's code.
  "*": ["brandCode"],
  // Copied from the brand document by the site settings query.
  siteSettings: ["endpoints.api", "endpoints.caApi"],
  // The document's id.
  review: ["id"],
  testimonial: ["id"],
};

/** Fields kept for a part of a flow not built yet (marked `reservedFor` in the Studio schema). */
const RESERVED = ["quoteSettings.newQuotePageMax", "quoteSettings.topRatedMax", "quoteSettings.calculatedMileage", "quoteSettings.recentVehicleYears"];

/** Values whose effect is the order the query lists documents in (reviews newest first). */
const ORDERING: Record<string, string[]> = { review: ["date"] };

const computed = (doc: string) => [...(COMPUTED["*"] ?? []), ...(COMPUTED[doc] ?? [])];

describe("every Studio field has an effect, and every setting a loader reads is a Studio field", () => {
  let analysis: Analysis;
  beforeAll(() => {
    analysis = analyse(Object.values(CHECKED).filter((name) => name !== "FlowSettings.labelSettings" || types.has("labelSettings")));
  }, 900_000);

  it("checks every document type (or names what checks it)", () => {
    const unknown = documentTypes.map((t) => t.name).filter((name) => !(name in CHECKED) && !(name in CHECKED_ELSEWHERE));
    expect(unknown).toEqual([]);
  });

  it("has no Studio field the typed settings lack (a field no loader could read)", () => {
    const missing: string[] = [];
    for (const [doc, typed] of Object.entries(CHECKED)) {
      const type = types.get(doc);
      if (!type) continue;
      const paths = new Set(analysis.typed.get(typed)!.map((s) => s.path));
      for (const path of studioPaths(type, types)) if (!paths.has(path) && !QUERY_FIELDS.includes(path)) missing.push(`${doc}.${path}`);
    }
    expect(missing).toEqual([]);
  });

  it("has no typed setting without its Studio field (a value a loader reads that editors cannot set)", () => {
    const missing: string[] = [];
    for (const [doc, typed] of Object.entries(CHECKED)) {
      const type = types.get(doc);
      if (!type) continue;
      const fields = new Set(studioPaths(type, types));
      for (const { path } of analysis.typed.get(typed)!) if (!fields.has(path) && !computed(doc).includes(path)) missing.push(`${doc}.${path}`);
    }
    expect(missing).toEqual([]);
  });

  it("reads every setting on some page, except the reserved ones, which nothing reads", () => {
    const unread: string[] = [];
    const reservedButRead: string[] = [];
    for (const [doc, typed] of Object.entries(CHECKED)) {
      const type = types.get(doc);
      if (!type) continue;
      const read = analysis.read.get(typed)!;
      for (const { path } of analysis.typed.get(typed)!) {
        if (computed(doc).includes(path) || ORDERING[doc]?.includes(path)) continue;
        const reserved = RESERVED.includes(`${doc}.${path}`);
        if (!read.has(path) && !reserved) unread.push(`${doc}.${path}`);
        if (read.has(path) && reserved) reservedButRead.push(`${doc}.${path}`);
      }
    }
    expect(unread).toEqual([]);
    expect(reservedButRead).toEqual([]);
  });

  it("lists the reserved fields, each marked in the Studio schema with what it will change", () => {
    const marked = Object.keys(CHECKED).flatMap((doc) => {
      const type = types.get(doc);
      return type
        ? studioPaths(type, types)
            .filter((path) => studioField(type, path, types)?.reservedFor)
            .map((path) => `${doc}.${path}`)
        : [];
    });
    expect(marked.sort()).toEqual([...RESERVED].sort());
  });
});
