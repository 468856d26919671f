/**
 * The server's cache of reading pages for anonymous visitors: the HTML of a page per brand,
 * language, origin, path and A/B variant (page-cache-key.ts), kept while the content's version
 * stays the same and for at most `maxAgeMs` (then served once more while it is rendered again).
 *
 * Every response keeps its own CSP nonce. A page is rendered once with a random placeholder
 * nonce; the placeholder splits the HTML into segments, each compressed once (raw deflate, ended
 * with a full flush so that each stands alone, byte-aligned). A response is the segments with the
 * response's own nonce between them as stored (uncompressed) deflate blocks, in a gzip wrapper
 * whose checksum is computed over the text sent: no compression work per response, and no inline
 * script ever runs under another response's nonce.
 *
 * The cache is bounded by bytes (least recently used pages go first). Imported by server.ts
 * (plain Node), so it uses relative imports only.
 */
import { promisify } from "node:util";
import { constants, crc32, deflateRaw } from "node:zlib";

const deflateRawAsync = promisify(deflateRaw);

export interface CachedPage {
  version: string;
  /** The page's status: only 200 pages are kept; others are sent to the visitors who asked meanwhile. */
  status: number;
  storedAt: number;
  /** Response headers of the page (no cookies, no length, no encoding, no CSP). */
  headers: [string, string][];
  /** The HTML between placeholder nonces, as UTF-8. */
  segments: Buffer[];
  /** Each segment as raw deflate, ended with a full flush (no final block). */
  deflated: Buffer[];
  /** Each segment's CRC-32, and the operator that shifts a CRC past the segment's length. */
  crcs: number[];
  shifts: number[];
  /**
   * The whole gzip response with the placeholder in place, and where the placeholder's bytes sit
   * in it: a response is a copy with its nonce written over them (a nonce of the placeholder's length).
   */
  template: Buffer;
  nonceOffsets: number[];
  nonceLength: number;
  /** Bytes held. */
  bytes: number;
}

/** Splits a page on its placeholder nonce and compresses each segment once (in the thread pool). */
export async function preparePage(html: string, placeholder: string, headers: [string, string][], version: string, status = 200, now = Date.now()): Promise<CachedPage> {
  const segments = html.split(placeholder).map((text) => Buffer.from(text, "utf8"));
  const deflated = await Promise.all(segments.map((segment) => deflateRawAsync(segment, { level: 9, memLevel: 9, finishFlush: constants.Z_FULL_FLUSH })));
  const placeholderBytes = Buffer.from(placeholder, "utf8");
  const parts: Buffer[] = [GZIP_HEADER];
  const nonceOffsets: number[] = [];
  let offset = GZIP_HEADER.length;
  deflated.forEach((part, index) => {
    if (index > 0) {
      const block = storedBlock(placeholderBytes, false);
      nonceOffsets.push(offset + STORED_HEADER_BYTES);
      parts.push(block);
      offset += block.length;
    }
    parts.push(part);
    offset += part.length;
  });
  parts.push(storedBlock(Buffer.alloc(0), true), Buffer.alloc(8));
  const template = Buffer.concat(parts);
  const crcs = segments.map((segment) => crc32(segment));
  const shifts = segments.map((segment) => crcShift(segment.length));
  const bytes = segments.reduce((sum, s) => sum + s.length, 0) + deflated.reduce((sum, d) => sum + d.length, 0) + template.length;
  return { version, status, storedAt: now, headers, segments, deflated, crcs, shifts, template, nonceOffsets, nonceLength: placeholderBytes.length, bytes };
}

// CRC-32 of two pieces joined, from each piece's CRC (zlib's crc32_combine): shifting the first CRC
// past the second piece's length is a multiplication modulo the CRC polynomial.
const CRC_POLY = 0xedb88320;

/** a·b modulo the CRC-32 polynomial (reflected). */
function multiplyModPoly(a: number, b: number): number {
  let m = 0x80000000;
  let product = 0;
  for (;;) {
    if (a & m) {
      product ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ CRC_POLY : b >>> 1;
  }
  return product >>> 0;
}

/** x^(2^n) modulo the polynomial, n = 0..31. */
const X2N: number[] = (() => {
  const table: number[] = [];
  let p = 0x40000000;
  table.push(p);
  for (let n = 1; n < 32; n += 1) table.push((p = multiplyModPoly(p, p)));
  return table;
})();

/** The operator that shifts a CRC past `length` bytes (x^(8·length) modulo the polynomial). */
function crcShift(length: number): number {
  let p = 0x80000000;
  let k = 3;
  for (let n = length; n > 0; n = Math.floor(n / 2), k += 1) {
    if (n % 2 === 1) p = multiplyModPoly(X2N[k % 32]!, p);
  }
  return p;
}

/** The page's HTML with `nonce` in place of the placeholder. */
export function pageText(page: CachedPage, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, "utf8");
  const parts: Buffer[] = [];
  page.segments.forEach((segment, index) => {
    if (index > 0) parts.push(nonceBytes);
    parts.push(segment);
  });
  return Buffer.concat(parts);
}

const STORED_HEADER_BYTES = 5;

/** A stored (uncompressed) deflate block of at most 65535 bytes; `final` ends the stream. */
function storedBlock(data: Buffer, final: boolean): Buffer {
  const header = Buffer.alloc(5);
  header[0] = final ? 1 : 0;
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/**
 * The page as a gzip stream, with `nonce` in place of the placeholder: a copy of the stored stream
 * with the nonce written in, and its checksum joined from the segments' own (no pass over the page).
 */
export function pageGzip(page: CachedPage, nonce: string): Buffer {
  const nonceBytes = Buffer.from(nonce, "utf8");
  if (nonceBytes.length !== page.nonceLength) return pageGzipJoined(page, nonceBytes);
  const out = Buffer.allocUnsafe(page.template.length);
  page.template.copy(out);
  for (const offset of page.nonceOffsets) nonceBytes.copy(out, offset);
  let crc = page.crcs[0] ?? 0;
  let length = page.segments[0]?.length ?? 0;
  for (let index = 1; index < page.segments.length; index += 1) {
    crc = crc32(nonceBytes, crc);
    crc = (multiplyModPoly(page.shifts[index]!, crc) ^ page.crcs[index]!) >>> 0;
    length += nonceBytes.length + page.segments[index]!.length;
  }
  out.writeUInt32LE(crc >>> 0, out.length - 8);
  out.writeUInt32LE(length >>> 0, out.length - 4);
  return out;
}

/** pageGzip for a nonce of another length than the placeholder's: the stream joined piece by piece. */
function pageGzipJoined(page: CachedPage, nonceBytes: Buffer): Buffer {
  if (nonceBytes.length > 65535) throw new RangeError("nonce too long");
  const parts: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  page.deflated.forEach((deflated, index) => {
    if (index > 0) {
      parts.push(storedBlock(nonceBytes, false));
      crc = crc32(nonceBytes, crc);
      length += nonceBytes.length;
    }
    parts.push(deflated);
    crc = crc32(page.segments[index]!, crc);
    length += page.segments[index]!.length;
  });
  parts.push(storedBlock(Buffer.alloc(0), true));
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}

export interface PageCacheOptions {
  /** Bytes held at most (HTML and its compressed copy). */
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
