/**
 * Each brand's `carrierSettings` document: which carriers sell online on the site, which finish in
 * the follow-up form, and their options (doc3 §3 "Carrier configuration"). Carriers not listed keep
 * Buy now on the carrier's own site.
 */
export function carrierSettingsFields(): Record<string, unknown> {
  return {
    carriers: [
      {
        carrierId: "gulf-breeze",
        purchaseFlow: "online",
        enableESign: true,
        enableMaritalValidation: true,
        enablePaymentOption: true,
        enableSecondaryDriverDob: true,
        paymentPlanDescription: "Pay in full",
      },
      {
        carrierId: "pecan-hollow",
        purchaseFlow: "online",
        enableESign: false,
        hideAdditionalDriverSection: true,
        paymentPlanDescription: "Pay in full",
      },
      {
        carrierId: "red-river",
        purchaseFlow: "followUp",
        enableDriverStatus: true,
        enableActionType: true,
        enablePaperlessConsent: true,
        consentMessage: {
          en: "I agree to receive my policy documents and notices by e-mail instead of by mail.",
          es: "Acepto recibir mis documentos y avisos de la póliza por correo electrónico en lugar de por correo postal.",
        },
        enableSecondaryDriverDob: true,
      },
      {
        carrierId: "mesquite-trail",
        purchaseFlow: "followUp",
        hideAdditionalDriverSection: true,
      },
    ],
  };
}
