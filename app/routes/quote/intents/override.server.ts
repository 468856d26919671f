/** The override modal's answer (doc2 §5): use the details the lookup found ("yes"), or keep the typed ones. */
import { z } from "zod";
import { answerOverride } from "~/domain/quote/lookup-override";
import { identityOf, withIdentity } from "./identity.server";
import { defineIntent, moveOn } from "./shared.server";

export const override = defineIntent({
  schema: () => z.object({ use: z.string().optional() }),
  handle: async ({ ctx, intent, draft, value }) => {
    const found = draft.pendingOverride;
    if (!found) return moveOn(ctx, intent, draft);
    const p = withIdentity(draft.primary, answerOverride(identityOf(draft.primary), found, value.use === "yes"));
    return moveOn(ctx, intent, { ...draft, primary: p, pendingOverride: undefined });
  },
});
