import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  MAX_LICENCE_IMAGE_BYTES,
  decodeBase64Image,
  estimateSkew,
  findBarcodeQuad,
  fitLine,
  orientImage,
  pngToRgba,
  readLicenceImage,
  shrinkImage,
  sniffImage,
  warpQuad,
  type Quad,
  type Rgba,
} from "./licence-image.ts";
import {
  aamvaPayload,
  aamvaVersions,
  blankPng,
  pdf417Jpeg,
  pdf417JpegWithOrientation,
  pdf417Png,
  pdf417PngOf,
  pdf417Webp,
  rawPng,
  sampleLicencePerson,
  type PngColourType,
  type PngDepth,
} from "./testing/licence-images.ts";
import { licencePhoto } from "./testing/licence-photos.ts";

const heicFixture = () => new Uint8Array(readFileSync(new URL("./testing/fixtures/licence-v10.heic", import.meta.url)));
const sample = { firstName: "MARIA", lastName: "ALVARADO", dateOfBirth: "03/14/1988", documentNumber: "91002341" };

describe("licence image reading", () => {
  for (const version of ["08", "10"] as const) {
    for (const format of ["PNG", "JPEG"] as const) {
      it(`reads an AAMVA ${version} barcode from a ${format} image`, async () => {
        const text = aamvaPayload(sampleLicencePerson, version);
        const image = format === "PNG" ? await pdf417Png(text) : await pdf417Jpeg(text);
        expect(sniffImage(image)).toBe(format === "PNG" ? "png" : "jpeg");
        const result = await readLicenceImage(image);
        expect(result).toEqual({
          ok: true,
          fields: expect.objectContaining({
            firstName: "MARIA",
            lastName: "ALVARADO",
            dateOfBirth: "03/14/1988",
            documentNumber: "91002341",
            address: "4120 BLUEBONNET TRAIL",
            city: "AUSTIN",
            state: "TX",
            zipCode: "78745",
            gender: "1",
            aamvaVersion: version,
          }),
        });
      });
    }
  }

  it("doc2 §8: a file over 5242880 bytes is 'file size exceeding'", async () => {
    const big = new Uint8Array(MAX_LICENCE_IMAGE_BYTES + 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await readLicenceImage(big)).toEqual({ ok: false, error: "file-size", message: "file size exceeding" });
  });

  it("doc2 §8: a file of another type is 'file type error' (UnsupportedDocumentException)", async () => {
    const pdf = new TextEncoder().encode("%PDF-1.7\n%âãÏÓ\n1 0 obj <<>> endobj");
    expect(await readLicenceImage(pdf)).toEqual({ ok: false, error: "file-type", message: "file type error", exception: "UnsupportedDocumentException" });
  });

  it("doc2 §8: an image without a barcode is 'image not clear'", async () => {
    expect(await readLicenceImage(blankPng())).toEqual({ ok: false, error: "not-clear", message: "image not clear" });
  });

  it("doc2 §8: a barcode that is not a licence is 'image not clear'", async () => {
    expect(await readLicenceImage(await pdf417Png("just some text in a barcode"))).toMatchObject({ ok: false, error: "not-clear" });
  });

  it("a damaged PNG is 'image not clear'", async () => {
    const png = await pdf417Png(aamvaPayload(sampleLicencePerson, "10"));
    expect(await readLicenceImage(png.slice(0, 200))).toMatchObject({ ok: false, error: "not-clear" });
  });

  it("decodes base64 and data URLs, and refuses other text", () => {
    expect(decodeBase64Image("data:image/png;base64,iVBORw0KGgo=")).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(decodeBase64Image("iVBO Rw0K\nGgo=")?.length).toBe(8);
    expect(decodeBase64Image("not base64!")).toBeNull();
    expect(decodeBase64Image("")).toBeNull();
  });
});

