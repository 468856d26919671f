/**
 * Bad requests for one platform route, generated from the route's own declaration (its params,
 * query and body zod schemas, as the route validates them): the same generator serves every route,
 * so a new route is fuzzed as soon as it is registered.
 *
 * Each request also says whether the route's schemas accept it (checked locally with the same zod
 * schemas on the values as Express will read them), so the test can require a 400 with field
 * messages for every schema failure.
 */
import { parse as parseQueryString } from "node:querystring";
import fc from "fast-check";
import type { z } from "zod";
import { bodySchemaOf, querySchemaOf, type AnyRoute } from "../../platform/http/route.ts";
import { inputJsonSchema, junkValue, objectInput } from "./arbitraries.ts";

export type Transport = "json" | "json-root" | "bad-json" | "text" | "none" | "urlencoded" | "multipart" | "bad-charset" | "bad-encoding";

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  transport?: Transport;
  /** True when the route's params, query and (JSON object) body pass its schemas. */
  schemaValid: boolean;
  /** True when the path holds a malformed percent-encoding. */
  malformedPath: boolean;
}

const validHeader = () => ({ lang: "en", trackId: `fuzz-${Math.random().toString(36).slice(2)}`, requestDate: new Date().toISOString() });

/** A query value as a string (query strings hold text only), cut to keep the URL under Node's 16 KB header limit. */
function asQueryValue(value: unknown): string | string[] {
  const text = (v: unknown) => (typeof v === "string" ? v : (JSON.stringify(v, holdsLong(v) ? cutLong : undefined) ?? "")).slice(0, QUERY_VALUE_MAX);
  if (Array.isArray(value)) return value.slice(0, 4).map(text);
  if (value === undefined) return "";
  return text(value);
}

const QUERY_VALUE_MAX = 200;

/** Whether a generated value (plain values a few levels deep) holds a string longer than a query value. */
function holdsLong(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.length > QUERY_VALUE_MAX;
  if (value === null || typeof value !== "object" || depth > 32) return false;
  return (Array.isArray(value) ? value : Object.values(value)).some((item) => holdsLong(item, depth + 1));
}

/**
 * Cuts the strings of a value to the length of a query value as it is written out: its first
 * QUERY_VALUE_MAX characters are the same, without writing out a huge string only to cut it.
 */
const cutLong = (_key: string, v: unknown) => (typeof v === "string" && v.length > QUERY_VALUE_MAX ? v.slice(0, QUERY_VALUE_MAX) : v);

/** A path segment is never empty (an empty one would be another route). */
function asPathSegment(value: unknown): string {
  const text = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
  // A lone surrogate cannot be percent-encoded: it travels as U+FFFD, as a browser would send it.
  // "." and ".." would be resolved away by the URL before the request is sent.
  if (text === "" || text === "." || text === "..") return "x";
  return text.slice(0, 2000).toWellFormed();
}

function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const one of [asQueryValue(value)].flat()) search.append(key, one);
  }
  return search.toString();
}

function passes(schema: z.ZodObject | undefined, value: unknown): boolean {
  return !schema || schema.safeParse(value ?? {}).success;
}

function formBody(value: unknown): string {
  if (!value || typeof value !== "object") return "a=1";
  return queryString(value as Record<string, unknown>);
}

