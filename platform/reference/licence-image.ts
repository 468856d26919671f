/**
 * Reads a US or Canadian driver licence from a photo of its back. The image is recognised by its
 * first bytes and decoded on the server: PNG of every bit depth and colour type (fast-png), JPEG
 * turned upright by its EXIF orientation (jpeg-js, exifr), WebP (@jsquash/webp) and HEIC/HEIF
 * (heic-decode over libheif), the wasm decoders loaded from node_modules with no network. The
 * PDF417 barcode is found with ZXing (zxing-wasm); when the first pass finds none, the barcode's
 * tilt is measured from the picture's edges and a smoothed copy straightened by it is read; then
 * the barcode's corners are found and the quadrilateral they bound is mapped onto a rectangle (a
 * projective transform, for a card seen in perspective); then copies turned a degree or two more
 * either way. So a noisy photo of a card held at an angle (up to about 45°, or upside down) and
 * leant away from the camera still reads. Its AAMVA text is parsed (./aamva.ts).
 * Errors follow doc2 §8.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import exifr from "exifr";
import { decode as decodePng } from "fast-png";
import jpeg from "jpeg-js";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import { parseAamva, type LicenceFields } from "./aamva.ts";

/** doc2 §5, §9: image upload at most 5242880 bytes. */
export const MAX_LICENCE_IMAGE_BYTES = 5242880;

export type LicenceImageError = "file-size" | "file-type" | "not-clear" | "unexpected";

/** doc2 §8 texts (the site maps them to its configured list). */
export const licenceImageMessages: Record<LicenceImageError, string> = {
  "file-size": "file size exceeding",
  "file-type": "file type error",
  "not-clear": "image not clear",
  unexpected: "unexpected error occurred",
};

export type LicenceImageResult = { ok: true; fields: LicenceFields } | { ok: false; error: LicenceImageError; message: string; exception?: string };

function failure(error: LicenceImageError, exception?: string): LicenceImageResult {
  return { ok: false, error, message: licenceImageMessages[error], ...(exception ? { exception } : {}) };
}

export type ImageKind = "png" | "jpeg" | "webp" | "heic";

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** HEIF brands of HEVC-coded images (a `mif1` file is HEIC when it lists one of them). */
const heicBrands = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs"]);

function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const boxSize = Math.min(bytes.length, ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0));
  const major = ascii(bytes, 8, 12);
  if (heicBrands.has(major)) return true;
  if (major !== "mif1" && major !== "msf1") return false;
  for (let at = 16; at + 4 <= boxSize; at += 4) if (heicBrands.has(ascii(bytes, at, at + 4))) return true;
  return false;
}

/** The image type from the file's first bytes (its signature), or null for anything else. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 16 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (isHeic(bytes)) return "heic";
  return null;
}

/**
 * Decodes base64 (optionally a data: URL) strictly: null when the text is not base64.
 */
export function decodeBase64Image(text: string): Uint8Array | null {
  const body = text
    .trim()
    .replace(/^data:[\w.+/-]*;base64,/i, "")
    .replace(/\s+/g, "");
  if (!body || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(body)) return null;
  return new Uint8Array(Buffer.from(body, body.includes("-") || body.includes("_") ? "base64url" : "base64"));
}

export interface Rgba {
  data: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
}

/**
 * RGBA pixels on white (transparent areas become white, as on paper), from a PNG of any colour
 * type (grey, grey and alpha, RGB, RGBA, palette) and bit depth (1, 2, 4, 8, 16), with a palette's
 * or a colour key's transparency (tRNS).
 */
