/**
 * Test material: AAMVA licence payloads (fictional people) and PDF417 images of them made with
 * bwip-js, as PNG (every colour type and bit depth, written here byte by byte), JPEG (jpeg-js, with
 * an EXIF orientation), WebP (@jsquash/webp's encoder), like a photo of a licence's back.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { crc32, deflateSync } from "node:zlib";
import bwipjs from "bwip-js/node";
import { decode as decodePng, encode as encodePng } from "fast-png";
import jpeg from "jpeg-js";

export interface LicencePerson {
  licence: string;
  last: string;
  first: string;
  middle: string;
  /** MMDDCCYY as on US cards. */
  dob: string;
  issued: string;
  expires: string;
  /** AAMVA sex: 1 male, 2 female. */
  sex: "1" | "2";
  street: string;
  city: string;
  state: string;
  zip: string;
}

export const sampleLicencePerson: LicencePerson = {
  licence: "91002341",
  last: "ALVARADO",
  first: "MARIA",
  middle: "ELENA",
  dob: "03141988",
  issued: "06022019",
  expires: "03142027",
  sex: "2",
  street: "4120 BLUEBONNET TRAIL",
  city: "AUSTIN",
  state: "TX",
  zip: "787450000",
};

/** The AAMVA DL/ID card design standard versions: 01 (2000) to 10 (2020). */
export const aamvaVersions = ["01", "02", "03", "04", "05", "06", "07", "08", "09", "10"] as const;
export type AamvaVersion = (typeof aamvaVersions)[number];

/**
 * An AAMVA payload of the given version, laid out as the standard's structure says: the header
 * (`@`, LF, RS, CR, file type `ANSI `, the issuer's IIN, the version, from 02 on the jurisdiction
 * version, the number of entries), one subfile designator (`DL`, offset, length) and the DL subfile
 * (data elements each on its own line, ended by CR).
 * - 01: the whole name in DAA (LAST,FIRST,MIDDLE), dates CCYYMMDD, class/restrictions/endorsements
 *   in DAR/DAS/DAT.
 * - 02, 03: family name DCS and given names DCT, dates MMDDCCYY (US), DCA/DCB/DCD, DCF/DCG.
 * - 04 on: DCS/DAC/DAD with the truncation flags DDE/DDF/DDG; 05 on: DDA compliance type and DDB
 *   card revision date; 08 on: DAW weight, DAZ hair, DCK inventory control number; 09 on: DDK organ
 *   donor; 10: DDL veteran.
 */
export function aamvaPayload(person: LicencePerson, version: AamvaVersion, iin = "636015"): string {
  const usToIso = (d: string) => `${d.slice(4)}${d.slice(0, 4)}`;
  const n = Number(version);
  let fields: string[];
  if (version === "01") {
    fields = [
      `DAQ${person.licence}`,
      `DAA${person.last},${person.first},${person.middle}`,
      `DAG${person.street}`,
      `DAI${person.city}`,
      `DAJ${person.state}`,
      `DAK${person.zip}`,
      "DARC",
      "DASNONE",
      "DATNONE",
      `DBB${usToIso(person.dob)}`,
      `DBC${person.sex}`,
      `DBD${usToIso(person.issued)}`,
      `DBA${usToIso(person.expires)}`,
      "DAU507",
      "DAYBRO",
    ];
  } else if (n <= 3) {
    fields = [
      "DCAC",
      "DCBNONE",
      "DCDNONE",
      `DBA${person.expires}`,
      `DCS${person.last}`,
      `DCT${person.first}`,
      `DBD${person.issued}`,
      `DBB${person.dob}`,
      `DBC${person.sex}`,
      "DAYBRO",
      "DAU065 IN",
      `DAG${person.street}`,
      `DAI${person.city}`,
      `DAJ${person.state}`,
      `DAK${person.zip}  `,
      `DAQ${person.licence}`,
      "DCF0000000000000000",
      "DCGUSA",
      ...(n === 2 ? ["DCHNONE"] : ["DCUNONE"]),
    ];
  } else {
    fields = [
      "DCAC",
      "DCBNONE",
      "DCDNONE",
      `DBA${person.expires}`,
      `DCS${person.last}`,
      `DAC${person.first}`,
      `DAD${person.middle}`,
      `DBD${person.issued}`,
      `DBB${person.dob}`,
      `DBC${person.sex}`,
      "DAYBRO",
      "DAU065 IN",
      `DAG${person.street}`,
      `DAI${person.city}`,
      `DAJ${person.state}`,
      `DAK${person.zip}  `,
      `DAQ${person.licence}`,
      "DCF0000000000000000",
      "DCGUSA",
      "DDEN",
      "DDFN",
      "DDGN",
      ...(n >= 5 ? ["DDAF", `DDB${person.issued}`] : []),
      ...(n >= 8 ? ["DAW140", "DAZBRO", `DCK${person.licence}0101`] : []),
      ...(n >= 9 ? ["DDK1"] : []),
      ...(n >= 10 ? ["DDL0"] : []),
    ];
  }
  const subfile = `DL${fields.join("\n")}\r`;
  const entries = version === "01" ? "" : "00";
  const header = `@\n\x1e\rANSI ${iin}${version}${entries}01`;
  const offset = header.length + 10;
  return `${header}DL${String(offset).padStart(4, "0")}${String(subfile.length).padStart(4, "0")}${subfile}`;
}

