/**
 * doc1 §2, §4, §7 out-of-state block: a visitor from a state the brand does not serve is either
 * sent to a configured partner link after a delay, or offered an e-mail form.
 *
 * The state comes from the `?state=` query parameter when it holds a state code, otherwise from
 * the stored `customerState` (the query is the fresher, explicit choice). Codes are two letters,
 * compared in upper case.
 */
import { z } from "zod";
import { emailSchema } from "./email";
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