export function pngToRgba(bytes: Uint8Array): Rgba {
  const png = decodePng(bytes);
  const { width, height, depth, channels } = png;
  const source = png.data;
  const max = depth === 16 ? 65535 : (1 << depth) - 1;
  const rowSamples = width * channels;
  // Below 8 bits the samples are packed, each row starting on a byte.
  const rowBytes = depth < 8 ? Math.ceil((rowSamples * depth) / 8) : rowSamples;
  const mask = (1 << depth) - 1;
  const sampleAt = (row: number, index: number): number => {
    if (depth >= 8) return source[row * rowSamples + index] ?? 0;
    const bit = index * depth;
    const byte = source[row * rowBytes + (bit >> 3)] ?? 0;
    return (byte >> (8 - depth - (bit & 7))) & mask;
  };
  const palette = png.palette;
  const key = !palette && png.transparency && png.transparency.length >= (channels >= 3 ? 3 : 1) ? png.transparency : undefined;
  const out = new Uint8ClampedArray(width * height * 4);
  const rgb = [0, 0, 0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const first = x * channels;
      let alpha = 1;
      if (palette) {
        const colour = palette[sampleAt(y, first)] ?? [0, 0, 0];
        for (let k = 0; k < 3; k++) rgb[k] = (colour[k] ?? 0) / 255;
        alpha = (colour[3] ?? 255) / 255;
      } else if (channels <= 2) {
        const grey = sampleAt(y, first);
        rgb[0] = rgb[1] = rgb[2] = grey / max;
        if (channels === 2) alpha = sampleAt(y, first + 1) / max;
        else if (key && grey === key[0]) alpha = 0;
      } else {
        for (let k = 0; k < 3; k++) rgb[k] = sampleAt(y, first + k) / max;
        if (channels === 4) alpha = sampleAt(y, first + 3) / max;
        else if (key && [0, 1, 2].every((k) => sampleAt(y, first + k) === key[k])) alpha = 0;
      }
      const at = (y * width + x) * 4;
      for (let k = 0; k < 3; k++) out[at + k] = Math.round(((rgb[k] ?? 0) * alpha + (1 - alpha)) * 255);
      out[at + 3] = 255;
    }
  }
  return { data: out, width, height };
}

/**
 * The pixels as they are meant to be seen, for an EXIF orientation (1 as stored, 2 mirrored, 3
 * upside down, 4 flipped, 5 transposed, 6 turned a quarter clockwise, 7 transversed, 8 turned a
 * quarter anticlockwise).
 */
export function orientImage(image: Rgba, orientation: number): Rgba {
  if (!Number.isInteger(orientation) || orientation < 2 || orientation > 8) return image;
  const { width: w, height: h, data } = image;
  const swap = orientation >= 5;
  const width = swap ? h : w;
  const height = swap ? w : h;
  const out = new Uint8ClampedArray(data.length);
  for (let dy = 0; dy < height; dy++) {
    for (let dx = 0; dx < width; dx++) {
      let sx: number;
      let sy: number;
      switch (orientation) {
        case 2:
          [sx, sy] = [w - 1 - dx, dy];
          break;
        case 3:
          [sx, sy] = [w - 1 - dx, h - 1 - dy];
          break;
        case 4:
          [sx, sy] = [dx, h - 1 - dy];
          break;
        case 5:
          [sx, sy] = [dy, dx];
          break;
        case 6:
          [sx, sy] = [dy, h - 1 - dx];
          break;
        case 7:
          [sx, sy] = [w - 1 - dy, h - 1 - dx];
          break;
        default:
          [sx, sy] = [w - 1 - dy, dx];
      }
      const from = (sy * w + sx) * 4;
      const to = (dy * width + dx) * 4;
      out[to] = data[from] ?? 0;
      out[to + 1] = data[from + 1] ?? 0;
      out[to + 2] = data[from + 2] ?? 0;
      out[to + 3] = data[from + 3] ?? 255;
    }
  }
  return { data: out, width, height };
}

/** A JPEG's pixels, upright by its EXIF orientation. */
async function jpegToRgba(bytes: Uint8Array): Promise<Rgba> {
  const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: 50, maxMemoryUsageInMB: 512 });
  const pixels: Rgba = { data: new Uint8ClampedArray(image.data), width: image.width, height: image.height };
  let orientation: number | undefined;
  try {
    orientation = await exifr.orientation(bytes);
  } catch {
    // A damaged or absent EXIF block: the pixels as stored.
  }
  return orientation ? orientImage(pixels, orientation) : pixels;
}

const require = createRequire(import.meta.url);

function wasmBytes(path: string): ArrayBuffer {
  const file = readFileSync(require.resolve(path));
  return file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
}

let webpDecoder: Promise<(bytes: ArrayBuffer) => Promise<{ data: Uint8ClampedArray; width: number; height: number }>> | undefined;

/** WebP (lossy or lossless, with alpha on white) through libwebp's wasm build. */
async function webpToRgba(bytes: Uint8Array): Promise<Rgba> {
  webpDecoder ??= (async () => {
    const { default: decode, init } = await import("@jsquash/webp/decode.js");
    await init(await WebAssembly.compile(wasmBytes("@jsquash/webp/codec/dec/webp_dec.wasm")));
    return decode;
  })();
  const decode = await webpDecoder;
  const image = await decode(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  return onWhite(image.data, image.width, image.height);
}

/** HEIC/HEIF (an iPhone's photos) through libheif's wasm build, turned as the file says. */
async function heicToRgba(bytes: Uint8Array): Promise<Rgba> {
  const { default: decode } = await import("heic-decode");
  const image = await decode({ buffer: bytes });
  return onWhite(image.data, image.width, image.height);
}

function onWhite(source: ArrayLike<number>, width: number, height: number): Rgba {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const alpha = (source[i * 4 + 3] ?? 255) / 255;
    for (let k = 0; k < 3; k++) data[i * 4 + k] = (source[i * 4 + k] ?? 0) * alpha + 255 * (1 - alpha);
    data[i * 4 + 3] = 255;
  }
  return { data, width, height };
}

