/** Every UI string, per language (server only: pages receive their language's strings from the root loader). */
import type { Language } from "~/domain/site";
import type { Translations } from "~/i18n";
import en from "~/locales/en";
import es from "~/locales/es";

export const resources = { en, es } as const;

export function translationsFor(lang: Language): Translations {
  return resources[lang];
}