describe("doc2 §5 licence image types: PNG of every colour type and bit depth", () => {
  const combinations: [PngColourType, PngDepth, string][] = [
    [0, 1, "grey, 1 bit"],
    [0, 2, "grey, 2 bits"],
    [0, 4, "grey, 4 bits"],
    [0, 8, "grey, 8 bits"],
    [0, 16, "grey, 16 bits"],
    [2, 8, "RGB, 8 bits"],
    [2, 16, "RGB, 16 bits"],
    [3, 1, "palette, 1 bit"],
    [3, 2, "palette, 2 bits"],
    [3, 4, "palette, 4 bits"],
    [3, 8, "palette, 8 bits"],
    [4, 8, "grey and alpha, 8 bits"],
    [4, 16, "grey and alpha, 16 bits"],
    [6, 8, "RGBA, 8 bits"],
    [6, 16, "RGBA, 16 bits"],
  ];
  for (const [colourType, depth, name] of combinations) {
    it(`reads the barcode of a PNG in ${name}`, async () => {
      const png = await pdf417PngOf(aamvaPayload(sampleLicencePerson, "10"), colourType, depth);
      expect(sniffImage(png)).toBe("png");
      expect(await readLicenceImage(png)).toMatchObject({ ok: true, fields: sample });
    });
  }

  for (const [colourType, depth, name] of [
    [3, 1, "a palette of 1 bit with a transparent entry"],
    [3, 8, "a palette of 8 bits with a transparent entry"],
    [0, 8, "grey with a transparent colour key"],
    [2, 16, "RGB with a transparent colour key"],
    [4, 8, "grey and alpha"],
    [6, 16, "RGBA of 16 bits"],
  ] as const) {
    it(`a transparent background is paper white: ${name}`, async () => {
      const png = await pdf417PngOf(aamvaPayload(sampleLicencePerson, "08"), colourType, depth, true);
      expect(await readLicenceImage(png)).toMatchObject({ ok: true, fields: sample });
    });
  }

  it("unpacks sub-byte samples row by row and takes palette colours by index", () => {
    // 3 × 2, so each row of 2-bit samples ends inside a byte.
    const grey = pngToRgba(rawPng({ width: 3, height: 2, colourType: 0, depth: 2, pixel: (x, y) => [(x + y) % 4] }));
    expect(Array.from(grey.data.filter((_, i) => i % 4 === 0))).toEqual([0, 85, 170, 85, 170, 255]);
    const palette = pngToRgba(
      rawPng({
        width: 3,
        height: 1,
        colourType: 3,
        depth: 4,
        palette: [
          [1, 2, 3],
          [40, 50, 60],
          [70, 80, 90],
        ],
        transparency: [255, 255, 0],
        pixel: (x) => [x],
      }),
    );
    expect(Array.from(palette.data)).toEqual([1, 2, 3, 255, 40, 50, 60, 255, 255, 255, 255, 255]);
    const half = pngToRgba(rawPng({ width: 1, height: 1, colourType: 6, depth: 16, pixel: () => [0, 0, 0, 32768] }));
    expect(Array.from(half.data)).toEqual([127, 127, 127, 255]);
  });
});

