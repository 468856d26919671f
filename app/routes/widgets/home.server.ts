/** What the home page's widgets need from this area: the zip entry's messages and the quote card's A/B variant. */
import type { RouterContextProvider } from "react-router";
import { siteContext } from "~/.server/site-context";
import { abVariant, antiFlicker } from "./ab.server";
import { say, widgetSettings } from "./settings.server";

/** doc1 §2 A/B test of the home page's quote card title. */
export const QUOTE_CARD_TEST = "quote-card";

export async function homeWidgets(request: Request, context: Readonly<RouterContextProvider>) {
  const site = context.get(siteContext);
  const settings = await widgetSettings(context);
  const ab = abVariant(request, settings, QUOTE_CARD_TEST);
  return {
    zip: { invalidMessage: say(context, site.settings.messages.zipInvalid), outOfServiceMessage: say(context, settings.zipOutOfService) },
    quoteCard: { variant: ab.variant, antiFlicker: antiFlicker(request, settings, site.settings.limits.abRetryMs) },
    /** Remembers a newly drawn variant (a Set-Cookie value), or null. */
    setCookie: ab.setCookie,
  };
}
