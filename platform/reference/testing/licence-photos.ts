/**
 * Test material: "photos" of a licence's back made in software, deterministically from a seed.
 * An AAMVA payload (./licence-images.ts, any version 01–10) is encoded as PDF417 (bwip-js), laid on
 * a card-like background, and the card is photographed on a table: turned by an angle (180 for
 * upside down), with a mild perspective, lens blur, uneven light, sensor noise and JPEG compression
 * (jpeg-js). Everything is pure JavaScript and needs no network.
 */
import bwipjs from "bwip-js/node";
import { decode as decodePng, encode as encodePng } from "fast-png";
import jpeg from "jpeg-js";
import { aamvaPayload, aamvaVersions, type AamvaVersion, type LicencePerson } from "./licence-images.ts";

/** RGBA pixels, 8 bits a channel. */
export interface Pixels {
  data: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
}

/** A small seeded generator (mulberry32): the same seed gives the same photo. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const lastNames = ["ALVARADO", "JOHNSON", "NGUYEN", "GARCIA", "OKAFOR", "MARTINEZ", "WILLIAMS", "HERNANDEZ", "PATEL", "ROBINSON"];
const firstNames = ["MARIA", "JAMES", "LINH", "CARLOS", "ADA", "SOFIA", "DEREK", "LUCIA", "PRIYA", "MARCUS"];
const streets = ["4120 BLUEBONNET TRAIL", "77 OAK HOLLOW DR", "1501 W MAIN ST", "905 CANYON VIEW RD", "22 PECAN CT"];
const cities: [string, string, string][] = [
  ["AUSTIN", "TX", "787450000"],
  ["PHOENIX", "AZ", "850160000"],
  ["ALBUQUERQUE", "NM", "871020000"],
  ["FRESNO", "CA", "937210000"],
  ["EL PASO", "TX", "799010000"],
];

/** A fictional licence holder chosen by the seed. */
export function photoPerson(seed: number): LicencePerson {
  const random = seededRandom(seed * 7919 + 17);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const two = (n: number) => String(n).padStart(2, "0");
  const year = 1950 + Math.floor(random() * 55);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  const [city, state, zip] = pick(cities);
  return {
    licence: String(10_000_000 + Math.floor(random() * 89_999_999)),
    last: pick(lastNames),
    first: pick(firstNames),
    middle: pick(["ELENA", "LEE", "ANN", "JOSE", "RAY"]),
    dob: `${two(month)}${two(day)}${year}`,
    issued: `${two(month)}${two(day)}2021`,
    expires: `${two(month)}${two(day)}2029`,
    sex: random() < 0.5 ? "1" : "2",
    street: pick(streets),
    city,
    state,
    zip,
  };
}

/** The PDF417 symbol of the text as RGBA, 3 pixels a module, 13 data columns as on most cards. */
async function barcodePixels(text: string): Promise<Pixels> {
  // `columns` is a PDF417 option of BWIPP that bwip-js's types do not list.
  const options = { bcid: "pdf417", text, scale: 3, columns: 13, backgroundcolor: "FFFFFF" };
  const png = decodePng(new Uint8Array(await bwipjs.toBuffer(options)));
  return toRgba(png.data, png.width, png.height, png.channels);
}

function toRgba(source: ArrayLike<number>, width: number, height: number, channels: number): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    for (let k = 0; k < 3; k++) data[i * 4 + k] = channels >= 3 ? (source[i * channels + k] ?? 0) : (source[i * channels] ?? 0);
    data[i * 4 + 3] = 255;
  }
  return { data, width, height };
}

/** The back of a card (1012 × 638, 300 dpi): a tinted background with fine lines, printed text and the barcode. */
export async function cardBack(payload: string, seed: number): Promise<Pixels> {
  const random = seededRandom(seed);
  const width = 1012;
  const height = 638;
  const data = new Uint8ClampedArray(width * height * 4);
  const tint = [228 + random() * 20, 232 + random() * 16, 238 + random() * 14];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      // A guilloche-like pattern of faint waves, as security printing has.
      const wave = Math.sin(x / 23 + Math.sin(y / 31) * 2) * 6 + Math.sin((x + y) / 57) * 4;
      for (let k = 0; k < 3; k++) data[at + k] = (tint[k] ?? 240) + wave - (x / width) * 10;
      data[at + 3] = 255;
    }
  }
  const fill = (x0: number, y0: number, w: number, h: number, value: number) => {
    for (let y = Math.max(0, y0); y < Math.min(height, y0 + h); y++) {
      for (let x = Math.max(0, x0); x < Math.min(width, x0 + w); x++) {
        const at = (y * width + x) * 4;
        data[at] = value;
        data[at + 1] = value;
        data[at + 2] = value;
      }
    }
  };
  // Lines of small print above and below the barcode.
  for (let line = 0; line < 4; line++) {
    let x = 40;
    while (x < width - 80) {
      const word = 20 + Math.floor(random() * 70);
      fill(x, 36 + line * 26, word, 12, 70 + Math.floor(random() * 40));
      x += word + 10 + Math.floor(random() * 8);
    }
  }
  const symbol = await barcodePixels(payload);
  const left = Math.round((width - symbol.width) / 2);
  const top = Math.max(150, Math.round(height - symbol.height - 90));
  for (let y = 0; y < symbol.height && top + y < height; y++) {
    for (let x = 0; x < symbol.width && left + x < width; x++) {
      const from = (y * symbol.width + x) * 4;
      const to = ((top + y) * width + left + x) * 4;
      const v = symbol.data[from] ?? 255;
      // The white of the symbol is the card's own background; only the bars are printed.
      if (v < 128) for (let k = 0; k < 3; k++) data[to + k] = 25;
    }
  }
  fill(40, height - 60, 300, 12, 90);
  return { data, width, height };
}

