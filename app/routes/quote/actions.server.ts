/**
 * The quote page's action (doc2 §2–§5): one intent per wizard step or modal, each handled by its
 * own module under ./intents (the registry lists them). Every intent re-validates its fields with
 * the same schemas the browser uses, then saves the draft on the platform. An intent the page does
 * not know is refused before anything is read or written; bad input answers the field messages
 * (status 400), never a 500.
 */
import { visitorMayAct } from "~/.server/platform/visitor-limits";
import { agencyToday } from "~/domain/agency-time";
import type { QuoteDraft } from "~/domain/quote/draft";
import type { ActionResult } from "./action-types";
import { intentHandlers, intentOf } from "./intents/registry.server";
import { fail, type ActionContext } from "./intents/shared.server";
import { wizardRules } from "./rules";
import { ruleConfig } from "./wizard-config.server";

export type { ActionResult, ActionContext };
export { getQuotes } from "./intents/get-quotes.server";
export { intentOf, type QuoteIntent } from "./intents/registry.server";

/** The answer to a form whose intent the page has no handler for (status 400). */
export function unknownIntent(form: FormData): ActionResult {
  return fail(String(form.get("intent") ?? "").slice(0, 40), {}, "quote.wizard.unknownRequest");
}

export async function handleAction(ctx: ActionContext, form: FormData, draft: QuoteDraft): Promise<ActionResult> {
  const intent = intentOf(form);
  if (!intent) return unknownIntent(form);
  // The partner's notice spoke of the step the entry opened: the page in view keeps it, a new one does not.
  ctx.session.unset("affiliateNotice");
  if (String(form.get("website") ?? "") !== "") return fail(intent, {}, "quote.wizard.saveFailed");
  if (!(await visitorMayAct(ctx.platform, "quote-actions"))) return fail(intent, {}, "quote.wizard.tooMany");
  const rules = wizardRules(ruleConfig(ctx.settings, ctx.lang), agencyToday());
  return intentHandlers[intent].run({ ctx, intent, form, draft, rules });
}
