/** Each brand's `roadsideSettings` document (the fields of cms-schemas/settings/roadside.ts), as the seed dataset holds it. */
import { roadsideDefaults as d } from "../../app/.server/content/settings/roadside.ts";

const localized = (value: { en: string; es: string }) => ({ _type: "localizedString", en: value.en, es: value.es });
const pkg = (value: typeof d.single) => ({
  packageId: value.packageId,
  price: value.price,
  name: localized(value.name),
  summary: localized(value.summary),
  features: value.features.map((f, i) => ({ _key: `f${i}`, ...localized(f) })),
});

export function roadsideSettingsFields(): Record<string, unknown> {
  return {
    single: pkg(d.single),
    family: pkg(d.family),
    allowedStates: [...d.allowedStates],
    minAge: d.minAge,
    maxAge: d.maxAge,
    secondaryMinAge: d.secondaryMinAge,
    secondaryMaxAge: d.secondaryMaxAge,
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
}
