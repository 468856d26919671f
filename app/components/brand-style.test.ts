import { describe, expect, it } from "vitest";
import { brandCss } from "./brand-style";

const colors = { primary: "#0B5CAD", primaryDark: "#083F78", accent: "#FFB400", onAccent: "#1A1A1A", ink: "#14213D", surface: "#F4F7FB" };

describe("brand colours as CSS variables", () => {
  it("writes every colour role of the brand on :root", () => {
    expect(brandCss(colors)).toBe(
      ":root{--brand-primary:#0b5cad;--brand-primary-dark:#083f78;--brand-accent:#ffb400;--brand-on-accent:#1a1a1a;--brand-ink:#14213d;--brand-surface:#f4f7fb}",
    );
  });

  it("leaves out a value that is not a hex colour, so nothing can break out of the style tag", () => {
    const css = brandCss({ ...colors, accent: "red}</style><script>alert(1)</script>" });
    expect(css).not.toContain("script");
    expect(css).not.toContain("--brand-accent");
    expect(css).toContain("--brand-primary:#0b5cad");
  });
});
