/**
 * Test material: AAMVA licence payloads (fictional people) and PDF417 images of them made with
 * bwip-js, as PNG or JPEG (jpeg-js), like a photo of a licence's back.
 */
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

/**
 * An AAMVA payload. Version 01 uses the old name field DAA (LAST,FIRST,MIDDLE) and DBD/DBB in
 * CCYYMMDD; versions 04 and later use DCS/DAC/DAD and MMDDCCYY (US).
 */
export function aamvaPayload(person: LicencePerson, version: "01" | "08" | "10", iin = "636015"): string {
  const usToIso = (d: string) => `${d.slice(4)}${d.slice(0, 4)}`;
  const fields =
    version === "01"
      ? [
          `DAQ${person.licence}`, `DAA${person.last},${person.first},${person.middle}`, `DAG${person.street}`, `DAI${person.city}`,
          `DAJ${person.state}`, `DAK${person.zip}`, `DBB${usToIso(person.dob)}`, `DBC${person.sex}`, `DBD${usToIso(person.issued)}`, `DBA${usToIso(person.expires)}`,
        ]
      : [
          "DCAC", "DCBNONE", "DCDNONE", `DBA${person.expires}`, `DCS${person.last}`, `DAC${person.first}`, `DAD${person.middle}`,
          `DBD${person.issued}`, `DBB${person.dob}`, `DBC${person.sex}`, "DAYBRO", "DAU065 IN", `DAG${person.street}`, `DAI${person.city}`,
          `DAJ${person.state}`, `DAK${person.zip}  `, `DAQ${person.licence}`, "DCF0000000000000000", "DCGUSA", "DDEN", "DDFN", "DDGN",
        ];
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
