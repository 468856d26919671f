/** The buy-online settings of the brand (doc3 §2.1, §8, §9): refresh time, pay-link reload timer and the configured messages. */
import type { RouterContextProvider } from "react-router";
import type { FlowSettings } from "~/.server/content";
import { siteContext } from "~/.server/site-context";
import type { Language } from "~/domain/site";

export type BuyOnlineSettings = FlowSettings["buyOnlineSettings"];

export function buyOnlineSettings(context: Readonly<RouterContextProvider>): Promise<BuyOnlineSettings> {
  const { content, brand } = context.get(siteContext);
  return content.flowSettings("buyOnlineSettings", brand.code);
}

/** What the page needs of the settings, in its language (no other language's copy goes to the browser). */
export function pageSettings(settings: BuyOnlineSettings, lang: Language) {
  return {
    refreshMs: settings.refreshMs,
    payLinkReloadMs: settings.payLinkReloadMs,
    messages: {
      loadFailure: settings.loadFailure[lang],
      dataNotCorrect: settings.dataNotCorrect[lang],
      allFieldsRequired: settings.allFieldsRequired[lang],
      wrongVin: settings.wrongVin[lang],
      paymentErrorTitle: settings.paymentErrorTitle[lang],
      paymentErrorBody: settings.paymentErrorBody[lang],
      carrierErrorTitle: settings.carrierErrorTitle[lang],
    },
  };
}
export type BuyPageSettings = ReturnType<typeof pageSettings>;
