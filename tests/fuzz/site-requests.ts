/**
 * Bad requests for the site's routes, generated from its route table (./site-server.ts) and the
 * forms its own pages render: the field names and the intent values of every `<form>` the pages
 * show are harvested once, then posted back mutated, with random extra fields, as JSON, as plain
 * text, as broken multipart, without a content type or too large; and paths with malformed
 * percent-encodings. A new route or a new form field is fuzzed without a case list.
 */
import fc from "fast-check";
import { hugeString, junkValue } from "./arbitraries.ts";
import type { SiteRoute } from "./site-server.ts";

export interface SiteRequest {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  kind: string;
}

/** A form field the pages render, with the values they offer (hidden inputs, buttons, options). */
export type Fields = Map<string, Set<string>>;

const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, "i");

/** Names and values of the form controls in a page's HTML. */
export function harvestFields(html: string, into: Fields = new Map()): Fields {
  for (const tag of html.match(/<(input|select|textarea|button|option)\b[^>]*>/gi) ?? []) {
    const name = ATTRIBUTE("name").exec(tag)?.[1];
    const value = ATTRIBUTE("value").exec(tag)?.[1];
    if (!name) continue;
    const values = into.get(name) ?? new Set<string>();
    if (value !== undefined) values.add(value.replaceAll("&amp;", "&").replaceAll("&quot;", '"'));
    into.set(name, values);
  }
  return into;
}

/** Values for a route's dynamic segments: valid ones first, then junk. */
const SEGMENT_VALUES = ["TX", "tx", "CA", "FL", "ZZ", "x", "..", "%2e%2e", "a%2Fb", "'%20OR%201=1", "%F0%9F%9A%97", "9".repeat(300)];

/** A request line holds printable ASCII only: anything else is percent-encoded, as a browser sends it. */
const printable = (path: string) => path.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c.toWellFormed()));

export function concretePath(pattern: string, pick: (values: string[]) => string): string {
  return (
    pattern
      .split("/")
      .map((segment) => {
        if (segment === "*") return pick(["x", "a/b/c", "%2e%2e/%2e%2e"]);
        if (segment.startsWith(":")) {
          const optional = segment.endsWith("?");
          const value = pick(optional ? ["", ...SEGMENT_VALUES] : SEGMENT_VALUES);
          return value;
        }
        return segment;
      })
      .filter((segment, i) => i === 0 || segment !== "")
      .join("/") || "/"
  );
}

const MALFORMED = ["%zz", "%E0%A4%A", "%", "%%", "%C0%AF", "%ED%A0%80", "%u0041", "a%2", "%00"];

const formValue = (offered: Set<string> | undefined): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: offered && offered.size > 0 ? fc.constantFrom(...offered) : fc.string({ maxLength: 20 }) },
    { weight: 3, arbitrary: junkValue(2, { huge: false }).map((v) => (typeof v === "string" ? v : (JSON.stringify(v) ?? ""))) },
    { weight: 1, arbitrary: fc.constantFrom("75201", "90210", "1990-04-12", "04/12/1990", "jordan@example.com", "2145550101", "TX", "en", "es", "true", "0") },
  );

function formEntries(fields: Fields): fc.Arbitrary<[string, string][]> {
  const names = [...fields.keys()];
  const known = names.length
    ? fc
        .subarray(names, { minLength: 0, maxLength: Math.min(names.length, 14) })
        .chain((chosen) => fc.tuple(...chosen.map((name) => formValue(fields.get(name)).map((value): [string, string] => [name, value]))))
    : fc.constant([] as [string, string][]);
  const extra = fc.array(
    fc.tuple(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("intent", "_action", "redirectTo", "__proto__", "step", "lang", "")), formValue(undefined)),
    { maxLength: 4 },
  );
  return fc.tuple(known, extra).map(([a, b]) => [...a, ...b]);
}

function urlencoded(entries: [string, string][]): string {
  const search = new URLSearchParams();
  for (const [name, value] of entries) search.append(name.toWellFormed(), value.toWellFormed());
  return search.toString();
}

function multipart(entries: [string, string][], boundary: string): string {
  const parts = entries.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, "_")}"\r\n\r\n${value}\r\n`);
  return `${parts.join("")}--${boundary}--\r\n`;
}

type BodyKind = "form" | "multipart" | "file" | "broken-multipart" | "no-boundary" | "json" | "text" | "none" | "xml" | "big-form" | "bad-charset";

/**
 * How often each body kind is sent, in parts of 113: mostly forms, each kind of refusal a few
 * times in a hundred, and a 2 MB form one time in 113 (it costs the server some twenty times
 * another post: still about nine per action at a thousand posts).
 */
const KIND_WEIGHTS: Record<BodyKind, number> = {
  form: 32,
  multipart: 16,
  file: 8,
  "broken-multipart": 8,
  "no-boundary": 8,
  json: 8,
  text: 8,
  none: 8,
  xml: 8,
  "big-form": 1,
  "bad-charset": 8,
};

