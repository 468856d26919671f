import { describe, expect, it } from "vitest";
import { MAX_LICENCE_IMAGE_BYTES, decodeBase64Image, readLicenceImage, sniffImage } from "./licence-image.ts";
import { aamvaPayload, blankPng, pdf417Jpeg, pdf417Png, sampleLicencePerson } from "./testing/licence-images.ts";

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
