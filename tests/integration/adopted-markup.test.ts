/**
 * The blocks whose server markup the page adopts at hydration (app/components/static-markup.tsx: the
 * header's and footer's link lists, the home page's static sections, the office directory) hold only
 * what works without React: links and native
 * disclosure. A button, a field or a form put inside one would be adopted as inert markup, so this
 * test fails on any. Serves the production build (BUILD_DIR, default build/): `npm test` builds it first.
 */
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startBuiltSite, type BuiltSite } from "./built-site.ts";

let site: BuiltSite | undefined;

beforeAll(async () => {
  site = await startBuiltSite("adopted-markup");
}, 60_000);

afterAll(async () => {
  await site?.close();
});

function page(path: string, host: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: site!.port, path, headers: { host } }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve(body));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Each element marked `data-static-markup`, with everything inside it (its closing tag found by nesting depth). */
export function adoptedBlocks(html: string): { tag: string; id: string; inner: string }[] {
  const blocks: { tag: string; id: string; inner: string }[] = [];
  const opening = /<(\w+)\b([^>]*\bdata-static-markup\b[^>]*)>/g;
  for (let match = opening.exec(html); match; match = opening.exec(html)) {
    const tag = match[1]!.toLowerCase();
    const id = /\bid="([^"]*)"/.exec(match[2]!)?.[1] ?? "";
    const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, "gi");
    tags.lastIndex = opening.lastIndex;
    let depth = 1;
    let end = html.length;
    for (let t = tags.exec(html); t; t = tags.exec(html)) {
      depth += t[1] ? -1 : 1;
      if (depth === 0) {
        end = t.index;
        break;
      }
    }
    blocks.push({ tag, id, inner: html.slice(opening.lastIndex, end) });
  }
  return blocks;
}

const CONTROL = /<(button|input|select|textarea|form)\b/i;

it("adopted blocks (the header's and footer's link lists, the home page's static sections) hold no control that needs React, on every brand in both languages", async () => {
  const seen = new Set<string>();
  for (const host of ["lonestar.localtest.me", "bluebonnet.localtest.me", "delsol.localtest.me"]) {
    for (const path of ["/", "/es", "/offices", "/es/offices"]) {
      const blocks = adoptedBlocks(await page(path, host));
      for (const block of blocks) {
        seen.add(block.id);
        expect(block.inner, `${host}${path} #${block.id}`).not.toMatch(CONTROL);
      }
    }
  }
  expect([...seen]).toEqual(expect.arrayContaining(["site-nav-desktop", "site-nav-footer", "site-nav-mobile"]));
  console.info(`adopted blocks checked: ${[...seen].sort().join(", ")}`);
});

it("adopted blocks: the check finds a control put inside one", () => {
  const html =
    '<main><ul id="x" data-static-markup=""><li><ul><li><a href="/a">A</a></li></ul></li><li><button>B</button></li></ul><button>outside</button></main>';
  const [block] = adoptedBlocks(html);
  expect(block?.id).toBe("x");
  expect(block?.inner).toMatch(CONTROL);
  expect(block?.inner).not.toContain("outside");
});
