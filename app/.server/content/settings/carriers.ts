/**
 * Carriers (doc2 §3, §4, §6; doc3 §3 "Carrier configuration"): the typed reading of the `carrier`
 * documents (Studio fields in cms-schemas/carrier.ts), with defaults.
 */
import { z } from "zod";

const text = z.object({ en: z.string().default(""), es: z.string().default("") }).prefault({});
const flag = z.boolean().default(false);

/** doc2 §4 conditional carrier rules: 1 age 21 or older, 2 one-month plan, 3 EFT plan, 4 exactly 4 payments. */
export const conditionalRuleSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);

export const carrierConfigurationSchema = z.object({
  carrierId: z.string().min(1),
  /** The name on the carrier's cards; empty: the platform's name of the carrier. */
  name: z.string().default(""),
  /** The brands that quote it (their codes). */
  brands: z.array(z.string()).default([]),
  /** Where the brands sell it. */
  states: z.array(z.string()).default([]),
  conditionalRules: z.array(conditionalRuleSchema).default([]),
  showBuyButton: z.boolean().default(true),
  /** doc2 §1 weekday rules: the days (0 Sunday … 6 Saturday, agency time) its cards show the call-to-action buttons; empty: every day. */
  callToActionWeekdays: z.array(z.number().int().min(0).max(6)).default([]),
  bolType: z.number().int().min(1).max(3).default(1),
  openNewWindow: flag,
  purchaseFlow: z.enum(["online", "followUp", "carrier"]).default("carrier"),
  enableDriverStatus: flag,
  enableAllFieldsForExclude: flag,
  enableESign: flag,
  enableMaritalValidation: flag,
  questionOrder: z.array(z.string()).default([]),
  enableActionType: flag,
  enablePaperlessConsent: flag,
  consentMessage: text,
  enablePaymentOption: flag,
  enableSecondaryDriverDob: flag,
  hideAdditionalDriverSection: flag,
  paymentPlanDescription: z.string().default(""),
  questions: z
    .array(
      z.object({
        code: z.string().min(1),
        errorMessage: text,
        yesButton: z.string().min(1).default("Y"),
        noButton: z.string().min(1).default("N"),
      }),
    )
    .default([]),
});
export type CarrierConfiguration = z.infer<typeof carrierConfigurationSchema>;

/** A brand's carriers as the content source answers them: a document that does not parse (no carrier id) is left out rather than failing the page. */
export const carrierListSchema = z.array(z.unknown()).transform((items) =>
  items.flatMap((item) => {
    const parsed = carrierConfigurationSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  }),
);
