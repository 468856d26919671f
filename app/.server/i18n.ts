/**
 * i18next on the server: loaders and actions get a translator for the page's language with
 * `getInstance(context)`. The language itself is worked out once, by the site middleware.
 *
 * One i18next instance per language, made and initialised once for the process, and one per
 * language for each brand whose labels document overrides strings (made once per version of that
 * document): a page's strings depend only on its language and brand, and nothing changes an
 * instance's language or resources after it is made (creating and initialising one on every
 * request cost a few milliseconds of each render).
 */
import { createInstance, type i18n } from "i18next";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { Language } from "~/domain/site";
import type { LabelOverride } from "./content/settings/labels";
import { resourcesFor } from "./translations";
import { siteContext } from "./site-context";

const instances = new Map<Language, Promise<i18n>>();
/** Instances of brands with label overrides: per labels document (the same object while the content stays the same). */
const brandInstances = new WeakMap<readonly LabelOverride[], Map<Language, Promise<i18n>>>();

function made(lang: Language, overrides: readonly LabelOverride[]): Promise<i18n> {
  const instance = createInstance({
    lng: lang,
    fallbackLng: "en",
    supportedLngs: ["en", "es"],
    resources: { en: { translation: resourcesFor("en", overrides) }, es: { translation: resourcesFor("es", overrides) } },
    interpolation: { escapeValue: false },
  });
  return instance.init().then(() => instance);
}

/** The i18next instance for `lang` and a brand's label overrides (made on first use; one for all brands without overrides). */
export function instanceFor(lang: Language, overrides: readonly LabelOverride[] = []): Promise<i18n> {
  const cache = overrides.length === 0 ? instances : (brandInstances.get(overrides) ?? brandInstances.set(overrides, new Map()).get(overrides)!);
  let instance = cache.get(lang);
  if (!instance) {
    instance = made(lang, overrides);
    cache.set(lang, instance);
  }
  return instance;
}

const i18nContext = createContext<i18n>();

export const i18nextMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const site = context.get(siteContext);
  const { overrides } = await site.content.flowSettings("labelSettings", site.brand.code);
  context.set(i18nContext, await instanceFor(site.lang, overrides));
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
