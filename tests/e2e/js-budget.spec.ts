/**
 * The JavaScript a reading page makes a phone load (every module its HTML names, counted as
 * `npm run bench:js` counts it), gzip-compressed, in KB of 1000 bytes. The budgets sit a
 * few KB above today's figures (npm run bench:js prints them): a change that pulls a large module
 * onto these pages, as a regrouping of the shared chunks can do silently, fails here. The home page
 * has no form that validates in the browser: form validation (zod) must not reach it.
 */
import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { pageScriptPaths } from "../../scripts/page-scripts";

const budgets: { path: string; kb: number; validation: boolean }[] = [
  { path: "/", kb: 136, validation: false },
  { path: "/es", kb: 136, validation: false },
  { path: "/offices", kb: 148, validation: true },
  { path: "/offices/fort-worth-downtown", kb: 137, validation: true },
];

for (const { path, kb, validation } of budgets) {
  test(`${path}: at most ${kb} KB of JavaScript (gzip)${validation ? "" : ", without form validation"}`, async ({ request }) => {
    const html = await (await request.get(path)).text();
    const urls = pageScriptPaths(html);
    expect(urls.length).toBeGreaterThan(5);
    let total = 0;
    for (const url of urls) {
      const body = await (await request.get(url)).body();
      total += gzipSync(body, { level: 9 }).length;
      if (!validation) expect(body.includes("$ZodType"), `${url} carries zod`).toBe(false);
    }
    expect(total / 1000).toBeLessThanOrEqual(kb);
  });
}