/** A PDF417 PNG of the text, on a white background with a quiet zone. */
export async function pdf417Png(text: string): Promise<Uint8Array> {
  const png = await bwipjs.toBuffer({ bcid: "pdf417", text, scale: 2, backgroundcolor: "FFFFFF", paddingwidth: 20, paddingheight: 20 });
  return new Uint8Array(png);
}

/** The same barcode as a JPEG (quality 85). */
export async function pdf417Jpeg(text: string): Promise<Uint8Array> {
  const png = decodePng(await pdf417Png(text));
  const rgba = Buffer.alloc(png.width * png.height * 4);
  for (let i = 0; i < png.width * png.height; i++) {
    for (let k = 0; k < 3; k++) rgba[i * 4 + k] = png.channels >= 3 ? (png.data[i * png.channels + k] ?? 0) : (png.data[i * png.channels] ?? 0);
    rgba[i * 4 + 3] = 255;
  }
  return new Uint8Array(jpeg.encode({ data: rgba, width: png.width, height: png.height }, 85).data);
}

/** A plain white PNG with no barcode. */
export function blankPng(width = 200, height = 120): Uint8Array {
  return encodePng({ width, height, data: new Uint8Array(width * height * 3).fill(255), channels: 3, depth: 8 });
}

/** The barcode's modules: true where the symbol is dark. */
export async function pdf417Mask(text: string): Promise<{ width: number; height: number; dark: (x: number, y: number) => boolean }> {
  const png = decodePng(await pdf417Png(text));
  return { width: png.width, height: png.height, dark: (x, y) => (png.data[(y * png.width + x) * png.channels] ?? 255) < 128 };
}

/** PNG colour types: 0 grey, 2 RGB, 3 palette, 4 grey and alpha, 6 RGBA. */
export type PngColourType = 0 | 2 | 3 | 4 | 6;
export type PngDepth = 1 | 2 | 4 | 8 | 16;

export interface RawPng {
  width: number;
  height: number;
  colourType: PngColourType;
  depth: PngDepth;
  /** The samples of a pixel: its palette index, grey, grey and alpha, RGB or RGBA at the bit depth. */
  pixel: (x: number, y: number) => number[];
  palette?: [number, number, number][];
  /** tRNS: a palette's alphas, or the transparent grey (one value) or RGB (three) colour key. */
  transparency?: number[];
}

function chunk(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + body.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, body.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(body, 8);
  view.setUint32(8 + body.length, crc32(out.subarray(4, 8 + body.length)));
  return out;
}

