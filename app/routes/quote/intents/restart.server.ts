/**
 * Starting a new quote from the quote stage (doc2 §4): the driver's phone and date of birth stay,
 * the rated transaction and the lead are let go, and the page opens driver step 1.
 */
import { z } from "zod";
import { fromDashedDate } from "~/domain/quote/dates";
import { defineIntent, saveAndAnswer } from "./shared.server";

export const restart = defineIntent({
  schema: () => z.object({ phone: z.string().default(""), dob: z.string().default("") }),
  handle: async ({ ctx, intent, draft, value }) => {
    const phone = value.phone.replace(/\D/g, "").slice(0, 10);
    const parts = fromDashedDate(value.dob.trim().replace(/\//g, "-"));
    const primary = {
      ...draft.primary,
      ...(phone.length === 10 ? { phone } : {}),
      ...(parts ? { dob: `${parts.month.padStart(2, "0")}-${parts.day.padStart(2, "0")}-${parts.year}` } : {}),
    };
    ctx.session.unset("transactionId");
    const updated = {
      ...draft,
      primary,
      step: "driver1" as const,
      completed: [],
      transactionId: undefined,
      leadKey: undefined,
      leadQuoted: undefined,
      leadRound: (draft.leadRound ?? 0) + 1,
    };
    return saveAndAnswer(ctx, intent, updated);
  },
});