/** Decodes an accepted image to upright RGBA pixels; throws when the file does not decode. */
export async function decodeImage(bytes: Uint8Array, kind: ImageKind): Promise<Rgba> {
  switch (kind) {
    case "png":
      return pngToRgba(bytes);
    case "jpeg":
      return jpegToRgba(bytes);
    case "webp":
      return webpToRgba(bytes);
    case "heic":
      return heicToRgba(bytes);
  }
}

let prepared = false;
function prepareReader(): void {
  if (prepared) return;
  prepareZXingModule({ overrides: { wasmBinary: wasmBytes("zxing-wasm/reader/zxing_reader.wasm") } });
  prepared = true;
}

/** Finds PDF417 barcodes in the pixels and returns their raw text. */
export async function readPdf417(image: Rgba): Promise<string[]> {
  prepareReader();
  const results = await readBarcodes(
    { data: image.data, width: image.width, height: image.height, colorSpace: "srgb" },
    { formats: ["PDF417"], tryHarder: true, tryRotate: true, textMode: "Plain", maxNumberOfSymbols: 2 },
  );
  return results.filter((r) => r.isValid && r.text).map((r) => r.text);
}

/**
 * The tilt of the picture's straight edges, in degrees within (-45, 45]: a PDF417 symbol is made of
 * parallel bars, and a card's edges and print run along them or across, so the strongest direction
 * of the brightness gradients (Sobel, folded onto a quarter turn, weighted by strength) is the
 * barcode's tilt. A quarter or half turn more is left to the reader, which tries those itself.
 */
export function estimateSkew(image: Rgba): number {
  const step = Math.max(1, Math.round(Math.max(image.width, image.height) / 800));
  const w = Math.floor(image.width / step);
  const h = Math.floor(image.height / step);
  if (w < 3 || h < 3) return 0;
  const grey = new Float32Array(w * h);
  const { data, width } = image;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let yy = 0; yy < step; yy++) {
        let at = ((y * step + yy) * width + x * step) * 4;
        for (let xx = 0; xx < step; xx++, at += 4) sum += (data[at] as number) + 2 * (data[at + 1] as number) + (data[at + 2] as number);
      }
      grey[y * w + x] = sum / (4 * step * step);
    }
  }
  const bins = 180; // half a degree each over a quarter turn
  const histogram = new Float64Array(bins);
  // Each strong edge: its direction folded onto a quarter turn (degrees) and its strength.
  const angles: number[] = [];
  const weights: number[] = [];
  const g = (x: number, y: number) => grey[y * w + x] as number;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const gx = g(x + 1, y - 1) + 2 * g(x + 1, y) + g(x + 1, y + 1) - g(x - 1, y - 1) - 2 * g(x - 1, y) - g(x - 1, y + 1);
      const gy = g(x - 1, y + 1) + 2 * g(x, y + 1) + g(x + 1, y + 1) - g(x - 1, y - 1) - 2 * g(x, y - 1) - g(x + 1, y - 1);
      const magnitude = Math.hypot(gx, gy);
      if (magnitude < 60) continue;
      const angle = ((((Math.atan2(gy, gx) * 180) / Math.PI) % 90) + 90) % 90;
      const bin = Math.min(bins - 1, Math.floor(angle * 2));
      histogram[bin] = (histogram[bin] as number) + magnitude;
      angles.push(angle);
      weights.push(magnitude);
    }
  }
  const smoothed = new Float64Array(bins);
  const kernel = [1, 2, 3, 2, 1];
  for (let i = 0; i < bins; i++) {
    let sum = 0;
    for (let k = -2; k <= 2; k++) sum += (histogram[(i + k + bins) % bins] as number) * (kernel[k + 2] as number);
    smoothed[i] = sum;
  }
  let peak = 0;
  for (let i = 1; i < bins; i++) if ((smoothed[i] as number) > (smoothed[peak] as number)) peak = i;
  const coarse = (peak + 0.5) / 2;
  // Refined: the strength-weighted circular mean of the edges within 4° of the peak.
  let sin = 0;
  let cos = 0;
  for (let i = 0; i < angles.length; i++) {
    const angle = angles[i] as number;
    let off = angle - coarse;
    off -= 90 * Math.round(off / 90);
    if (Math.abs(off) > 4) continue;
    const weight = weights[i] as number;
    sin += weight * Math.sin((off * Math.PI) / 45);
    cos += weight * Math.cos((off * Math.PI) / 45);
  }
  const skew = coarse + (cos > 0 ? (Math.atan2(sin, cos) * 45) / Math.PI : 0);
  const folded = ((skew % 90) + 90) % 90;
  return folded > 45 ? folded - 90 : folded;
}

