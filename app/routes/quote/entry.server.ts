/**
 * The quote page's query-parameter entries (doc2 §2, §4): `transactionId` and a verified `code`
 * reopen a saved quote; `utm_source` qs or eq (with `customerid` and the partner link's signature
 * `sig`, `utm_medium`, `utm_campaign`, `gclid`) prefills from the partner's lead and, for a
 * complete lead, rates it at once.
 *
 * A GET only says which entry the address asks for: the page then offers a POST
 * (intent `entry`) that reads the lead or the saved quote, saves the draft and submits the rating.
 * Nothing personal is shown before that POST, and nothing is written by opening the link.
 */
import { affiliateEntry, type AffiliatePrefill } from "~/domain/quote/affiliate";
import { emptyDraft, firstIncompleteStep, syncPrimary, type QuoteDraft } from "~/domain/quote/draft";
import { STEPS, type Step } from "~/domain/quote/progress";
import { AFFILIATE_SOURCES } from "~/domain/quote/revisit";
import { logger } from "~/.server/logger";
import type { PageContext, PageVariant } from "./page-data.server";
import { affiliateLead, getTransaction, rateQuoteTransaction } from "~/.server/platform/quote";
import { draftFromSavedTransaction, prefillFromAffiliate } from "./mapping.server";
import { saveDraft } from "./draft-store.server";
import { getQuotes, type ActionContext } from "./actions.server";
import { customerOf } from "../account/session.server";
import { getMyQuote } from "~/.server/platform/portal";

/** The entry parameters: read once, then the page continues at its clean address. */
export const ENTRY_PARAMS = ["code", "transactionId", "utm_source", "utm_medium", "utm_campaign", "gclid", "customerid", "sig"];

const ID = /^[A-Za-z0-9_-]{1,100}$/;

/** What the address asks for, from the address and the session alone (no platform call, no write). */
export type PendingEntry = { kind: "partner" } | { kind: "saved" } | { kind: "verify"; code: string };

export function pendingEntry(ctx: Pick<PageContext, "url" | "session">): PendingEntry | null {
  const query = ctx.url.searchParams;
  const transactionId = query.get("transactionId")?.trim();
  if (transactionId && ID.test(transactionId)) return { kind: "saved" };
  const code = query.get("code")?.trim();
  if (code && ID.test(code)) return (ctx.session.get("verifiedQuotes") ?? []).includes(code) ? { kind: "saved" } : { kind: "verify", code };
  const source = query.get("utm_source")?.trim().toLowerCase();
  if (source && (AFFILIATE_SOURCES as readonly string[]).includes(source)) return { kind: "partner" };
  return null;
}

/**
 * Whose saved quote opens: the session's own transaction, one whose owner this visitor verified, or
 * (doc3 §2.7 My quotes) one of the signed-in customer's own quotes, as the platform answers for the
 * customer's token.
 */
export async function allowedTransaction(ctx: Pick<PageContext, "session" | "platform">, transactionId: string): Promise<boolean> {
  if (ctx.session.get("transactionId") === transactionId) return true;
  for (const rateQuoteId of ctx.session.get("verifiedQuotes") ?? []) {
    const answer = await rateQuoteTransaction(ctx.platform, rateQuoteId);
    if (answer?.ok && answer.data.transactionId === transactionId) return true;
  }
  const customer = customerOf(ctx.session);
  if (customer) {
    const mine = await getMyQuote(ctx.platform, customer.token, transactionId);
    if (mine?.ok) return true;
  }
  return false;
}

export type EntryOutcome = { draft: QuoteDraft; changed: boolean; affiliateError?: string };

const quotesOf = (draft: QuoteDraft, transactionId: string): QuoteDraft => ({
  ...draft,
  step: "quotes",
  completed: ["driver", "vehicle", "policy"],
  transactionId,
});

