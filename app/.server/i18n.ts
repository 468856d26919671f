/**
 * i18next on the server: loaders and actions get a translator for the page's language with
 * `getInstance(context)`. The language itself is worked out once, by the site middleware.
 *
 * One i18next instance per language, made and initialised once for the process: a page's strings
 * depend only on its language, and nothing changes an instance's language or resources after it is
 * made (creating and initialising one on every request cost a few milliseconds of each render).
 */
import { createInstance, type i18n } from "i18next";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { Language } from "~/domain/site";
import { resources } from "./translations";
import { siteContext } from "./site-context";

const instances = new Map<Language, Promise<i18n>>();

/** The process's i18next instance for `lang` (made on first use). */
export function instanceFor(lang: Language): Promise<i18n> {
  let instance = instances.get(lang);
  if (!instance) {
    const made = createInstance({
      lng: lang,
      fallbackLng: "en",
      supportedLngs: ["en", "es"],
      resources: { en: { translation: resources.en }, es: { translation: resources.es } },
      interpolation: { escapeValue: false },
    });
    instance = made.init().then(() => made);
    instances.set(lang, instance);
  }
  return instance;
}

const i18nContext = createContext<i18n>();

export const i18nextMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  context.set(i18nContext, await instanceFor(context.get(siteContext).lang));
  return next();
};

/** The page's language. */
export function getLocale(context: Readonly<RouterContextProvider>): Language {
  return context.get(siteContext).lang;
}

/** The translator of the page's language. */
export function getInstance(context: Readonly<RouterContextProvider>): i18n {
  return context.get(i18nContext);
}
