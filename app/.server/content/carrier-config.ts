/**
 * The carriers a brand quotes (doc2 §3, §4, §6; doc3 §3 "Carrier configuration"), from the `carrier`
 * documents that list the brand. A carrier the brand does not quote gets no card, and its Buy now
 * flows (buy online, follow-up form) are not offered.
 */
import type { RouterContextProvider } from "react-router";
import { siteContext } from "~/.server/site-context";
import { carrierConfigurationSchema, type CarrierConfiguration } from "./settings/carriers.ts";

export type { CarrierConfiguration } from "./settings/carriers.ts";

/** All carriers the brand quotes, by carrier id. */
export async function carrierConfigurations(context: Readonly<RouterContextProvider>): Promise<CarrierConfiguration[]> {
  const { content, brand } = context.get(siteContext);
  return content.carriers(brand.code);
}

/** The brand's configuration of one carrier (defaults, and Buy now on the carrier's site, when the brand does not quote it). */
export async function carrierConfiguration(context: Readonly<RouterContextProvider>, carrierId: string): Promise<CarrierConfiguration> {
  const configured = (await carrierConfigurations(context)).find((c) => c.carrierId === carrierId);
  return configured ?? carrierConfigurationSchema.parse({ carrierId });
}

/**
 * What the platform is told about each carrier the brand quotes, with every transaction it rates
 * (platform/services/carrier-terms.ts): the carrier, where the brand sells it, its doc2 §4
 * conditional rules and buy-now flags. The platform rates only these carriers, under these terms.
 */
export type CarrierTerms = Pick<CarrierConfiguration, "carrierId" | "states" | "conditionalRules" | "showBuyButton" | "bolType" | "openNewWindow">;

/** The ids of the brand's carriers that sell in `state` (their CMS `states` list it), in order. */
export function carrierIdsForState(carriers: readonly CarrierConfiguration[], state: string): string[] {
  const code = state.trim().toUpperCase();
  return carriers.filter((c) => c.states.some((s) => s.trim().toUpperCase() === code)).map((c) => c.carrierId);
}

export function carrierTerms(carriers: readonly CarrierConfiguration[]): CarrierTerms[] {
  return carriers.map(({ carrierId, states, conditionalRules, showBuyButton, bolType, openNewWindow }) => ({
    carrierId,
    states,
    conditionalRules,
    showBuyButton,
    bolType,
    openNewWindow,
  }));
}
