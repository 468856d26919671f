/**
 * The three fictional brands of the seed dataset (delsol also quotes California, on its
 * /get-a-quote-ca page). Phone numbers use the 555-01xx range reserved
 * for fiction; e-mail addresses use `.example` domains; host names under localtest.me resolve to
 * 127.0.0.1, so every brand can be tried locally.
 */
export interface SeedBrand {
  code: string;
  name: string;
  hosts: string[];
  defaultLanguage: "en" | "es";
  logo: { src: string; width: number; height: number; alt: string };
  colors: { primary: string; primaryDark: string; accent: string; onAccent: string; ink: string; surface: string };
  phones: { sales: string; service: string };
  email: string;
  products: ("auto" | "renters" | "home" | "roadside")[];
  experiences: string[];
  states: string[];
  endpoints: { api: string; caApi: string };
  /** Founding year and licence number for the footer's legal line. */
  since: number;
  /** In each language: "TX Agency License #…" reads "Licencia de agencia de TX n.º …" in Spanish. */
  licence: { en: string; es: string };
}

export const seedBrands: SeedBrand[] = [
  {
    code: "lonestar",
    name: "Lone Star Auto Insurance",
    hosts: ["localhost", "127.0.0.1", "lonestar.localtest.me", "es.lonestar.localtest.me"],
    defaultLanguage: "en",
    logo: { src: "/brands/lonestar/logo.svg", width: 220, height: 48, alt: "Lone Star Auto Insurance" },
    colors: { primary: "#1D4E89", primaryDark: "#123560", accent: "#C8102E", onAccent: "#FFFFFF", ink: "#1B1F24", surface: "#F3F6FA" },
    phones: { sales: "(800) 555-0142", service: "(800) 555-0143" },
    email: "help@lonestar-auto.example",
    products: ["auto", "renters", "home", "roadside"],
    experiences: [],
    states: ["TX"],
    endpoints: { api: "/api", caApi: "/api/ca" },
    since: 1998,
    licence: { en: "TX Agency License #2201987", es: "Licencia de agencia de TX n.º 2201987" },
  },
  {
    code: "bluebonnet",
    name: "Bluebonnet Insurance Agency",
    hosts: ["bluebonnet.localtest.me", "es.bluebonnet.localtest.me"],
    defaultLanguage: "en",
    logo: { src: "/brands/bluebonnet/logo.svg", width: 236, height: 48, alt: "Bluebonnet Insurance Agency" },
    colors: { primary: "#3B3F9E", primaryDark: "#272A70", accent: "#F2B705", onAccent: "#1B1F24", ink: "#1C1E2B", surface: "#F5F5FB" },
    phones: { sales: "(888) 555-0167", service: "(888) 555-0168" },
    email: "care@bluebonnet-agency.example",
    products: ["auto", "renters", "roadside"],
    experiences: ["az", "nm"],
    states: ["TX", "AZ", "NM"],
    endpoints: { api: "/api", caApi: "/api/ca" },
    since: 2006,
    licence: {
      en: "TX Agency License #2314650 · AZ License #1098823 · NM License #400117",
      es: "Licencia de agencia de TX n.º 2314650 · Licencia de AZ n.º 1098823 · Licencia de NM n.º 400117",
    },
  },
  {
    code: "delsol",
    name: "Seguros Del Sol",
    hosts: ["delsol.localtest.me", "es.delsol.localtest.me"],
    defaultLanguage: "es",
    logo: { src: "/brands/delsol/logo.svg", width: 200, height: 48, alt: "Seguros Del Sol" },
    colors: { primary: "#A33A12", primaryDark: "#7A2A0C", accent: "#0B6E5C", onAccent: "#FFFFFF", ink: "#22160F", surface: "#FDF6F0" },
    phones: { sales: "(877) 555-0119", service: "(877) 555-0120" },
    email: "hola@segurosdelsol.example",
    products: ["auto", "renters", "home", "roadside"],
    experiences: ["ca"],
    states: ["TX", "CA"],
    endpoints: { api: "/api", caApi: "/api/ca" },
    since: 2011,
    licence: { en: "TX Agency License #2457302 · CA License #0M57302", es: "Licencia de agencia de TX n.º 2457302 · Licencia de CA n.º 0M57302" },
  },
];
