/**
 * The site reads what the platform answers. Every platform call of the site lives in
 * app/.server/platform/ with a named, exported answer schema (zod); each one is held against the
 * success answer the platform's OpenAPI document (`/api/openapi.json`) declares for that path and
 * method, field by field:
 * - a field the site requires is declared by the platform, and required there (a field the platform
 *   may leave out must be optional for the site);
 * - where both give a field a plain JSON type, the platform's type is one the site accepts;
 * - where both give an enumeration, every value the platform may send is one the site knows;
 * - objects and list items are compared the same way, all the way down.
 * Patterns, lengths and formats are the site's own reading and are not compared.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../platform/db/test-databases.ts";
import { startTestPlatform, type TestPlatform } from "../../platform/http/test-client.ts";

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
};

const root = path.resolve(import.meta.dirname, "../..");
const PLATFORM_DIR = path.join(root, "app/.server/platform");
const METHODS = new Set(["get", "post", "patch", "delete"]);

interface SiteCall {
  method: string;
  /** The path as written, a template's `${…}` parts kept. */
  path: string;
  /** The name of the answer schema the call passes, when it is a plain identifier. */
  schema: string | null;
  file: string;
  line: number;
}

/** The text of a string or template literal path, `${…}` for each substitution. */
function pathText(node: ts.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => "${x}" + span.literal.text).join("");
  return null;
}

