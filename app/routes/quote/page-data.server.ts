/**
 * What the quote page loads (doc2 §2, §4): the page variant, the visitor's draft after the
 * revisit rules, which entry its address asks for (entry.server.ts), and the reference lists the
 * steps need. Nothing here writes.
 */
import { data, redirect, type Session } from "react-router";
import type { PlatformClient } from "~/.server/platform";
import { readQuoteStart, type QuoteStart } from "~/.server/quote-start";
import type { VisitorSession } from "~/.server/session";
import type { QuoteSettings } from "~/.server/content";
import { carrierIdsForState, carrierTerms, type CarrierConfiguration } from "~/.server/content/carrier-config";
import { servesState } from "~/domain/public/zip-flow";
import { emptyDraft, fromDriverPrefill, toDriverPrefill, type QuoteDraft } from "~/domain/quote/draft";
import { isCaliforniaPage, resolveRevisit } from "~/domain/quote/revisit";
import { logger } from "~/.server/logger";
import { loadDraft, type LoadedDraft } from "./draft-store.server";
import { estimateOf, estimateRequest, type QuoteEstimate } from "~/domain/quote/estimate";
import { coveragesFor, estimateTransaction, getTransaction, stateAvailability, vehicleYears } from "~/.server/platform/quote";
import { pendingEntry, type PendingEntry } from "./entry.server";
import { cardRulesFor, quotesSoFar, sessionTransaction } from "./results/results.server";
import type { CardQuote } from "~/domain/quote/results-stream";
import { coverageChoices, coverageEntriesFor, type CoverageChoices } from "./coverage-choices";

export type PageVariant = {
  /** The California variant: path containing get-a-quote-ca, or the CA experience page. */
  california: boolean;
  /** Another enabled state experience (`/quote/az`), lower case; undefined on the base page. */
  state?: string;
  mileageRequired: boolean;
};

export function pageVariant(pathname: string, stateParam: string | undefined, experiences: readonly string[]): PageVariant | null {
  const state = stateParam?.toLowerCase();
  if (state !== undefined && !experiences.map((e) => e.toLowerCase()).includes(state)) return null;
  const california = isCaliforniaPage(pathname) || state === "ca";
  return { california, state: california ? "ca" : state, mileageRequired: california };
}

export type PageContext = {
  request: Request;
  url: URL;
  platform: PlatformClient;
  session: Session<VisitorSession>;
  settings: QuoteSettings;
  variant: PageVariant;
  /** The zip entry's place as of this point of the request (the cookie's, or one this request's action saved). */
  start?: QuoteStart | null;
  /** The carriers the brand quotes (its CMS carrier documents): what the platform rates, and the cards' rules. */
  carriers: CarrierConfiguration[];
  /** The states the brand serves (the CMS brand's `states`, upper case). */
  states: readonly string[];
};

const startOf = (ctx: PageContext): QuoteStart | null => (ctx.start !== undefined ? ctx.start : readQuoteStart(ctx.request));

/** doc2 §4 revisit: the stored draft against this page variant and the zip the visitor just entered. */
export function applyRevisit(draft: QuoteDraft, variant: PageVariant, enteredZip: string | undefined, enteredState?: string): QuoteDraft {
  const hasData = Boolean(draft.primary.firstName || draft.primary.dob || draft.primary.email);
  if (!hasData) return draft;
  // The draft's state, or the state of the zip the visitor entered for it.
  const state = (draft.primary.state ?? enteredState)?.toUpperCase();
  if (state && (state === "CA") !== variant.california) return emptyDraft({ mileageRequired: variant.mileageRequired });
  // Without a newly entered zip, the draft's own zip stands: nothing to compare, the whole draft resumes.
  const storedZip = enteredZip ?? draft.primary.zip;
  const outcome = resolveRevisit(toDriverPrefill(draft), { californiaPage: variant.california, storedZip });
  if (outcome.kind === "discard") return emptyDraft({ mileageRequired: variant.mileageRequired });
  // Only a zip that differs from the draft's restarts the steps; a draft without a zip yet resumes whole.
  if (outcome.kind === "whole" || !draft.primary.zip || !enteredZip)
    return { ...draft, visitorKind: draft.visitorKind === "new" ? "revisit" : draft.visitorKind };
  const kept = fromDriverPrefill(outcome.draft);
  return emptyDraft({ primary: kept.primary, visitorKind: "revisit", mileageRequired: variant.mileageRequired });
}

