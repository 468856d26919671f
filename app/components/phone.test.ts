import { describe, expect, it } from "vitest";
import { telHref } from "./phone";

describe("phone call links", () => {
  it("dials a ten-digit display number with the US country code", () => {
    expect(telHref("(800) 555-0142")).toBe("tel:+18005550142");
  });
  it("keeps a number that already has the leading 1", () => {
    expect(telHref("1-800-555-0142")).toBe("tel:+18005550142");
  });
  it("passes other lengths through as digits", () => {
    expect(telHref("911")).toBe("tel:911");
  });
});
