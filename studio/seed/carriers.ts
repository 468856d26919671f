/**
 * The carrier documents (doc2 §3, §4; doc3 §3): one per sample carrier of the platform
 * (platform/rating/carriers/), quoted by every seed brand, with the rules and buy-now modes of the
 * sample carriers: Mesquite Trail sold by an agent (rules 1 and 2), Gulf Breeze EFT plans only
 * (rule 3), Red River exactly 4 payments (rule 4) in a new window, Pecan Hollow after a
 * confirmation, the others in a frame. Gulf Breeze sells online on the site; Bluebonnet Lantern
 * finishes in the follow-up form; the others keep Buy now on the carrier's own site. Prairie Link
 * is rated only where the platform's connector is configured (RATING_CONNECTOR_URL).
 */
type SeedCarrier = Record<string, unknown> & { carrierId: string; name: string; states: string[] };

const carrierSite = { showBuyButton: true, bolType: 1, openNewWindow: false, purchaseFlow: "carrier", conditionalRules: [] as number[] };

export const seedCarriers: SeedCarrier[] = [
  { carrierId: "armadillo-ridge", name: "Armadillo Ridge County Mutual (fictional)", states: ["TX"], ...carrierSite },
  {
    carrierId: "bluebonnet-lantern",
    name: "Bluebonnet Lantern Mutual (fictional)",
    states: ["TX"],
    ...carrierSite,
    // Finishes in the follow-up form: an agent confirms the shopper's contact codes.
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
  { carrierId: "golden-poppy", name: "Golden Poppy Auto (fictional)", states: ["CA"], ...carrierSite },
  {
    carrierId: "gulf-breeze",
    name: "Gulf Breeze Casualty (fictional)",
    states: ["TX", "LA", "OK"],
    ...carrierSite,
    conditionalRules: [3],
    purchaseFlow: "online",
    enableESign: true,
    enableMaritalValidation: true,
    enablePaymentOption: true,
    enableSecondaryDriverDob: true,
    paymentPlanDescription: "Pay in full",
  },
  { carrierId: "high-desert", name: "High Desert Casualty (fictional)", states: ["AZ", "NM"], ...carrierSite },
  {
    carrierId: "mesquite-trail",
    name: "Mesquite Trail Auto Insurance Co. (fictional)",
    states: ["TX"],
    ...carrierSite,
    showBuyButton: false,
    bolType: 3,
    conditionalRules: [1, 2],
  },
  { carrierId: "pecan-hollow", name: "Pecan Hollow Insurance Exchange (fictional)", states: ["TX"], ...carrierSite, bolType: 2, openNewWindow: true },
  {
    carrierId: "prairie-link-connector",
    name: "Prairie Link Rater Connection (fictional)",
    states: ["AZ", "LA", "NM", "OK", "TX"],
    ...carrierSite,
    showBuyButton: false,
    bolType: 2,
    openNewWindow: true,
  },
  { carrierId: "red-river", name: "Red River Indemnity (fictional)", states: ["TX", "OK"], ...carrierSite, openNewWindow: true, conditionalRules: [4] },
  { carrierId: "redwood-coast", name: "Redwood Coast Indemnity (fictional)", states: ["CA"], ...carrierSite },
  { carrierId: "saguaro-mesa", name: "Saguaro Mesa Mutual (fictional)", states: ["AZ", "NM"], ...carrierSite },
];
