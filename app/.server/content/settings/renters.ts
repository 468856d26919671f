/**
 * Renters insurance: the typed reading of the `rentersSettings` document (Studio fields in cms-schemas/settings/renters.ts).
 * Each entry is a zod field with the spec's default, so an empty document still gives every value.
 * doc3 §5.3/§9 maximum effective-date days, default deductibles and coverages, allowed states (§4.3),
 * the merchant id (§9, default 49), rate polling (§9: every 1 second) and the messages of §8, every
 * text in English and Spanish.
 */
import { z } from "zod";

type Text = { en: string; es: string };
const text = (en: string, es: string): Text => ({ en, es });

/** The values an empty document gives (the seed writes the same). */
export const rentersDefaults = {
  /** doc3 §5.3: the policy can start from today up to this many days ahead (America/Chicago). */
  maxEffectiveDays: 60,
  /** doc3 §9 default deductibles (dollars). */
  defaultAllOtherPeril: 500,
  defaultWindHail: 1000,
  /** Preselected coverages (dollars). */
  defaultContents: 20000,
  defaultLiability: 100000,
  defaultMedical: 1000,
  /** doc3 §4.3: states where renters policies are sold online; others get the wait list. */
  allowedStates: ["TX"],
  /** doc3 §3, §9: the card processor's merchant id. */
  merchantId: "49",
  /** doc3 §9: rate results are polled every second… */
  pollIntervalMs: 1000,
  /** …and given up after this many seconds. */
  rateWaitSeconds: 60,
  title: text("Renters insurance", "Seguro de inquilino"),
  intro: text(
    "Protect your belongings and your liability in a few minutes: tell us about you, choose your coverage, compare carriers and buy online.",
    "Protege tus pertenencias y tu responsabilidad en pocos minutos: cuéntanos de ti, elige tu cobertura, compara aseguradoras y compra en línea.",
  ),
  invalidDate: text("Choose a policy start date between {0} and {1}.", "Elige una fecha de inicio de la póliza entre el {0} y el {1}."),
  outOfState: text(
    "We don't sell renters insurance online in {0} yet. Join the wait list and we'll let you know when we do.",
    "Todavía no vendemos seguro de inquilino en línea en {0}. Únete a la lista de espera y te avisaremos cuando lo hagamos.",
  ),
  joinWaitList: text("Join the wait list", "Unirme a la lista de espera"),
  noRates: text(
    "No carrier could quote these coverages. Try other limits or call us.",
    "Ninguna aseguradora pudo cotizar estas coberturas. Prueba otros límites o llámanos.",
  ),
  rateTimeout: text(
    "Rates are taking longer than usual. Please try again in a moment.",
    "Las tarifas están tardando más de lo normal. Inténtalo de nuevo en un momento.",
  ),
  tokenFailed: text("We couldn't check your card. Please review the card details.", "No pudimos revisar tu tarjeta. Revisa los datos de la tarjeta."),
  widgetError: text(
    "The card form isn't available right now. Please try again in a moment.",
    "El formulario de tarjeta no está disponible en este momento. Inténtalo de nuevo en un momento.",
  ),
  buyNotPossible: text(
    "This rate can't be bought right now. Get your rates again and choose another one.",
    "Esta tarifa no se puede comprar en este momento. Vuelve a cotizar y elige otra.",
  ),
  confirmedTitle: text("Your renters policy is issued", "Tu póliza de inquilino está emitida"),
  confirmedMessage: text(
    "Policy number {0}. We sent your declarations page to {1}; it's also in your customer portal.",
    "Número de póliza {0}. Enviamos tus declaraciones a {1}; también están en tu portal de cliente.",
  ),
  failedTitle: text("Your payment didn't go through", "Tu pago no se completó"),
  failedMessage: text(
    "No policy was issued and nothing was charged. Check the card or use another one, then try again.",
    "No se emitió ninguna póliza ni se hizo ningún cargo. Revisa la tarjeta o usa otra e inténtalo de nuevo.",
  ),
};
const d = rentersDefaults;

/** Bilingual text; an empty language takes the default's. */
const localized = (fallback: Text) =>
  z
    .object({ en: z.string().nullish(), es: z.string().nullish() })
    .nullish()
    .transform((v) => ({ en: v?.en?.trim() || fallback.en, es: v?.es?.trim() || fallback.es }));

const whole = (fallback: number, min: number, max: number) =>
  z
    .number()
    .int()
    .min(min)
    .max(max)
    .nullish()
    .transform((v) => v ?? fallback);

export const rentersSettingsShape = {
  maxEffectiveDays: whole(d.maxEffectiveDays, 0, 90),
  defaultAllOtherPeril: whole(d.defaultAllOtherPeril, 0, 10000),
  defaultWindHail: whole(d.defaultWindHail, 0, 10000),
  defaultContents: whole(d.defaultContents, 1000, 1000000),
  defaultLiability: whole(d.defaultLiability, 0, 1000000),
  defaultMedical: whole(d.defaultMedical, 0, 100000),
  /** Upper-case state codes where renters is sold online; any other state gets the wait list. */
  allowedStates: z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/),
    )
    .nullish()
    .transform((v) => (v && v.length > 0 ? v : [...d.allowedStates])),
  merchantId: z
    .string()
    .trim()
    .regex(/^\d{1,10}$/)
    .nullish()
    .transform((v) => v || d.merchantId),
  pollIntervalMs: whole(d.pollIntervalMs, 250, 10000),
  rateWaitSeconds: whole(d.rateWaitSeconds, 5, 300),
  title: localized(d.title),
  intro: localized(d.intro),
  invalidDate: localized(d.invalidDate),
  outOfState: localized(d.outOfState),
  joinWaitList: localized(d.joinWaitList),
  noRates: localized(d.noRates),
  rateTimeout: localized(d.rateTimeout),
  tokenFailed: localized(d.tokenFailed),
  widgetError: localized(d.widgetError),
  buyNotPossible: localized(d.buyNotPossible),
  confirmedTitle: localized(d.confirmedTitle),
  confirmedMessage: localized(d.confirmedMessage),
  failedTitle: localized(d.failedTitle),
  failedMessage: localized(d.failedMessage),
};
