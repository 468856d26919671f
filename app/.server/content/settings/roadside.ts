/**
 * Roadside assistance: the typed reading of the `roadsideSettings` document (Studio fields in cms-schemas/settings/roadside.ts).
 * Each entry is a zod field with the spec's default, so an empty document still gives every value.
 * doc3 §2.4 packages (single and family) with their prices and features, §4.3/§2.4 allowed states,
 * §5.4/§9 age limits, §8 messages; every text in English and Spanish.
 */
import { z } from "zod";

type Text = { en: string; es: string };
const text = (en: string, es: string): Text => ({ en, es });

/** The values an empty document gives (the seed writes the same). */
export const roadsideDefaults = {
  single: {
    packageId: 1,
    price: 59,
    name: text("Single membership", "Membresía individual"),
    summary: text("Roadside help for one driver, in any car they drive.", "Asistencia vial para un conductor, en cualquier auto que maneje."),
    features: [
      text("24/7 towing up to 15 miles", "Grúa 24/7 hasta 15 millas"),
      text("Flat tire change", "Cambio de llanta ponchada"),
      text("Jump start", "Paso de corriente"),
      text("Fuel delivery (up to 2 gallons)", "Entrega de gasolina (hasta 2 galones)"),
      text("Lockout service", "Apertura de auto"),
    ],
  },
  family: {
    packageId: 2,
    price: 99,
    name: text("Family membership", "Membresía familiar"),
    summary: text("The same help for you and one more driver in your home.", "La misma ayuda para ti y un conductor más de tu hogar."),
    features: [
      text("24/7 towing up to 15 miles", "Grúa 24/7 hasta 15 millas"),
      text("Flat tire change", "Cambio de llanta ponchada"),
      text("Jump start", "Paso de corriente"),
      text("Fuel delivery (up to 2 gallons)", "Entrega de gasolina (hasta 2 galones)"),
      text("Lockout service", "Apertura de auto"),
      text("Covers a second driver in your home", "Cubre a un segundo conductor de tu hogar"),
    ],
  },
  allowedStates: ["TX"],
  minAge: 16,
  maxAge: 75,
  secondaryMinAge: 15,
  secondaryMaxAge: 75,
  title: text("Roadside assistance", "Asistencia vial"),
  intro: text(
    "Help on the road for 6 months: towing, flat tires, dead batteries, fuel and lockouts. Buy online in a few minutes.",
    "Ayuda en el camino por 6 meses: grúa, llantas ponchadas, baterías descargadas, gasolina y apertura de auto. Cómprala en línea en unos minutos.",
  ),
  consentText: text(
    "I agree to receive e-mails and text messages about my membership and offers. Message and data rates may apply.",
    "Acepto recibir correos y mensajes de texto sobre mi membresía y ofertas. Pueden aplicar tarifas de mensajes y datos.",
  ),
  invalidBirthDate: text(
    "Please enter a valid date of birth. Members must be between {0} and {1} years old.",
    "Ingresa una fecha de nacimiento válida. Los miembros deben tener entre {0} y {1} años.",
  ),
  paymentError: text(
    "We couldn't open the payment page. Please try again in a moment.",
    "No pudimos abrir la página de pago. Inténtalo de nuevo en un momento.",
  ),
  confirmedTitle: text("Your membership is active", "Tu membresía está activa"),
  confirmedMessage: text("We sent your membership document to {0}.", "Enviamos tu documento de membresía a {0}."),
  failedTitle: text("Your purchase did not go through", "Tu compra no se completó"),
  failedMessage: text(
    "Your payment was not completed, so no membership was issued. You can try again.",
    "Tu pago no se completó, así que no se emitió la membresía. Puedes intentarlo de nuevo.",
  ),
  redirectionError: text(
    "We couldn't confirm your payment right now. If you paid, your membership e-mail will arrive shortly; otherwise, try again.",
    "No pudimos confirmar tu pago en este momento. Si pagaste, el correo de tu membresía llegará pronto; si no, inténtalo de nuevo.",
  ),
  outOfState: text(
    "Roadside memberships aren't sold in {0} yet. Join the wait list and we'll let you know.",
    "Todavía no vendemos membresías de asistencia vial en {0}. Únete a la lista de espera y te avisaremos.",
  ),
};
const d = roadsideDefaults;

/** Bilingual text; an empty language takes the default's. */
const localized = (fallback: Text) =>
  z
    .object({ en: z.string().nullish(), es: z.string().nullish() })
    .nullish()
    .transform((v) => ({ en: v?.en?.trim() || fallback.en, es: v?.es?.trim() || fallback.es }));

const features = (fallback: Text[]) =>
  z
    .array(z.object({ en: z.string().trim().min(1), es: z.string().trim().min(1) }))
    .nullish()
    .transform((v) => (v && v.length > 0 ? v : fallback));

const pkg = (fallback: typeof d.single) =>
  z
    .object({
      packageId: z
        .number()
        .int()
        .positive()
        .nullish()
        .transform((v) => v ?? fallback.packageId),
      price: z
        .number()
        .positive()
        .max(1000)
        .nullish()
        .transform((v) => Math.round((v ?? fallback.price) * 100) / 100),
      name: localized(fallback.name),
      summary: localized(fallback.summary),
      features: features(fallback.features),
    })
    .nullish()
    .transform((v) => v ?? { ...fallback });

const age = (fallback: number) =>
  z
    .number()
    .int()
    .min(0)
    .max(120)
    .nullish()
    .transform((v) => v ?? fallback);

export const roadsideSettingsShape = {
  single: pkg(d.single),
  family: pkg(d.family),
  /** Upper-case state codes where memberships are sold; any other state goes to the out-of-state wait list. */
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
  minAge: age(d.minAge),
  maxAge: age(d.maxAge),
  secondaryMinAge: age(d.secondaryMinAge),
  secondaryMaxAge: age(d.secondaryMaxAge),
  title: localized(d.title),
  intro: localized(d.intro),
  consentText: localized(d.consentText),
  invalidBirthDate: localized(d.invalidBirthDate),
  paymentError: localized(d.paymentError),
  confirmedTitle: localized(d.confirmedTitle),
  confirmedMessage: localized(d.confirmedMessage),
  failedTitle: localized(d.failedTitle),
  failedMessage: localized(d.failedMessage),
  redirectionError: localized(d.redirectionError),
  outOfState: localized(d.outOfState),
};
