/**
 * Labels per brand (CMS `labelSettings`): UI strings a brand words its own way. Everything not
 * listed keeps the locale files' text (app/locales).
 */
import type { SeedBrand } from "./brands.ts";

type Override = { key: string; en: string; es: string };

const overrides: Record<string, Override[]> = {
  // The Spanish-first brand leads with the language its customers speak.
  delsol: [{ key: "home.eyebrow", en: "Auto insurance in English and Spanish", es: "Seguro de auto en español y en inglés" }],
};

export function labelSettingsFields(brand: SeedBrand): { overrides: (Override & { _key: string; _type: "labelOverride" })[] } {
  return { overrides: (overrides[brand.code] ?? []).map((o) => ({ _key: o.key.replace(/[^A-Za-z0-9-]/g, "-"), _type: "labelOverride", ...o })) };
}