/** The canvas of an image turned by `degrees` (see rotateImage): its size, and the centres of both. */
function rotation(image: { width: number; height: number }, degrees: number) {
  const turn = (degrees * Math.PI) / 180;
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  const { width: w, height: h } = image;
  const width = Math.ceil(Math.abs(w * cos) + Math.abs(h * sin));
  const height = Math.ceil(Math.abs(w * sin) + Math.abs(h * cos));
  return { width, height, cos, sin, cx: (w - 1) / 2, cy: (h - 1) / 2, ox: (width - 1) / 2, oy: (height - 1) / 2 };
}

/** Where a point of the image turned by `degrees` (rotateImage) lies in the image itself. */
export function unrotatePoint(image: { width: number; height: number }, degrees: number, [x, y]: Point): Point {
  const { cos, sin, cx, cy, ox, oy } = rotation(image, degrees);
  return [cx + (x - ox) * cos - (y - oy) * sin, cy + (x - ox) * sin + (y - oy) * cos];
}

/**
 * The image turned by `degrees` (clockwise as seen, so a barcode tilted by the estimated skew comes
 * out straight), on a canvas large enough to hold all of it, the new corners white.
 */
export function rotateImage(image: Rgba, degrees: number): Rgba {
  const { width: w, height: h, data } = image;
  const { width, height, cos, sin, cx, cy, ox, oy } = rotation(image, degrees);
  const out = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < height; y++) {
    const dy = y - oy;
    for (let x = 0; x < width; x++) {
      const dx = x - ox;
      // Where this output pixel comes from in the source.
      const u = cx + dx * cos - dy * sin;
      const v = cy + dx * sin + dy * cos;
      if (u < 0 || v < 0 || u > w - 1 || v > h - 1) continue;
      sampleBilinear(data, w, h, u, v, out, (y * width + x) * 4);
    }
  }
  return { data: out, width, height };
}

/**
 * A 3 × 3 box blur: sensor noise and JPEG blocks break the reader's binarisation of thin bars,
 * and an average over a module's width removes most of them while keeping the bars.
 */
export function smoothImage(image: Rgba): Rgba {
  const { width: w, height: h, data } = image;
  const across = new Float32Array(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const left = x > 0 ? x - 1 : x;
      const right = x < w - 1 ? x + 1 : x;
      for (let k = 0; k < 3; k++) {
        across[(y * w + x) * 3 + k] =
          ((data[(y * w + left) * 4 + k] as number) + (data[(y * w + x) * 4 + k] as number) + (data[(y * w + right) * 4 + k] as number)) / 3;
      }
    }
  }
  const out = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    const up = y > 0 ? y - 1 : y;
    const down = y < h - 1 ? y + 1 : y;
    for (let x = 0; x < w; x++) {
      for (let k = 0; k < 3; k++) {
        out[(y * w + x) * 4 + k] =
          ((across[(up * w + x) * 3 + k] as number) + (across[(y * w + x) * 3 + k] as number) + (across[(down * w + x) * 3 + k] as number)) / 3;
      }
      out[(y * w + x) * 4 + 3] = 255;
    }
  }
  return { data: out, width: w, height: h };
}

/** The longest side of the copies read after the first look: larger photos are shrunk first. */
export const RETRY_MAX_SIDE = 2048;

/** The image shrunk by a whole factor, each pixel the average of a factor × factor block. */
export function shrinkImage(image: Rgba, factor: number): Rgba {
  if (factor <= 1) return image;
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const out = new Uint8ClampedArray(width * height * 4);
  const { data } = image;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const to = (y * width + x) * 4;
      for (let k = 0; k < 3; k++) {
        let sum = 0;
        for (let yy = 0; yy < factor; yy++) {
          let at = ((y * factor + yy) * image.width + x * factor) * 4 + k;
          for (let xx = 0; xx < factor; xx++, at += 4) sum += data[at] as number;
        }
        out[to + k] = sum / (factor * factor);
      }
      out[to + 3] = 255;
    }
  }
  return { data: out, width, height };
}

