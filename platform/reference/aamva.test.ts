import { describe, expect, it } from "vitest";
import { aamvaElements, parseAamva } from "./aamva.ts";
import { aamvaAccuracy } from "./testing/aamva-accuracy.ts";
import { aamvaSamples, aamvaSamplesDate, buildAamva } from "./testing/aamva-samples.ts";
import { aamvaPayload, sampleLicencePerson } from "./testing/licence-images.ts";

const now = aamvaSamplesDate;
/** A version 08 Texas payload with the given elements replacing (or added to) the usual ones. */
function texas(overrides: Record<string, string | null>, version = "08", iin = "636015"): string {
  const base: Record<string, string | null> = {
    DCS: "ALVARADO",
    DAC: "MARIA",
    DAD: "ELENA",
    DBD: "06022019",
    DBB: "03141988",
    DBA: "03142027",
    DBC: "2",
    DAG: "4120 BLUEBONNET TRAIL",
    DAI: "AUSTIN",
    DAJ: "TX",
    DAK: "787450000",
    DAQ: "91002341",
    DCG: "USA",
  };
  const merged = { ...base, ...overrides };
  const elements = Object.entries(merged)
    .filter((e): e is [string, string] => e[1] !== null)
    .map(([id, value]) => `${id}${value}`);
  return buildAamva(elements, { iin, version });
}
const read = (text: string) => parseAamva(text, now);

