/**
 * The server's cache of reading pages for anonymous visitors: the HTML of a page per brand,
 * language, origin, path and A/B variant (page-cache-key.ts), kept while the content's version
 * stays the same and for at most `maxAgeMs` (then served once more while it is rendered again).
 *
 * A cached page is the same bytes for every visitor, compressed once when it is stored, and sent as
 * stored: no compression work and no copy per response. It is stored compressed quickly (brotli
 * quality 5, gzip level 6: the first visitor waits for it), then compressed again at the highest
 * settings (brotli 11, gzip 9: seconds of work, one page at a time, in the background). A page
 * rendered again with the same HTML (its minute is over, the content has not changed) keeps the
 * compressed copies it had.
 * Its CSP allows its inline scripts and styles by their hashes, not by a nonce: the page is rendered
 * with a random placeholder nonce, which is taken off every inline script and style (each one's
 * SHA-256 goes into the response's CSP instead); a page where the placeholder is left anywhere else
 * (an external script that needs it) is not kept. The scripts the page inserts itself (the module
 * code the paint-first loader adds, paint-first.ts) are allowed by their hashes too.
 *
 * Each response still has its own nonce, in its CSP and on one element at the very end of the page
 * (an empty stylesheet link, `<link rel="stylesheet" href="data:text/css," nonce>`): scripts that
 * add styles of their own look for a nonce there (the Maps JavaScript API reads a
 * `style[nonce],link[rel="stylesheet"][nonce]`). The end of the page is sent after the stored part as
 * a stored deflate block (gzip) or an uncompressed meta-block (brotli), so the stored part stays
 * the same for everyone.
 *
 * The cache is bounded by bytes (least recently used pages go first). Imported by server.ts
 * (plain Node), so it uses relative imports only.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, crc32, deflateRaw } from "node:zlib";

const deflateRawAsync = promisify(deflateRaw);
const brotliCompressAsync = promisify(brotliCompress);

export type PageEncoding = "br" | "gzip" | "identity";

export interface CachedPage {
  version: string;
  /** The page's status: only 200 pages are kept; others are sent to the visitors who asked meanwhile. */
  status: number;
  storedAt: number;
  /** Response headers of the page (no cookies, no length, no encoding, no CSP). */
  headers: [string, string][];
  /** The page up to its closing body tag, the same for every response: as UTF-8, gzip and brotli. */
  text: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** CRC-32 of `text` (a gzip response's checksum continues from it over the end of the page). */
  crc: number;
  /** The end of the page, before and after the response's nonce. */
  tail: [string, string];
  /** CSP sources ('sha256-…') of the page's inline scripts (and those it inserts), and of its inline styles. */
  scriptHashes: string[];
  styleHashes: string[];
  /** Bytes held. */
  bytes: number;
  /** Whether the compressed copies are of the highest settings yet. */
  refined: boolean;
}

const INLINE_ELEMENT = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
const NONCE_CARRIER = ['<link rel="stylesheet" href="data:text/css," nonce="', '">'] as const;
/** A nonce as the server makes them (base64 of random bytes): safe inside an attribute. */
const NONCE = /^[A-Za-z0-9+/=_-]{1,200}$/;

/** The CSP source of a script's or style's text: the hash of what the browser's parser reads (line ends normalised). */
export function cspHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64")}'`;
}

/**
 * Prepares a page rendered with `placeholder` as its nonce for the cache: its inline scripts and
 * styles lose the placeholder and are allowed by hash, the rest is compressed once (in the thread
 * pool). `insertedScripts`: the text of inline scripts the page adds itself once it runs. Null when
 * the page needs its nonce somewhere else (it is then rendered for each visitor).
 */