/** A point in pixels, [x, y]. */
export type Point = [number, number];

/** A barcode's corners in order round it, from one end of its first row: mapped onto a rectangle, the first two become its top edge. */
export type Quad = [Point, Point, Point, Point];

/** The side in pixels of the blocks in which a barcode is looked for. */
const BLOCK = 8;

/**
 * The line v = a + b·t through points (t, v), by least squares with the points farther than a
 * few pixels from it dropped and the rest fitted again: a scan that went past the edge it looked
 * for lands well off the line. Null when too few points agree.
 */
export function fitLine(ts: number[], vs: number[]): { a: number; b: number } | null {
  let keep = ts.map(() => true);
  let line: { a: number; b: number } | null = null;
  for (let round = 0; round < 5; round++) {
    let n = 0;
    let st = 0;
    let sv = 0;
    let stt = 0;
    let stv = 0;
    for (let i = 0; i < ts.length; i++) {
      if (!keep[i]) continue;
      const t = ts[i] as number;
      const v = vs[i] as number;
      n++;
      st += t;
      sv += v;
      stt += t * t;
      stv += t * v;
    }
    const det = n * stt - st * st;
    if (n < 8 || n < ts.length / 3 || Math.abs(det) < 1e-9) return null;
    const b = (n * stv - st * sv) / det;
    line = { a: (sv - b * st) / n, b };
    const fitted = line;
    const residuals = ts.map((t, i) => Math.abs((vs[i] as number) - fitted.a - fitted.b * t));
    const kept = residuals.filter((_, i) => keep[i]).sort((x, y) => x - y);
    const tolerance = Math.max(1.5, 2.5 * (kept[Math.floor(kept.length / 2)] as number));
    keep = residuals.map((r) => r <= tolerance);
  }
  return line;
}

/** Otsu's threshold of the values: the level that best splits them into dark and light. */
function otsuThreshold(values: Float32Array): number {
  const histogram = new Float64Array(256);
  for (const value of values) {
    const level = Math.max(0, Math.min(255, Math.round(value)));
    histogram[level] = (histogram[level] as number) + 1;
  }
  const total = values.length;
  let sumAll = 0;
  for (let i = 0; i < 256; i++) sumAll += i * (histogram[i] as number);
  let below = 0;
  let sumBelow = 0;
  let best = 0;
  let threshold = 128;
  for (let i = 0; i < 256; i++) {
    below += histogram[i] as number;
    if (!below || below === total) continue;
    sumBelow += i * (histogram[i] as number);
    const meanBelow = sumBelow / below;
    const meanAbove = (sumAll - sumBelow) / (total - below);
    const between = below * (total - below) * (meanBelow - meanAbove) ** 2;
    if (between > best) {
      best = between;
      threshold = i + 0.5;
    }
  }
  return threshold;
}

/**
 * The corners of a PDF417 symbol whose bars stand upright (within a few degrees) in a grey plane:
 * the block of dense vertical edges is found first; its left and right edges (the start and stop
 * patterns' outer bars) are fitted as lines; the thick bar of each pattern, which runs the full
 * height of the symbol, gives the top and bottom at each end; and the top and bottom lines through
 * those ends meet the side lines at the corners. Perspective leaves all four edges straight, so
 * the corners hold however the card was leant.
 */
