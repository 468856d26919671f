/**
 * The agency's terms for each carrier it sells (doc2 §3, §4): which carriers a brand rates, where,
 * with which conditional rules, and how their Buy now opens. They are decided by the agency's
 * editors in the site's CMS (one `carrier` document per carrier) and sent by the site with each
 * transaction it submits or estimates; the platform keeps only the carriers' rate tables
 * (../rating/carriers/). The platform rates a named carrier only when it has tables for it that
 * cover the customer's state (an HTTP connector only while its address is configured).
 *
 * A client that names no carriers gets every carrier whose tables cover the state, with the
 * default terms: no conditional rules and a Buy now that opens in a frame.
 */
import { z } from "zod";
import { DEFAULT_CARRIER_TERMS, type Carrier } from "../rating/index.ts";

export const carrierTermsSchema = z.object({
  carrierId: z.string().regex(/^[a-z0-9-]{1,60}$/, "must be a carrier id (lower-case letters, digits and dashes)"),
  states: z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, "must be a two-letter state code"),
    )
    .max(60)
    .optional()
    .meta({ description: "States where the brand sells the carrier; absent: wherever its rate tables reach." }),
  conditionalRules: z
    .array(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: "must be 1, 2, 3 or 4" }))
    .max(4)
    .default([])
    .meta({ description: "doc2 §4: 1 every driver 21 or older, 2 a one-month down-payment plan, 3 an EFT plan, 4 exactly 4 payments." }),
  showBuyButton: z.boolean().default(true),
  bolType: z.number().int().min(1).max(3).default(1).meta({ description: "1 buy online, 2 buy online after a confirmation, 3 agent only." }),
  openNewWindow: z.boolean().default(false),
});
export type CarrierTerms = z.output<typeof carrierTermsSchema>;

/** The transaction field: the brand's carriers to rate, in order. */
export const carrierTermsListField = z
  .array(carrierTermsSchema)
  .max(50, "at most 50 carriers")
  .optional()
  .meta({
    description:
      "The brand's carriers to rate, each with the agency's terms (states, doc2 §4 conditional rules, buy-now flags), as the site's CMS holds them. " +
      "Only these are rated (those whose rate tables cover the state). Absent: every carrier whose tables cover the state, with no conditional rules and a framed Buy now. An empty list rates no carrier.",
  });

/** The terms of a carrier when the client names none. */
export const DEFAULT_TERMS: Omit<CarrierTerms, "carrierId" | "states"> = { ...DEFAULT_CARRIER_TERMS, conditionalRules: [] };

/** The carrier as rated under the agency's terms. */
export function withTerms<C extends Carrier>(carrier: C, terms: Omit<CarrierTerms, "carrierId" | "states">): C {
  return {
    ...carrier,
    conditionalRules: [...terms.conditionalRules],
    showBuyButton: terms.showBuyButton,
    bolType: terms.bolType,
    openNewWindow: terms.openNewWindow,
  };
}