export async function preparePage(
  html: string,
  placeholder: string,
  headers: [string, string][],
  version: string,
  status = 200,
  now = Date.now(),
  insertedScripts: readonly string[] = [],
  previous?: CachedPage,
): Promise<CachedPage | null> {
  const scriptHashes = new Set(insertedScripts.map(cspHash));
  const styleHashes = new Set<string>();
  const attribute = ` nonce="${placeholder}"`;
  const fixed = html.replace(INLINE_ELEMENT, (element, name: string, attributes: string, text: string) => {
    // An external script keeps its nonce (the page is then not kept).
    if (name.toLowerCase() === "script" && /\ssrc\s*=/i.test(attributes)) return element;
    (name.toLowerCase() === "script" ? scriptHashes : styleHashes).add(cspHash(text));
    return `<${name}${attributes.split(attribute).join("")}>${text}</${name}>`;
  });
  if (placeholder && fixed.includes(placeholder)) return null;
  const bodyEnd = fixed.lastIndexOf("</body>");
  const end = bodyEnd === -1 ? fixed.length : bodyEnd;
  const text = Buffer.from(fixed.slice(0, end), "utf8");
  const same = previous?.text.equals(text);
  const { gzip, br } = same ? previous! : await compress(text, false);
  const tail: [string, string] = [NONCE_CARRIER[0], NONCE_CARRIER[1] + fixed.slice(end)];
  return {
    version,
    status,
    storedAt: now,
    headers,
    text: same ? previous!.text : text,
    gzip,
    br,
    crc: same ? previous!.crc : crc32(text),
    tail,
    scriptHashes: [...scriptHashes],
    styleHashes: [...styleHashes],
    bytes: text.length + gzip.length + br.length,
    refined: same ? previous!.refined : false,
  };
}

/** The stored part as gzip (ended with a full flush) and brotli (flushed, not ended), quickly or at the highest settings. */
async function compress(text: Buffer, best: boolean): Promise<{ gzip: Buffer; br: Buffer }> {
  const [deflated, br] = await Promise.all([
    deflateRawAsync(text, { level: best ? 9 : 6, memLevel: 9, finishFlush: constants.Z_FULL_FLUSH }),
    brotliCompressAsync(text, {
      finishFlush: constants.BROTLI_OPERATION_FLUSH,
      params: {
        [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    }),
  ]);
  return { gzip: Buffer.concat([GZIP_HEADER, deflated]), br };
}

let refining: Promise<unknown> = Promise.resolve();

/** Compresses a page again at the highest settings (one page at a time), in place. */
export function refinePage(page: CachedPage): Promise<void> {
  const done = refining.then(async () => {
    if (page.refined) return;
    const { gzip, br } = await compress(page.text, true);
    page.gzip = gzip;
    page.br = br;
    page.bytes = page.text.length + gzip.length + br.length;
    page.refined = true;
  });
  refining = done.catch(() => undefined);
  return done;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** A final stored (uncompressed) deflate block, then the gzip trailer. */
function gzipEnd(data: Buffer, crc: number, length: number): Buffer {
  const out = Buffer.alloc(5 + data.length + 8);
  out[0] = 1;
  out.writeUInt16LE(data.length, 1);
  out.writeUInt16LE(~data.length & 0xffff, 3);
  data.copy(out, 5);
  out.writeUInt32LE(crc32(data, crc) >>> 0, 5 + data.length);
  out.writeUInt32LE(length >>> 0, 9 + data.length);
  return out;
}

/**
 * An uncompressed brotli meta-block (RFC 7932 §9.2: ISLAST 0, four nibbles of length, ISUNCOMPRESSED
 * 1, padded to the byte), then the last, empty meta-block that ends the stream.
 */
function brotliEnd(data: Buffer): Buffer {
  if (data.length === 0) return Buffer.from([0x03]);
  const header = ((data.length - 1) << 3) | (1 << 19);
  const out = Buffer.alloc(3 + data.length + 1);
  out[0] = header & 0xff;
  out[1] = (header >>> 8) & 0xff;
  out[2] = (header >>> 16) & 0xff;
  data.copy(out, 3);
  out[out.length - 1] = 0x03;
  return out;
}

/**
 * A response's body: the stored part (the same buffer for every response, never copied) and the
 * end of the page with the response's nonce, in `encoding`.
 */
export function pageBody(page: CachedPage, nonce: string, encoding: PageEncoding): [Buffer, Buffer] {
  if (!NONCE.test(nonce)) throw new RangeError("not a nonce");
  const tail = Buffer.from(page.tail[0] + nonce + page.tail[1], "utf8");
  if (tail.length > 65535) throw new RangeError("the end of the page is too long");
  if (encoding === "br") return [page.br, brotliEnd(tail)];
  if (encoding === "gzip") return [page.gzip, gzipEnd(tail, page.crc, page.text.length + tail.length)];
  return [page.text, tail];
}

/** The page's whole HTML with `nonce`, as a visitor's browser reads it. */
export function pageText(page: CachedPage, nonce: string): string {
  return Buffer.concat(pageBody(page, nonce, "identity")).toString("utf8");
}

/** A response's CSP for a cached page: the page's hashes added to its script-src and style-src. */
export function pageCsp(csp: string, page: CachedPage): string {
  return csp
    .split(";")
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0];
      if (name === "script-src" && page.scriptHashes.length > 0) return `${directive} ${page.scriptHashes.join(" ")}`;
      if (name === "style-src" && page.styleHashes.length > 0) return `${directive} ${page.styleHashes.join(" ")}`;
      return directive;
    })
    .join(";");
}