/** Every `x.get|post|patch|delete("/api/…", …, schema)` in a module, with the schema argument's name. */
function callsIn(file: string): SiteCall[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const calls: SiteCall[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && METHODS.has(node.expression.name.text)) {
      const first = node.arguments[0];
      const text = first ? pathText(first) : null;
      if (text && /^\/(api|opapi|bin)\//.test(text)) {
        const schema = node.arguments[2];
        calls.push({
          method: node.expression.name.text,
          path: text.split("?")[0]!,
          schema: schema && ts.isIdentifier(schema) ? schema.text : null,
          file: path.relative(root, file),
          line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

/** Every module of the site (app/), tests left out. */
function siteModules(dir = path.join(root, "app")): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return siteModules(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function platformModules(): string[] {
  return readdirSync(PLATFORM_DIR)
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && !name.startsWith("test-"))
    .map((name) => path.join(PLATFORM_DIR, name));
}

/** Whether a call's path fits an OpenAPI template (`{param}` and `${…}` each stand for one segment). */
function fits(callPath: string, template: string): boolean {
  const call = callPath.split("/");
  const declared = template.split("/");
  if (call.length !== declared.length) return false;
  return call.every((segment, i) => {
    const other = declared[i]!;
    if (/^\{[^}]+\}$/.test(other)) return segment.length > 0;
    if (segment.includes("${x}"))
      return new RegExp(
        `^${segment
          .split("${x}")
          .map((part) => part.replace(/[.*+?^$()|[\]\\{}]/g, "\\$&"))
          .join("[^/]+")}$`,
      ).test(other);
    return segment === other;
  });
}

/** The JSON types a schema allows, or null when it does not say plainly (unions, references, any). */
function plainTypes(schema: JsonSchema): Set<string> | null {
  if (schema.const !== undefined) return new Set([schema.const === null ? "null" : typeof schema.const === "number" ? "number" : typeof schema.const]);
  if (schema.type === undefined) return null;
  const types = new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (types.has("integer")) types.add("number");
  return types;
}

/** A union's one non-null member (zod's `.nullable()`), or the schema itself. */
function unwrapNullable(schema: JsonSchema): JsonSchema {
  const members = schema.anyOf ?? schema.oneOf;
  if (!members) return schema;
  const real = members.filter((m) => m.type !== "null");
  return real.length === 1 ? { ...real[0]!, type: real[0]!.type } : schema;
}

/** The differences between what the site requires of an answer and what the platform declares, as readable lines. */
function differences(site: JsonSchema, platform: JsonSchema, where: string): string[] {
  const out: string[] = [];
  const s = unwrapNullable(site);
  const p = unwrapNullable(platform);
  const siteTypes = plainTypes(s);
  const platformTypes = plainTypes(p);
  if (siteTypes && platformTypes) {
    const unread = [...platformTypes].filter((type) => !siteTypes.has(type) && !(type === "integer" && siteTypes.has("number")));
    if (unread.length > 0) out.push(`${where}: the platform may send ${unread.join(" or ")}, the site reads ${[...siteTypes].join(" or ")}`);
  }
  if (s.enum && p.enum) {
    const unknown = p.enum.filter((value) => !s.enum!.includes(value));
    if (unknown.length > 0) out.push(`${where}: the platform may send ${JSON.stringify(unknown)}, which the site does not know`);
  }
  if (s.properties) {
    const declared = p.properties ?? {};
    const platformRequired = new Set(p.required ?? []);
    for (const name of s.required ?? []) {
      if (!(name in declared)) {
        if (p.properties || p.type === "object") out.push(`${where}.${name}: required by the site, not in the platform's answer`);
        continue;
      }
      if (!platformRequired.has(name)) out.push(`${where}.${name}: required by the site, optional in the platform's answer`);
    }
    for (const [name, field] of Object.entries(s.properties)) {
      if (declared[name]) out.push(...differences(field, declared[name]!, `${where}.${name}`));
    }
  }
  if (s.items && p.items) out.push(...differences(s.items, p.items, `${where}[]`));
  return out;
}

describe("the site reads the answers the platform declares (app/.server/platform ↔ /api/openapi.json)", () => {
  let database: TestDatabase;
  let t: TestPlatform;
  let answers: { method: string; template: string; schema: JsonSchema | undefined }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase("sqlite");
    t = await startTestPlatform(database.store);
    const document = (await (await fetch(`${t.baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> }>>;
    };
    answers = Object.entries(document.paths).flatMap(([template, methods]) =>
      Object.entries(methods).map(([method, operation]) => {
        const success = Object.entries(operation.responses).find(([status]) => status.startsWith("2"))?.[1];
        return { method, template, schema: success?.content?.["application/json"]?.schema };
      }),
    );
  });

  afterAll(async () => {
    await t?.close();
    await database?.dispose();
  });

  it("the comparison finds a renamed field, a field the platform may leave out, a changed type and an unknown value", () => {
    const platform: JsonSchema = {
      type: "object",
      properties: { id: { type: "string" }, count: { type: "integer" }, note: { type: "string" }, kind: { enum: ["a", "b", "c"] } },
      required: ["id", "count", "kind"],
    };
    const site = (shape: z.ZodRawShape) => z.toJSONSchema(z.object(shape), { io: "input", unrepresentable: "any" }) as JsonSchema;
    expect(differences(site({ id: z.string(), count: z.number(), kind: z.enum(["a", "b", "c"]) }), platform, "answer")).toEqual([]);
    expect(differences(site({ identifier: z.string() }), platform, "answer")).toEqual([
      "answer.identifier: required by the site, not in the platform's answer",
    ]);
    expect(differences(site({ note: z.string() }), platform, "answer")).toEqual(["answer.note: required by the site, optional in the platform's answer"]);
    expect(differences(site({ count: z.string() }), platform, "answer")).toEqual([
      "answer.count: the platform may send integer or number, the site reads string",
    ]);
    expect(differences(site({ kind: z.enum(["a", "b"]) }), platform, "answer")).toEqual([
      'answer.kind: the platform may send ["c"], which the site does not know',
    ]);
  });

  it("no module of the site outside app/.server/platform/ calls the platform", () => {
    const elsewhere = siteModules()
      .filter((file) => path.dirname(file) !== PLATFORM_DIR)
      .flatMap(callsIn)
      .map((call) => `${call.file}:${call.line} ${call.method.toUpperCase()} ${call.path}`);
    expect(elsewhere).toEqual([]);
  });

  it("every platform call of the site is in app/.server/platform/ and passes a named answer schema its module exports", async () => {
    const calls = platformModules().flatMap(callsIn);
    expect(calls.length).toBeGreaterThan(40);
    const unnamed: string[] = [];
    for (const call of calls) {
      if (!call.schema) {
        unnamed.push(`${call.file}:${call.line} ${call.method.toUpperCase()} ${call.path}: no named schema`);
        continue;
      }
      const module = (await import(path.join(root, call.file))) as Record<string, unknown>;
      if (!(module[call.schema] instanceof z.ZodType))
        unnamed.push(`${call.file}:${call.line} ${call.method.toUpperCase()} ${call.path}: ${call.schema} is not exported`);
    }
    expect(unnamed).toEqual([]);
  });

  it("each answer schema reads every answer the platform declares for its path and method", async () => {
    const problems: string[] = [];
    let compared = 0;
    for (const call of platformModules().flatMap(callsIn)) {
      const declared = answers.find((a) => a.method === call.method && fits(call.path, a.template));
      if (!declared?.schema || !call.schema) continue;
      const module = (await import(path.join(root, call.file))) as Record<string, unknown>;
      const schema = module[call.schema];
      if (!(schema instanceof z.ZodType)) continue;
      const site = z.toJSONSchema(schema, { io: "input", unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
      compared++;
      for (const line of differences(site, declared.schema, `${call.method.toUpperCase()} ${call.path}`)) problems.push(`${line} (${call.file}:${call.line})`);
    }
    expect(problems).toEqual([]);
    // Answers are JSON for all but a few calls (documents, pages): nearly every call is compared.
    expect(compared).toBeGreaterThan(60);
  });
});