export type PageData = {
  draft: QuoteDraft;
  years: number[];
  coverage: CoverageChoices | null;
  affiliateError?: string;
  verifyCode?: string;
  startZip?: string;
  /** A reopened saved quote at the quote stage: the stage offers a requote (doc2 §4). */
  savedQuote?: SavedQuote;
  /** doc2 §2 estimated quote widget: the price "from" which quotes start; null while it is pending. */
  estimate?: QuoteEstimate | null;
  /** The quote stage's cards so far, on a page loaded as a document (shown without JavaScript). */
  results?: { quotes: CardQuote[]; isDone: boolean };
};

/** How long the page waits for the estimate before showing the price as pending. */
export const ESTIMATE_TIMEOUT_MS = 1500;

/**
 * doc2 §2: the estimated price for the draft's term and coverage, once the draft can be rated: the
 * lowest premium among the plans the cards would show; null when it cannot be rated yet, when no
 * card would show, or when the platform fails or is slow.
 */
export async function estimateFor(
  platform: PlatformClient,
  draft: QuoteDraft,
  coverage: CoverageChoices | null,
  carriers: readonly CarrierConfiguration[],
  defaultMileage?: number,
): Promise<QuoteEstimate | null> {
  try {
    const request = estimateRequest(draft, coverageEntriesFor(coverage, draft.policy), defaultMileage);
    if (!request) return null;
    // The carriers' conditional rules, applied as the cards apply them (doc2 §4).
    const answer = await estimateTransaction(platform, request, carrierTerms(carriers), ESTIMATE_TIMEOUT_MS);
    return answer?.ok
      ? estimateOf(
          answer.data,
          cardRulesFor(
            carriers,
            request.drivers.map((driver) => String(driver.dob ?? "")),
          ),
        )
      : null;
  } catch (error) {
    logger().warn({ message: error instanceof Error ? error.message : String(error) }, "estimate not available");
    return null;
  }
}

export type SavedQuote = { transactionId: string; quotedAt?: string };

/**
 * doc2 §4 requote: offered on the quotes a returning visitor reopened (by a saved quote's code,
 * a transactionId, or phone and date of birth), not on quotes that are already a requote.
 */
async function savedQuoteOf(ctx: PageContext, draft: QuoteDraft): Promise<SavedQuote | undefined> {
  if (draft.step !== "quotes" || draft.visitorKind !== "repeat") return undefined;
  const transactionId = ctx.session.get("transactionId") ?? draft.transactionId;
  if (!transactionId) return undefined;
  const saved = await getTransaction(ctx.platform, transactionId);
  if (!saved?.ok || saved.data.requoteOf) return undefined;
  return { transactionId, ...(saved.data.createdAt ? { quotedAt: saved.data.createdAt } : {}) };
}

/**
 * The cards so far when the quote stage is loaded as a document (a visitor without
 * JavaScript sees them; the page's script streams them itself, so its data requests skip this).
 */
async function resultsForDocument(ctx: PageContext, draft: QuoteDraft): Promise<PageData["results"]> {
  if (draft.step !== "quotes" || ctx.request.headers.get("sec-fetch-dest") === "empty") return undefined;
  const transactionId = sessionTransaction(ctx.session);
  return transactionId ? ((await quotesSoFar(ctx.platform, transactionId, ctx.carriers)) ?? undefined) : undefined;
}

/**
 * The draft as the page shows it and as the next action starts from (worked out the
 * same way on GET and POST, saved only by the POST). The revisit rules (doc2 §4) apply to a stored
 * draft when the visitor comes to another page variant or has entered another zip since the draft
 * was last saved; the zip entry's zip, state and city start the address of a draft without one
 * (doc1 §3: driver steps 1/3 and 3/3 show them).
 */