/** One arbitrary request for `route`; `visitorAddress` varies the per-visitor key the platform sees. */
export function requestFor(route: AnyRoute): fc.Arbitrary<FuzzRequest> {
  const paramsSchema = route.params as z.ZodObject | undefined;
  const querySchema = querySchemaOf(route);
  const bodySchema = bodySchemaOf(route);
  const paramNames = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] ?? "");
  const wantsHeaderQuery = route.header !== false && (route.method === "get" || route.method === "delete");
  const wantsHeaderBody = route.header !== false && !!bodySchema && route.method !== "get" && route.method !== "delete";

  const params = paramsSchema
    ? objectInput(inputJsonSchema(paramsSchema)).map((p) => Object.fromEntries(paramNames.map((name) => [name, asPathSegment(p[name])])))
    : fc.constant(Object.fromEntries(paramNames.map((name) => [name, "x"])));
  const malformed = fc.oneof({ weight: 19, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom("%zz", "%E0%A4%A", "%", "a%2", "%C0%AF") });
  const query = querySchema
    ? objectInput(inputJsonSchema(querySchema))
    : fc.oneof(fc.constant({}), fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 2 }));
  const body = bodySchema
    ? fc.oneof({ weight: 9, arbitrary: objectInput(inputJsonSchema(bodySchema)) as fc.Arbitrary<unknown> }, { weight: 1, arbitrary: junkValue() })
    : fc.constant(undefined);
  const transport: fc.Arbitrary<Transport> = fc.constantFrom<Transport>(
    ...([
      "json",
      "json",
      "json",
      "json",
      "json",
      "json",
      "json",
      "json",
      "json-root",
      "bad-json",
      "text",
      "none",
      "urlencoded",
      "multipart",
      "bad-charset",
      "bad-encoding",
    ] as Transport[]),
  );
  const visitorAddress = fc.oneof(
    { weight: 8, arbitrary: fc.ipV4() },
    { weight: 1, arbitrary: fc.ipV6() },
    { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("999.1.1.1", "::ffff:", "127.0.0.1, 10.0.0.1", "localhost")) },
  );
  const keepValidHeader = fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) });

  return fc.record({ params, malformed, query, body, transport, visitorAddress, keepValidHeader }).map((input): FuzzRequest => {
    // Params as Express reads them: the path segment decoded (a malformed one never decodes).
    const decodedParams = input.params;
    const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => input.malformed ?? encodeURIComponent(decodedParams[name] ?? "x"));
    const queryObject: Record<string, unknown> = { ...input.query };
    if (wantsHeaderQuery && input.keepValidHeader) {
      const header = validHeader();
      Object.assign(queryObject, { "header.lang": header.lang, "header.trackId": header.trackId, "header.requestDate": header.requestDate });
    }
    const search = queryString(queryObject);
    let bodyValue = input.body;
    if (wantsHeaderBody && input.keepValidHeader && bodyValue && typeof bodyValue === "object" && !Array.isArray(bodyValue))
      bodyValue = { ...bodyValue, header: validHeader() };

    const headers: Record<string, string> = { "x-visitor-address": input.visitorAddress };
    let text: string | undefined;
    let bodyIsObject = false;
    const hasBody = route.method !== "get" && route.method !== "delete";
    if (hasBody) {
      const json = JSON.stringify(bodyValue ?? {}) ?? "null";
      switch (input.transport) {
        case "json":
          headers["content-type"] = "application/json";
          text = json;
          bodyIsObject = !!bodyValue && typeof bodyValue === "object" && !Array.isArray(bodyValue);
          break;
        case "json-root":
          headers["content-type"] = "application/json";
          text = JSON.stringify([bodyValue ?? null]);
          break;
        case "bad-json":
          headers["content-type"] = "application/json";
          text = json.slice(0, Math.max(1, json.length - 1)) + "\u0000{";
          break;
        case "text":
          headers["content-type"] = "text/plain";
          text = json;
          break;
        case "none":
          text = json;
          break;
        case "urlencoded":
          headers["content-type"] = "application/x-www-form-urlencoded";
          text = formBody(bodyValue);
          break;
        case "multipart":
          headers["content-type"] = "multipart/form-data; boundary=----fuzz";
          text = `------fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n${json.slice(0, 200)}`;
          break;
        case "bad-charset":
          headers["content-type"] = "application/json; charset=utf-7";
          text = json;
          break;
        case "bad-encoding":
          headers["content-type"] = "application/json";
          headers["content-encoding"] = "gzip";
          text = json;
          break;
      }
    }
    const parsedQuery = parseQueryString(search);
    // A route without path parameters has no segment to hold the malformed encoding: its path stays well-formed.
    const malformedPath = input.malformed !== null && paramNames.length > 0;
    const schemaValid =
      !malformedPath &&
      passes(paramsSchema, decodedParams) &&
      passes(querySchema, parsedQuery) &&
      (!bodySchema || !hasBody || (bodyIsObject && passes(bodySchema, bodyValue)));
    return {
      method: route.method.toUpperCase(),
      path: search ? `${path}?${search}` : path,
      headers,
      ...(text !== undefined ? { body: text } : {}),
      ...(hasBody ? { transport: input.transport } : {}),
      schemaValid,
      malformedPath,
    };
  });
}
