/** The sample carriers: ./carriers/*.json, checked against the schema once, at first use. */
import { readdirSync, readFileSync } from "node:fs";
import { z } from "zod";
import { carrierSchema } from "./carrier-schema.ts";
import { isHttpCarrierConfigured } from "./http-connector.ts";
import type { BrandCarrierSettings, Carrier } from "./types.ts";

const CARRIER_DIR = new URL("./carriers/", import.meta.url);

/**
 * The terms a carrier is rated with when the client names none (doc2 §4): no conditional rules, a
 * Buy now that opens in a frame. The agency's own terms come with each transaction
 * (../services/carrier-terms.ts).
 */
export const DEFAULT_CARRIER_TERMS = { conditionalRules: [] as number[], showBuyButton: true, bolType: 1, openNewWindow: false } as const;

/** Reads and checks one carrier file; throws with the file name and the failing fields. */
export function loadCarrierFile(path: string | URL): Carrier {
  const parsed = carrierSchema.safeParse(JSON.parse(readFileSync(path, "utf8")));
  if (!parsed.success) throw new Error(`carrier file ${String(path)} is invalid:\n${z.prettifyError(parsed.error)}`);
  return { ...parsed.data, ...DEFAULT_CARRIER_TERMS, conditionalRules: [] } as Carrier;
}

let carriers: Carrier[] | undefined;

/** All sample carriers, ordered by id. */
export function listCarriers(): Carrier[] {
  if (!carriers) {
    carriers = readdirSync(CARRIER_DIR)
      .filter((f) => f.endsWith(".json"))
      .sort()
      .map((f) => loadCarrierFile(new URL(f, CARRIER_DIR)));
    const ids = new Set<string>();
    for (const c of carriers) {
      if (ids.has(c.id)) throw new Error(`duplicate carrier id ${c.id}`);
      ids.add(c.id);
    }
  }
  return carriers;
}

export function getCarrier(id: string): Carrier | undefined {
  return listCarriers().find((c) => c.id === id);
}

/**
 * Carriers a brand rates with: the brand's list in its order (unknown ids ignored),
 * or all carriers (HTTP connectors only when their address is configured); without the
 * disabled ones; only those serving `state` when given.
 */
export function carriersForBrand(settings: BrandCarrierSettings = {}): Carrier[] {
  const all = listCarriers();
  const picked = settings.carrierIds
    ? settings.carrierIds.map((id) => all.find((c) => c.id === id)).filter((c): c is Carrier => c !== undefined)
    : all.filter((c) => c.kind !== "http" || isHttpCarrierConfigured(c));
  const disabled = new Set(settings.disabledCarrierIds ?? []);
  const state = settings.state?.toUpperCase();
  return picked.filter((c) => !disabled.has(c.id) && (!state || c.states.includes(state)));
}