export function draftView(loaded: LoadedDraft, variant: PageVariant, start: QuoteStart | null): QuoteDraft {
  const page = variant.california ? "ca" : "general";
  const seen = loaded.draft.seen;
  const fresh = loaded.found && (seen?.page !== page || (start !== null && seen.zip !== start.zip));
  let draft = fresh ? applyRevisit(loaded.draft, variant, start?.zip, start?.state) : loaded.draft;
  draft = { ...draft, mileageRequired: variant.mileageRequired, seen: { page, ...(start ? { zip: start.zip } : seen?.zip ? { zip: seen.zip } : {}) } };
  const fitsPage = (start?.state === "CA") === variant.california;
  if (start && fitsPage && !draft.primary.zip && draft.step === "driver1") {
    draft = { ...draft, primary: { ...draft.primary, zip: start.zip, state: start.state, city: start.city } };
  }
  return draft;
}

/** The visitor's draft as the page shows it: read from the platform, never written. */
export async function currentDraft(ctx: PageContext): Promise<QuoteDraft> {
  return draftView(await loadDraft(ctx.platform, ctx.session), ctx.variant, startOf(ctx));
}

/**
 * The loader's work (reads only — no draft is created or saved, nothing is rated, the
 * session is not committed): the draft after the revisit rules, which entry the address asks for,
 * and the reference lists the steps need.
 */
export async function loadPage(ctx: PageContext): Promise<{ page: PageData; entry: PendingEntry | null }> {
  const start = startOf(ctx);
  const draft = draftView(await loadDraft(ctx.platform, ctx.session), ctx.variant, start);
  const entry = pendingEntry(ctx);
  const coverageCall = (draft.primary.state ? coveragesFor(ctx.platform, draft.primary.state) : Promise.resolve(null)).then((answer) =>
    answer?.ok ? coverageChoices(answer.data) : null,
  );
  const [years, coverage, savedQuote, estimate, results] = await Promise.all([
    vehicleYears(ctx.platform),
    coverageCall,
    savedQuoteOf(ctx, draft),
    coverageCall.then((choices) => estimateFor(ctx.platform, draft, choices, ctx.carriers, ctx.settings.defaultMileage)),
    resultsForDocument(ctx, draft),
  ]);
  return {
    page: {
      draft,
      years: years?.ok ? years.data.years : [],
      coverage,
      estimate,
      verifyCode: entry?.kind === "verify" ? entry.code : undefined,
      startZip: start?.zip,
      ...(savedQuote ? { savedQuote } : {}),
      ...(results ? { results } : {}),
    },
    entry,
  };
}

/**
 * The state whose quotes the page would take the shopper through: the page's own (`/quote/az`, the
 * California page), otherwise the draft's or the zip entry's; null while nothing names one.
 */
export function quotedState(variant: PageVariant, draft: QuoteDraft, start: QuoteStart | null | undefined): string | null {
  const state = variant.california ? "CA" : (variant.state ?? draft.primary.state ?? start?.state);
  return state && /^[A-Za-z]{2}$/.test(state) ? state.toUpperCase() : null;
}

/**
 * doc2 §1, §5 (quotes only where they are available): before the form, the site checks that the
 * brand quotes the page's state — the CMS brand's `states` list it, and the platform rates at least
 * one of the brand's CMS carriers selling there. Where to send the shopper instead: the
 * out-of-state page for a state the brand does not serve, the coming-soon page (configured path)
 * for one it serves without a carrier rating it online; null when the form may start, when no state
 * is known yet, or when the platform did not answer (the zip step checks again).
 */
export async function unquotedStateRedirect(ctx: PageContext, draft: QuoteDraft, paths: { comingSoon: string; outOfState: string }): Promise<string | null> {
  const state = quotedState(ctx.variant, draft, startOf(ctx));
  if (!state) return null;
  if (!servesState(ctx.states, state)) return `${paths.outOfState}?state=${encodeURIComponent(state)}`;
  const carrierIds = carrierIdsForState(ctx.carriers, state);
  if (carrierIds.length === 0) return paths.comingSoon;
  const answer = await stateAvailability(ctx.platform, state, carrierIds);
  if (!answer?.ok || answer.data.carrierCount > 0) return null;
  return paths.comingSoon;
}

export function notFoundPage(): never {
  throw data(null, { status: 404 });
}

export { redirect };