function uprightBarcodeQuad(grey: (x: number, y: number) => number, width: number, height: number, score: Float32Array): Quad | null {
  const block = BLOCK;
  const bw = Math.floor(width / block);
  const bh = Math.floor(height / block);
  if (bw < 8 || bh < 4) return null;
  // Averaged over 5 × 3 blocks: a symbol's blocks agree, a word's end or a card's edge does not.
  const smooth = new Float32Array(bw * bh);
  let peak = -1;
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      let sum = 0;
      for (let y = Math.max(0, by - 1); y <= Math.min(bh - 1, by + 1); y++)
        for (let x = Math.max(0, bx - 2); x <= Math.min(bw - 1, bx + 2); x++) sum += score[y * bw + x] as number;
      smooth[by * bw + bx] = sum;
      if (peak < 0 || sum > (smooth[peak] as number)) peak = by * bw + bx;
    }
  }
  if (peak < 0 || (smooth[peak] as number) <= 0) return null;
  const floor = 0.35 * (smooth[peak] as number);
  // The blocks joined to the strongest one.
  const member = new Uint8Array(bw * bh);
  const queue = [peak];
  member[peak] = 1;
  let bx0 = bw;
  let bx1 = 0;
  let by0 = bh;
  let by1 = 0;
  while (queue.length) {
    const at = queue.pop() as number;
    const bx = at % bw;
    const by = (at - bx) / bw;
    bx0 = Math.min(bx0, bx);
    bx1 = Math.max(bx1, bx);
    by0 = Math.min(by0, by);
    by1 = Math.max(by1, by);
    for (const next of [bx > 0 ? at - 1 : -1, bx < bw - 1 ? at + 1 : -1, by > 0 ? at - bw : -1, by < bh - 1 ? at + bw : -1]) {
      if (next >= 0 && !member[next] && (smooth[next] as number) > floor) {
        member[next] = 1;
        queue.push(next);
      }
    }
  }
  if (bx1 - bx0 < 6 || by1 - by0 < 1) return null;
  // Dark and light split by Otsu's level over the symbol and its surroundings.
  const rx0 = Math.max(0, (bx0 - 2) * block);
  const rx1 = Math.min(width - 1, (bx1 + 3) * block);
  const ry0 = Math.max(0, (by0 - 2) * block);
  const ry1 = Math.min(height - 1, (by1 + 3) * block);
  const region = new Float32Array((rx1 - rx0 + 1) * (ry1 - ry0 + 1));
  for (let y = ry0, i = 0; y <= ry1; y++) for (let x = rx0; x <= rx1; x++, i++) region[i] = grey(x, y);
  const threshold = otsuThreshold(region);
  const dark = (x: number, y: number) => {
    const xi = Math.round(x);
    const yi = Math.round(y);
    return xi >= 0 && yi >= 0 && xi < width && yi < height && grey(xi, yi) < threshold;
  };
  const reach = Math.max(4, Math.round((bx1 - bx0 + 1) * block * 0.3));
  /** The outer edge of one end of the symbol, as a line x = a + b·y fitted over these rows. */
  const edgeLine = (sign: 1 | -1, rows: number[]) => {
    const start = sign > 0 ? rx0 : rx1;
    const ys: number[] = [];
    const xs: number[] = [];
    for (const y of rows) {
      for (let step = 0; step < reach; step++) {
        const x = start + sign * step;
        if (dark(x, y) && dark(x + sign, y)) {
          ys.push(y);
          xs.push(x - sign * 0.5);
          break;
        }
      }
    }
    return fitLine(ys, xs);
  };
  /**
   * The top and bottom of the symbol at one end: the start and stop patterns' bars run its full
   * height, so of the first dark runs inward from the edge (on a few rows), the one that runs
   * longest up and down along the edge's direction is followed; a pixel or two of noise does not
   * end it.
   */
  const barEnds = (sign: 1 | -1, edge: { a: number; b: number }, rows: number[]) => {
    let best: { top: number; bottom: number; offset: number } | null = null;
    for (let k = 1; k <= 5; k++) {
      const row = rows[Math.floor((rows.length * k) / 6)] as number;
      const from = edge.a + edge.b * row;
      let runs = 0;
      let runStart = -1;
      for (let step = 0; step <= reach && runs < 4; step++) {
        const isDark = dark(from + sign * step, row);
        if (isDark && runStart < 0) runStart = step;
        if (isDark || runStart < 0) continue;
        runs++;
        const offset = (sign * (runStart + step - 1)) / 2;
        runStart = -1;
        const along = (y: number) => edge.a + edge.b * y + offset;
        const end = (direction: 1 | -1) => {
          let last = row;
          for (let y = row, gap = 0; y >= 0 && y < height && gap <= 2; y += direction) {
            if (dark(along(y), y)) {
              last = y;
              gap = 0;
            } else gap++;
          }
          return last + direction * 0.5;
        };
        const top = end(-1);
        const bottom = end(1);
        if (!best || bottom - top > best.bottom - best.top) best = { top, bottom, offset };
      }
    }
    return best;
  };
  const side = (sign: 1 | -1) => {
    // The rows the symbol surely covers at this end, as far as the blocks tell.
    let top = 0;
    let bottom = bh;
    for (let k = 0; k < 3; k++) {
      const bx = sign > 0 ? bx0 + k : bx1 - k;
      let colTop = bh;
      let colBottom = -1;
      for (let by = by0; by <= by1; by++) {
        if (member[by * bw + bx]) {
          colTop = Math.min(colTop, by);
          colBottom = Math.max(colBottom, by);
        }
      }
      top = Math.max(top, colTop);
      bottom = Math.min(bottom, colBottom);
    }
    const span = (from: number, to: number) => Array.from({ length: Math.max(0, Math.floor(to) - Math.ceil(from) + 1) }, (_, i) => Math.ceil(from) + i);
    let rows = span((top + 1) * block, bottom * block - 1);
    if (rows.length < 8) rows = span(top * block, (bottom + 1) * block - 1);
    let edge = edgeLine(sign, rows);
    let ends = edge && barEnds(sign, edge, rows);
    if (!edge || !ends) return null;
    // Then again over all the rows the bar spans: the edge's slope is surer over the full height.
    const full = span(ends.top + 2, ends.bottom - 2);
    const again = full.length > rows.length ? edgeLine(sign, full) : null;
    if (again) {
      edge = again;
      ends = barEnds(sign, again, full) ?? ends;
    }
    const { a, b } = edge;
    const { top: barTop, bottom: barBottom, offset } = ends;
    return { edge, barTop: [a + b * barTop + offset, barTop] as Point, barBottom: [a + b * barBottom + offset, barBottom] as Point };
  };
  const left = side(1);
  const right = side(-1);
  if (!left || !right) return null;
  // Where the line through p and q meets the edge x = a + b·y.
  const meet = (p: Point, q: Point, edge: { a: number; b: number }): Point => {
    const slope = (q[1] - p[1]) / (q[0] - p[0]);
    const x = (edge.a + edge.b * (p[1] - slope * p[0])) / (1 - edge.b * slope);
    return [x, p[1] + slope * (x - p[0])];
  };
  const quad: Quad = [
    meet(left.barTop, right.barTop, left.edge),
    meet(left.barTop, right.barTop, right.edge),
    meet(left.barBottom, right.barBottom, right.edge),
    meet(left.barBottom, right.barBottom, left.edge),
  ];
  return quad.every(([x, y]) => Number.isFinite(x) && Number.isFinite(y)) ? quad : null;
}

