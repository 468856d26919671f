/** Lead capture (doc2 §4): created when the driver summary is reached, updated until quoted. */
import { CreatedLeads, leadFields, whenNoSavePending } from "~/domain/quote/lead";
import type { QuoteDraft } from "~/domain/quote/draft";
import { createLead, updateLead } from "../platform.server";
import type { ActionContext } from "./shared.server";

const pendingLeads = new Set<string>();
const createdLeads = new CreatedLeads();

export async function captureLead(ctx: ActionContext, draft: QuoteDraft, extra: Record<string, unknown> = {}): Promise<QuoteDraft> {
  // A visitor without a saved draft has nothing to wait for: no other request of theirs can hold a lead save.
  const key = ctx.session.get("draftId");
  return whenNoSavePending(
    () => key !== undefined && pendingLeads.has(key),
    async () => {
      if (key !== undefined) pendingLeads.add(key);
      try {
        const p = draft.primary;
        if (draft.leadQuoted) return draft;
        const knownKey = draft.leadKey ?? (key !== undefined ? createdLeads.recall(key) : undefined);
        if (knownKey) draft = { ...draft, leadKey: knownKey };
        if (draft.leadKey) {
          const answer = await updateLead(ctx.platform, draft.leadKey, { ...leadFields(draft), ...extra });
          return answer?.ok && answer.data.status === "Quoted" ? { ...draft, leadQuoted: true } : draft;
        }
        if (!p.firstName || !p.lastName || !p.email || !p.phone || !p.dob || !p.city || !p.zip || !p.state) return draft;
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
            ...leadFields(draft),
          },
          p.state,
        );
        if (!answer?.ok) return draft;
        if (key !== undefined) createdLeads.remember(key, answer.data.leadKey);
        return { ...draft, leadKey: answer.data.leadKey };
      } finally {
        if (key !== undefined) pendingLeads.delete(key);
      }
    },
  );
}

function marketingSource(ctx: ActionContext) {
  const q = ctx.url.searchParams;
  const pick = (name: string) => q.get(name)?.trim().slice(0, 100) || undefined;
  return { utmSource: pick("utm_source"), medium: pick("utm_medium"), utmCampaign: pick("utm_campaign"), gclId: pick("gclid"), landingPage: ctx.url.pathname };
}
