/**
 * Vehicle value for rating: the cost new (the maker's suggested retail price of the model year) of a
 * year, make and model, as the VIN decode and the year/make/model lists name them
 * (data/vehicle-cost-new.json). The rate manual's price-new symbol tables turn it into the
 * physical-damage symbol when no ISO symbol is known; a vehicle not listed has no value here.
 */
import { readFileSync } from "node:fs";

interface Listed {
  make: string;
  model: string;
  msrp: Record<string, number>;
}

let models: { make: string; model: string; years: [year: number, msrp: number][] }[] | undefined;

function listed() {
  models ??= (JSON.parse(readFileSync(new URL("./data/vehicle-cost-new.json", import.meta.url), "utf8")) as { models: Listed[] }).models.map((m) => ({
    make: m.make.toLowerCase(),
    model: m.model.toLowerCase(),
    years: Object.entries(m.msrp)
      .map(([year, msrp]): [number, number] => [Number(year), msrp])
      .sort((a, b) => a[0] - b[0]),
  }));
  return models;
}

/**
 * The cost new of a vehicle, or undefined when the model is not listed. The model matches exactly
 * or as a longer variant of a listed name (ES 350 → ES); the year takes the nearest earlier listed
 * year, the earliest for older years.
 */
export function costNewOf(year: number, make: string, model: string): number | undefined {
  const mk = make.trim().toLowerCase();
  const md = model.replace(/\s+/g, " ").trim().toLowerCase();
  const candidates = listed().filter((m) => m.make === mk && (m.model === md || md.startsWith(`${m.model} `)));
  // The longest listed name that fits (Silverado 2500 before Silverado).
  const entry = candidates.sort((a, b) => b.model.length - a.model.length)[0];
  if (!entry) return undefined;
  const before = entry.years.filter(([y]) => y <= year);
  return (before.at(-1) ?? entry.years[0])?.[1];
}
