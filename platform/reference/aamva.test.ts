import { describe, expect, it } from "vitest";
import { parseAamva } from "./aamva.ts";
import { aamvaPayload, sampleLicencePerson } from "./testing/licence-images.ts";

describe("AAMVA fields", () => {
  for (const version of ["08", "10"] as const) {
    it(`reads the licence fields of an AAMVA version ${version} barcode`, () => {
      expect(parseAamva(aamvaPayload(sampleLicencePerson, version))).toEqual({
        firstName: "MARIA",
        middleName: "ELENA",
        lastName: "ALVARADO",
        dateOfBirth: "03/14/1988",
        documentNumber: "91002341",
        address: "4120 BLUEBONNET TRAIL",
        address2: "",
        city: "AUSTIN",
        state: "TX",
        zipCode: "78745",
        gender: "1",
        issueDate: "06/02/2019",
        expirationDate: "03/14/2027",
        aamvaVersion: version,
      });
    });
  }

  it("reads the old version 01 name field and its year-first dates", () => {
    const fields = parseAamva(aamvaPayload({ ...sampleLicencePerson, sex: "1" }, "01"));
    expect(fields).toMatchObject({ firstName: "MARIA", lastName: "ALVARADO", dateOfBirth: "03/14/1988", documentNumber: "91002341", gender: "0", aamvaVersion: "01" });
  });

  it("refuses text that is not an AAMVA licence", () => {
    expect(parseAamva("hello world")).toBeNull();
    expect(parseAamva("@\n\x1e\rANSI 636015080001DL00310010DLDCAC\r")).toBeNull();
  });
});
