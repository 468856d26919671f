/**
 * The site's stylesheet, split for cached reading pages: a page keeps inline only the rules its own
 * markup uses (what it needs to be drawn as it arrives, without a render-blocking request), and
 * loads the whole stylesheet once it is parsed (stylesheetLoader), from a fingerprinted address
 * cached for a year.
 * The whole stylesheet arrives after the page is drawn and styles what the markup does not show yet
 * (open menus, states the page's script sets, the next pages a visitor opens in the app).
 *
 * The rules a page uses are found by Beasties (it matches each selector against the page's
 * markup); only the text of the page's stylesheet element changes, the rest of the page stays as
 * rendered. The site's typeface (@font-face) is kept inline whatever the markup: its rules name it
 * through a custom property, which Beasties does not follow, and a late typeface would move the text.
 *
 * Imported by server.ts (plain Node), so it uses relative imports only.
 */
import { createHash } from "node:crypto";
import { constants, brotliCompressSync, gzipSync } from "node:zlib";
import Beasties from "beasties";
import { AFTER_FIRST_PAINT } from "./paint-first.ts";

/** The id of the page's stylesheet element (app/root.tsx). */
const APP_CSS_ID = "app-css";
const APP_STYLE = new RegExp(`(<style\\b[^>]*\\bid="${APP_CSS_ID}"[^>]*>)([\\s\\S]*?)(</style\\s*>)`, "i");
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/** The whole stylesheet as a file: its address (named by its content's hash) and its bytes, plain and compressed. */
export interface Stylesheet {
  href: string;
  css: string;
  text: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

let lastStylesheet: Stylesheet | undefined;

/** The stylesheet `css` as a fingerprinted file under /assets/ (compressed once, at the highest settings). */
export function siteStylesheet(css: string): Stylesheet {
  if (lastStylesheet?.css === css) return lastStylesheet;
  const text = Buffer.from(css, "utf8");
  const hash = createHash("sha256").update(text).digest("base64url").slice(0, 12);
  lastStylesheet = {
    href: `/assets/site-${hash}.css`,
    css,
    text,
    br: brotliCompressSync(text, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    }),
    gzip: gzipSync(text, { level: 9 }),
    etag: `"${hash}"`,
  };
  return lastStylesheet;
}

const beasties = new Beasties({
  // Only the page's inline stylesheet is read; no file is fetched or written.
  external: false,
  reduceInlineStyles: true,
  pruneSource: false,
  // The menus' animation is named through a custom property: keyframes are kept (two small rules).
  keyframes: "all",
  fonts: false,
  logLevel: "silent",
});

/**
 * Loads the whole stylesheet once the page has painted (as the page's scripts are, paint-first.ts):
 * a stylesheet the page's own script adds does not hold the first paint, and one asked for after
 * the first contentful paint is not on the way to it (nor, in Lighthouse's model of the load, on the
 * way to the largest paint, which on these pages is the hero's text of the same frame). Where paint
 * timing is not reported it waits for the next frame; in a hidden tab it goes at once; it never
 * waits more than 3 s. Without script, the link itself. The cache allows the inline script by its
 * hash (page-cache.ts).
 */
export function stylesheetLoader(href: string): string {
  const run = [
    "(function(h){var done=false;",
    'function go(){if(done)return;done=true;var l=document.createElement("link");l.rel="stylesheet";l.href=h;document.head.appendChild(l)}',
    AFTER_FIRST_PAINT,
    `})(${JSON.stringify(href).replace(/</g, "\\u003c")});`,
  ].join("");
  return `<script>${run}</script><noscript><link rel="stylesheet" href="${href}"></noscript>`;
}

/** The critical rules of recently split pages, by the hash of the rendered page: a page rendered again unchanged is not matched again. */
const recent = new Map<string, string>();
const RECENT_MAX = 64;

/**
 * The page with only the rules of `stylesheet` its markup uses left in its inline stylesheet, and
 * the whole stylesheet loaded from the end of its body. The page as rendered when it has no inline
 * stylesheet of that content (an error page, another build's page), or when nothing would be saved.
 * `ignore`: text that differs between two renders of the same page (the cache's placeholder nonce),
 * left out of the page's hash.
 */
export async function splitStylesheet(html: string, stylesheet: Stylesheet, ignore = ""): Promise<string> {
  const style = APP_STYLE.exec(html);
  if (!style || style[2] !== stylesheet.css) return html;
  const bodyEnd = html.lastIndexOf("</body>");
  if (bodyEnd === -1 || bodyEnd < style.index) return html;
  const key = createHash("sha256")
    .update(ignore ? html.split(ignore).join("") : html)
    .update(stylesheet.href)
    .digest("base64");
  let critical = recent.get(key);
  if (critical === undefined) {
    const processed = await beasties.process(html);
    const pruned = APP_STYLE.exec(processed)?.[2];
    if (pruned === undefined) return html;
    critical = `${pruned}${(stylesheet.css.match(FONT_FACE) ?? []).join("")}`;
    recent.delete(key);
    recent.set(key, critical);
    if (recent.size > RECENT_MAX) recent.delete(recent.keys().next().value!);
  }
  if (critical.length >= stylesheet.css.length) return html;
  const styleEnd = style.index + style[0].length;
  return `${html.slice(0, style.index)}${style[1]}${critical}${style[3]}${html.slice(styleEnd, bodyEnd)}${stylesheetLoader(stylesheet.href)}${html.slice(bodyEnd)}`;
}
