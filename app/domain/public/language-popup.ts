/**
 * doc1 §2 language switch popup: after a wait it offers the other language when the browser
 * language and the page language differ (English browser on a Spanish page, Spanish browser on
 * an English page) and the visitor has not chosen yet (no `visited_site` cookie).
 *
 * The browser language is the visitor's first preference (highest `q` in Accept-Language, or
 * `navigator.languages[0]`), by its primary subtag: `es-MX` is Spanish. A browser whose first
 * preference is neither English nor Spanish is offered nothing.
 */
import { isLanguage, type Language } from "~/domain/site";

/** doc1 §9: the popup waits 5000 ms by default. */
export const LANGUAGE_POPUP_WAIT_MS = 5000;

type Preference = { tag: string; q: number; index: number };

function parseAcceptLanguage(header: string): Preference[] {
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((p) => p.tag !== "" && p.tag !== "*" && p.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
}

/**
 * The browser's language from an Accept-Language header (server) or `navigator.languages`
 * (browser); `null` when its first preference is neither English nor Spanish, or unknown.
 */
export function browserLanguage(preferences: string | readonly string[] | null | undefined): Language | null {
  if (!preferences) return null;
  const tags = typeof preferences === "string" ? parseAcceptLanguage(preferences).map((p) => p.tag) : preferences;
  const first = tags[0];
  if (!first) return null;
  const primary = first.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/**
 * The language to offer, or `null` for no popup. `stored` is the remembered choice
 * (`visited_site`, en or es); any stored choice means no popup.
 */
export function languageToOffer(input: {
  browser: Language | null;
  page: Language;
  stored: string | null | undefined;
}): Language | null {
  if (input.stored && isLanguage(input.stored)) return null;
  if (!input.browser || input.browser === input.page) return null;
  return input.browser;
}
