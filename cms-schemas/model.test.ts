import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import wcag from "wcag-contrast";
import { describe, expect, it } from "vitest";
import { brandSchema, flowSettingsSchemas, quoteSettingsSchema, siteSettingsSchema } from "../app/.server/content/schemas";
import { seedDocuments } from "../app/.server/content/test-support";
import { isSpanishHost, resolveBrand } from "../app/.server/resolve-site";
import { buildSeed } from "../studio/seed/build-seed";
import { contrastRatio } from "./contrast";
import { oneDocumentPerBrand } from "./fields";
import { evaluate, parse } from "groq-js";
import { documentTypes, schemaTypes, type FieldDefinition, type TypeDefinition } from "./index";
import type { Rule } from "./types";

const seed = seedDocuments();
const typeByName = new Map(schemaTypes.map((t) => [t.name, t]));
const builtIn = new Set(["string", "text", "number", "boolean", "array", "object", "reference", "image", "url", "block"]);

/** Runs a field's validation against a recording rule: was it required, and what custom checks does it add? */
function inspectRules(field: { validation?: FieldDefinition["validation"] }) {
  const found = { required: false, custom: [] as ((value: unknown) => true | string)[] };
  const rule: Rule = new Proxy({} as Rule, {
    get:
      (_target, name) =>
      (...args: unknown[]) => {
        if (name === "required") found.required = true;
        if (name === "custom") found.custom.push(args[0] as (value: unknown) => true | string);
        return rule;
      },
  });
  field.validation?.(rule);
  return found;
}

/** Problems of a value against a field list: undeclared fields, wrong kinds, required fields left empty. */
function check(value: Record<string, unknown>, fields: FieldDefinition[], where: string, problems: string[]) {
  const declared = new Map(fields.map((f) => [f.name, f]));
  for (const [key, v] of Object.entries(value)) {
    if (key.startsWith("_")) continue;
    const field = declared.get(key);
    if (!field) problems.push(`${where}.${key} is not in the content model`);
    else checkValue(v, field, `${where}.${key}`, problems);
  }
  for (const field of fields) {
    if (inspectRules(field).required && (value[field.name] === undefined || value[field.name] === "")) problems.push(`${where}.${field.name} is required`);
  }
}

function checkValue(v: unknown, field: FieldDefinition, where: string, problems: string[]) {
  const named = typeByName.get(field.type);
  if (named) {
    if (typeof v !== "object" || v === null) problems.push(`${where} should be a ${field.type}`);
    else check(v as Record<string, unknown>, named.fields, where, problems);
    return;
  }
  if (!builtIn.has(field.type)) problems.push(`${where} has unknown type ${field.type}`);
  const kinds: Record<string, string> = { string: "string", text: "string", url: "string", number: "number", boolean: "boolean" };
  if (kinds[field.type] && typeof v !== kinds[field.type]) problems.push(`${where} should be a ${field.type}`);
  if (field.type === "object") check(v as Record<string, unknown>, field.fields ?? [], where, problems);
  if (field.type === "reference" && !seed.some((d) => d._id === (v as { _ref?: string })._ref)) problems.push(`${where} points nowhere`);
  if (field.type === "array") {
    if (!Array.isArray(v)) return problems.push(`${where} should be an array`);
    v.forEach((item, i) => {
      const member = field.of?.find((o) => o.type === (item as { _type?: string })?._type) ?? field.of?.[0];
      if (!member) return problems.push(`${where}[${i}] has no declared member type`);
      if (typeByName.has(member.type) && !(item as { _key?: string })._key) problems.push(`${where}[${i}] has no _key`);
      checkValue(item, { name: String(i), type: member.type }, `${where}[${i}]`, problems);
    });
  }
}

const fieldNames = (type: TypeDefinition) => type.fields.map((f) => f.name);

