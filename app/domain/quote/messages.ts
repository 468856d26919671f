/**
 * Every message the quote-flow rules produce, as i18n keys with their English and Spanish text.
 *
 * The rules (schemas, pay plans, coverage labels) return keys such as `quote.errors.zipInvalid`,
 * never prose; the keys themselves are in message-keys.ts, so the rules the browser runs do not
 * carry these texts. The UI translates a key with `t(key)`; `quoteLocale(lang)` gives the `quote`
 * branch to merge into `app/locales/{en,es}`.
 *
 * The one configurable message, the invalid birth date, uses `{0}` (youngest age) and `{1}`
 * (oldest age): the CMS may replace its text, and `formatMessage` fills it (see fields.ts).
 */
import type { Language, LocalizedString } from "~/domain/site";
import type { MessageName, QuoteMessageKey } from "./message-keys";

export { coverageKeys, errorKeys, payPlanKeys, waitingKeys, type QuoteErrorKey, type QuoteMessageKey } from "./message-keys";

const errors = {
  required: { en: "This field is required.", es: "Este campo es obligatorio." },
  entryModeInvalid: { en: "Choose how you want to enter your information.", es: "Elige cómo quieres ingresar tus datos." },
  firstNameTooShort: { en: "Enter a first name of at least 2 letters.", es: "Escribe un nombre de al menos 2 letras." },
  lastNameTooShort: { en: "Enter a last name of at least 2 letters.", es: "Escribe un apellido de al menos 2 letras." },
  nameTooLong: { en: "This name is too long.", es: "Este nombre es demasiado largo." },
  nameInvalid: {
    en: "Use letters only; apostrophes, hyphens and spaces are fine.",
    es: "Usa solo letras; se permiten apóstrofos, guiones y espacios.",
  },
  licenseInvalid: {
    en: "Enter your driver's license number using only letters and numbers.",
    es: "Escribe tu número de licencia de manejo solo con letras y números.",
  },
  licenseIdRequired: {
    en: "Enter the number of your foreign license.",
    es: "Escribe el número de tu licencia extranjera.",
  },
  dateInvalid: { en: "Enter the date as MM/DD/YYYY.", es: "Escribe la fecha como MM/DD/AAAA." },
  monthInvalid: { en: "Enter a month from 01 to 12.", es: "Escribe un mes del 01 al 12." },
  dayInvalid: { en: "Enter a day from 01 to 31.", es: "Escribe un día del 01 al 31." },
  yearInvalid: { en: "Enter a year between 1920 and 3999.", es: "Escribe un año entre 1920 y 3999." },
  dateNotReal: { en: "This date does not exist on the calendar.", es: "Esta fecha no existe en el calendario." },
  birthDateOutOfRange: {
    en: "Drivers must be between {0} and {1} years old.",
    es: "Los conductores deben tener entre {0} y {1} años.",
  },
  emailInvalid: { en: "Enter a valid email address, like name@example.com.", es: "Escribe un correo electrónico válido, como nombre@ejemplo.com." },
  phoneInvalid: { en: "Enter a 10-digit US phone number.", es: "Escribe un número de teléfono de EE. UU. de 10 dígitos." },
  privacyConsentRequired: {
    en: "Please accept the privacy policy to continue.",
    es: "Para continuar, acepta la política de privacidad.",
  },
  affiliateConsentRequired: {
    en: "Please give your consent to continue.",
    es: "Para continuar, da tu consentimiento.",
  },
  addressTooShort: { en: "Enter a street address of at least 5 characters.", es: "Escribe una dirección de al menos 5 caracteres." },
  textTooLong: { en: "This entry is too long.", es: "Este dato es demasiado largo." },
  stateInvalid: { en: "Choose a state.", es: "Elige un estado." },
  zipInvalid: { en: "Enter a 5-digit ZIP code.", es: "Escribe un código postal de 5 dígitos." },
  zipNotServed: {
    en: "We don't have quotes for this ZIP code yet.",
    es: "Todavía no tenemos cotizaciones para este código postal.",
  },
  genderRequired: { en: "Choose a gender.", es: "Elige el sexo." },
  maritalRequired: { en: "Choose a marital status.", es: "Elige el estado civil." },
  insuredRequired: { en: "Tell us whether you have car insurance now.", es: "Indícanos si tienes seguro de auto actualmente." },
  relationRequired: { en: "Choose how this driver is related to you.", es: "Elige qué relación tiene este conductor contigo." },
  vinInvalid: { en: "A VIN has 17 letters and numbers.", es: "El VIN tiene 17 letras y números." },
  vinLetterO: {
    en: "A VIN never contains the letter O. Did you mean the number 0?",
    es: "El VIN nunca lleva la letra O. ¿Quisiste escribir el número 0?",
  },
  yearRequired: { en: "Choose the vehicle year.", es: "Elige el año del vehículo." },
  makeRequired: { en: "Choose the vehicle make.", es: "Elige la marca del vehículo." },
  modelRequired: { en: "Choose the vehicle model.", es: "Elige el modelo del vehículo." },
  mileageRequired: {
    en: "Enter how many miles a year you drive this vehicle, from 1 to 100,000.",
    es: "Escribe cuántas millas al año manejas este vehículo, de 1 a 100,000.",
  },
  mileageInvalid: { en: "Enter the miles as a whole number from 1 to 100,000.", es: "Escribe las millas como un número entero de 1 a 100,000." },
  ownershipInvalid: { en: "Choose whether you own, finance or lease this vehicle.", es: "Elige si este vehículo es tuyo, financiado o arrendado." },
  monthsOwnedInvalid: { en: "Choose how long you've had this vehicle from the list.", es: "Elige de la lista cuánto tiempo has tenido este vehículo." },
  residenceInvalid: { en: "Choose whether you own your home, rent or live elsewhere.", es: "Elige si tu casa es propia, rentada u otra situación." },
  insuredMonthsInvalid: {
    en: "Choose how long you've had your current insurance from the list.",
    es: "Elige de la lista cuánto tiempo llevas con tu seguro actual.",
  },
  agencyTransferInvalid: { en: "Choose yes or no.", es: "Elige sí o no." },
  termInvalid: { en: "Choose a 6-month or 12-month policy.", es: "Elige una póliza de 6 o de 12 meses." },
  coveragePackageInvalid: { en: "Choose a coverage package.", es: "Elige un paquete de cobertura." },
  coverageInvalid: { en: "Choose coverages from the list.", es: "Elige coberturas de la lista." },
  licenseImageTooLarge: {
    en: "This file is too large. Upload an image of 5 MB or less.",
    es: "El archivo es demasiado grande. Sube una imagen de 5 MB o menos.",
  },
  licenseImageType: {
    en: "This file type is not supported. Upload a JPG, PNG, WebP or HEIC photo.",
    es: "Este tipo de archivo no se admite. Sube una foto JPG, PNG, WebP o HEIC.",
  },
  ownerDobMismatch: {
    en: "This date of birth does not match the one on the quote.",
    es: "Esta fecha de nacimiento no coincide con la de la cotización.",
  },
  serviceFailed: {
    en: "Something went wrong on our side. Please try again.",
    es: "Algo salió mal de nuestro lado. Vuelve a intentarlo.",
  },
} as const satisfies Record<MessageName<"errors">, LocalizedString>;