describe("doc2 §5 licence image types: JPEG orientation, WebP, HEIC", () => {
  const pixels = (width: number, height: number): Rgba => ({
    width,
    height,
    data: new Uint8ClampedArray(Array.from({ length: width * height }, (_, i) => [i, 0, 0, 255]).flat()),
  });
  const reds = (image: Rgba) => Array.from(image.data.filter((_, i) => i % 4 === 0));

  it("turns pixels upright for each EXIF orientation", () => {
    // 3 × 2:  0 1 2
    //         3 4 5
    const image = pixels(3, 2);
    expect(reds(orientImage(image, 1))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(reds(orientImage(image, 2))).toEqual([2, 1, 0, 5, 4, 3]);
    expect(reds(orientImage(image, 3))).toEqual([5, 4, 3, 2, 1, 0]);
    expect(reds(orientImage(image, 4))).toEqual([3, 4, 5, 0, 1, 2]);
    expect(orientImage(image, 6)).toMatchObject({ width: 2, height: 3 });
    expect(reds(orientImage(image, 5))).toEqual([0, 3, 1, 4, 2, 5]);
    expect(reds(orientImage(image, 6))).toEqual([3, 0, 4, 1, 5, 2]);
    expect(reds(orientImage(image, 7))).toEqual([5, 2, 4, 1, 3, 0]);
    expect(reds(orientImage(image, 8))).toEqual([2, 5, 1, 4, 0, 3]);
  });

  // The pixels a camera stores for each orientation: the inverse of the turn that shows them upright.
  const inverse: Record<number, number> = { 2: 2, 3: 3, 4: 4, 5: 5, 6: 8, 7: 7, 8: 6 };
  for (const orientation of [2, 6, 7, 8]) {
    it(`reads a JPEG stored turned, with EXIF orientation ${orientation}`, async () => {
      const text = aamvaPayload(sampleLicencePerson, "10");
      const jpeg = await pdf417JpegWithOrientation(text, orientation, (upright) => orientImage(upright, inverse[orientation] ?? 1));
      expect(sniffImage(jpeg)).toBe("jpeg");
      expect(await readLicenceImage(jpeg)).toMatchObject({ ok: true, fields: sample });
    });
  }

  it("reads a lossy and a lossless WebP", async () => {
    const text = aamvaPayload(sampleLicencePerson, "09");
    for (const webp of [await pdf417Webp(text, { quality: 75 }), await pdf417Webp(text, { lossless: true })]) {
      expect(sniffImage(webp)).toBe("webp");
      expect(await readLicenceImage(webp)).toMatchObject({ ok: true, fields: { ...sample, aamvaVersion: "09" } });
    }
  });

  it("reads a HEIC (an iPhone's format), converted on the server", async () => {
    const heic = heicFixture();
    expect(sniffImage(heic)).toBe("heic");
    expect(await readLicenceImage(heic)).toMatchObject({ ok: true, fields: { ...sample, aamvaVersion: "10" } });
  });

  it("knows HEIC by its brands, and refuses other ISO media files such as AVIF", () => {
    const ftyp = (major: string, ...compatible: string[]) =>
      new TextEncoder().encode(`\0\0\0${String.fromCharCode(16 + compatible.length * 4)}ftyp${major}\0\0\0\0${compatible.join("")}`);
    expect(sniffImage(ftyp("heic", "mif1", "heic"))).toBe("heic");
    expect(sniffImage(ftyp("mif1", "mif1", "heic"))).toBe("heic");
    expect(sniffImage(ftyp("avif", "mif1", "avif"))).toBeNull();
    expect(sniffImage(ftyp("mif1", "mif1", "avif"))).toBeNull();
    expect(sniffImage(ftyp("isom", "mp41"))).toBeNull();
  });
});

describe("licence photos: tilted, upside down, blurred and compressed", () => {
  for (const [version, angle, seed] of [
    ["10", 0, 1001],
    ["04", 20, 1003],
    ["05", -20, 1005],
    ["01", 180, 1004],
  ] as const) {
    it(`reads an AAMVA ${version} card photographed at ${angle}° with blur, noise, uneven light and JPEG`, async () => {
      const photo = await licencePhoto(version, angle, seed, { width: 1024, height: 768 });
      const result = await readLicenceImage(photo.bytes);
      expect(result).toMatchObject({ ok: true, fields: { documentNumber: photo.person.licence, lastName: photo.person.last, aamvaVersion: version } });
    });
  }

  it("measures a barcode's tilt from the picture within a degree and a half", async () => {
    const { decodeImage } = await import("./licence-image.ts");
    for (const angle of [-15, 8]) {
      const photo = await licencePhoto("08", angle, 7, { perspective: 0, width: 800, height: 600 });
      expect(Math.abs(estimateSkew(await decodeImage(photo.bytes, "jpeg")) + angle)).toBeLessThan(1.5);
    }
  });

  it("a large photo is shrunk by block averages before the second look", () => {
    const image: Rgba = {
      width: 4,
      height: 2,
      data: new Uint8ClampedArray([0, 0, 0, 255, 100, 0, 0, 255, 8, 0, 0, 255, 8, 0, 0, 255, 200, 0, 0, 255, 100, 0, 0, 255, 8, 0, 0, 255, 8, 0, 0, 255]),
    };
    expect(shrinkImage(image, 2)).toEqual({ width: 2, height: 1, data: new Uint8ClampedArray([100, 0, 0, 255, 8, 0, 0, 255]) });
    expect(shrinkImage(image, 1)).toBe(image);
  });

  // The photos of the set whose barcode is seen with the strongest perspective: a single turn
  // cannot straighten both its top and bottom rows.
  for (const [version, angle, seed] of [
    ["01", 20, 1000],
    ["10", -20, 1009],
  ] as const) {
    it(`reads an AAMVA ${version} card photographed at ${angle}° in strong perspective (seed ${seed}), its corners mapped onto a rectangle`, async () => {
      const photo = await licencePhoto(version, angle, seed);
      expect(photo.options.perspective).toBeGreaterThan(0.027);
      const result = await readLicenceImage(photo.bytes);
      expect(result).toMatchObject({ ok: true, fields: { documentNumber: photo.person.licence, lastName: photo.person.last, aamvaVersion: version } });
    }, 60_000);
  }

  it("reads a card leant twice as far as the photo set's strongest perspective", async () => {
    const photo = await licencePhoto("06", 12, 31, { perspective: 0.06 });
    expect(await readLicenceImage(photo.bytes)).toMatchObject({ ok: true, fields: { documentNumber: photo.person.licence, lastName: photo.person.last } });
  }, 60_000);

  it("finds a barcode's four corners, upright or lying, to within a pixel", async () => {
    const image = pngToRgba(await pdf417Png(aamvaPayload(sampleLicencePerson, "10")));
    // The symbol's box: the first and last dark pixels' outer edges.
    const dark: [number, number][] = [];
    for (let y = 0; y < image.height; y++) for (let x = 0; x < image.width; x++) if ((image.data[(y * image.width + x) * 4] as number) < 128) dark.push([x, y]);
    const left = Math.min(...dark.map(([x]) => x)) - 0.5;
    const right = Math.max(...dark.map(([x]) => x)) + 0.5;
    const top = Math.min(...dark.map(([, y]) => y)) - 0.5;
    const bottom = Math.max(...dark.map(([, y]) => y)) + 0.5;
    const symbol: Quad = [
      [left, top],
      [right, top],
      [right, bottom],
      [left, bottom],
    ];
    const close = (found: Quad | null, expected: Quad) => {
      expect(found).not.toBeNull();
      for (const [i, [x, y]] of expected.entries()) {
        expect(Math.abs((found?.[i]?.[0] ?? NaN) - x)).toBeLessThanOrEqual(1);
        expect(Math.abs((found?.[i]?.[1] ?? NaN) - y)).toBeLessThanOrEqual(1);
      }
    };
    close(findBarcodeQuad(image), symbol);
    // A quarter turn clockwise (EXIF 6): the symbol's left edge is now at the top.
    const lying = orientImage(image, 6);
    const turned = (p: [number, number]): [number, number] => [image.height - 1 - p[1], p[0]];
    const found = findBarcodeQuad(lying);
    close(found, symbol.map(turned) as Quad);
  });

  it("a blank picture has no barcode corners", () => {
    expect(findBarcodeQuad(pngToRgba(blankPng(320, 240)))).toBeNull();
  });

  it("maps a quadrilateral onto a rectangle: corners to corners, straight lines stay straight", () => {
    // A 40 × 20 picture, black on the left half and white on the right.
    const width = 40;
    const height = 20;
    const data = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) data.set(i % width < 20 ? [0, 0, 0, 255] : [255, 255, 255, 255], i * 4);
    const image: Rgba = { data, width, height };
    // The whole picture is itself.
    expect(
      warpQuad(
        image,
        [
          [0, 0],
          [39, 0],
          [39, 19],
          [0, 19],
        ],
        0,
      ),
    ).toEqual({ ...image, width: 39, height: 19, data: expect.any(Uint8ClampedArray) });
    // A trapezoid around the black and white boundary, taller on the left: its corners land on the
    // rectangle's (inside a margin of what is around), and the boundary stays one upright line.
    const warped = warpQuad(
      image,
      [
        [5, 2],
        [35, 6],
        [35, 14],
        [5, 18],
      ],
      4,
    );
    expect([warped.width, warped.height]).toEqual([30 + 8, 16 + 8]);
    const grey = (x: number, y: number) => warped.data[(y * warped.width + x) * 4] as number;
    const boundary = new Set<number>();
    for (let y = 4; y <= 4 + 16; y++) {
      let x = 4;
      while (x < warped.width && grey(x, y) < 128) x++;
      boundary.add(x);
    }
    expect(boundary.size).toBe(1);
    expect([...boundary][0]).toBeGreaterThan(4);
    expect([...boundary][0]).toBeLessThan(4 + 30);
  });

  it("fits a line through points with strays left out", () => {
    const ts = Array.from({ length: 30 }, (_, i) => i);
    const vs = ts.map((t) => 100 + 0.25 * t + (t % 7 === 3 ? 12 : 0));
    const line = fitLine(ts, vs);
    expect(line?.a).toBeCloseTo(100, 5);
    expect(line?.b).toBeCloseTo(0.25, 5);
    expect(fitLine([1, 2, 3], [1, 2, 3])).toBeNull();
  });

  it("the photo set has cards of every AAMVA version", () => {
    expect(aamvaVersions).toEqual(["01", "02", "03", "04", "05", "06", "07", "08", "09", "10"]);
  });
});