/**
 * The corners of the PDF417 symbol in an image straightened to within a few degrees, its bars
 * upright or lying (a quarter turn is tried when the edges run that way). Null when no symbol-like
 * block is found.
 */
export function findBarcodeQuad(image: Rgba): Quad | null {
  const { data, width, height } = image;
  const bw = Math.floor(width / BLOCK);
  const bh = Math.floor(height / BLOCK);
  // Per block of the green channel: changes along rows less those along columns, so a block of
  // upright bars scores high and one of lying bars low.
  const score = new Float32Array(bw * bh);
  for (let y = 0; y < bh * BLOCK; y++) {
    const row = y * width * 4 + 1;
    const below = y + 1 < height ? width * 4 : 0;
    const blockRow = Math.floor(y / BLOCK) * bw;
    for (let x = 0, at = row; x < bw * BLOCK; x++, at += 4) {
      const here = data[at] as number;
      const right = x + 1 < width ? (data[at + 4] as number) : here;
      const index = blockRow + Math.floor(x / BLOCK);
      score[index] = (score[index] as number) + Math.abs(right - here) - Math.abs((data[at + below] as number) - here);
    }
  }
  const grey = (x: number, y: number) => {
    const at = (y * width + x) * 4;
    return ((data[at] as number) + 2 * (data[at + 1] as number) + (data[at + 2] as number)) / 4;
  };
  const upright = uprightBarcodeQuad(grey, width, height, score);
  if (upright) return upright;
  // Lying bars: the same search with rows and columns swapped.
  const swapped = new Float32Array(bw * bh);
  for (let by = 0; by < bh; by++) for (let bx = 0; bx < bw; bx++) swapped[bx * bh + by] = -(score[by * bw + bx] as number);
  const lying = uprightBarcodeQuad((x, y) => grey(y, x), height, width, swapped);
  return lying ? ([lying[3], lying[2], lying[1], lying[0]].map(([x, y]): Point => [y, x]) as Quad) : null;
}

/**
 * The part of the image inside `quad` mapped onto an upright rectangle of its size (a projective
 * transform, sampled bilinearly), with `margin` pixels of the surroundings kept on every side as
 * the reader's quiet zone.
 */
