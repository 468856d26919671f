/**
 * Buy online: the typed reading of the `buyOnlineSettings` document (Studio fields in cms-schemas/settings/buy-online.ts).
 * Each entry is a zod field with the spec's default, so an empty document still gives every value.
 */
import { z } from "zod";

type Text = { en: string; es: string };

/** The defaults of doc3 §2.1, §4.1, §8, §9 (the wording of the configured messages is not shown there: ours). */
export const buyOnlineDefaults = {
  /** doc3 §2.1, §9: the flow's refresh time, 10000 ms. */
  refreshMs: 10_000,
  /** doc3 §4.1, §9: the page reloads this long after the pay-now link is shown (value not shown: five minutes). */
  payLinkReloadMs: 300_000,
  loadFailure: {
    en: "We couldn't load your policy details right now. Please refresh the page or call us to finish your purchase.",
    es: "No pudimos cargar los detalles de tu póliza en este momento. Actualiza la página o llámanos para terminar tu compra.",
  },
  dataNotCorrect: {
    en: "The license number and date of birth don't match our records for this driver. Please check them.",
    es: "El número de licencia y la fecha de nacimiento no coinciden con nuestros registros de este conductor. Revísalos, por favor.",
  },
  allFieldsRequired: { en: "All fields are required.", es: "Todos los campos son obligatorios." },
  wrongVin: {
    en: "This VIN is not valid. Check the 17 characters on your registration or insurance card.",
    es: "Este VIN no es válido. Revisa los 17 caracteres en tu registro o tarjeta de seguro.",
  },
  paymentErrorTitle: { en: "Your payment didn't go through", es: "Tu pago no se procesó" },
  paymentErrorBody: {
    en: "Your card was not charged. Try again with another card, or call us and an agent will help you finish.",
    es: "No se hizo ningún cargo a tu tarjeta. Intenta de nuevo con otra tarjeta o llámanos y un agente te ayudará a terminar.",
  },
  carrierErrorTitle: {
    en: "The insurance company needs a few more answers before it can issue this policy:",
    es: "La aseguradora necesita algunas respuestas más antes de emitir esta póliza:",
  },
} satisfies Record<string, number | Text>;

const d = buyOnlineDefaults;
const ms = (fallback: number, min: number) =>
  z
    .number()
    .int()
    .min(min)
    .max(3_600_000)
    .nullish()
    .transform((v) => v ?? fallback);
const message = (fallback: Text) =>
  z
    .object({ en: z.string().nullish(), es: z.string().nullish() })
    .nullish()
    .transform((v) => ({ en: v?.en?.trim() || fallback.en, es: v?.es?.trim() || fallback.es }));

export const buyOnlineSettingsShape = {
  refreshMs: ms(d.refreshMs, 1000),
  payLinkReloadMs: ms(d.payLinkReloadMs, 10_000),
  loadFailure: message(d.loadFailure),
  dataNotCorrect: message(d.dataNotCorrect),
  allFieldsRequired: message(d.allFieldsRequired),
  wrongVin: message(d.wrongVin),
  paymentErrorTitle: message(d.paymentErrorTitle),
  paymentErrorBody: message(d.paymentErrorBody),
  carrierErrorTitle: message(d.carrierErrorTitle),
};
