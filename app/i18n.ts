/**
 * i18next setup shared by server and browser. UI strings live in app/locales/{en,es}; authored
 * copy comes from the CMS. The browser receives only the page language's strings, from the root
 * loader (app/.server/translations.ts): no locale file is bundled into the client, except the
 * small core set the error page needs when the root loader itself failed.
 */
import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import type { Language } from "~/domain/site";
import type { UiStrings } from "~/locales/en";
import coreEn from "~/locales/en/core";
import coreEs from "~/locales/es/core";

export type Translations = UiStrings;

/** What the error page can show when the root loader gave no strings. */
export const fallbackTranslations: Record<Language, Partial<Translations>> = { en: coreEn, es: coreEs };

/** A ready, synchronous i18next instance for one language. */
export function createI18n(lang: Language, translations: Partial<Translations>): i18n {
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
