/**
 * Reads a US or Canadian driver licence from a photo of its back: the image (PNG or JPEG) is
 * decoded in pure JavaScript (fast-png, jpeg-js), the PDF417 barcode is found with ZXing
 * (zxing-wasm, the wasm binary loaded from node_modules, no network) and its AAMVA text is parsed
 * (./aamva.ts). Errors follow doc2 §8.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { convertIndexedToRgb, decode as decodePng } from "fast-png";
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
  "unexpected": "unexpected error occurred",
};

export type LicenceImageResult =
  | { ok: true; fields: LicenceFields }
  | { ok: false; error: LicenceImageError; message: string; exception?: string };

function failure(error: LicenceImageError, exception?: string): LicenceImageResult {
  return { ok: false, error, message: licenceImageMessages[error], ...(exception ? { exception } : {}) };
}

export type ImageKind = "png" | "jpeg";

export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  return null;
}

/**
 * Decodes base64 (optionally a data: URL) strictly: null when the text is not base64.
 */
export function decodeBase64Image(text: string): Uint8Array | null {
  const body = text.trim().replace(/^data:[\w.+/-]*;base64,/i, "").replace(/\s+/g, "");
  if (!body || !/^[A-Za-z0-9+/_-]+={0,2}$/.test(body)) return null;
  return new Uint8Array(Buffer.from(body, body.includes("-") || body.includes("_") ? "base64url" : "base64"));
}

interface Rgba {
  data: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
}

/** RGBA pixels on white (transparent areas become white, as on paper). */
function pngToRgba(bytes: Uint8Array): Rgba {
  const png = decodePng(bytes);
  let channels = png.channels;
  let source: ArrayLike<number> = png.data;
  let max = png.depth === 16 ? 65535 : (1 << png.depth) - 1;
  if (png.palette) {
    source = convertIndexedToRgb(png);
    channels = png.transparency ? 4 : 3;
    max = 255;
  }
  const n = png.width * png.height;
  const out = new Uint8ClampedArray(n * 4);
  const scale = 255 / max;
  for (let i = 0; i < n; i++) {
    const at = i * channels;
    const hasAlpha = channels === 2 || channels === 4;
    const alpha = hasAlpha ? (source[at + channels - 1] ?? max) / max : 1;
    for (let k = 0; k < 3; k++) {
      const v = channels < 3 ? (source[at] ?? 0) : (source[at + k] ?? 0);
      out[i * 4 + k] = v * scale * alpha + 255 * (1 - alpha);
    }
    out[i * 4 + 3] = 255;
  }
  return { data: out, width: png.width, height: png.height };
}

function jpegToRgba(bytes: Uint8Array): Rgba {
  const image = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: 50, maxMemoryUsageInMB: 512 });
  return { data: new Uint8ClampedArray(image.data), width: image.width, height: image.height };
}

let prepared = false;
function prepareReader(): void {
  if (prepared) return;
  const require = createRequire(import.meta.url);
  const wasm = readFileSync(require.resolve("zxing-wasm/reader/zxing_reader.wasm"));
  prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) } });
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

/** Reads the licence in an image: its size, type, barcode and AAMVA fields. */
export async function readLicenceImage(bytes: Uint8Array): Promise<LicenceImageResult> {
  if (bytes.byteLength > MAX_LICENCE_IMAGE_BYTES) return failure("file-size");
  const kind = sniffImage(bytes);
  if (!kind) return failure("file-type", "UnsupportedDocumentException");
  let image: Rgba;
  try {
    image = kind === "png" ? pngToRgba(bytes) : jpegToRgba(bytes);
  } catch {
    // A file that claims to be an image but does not decode cannot be read either.
    return failure("not-clear");
  }
  try {
    const texts = await readPdf417(image);
    for (const text of texts) {
      const fields = parseAamva(text);
      if (fields) return { ok: true, fields };
    }
    return failure("not-clear");
  } catch {
    return failure("unexpected");
  }
}