/** A PNG written byte by byte, so every colour type and bit depth of the standard can be made. */
export function rawPng(spec: RawPng): Uint8Array {
  const { width, height, colourType, depth } = spec;
  const channels = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 }[colourType];
  const rowBytes = Math.ceil((width * channels * depth) / 8);
  const raw = new Uint8Array((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (rowBytes + 1);
    raw[row] = 0; // filter: none
    let bit = 0;
    for (let x = 0; x < width; x++) {
      for (const sample of spec.pixel(x, y)) {
        if (depth === 16) {
          raw[row + 1 + bit / 8] = sample >> 8;
          raw[row + 2 + bit / 8] = sample & 255;
        } else if (depth === 8) {
          raw[row + 1 + bit / 8] = sample;
        } else {
          const at = row + 1 + (bit >> 3);
          raw[at] = (raw[at] ?? 0) | (sample << (8 - depth - (bit & 7)));
        }
        bit += depth;
      }
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([depth, colourType, 0, 0, 0], 8);
  const parts = [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header)];
  if (spec.palette) parts.push(chunk("PLTE", new Uint8Array(spec.palette.flat())));
  if (spec.transparency) {
    const trns = colourType === 3 ? new Uint8Array(spec.transparency) : new Uint8Array(spec.transparency.flatMap((v) => [v >> 8, v & 255]));
    parts.push(chunk("tRNS", trns));
  }
  parts.push(chunk("IDAT", new Uint8Array(deflateSync(raw))), chunk("IEND", new Uint8Array(0)));
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * The barcode as a PNG of the colour type and depth. With `transparent`, the background is fully
 * transparent and holds black (alpha, a palette entry or a colour key), as a cut-out scan may: a
 * reader that ignores transparency sees black on black.
 */
export async function pdf417PngOf(text: string, colourType: PngColourType, depth: PngDepth, transparent = false): Promise<Uint8Array> {
  const mask = await pdf417Mask(text);
  const max = depth === 16 ? 65535 : (1 << depth) - 1;
  const base = { width: mask.width, height: mask.height, colourType, depth };
  switch (colourType) {
    case 0:
      // With a colour key the background is a dark grey that the key makes transparent.
      return transparent
        ? rawPng({ ...base, pixel: (x, y) => [mask.dark(x, y) ? 0 : 1], transparency: [1] })
        : rawPng({ ...base, pixel: (x, y) => [mask.dark(x, y) ? 0 : max] });
    case 2:
      return transparent
        ? rawPng({ ...base, pixel: (x, y) => (mask.dark(x, y) ? [0, 0, 0] : [1, 1, 1]), transparency: [1, 1, 1] })
        : rawPng({ ...base, pixel: (x, y) => (mask.dark(x, y) ? [0, 0, Math.round(max * 0.2)] : [max, max, max]) });
    case 3: {
      // Index 0 is a colour the image never uses, so an index read as another shows.
      const size = 1 << Math.min(depth, 8);
      const palette: [number, number, number][] = Array.from({ length: size }, (_, i) => (i === 0 ? [200, 0, 0] : [i * 7, i * 3, i * 5]));
      const paper = size - 1;
      const ink = size > 2 ? 1 : 0;
      palette[paper] = transparent ? [0, 0, 0] : [255, 255, 255];
      palette[ink] = [10, 10, 30];
      return rawPng({
        ...base,
        palette,
        pixel: (x, y) => [mask.dark(x, y) ? ink : paper],
        ...(transparent ? { transparency: palette.map((_, i) => (i === paper ? 0 : 255)) } : {}),
      });
    }
    case 4:
      return rawPng({ ...base, pixel: (x, y) => (mask.dark(x, y) ? [0, max] : transparent ? [0, 0] : [max, max]) });
    case 6:
      return rawPng({ ...base, pixel: (x, y) => (mask.dark(x, y) ? [0, 0, 0, max] : transparent ? [0, 0, 0, 0] : [max, max, max, max]) });
  }
}

/** The pixels of the barcode as RGBA (8 bits). */
async function pdf417Rgba(text: string): Promise<{ data: Uint8Array; width: number; height: number }> {
  const mask = await pdf417Mask(text);
  const data = new Uint8Array(mask.width * mask.height * 4).fill(255);
  for (let y = 0; y < mask.height; y++)
    for (let x = 0; x < mask.width; x++) if (mask.dark(x, y)) data.fill(0, (y * mask.width + x) * 4, (y * mask.width + x) * 4 + 3);
  return { data, width: mask.width, height: mask.height };
}

/** An EXIF block (APP1 body) that holds only the orientation tag (big-endian TIFF). */
export function exifOrientation(orientation: number): Uint8Array {
  return new Uint8Array([
    ...new TextEncoder().encode("Exif\0\0"),
    0x4d,
    0x4d,
    0x00,
    0x2a,
    0x00,
    0x00,
    0x00,
    0x08,
    0x00,
    0x01,
    0x01,
    0x12,
    0x00,
    0x03,
    0x00,
    0x00,
    0x00,
    0x01,
    0x00,
    orientation,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
    0x00,
  ]);
}

/**
 * The barcode as a camera stores a turned photo: the pixels kept as the sensor saw them and the
 * EXIF orientation saying how to show them. `stored` turns the upright pixels into the stored ones.
 */
export async function pdf417JpegWithOrientation(
  text: string,
  orientation: number,
  stored: (image: { data: Uint8ClampedArray<ArrayBuffer>; width: number; height: number }) => {
    data: Uint8ClampedArray<ArrayBuffer>;
    width: number;
    height: number;
  },
): Promise<Uint8Array> {
  const upright = await pdf417Rgba(text);
  const image = stored({ data: new Uint8ClampedArray(upright.data), width: upright.width, height: upright.height });
  const encoded = jpeg.encode(
    { data: image.data, width: image.width, height: image.height, exifBuffer: exifOrientation(orientation) } as jpeg.RawImageData<Uint8ClampedArray>,
    90,
  );
  return new Uint8Array(encoded.data);
}

const require = createRequire(import.meta.url);
let webpEncoder: Promise<(data: ImageData, options: { quality?: number; lossless?: number }) => Promise<ArrayBuffer>> | undefined;

/** The barcode as WebP (lossy at `quality`, or lossless), through libwebp's wasm encoder. */
export async function pdf417Webp(text: string, options: { quality?: number; lossless?: boolean } = {}): Promise<Uint8Array> {
  webpEncoder ??= (async () => {
    const { default: encode, init } = await import("@jsquash/webp/encode.js");
    const file = readFileSync(require.resolve("@jsquash/webp/codec/enc/webp_enc_simd.wasm"));
    await init(await WebAssembly.compile(file));
    return encode;
  })();
  const encode = await webpEncoder;
  const image = await pdf417Rgba(text);
  const pixels = { data: new Uint8ClampedArray(image.data), width: image.width, height: image.height, colorSpace: "srgb" } as ImageData;
  return new Uint8Array(await encode(pixels, options.lossless ? { lossless: 1 } : { quality: options.quality ?? 80 }));
}