const payPlan = {
  paidInFull: { en: "Paid in full", es: "Pago completo" },
  monthly: { en: "Monthly", es: "Mensual" },
  bimonthly: { en: "Every 2 months", es: "Cada 2 meses" },
} as const satisfies Record<MessageName<"payPlan">, LocalizedString>;

const coverage = {
  BI: { en: "Bodily injury liability", es: "Responsabilidad civil por lesiones corporales" },
  PD: { en: "Property damage liability", es: "Responsabilidad civil por daños a la propiedad" },
  PIP: { en: "Personal injury protection", es: "Protección contra lesiones personales (PIP)" },
  UM: { en: "Uninsured motorist bodily injury", es: "Lesiones corporales por conductor sin seguro" },
  UMPD: { en: "Uninsured motorist property damage", es: "Daños a la propiedad por conductor sin seguro" },
  COMP: { en: "Comprehensive deductible", es: "Deducible de cobertura amplia" },
  COLL: { en: "Collision deductible", es: "Deducible de choque" },
  RREIM: { en: "Rental reimbursement", es: "Reembolso por renta de auto" },
  CWAIV: { en: "Collision deductible waiver", es: "Exención del deducible de choque" },
} as const satisfies Record<MessageName<"coverage">, LocalizedString>;

const waiting = {
  waiting: { en: "We're comparing prices from our carriers…", es: "Estamos comparando precios de nuestras aseguradoras…" },
  longerWait: {
    en: "Some carriers take a little longer. Thanks for waiting.",
    es: "Algunas aseguradoras tardan un poco más. Gracias por esperar.",
  },
} as const satisfies Record<MessageName<"waiting">, LocalizedString>;

export const quoteMessages = { errors, payPlan, coverage, waiting } as const;

type Groups = typeof quoteMessages;

/** Every key the quote rules can return. */
export const quoteMessageKeys: readonly QuoteMessageKey[] = (Object.keys(quoteMessages) as (keyof Groups)[]).flatMap((group) =>
  Object.keys(quoteMessages[group]).map((k) => `quote.${group}.${k}` as QuoteMessageKey),
);

const keySet = new Set<string>(quoteMessageKeys);

/** True for a key of this list; false for text already formatted (such as a CMS birth-date message). */
export function isQuoteMessageKey(value: string): value is QuoteMessageKey {
  return keySet.has(value);
}

/** The text of one key in one language. */
export function quoteMessageText(key: QuoteMessageKey, lang: Language): string {
  const [, group, name] = key.split(".") as [string, keyof Groups, string];
  const entry = (quoteMessages[group] as Record<string, LocalizedString>)[name];
  if (!entry) throw new Error(`Unknown quote message key: ${key}`);
  return entry[lang];
}

/** The `quote` branch of a locale file: `{ errors: { required: "…" }, payPlan: {…}, … }`. */
export function quoteLocale(lang: Language): { [G in keyof Groups]: Record<keyof Groups[G], string> } {
  return Object.fromEntries(
    Object.entries(quoteMessages).map(([group, entries]) => [
      group,
      Object.fromEntries(Object.entries(entries as Record<string, LocalizedString>).map(([k, text]) => [k, text[lang]])),
    ]),
  ) as { [G in keyof Groups]: Record<keyof Groups[G], string> };
}
