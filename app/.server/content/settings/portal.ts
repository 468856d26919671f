/**
 * The customer portal: the typed reading of the `portalSettings` document (Studio fields in cms-schemas/settings/portal.ts).
 * Each entry is a zod field with the spec's default, so an empty document still gives every value.
 * The tier thresholds and the points of each way to earn are not here: they are the platform's own
 * (the loyalty programmes answer them), so what a customer reads is what the platform counts.
 */
import { z } from "zod";

const text = (en: string, es: string) => ({ en, es });

/** The spec's values (doc3 §4.6, §5.6, §8, §9) and the portal's texts. */
export const portalDefaults = {
  /** doc3 §9: the gift cards this brand offers, by card value (points; display value = card value / 100). Empty: every card the platform lists. */
  rewardCardValues: [1000, 2500, 5000],
  /** doc3 §5.6, §9: referral age limits, and whether the form asks the friend's age. */
  referralMinAge: 15,
  referralMaxAge: 75,
  referralAskAge: true,
  /** doc3 §4.6, §9: how long the payment-return view waits for the processor's confirmation (countdown ring). */
  paymentResultWaitSeconds: 30,
  /** The make-payment window's contact options (doc3 §2.7: text, call, live chat). Empty phone: the brand's phone. */
  paymentTextNumber: "",
  paymentCallNumber: "",
  liveChatUrl: "",
  waysToEarn: text(
    "Earn points when you get a quote, buy a policy, or refer a friend who buys.",
    "Gana puntos cuando cotizas, compras una póliza o recomiendas a un amigo que compra.",
  ),
  howToRedeem: text(
    "Once your balance reaches a gift card's value, press Redeem and choose the card. Your code and PIN appear right away.",
    "Cuando tu saldo alcance el valor de una tarjeta de regalo, presiona Canjear y elige la tarjeta. Tu código y PIN aparecen al instante.",
  ),
  /** The tier window's text; {0}, {1} and {2} stand for the silver, gold and platinum thresholds the platform uses. */
  tierInformation: text(
    "Your tier depends on the points you have earned since you joined: Gold from {1} points, Platinum from {2}. Higher tiers unlock better rewards.",
    "Tu nivel depende de los puntos que has ganado desde que te uniste: Oro desde {1} puntos, Platino desde {2}. Los niveles más altos desbloquean mejores recompensas.",
  ),
  /** doc3 §8: redemption failure. */
  redeemError: text(
    "We couldn't redeem your reward. Your points were not used. Please try again.",
    "No pudimos canjear tu recompensa. No se usaron tus puntos. Inténtalo de nuevo.",
  ),
  /** doc3 §8: pay-now failure (payment-help window). */
  paymentHelp: text(
    "We couldn't open the payment page. Call us, send us a text, or chat with an agent and we'll help you pay.",
    "No pudimos abrir la página de pago. Llámanos, envíanos un mensaje de texto o chatea con un agente y te ayudaremos a pagar.",
  ),
  /** doc3 §8: consent load or submit failure. */
  consentError: text(
    "We couldn't load or save your consent. Please try again later or call us.",
    "No pudimos cargar ni guardar tu consentimiento. Inténtalo más tarde o llámanos.",
  ),
  /** doc3 §2.9: the consent statements, one box each; the exact text is recorded with the consent. */
  consentStatements: [
    text(
      "I agree to receive marketing text messages and calls, including by automated means, at the mobile number above. Consent is not a condition of purchase.",
      "Acepto recibir mensajes de texto y llamadas de mercadeo, incluso por medios automatizados, al número móvil indicado. El consentimiento no es condición de compra.",
    ),
    text("I agree to receive marketing e-mails at the address above.", "Acepto recibir correos electrónicos de mercadeo en la dirección indicada."),
  ],
  /** doc3 §5.6: the consent text shown under the referral form (recorded with the referral, TCPA). */
  referralConsent: text(
    "By sending, you confirm your friend agreed to be contacted by us by phone, text and e-mail about auto insurance.",
    "Al enviar, confirmas que tu amigo aceptó que lo contactemos por teléfono, mensaje de texto y correo electrónico sobre seguros de auto.",
  ),
};
const d = portalDefaults;

/** Bilingual text whose empty language takes that language's default. */
const textOr = (fallback: { en: string; es: string }) =>
  z
    .object({ en: z.string().nullish(), es: z.string().nullish() })
    .nullish()
    .transform((v) => ({ en: v?.en?.trim() || fallback.en, es: v?.es?.trim() || fallback.es }));
const int = (fallback: number, min = 0) => z.number().int().min(min).default(fallback);
const phone = z
  .string()
  .regex(/^[\d ()+.-]*$/)
  .default("");

export const portalSettingsShape = {
  rewardCardValues: z.array(z.number().int().positive()).default(d.rewardCardValues),
  referralMinAge: int(d.referralMinAge),
  referralMaxAge: int(d.referralMaxAge),
  referralAskAge: z.boolean().default(d.referralAskAge),
  paymentResultWaitSeconds: int(d.paymentResultWaitSeconds, 1),
  paymentTextNumber: phone,
  paymentCallNumber: phone,
  liveChatUrl: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]).default(""),
  waysToEarn: textOr(d.waysToEarn),
  howToRedeem: textOr(d.howToRedeem),
  tierInformation: textOr(d.tierInformation),
  redeemError: textOr(d.redeemError),
  paymentHelp: textOr(d.paymentHelp),
  consentError: textOr(d.consentError),
  consentStatements: z
    .array(z.object({ en: z.string().nullish(), es: z.string().nullish() }))
    .nullish()
    .transform((list) => {
      const filled = (list ?? []).map((s) => ({ en: s.en?.trim() ?? "", es: s.es?.trim() ?? "" })).filter((s) => s.en || s.es);
      return filled.length > 0 ? filled.map((s) => ({ en: s.en || s.es, es: s.es || s.en })) : d.consentStatements;
    }),
  referralConsent: textOr(d.referralConsent),
};
