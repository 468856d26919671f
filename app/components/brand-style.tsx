/**
 * The brand's colours as CSS variables on <html>: every colour role of app.css derives from them,
 * so one stylesheet wears any brand. The style tag carries the request's CSP nonce.
 */
import type { PublicBrand } from "~/domain/site";

const HEX = /^#[0-9a-fA-F]{6}$/;

const variables: Record<keyof PublicBrand["colors"], string> = {
  primary: "--brand-primary",
  primaryDark: "--brand-primary-dark",
  accent: "--brand-accent",
  onAccent: "--brand-on-accent",
  ink: "--brand-ink",
  surface: "--brand-surface",
};

/** `:root{--brand-primary:#0b5cad;...}`; values that are not six-digit hex colours are left out. */
export function brandCss(colors: PublicBrand["colors"]): string {
  const declarations = (Object.keys(variables) as (keyof typeof variables)[])
    .filter((key) => HEX.test(colors[key]))
    .map((key) => `${variables[key]}:${colors[key].toLowerCase()}`);
  return `:root{${declarations.join(";")}}`;
}

export function BrandStyle({ colors, nonce }: { colors: PublicBrand["colors"]; nonce: string | undefined }) {
  // The browser hides a nonce's value from the DOM after parsing, so hydration sees "" there.
  return <style nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: brandCss(colors) }} />;
}
