/** The site's one set of contact rules (doc1 §5, doc2 §5, doc3 §5): every form checks these. */
import { describe, expect, it } from "vitest";
import {
  EMAIL_PATTERN,
  formatPhoneInput,
  isValidEmail,
  isValidPersonName,
  isValidPhone,
  isValidZip,
  normalizeZip,
  phoneForRequest,
  zipForRequest,
} from "./contact-rules";

describe("contact rules shared by every form", () => {
  it("doc1 §5, doc2 §5 e-mail: a dotted domain, no two dots in a row, at most 254 characters", () => {
    for (const good of ["ana@example.com", " o'neil@mail.example.co ", "ana.maria+quotes@example.org"]) expect(isValidEmail(good), good).toBe(true);
    for (const bad of [
      "ana",
      "ana@example",
      "ana..b@example.com",
      "ana@-example.com",
      "ana example@x.com",
      `${"a".repeat(250)}@x.com`,
      `${"a".repeat(65)}@x.com`,
    ])
      expect(isValidEmail(bad), bad).toBe(false);
  });

  it("doc1 §5 e-mail: the pattern alone holds every rule but the total length, so a schema's regex agrees with isValidEmail", () => {
    for (const value of ["ana@example.com", "ana..b@example.com", "ana@example..com", `${"a".repeat(65)}@x.com`, "ana@example"]) {
      expect(EMAIL_PATTERN.test(value), value).toBe(isValidEmail(value));
    }
  });

  it("doc2 §5, doc3 §5.4 phone: 10 digits, area code 2–9, +1 allowed, dashes stripped before sending", () => {
    expect(phoneForRequest("(512) 555-0142")).toBe("5125550142");
    expect(phoneForRequest("+1 512 555 0142")).toBe("5125550142");
    expect(phoneForRequest("512.555.0142")).toBe("5125550142");
    for (const bad of ["1-555-523-4567", "123-555-0142", "512-555-014", "555-CALL-NOW"]) expect(isValidPhone(bad), bad).toBe(false);
    expect(formatPhoneInput("5125550142")).toBe("512-555-0142");
  });

  it("doc1 §5, doc2 §5 ZIP: 5 digits or a ZIP+4 kept as its 5 digits; 6 digits or letters refused", () => {
    expect(isValidZip("75001")).toBe(true);
    expect(isValidZip("75001-1234")).toBe(true);
    expect(normalizeZip(" 75001-1234 ")).toBe("75001");
    for (const bad of ["7500", "750011", "7500A", "", "75001 1234"]) expect(isValidZip(bad), bad).toBe(false);
    expect(zipForRequest("750011234")).toBe("75001");
    expect(zipForRequest("750011")).toBeNull();
  });

  it("doc2 §5 names: at least 2 characters, at most 60; letters of any alphabet with apostrophes, hyphens, periods and spaces", () => {
    for (const good of ["Al", "O'Neil", "D’Angelo", "Mary-Jane", "St. John", "José", "Jose\u0301", "Nguyễn", "李小龙"])
      expect(isValidPersonName(good), good).toBe(true);
    for (const bad of ["A", " A ", "J0hn", "-Ana", "Ana!", "A".repeat(61)]) expect(isValidPersonName(bad), bad).toBe(false);
  });
});
