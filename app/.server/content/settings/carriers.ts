/**
 * Carrier configuration per brand (doc3 §3 "Carrier configuration"): the typed reading of the
 * `carrierSettings` document (Studio fields in cms-schemas/settings/carriers.ts), with defaults.
 */
import { z } from "zod";

const text = z.object({ en: z.string().default(""), es: z.string().default("") }).prefault({});
const flag = z.boolean().default(false);

export const carrierConfigurationSchema = z.object({
  carrierId: z.string().min(1),
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
  county: flag,
  calculatedMileage: flag,
  flowType: z.string().default(""),
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

export const carrierSettingsShape = {
  /** Entries that do not parse (no carrier id) are left out rather than failing the page. */
  carriers: z
    .array(z.unknown())
    .default([])
    .transform((items) => items.flatMap((item) => {
      const parsed = carrierConfigurationSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    })),
};
