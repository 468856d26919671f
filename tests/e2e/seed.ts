/** The seed dataset the test server reads (studio/seed/production.ndjson): brands and their site settings. */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

type Text = { en: string; es: string };
export interface SeedBrand {
  code: string;
  name: string;
  defaultLanguage: "en" | "es";
  colors: { primary: string; primaryDark: string; accent: string; onAccent: string; ink: string; surface: string };
  phones: { sales: string; service: string };
  hero: { title: Text; subtitle: Text; cta: Text; zipLabel: Text };
  navigation: { label: Text; href?: string; children?: { label: Text; href: string }[] }[];
}

const file = fileURLToPath(new URL("../../studio/seed/production.ndjson", import.meta.url));
const docs = readFileSync(file, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Record<string, unknown> & { _id: string; _type: string });

export const brands: SeedBrand[] = docs
  .filter((d) => d._type === "brand")
  .map((brand) => {
    const settings = docs.find((d) => d._type === "siteSettings" && (d.brand as { _ref: string })._ref === brand._id);
    if (!settings) throw new Error(`No site settings for ${brand._id}`);
    return { ...(brand as unknown as SeedBrand), hero: settings.hero as SeedBrand["hero"], navigation: settings.navigation as SeedBrand["navigation"] };
  });

export function brand(code: string): SeedBrand {
  const found = brands.find((b) => b.code === code);
  if (!found) throw new Error(`No seed brand ${code}`);
  return found;
}
