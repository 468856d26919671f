import { Readable } from "node:stream";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { paintFirstLoader, paintFirstTransform } from "./paint-first";

const head = `<!DOCTYPE html><html lang="es"><head><meta charSet="utf-8"/><link rel="preload" href="/fonts/a.woff2" as="font" type="font/woff2" crossorigin=""/><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N1"/><link rel="modulepreload" href="/assets/root-B.js" nonce="N1"/><style>a{color:red}</style></head>`;
const moduleCode = `;\nimport * as route0 from "/assets/root-B.js";\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-A.js");`;
const body = `<body><h1>Cotiza tu seguro – 5 < 6</h1><script nonce="N1">window.__reactRouterContext = {"a":"</scr"+"ipt>"};</script><script nonce="N1" type="module" async="">${moduleCode}</script><script nonce="N1">window.done=1;</script></body></html>`;
const page = head + body;

async function run(chunks: readonly (string | Buffer)[]): Promise<string> {
  const out: Buffer[] = [];
  const stream = Readable.from(chunks).pipe(paintFirstTransform("N1"));
  for await (const chunk of stream) out.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(out).toString("utf8");
}

const expected =
  head.replace(/<link rel="modulepreload"[^>]*>/g, "") +
  body.replace(
    /<script nonce="N1" type="module" async="">[\s\S]*?<\/script>/,
    paintFirstLoader(moduleCode, ["/assets/entry.client-A.js", "/assets/root-B.js"], "N1"),
  );

describe("paint first: the document's JavaScript loads after the first paint", () => {
  it("takes the module preloads out of the head and puts the module script behind a loader carrying the same code and preloads", async () => {
    const html = await run([page]);
    expect(html).toBe(expected);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('["/assets/entry.client-A.js","/assets/root-B.js"]');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    // Everything else is untouched, in order.
    expect(html).toContain("<h1>Cotiza tu seguro – 5 < 6</h1>");
    expect(html.indexOf("window.__reactRouterContext")).toBeLessThan(html.indexOf("requestAnimationFrame"));
    expect(html.indexOf("requestAnimationFrame")).toBeLessThan(html.indexOf("window.done=1"));
  });

  it("gives the same document however the stream is cut, even inside a tag or a multi-byte character", async () => {
    const bytes = Buffer.from(page, "utf8");
    for (const size of [1, 2, 3, 7, 13, 64, 500]) {
      const chunks: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
      expect(await run(chunks)).toBe(expected);
    }
  });

  it("the loader's code cannot end its own script element, and it carries the nonce", () => {
    const loader = paintFirstLoader('x = "</script><script>alert(1)</script>";', ["/a.js"], "N1");
    expect(loader.startsWith('<script nonce="N1">')).toBe(true);
    expect(loader.slice(0, -"</script>".length)).not.toContain("</script");
    expect(loader).toContain('"N1"');
  });

  it("once the page has painted, the loader adds one preload per task and then the module script; a hidden tab gets them all at once", () => {
    const preloads = ["/assets/a.js", "/assets/b.js", "/assets/c.js"];
    const loader = paintFirstLoader("run()", preloads, "N1");
    const script = loader.slice(loader.indexOf(">") + 1, -"</script>".length);
    for (const visibilityState of ["visible", "hidden"] as const) {
      const added: string[] = [];
      const timers: (() => void)[] = [];
      const element = () => ({}) as Record<string, string>;
      const document = {
        visibilityState,
        createElement: element,
        head: { appendChild: (l: Record<string, string>) => added.push(`preload ${l.href} ${l.rel} ${l.nonce}`) },
        body: { appendChild: (s: Record<string, string>) => added.push(`script ${s.type} ${s.textContent} ${s.nonce}`) },
      };
      const performance = { getEntriesByName: () => [{}] };
      const PerformanceObserver = { supportedEntryTypes: ["paint"] };
      const setTimeout = (fn: (...args: unknown[]) => void, ms: number, ...args: unknown[]) => {
        if (ms === 0) timers.push(() => fn(...args));
      };
      runInNewContext(script, { document, performance, setTimeout, window: { PerformanceObserver } });
      const atOnce = [...added];
      // Each task the page gets, in order: what it added.
      const tasks: string[][] = [];
      while (timers.length) {
        const before = added.length;
        timers.shift()!();
        tasks.push(added.slice(before));
      }
      const all = [...preloads.map((h) => `preload ${h} modulepreload N1`), "script module run() N1"];
      if (visibilityState === "visible") {
        expect(tasks.filter((t) => t.length > 0)).toEqual([[all[0]], [all[1]], [all[2]], [all[3]]]);
      } else {
        expect(atOnce).toEqual(all);
      }
    }
  });

  it("a page without JavaScript passes through unchanged", async () => {
    const plain = "<!DOCTYPE html><html><head><title>x</title></head><body><p>a < b</p></body></html>";
    expect(await run([plain.slice(0, 40), plain.slice(40)])).toBe(plain);
  });
});
