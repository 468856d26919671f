import { describe, expect, it } from "vitest";
import { checkVin, expectedCheckDigit, modelYear, normalizeVin, wmi } from "./vin.ts";

describe("VIN rules", () => {
  it("doc2 §5 VIN: the letter O is invalid", () => {
    const result = checkVin("1HGCM82633A0O4352");
    expect(result.valid).toBe(false);
    expect(result.problem).toBe("forbidden-letter");
    expect(result.message).toContain("O");
  });

  it("doc2 §5 VIN: the letters I and Q are invalid too", () => {
    expect(checkVin("1HGCM82633A0I4352").problem).toBe("forbidden-letter");
    expect(checkVin("1HGCM82633A0Q4352").problem).toBe("forbidden-letter");
  });

  it("doc2 §5 VIN: must be 17 letters or digits", () => {
    expect(checkVin("1HGCM82633A00435").problem).toBe("length");
    expect(checkVin("1HGCM82633A0043521").problem).toBe("length");
    expect(checkVin("1HGCM82633A00435*").problem).toBe("characters");
  });

  it("accepts a VIN whose position 9 holds its check digit, ignoring case, spaces and dashes", () => {
    expect(checkVin("1HGCM82633A004352")).toEqual({ vin: "1HGCM82633A004352", valid: true });
    expect(checkVin(" 1hgcm8263-3a004352 ").valid).toBe(true);
    expect(normalizeVin("1hg cm8-2633a004352")).toBe("1HGCM82633A004352");
  });

  it("check digit: rejects a VIN with one character changed", () => {
    expect(checkVin("1HGCM82633A004353").problem).toBe("check-digit");
    expect(checkVin("1HGCM82643A004352").problem).toBe("check-digit");
  });

  it("check digit: a remainder of 10 is written X", () => {
    expect(expectedCheckDigit("1C4RJFAG0FC612345")).toBe("X");
    expect(checkVin("1C4RJFAGXFC612345").valid).toBe(true);
  });

  it("model year: position 10 with a digit at position 7 is the 1980–2009 cycle", () => {
    expect(modelYear("1HGCM82633A004352", 2027)).toBe(2003);
    expect(modelYear("JTDKB20U493491234", 2027)).toBe(2009);
  });

  it("model year: a letter at position 7 moves the same code to the 2010–2039 cycle", () => {
    expect(modelYear("1FTFW1ET9DFC10312", 2027)).toBe(2013);
    expect(modelYear("KM8K2CAB4PU001140", 2027)).toBe(2023);
    // The same code D with a digit at position 7 is 1983.
    expect(modelYear("1FTFW14T9DFC10312", 2027)).toBe(1983);
  });

  it("model year: a year after next year falls back one cycle", () => {
    // Code 5 with a letter at position 7 would be 2035.
    expect(modelYear("1G1ZD5ST55F072211", 2027)).toBe(2005);
  });

  it("reads the world manufacturer identifier", () => {
    expect(wmi("1HGCM82633A004352")).toBe("1HG");
    expect(wmi("1G9AB12345B123456")).toBe("1G9123");
  });
});
