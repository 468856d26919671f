/** The site's one set of contact rules (doc1 §5, doc2 §5, doc3 §5): every form checks these. */
import { describe, expect, it } from "vitest";
import { formatPhoneInput, isValidEmail, isValidPhone, isValidZip, normalizeZip, phoneForRequest } from "./contact-rules";

describe("contact rules shared by every form", () => {
  it("doc1 §5, doc2 §5 e-mail: a dotted domain, no two dots in a row, at most 254 characters", () => {
    for (const good of ["ana@example.com", " o'neil@mail.example.co ", "ana.maria+quotes@example.org"]) expect(isValidEmail(good), good).toBe(true);
    for (const bad of ["ana", "ana@example", "ana..b@example.com", "ana@-example.com", "ana example@x.com", `${"a".repeat(250)}@x.com`]) expect(isValidEmail(bad), bad).toBe(false);
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
    for (const bad of ["7500", "750011", "7500A", ""]) expect(isValidZip(bad), bad).toBe(false);
  });
});
