/**
 * What the quote page loads (doc2 §2, §4): the page variant, the visitor's draft after the
 * revisit rules, the saved quote or transaction named in the address, affiliate entry, and the
 * reference lists the steps need.
 */
import { data, redirect, type Session } from "react-router";
import type { PlatformClient } from "~/.server/platform";
import { readQuoteStart } from "~/.server/quote-start";
import type { VisitorSession } from "~/.server/session";
import type { QuoteSettings } from "~/.server/content";
import { affiliateEntry, type AffiliatePrefill } from "~/domain/quote/affiliate";
import { emptyDraft, firstIncompleteStep, fromDriverPrefill, syncPrimary, toDriverPrefill, type QuoteDraft } from "~/domain/quote/draft";
import { STEPS, type Step } from "~/domain/quote/progress";
import { isCaliforniaPage, resolveRevisit } from "~/domain/quote/revisit";
import { AFFILIATE_SOURCES } from "~/domain/quote/revisit";
import { logger } from "~/.server/logger";
import { loadDraft, saveDraft } from "./draft-store.server";
import { estimateOf, estimateRequest, type QuoteEstimate } from "~/domain/quote/estimate";
import { affiliateLead, coveragesFor, estimateTransaction, getTransaction, rateQuoteTransaction, vehicleYears } from "./platform.server";
import { draftFromSavedTransaction, prefillFromAffiliate } from "./mapping.server";
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
};

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
  if (outcome.kind === "whole" || !draft.primary.zip || !enteredZip) return { ...draft, visitorKind: draft.visitorKind === "new" ? "revisit" : draft.visitorKind };
  const kept = fromDriverPrefill(outcome.draft);
  return emptyDraft({ primary: kept.primary, visitorKind: "revisit", mileageRequired: variant.mileageRequired });
}

async function allowedTransaction(ctx: PageContext, transactionId: string): Promise<boolean> {
  if (ctx.session.get("transactionId") === transactionId) return true;
  for (const rateQuoteId of ctx.session.get("verifiedQuotes") ?? []) {
    const answer = await rateQuoteTransaction(ctx.platform, rateQuoteId);
    if (answer?.ok && answer.data.transactionId === transactionId) return true;
  }
  return false;
}

export type EntryOutcome = { draft: QuoteDraft; changed: boolean; affiliateError?: string; verifyCode?: string };

/**
 * The query-parameter entries (doc2 §2): `transactionId` loads a saved transaction into the draft
 * and shows the quotes; `code` asks the owner to verify before the quote loads; `utm_source` qs or
 * eq (with `customerid`, `utm_medium`, `utm_campaign`, `gclid`) prefills from the partner's lead.
 */
export async function resolveEntry(ctx: PageContext, loaded: QuoteDraft): Promise<EntryOutcome> {
  const query = ctx.url.searchParams;
  const transactionId = query.get("transactionId")?.trim();
  if (transactionId && /^[A-Za-z0-9_-]{1,100}$/.test(transactionId) && (await allowedTransaction(ctx, transactionId))) {
    const saved = await getTransaction(ctx.platform, transactionId);
    if (saved?.ok) {
      const draft = await draftFromSavedTransaction(ctx.platform, saved.data.transaction, ctx.variant.mileageRequired);
      ctx.session.set("transactionId", transactionId);
      return { draft: { ...draft, step: "quotes", completed: ["driver", "vehicle", "policy"], transactionId }, changed: true };
    }
  }
  const code = query.get("code")?.trim();
  if (code && /^[A-Za-z0-9_-]{1,100}$/.test(code)) {
    // A saved quote loads once its owner is verified (the verify modal lists it in the session).
    if ((ctx.session.get("verifiedQuotes") ?? []).includes(code)) {
      const quote = await rateQuoteTransaction(ctx.platform, code);
      const saved = quote?.ok ? await getTransaction(ctx.platform, quote.data.transactionId) : null;
      if (quote?.ok && saved?.ok) {
        const draft = await draftFromSavedTransaction(ctx.platform, saved.data.transaction, ctx.variant.mileageRequired);
        ctx.session.set("transactionId", quote.data.transactionId);
        return { draft: { ...draft, step: "quotes", completed: ["driver", "vehicle", "policy"], transactionId: quote.data.transactionId }, changed: true };
      }
    }
    return { draft: loaded, changed: false, verifyCode: code };
  }

  const source = query.get("utm_source")?.trim().toLowerCase();
  if (source && (AFFILIATE_SOURCES as readonly string[]).includes(source)) {
    const answer = await affiliateLead(ctx.platform, {
      customerid: query.get("customerid")?.trim() || undefined,
      utm_source: source,
      utm_medium: query.get("utm_medium")?.trim() || undefined,
      utm_campaign: query.get("utm_campaign")?.trim() || undefined,
      gclid: query.get("gclid")?.trim() || undefined,
    });
    const prefill: AffiliatePrefill | null = answer?.ok ? prefillFromAffiliate(answer.data.lead.rawData) : null;
    const draft = syncPrimary(prefill ? draftFromAffiliate(prefill, ctx.variant) : emptyDraft({ mileageRequired: ctx.variant.mileageRequired, visitorKind: "affiliate" }));
    const entry = affiliateEntry(prefill);
    if (entry.error) logger().warn({ type: entry.error.type, status: entry.error.status, message: entry.error.message }, "Affiliate Error");
    // A complete lead goes straight to the quotes (the page prepares and submits it), or to consent first.
    const step = entry.error ? affiliateLanding(entry.step, draft) : entry.step === "affiliateConsent" ? "affiliateConsent" : "quoteLoading";
    return { draft: { ...draft, step, completed: completedBefore(step) }, changed: true, affiliateError: entry.error?.message };
  }
  return { draft: loaded, changed: false };
}

