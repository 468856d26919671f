/**
 * doc1 §2, §4, §7 out-of-state block: a visitor from a state the brand does not serve is either
 * sent to a configured partner link after a delay, or offered an e-mail form.
 *
 * The state comes from the `?state=` query parameter when it holds a state code, otherwise from
 * the stored `customerState` (the query is the fresher, explicit choice). Codes are two letters,
 * compared in upper case.
 */
import { z } from "zod";
import { emailSchema } from "./email-schema";
import { redirectPath } from "./content-paths";
import { FORM_INVALID } from "./form-container";

const STATE_CODE = /^[A-Za-z]{2}$/;

export function normalizeStateCode(value: string | null | undefined): string | null {
  const text = (value ?? "").trim();
  return STATE_CODE.test(text) ? text.toUpperCase() : null;
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

const STATE_NAMES: Record<string, string> = {
  AL: "Alabama", AK: "Alaska", AZ: "Arizona", AR: "Arkansas", CA: "California", CO: "Colorado", CT: "Connecticut", DE: "Delaware",
  DC: "District of Columbia", FL: "Florida", GA: "Georgia", HI: "Hawaii", ID: "Idaho", IL: "Illinois", IN: "Indiana", IA: "Iowa",
  KS: "Kansas", KY: "Kentucky", LA: "Louisiana", ME: "Maine", MD: "Maryland", MA: "Massachusetts", MI: "Michigan", MN: "Minnesota",
  MS: "Mississippi", MO: "Missouri", MT: "Montana", NE: "Nebraska", NV: "Nevada", NH: "New Hampshire", NJ: "New Jersey",
  NM: "New Mexico", NY: "New York", NC: "North Carolina", ND: "North Dakota", OH: "Ohio", OK: "Oklahoma", OR: "Oregon",
  PA: "Pennsylvania", RI: "Rhode Island", SC: "South Carolina", SD: "South Dakota", TN: "Tennessee", TX: "Texas", UT: "Utah",
  VT: "Vermont", VA: "Virginia", WA: "Washington", WV: "West Virginia", WI: "Wisconsin", WY: "Wyoming", PR: "Puerto Rico",
};

/** Names that differ in US Spanish. */
const SPANISH_STATE_NAMES: Record<string, string> = {
  DC: "Distrito de Columbia", HI: "Hawái", LA: "Luisiana", MI: "Míchigan", MO: "Misuri", NH: "Nuevo Hampshire", NJ: "Nueva Jersey",
  NM: "Nuevo México", NY: "Nueva York", NC: "Carolina del Norte", ND: "Dakota del Norte", OR: "Oregón", PA: "Pensilvania",
  SC: "Carolina del Sur", SD: "Dakota del Sur", TN: "Tennessee", WV: "Virginia Occidental",
};

/** A state's name in the page's language; an unknown code is returned as given. */
export function stateName(code: string, lang: "en" | "es"): string {
  const upper = code.toUpperCase();
  return (lang === "es" ? SPANISH_STATE_NAMES[upper] : undefined) ?? STATE_NAMES[upper] ?? upper;
}

/** Every state, by name in the page's language, for a visitor whose state is not known yet. */
export function stateOptions(lang: "en" | "es"): { code: string; name: string }[] {
  return Object.keys(STATE_NAMES)
    .map((code) => ({ code, name: stateName(code, lang) }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
}
