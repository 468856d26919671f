import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

describe("doc3 §2.5 sign-in returns to the page that asked for it, on this site only", () => {
  it("a path on this site, with its query, is kept", () => {
    expect(safeReturnPath("/portal?tabid=rewards")).toBe("/portal?tabid=rewards");
    expect(safeReturnPath("/es/portal")).toBe("/es/portal");
  });

  it.each([
    "https://evil.example/",
    "//evil.example/x",
    "/\\evil.example",
    "javascript:alert(1)",
    "portal",
    "",
    "/a\nb",
    "/a\\b",
    `/${"a".repeat(600)}`,
    42,
    undefined,
  ])("refuses %j", (value) => {
    expect(safeReturnPath(value)).toBeNull();
  });
});
