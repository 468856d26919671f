/**
 * The site's calls and the platform's contract agree. Every platform call written in
 * the site's code (`client.get("/api/…")`, `client.post(\`/api/…/${id}\`)`, in any file under app/)
 * names a path and method that the platform's OpenAPI document declares, so a renamed or removed
 * route fails here rather than on a page.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../platform/db/test-databases.ts";
import { startTestPlatform, type TestPlatform } from "../../platform/http/test-client.ts";

const root = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.startsWith("test-") ? [full] : [];
  });
}

/** `client.post("/api/x", …)` or a template path with `${…}` parts; the method and the path's pattern. */
const CALL = /\.(get|post|put|patch|delete)(?:<[^>(]*>)?\(\s*(["`])(\/(?:api|opapi|bin)\/[^"`]*)\2/g;

function siteCalls(): { method: string; path: string; file: string }[] {
  return sourceFiles(path.join(root, "app")).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return [...text.matchAll(CALL)].map((m) => ({ method: m[1]!, path: m[3]!.split("?")[0]!, file: path.relative(root, file) }));
  });
}

/**
 * Whether a call's path fits an OpenAPI path template, segment by segment: a template's `{param}`
 * takes any one segment, and a call's `${…}` part stands for any one segment (an encoded id, or a
 * variable naming one of several literal segments).
 */
function fits(callPath: string, template: string): boolean {
  const call = callPath.split("/");
  const declared = template.split("/");
  if (call.length !== declared.length) return false;
  return call.every((segment, i) => {
    const other = declared[i]!;
    if (/^\{[^}]+\}$/.test(other)) return segment.length > 0;
    if (/\$\{[^}]*\}/.test(segment))
      return new RegExp(
        `^${segment
          .split(/\$\{[^}]*\}/)
          .map((part) => part.replace(/[.*+?^$()|[\]\\{}]/g, "\\$&"))
          .join("[^/]+")}$`,
      ).test(other);
    return segment === other;
  });
}

describe("the site's platform calls are in the platform's OpenAPI", () => {
  let database: TestDatabase;
  let t: TestPlatform;
  let declared: { method: string; template: string }[] = [];

  beforeAll(async () => {
    database = await openTestDatabase("sqlite");
    t = await startTestPlatform(database.store);
    const document = (await (await fetch(`${t.baseUrl}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    declared = Object.entries(document.paths).flatMap(([template, methods]) => Object.keys(methods).map((method) => ({ method, template })));
  });

  afterAll(async () => {
    await t?.close();
    await database?.dispose();
  });

  it("the site makes platform calls (the scan finds them)", () => {
    expect(siteCalls().length).toBeGreaterThan(30);
  });

  it("the matching refuses a path or method the platform does not declare", () => {
    const known = (method: string, path: string) => declared.some((d) => d.method === method && fits(path, d.template));
    expect(known("post", "/api/staff/tracking/${encodeURIComponent(id)}/${what}/handled")).toBe(true);
    expect(known("post", "/api/staff/tracking/${id}/nowhere")).toBe(false);
    expect(known("delete", "/api/account/login")).toBe(false);
  });

  it("each call's method and path is declared", () => {
    const undeclared = siteCalls()
      .filter((call) => !declared.some((d) => d.method === call.method && fits(call.path, d.template)))
      .map((call) => `${call.method.toUpperCase()} ${call.path} (${call.file})`);
    expect(undeclared).toEqual([]);
  });
});