describe("AAMVA fields", () => {
  for (const version of ["08", "10"] as const) {
    it(`reads the licence fields of an AAMVA version ${version} barcode`, () => {
      expect(read(aamvaPayload(sampleLicencePerson, version))).toEqual({
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
    const fields = read(aamvaPayload({ ...sampleLicencePerson, sex: "1" }, "01"));
    expect(fields).toMatchObject({
      firstName: "MARIA",
      middleName: "ELENA",
      lastName: "ALVARADO",
      dateOfBirth: "03/14/1988",
      documentNumber: "91002341",
      gender: "0",
      aamvaVersion: "01",
    });
  });

  it("refuses text that is not an AAMVA licence", () => {
    expect(read("hello world")).toBeNull();
    expect(read("@\n\x1e\rANSI 636015080001DL00310010DLDCAC\r")).toBeNull();
  });

  it("reads every sample payload right (versions 01–10, several jurisdictions' layouts)", () => {
    const report = aamvaAccuracy(aamvaSamples, now);
    expect(report.misses).toEqual([]);
  });
});

describe("AAMVA given names: first and middle whatever the version", () => {
  it("splits given names written in DCT with a comma (version 02)", () => {
    expect(read(texas({ DAC: null, DAD: null, DCT: "JUSTIN,WILLIAM" }, "02"))).toMatchObject({ firstName: "JUSTIN", middleName: "WILLIAM" });
  });

  it("splits given names written in DCT with a space (version 03), several middle names kept together", () => {
    expect(read(texas({ DAC: null, DAD: null, DCT: "PRIYA ANJALI" }, "03"))).toMatchObject({ firstName: "PRIYA", middleName: "ANJALI" });
    expect(read(texas({ DAC: null, DAD: null, DCT: "MARY ANN ELIZABETH" }, "03"))).toMatchObject({ firstName: "MARY", middleName: "ANN ELIZABETH" });
  });

  it("splits DCT on a later-version card too", () => {
    expect(read(texas({ DAC: null, DAD: null, DCT: "ANNA,MARIE" }, "05"))).toMatchObject({ firstName: "ANNA", middleName: "MARIE" });
  });

  it("splits both given names written in DAC when there is no DAD", () => {
    expect(read(texas({ DAC: "JUSTIN,WILLIAM", DAD: null }, "06"))).toMatchObject({ firstName: "JUSTIN", middleName: "WILLIAM" });
  });

  it("keeps DAC whole beside its own DAD, and reads DAD NONE as no middle name", () => {
    expect(read(texas({ DAC: "MARIA", DAD: "NONE" }))).toMatchObject({ firstName: "MARIA", middleName: "" });
    expect(read(texas({ DAC: "MARIA", DAD: "ELENA" }))).toMatchObject({ firstName: "MARIA", middleName: "ELENA" });
  });
});

describe("AAMVA old full-name formats (version 01 DAA)", () => {
  const v01 = (name: string) => buildAamva(["DAQ29384756", `DAA${name}`, "DBB19650505", "DBC2"], { iin: "636025", version: "01" });

  it("reads LAST,FIRST,MIDDLE", () => {
    expect(read(v01("MCALLISTER,KAREN,ANN"))).toMatchObject({ lastName: "MCALLISTER", firstName: "KAREN", middleName: "ANN" });
  });

  it("reads LAST,FIRST MIDDLE", () => {
    expect(read(v01("MCALLISTER,KAREN ANN"))).toMatchObject({ lastName: "MCALLISTER", firstName: "KAREN", middleName: "ANN" });
  });

  it("reads FIRST MIDDLE LAST, with no commas", () => {
    expect(read(v01("KAREN ANN MCALLISTER"))).toMatchObject({ lastName: "MCALLISTER", firstName: "KAREN", middleName: "ANN" });
    expect(read(v01("KAREN MCALLISTER"))).toMatchObject({ lastName: "MCALLISTER", firstName: "KAREN", middleName: "" });
  });

  it("leaves a name suffix out", () => {
    expect(read(v01("BROWN,JAMES,EARL,JR"))).toMatchObject({ lastName: "BROWN", firstName: "JAMES", middleName: "EARL" });
    expect(read(v01("JAMES EARL BROWN III"))).toMatchObject({ lastName: "BROWN", firstName: "JAMES", middleName: "EARL" });
  });

  it("reads version 01's separate DAB, DAC and DAD", () => {
    const text = buildAamva(["DAQA09876543", "DABWASHINGTON", "DACDENISE", "DADMARIE", "DBB19770812"], { iin: "636000", version: "01" });
    expect(read(text)).toMatchObject({ lastName: "WASHINGTON", firstName: "DENISE", middleName: "MARIE" });
  });
});

describe("AAMVA sex (DBC) as 1/2 or M/F", () => {
  it("doc2 §3 gender code: 1 or M is male (0), 2 or F is female (1), anything else not stated", () => {
    expect(read(texas({ DBC: "1" }))?.gender).toBe("0");
    expect(read(texas({ DBC: "M" }))?.gender).toBe("0");
    expect(read(texas({ DBC: "2" }))?.gender).toBe("1");
    expect(read(texas({ DBC: "F" }))?.gender).toBe("1");
    expect(read(texas({ DBC: "9" }))?.gender).toBe("");
    expect(read(texas({ DBC: null }))?.gender).toBe("");
  });
});

describe("AAMVA dates in either order, never an impossible one", () => {
  it("reads US cards month first and version 01 and Canadian cards year first", () => {
    expect(read(texas({}))).toMatchObject({ dateOfBirth: "03/14/1988", issueDate: "06/02/2019", expirationDate: "03/14/2027" });
    expect(read(texas({ DBB: "19880314", DBD: "20190602", DBA: "20270314" }, "01"))).toMatchObject({
      dateOfBirth: "03/14/1988",
      issueDate: "06/02/2019",
      expirationDate: "03/14/2027",
    });
    expect(read(texas({ DCG: "CAN", DBB: "19880314", DBD: "20190602", DBA: "20270314", DAK: "M5H 1J8" }, "08", "636012"))).toMatchObject({
      dateOfBirth: "03/14/1988",
      zipCode: "M5H1J8",
    });
  });

  it("doc2 §5 real calendar dates: a birth date written year first on a later-version card is read year first", () => {
    expect(read(texas({ DBB: "19880814" }, "09"))?.dateOfBirth).toBe("08/14/1988");
    expect(read(texas({ DBB: "20040326", DBD: "20231101", DBA: "20290326" }, "10"))).toMatchObject({
      dateOfBirth: "03/26/2004",
      issueDate: "11/01/2023",
      expirationDate: "03/26/2029",
    });
  });

  it("reads a version 01 card's month-first dates month first", () => {
    expect(read(texas({ DBB: "06181985", DBD: "01102022", DBA: "06182030" }, "01"))).toMatchObject({
      dateOfBirth: "06/18/1985",
      issueDate: "01/10/2022",
      expirationDate: "06/18/2030",
    });
  });

  it("doc2 §5 real calendar dates: refuses a birth date real in neither order", () => {
    expect(read(texas({ DBB: "13451988" }))).toBeNull();
    expect(read(texas({ DBB: "02291987" }))).toBeNull();
    expect(read(texas({ DBB: "1988031" }))).toBeNull();
    expect(read(texas({ DBB: null }))).toBeNull();
  });

  it("refuses a birth date whose age is outside 14 to 120, and accepts both limits", () => {
    // The agency's date is 11/27/2026.
    expect(read(texas({ DBB: "11282012" }))).toBeNull();
    expect(read(texas({ DBB: "11272012" }))?.dateOfBirth).toBe("11/27/2012");
    expect(read(texas({ DBB: "11271906" }))?.dateOfBirth).toBe("11/27/1906");
    expect(read(texas({ DBB: "11261905" }))).toBeNull();
    expect(read(texas({ DBB: "03141888" }))).toBeNull();
  });

  it("refuses an issue or expiry date real in neither order, and reads a card without them", () => {
    expect(read(texas({ DBA: "99999999" }))).toBeNull();
    expect(read(texas({ DBD: "0602201" }))).toBeNull();
    expect(read(texas({ DBD: null, DBA: null }))).toMatchObject({ issueDate: "", expirationDate: "" });
  });
});

describe("AAMVA licence number from DAQ", () => {
  it("takes DAQ, not version 01's customer number DBJ", () => {
    const text = buildAamva(["DBJ000918273", "DAQA09876543", "DABWASHINGTON", "DACDENISE", "DBB19770812"], { iin: "636000", version: "01" });
    expect(read(text)?.documentNumber).toBe("A09876543");
  });

  it("takes DAQ wherever it stands, spaces and dashes kept, and on identification cards", () => {
    expect(read(texas({ DCK: "0001234567890", DAQ: "R1234 56789 01234" }))?.documentNumber).toBe("R1234 56789 01234");
    const id = buildAamva(["DAQ512345678", "DCSBEGAY", "DACNAOMI", "DBB02141958"], { iin: "636009", version: "09", type: "ID" });
    expect(read(id)).toMatchObject({ documentNumber: "512345678", lastName: "BEGAY", firstName: "NAOMI" });
  });

  it("refuses a card without a licence number", () => {
    expect(read(texas({ DAQ: null }))).toBeNull();
  });
});

describe("AAMVA payload without its separators", () => {
  it("refuses a payload whose elements ran together instead of returning them mangled", () => {
    const joined = texas({}).replace(/\n(?=D[A-Z]{2})/g, "");
    expect(aamvaElements(joined).size).toBe(1);
    expect(read(joined)).toBeNull();
  });

  it("refuses a payload where some elements ran together (a value longer than the standard allows, or a name missing)", () => {
    expect(read(texas({ DAQ: "91002341DCSALVARADODACMARIADADELENA" }))).toBeNull();
    expect(read(texas({ DCS: "ALVARADODACMARIA", DAC: null, DAD: null }))).toBeNull();
    expect(read(texas({ DAJ: "TXDAK78745" }))).toBeNull();
  });
});
