/**
 * i18next setup shared by server and browser. UI strings live in app/locales/{en,es};
 * authored copy comes from the CMS. The browser receives only the page language's strings.
 */
import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "~/domain/site";
import en from "~/locales/en";
import es from "~/locales/es";

export const resources = { en, es } as const;
export type Translations = (typeof resources)["en"];

export function translationsFor(lang: Language): Translations {
  return resources[lang];
}

/** A ready, synchronous i18next instance for one language. */
export function createI18n(lang: Language, translations: Translations): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    supportedLngs: ["en", "es"],
    resources: { [lang]: { translation: translations } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
