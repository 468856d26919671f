import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../db/test-databases.ts";
import { sampleTransaction, startTestPlatform, type TestPlatform } from "../http/test-client.ts";
import { openVpic } from "../reference/vpic.ts";
import { aamvaPayload, blankPng, pdf417Jpeg, pdf417Png, sampleLicencePerson } from "../reference/testing/licence-images.ts";

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");

describeEachDatabase("reference routes", (store) => {
  let t: TestPlatform;
  let token: string;
  beforeAll(async () => {
    // The first run after an install unpacks the vehicle database (about 10 s).
    await openVpic();
    t = await startTestPlatform(store());
    token = await t.siteToken("lonestar");
  }, 120_000);
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t?.close();
  });

  it("zip to city: city, state, county, and quotes available in Texas", async () => {
    const { status, body } = await t.call("get", "/api/address/citybyzip", { token, query: { zip: "78701" } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ isSuccess: true, isQuoteAvaliable: true, addresses: [{ city: "Austin", state: "TX", zip: "78701", county: "Travis" }] });
  });

  it("doc1 §5 zip: a zip+4 is shortened to 5; a zip outside the served states has no quotes", async () => {
    const long = await t.call("get", "/api/address/citybyzip", { token, query: { zip: "75201-1234" } });
    expect(long.body).toMatchObject({ addresses: [{ city: "Dallas", zip: "75201" }], isQuoteAvaliable: true });
    const ca = await t.call("get", "/api/address/citybyzip", { token, query: { zip: "90210" } });
    expect(ca.body).toMatchObject({ addresses: [{ state: "CA" }], isQuoteAvaliable: false });
    const unknown = await t.call("get", "/api/address/citybyzip", { token, query: { zip: "00000" } });
    expect(unknown.body).toMatchObject({ addresses: [], isQuoteAvaliable: false });
  });

  it("zip to city: a bad zip is 400 with a field message; no token is 401", async () => {
    const bad = await t.call("get", "/api/address/citybyzip", { token, query: { zip: "7870" } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ isSuccess: false, errors: { zip: "must be 5 digits" } });
    expect((await t.call("get", "/api/address/citybyzip", { query: { zip: "78701" } })).status).toBe(401);
  });

  it("vehicles: years, makes, models and details", async () => {
    const years = await t.call<{ years: number[] }>("get", "/api/vehicle/years", { token });
    expect(years.body.years).toContain(2018);
    const makes = await t.call<{ makes: string[] }>("get", "/api/vehicle/makes", { token, query: { year: 2018 } });
    expect(makes.body.makes).toContain("Toyota");
    const models = await t.call<{ models: string[] }>("get", "/api/vehicle/models", { token, query: { year: 2018, make: "Toyota" } });
    expect(models.body.models).toContain("Camry");
    const details = await t.call("get", "/api/vehicle/details", { token, query: { year: 2018, make: "Toyota", model: "Camry" } });
    expect(details.body).toMatchObject({ details: [{ year: 2018, maker: "Toyota", model: "Camry" }] });
  });

  it("vehicles: a bad year or a missing make is 400 with field messages", async () => {
    const bad = await t.call("get", "/api/vehicle/models", { token, query: { year: "soon" } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { year: "must be a year", make: "is required" } });
  });

  it("VIN: decodes year, maker and model", async () => {
    const { status, body } = await t.call("get", "/api/vehicle/detailbyvin", { token, query: { vin: "4T1B11HK7JU512345" } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ details: [{ vin: "4T1B11HK7JU512345", year: 2018, maker: "Toyota", model: "Camry" }] });
  });

  it("doc2 §5 VIN: the letter O is invalid (400 with a field message)", async () => {
    const { status, body } = await t.call("get", "/api/vehicle/detailbyvin", { token, query: { vin: "4T1B11HK7JUO12345" } });
    expect(status).toBe(400);
    expect(body).toMatchObject({ isSuccess: false, errors: { vin: "The letter O is not used in a VIN" } });
  });

  it("doc2 §5 VIN: a wrong check digit still decodes, and the answer carries a warning", async () => {
    const { status, body } = await t.call("get", "/api/vehicle/detailbyvin", { token, query: { vin: "4T1B11HK8JU512345" } });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      isSuccess: true,
      details: [{ vin: "4T1B11HK8JU512345", year: 2018, maker: "Toyota", model: "Camry" }],
      warning: { code: "check-digit", message: expect.stringContaining("check digit") },
    });
    const right = await t.call("get", "/api/vehicle/detailbyvin", { token, query: { vin: "4T1B11HK7JU512345" } });
    expect(right.body).not.toHaveProperty("warning");
  });

  it("the OpenAPI document describes the VIN answer's warning", async () => {
    const body = (await (await fetch(`${t.baseUrl}/api/openapi.json`)).json()) as { paths: Record<string, { get?: { responses?: Record<string, unknown> } }> };
    const ok = JSON.stringify(body.paths["/api/vehicle/detailbyvin"]?.get?.responses?.["200"] ?? {});
    expect(ok).toContain('"warning"');
    expect(ok).toContain('"check-digit"');
  });

  it("VIN: the answer names the brand of the model year and the truck's class (a 2012 Ram 1500)", async () => {
    const { body } = await t.call("get", "/api/vehicle/detailbyvin", { token, query: { vin: "1C6RD6FT1CS310366" } });
    expect(body).toMatchObject({ details: [{ year: 2012, maker: "Ram", model: "1500" }] });
  });

  it("foreign licence types", async () => {
    const { body } = await t.call("get", "/api/rating/getForeignLicenseTypes", { token });
    expect(body).toMatchObject({ isSuccess: true, foreignLicenseTypes: expect.arrayContaining([{ value: "IDP", text: "International Driving Permit" }]) });
  });

  it("doc2 §9 coverages: package 0 is Texas's minimum 30/60/25, by query or by path", async () => {
    for (const path of ["/api/rating/v2/getCoverages", "/api/rating/v2/getCoverages/tx"]) {
      const { status, body } = await t.call<{ coverageProducts: { coverageProductId: number; coverages: unknown[] }[]; coverages: { coverageCd: string }[] }>(
        "get",
        path,
        {
          token,
          query: path.endsWith("tx") ? {} : { state: "TX" },
        },
      );
      expect(status).toBe(200);
      expect(body.coverageProducts[0]).toMatchObject({
        coverageProductId: 0,
        coverages: [
          { coverageCd: "BI", val1: "30000", val2: "60000" },
          { coverageCd: "PD", val1: "25000" },
        ],
      });
      expect(body.coverages).toHaveLength(9);
    }
  });

  it("coverages: a state without coverages answers empty lists; a bad state is 400", async () => {
    const empty = await t.call("get", "/api/rating/v2/getCoverages", { token, query: { state: "VT" } });
    expect(empty.body).toMatchObject({ state: "VT", coverageProducts: [], coverages: [], message: "Coverage empty for state code" });
    const bad = await t.call("get", "/api/rating/v2/getCoverages", { token, query: { state: "Texas" } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { state: "must be a two-letter state code" } });
  });

  it("licence lookup: finds the driver and household by licence number and date of birth, never logging them", async () => {
    const { status, body } = await t.call("get", "/api/search/driver/dl", { token, query: { DLNumer: "91002341", dob: "03/14/1988", FetchAddress: true } });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      commonId: "hh-1001",
      drivers: [
        { firstName: "Maria", lastName: "Alvarado", dob: "03/14/1988", driverLicenseNumber: "91002341", address: { city: "Austin", zipCode: "78745" } },
        { firstName: "Daniel", relation: 1, driverLicenseNumber: null },
      ],
    });
    const posted = await t.call("post", "/api/search/driver/dl", { token, body: { DLNumer: "91002341", dob: "03/14/1988", FetchAddress: false } });
    expect(posted.body).toMatchObject({ commonId: "hh-1001" });
    expect((posted.body as { drivers: object[] }).drivers[0]).not.toHaveProperty("address");
    const logs = t.logs.join("\n");
    expect(logs).not.toContain("91002341");
    expect(logs).not.toContain("1988");
  });

  it("licence lookup: a wrong date of birth finds nobody; a bad date is 400", async () => {
    const none = await t.call("get", "/api/search/driver/dl", { token, query: { DLNumer: "91002341", dob: "03/15/1988" } });
    expect(none.body).toMatchObject({ isSuccess: true, drivers: [], commonId: null });
    const bad = await t.call("get", "/api/search/driver/dl", { token, query: { DLNumer: "91002341", dob: "02/30/1988" } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { dob: expect.stringContaining("real date") } });
  });

  it("name lookup: drivers, and cars only with IncludeEnhancedVehicle; driver-and-car lookup always has cars", async () => {
    const query = {
      FirstName: "Javier",
      LastName: "Quintanilla",
      "Address.City": "El Paso",
      "Address.State": "TX",
      "Address.ZipCode": "79936",
      dob: "08/08/1980",
    };
    const plain = await t.call("get", "/api/search/driver/search", { token, query });
    expect(plain.body).toMatchObject({ drivers: [{ firstName: "Javier" }, { firstName: "Ana" }], cars: [] });
    const withCars = await t.call("get", "/api/search/driver/search", { token, query: { ...query, IncludeEnhancedVehicle: true } });
    expect(withCars.body).toMatchObject({
      cars: [
        { make: "Jeep", model: "Grand Cherokee" },
        { make: "Ford", model: "Fusion" },
      ],
    });
    const both = await t.call("get", "/api/search/driverandcar/search", { token, query });
    expect(both.body).toMatchObject({ commonId: "hh-1005", cars: [{ vin: "1C4RJFAGXFC612345" }, { vin: "3FA6P0H77HR213455" }] });
  });

  it("name lookup: bad input is 400 with a message per field", async () => {
    const { status, body } = await t.call("get", "/api/search/driver/search", { token, query: { FirstName: "J", "Address.ZipCode": "1", dob: "x" } });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      errors: { FirstName: expect.any(String), LastName: "is required", "Address.ZipCode": expect.any(String), dob: expect.any(String) },
    });
  });

  it("lookups answer from the reference data only: a visitor's made-up licence or name with a date of birth is never shown to the next visitor", async () => {
    const customer = { ...sampleTransaction().customer, name: "Quinn", surname: "Madeup", dob: "07/07/1977", dlNumber: "44556677" };
    const drivers = [{ ...sampleTransaction().drivers[0]!, name: "Quinn", surname: "Madeup", dob: "07/07/1977", dLNumber: "44556677" }];
    const prepared = await t.call<{ transactionId: string }>("post", "/api/rating/prepareTransaction", {
      token,
      body: { transaction: sampleTransaction({ customer, drivers }) },
    });
    expect(prepared.status).toBe(200);
    await t.call("post", "/api/rating/submitTransaction", { token, body: { transactionId: prepared.body.transactionId } });
    await t.platform.runner.idle();
    const byLicence = await t.call("get", "/api/search/driver/dl", { token, query: { DLNumer: "44556677", dob: "07/07/1977" } });
    expect(byLicence.status).toBe(200);
    expect(byLicence.body).toMatchObject({ drivers: [], commonId: null });
    const posted = await t.call("post", "/api/search/driver/dl", { token, body: { DLNumer: "44556677", dob: "07/07/1977" } });
    expect(posted.body).toMatchObject({ drivers: [] });
    for (const path of ["/api/search/driver/search", "/api/search/driverandcar/search"]) {
      const byName = await t.call("get", path, { token, query: { FirstName: "Quinn", LastName: "Madeup", dob: "07/07/1977" } });
      expect(byName.body, path).toMatchObject({ drivers: [], cars: [], commonId: null });
    }
    // The seeded reference people still answer (a prefill data provider's stand-in).
    const seeded = await t.call("get", "/api/search/driver/dl", { token, query: { DLNumer: "91002341", dob: "03/14/1988" } });
    expect((seeded.body as { drivers: unknown[] }).drivers.length).toBeGreaterThan(0);
  });

  it("licence upload: reads a PNG (AAMVA 10) and keeps it under a file id", async () => {
    const image = b64(await pdf417Png(aamvaPayload(sampleLicencePerson, "10")));
    const { status, body } = await t.call<Record<string, string>>("post", "/api/helper/ocr/uploadDriverLicense", {
      token,
      body: { image: `data:image/png;base64,${image}` },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      isSuccess: true,
      firstName: "MARIA",
      lastName: "ALVARADO",
      dateOfBirth: "03/14/1988",
      documentNumber: "91002341",
      address: "4120 BLUEBONNET TRAIL",
      city: "AUSTIN",
      state: "TX",
      zipCode: "78745",
      gender: "1",
      fileId: expect.stringMatching(/^dl_/),
    });
    const again = await t.call("get", "/api/helper/ocr/getDriverLicense", { token, query: { fileId: body.fileId } });
    expect(again.body).toMatchObject({ firstName: "MARIA", documentNumber: "91002341", fileId: body.fileId });
    const otherBrand = await t.siteToken("express");
    expect((await t.call("get", "/api/helper/ocr/getDriverLicense", { token: otherBrand, query: { fileId: body.fileId } })).status).toBe(404);
    expect(t.logs.join("\n")).not.toContain("91002341");
  });

  it("licence upload: reads a JPEG (AAMVA 08)", async () => {
    const image = b64(await pdf417Jpeg(aamvaPayload(sampleLicencePerson, "08")));
    const { body } = await t.call("post", "/api/helper/ocr/uploadDriverLicense", { token, body: { image } });
    expect(body).toMatchObject({ isSuccess: true, lastName: "ALVARADO", dateOfBirth: "03/14/1988" });
  });

  it("doc2 §8 licence upload errors: file size exceeding, file type error, image not clear", async () => {
    const big = new Uint8Array(5242881);
    big.set([0xff, 0xd8, 0xff]);
    const size = await t.call("post", "/api/helper/ocr/uploadDriverLicense", { token, body: { image: b64(big) } });
    expect(size.status).toBe(413);
    expect(size.body).toMatchObject({ isSuccess: false, message: "file size exceeding" });
    const type = await t.call("post", "/api/helper/ocr/uploadDriverLicense", {
      token,
      body: { image: b64(new TextEncoder().encode("%PDF-1.7 not an image")) },
    });
    expect(type.status).toBe(415);
    expect(type.body).toMatchObject({ isSuccess: false, message: "file type error", exception: "UnsupportedDocumentException" });
    const blank = await t.call("post", "/api/helper/ocr/uploadDriverLicense", { token, body: { image: b64(blankPng()) } });
    expect(blank.status).toBe(422);
    expect(blank.body).toMatchObject({ isSuccess: false, message: "image not clear" });
  });

  it("licence upload: text that is not base64 and unknown file ids are refused with 400 and 404", async () => {
    const bad = await t.call("post", "/api/helper/ocr/uploadDriverLicense", { token, body: { image: "not an image!" } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { image: "must be a base64 image" } });
    const missing = await t.call("post", "/api/helper/ocr/uploadDriverLicense", { token, body: {} });
    expect(missing.body).toMatchObject({ errors: { image: "is required" } });
    expect((await t.call("get", "/api/helper/ocr/getDriverLicense", { token, query: { fileId: "dl_AAAAAAAAAAAAAAAAAAAAAA" } })).status).toBe(404);
    expect((await t.call("get", "/api/helper/ocr/getDriverLicense", { token, query: { fileId: "x" } })).status).toBe(400);
  });
});
