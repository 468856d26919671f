import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { siteStylesheet, splitStylesheet, stylesheetLoader } from "./critical-css";

const CSS =
  '@font-face{font-family:"Brand Sans";src:local("Arial")}' +
  "@layer base{body{font-family:var(--font-sans)}}" +
  ".hero{padding:2rem}.btn:hover{color:red}.unused-card{margin:1rem}" +
  "@media (min-width:48rem){.hero{padding:4rem}.never{display:none}}" +
  "@keyframes menu-in{from{opacity:0}}.menu-panel{animation:var(--animate-menu-in)}";
const PLACEHOLDER = "PLACEHOLDERnonce000000==";
const page = (css: string, body = '<main><section class="hero"><a class="btn" href="/quote">Quote</a></section></main>') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><style id="app-css" nonce="${PLACEHOLDER}">${css}</style><style nonce="${PLACEHOLDER}">:root{--brand-primary:#123}</style></head><body>${body}<script nonce="${PLACEHOLDER}">a&&b()</script></body></html>`;

describe("the stylesheet of a cached reading page", () => {
  it("keeps inline only the rules the page's markup uses (with the typeface and keyframes), and loads the whole stylesheet from the end of the body", async () => {
    const stylesheet = siteStylesheet(CSS);
    const html = page(CSS);
    const split = await splitStylesheet(html, stylesheet, PLACEHOLDER);
    const inline = /<style id="app-css"[^>]*>([\s\S]*?)<\/style>/.exec(split)![1]!;
    expect(inline).toContain(".hero{padding:2rem}");
    expect(inline).toContain(".btn:hover{color:red}");
    expect(inline).toMatch(/@media \(min-width:\s?48rem\)\{\.hero\{padding:4rem\}\}/);
    expect(inline).toContain("body{font-family:var(--font-sans)}");
    expect(inline).toContain('@font-face{font-family:"Brand Sans";src:local("Arial")}');
    expect(inline).toContain("@keyframes menu-in");
    expect(inline).not.toContain("unused-card");
    expect(inline).not.toContain(".never");
    // The rest of the page is as rendered: only the stylesheet's text changed, and its loader was added.
    expect(split).toBe(html.replace(CSS, inline).replace("</body>", `${stylesheetLoader(stylesheet.href)}</body>`));
    // A page rendered again (another placeholder nonce) is split the same way.
    const other = "OTHERplaceholder00000000";
    expect(await splitStylesheet(html.split(PLACEHOLDER).join(other), stylesheet, other)).toBe(split.split(PLACEHOLDER).join(other));
  });

  it("is left whole when the page does not carry the stylesheet (another stylesheet, no body end)", async () => {
    const stylesheet = siteStylesheet(CSS);
    const other = page(".hero{padding:1rem}.unused{color:red}");
    expect(await splitStylesheet(other, stylesheet)).toBe(other);
    const unended = page(CSS).replace("</body></html>", "");
    expect(await splitStylesheet(unended, stylesheet)).toBe(unended);
  });

  it("is loaded by a script that adds its link once the page has painted (or at once in a hidden tab), or by the link itself without script", () => {
    const loader = stylesheetLoader("/assets/site-abc.css");
    const script = /^<script>([\s\S]*)<\/script><noscript><link rel="stylesheet" href="\/assets\/site-abc.css"><\/noscript>$/.exec(loader)![1]!;
    const run = (visibilityState: string, painted: boolean) => {
      const added: { rel?: string; href?: string }[] = [];
      const timers: (() => void)[] = [];
      const document = { visibilityState, createElement: () => ({}), head: { appendChild: (link: { rel?: string; href?: string }) => added.push(link) } };
      const paint = { supportedEntryTypes: ["paint"] };
      const performance = { getEntriesByName: () => (painted ? [{}] : []) };
      const setTimeout = (callback: () => void) => timers.push(callback);
      new Function("document", "window", "performance", "setTimeout", "requestAnimationFrame", script)(
        document,
        { PerformanceObserver: Object.assign(function () {}, paint) },
        performance,
        setTimeout,
        () => undefined,
      );
      return { added, timers };
    };
    expect(run("hidden", false).added).toEqual([{ rel: "stylesheet", href: "/assets/site-abc.css" }]);
    // Painted already: on the next task; not painted yet: not before the paint, or 3 s.
    const painted = run("visible", true);
    expect(painted.added).toEqual([]);
    for (const timer of painted.timers) timer();
    expect(painted.added).toEqual([{ rel: "stylesheet", href: "/assets/site-abc.css" }]);
  });

  it("is a file named by its content, stored plain, brotli and gzip", () => {
    const stylesheet = siteStylesheet(CSS);
    expect(stylesheet.href).toMatch(/^\/assets\/site-[A-Za-z0-9_-]{12}\.css$/);
    expect(siteStylesheet(CSS).href).toBe(stylesheet.href);
    expect(siteStylesheet(`${CSS}.x{}`).href).not.toBe(stylesheet.href);
    expect(brotliDecompressSync(siteStylesheet(CSS).br).toString("utf8")).toBe(CSS);
    expect(gunzipSync(siteStylesheet(CSS).gzip).toString("utf8")).toBe(CSS);
  });
});
