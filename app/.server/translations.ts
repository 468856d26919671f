/** Every UI string, per language (server only: pages receive their language's strings, those they need, from the root loader). */
import type { Language } from "~/domain/site";
import { isQuotePagePath } from "~/components/site-paths";
import type { Translations } from "~/i18n";
import en from "~/locales/en";
import es from "~/locales/es";

export const resources = { en, es } as const;

/**
 * The UI strings a page needs: all but the quote flow's, which only the quote page receives
 * (about half of all strings; the root revalidates when a navigation crosses that boundary).
 */
export function translationsFor(lang: Language, pathname: string): Partial<Translations> {
  const { quote, quotes, ...rest } = resources[lang];
  return isQuotePagePath(pathname) ? { ...rest, quote, quotes } : rest;
}