export interface PageCacheOptions {
  /** Bytes held at most (HTML and its compressed copies). */
  maxBytes: number;
  /** After this age a page is served once more while it is rendered again. */
  maxAgeMs: number;
  now?: () => number;
}

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private readonly filling = new Map<string, Promise<CachedPage | null>>();
  private held = 0;
  private readonly options: PageCacheOptions;
  private readonly now: () => number;

  constructor(options: PageCacheOptions) {
    this.options = options;
    this.now = options.now ?? Date.now;
  }

  get bytes(): number {
    return this.held;
  }

  get size(): number {
    return this.pages.size;
  }

  /** The page of `key` when it is of `version` (and marks it recently used), or undefined. */
  get(key: string, version: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.version !== version) {
      this.delete(key);
      return undefined;
    }
    this.pages.delete(key);
    this.pages.set(key, page);
    if (!page.refined) this.refine(key, page);
    return page;
  }

  /** Whether a page is older than the cache's age limit. */
  isStale(page: CachedPage): boolean {
    return this.now() - page.storedAt >= this.options.maxAgeMs;
  }

  /**
   * Renders the page of `key` (one render at a time per key: concurrent callers share it) and
   * keeps it when it is a 200 page. Resolves with the page, or null when `render` gives none.
   */
  fill(key: string, render: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
    const running = this.filling.get(key);
    if (running) return running;
    const promise = render()
      .then((page) => {
        if (page?.status === 200) this.set(key, page);
        return page;
      })
      .finally(() => this.filling.delete(key));
    this.filling.set(key, promise);
    return promise;
  }

  /** The page held for `key`, of any version, without marking it used (for a render to compare with). */
  peek(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  /** Resolves once every page compressed again so far is done (for tests). */
  refined(): Promise<unknown> {
    return refining;
  }

  /** Pages waiting to be compressed again (each queued once). */
  private readonly refining = new WeakSet<CachedPage>();

  private refine(key: string, page: CachedPage): void {
    if (this.refining.has(page)) return;
    this.refining.add(page);
    const before = page.bytes;
    refinePage(page)
      .then(() => {
        if (this.pages.get(key) === page) this.held += page.bytes - before;
      })
      .catch(() => undefined);
  }

  /** Drops every page. */
  clear(): void {
    this.pages.clear();
    this.held = 0;
  }

  private set(key: string, page: CachedPage): void {
    this.delete(key);
    if (page.bytes > this.options.maxBytes) return;
    this.pages.set(key, page);
    this.held += page.bytes;
    for (const [oldest] of this.pages) {
      if (this.held <= this.options.maxBytes) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.held -= page.bytes;
  }
}
