/**
 * fast-check arbitraries generated from a route's own schemas (zod 4 → JSON Schema), so every route
 * gets input without a list of cases:
 * - `fromJsonSchema(schema)`: values shaped like the schema (right keys, types, enums, patterns,
 *   lengths) — they reach the handler, where the deeper bugs live;
 * - `junkValue`: wrong types, wrong lengths, unicode, huge strings, nested junk, prototype keys;
 * - `mutatedObject(schema)`: a shaped object with one to three of: a value replaced by junk, a
 *   required key removed, extra keys, a string stretched past its limit or emptied.
 */
import fc from "fast-check";
import { z } from "zod";

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

/** The JSON Schema of a zod schema as a caller sends it (input side). */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any", target: "draft-2020-12" }) as JsonSchema;
}

const MAX_DEPTH = 4;

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 40, Math.max(minLength, 200));
  if (s.pattern) {
    try {
      const source = new RegExp(s.pattern);
      return fc.stringMatching(source).filter((v) => v.length >= minLength && v.length <= (s.maxLength ?? Infinity));
    } catch {
      // A pattern fast-check cannot read falls through to plain strings.
    }
  }
  switch (s.format) {
    case "email":
      return fc.emailAddress();
    case "date-time":
      return fc.date({ min: new Date("1900-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }).map((d) => d.toISOString());
    case "date":
      return fc.date({ min: new Date("1900-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case "uuid":
      return fc.uuid();
    case "uri":
    case "url":
      return fc.webUrl();
  }
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: "grapheme", minLength, maxLength }));
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : undefined);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : undefined);
  if (integer) {
    const lo = Math.max(min ?? -1_000_000, Number.MIN_SAFE_INTEGER);
    const hi = Math.min(max ?? 1_000_000, Number.MAX_SAFE_INTEGER);
    return fc.integer({ min: Math.ceil(Math.min(lo, hi)), max: Math.floor(Math.max(lo, hi)) });
  }
  return fc.double({ min: min ?? -1e9, max: max ?? 1e9, noNaN: true, noDefaultInfinity: true });
}

/** Values shaped like `schema` (not always valid: refinements and cross-field rules are not in JSON Schema). */
export function fromJsonSchema(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => fromJsonSchema(c, depth + 1)));
  if (schema.allOf?.length) return fromJsonSchema(Object.assign({}, ...schema.allOf) as JsonSchema, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : undefined;
  if (!type) return junkValue(depth + 1);
  if (type.length > 1) return fc.oneof(...type.map((t) => fromJsonSchema({ ...schema, type: t }, depth)));
  switch (type[0]) {
    case "string":
      return stringArbitrary(schema);
    case "integer":
      return numberArbitrary(schema, true);
    case "number":
      return numberArbitrary(schema, false);
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((item) => fromJsonSchema(item, depth + 1)));
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? 4, Math.max(minLength, 6));
      return fc.array(fromJsonSchema(schema.items ?? {}, depth + 1), { minLength, maxLength });
    }
    case "object":
      return objectArbitrary(schema, depth);
    default:
      return junkValue(depth + 1);
  }
}

function objectArbitrary(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  if (keys.length === 0) return fc.dictionary(fc.string({ maxLength: 12 }), junkValue(depth + 1), { maxKeys: 3 });
  const shape = Object.fromEntries(keys.map((key) => [key, fromJsonSchema(properties[key] ?? {}, depth + 1)]));
  return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => keys.includes(key)) }) as fc.Arbitrary<Record<string, unknown>>;
}

/**
 * A string of 100,000 or 300,000 times one character (ASCII, Latin, an emoji, markup, a quote, a
 * percent sign). Made once, not again for every input that draws one.
 */
const HUGE_STRINGS = [100_000, 300_000].flatMap((n) => ["a", "é", "🚗", "<", "'", "%"].map((c) => c.repeat(n)));
export const hugeString = fc.constantFrom(...HUGE_STRINGS);

/**
 * Built once per depth: an arbitrary is a description, shared freely, and building the unicode
 * string ones takes a while (fast-check indexes every code point).
 */
const junkBuilt = new Map<string, fc.Arbitrary<unknown>>();

/**
 * Wrong types, wrong lengths, unicode, huge strings, nested junk, injection-shaped strings.
 * `huge: false` leaves the huge strings out (for a caller that adds them at a rate of its own).
 */
export function junkValue(depth = 0, { huge = true }: { huge?: boolean } = {}): fc.Arbitrary<unknown> {
  const level = Math.min(depth, MAX_DEPTH);
  const key = `${level} ${huge}`;
  let arbitrary = junkBuilt.get(key);
  if (!arbitrary) {
    arbitrary = buildJunkValue(level, huge);
    junkBuilt.set(key, arbitrary);
  }
  return arbitrary;
}

