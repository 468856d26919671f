/** Each brand's `rentersSettings` document (the fields of cms-schemas/settings/renters.ts), as the seed dataset holds it. */
import { rentersDefaults as d } from "../../app/.server/content/settings/renters.ts";

const localized = (value: { en: string; es: string }) => ({ _type: "localizedString", en: value.en, es: value.es });

export function rentersSettingsFields(): Record<string, unknown> {
  return {
    maxEffectiveDays: d.maxEffectiveDays,
    defaultAllOtherPeril: d.defaultAllOtherPeril,
    defaultWindHail: d.defaultWindHail,
    defaultContents: d.defaultContents,
    defaultLiability: d.defaultLiability,
    defaultMedical: d.defaultMedical,
    allowedStates: [...d.allowedStates],
    merchantId: d.merchantId,
    pollIntervalMs: d.pollIntervalMs,
    rateWaitSeconds: d.rateWaitSeconds,
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
}
