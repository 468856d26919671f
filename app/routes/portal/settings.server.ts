/** The portal settings of the brand (the portalSettings document: card values, tiers, texts, referral limits). */
import type { RouterContextProvider } from "react-router";
import type { FlowSettings } from "~/.server/content";
import { siteContext } from "~/.server/site-context";

export type PortalSettings = FlowSettings["portalSettings"];

export function portalSettings(context: Readonly<RouterContextProvider>): Promise<PortalSettings> {
  const { content, brand } = context.get(siteContext);
  return content.flowSettings("portalSettings", brand.code);
}