/** The leaves of junk but the huge strings, built once. */
const smallJunkLeaves: fc.Arbitrary<unknown>[] = [
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -0, 1e308, -1e308, 0.1),
  fc.string(),
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\uD800",
    "\u202E",
    "../../etc/passwd",
    "' OR 1=1 --",
    "<script>alert(1)</script>",
    "%zz",
    "%E0%A4%A",
    "NaN",
    "Infinity",
    "1e309",
    "__proto__",
    "constructor",
    "toString",
    "2026-02-30",
    "99/99/9999",
    "null",
    "undefined",
    "[]",
    "{}",
    "true",
  ),
];
/**
 * A huge string is one leaf in 81 (each other kind eight in 81): an input that holds one costs some
 * fifty times another to write, send, read and check, and about one input in a hundred holding one
 * is still ten per route at a thousand inputs.
 */
const junkLeaf = {
  huge: fc.oneof(...smallJunkLeaves.map((arbitrary) => ({ weight: 8, arbitrary })), { weight: 1, arbitrary: hugeString }),
  small: fc.oneof(...smallJunkLeaves),
};

function buildJunkValue(depth: number, huge: boolean): fc.Arbitrary<unknown> {
  const leaf = huge ? junkLeaf.huge : junkLeaf.small;
  if (depth >= MAX_DEPTH) return leaf;
  return fc.oneof(
    { weight: 6, arbitrary: leaf },
    { weight: 1, arbitrary: fc.array(junkValue(depth + 1, { huge }), { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(
        fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom("__proto__", "constructor", "prototype")),
        junkValue(depth + 1, { huge }),
        {
          maxKeys: 3,
        },
      ),
    },
  );
}

type Mutation = (value: Record<string, unknown>) => fc.Arbitrary<Record<string, unknown>>;

function mutations(schema: JsonSchema): fc.Arbitrary<Mutation> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const required = (schema.required ?? []).filter((key) => keys.includes(key));
  const replaceWithJunk: Mutation = (value) =>
    keys.length === 0 ? fc.constant(value) : fc.tuple(fc.constantFrom(...keys), junkValue()).map(([key, junk]) => ({ ...value, [key]: junk }));
  const dropRequired: Mutation = (value) =>
    required.length === 0
      ? fc.constant(value)
      : fc.constantFrom(...required).map((key) => Object.fromEntries(Object.entries(value).filter(([k]) => k !== key)));
  const extraKeys: Mutation = (value) =>
    fc
      .dictionary(
        fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom("__proto__", "constructor", "header.lang", "isSuccess", "brand", "token")),
        junkValue(),
        { minKeys: 1, maxKeys: 4 },
      )
      .map((extra) => ({ ...value, ...extra }));
  const stringKeys = keys.filter((key) => [properties[key]?.type].flat().includes("string"));
  const badLength: Mutation = (value) =>
    stringKeys.length === 0
      ? fc.constant(value)
      : fc.tuple(fc.constantFrom(...stringKeys), fc.constantFrom("empty", "long", "spaces")).map(([key, how]) => {
          const max = properties[key]?.maxLength ?? 1000;
          return { ...value, [key]: how === "empty" ? "" : how === "spaces" ? " ".repeat(Math.min(max, 50)) : "x".repeat(max + 1) };
        });
  const nestedJunk: Mutation = (value) => {
    const objectKeys = keys.filter((key) => [properties[key]?.type].flat().some((t) => t === "object" || t === "array"));
    if (objectKeys.length === 0) return fc.constant(value);
    return fc
      .tuple(
        fc.constantFrom(...objectKeys),
        fc.oneof(fc.constant({}), fc.constant([]), fc.array(junkValue(), { maxLength: 30 }), fc.dictionary(fc.string(), junkValue())),
      )
      .map(([key, junk]) => ({ ...value, [key]: junk }));
  };
  return fc.constantFrom(replaceWithJunk, dropRequired, extraKeys, badLength, nestedJunk);
}

/** A shaped object with one to three mutations applied. */
export function mutatedObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const base = fromJsonSchema(schema).map((v) => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {}));
  return fc
    .tuple(base, fc.array(mutations(schema), { minLength: 1, maxLength: 3 }))
    .chain(([value, steps]) => steps.reduce<fc.Arbitrary<Record<string, unknown>>>((acc, step) => acc.chain(step), fc.constant(value)));
}

/** Object input for a route's schema: mostly mutated, sometimes shaped as the schema says, sometimes pure junk. */
export function objectInput(schema: JsonSchema | undefined): fc.Arbitrary<Record<string, unknown>> {
  if (!schema) return fc.oneof(fc.constant({}), fc.dictionary(fc.string({ maxLength: 12 }), junkValue(), { maxKeys: 3 }));
  const shaped = fromJsonSchema(schema).map((v) => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : {}));
  return fc.oneof(
    { weight: 6, arbitrary: mutatedObject(schema) },
    { weight: 3, arbitrary: shaped },
    { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 12 }), junkValue(), { maxKeys: 5 }) },
  );
}
