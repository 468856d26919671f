/**
 * What every intent of the quote page's action shares (doc2 §2–§5): its context, how it reads its
 * fields (the schema the browser checks the same form with, where the step has one), how it saves
 * the draft on the platform and how it answers. Bad input answers the field messages (status 400),
 * never a 500.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { TFunction } from "~/i18n";
import { needsAffiliateConsent } from "~/domain/quote/affiliate";
import { progressOf, withProgress, type QuoteDraft } from "~/domain/quote/draft";
import { next } from "~/domain/quote/progress";
import { saveDraft } from "../draft-store.server";
import type { PageContext } from "../page-data.server";
import type { wizardRules } from "../rules";
import type { ActionResult, ActionSuccess } from "../action-types";

export type ActionContext = PageContext & {
  t: TFunction;
  ip: string;
  lang: "en" | "es";
  comingSoonPath: string;
  /** Set when driver step 3 saved a new place: the page remembers it as the visitor's zip, state and city. */
  place?: { zip: string; state: string; city: string };
};

/** What an intent is given: the request's context, the posted form, the draft the page showed and the shared validation rules. */
export type IntentRequest = {
  ctx: ActionContext;
  intent: string;
  form: FormData;
  draft: QuoteDraft;
  rules: ReturnType<typeof wizardRules>;
};

/** One intent: the schema of its fields and what it does with them once they are valid. */
export type IntentHandler = {
  schema: (request: IntentRequest) => z.core.$ZodType;
  run: (request: IntentRequest) => Promise<ActionResult>;
};

/**
 * An intent from its schema and its handler: the posted form is read with the schema first, and
 * the handler runs only with valid fields (otherwise the field messages answer, status 400).
 */
export function defineIntent<S extends z.core.$ZodType>(intent: {
  schema: (request: IntentRequest) => S;
  handle: (request: IntentRequest & { value: z.output<S> }) => Promise<ActionResult>;
}): IntentHandler {
  return {
    schema: intent.schema,
    run: async (request) => {
      const submission = parseWithZod(request.form, { schema: intent.schema(request) });
      if (submission.status !== "success") return fail(request.intent, errorsOf(submission.error));
      return intent.handle({ ...request, value: submission.value as z.output<S> });
    },
  };
}

export const fail = (intent: string, errors: Record<string, string[]>, notice?: string): ActionResult => ({
  ok: false,
  intent,
  errors,
  ...(notice ? { notice } : {}),
});

export const done = (intent: string, extra: Partial<ActionSuccess> = {}): ActionResult => ({ ok: true, intent, ...extra });

/** The platform did not keep the draft: the visitor is asked to try again. */
export const unsaved = (ctx: ActionContext, intent: string) => fail(intent, {}, "quote.wizard.saveFailed");

function errorsOf(error: Record<string, string[] | null> | null | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(error ?? {})) if (messages?.length) out[name] = messages;
  return out;
}

/** Saves the draft on the platform; false when it was not kept. */
export async function commit(ctx: ActionContext, draft: QuoteDraft): Promise<boolean> {
  // A place saved on driver step 3/3 becomes the visitor's entered zip: the revisit rules have seen it.
  const seen = ctx.place && draft.seen ? { ...draft.seen, zip: ctx.place.zip } : draft.seen;
  return saveDraft(ctx.platform, ctx.session, { ...draft, seen });
}

/** Saves the draft and answers: done (with `extra`) when the platform kept it. */
export async function saveAndAnswer(ctx: ActionContext, intent: string, draft: QuoteDraft, extra: Partial<ActionSuccess> = {}): Promise<ActionResult> {
  return (await commit(ctx, draft)) ? done(intent, extra) : unsaved(ctx, intent);
}

/** Saves the draft one stage further on (doc2 §2 progress) and answers. */
export async function moveOn(ctx: ActionContext, intent: string, draft: QuoteDraft, extra: Partial<ActionSuccess> = {}): Promise<ActionResult> {
  return saveAndAnswer(ctx, intent, withProgress(draft, next(progressOf(draft), { affiliateConsentNeeded: affiliateConsentNeeded(ctx, draft) })), extra);
}

export function affiliateConsentNeeded(ctx: ActionContext, draft: QuoteDraft): boolean {
  // doc2 §4: the partner flag of the brand's quote settings says whether partner leads need consent.
  const partnerRequiresConsent = draft.visitorKind === "affiliate" && ctx.settings.partnerConsentRequired;
  return needsAffiliateConsent({ consentChecked: draft.affiliateConsent === true, partnerRequiresConsent });
}