/**
 * doc2 §4: an incomplete partner lead opens the step of its first empty field, the one its notice
 * names. The partner collected the visitor's consent (or the affiliate consent step asks for it),
 * so driver step 2's privacy box does not hold the visitor back there; a field the draft could not
 * take from the lead (an unknown gender code, say) opens its own, earlier step.
 */
function affiliateLanding(entryStep: Step, draft: QuoteDraft): Step {
  const incomplete = firstIncompleteStep({ ...draft, primary: { ...draft.primary, privacyConsent: true } });
  return incomplete !== null && STEPS.indexOf(incomplete) < STEPS.indexOf(entryStep) ? incomplete : entryStep;
}

function completedBefore(step: QuoteDraft["step"]): QuoteDraft["completed"] {
  if (step === "vehicles") return ["driver"];
  if (step === "policy" || step === "affiliateConsent") return ["driver", "vehicle"];
  return [];
}

function draftFromAffiliate(prefill: AffiliatePrefill, variant: PageVariant): QuoteDraft {
  const gender = prefill.gender === "female" || prefill.gender === "1" ? "female" : prefill.gender === "male" || prefill.gender === "0" ? "male" : undefined;
  const marital = prefill.marital === "single" || prefill.marital === "1" ? "single" : prefill.marital === "married" || prefill.marital === "0" ? "married" : undefined;
  const insured = prefill.insured === undefined ? undefined : prefill.insured === true || prefill.insured === "true" || prefill.insured === "yes";
  const dob = prefill.dob?.replace(/\//g, "-");
  return emptyDraft({
    visitorKind: "affiliate",
    mileageRequired: variant.mileageRequired,
    primary: {
      entryMode: "nondl",
      firstName: prefill.firstName,
      lastName: prefill.lastName,
      dob,
      email: prefill.email,
      phone: prefill.phone?.replace(/\D/g, ""),
      address: prefill.address,
      city: prefill.city,
      state: prefill.state?.toUpperCase(),
      zip: prefill.zip,
      gender,
      marital,
      insured,
    },
    vehicles: (prefill.vehicles ?? []).flatMap((v, index) => {
      const car = v as { year?: unknown; make?: unknown; model?: unknown; vin?: unknown };
      const year = Number(car.year);
      if (!year || typeof car.make !== "string" || typeof car.model !== "string") return [];
      return [{ id: `v${index + 1}`, year, make: car.make, model: car.model, ...(typeof car.vin === "string" ? { vin: car.vin } : {}) }];
    }),
    policy: { term: Number(prefill.term) === 12 ? 12 : 6, coveragePackage: 0, customCoverages: ["BI", "PD"], custom: false, customValues: {} },
  });
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
};

/** How long the page waits for the estimate before showing the price as pending. */
export const ESTIMATE_TIMEOUT_MS = 1500;

/**
 * doc2 §2: the estimated price for the draft's term and coverage, once the draft can be rated; null
 * when it cannot yet, when no carrier quotes it, or when the platform fails or is slow.
 */
export async function estimateFor(platform: PlatformClient, draft: QuoteDraft, coverage: CoverageChoices | null): Promise<QuoteEstimate | null> {
  try {
    const request = estimateRequest(draft, coverageEntriesFor(coverage, draft.policy));
    if (!request) return null;
    const answer = await estimateTransaction(platform, request, ESTIMATE_TIMEOUT_MS);
    return answer?.ok ? estimateOf(answer.data) : null;
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

/** The loader's work: draft, entries, revisit, reference lists. Saves the draft when an entry changed it. */
export async function loadPage(ctx: PageContext): Promise<{ page: PageData; setCookie: boolean }> {
  const start = readQuoteStart(ctx.request);
  const loaded = await loadDraft(ctx.platform, ctx.session);
  // The revisit rules apply when the page is opened, not when it refreshes its data after a step.
  const opened = !ctx.request.url.split("?")[0]!.endsWith(".data");
  let draft = opened ? applyRevisit(loaded.draft, ctx.variant, start?.zip, start?.state) : loaded.draft;
  let changed = draft !== loaded.draft;
  draft = { ...draft, mileageRequired: ctx.variant.mileageRequired };
  const entry = await resolveEntry(ctx, draft);
  draft = entry.draft;
  changed ||= entry.changed;
  // The zip, state and city of the zip entry start the draft's address (doc1 §3: driver step 3/3 shows them).
  const fitsPage = (start?.state === "CA") === ctx.variant.california;
  if (opened && start && fitsPage && !draft.primary.zip && draft.step === "driver1") {
    draft = { ...draft, primary: { ...draft.primary, zip: start.zip, state: start.state, city: start.city } };
    changed = true;
  }
  let setCookie = false;
  if (changed) setCookie = await saveDraft(ctx.platform, ctx.session, draft);
  const coverageCall = (draft.primary.state ? coveragesFor(ctx.platform, draft.primary.state) : Promise.resolve(null)).then((answer) =>
    answer?.ok ? coverageChoices(answer.data) : null,
  );
  const [years, coverage, savedQuote, estimate] = await Promise.all([
    vehicleYears(ctx.platform),
    coverageCall,
    savedQuoteOf(ctx, draft),
    coverageCall.then((choices) => estimateFor(ctx.platform, draft, choices)),
  ]);
  return {
    page: {
      draft,
      years: years?.ok ? years.data.years : [],
      coverage,
      estimate,
      affiliateError: entry.affiliateError,
      verifyCode: entry.verifyCode,
      startZip: start?.zip,
      ...(savedQuote ? { savedQuote } : {}),
    },
    setCookie,
  };
}

export function notFoundPage(): never {
  throw data(null, { status: 404 });
}

export { redirect };