export interface PhotoOptions {
  /** Degrees, counter-clockwise as seen; 180 is upside down. */
  angle: number;
  /** Gaussian blur sigma in pixels (0 for none). */
  blur: number;
  /** How far each corner moves for the perspective, as a share of the card's width. */
  perspective: number;
  /** Darkest share of the light across the picture (1 for even light). */
  shade: number;
  /** Sensor noise, standard deviation in levels. */
  noise: number;
  /** JPEG quality (1–100), or null for a PNG. */
  quality: number | null;
  /** The size of the photo. */
  width: number;
  height: number;
}

export const defaultPhotoOptions: PhotoOptions = { angle: 0, blur: 1.2, perspective: 0.03, shade: 0.6, noise: 6, quality: 75, width: 1280, height: 960 };

/** Solves A x = b (8 × 8) by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i] ?? 0]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]?.[c] ?? 0) > Math.abs(m[pivot]?.[c] ?? 0)) pivot = r;
    [m[c], m[pivot]] = [m[pivot] as number[], m[c] as number[]];
    const row = m[c] as number[];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const other = m[r] as number[];
      const f = (other[c] ?? 0) / (row[c] ?? 1);
      for (let k = c; k <= n; k++) other[k] = (other[k] ?? 0) - f * (row[k] ?? 0);
    }
  }
  return m.map((row, i) => (row[n] ?? 0) / (row[i] ?? 1));
}

/** The homography taking each `from` point to its `to` point (row-major 3 × 3, last entry 1). */
function homography(from: [number, number][], to: [number, number][]): number[] {
  const a: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i] as [number, number];
    const [u, v] = to[i] as [number, number];
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  return [...solve(a, b), 1];
}

/** Separable Gaussian blur of the RGB channels, in place. */
function gaussianBlur(image: Pixels, sigma: number): void {
  if (sigma <= 0) return;
  const radius = Math.ceil(sigma * 3);
  const size = 2 * radius + 1;
  const weights = new Float32Array(size);
  let sum = 0;
  for (let i = 0; i < size; i++) sum += weights[i] = Math.exp(-((i - radius) ** 2) / (2 * sigma * sigma));
  for (let i = 0; i < size; i++) weights[i] = (weights[i] as number) / sum;
  const { width, height, data } = image;
  const plane = new Float32Array(width * height);
  const temp = new Float32Array(width * height);
  for (let k = 0; k < 3; k++) {
    for (let i = 0; i < width * height; i++) plane[i] = data[i * 4 + k] as number;
    for (let y = 0; y < height; y++) {
      const row = y * width;
      for (let x = 0; x < width; x++) {
        let acc = 0;
        for (let j = 0; j < size; j++) {
          const xx = x + j - radius;
          acc += (plane[row + (xx < 0 ? 0 : xx >= width ? width - 1 : xx)] as number) * (weights[j] as number);
        }
        temp[row + x] = acc;
      }
    }
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let acc = 0;
        for (let j = 0; j < size; j++) {
          const yy = y + j - radius;
          acc += (temp[(yy < 0 ? 0 : yy >= height ? height - 1 : yy) * width + x] as number) * (weights[j] as number);
        }
        data[(y * width + x) * 4 + k] = acc;
      }
    }
  }
}

