/**
 * doc1 §2, §4, §7 out-of-state block: a visitor from a state the brand does not serve is either
 * sent to a configured partner link after a delay, or offered an e-mail form.
 *
 * The state comes from the `?state=` query parameter when it holds a state code, otherwise from
 * the stored `customerState` (the query is the fresher, explicit choice). Codes are two letters,
 * compared in upper case.
 */
import { z } from "zod";
import { isUsStateText } from "../contact-rules";
import { emailSchema } from "./email-schema";
import { redirectPath } from "./content-paths";
import { FORM_INVALID } from "./form-container";

export function normalizeStateCode(value: string | null | undefined): string | null {
  const text = (value ?? "").trim();
  return isUsStateText(text) ? text.toUpperCase() : null;
}

/** The visitor's state: `?state=` first, then storage; `null` when neither holds a code. */
export function outOfStateState(sources: { query: string | null | undefined; stored: string | null | undefined }): string | null {
  return normalizeStateCode(sources.query) ?? normalizeStateCode(sources.stored);
}

export type OutOfStateOutcome =
  | { kind: "redirect"; state: string; href: string; afterSeconds: number }
  | { kind: "email-form"; state: string | null };

/** Only http(s) links or site paths are followed. */
function isFollowableLink(link: string): boolean {
  if (link.startsWith("/") && !link.startsWith("//")) return true;
  try {
    const url = new URL(link);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/**
 * doc1 §4: a state with a configured link redirects after the configured number of seconds;
 * otherwise (no state, no link, or a link that is not http(s)) the e-mail form shows.
 * `links` is keyed by state code in any case.
 */
export function outOfStateOutcome(
  state: string | null,
  config: { links: Readonly<Record<string, string>>; redirectSeconds: number },
): OutOfStateOutcome {
  if (!state) return { kind: "email-form", state: null };
  const entry = Object.entries(config.links).find(([code]) => code.trim().toUpperCase() === state);
  const link = entry?.[1].trim() ?? "";
  if (!link || !isFollowableLink(link)) return { kind: "email-form", state };
  return { kind: "redirect", state, href: link, afterSeconds: Math.max(0, config.redirectSeconds) };
}

/**
 * doc1 §7 out-of-state form: `oos-email`, `oos-state` and `:redirect` (where to go after; made
 * a site path by `redirectPath` with the configured content roots).
 */
export function outOfStateFormSchema(options: { contentRoots: readonly string[]; emailMessage?: string }) {
  return z.object({
    "oos-email": emailSchema(options.emailMessage),
    "oos-state": z.preprocess((v) => (typeof v === "string" ? normalizeStateCode(v) : v), z.string({ error: FORM_INVALID })),
    ":redirect": z
      .string()
      .optional()
      .transform((value) => redirectPath(value ?? "/", options.contentRoots)),
  });
}

/** The states, the District of Columbia and Puerto Rico, by USPS code: [English, US Spanish]. */
const STATE_NAMES: Record<string, readonly [en: string, es: string]> = {
  AL: ["Alabama", "Alabama"], AK: ["Alaska", "Alaska"], AZ: ["Arizona", "Arizona"], AR: ["Arkansas", "Arkansas"],
  CA: ["California", "California"], CO: ["Colorado", "Colorado"], CT: ["Connecticut", "Connecticut"], DE: ["Delaware", "Delaware"],
  DC: ["District of Columbia", "Distrito de Columbia"], FL: ["Florida", "Florida"], GA: ["Georgia", "Georgia"], HI: ["Hawaii", "Hawái"],
  ID: ["Idaho", "Idaho"], IL: ["Illinois", "Illinois"], IN: ["Indiana", "Indiana"], IA: ["Iowa", "Iowa"],
  KS: ["Kansas", "Kansas"], KY: ["Kentucky", "Kentucky"], LA: ["Louisiana", "Luisiana"], ME: ["Maine", "Maine"],
  MD: ["Maryland", "Maryland"], MA: ["Massachusetts", "Massachusetts"], MI: ["Michigan", "Míchigan"], MN: ["Minnesota", "Minnesota"],
  MS: ["Mississippi", "Misisipi"], MO: ["Missouri", "Misuri"], MT: ["Montana", "Montana"], NE: ["Nebraska", "Nebraska"],
  NV: ["Nevada", "Nevada"], NH: ["New Hampshire", "Nuevo Hampshire"], NJ: ["New Jersey", "Nueva Jersey"], NM: ["New Mexico", "Nuevo México"],
  NY: ["New York", "Nueva York"], NC: ["North Carolina", "Carolina del Norte"], ND: ["North Dakota", "Dakota del Norte"], OH: ["Ohio", "Ohio"],
  OK: ["Oklahoma", "Oklahoma"], OR: ["Oregon", "Oregón"], PA: ["Pennsylvania", "Pensilvania"], RI: ["Rhode Island", "Rhode Island"],
  SC: ["South Carolina", "Carolina del Sur"], SD: ["South Dakota", "Dakota del Sur"], TN: ["Tennessee", "Tennessee"], TX: ["Texas", "Texas"],
  UT: ["Utah", "Utah"], VT: ["Vermont", "Vermont"], VA: ["Virginia", "Virginia"], WA: ["Washington", "Washington"],
  WV: ["West Virginia", "Virginia Occidental"], WI: ["Wisconsin", "Wisconsin"], WY: ["Wyoming", "Wyoming"], PR: ["Puerto Rico", "Puerto Rico"],
};

/** A state's name in the page's language; an unknown code is returned as given. */
export function stateName(code: string, lang: "en" | "es"): string {
  const upper = code.toUpperCase();
  const names = STATE_NAMES[upper];
  return names ? names[lang === "es" ? 1 : 0] : upper;
}

/** US cities whose name has its own established form in US Spanish (beside those named after their state). */
const SPANISH_CITY_NAMES: Record<string, string> = { "new orleans": "Nueva Orleans", philadelphia: "Filadelfia" };

/**
 * A city's name (as the address lookup gives it, in English) in the page's language: in Spanish a
 * city named after a state takes the state's Spanish name (New York → Nueva York), and the few
 * cities with an established Spanish name take it; every other name is kept as given.
 */
export function cityName(city: string, lang: "en" | "es"): string {
  if (lang !== "es") return city;
  const key = city.trim().toLowerCase();
  const state = Object.values(STATE_NAMES).find(([en]) => en.toLowerCase() === key);
  return state?.[1] ?? SPANISH_CITY_NAMES[key] ?? city;
}

/** Every state, by name in the page's language, for a visitor whose state is not known yet. */
export function stateOptions(lang: "en" | "es"): { code: string; name: string }[] {
  return Object.keys(STATE_NAMES)
    .map((code) => ({ code, name: stateName(code, lang) }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
}
