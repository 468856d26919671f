import { describe, expect, it } from "vitest";
import { US_STATE_CODES, formatPhoneInput, isUsStateCode, isValidEmail, isValidZip, normalizeZip, phoneForRequest, zipLookupOutcome } from "./contact";
import { errorKeys } from "./message-keys";

describe("doc2 §5 e-mail and phone patterns", () => {
  it("doc2 §5 email must match the pattern", () => {
    expect(isValidEmail("ana.lopez+car@example.com")).toBe(true);
    expect(isValidEmail(" o'neil@mail.example.co ")).toBe(true);
    for (const bad of ["ana", "ana@", "@example.com", "ana@example", "ana@@example.com", "ana lopez@example.com", "ana..b@example.com"]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
    expect(isValidEmail(`${"a".repeat(250)}@example.com`)).toBe(false);
  });

  it("doc2 §5 phone is typed as digits and shown as ddd-ddd-dddd", () => {
    expect(formatPhoneInput("5")).toBe("5");
    expect(formatPhoneInput("555")).toBe("555");
    expect(formatPhoneInput("5551")).toBe("555-1");
    expect(formatPhoneInput("555123")).toBe("555-123");
    expect(formatPhoneInput("5551234")).toBe("555-123-4");
    expect(formatPhoneInput("5551234567")).toBe("555-123-4567");
    expect(formatPhoneInput("(555) 123-4567 ext 9")).toBe("555-123-4567");
  });

  it("doc2 §5 phone: dashes are stripped before sending", () => {
    expect(phoneForRequest("555-123-4567")).toBe("5551234567");
    expect(phoneForRequest("(555) 123 4567")).toBe("5551234567");
    expect(phoneForRequest("5551234567")).toBe("5551234567");
  });

  it("doc2 §5 phone pattern: 10 digits, an area code not starting with 0 or 1, no letters", () => {
    expect(phoneForRequest("555-123-456")).toBeNull();
    expect(phoneForRequest("155-523-4567")).toBeNull();
    expect(phoneForRequest("055-523-4567")).toBeNull();
    expect(phoneForRequest("555-CALL-NOW")).toBeNull();
    expect(phoneForRequest("1-555-523-4567")).toBeNull();
  });
});

describe("doc2 §5 ZIP code", () => {
  it("doc2 §5 zip: shortened to 5 characters, then 5 digits", () => {
    expect(normalizeZip(" 75001-1234 ")).toBe("75001");
    expect(isValidZip("75001-1234")).toBe(true);
    expect(isValidZip("7500")).toBe(false);
    expect(isValidZip("7500A")).toBe(false);
  });

  it("doc2 §5 zip not served (the brand's CMS states lack its state): flagged inline and city and state cleared", () => {
    // The platform would quote Los Angeles; a brand serving Texas alone does not.
    expect(zipLookupOutcome({ isQuoteAvaliable: true, addresses: [{ city: "Los Angeles", state: "CA", zip: "90001" }] }, ["TX"])).toEqual({
      ok: false,
      error: errorKeys.zipNotServed,
      city: "",
      state: "",
    });
    expect(zipLookupOutcome(null, ["TX"]).ok).toBe(false);
    expect(zipLookupOutcome({ isQuoteAvaliable: true, addresses: [] }, ["TX"]).ok).toBe(false);
    // The brand serves Texas, whatever the platform's own flag says.
    expect(zipLookupOutcome({ isQuoteAvaliable: false, addresses: [{ city: "Dallas", state: "tx", zip: "75001" }] }, ["TX", "CA"]).ok).toBe(true);
    expect(zipLookupOutcome({ isQuoteAvaliable: true, addresses: [{ city: "Dallas", state: "TX", zip: "75001" }] }, ["TX"])).toEqual({
      ok: true,
      city: "Dallas",
      state: "TX",
      zip: "75001",
    });
  });
});

describe("doc2 §9 state list", () => {
  it("doc2 §9 covers the 50 states, DC and six territories", () => {
    expect(US_STATE_CODES).toHaveLength(57);
    expect(new Set(US_STATE_CODES).size).toBe(57);
    for (const code of ["TX", "CA", "DC", "AS", "GU", "MP", "PR", "TT", "VI"]) expect(isUsStateCode(code), code).toBe(true);
    expect(isUsStateCode("XX")).toBe(false);
    expect(isUsStateCode("tx")).toBe(false);
  });
});
