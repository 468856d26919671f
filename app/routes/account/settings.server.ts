/** The account settings of the brand (portal settings document: welcome page, messages, age limits). */
import type { RouterContextProvider } from "react-router";
import type { FlowSettings } from "~/.server/content";
import { siteContext } from "~/.server/site-context";

export type AccountSettings = FlowSettings["portalSettings"];

export function accountSettings(context: Readonly<RouterContextProvider>): Promise<AccountSettings> {
  const { content, brand } = context.get(siteContext);
  return content.flowSettings("portalSettings", brand.code);
}
