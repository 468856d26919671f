/** The partner's consent step (doc2 §4): the visitor agrees, then the quotes. */
import { affiliateConsentSchema } from "~/domain/quote/affiliate";
import { getQuotes } from "./get-quotes.server";
import { defineIntent } from "./shared.server";

export const affiliateConsent = defineIntent({
  schema: () => affiliateConsentSchema,
  handle: async ({ ctx, intent, draft }) => getQuotes(ctx, intent, { ...draft, affiliateConsent: true }),
});
