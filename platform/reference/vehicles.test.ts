import { beforeAll, describe, expect, it } from "vitest";
import { openVpic } from "./vpic.ts";
import { decodeVin, seriesClass, vehicleDetails, vehicleMakes, vehicleModels, vehicleName, vehicleYears } from "./vehicles.ts";

describe("vehicles from vPIC", () => {
  // The first run after an install unpacks the database and builds its catalogue (about 10 s).
  beforeAll(() => openVpic(), 120_000);

  it("lists model years newest first, from 1981", async () => {
    const years = await vehicleYears();
    expect(years[0]).toBeGreaterThanOrEqual(2026);
    expect(years.at(-1)).toBe(1981);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
  });

  it("lists the makes of a year, and leaves out makes no longer built", async () => {
    const makes = await vehicleMakes(2020);
    expect(makes).toEqual(expect.arrayContaining(["Chevrolet", "Ford", "Honda", "Toyota", "Tesla"]));
    expect(makes).not.toContain("Plymouth");
    expect(await vehicleMakes(1995)).toContain("Plymouth");
  });

  it("lists a make's models of a year, make case ignored", async () => {
    const models = await vehicleModels(2020, "toyota");
    expect(models).toEqual(expect.arrayContaining(["Camry", "Corolla", "RAV4", "Tacoma"]));
    expect(models).not.toContain("Paseo");
    expect(await vehicleModels(2020, "No Such Make")).toEqual([]);
  });

  it("gives details of a year, make and model", async () => {
    expect(await vehicleDetails(2013, "ford", "f-150")).toEqual([
      { vin: null, year: 2013, maker: "Ford", model: "F-150", vehicleType: "Truck", bodyStyle: null, trim: null },
    ]);
  });

  it("decodes a VIN to year, maker and model", async () => {
    const decoded = await decodeVin("1hgcm82633a004352");
    expect(decoded).toMatchObject({ ok: true, vin: "1HGCM82633A004352", details: [{ vin: "1HGCM82633A004352", year: 2003, maker: "Honda", model: "Accord" }] });
  });

  it("decodes the 2010–2039 year cycle from position 7", async () => {
    expect(await decodeVin("KM8K2CAB4PU001140")).toMatchObject({ ok: true, details: [{ year: 2023, maker: "Hyundai", model: "Kona" }] });
    expect(await decodeVin("1FTFW1ET9DFC10312")).toMatchObject({ ok: true, details: [{ year: 2013, maker: "Ford", model: "F-150" }] });
  });

  it("doc2 §5 VIN: refuses a VIN of the wrong length or letters without looking it up", async () => {
    expect(await decodeVin("1HGCM82633A0O4352")).toMatchObject({ ok: false, check: { problem: "forbidden-letter" } });
    expect(await decodeVin("1HGCM82633A00435")).toMatchObject({ ok: false, check: { problem: "length" } });
  });

  it("doc2 §5 VIN: a wrong check digit still decodes, with a warning (manufacturers issue some such VINs)", async () => {
    const decoded = await decodeVin("1HGCM82633A004353");
    expect(decoded).toMatchObject({
      ok: true,
      vin: "1HGCM82633A004353",
      warning: { code: "check-digit", message: expect.stringContaining("check digit") },
      details: [{ vin: "1HGCM82633A004353", year: 2003, maker: "Honda", model: "Accord" }],
    });
    expect(await decodeVin("1HGCM82633A004352")).not.toHaveProperty("warning");
  });

  it("the make is the brand of the model year: a Dodge Ram from 2011 on is a Ram, named by its class", async () => {
    expect(await decodeVin("1C6RD6FT1CS310366")).toMatchObject({ ok: true, details: [{ year: 2012, maker: "Ram", model: "1500" }] });
    expect(await decodeVin("3C63R3GL6KG123456")).toMatchObject({ ok: true, details: [{ year: 2019, maker: "Ram", model: "3500" }] });
    // Before 2011 the same truck is a Dodge Ram, with its class in the model.
    expect(await decodeVin("1D7HU18N58S123456")).toMatchObject({ ok: true, details: [{ year: 2008, maker: "Dodge", model: "Ram 1500" }] });
    expect(await decodeVin("3D7KS28CX6G123456")).toMatchObject({ ok: true, details: [{ year: 2006, maker: "Dodge", model: "Ram 2500" }] });
  });

  it("the model keeps the class of its series where the class names the truck (Silverado 2500, Sierra 2500)", async () => {
    expect(await decodeVin("1GC1KXCG9BF123456")).toMatchObject({ ok: true, details: [{ year: 2011, maker: "Chevrolet", model: "Silverado 2500" }] });
    expect(await decodeVin("1GCEK19V7XE123456")).toMatchObject({ ok: true, details: [{ year: 1999, maker: "Chevrolet", model: "Silverado 1500" }] });
    // A series written "3/4 Ton" is the 2500.
    expect(await decodeVin("1GCHK29U47E123456")).toMatchObject({ ok: true, details: [{ year: 2007, maker: "Chevrolet", model: "Silverado 2500" }] });
    expect(await decodeVin("1GT12ZEG0FF123456")).toMatchObject({ ok: true, details: [{ year: 2015, maker: "GMC", model: "Sierra 2500" }] });
    // Models that name themselves keep their name.
    expect(await decodeVin("1FTFW1ET9DFC10312")).toMatchObject({ ok: true, details: [{ model: "F-150" }] });
  });

  it("a VIN that names no model falls back to its series; with neither it finds no vehicle rather than an empty model", async () => {
    expect(await decodeVin("1GCZK29U97E123456")).toMatchObject({ ok: true, details: [{ year: 2007, maker: "Chevrolet", model: "2500" }] });
    expect(await decodeVin("1GC1ZXCG4BF123456")).toMatchObject({ ok: true, details: [] });
    expect(await decodeVin("1FDZZ4HT8GE123456")).toMatchObject({ ok: true, details: [] });
  });

  it("lists Dodge's Ram trucks under Ram from 2011, by class, and under Dodge before", async () => {
    expect(await vehicleModels(2012, "Ram")).toEqual(expect.arrayContaining(["1500", "2500", "3500"]));
    expect(await vehicleModels(2012, "Dodge")).not.toContain("Ram");
    expect(await vehicleModels(2010, "Dodge")).toContain("Ram");
    expect(await vehicleMakes(2012)).toContain("Ram");
  });
});

describe("vehicle names", () => {
  it("uses the series when the model is missing, the class when the series names one", () => {
    expect(vehicleName({ year: 2011, make: "Ford", model: "", series: "Econoline" })).toEqual({ make: "Ford", model: "Econoline" });
    expect(vehicleName({ year: 2000, make: "GMC", model: "", series: "2500 (3/4 Ton)" })).toEqual({ make: "GMC", model: "2500" });
    expect(vehicleName({ year: 2011, make: "Ford", model: " ", series: "" })).toBeNull();
  });

  it("reads the weight class of a series", () => {
    expect(seriesClass("1500 (1/2 Ton)")).toBe("1500");
    expect(seriesClass("DR (1500)")).toBe("1500");
    expect(seriesClass("2500HD")).toBe("2500HD");
    expect(seriesClass("1 Ton")).toBe("3500");
    expect(seriesClass("Super Duty - Single Rear Wheel")).toBe("");
  });

  it("names a Silverado 2500HD by its series", () => {
    expect(vehicleName({ year: 2016, make: "Chevrolet", model: "Silverado", series: "2500HD" })).toEqual({ make: "Chevrolet", model: "Silverado 2500HD" });
  });
});
