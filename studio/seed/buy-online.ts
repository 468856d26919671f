/** Each brand's `buyOnlineSettings` document (the fields of cms-schemas/settings/buy-online.ts), as the seed dataset holds it. */
import { buyOnlineDefaults as d } from "../../app/.server/content/settings/buy-online.ts";

export function buyOnlineSettingsFields(): Record<string, unknown> {
  const text = (value: { en: string; es: string }) => ({ ...value });
  return {
    refreshMs: d.refreshMs,
    payLinkReloadMs: d.payLinkReloadMs,
    loadFailure: text(d.loadFailure),
    dataNotCorrect: text(d.dataNotCorrect),
    allFieldsRequired: text(d.allFieldsRequired),
    wrongVin: text(d.wrongVin),
    paymentErrorTitle: text(d.paymentErrorTitle),
    paymentErrorBody: text(d.paymentErrorBody),
    carrierErrorTitle: text(d.carrierErrorTitle),
  };
}