/** The draft an entry gives (setting the session's transaction for a reopened quote). Called by the entry POST only. */
export async function resolveEntry(ctx: PageContext, loaded: QuoteDraft): Promise<EntryOutcome> {
  const query = ctx.url.searchParams;
  const transactionId = query.get("transactionId")?.trim();
  if (transactionId && ID.test(transactionId) && (await allowedTransaction(ctx, transactionId))) {
    const saved = await getTransaction(ctx.platform, transactionId);
    if (saved?.ok) {
      const draft = await draftFromSavedTransaction(ctx.platform, saved.data.transaction, ctx.variant.mileageRequired);
      ctx.session.set("transactionId", transactionId);
      return { draft: quotesOf(draft, transactionId), changed: true };
    }
  }
  const code = query.get("code")?.trim();
  if (code && ID.test(code)) {
    // A saved quote loads once its owner is verified (the verify modal lists it in the session).
    if ((ctx.session.get("verifiedQuotes") ?? []).includes(code)) {
      const quote = await rateQuoteTransaction(ctx.platform, code);
      const saved = quote?.ok ? await getTransaction(ctx.platform, quote.data.transactionId) : null;
      if (quote?.ok && saved?.ok) {
        const draft = await draftFromSavedTransaction(ctx.platform, saved.data.transaction, ctx.variant.mileageRequired);
        ctx.session.set("transactionId", quote.data.transactionId);
        return { draft: quotesOf(draft, quote.data.transactionId), changed: true };
      }
    }
    return { draft: loaded, changed: false };
  }

  const source = query.get("utm_source")?.trim().toLowerCase();
  if (source && (AFFILIATE_SOURCES as readonly string[]).includes(source)) {
    const pick = (name: string) => query.get(name)?.trim() || undefined;
    const answer = await affiliateLead(ctx.platform, {
      customerid: pick("customerid"),
      utm_source: source,
      utm_medium: pick("utm_medium"),
      utm_campaign: pick("utm_campaign"),
      gclid: pick("gclid"),
      sig: pick("sig"),
    });
    const prefill: AffiliatePrefill | null = answer?.ok ? prefillFromAffiliate(answer.data.lead.rawData) : null;
    const base = prefill ? draftFromAffiliate(prefill, ctx.variant) : emptyDraft({ mileageRequired: ctx.variant.mileageRequired, visitorKind: "affiliate" });
    const draft = syncPrimary({ ...base, seen: loaded.seen });
    const entry = affiliateEntry(prefill);
    if (entry.error) logger().warn({ type: entry.error.type, status: entry.error.status, message: entry.error.message }, "Affiliate Error");
    // A complete lead goes straight to the quotes (the entry POST submits it), or to consent first.
    const step = entry.error ? affiliateLanding(entry.step, draft) : entry.step === "affiliateConsent" ? "affiliateConsent" : "quoteLoading";
    return { draft: { ...draft, step, completed: completedBefore(step) }, changed: true, affiliateError: entry.error?.message };
  }
  return { draft: loaded, changed: false };
}

/**
 * The entry POST: resolve the entry, save the draft, rate a complete partner lead. Returns where the
 * page continues: its clean address (at #quotes when quoted); a partner's error is kept in the session for the notice.
 */
export async function runEntry(ctx: ActionContext, loaded: QuoteDraft): Promise<string> {
  const entry = await resolveEntry(ctx, loaded);
  let draft = entry.draft;
  if (draft.step === "quoteLoading") {
    // doc2 §4 affiliate entry: a complete partner lead is quoted at once.
    const quoted = await getQuotes(ctx, "affiliate", draft);
    if (quoted.ok) draft = { ...draft, step: "quotes", completed: ["driver", "vehicle", "policy"] };
    else {
      draft = { ...draft, step: "policy", completed: ["driver", "vehicle"] };
      await saveDraft(ctx.platform, ctx.session, draft);
    }
  } else if (entry.changed) await saveDraft(ctx.platform, ctx.session, draft);
  const clean = new URL(ctx.url);
  for (const name of ENTRY_PARAMS) clean.searchParams.delete(name);
  // doc2 §8: the recorded error stays out of the address; the page shows what to do instead.
  if (entry.affiliateError) ctx.session.set("affiliateNotice", entry.affiliateError);
  else ctx.session.unset("affiliateNotice");
  const hash = draft.step === "quotes" ? "#quotes" : "";
  return `${clean.pathname}${clean.search}${hash}`;
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
  const marital =
    prefill.marital === "single" || prefill.marital === "1" ? "single" : prefill.marital === "married" || prefill.marital === "0" ? "married" : undefined;
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
