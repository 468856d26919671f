/**
 * The coverage step (doc2 §5): term and package, or custom coverages. Then the partner consent
 * when one is needed, otherwise the quotes.
 */
import { z } from "zod";
import { COVERAGE_CODES, parseDefaultCustomCoverages, policySchema } from "~/domain/quote/coverage";
import { getQuotes } from "./get-quotes.server";
import { affiliateConsentNeeded, defineIntent, moveOn } from "./shared.server";

export const policy = defineIntent({
  schema: ({ ctx }) =>
    policySchema({
      defaultTerm: ctx.settings.policyTermMonths,
      defaultPackage: ctx.settings.coveragePackage,
      defaultCustomCoverages: parseDefaultCustomCoverages(ctx.settings.customCoverage),
    }).extend({ custom: z.boolean().optional() }),
  handle: async ({ ctx, intent, form, draft, value }) => {
    const customValues: Record<string, string> = {};
    for (const code of COVERAGE_CODES) {
      const chosen = form.get(`cov.${code}`);
      if (typeof chosen === "string") customValues[code] = chosen.slice(0, 40);
    }
    const policy = {
      term: value.term,
      coveragePackage: value.coveragePackage,
      customCoverages: value.customCoverages,
      custom: value.custom === true,
      customValues,
    };
    const updated = { ...draft, policy };
    if (affiliateConsentNeeded(ctx, updated)) return moveOn(ctx, intent, updated);
    return getQuotes(ctx, intent, updated);
  },
});
