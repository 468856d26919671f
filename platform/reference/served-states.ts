/**
 * The platform's default of the states each brand quotes in, for callers that send no carriers:
 * the zip look-up's `isQuoteAvaliable` and a state-availability question without `carrierIds`. The
 * site decides from the CMS brand's `states` itself and reads neither. The seed's table
 * (platform/seed/served-states.ts) is the source: a brand code listed there quotes in its states,
 * any other brand in the default list.
 *
 * REFERENCE_SERVED_STATES (platform/config.ts; createPlatform passes it to `setServedStatesOverride`)
 * overrides it without a code change, as `brand=TX,OK;other=TX` (`*` for the default),
 * e.g. REFERENCE_SERVED_STATES="*=TX;acme=TX,LA".
 */
import { seedServedStates as defaults } from "../seed/served-states.ts";

export function parseServedStates(text: string): Record<string, string[]> {
  const table: Record<string, string[]> = {};
  for (const entry of text.split(";")) {
    const [brand, states] = entry.split("=");
    if (!brand?.trim() || states === undefined) continue;
    table[brand.trim().toLowerCase()] = states
      .split(",")
      .map((s) => s.trim().toUpperCase())
      .filter((s) => /^[A-Z]{2}$/.test(s));
  }
  return table;
}

let current: Record<string, readonly string[]> = defaults;

/** Applies REFERENCE_SERVED_STATES (undefined: the seed's table alone). */
export function setServedStatesOverride(text: string | undefined): void {
  current = text ? { ...defaults, ...parseServedStates(text) } : defaults;
}

function table(): Record<string, readonly string[]> {
  return current;
}

export function servedStates(brand: string | undefined): readonly string[] {
  const t = table();
  const key = (brand ?? "").toLowerCase();
  // Own keys only: a brand named `__proto__` or `constructor` is not in the table.
  return (Object.hasOwn(t, key) ? t[key] : undefined) ?? t["*"] ?? [];
}

export function isServed(brand: string | undefined, state: string): boolean {
  return servedStates(brand).includes(state.toUpperCase());
}