describe("content model", () => {
  it("holds every seed document: declared fields only, right kinds, required fields filled", () => {
    const problems: string[] = [];
    for (const doc of seed) {
      const type = typeByName.get(doc._type);
      if (!type || type.type !== "document") problems.push(`${doc._id}: no document type ${doc._type}`);
      else check(doc, type.fields, doc._id, problems);
    }
    expect(problems).toEqual([]);
  });

  it("declares every field the site reads, and a document type per flow", () => {
    const site = typeByName.get("siteSettings")!;
    expect(fieldNames(site)).toEqual(expect.arrayContaining(Object.keys(siteSettingsSchema.shape).filter((k) => k !== "brandCode" && k !== "endpoints")));
    expect(fieldNames(typeByName.get("brand")!)).toEqual(expect.arrayContaining(Object.keys(brandSchema.shape)));
    expect(fieldNames(typeByName.get("quoteSettings")!)).toEqual(
      expect.arrayContaining(Object.keys(quoteSettingsSchema.shape).filter((k) => k !== "brandCode")),
    );
    for (const flow of Object.keys(flowSettingsSchemas)) expect(documentTypes.map((t) => t.name)).toContain(flow);
  });

  it("refuses in the studio a primary colour too light for text on white", () => {
    const colors = typeByName.get("brandColors")!;
    const [primaryCheck] = inspectRules(colors.fields.find((f) => f.name === "primary")!).custom;
    expect(primaryCheck?.("#1D4E89")).toBe(true);
    expect(primaryCheck?.("#F2B705")).toMatch(/at least 4.5:1/);
    expect(primaryCheck?.("blue")).toMatch(/#1d4e89/);
    const [accentCheck] = inspectRules(typeByName.get("brand")!.fields.find((f) => f.name === "colors")!).custom;
    expect(accentCheck?.({ accent: "#F2B705", onAccent: "#FFFFFF" })).toMatch(/hard to read/);
    expect(accentCheck?.({ accent: "#F2B705", onAccent: "#1B1F24" })).toBe(true);
  });

  it("refuses a second settings document of the same kind for a brand, and lets the brand's own one (or its draft) be edited", async () => {
    const context = (document: { _id: string; _type: string }, documents = seed) => ({
      document,
      getClient: () => ({
        fetch: async <R>(query: string, params: Record<string, unknown>) =>
          (await (await evaluate(parse(query, { params }), { dataset: documents, params })).get()) as R,
      }),
    });
    const lonestar = { _type: "reference", _ref: "brand-lonestar" };
    const settingsTypes = schemaTypes.filter((t) => t.type === "document" && t.fields.some((f) => f.name === "brand"));
    expect(settingsTypes.length).toBeGreaterThanOrEqual(10);
    for (const type of settingsTypes) {
      const own = seed.find((d) => d._type === type.name && (d.brand as { _ref: string })._ref === "brand-lonestar");
      expect(own, type.name).toBeDefined();
      expect(await oneDocumentPerBrand(lonestar, context({ _id: own!._id, _type: type.name })), type.name).toBe(true);
      expect(await oneDocumentPerBrand(lonestar, context({ _id: `drafts.${own!._id}`, _type: type.name })), type.name).toBe(true);
      expect(await oneDocumentPerBrand(lonestar, context({ _id: "drafts.new-one", _type: type.name })), type.name).toMatch(
        /already has a document of this kind/,
      );
      // A brand with none yet can get its first one.
      const without = seed.filter((d) => d._id !== own!._id);
      expect(await oneDocumentPerBrand(lonestar, context({ _id: "drafts.new-one", _type: type.name }, without)), type.name).toBe(true);
    }
  });

  it("the revalidation webhook's filter in docs/content.md names every document type", () => {
    const docs = readFileSync(resolve("docs/content.md"), "utf8");
    const filter = /filter `_type in (\[[^\]]*\])`/.exec(docs)?.[1];
    expect(JSON.parse(filter ?? "[]")).toEqual(documentTypes.map((type) => type.name));
  });

  it("computes contrast as WCAG does", () => {
    for (const [a, b] of [
      ["#1D4E89", "#FFFFFF"],
      ["#F2B705", "#1B1F24"],
      ["#777777", "#FFFFFF"],
    ] as const) {
      expect(contrastRatio(a, b)).toBeCloseTo(wcag.hex(a, b), 2);
    }
  });
});

describe("seed dataset", () => {
  const brands = seed.filter((d) => d._type === "brand").map((d) => brandSchema.parse(d));

  it("is what studio/seed/build-seed.ts writes", () => {
    expect(readFileSync(resolve("studio/seed/production.ndjson"), "utf8")).toBe(buildSeed());
  });

  it("has three fictional brands, one Spanish-first with a Spanish host name", () => {
    expect(brands).toHaveLength(3);
    const spanish = brands.filter((b) => b.defaultLanguage === "es");
    expect(spanish).toHaveLength(1);
    expect(spanish[0]!.hosts.some(isSpanishHost)).toBe(true);
    expect(brands.some((b) => b.states.length > 1)).toBe(true);
  });

  it("gives every host name to one brand, and localhost to lonestar", () => {
    const hosts = brands.flatMap((b) => b.hosts);
    expect(new Set(hosts).size).toBe(hosts.length);
    const pick = (host: string) => resolveBrand(brands, { host, queryBrand: null, cookieBrand: null, overridesAllowed: false, defaultCode: "none" }).brand.code;
    expect(pick("localhost")).toBe("lonestar");
    expect(pick("127.0.0.1")).toBe("lonestar");
    expect(pick("es.delsol.localtest.me")).toBe("delsol");
  });

  it("brand colours reach WCAG AA (4.5:1): primary, dark and body text on white, text on the accent", () => {
    const weak: string[] = [];
    for (const { code, colors } of brands) {
      const pairs = {
        primary: [colors.primary, "#FFFFFF"],
        primaryDark: [colors.primaryDark, "#FFFFFF"],
        ink: [colors.ink, colors.surface],
        onAccent: [colors.onAccent, colors.accent],
      };
      for (const [role, [fg, bg]] of Object.entries(pairs)) {
        const ratio = wcag.hex(fg!, bg!);
        if (ratio < 4.5) weak.push(`${code} ${role} ${ratio.toFixed(2)}:1`);
      }
    }
    expect(weak).toEqual([]);
  });

  it("has every authored text in English and Spanish", () => {
    const missing: string[] = [];
    const walk = (value: unknown, where: string) => {
      if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${where}[${i}]`));
      if (!value || typeof value !== "object") return;
      const record = value as Record<string, unknown>;
      if (Array.isArray(record.en) || Array.isArray(record.es)) {
        // Rich text: both languages hold blocks.
        if (!Array.isArray(record.en) || !record.en.length) missing.push(`${where}.en`);
        if (!Array.isArray(record.es) || !record.es.length) missing.push(`${where}.es`);
        if (JSON.stringify(record.en) === JSON.stringify(record.es)) missing.push(`${where}: Spanish is a copy of English`);
        return;
      }
      if ("en" in record || "es" in record) {
        if (typeof record.en !== "string" || !record.en.trim()) missing.push(`${where}.en`);
        if (typeof record.es !== "string" || !record.es.trim()) missing.push(`${where}.es`);
        if (record.en === record.es && /[a-z]{4,}/i.test(String(record.en)) && !/^©|Legal/.test(String(record.en)))
          missing.push(`${where}: Spanish is a copy of English`);
      }
      for (const [k, v] of Object.entries(record)) walk(v, `${where}.${k}`);
    };
    seed.forEach((doc) => walk(doc, doc._id));
    expect(missing).toEqual([]);
  });

  it("points each brand at a logo in public/ whose size matches the file", () => {
    for (const { code, logo } of brands) {
      const svg = readFileSync(resolve("public", `.${logo.src}`), "utf8");
      expect([code, svg.match(/<svg[^>]*\bwidth="(\d+)"/)?.[1], svg.match(/<svg[^>]*\bheight="(\d+)"/)?.[1]]).toEqual([
        code,
        String(logo.width),
        String(logo.height),
      ]);
      expect(svg).toContain(`<title id="t">${logo.alt}</title>`);
    }
  });
});
