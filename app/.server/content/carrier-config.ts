/**
 * The brand's configuration of each carrier (doc3 §3 "Carrier configuration"), from its
 * `carrierSettings` document. A carrier the brand does not configure keeps Buy now on the carrier's
 * own site with every option off.
 */
import type { RouterContextProvider } from "react-router";
import { siteContext } from "~/.server/site-context";
import { carrierConfigurationSchema, type CarrierConfiguration } from "./settings/carriers.ts";

export type { CarrierConfiguration } from "./settings/carriers.ts";

/** All configured carriers of the brand, in the document's order. */
export async function carrierConfigurations(context: Readonly<RouterContextProvider>): Promise<CarrierConfiguration[]> {
  const { content, brand } = context.get(siteContext);
  return (await content.flowSettings("carrierSettings", brand.code)).carriers;
}

/** The brand's configuration of one carrier (defaults when the CMS has none). */
export async function carrierConfiguration(context: Readonly<RouterContextProvider>, carrierId: string): Promise<CarrierConfiguration> {
  const configured = (await carrierConfigurations(context)).find((c) => c.carrierId === carrierId);
  return configured ?? carrierConfigurationSchema.parse({ carrierId });
}
