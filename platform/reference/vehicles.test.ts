import { beforeAll, describe, expect, it } from "vitest";
import { openVpic } from "./vpic.ts";
import { decodeVin, vehicleDetails, vehicleMakes, vehicleModels, vehicleYears } from "./vehicles.ts";

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

  it("refuses an invalid VIN without looking it up", async () => {
    expect(await decodeVin("1HGCM82633A004353")).toMatchObject({ ok: false, check: { problem: "check-digit" } });
    expect(await decodeVin("1HGCM82633A0O4352")).toMatchObject({ ok: false, check: { problem: "forbidden-letter" } });
  });
});
