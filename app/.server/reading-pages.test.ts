import { describe, expect, it } from "vitest";
import { isReadingPage, openerPolicy } from "./reading-pages";

const reading = ["/", "/es", "/es/", "/offices", "/es/offices", "/offices/fort-worth-downtown", "/es/offices/austin-downtown"];
const acting = [
  "/quote",
  "/es/quote",
  "/get-a-quote-ca",
  "/quote/results/stream",
  "/contact",
  "/es/contact",
  "/offices/a/b",
  "/account/sign-in",
  "/reviews",
  "/api/zip/76102",
];

describe("reading pages", () => {
  it("are the home page, the office locator and the office pages, in both languages, and not the quote flow or form pages", () => {
    for (const path of reading) expect(isReadingPage(path), path).toBe(true);
    for (const path of acting) expect(isReadingPage(path), path).toBe(false);
  });

  it("are served without a cross-origin opener policy; every other response keeps same-origin", () => {
    for (const path of reading) expect(openerPolicy(path), path).toBeNull();
    for (const path of acting) expect(openerPolicy(path), path).toBe("same-origin");
  });
});
