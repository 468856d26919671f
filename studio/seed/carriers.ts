/**
 * Each brand's `carrierSettings` document: which carriers sell online on the site, which finish in
 * the follow-up form, and their options (doc3 §3 "Carrier configuration"). Carriers not listed keep
 * Buy now on the carrier's own site (red-river in a new window, pecan-hollow after a confirmation,
 * armadillo-ridge in a frame: doc2's three buy-now modes).
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
        // Finishes in the follow-up form: an agent confirms the shopper's contact codes.
        carrierId: "bluebonnet-lantern",
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
    ],
  };
}