/** Photographs the card on a table: placement, angle, perspective, blur, light and noise. */
export function photograph(card: Pixels, options: PhotoOptions, seed: number): Pixels {
  const random = seededRandom(seed * 31 + 7);
  const { width, height } = options;
  const scale = (0.78 + random() * 0.12) * (width / card.width);
  const cx = width / 2 + (random() - 0.5) * width * 0.06;
  const cy = height / 2 + (random() - 0.5) * height * 0.06;
  const turn = (-options.angle * Math.PI) / 180;
  const cos = Math.cos(turn);
  const sin = Math.sin(turn);
  const jitter = () => (random() - 0.5) * 2 * options.perspective * card.width * scale;
  const corners: [number, number][] = [
    [0, 0],
    [card.width, 0],
    [card.width, card.height],
    [0, card.height],
  ];
  const placed = corners.map(([x, y]): [number, number] => {
    const dx = (x - card.width / 2) * scale;
    const dy = (y - card.height / 2) * scale;
    return [cx + dx * cos - dy * sin + jitter(), cy + dx * sin + dy * cos + jitter()];
  });
  // Output pixel → card point.
  const h = homography(placed, corners);
  const data = new Uint8ClampedArray(width * height * 4);
  const table = [96 + random() * 40, 70 + random() * 30, 50 + random() * 25];
  const source = card.data;
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = h as [number, number, number, number, number, number, number, number, number];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const w = h6 * x + h7 * y + h8;
      const u = (h0 * x + h1 * y + h2) / w;
      const v = (h3 * x + h4 * y + h5) / w;
      data[at + 3] = 255;
      if (u < 0 || v < 0 || u > card.width - 1 || v > card.height - 1) {
        const grain = Math.sin(y / 9 + Math.sin(x / 140) * 3) * 8;
        for (let k = 0; k < 3; k++) data[at + k] = (table[k] ?? 80) + grain;
        continue;
      }
      const x0 = Math.floor(u);
      const y0 = Math.floor(v);
      const fx = u - x0;
      const fy = v - y0;
      const x1 = Math.min(card.width - 1, x0 + 1);
      const y1 = Math.min(card.height - 1, y0 + 1);
      const a00 = (y0 * card.width + x0) * 4;
      const a10 = (y0 * card.width + x1) * 4;
      const a01 = (y1 * card.width + x0) * 4;
      const a11 = (y1 * card.width + x1) * 4;
      for (let k = 0; k < 3; k++) {
        const top = (source[a00 + k] as number) * (1 - fx) + (source[a10 + k] as number) * fx;
        const bottom = (source[a01 + k] as number) * (1 - fx) + (source[a11 + k] as number) * fx;
        data[at + k] = top * (1 - fy) + bottom * fy;
      }
    }
  }
  const photo: Pixels = { data, width, height };
  gaussianBlur(photo, options.blur);
  // Uneven light: a gradient from one side (darkest `shade`) and a soft lamp spot; then noise.
  const lightAngle = random() * Math.PI * 2;
  const lx = Math.cos(lightAngle);
  const ly = Math.sin(lightAngle);
  const spotX = random() * width;
  const spotY = random() * height;
  const spotR = (0.25 + random() * 0.2) * width;
  // Normal noise drawn from a table of 4096 samples, indexed by the seeded generator's bits.
  const table4096 = new Float32Array(4096);
  for (let i = 0; i < table4096.length; i += 2) {
    const r = Math.sqrt(-2 * Math.log(1 - random()));
    const t = 2 * Math.PI * random();
    table4096[i] = r * Math.cos(t);
    table4096[i + 1] = r * Math.sin(t);
  }
  let state = Math.floor(random() * 0xffffffff) | 1;
  const gauss = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return table4096[state & 4095] as number;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      const along = ((x / width - 0.5) * lx + (y / height - 0.5) * ly) / Math.SQRT2 + 0.5;
      const d2 = ((x - spotX) ** 2 + (y - spotY) ** 2) / (spotR * spotR);
      const light = options.shade + (1 - options.shade) * along + 0.12 * Math.exp(-d2);
      for (let k = 0; k < 3; k++) data[at + k] = (data[at + k] ?? 0) * light + gauss() * options.noise;
    }
  }
  return photo;
}

/** The photo as a file: JPEG at the options' quality, or PNG. */
export function encodePhoto(photo: Pixels, quality: number | null): Uint8Array {
  if (quality === null) return encodePng({ width: photo.width, height: photo.height, data: new Uint8Array(photo.data.buffer), channels: 4, depth: 8 });
  return new Uint8Array(jpeg.encode({ data: photo.data, width: photo.width, height: photo.height }, quality).data);
}

export interface LicencePhoto {
  bytes: Uint8Array;
  person: LicencePerson;
  version: AamvaVersion;
  options: PhotoOptions;
}

/**
 * One photo of a licence: the seed chooses the holder, the card and the photo's conditions (blur
 * 0.9–1.5 px, perspective up to 3 %, light down to 55–70 %, noise 4–8 levels, JPEG quality 65–85)
 * unless `options` fixes them.
 */
export async function licencePhoto(version: AamvaVersion, angle: number, seed: number, options: Partial<PhotoOptions> = {}): Promise<LicencePhoto> {
  const random = seededRandom(seed * 104729 + Number(version));
  const chosen: PhotoOptions = {
    ...defaultPhotoOptions,
    angle,
    blur: 0.9 + random() * 0.6,
    perspective: random() * 0.03,
    shade: 0.55 + random() * 0.15,
    noise: 4 + random() * 4,
    quality: 65 + Math.floor(random() * 21),
    ...options,
  };
  const person = photoPerson(seed * 100 + Number(version));
  const card = await cardBack(aamvaPayload(person, version), seed);
  const photo = photograph(card, chosen, seed);
  return { bytes: encodePhoto(photo, chosen.quality), person, version, options: chosen };
}

/** The angles of the measured photo set: straight, both ways up to 20°, and upside down. */
export const photoAngles = [0, 5, -5, 10, -10, 15, -15, 20, -20, 180] as const;
export { aamvaVersions };
