/**
 * Lead capture (doc2 §4): created when the driver summary is reached, updated until quoted. The
 * platform keeps it idempotent: the create carries the draft's request key, so two saves of the
 * visitor that both found no lead yet reach the same lead.
 */
import { leadFields, leadRequestKey } from "~/domain/quote/lead";
import type { QuoteDraft } from "~/domain/quote/draft";
import { createLead, updateLead } from "~/.server/platform/quote";
import type { ActionContext } from "./shared.server";

export async function captureLead(ctx: ActionContext, draft: QuoteDraft, extra: Record<string, unknown> = {}): Promise<QuoteDraft> {
  const p = draft.primary;
  if (draft.leadQuoted) return draft;
  if (draft.leadKey) {
    const answer = await updateLead(ctx.platform, draft.leadKey, { ...leadFields(draft), ...extra });
    return answer?.ok && answer.data.status === "Quoted" ? { ...draft, leadQuoted: true } : draft;
  }
  if (!p.firstName || !p.lastName || !p.email || !p.phone || !p.dob || !p.city || !p.zip || !p.state) return draft;
  const draftId = ctx.session.get("draftId");
  const answer = await createLead(
    ctx.platform,
    {
      name: p.firstName,
      lastname: p.lastName,
      email: p.email,
      phone: p.phone,
      dob: p.dob,
      city: p.city,
      zipCode: p.zip,
      experience: ctx.variant.california ? "ca" : (ctx.variant.state ?? "base"),
      source: marketingSource(ctx),
      ...(p.privacyConsent ? { consent: { consentText: ctx.t("quote.driver2.consentText"), page: `${ctx.url.pathname}#driver2` } } : {}),
      ...(draftId ? { requestKey: leadRequestKey(draftId, draft) } : {}),
      ...leadFields(draft),
    },
    p.state,
  );
  if (!answer?.ok) return draft;
  // A create sent again answers the lead it made, quoted by now or not.
  const created: QuoteDraft = { ...draft, leadKey: answer.data.leadKey, ...(answer.data.status === "Quoted" ? { leadQuoted: true } : {}) };
  // A lead first made by "get my quotes" gets that call's update too: linked to the rating transaction, it is quoted when the rating ends.
  return Object.keys(extra).length > 0 && !created.leadQuoted ? captureLead(ctx, created, extra) : created;
}

function marketingSource(ctx: ActionContext) {
  const q = ctx.url.searchParams;
  const pick = (name: string) => q.get(name)?.trim().slice(0, 100) || undefined;
  return { utmSource: pick("utm_source"), medium: pick("utm_medium"), utmCampaign: pick("utm_campaign"), gclId: pick("gclid"), landingPage: ctx.url.pathname };
}