describe("doc2 §8 licence image errors with the new types", () => {
  it("an oversize WebP or HEIC is still 'file size exceeding'", async () => {
    for (const head of [heicFixture().slice(0, 32), new TextEncoder().encode("RIFF\0\0\0\0WEBPVP8 ")]) {
      const big = new Uint8Array(MAX_LICENCE_IMAGE_BYTES + 1);
      big.set(head);
      expect(await readLicenceImage(big)).toEqual({ ok: false, error: "file-size", message: "file size exceeding" });
    }
  });

  it("a GIF, a TIFF or a PDF is 'file type error' (UnsupportedDocumentException)", async () => {
    for (const text of ["GIF89a\x01\0\x01\0", "II*\0\x08\0\0\0", "%PDF-1.7"]) {
      expect(await readLicenceImage(new TextEncoder().encode(text))).toEqual({
        ok: false,
        error: "file-type",
        message: "file type error",
        exception: "UnsupportedDocumentException",
      });
    }
  });

  it("a damaged WebP, HEIC or JPEG is 'image not clear'", async () => {
    const webp = await pdf417Webp(aamvaPayload(sampleLicencePerson, "10"));
    const jpeg = await pdf417Jpeg(aamvaPayload(sampleLicencePerson, "10"));
    for (const broken of [webp.slice(0, 40), heicFixture().slice(0, 400), jpeg.slice(0, 300)]) {
      expect(await readLicenceImage(broken)).toMatchObject({ ok: false, error: "not-clear", message: "image not clear" });
    }
  });

  it("a blank photo is still 'image not clear' after the second look", async () => {
    expect(await readLicenceImage(blankPng(640, 480))).toEqual({ ok: false, error: "not-clear", message: "image not clear" });
  });
});