export function warpQuad(image: Rgba, quad: Quad, margin: number): Rgba {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = quad;
  const across = Math.max(Math.hypot(x1 - x0, y1 - y0), Math.hypot(x2 - x3, y2 - y3));
  const down = Math.max(Math.hypot(x3 - x0, y3 - y0), Math.hypot(x2 - x1, y2 - y1));
  const inner = { width: Math.max(1, Math.round(across)), height: Math.max(1, Math.round(down)) };
  const width = inner.width + 2 * margin;
  const height = inner.height + 2 * margin;
  // The unit square onto the quad (Heckbert's closed form): (u, v) → ((a·u + b·v + c) / w, (d·u + e·v + f) / w), w = g·u + h·v + 1.
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  const den = (x1 - x2) * (y3 - y2) - (x3 - x2) * (y1 - y2);
  const g = den ? (sx * (y3 - y2) - (x3 - x2) * sy) / den : 0;
  const h = den ? ((x1 - x2) * sy - sx * (y1 - y2)) / den : 0;
  const a = x1 - x0 + g * x1;
  const b = x3 - x0 + h * x3;
  const d = y1 - y0 + g * y1;
  const e = y3 - y0 + h * y3;
  const { width: w, height: hh, data } = image;
  const out = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let y = 0; y < height; y++) {
    const v = (y - margin) / inner.height;
    for (let x = 0; x < width; x++) {
      const u = (x - margin) / inner.width;
      const z = g * u + h * v + 1;
      const sxp = (a * u + b * v + x0) / z;
      const syp = (d * u + e * v + y0) / z;
      if (!(sxp >= 0 && syp >= 0 && sxp <= w - 1 && syp <= hh - 1)) continue;
      sampleBilinear(data, w, hh, sxp, syp, out, (y * width + x) * 4);
    }
  }
  return { data: out, width, height };
}

/** Pixels of the photo kept around a barcode mapped onto a rectangle: the reader needs a quiet zone. */
const QUIET_ZONE = 16;

/** Degrees added to the measured tilt, in order, for the reads after the first. */
const retryOffsets = [0, 1, -1, 2, -2];

async function licenceIn(image: Rgba): Promise<LicenceFields | null> {
  for (const text of await readPdf417(image)) {
    const fields = parseAamva(text);
    if (fields) return fields;
  }
  return null;
}

/** Reads the licence in an image: its size, type, barcode and AAMVA fields. */
export async function readLicenceImage(bytes: Uint8Array): Promise<LicenceImageResult> {
  if (bytes.byteLength > MAX_LICENCE_IMAGE_BYTES) return failure("file-size");
  const kind = sniffImage(bytes);
  if (!kind) return failure("file-type", "UnsupportedDocumentException");
  let image: Rgba;
  try {
    image = await decodeImage(bytes, kind);
  } catch {
    // A file that claims to be an image but does not decode cannot be read either.
    return failure("not-clear");
  }
  try {
    // Most photos read as they are; otherwise a smoothed copy is straightened by the measured
    // tilt and read again. A card seen in perspective has no single tilt (its barcode's top and
    // bottom rows lean differently, and the reader tolerates only about half a degree), so next
    // the barcode's four corners are found in the straightened copy and the quadrilateral between
    // them is mapped onto a rectangle; last, the copy is turned a degree or two either way.
    let fields = await licenceIn(image);
    if (!fields) {
      const skew = estimateSkew(image);
      const smoothed = smoothImage(shrinkImage(image, Math.ceil(Math.max(image.width, image.height) / RETRY_MAX_SIDE)));
      for (const offset of retryOffsets) {
        const angle = skew + offset;
        const straightened = Math.abs(angle) >= 0.25 ? rotateImage(smoothed, angle) : smoothed;
        fields = await licenceIn(straightened);
        if (fields) break;
        if (offset !== 0) continue;
        // The symbol's own corners, mapped onto a rectangle: straight rows however the card leant.
        const quad = findBarcodeQuad(straightened);
        if (quad) fields = await licenceIn(warpQuad(smoothed, quad.map((corner) => unrotatePoint(smoothed, angle, corner)) as Quad, QUIET_ZONE));
        if (fields) break;
      }
    }
    return fields ? { ok: true, fields } : failure("not-clear");
  } catch {
    return failure("unexpected");
  }
}

/** The colour at (u, v) of an RGBA picture `w` × `h`, read between its four nearest pixels, written at `to` in `out`. */
function sampleBilinear(data: ArrayLike<number>, w: number, h: number, u: number, v: number, out: { [index: number]: number }, to: number): void {
  const x0 = Math.floor(u);
  const y0 = Math.floor(v);
  const x1 = Math.min(w - 1, x0 + 1);
  const y1 = Math.min(h - 1, y0 + 1);
  const fx = u - x0;
  const fy = v - y0;
  const a00 = (y0 * w + x0) * 4;
  const a10 = (y0 * w + x1) * 4;
  const a01 = (y1 * w + x0) * 4;
  const a11 = (y1 * w + x1) * 4;
  for (let k = 0; k < 3; k++) {
    const top = (data[a00 + k] as number) * (1 - fx) + (data[a10 + k] as number) * fx;
    const bottom = (data[a01 + k] as number) * (1 - fx) + (data[a11 + k] as number) * fx;
    out[to + k] = top * (1 - fy) + bottom * fy;
  }
}
