/**
 * Messages of the public site's rules (doc1 §5, §8), as i18n keys with English and Spanish text.
 *
 * The rules in this folder return either one of these keys or a text the CMS configured
 * (doc1 §8 "per-field required and constraint messages come from the page"). `messageText`
 * turns either into the page's language: a known key is translated, anything else is shown as
 * authored. Positional placeholders `{0}`, `{1}` are replaced from `params`.
 */
import type { Language, LocalizedString } from "~/domain/site";
import { fillPositional } from "../configured-message";

const text = (en: string, es: string): LocalizedString => ({ en, es });

export const publicMessages = {
  /** doc1 §5 zip: default configured text. */
  "public.zip.invalid": text("You must enter a valid Zip Code", "Ingresa un código postal válido"),
  /** doc1 §8: zip not found or out of service (modal with OK). */
  "public.zip.outOfService": text(
    "Sorry, we don't offer insurance in your area yet.",
    "Lo sentimos, todavía no ofrecemos seguros en tu zona.",
  ),
  "public.zip.ok": text("OK", "Aceptar"),
  /** doc1 §5 map search. */
  "public.mapSearch.invalid": text(
    "Enter a 5-digit Zip Code or a city and state, like Austin, TX",
    "Ingresa un código postal de 5 dígitos o una ciudad y estado, por ejemplo Austin, TX",
  ),
  /** doc1 §5 generic form. */
  "public.form.required": text("This field is required", "Este campo es obligatorio"),
  "public.form.invalid": text("Please check this field", "Revisa este campo"),
  "public.form.captcha": text("Please confirm you are not a robot", "Confirma que no eres un robot"),
  /** doc1 §5 e-mail fields (newsletter, forgot password, out-of-state). */
  "public.email.invalid": text("Please enter a valid e-mail address", "Ingresa un correo electrónico válido"),
  /** doc1 §5 payment form. */
  "public.payment.policyNumberInvalid": text("Please enter a valid policy number", "Ingresa un número de póliza válido"),
  "public.payment.phoneInvalid": text(
    "Please enter a valid 10-digit phone number",
    "Ingresa un número de teléfono válido de 10 dígitos",
  ),
  "public.payment.dateInvalid": text("Please enter a valid date", "Ingresa una fecha válida"),
  "public.payment.birthDateInvalid": text(
    "Please enter a valid date of birth. Drivers must be between {0} and {1} years old.",
    "Ingresa una fecha de nacimiento válida. La edad debe estar entre {0} y {1} años.",
  ),
  /** doc1 §8 payment failures (titles of the modal; the body links to the carrier). */
  "public.payment.carrierNotAvailable": text(
    "Online payment isn't available for this policy. You can pay directly with your insurance company.",
    "El pago en línea no está disponible para esta póliza. Puedes pagar directamente con tu aseguradora.",
  ),
  "public.payment.tokenFailed": text(
    "We couldn't start your payment. Please try again or pay directly with your insurance company.",
    "No pudimos iniciar tu pago. Inténtalo de nuevo o paga directamente con tu aseguradora.",
  ),
  "public.payment.dueSoon": text(
    "Your payment is due within 48 hours and can't be made online.",
    "Tu pago vence en menos de 48 horas y no se puede hacer en línea.",
  ),
  "public.payment.duePast": text(
    "Your payment due date has passed and it can't be made online.",
    "La fecha de vencimiento de tu pago ya pasó y no se puede pagar en línea.",
  ),
  "public.payment.unknownError": text(
    "Something went wrong. Please try again or pay directly with your insurance company.",
    "Algo salió mal. Inténtalo de nuevo o paga directamente con tu aseguradora.",
  ),
  "public.payment.policyNotFound": text(
    "We couldn't find a policy with those details. Check them and try again.",
    "No encontramos una póliza con esos datos. Revísalos e inténtalo de nuevo.",
  ),
  "public.payment.alreadyPaid": text("This payment has already been made.", "Este pago ya se realizó."),
  "public.payment.resultFailed": text(
    "We couldn't confirm your payment. Please contact us before trying again.",
    "No pudimos confirmar tu pago. Comunícate con nosotros antes de intentarlo de nuevo.",
  ),
  /** doc1 §2 hours dropdown. */
  "public.hours.today": text("Today", "Hoy"),
  "public.hours.closed": text("Closed", "Cerrado"),
  /** doc1 §2 out-of-state block. {0} = seconds. */
  "public.outOfState.redirecting": text(
    "We're taking you to our partner's site in {0} seconds.",
    "Te llevaremos al sitio de nuestro socio en {0} segundos.",
  ),
  /** doc1 §2 office map distances. {0} = distance. */
  "public.offices.milesAway": text("{0} mi", "{0} mi"),
} as const satisfies Record<string, LocalizedString>;

export type PublicMessageKey = keyof typeof publicMessages;

export function isPublicMessageKey(value: string): value is PublicMessageKey {
  return Object.hasOwn(publicMessages, value);
}

/** Replace `{0}`, `{1}`... with the given values (the site's one filler of configured messages). */
export { fillPositional };

/**
 * The text to show for a message: a known key in the page's language, or a configured text as
 * authored (a `LocalizedString` from the CMS picks the page's language, English when empty).
 */
export function messageText(
  message: PublicMessageKey | string | LocalizedString,
  lang: Language,
  params: readonly (string | number)[] = [],
): string {
  let template: string;
  if (typeof message === "string") {
    template = isPublicMessageKey(message) ? publicMessages[message][lang] : message;
  } else {
    template = message[lang] || message.en;
  }
  return fillPositional(template, params);
}
