/**
 * remix-i18next on the server: loaders and actions get a translator for the page's language with
 * `getInstance(context)`. The language itself is worked out once, by the site middleware.
 */
import { createI18nextMiddleware } from "remix-i18next";
import { resources } from "./translations";
import { siteContext } from "./site-context";

export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: ["en", "es"],
    fallbackLanguage: "en",
    order: ["custom"],
    findLocale: async ({ context }) => context.get(siteContext).lang,
  },
  i18next: {
    resources: { en: { translation: resources.en }, es: { translation: resources.es } },
    interpolation: { escapeValue: false },
  },
});
