/**
 * What the wizard's steps read from the brand's settings, in the page's language (doc2 §4, §5,
 * §9): age limits and the invalid-birth-date message ({0}, {1}), the licence image limit, the
 * default term, coverage package and custom coverages, the annual mileage the vehicle form starts
 * at, the privacy and SMS policy paragraphs, and the Maps key that turns on address
 * autocomplete (empty: typing only). The action reads the same rules through `ruleConfig`.
 */
import type { QuoteSettings } from "~/.server/content";
import type { SiteContext } from "~/.server/site-context";
import type { Language } from "~/domain/site";
import type { WizardConfig } from "./rules";
import { parseDefaultCustomCoverages } from "~/domain/quote/coverage";
import { licenseImageLimit } from "~/domain/quote/limits";

/** The settings the validation rules use, in one language. */
export function ruleConfig(settings: QuoteSettings, lang: Language): WizardConfig {
  return {
    primaryMinAge: settings.primaryMinAge,
    primaryMaxAge: settings.primaryMaxAge,
    secondMinAge: settings.secondMinAge,
    secondMaxAge: settings.secondMaxAge,
    invalidBirthDateMessage: settings.invalidBirthDateMessage[lang],
  };
}

/** A policy text as paragraphs: split at blank lines, empty ones dropped. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

async function mapsKey(site: Pick<SiteContext, "brand" | "content">): Promise<string> {
  try {
    return (await site.content.officeSettings(site.brand.code)).mapsApiKey;
  } catch {
    // Without office settings the address field simply has no suggestions.
    return "";
  }
}

export async function wizardConfig(site: Pick<SiteContext, "brand" | "content" | "lang">, settings: QuoteSettings) {
  return {
    ...ruleConfig(settings, site.lang),
    imageUploadMaxBytes: licenseImageLimit(settings.imageUploadMaxBytes),
    defaultTerm: settings.policyTermMonths,
    defaultPackage: settings.coveragePackage,
    defaultCustomCoverages: parseDefaultCustomCoverages(settings.customCoverage),
    defaultMileage: settings.defaultMileage,
    policies: { privacy: paragraphs(settings.privacyPolicy[site.lang]), sms: paragraphs(settings.smsPolicy[site.lang]) },
    addressAutocompleteKey: await mapsKey(site),
  };
}