/**
 * How the post is addressed: mostly as the page's own scripts send a form (React Router's data
 * request, `/path.data`, which runs the action alone), one in five as a browser without
 * JavaScript sends it (the document address, which runs the action and renders the page).
 */
const ADDRESSES = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(".data", ".data", ".data?index") },
  { weight: 1, arbitrary: fc.constantFrom("", "", "?index", "?_data=root") },
);

/**
 * One post in 100 carries a huge value in a field (300,000 characters make up to 3.6 MB of form;
 * such a post costs some twenty times another): ten per action at a thousand posts.
 */
const HUGE_VALUE = fc.oneof({ weight: 99, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: hugeString });

/** One POST to an action route, in one of the body kinds above. */
export function postFor(route: SiteRoute, fields: Fields, base: string, cookie: string | undefined): fc.Arbitrary<SiteRequest> {
  const kind = fc.oneof(...Object.entries(KIND_WEIGHTS).map(([kind, weight]) => ({ weight, arbitrary: fc.constant(kind as BodyKind) })));
  return fc
    .record({
      kind,
      fieldEntries: formEntries(fields),
      huge: fc.tuple(HUGE_VALUE, fc.nat()),
      segment: fc.constantFrom(...SEGMENT_VALUES),
      dataSuffix: ADDRESSES,
      withCookie: fc.boolean(),
      origin: fc.constantFrom("same", "none", "other"),
    })
    .map(({ kind, fieldEntries, huge: [huge, at], segment, dataSuffix, withCookie, origin }) => {
      const entries = [...fieldEntries];
      if (huge !== undefined) {
        const index = at % (entries.length + 1);
        entries[index] = [entries[index]?.[0] ?? "huge", huge];
      }
      const path = concretePath(route.pattern, () => segment);
      const suffixed = dataSuffix.startsWith(".") ? `${path === "/" ? "/_root" : path}${dataSuffix}` : `${path}${dataSuffix}`;
      const headers: Record<string, string> = {};
      if (withCookie && cookie) headers.cookie = cookie;
      if (origin === "same") headers.origin = base;
      if (origin === "other") headers.origin = "https://attacker.example";
      let body: string | Uint8Array | undefined;
      switch (kind) {
        case "form":
          headers["content-type"] = "application/x-www-form-urlencoded";
          body = urlencoded(entries);
          break;
        case "multipart":
          headers["content-type"] = "multipart/form-data; boundary=fuzzBoundary";
          body = multipart(entries, "fuzzBoundary");
          break;
        case "file":
          headers["content-type"] = "multipart/form-data; boundary=fuzzBoundary";
          body = `--fuzzBoundary\r\nContent-Disposition: form-data; name="${entries[0]?.[0] ?? "file"}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG garbage\r\n--fuzzBoundary--\r\n`;
          break;
        case "broken-multipart":
          headers["content-type"] = "multipart/form-data; boundary=fuzzBoundary";
          body = multipart(entries, "fuzzBoundary").slice(0, -8) + "\r\n--otherBoundary\r\nContent-Disposition: form-data; name=";
          break;
        case "no-boundary":
          headers["content-type"] = "multipart/form-data";
          body = multipart(entries, "fuzzBoundary");
          break;
        case "json":
          headers["content-type"] = "application/json";
          body = JSON.stringify(Object.fromEntries(entries));
          break;
        case "text":
          headers["content-type"] = "text/plain";
          body = urlencoded(entries);
          break;
        case "none":
          body = urlencoded(entries);
          break;
        case "xml":
          headers["content-type"] = "application/xml";
          body = `<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>`;
          break;
        case "big-form":
          headers["content-type"] = "application/x-www-form-urlencoded";
          body = `${urlencoded(entries)}&pad=${"a".repeat(2_000_000)}`;
          break;
        case "bad-charset":
          headers["content-type"] = "application/x-www-form-urlencoded; charset=utf-7";
          body = urlencoded(entries);
          break;
      }
      return { method: "POST" as const, path: printable(suffixed), headers, body, kind };
    });
}

/** GETs with malformed percent-encodings in the path and junk in the query, on any route. */
export function getFor(route: SiteRoute): fc.Arbitrary<SiteRequest> {
  return fc
    .record({
      segment: fc.constantFrom(...SEGMENT_VALUES, ...MALFORMED),
      malformed: fc.constantFrom(...MALFORMED),
      where: fc.constantFrom("segment", "end", "query", "data"),
      query: fc.array(fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 40 })), { maxLength: 3 }),
    })
    .map(({ segment, malformed, where, query }) => {
      const path = concretePath(route.pattern, () => segment);
      const search = urlencoded(query);
      let url = `${path}${search ? `?${search}` : ""}`;
      if (where === "segment") url = `${path}/${malformed}`;
      if (where === "end") url = `${path}${malformed}`;
      if (where === "query") url = `${path}?zip=${malformed}&${search}`;
      if (where === "data") url = `${path === "/" ? "/_root" : path}.data?${malformed}=1`;
      return { method: "GET" as const, path: printable(url), headers: {}, kind: `get-${where}` };
    });
}
