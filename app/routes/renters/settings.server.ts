/** The renters settings of the brand (the `rentersSettings` document) and the form's rules for today. */
import type { RouterContextProvider } from "react-router";
import type { FlowSettings } from "~/.server/content";
import { siteContext } from "~/.server/site-context";
import { agencyToday } from "~/domain/agency-time";
import { effectiveDateWindow, type CoverageOptions, type RentersFormOptions } from "~/domain/renters/form";
import { pick, type Language } from "~/domain/site";
import { configuredMessage } from "~/domain/message";

export type RentersSettings = FlowSettings["rentersSettings"];

export function rentersSettings(context: Readonly<RouterContextProvider>): Promise<RentersSettings> {
  const { content, brand } = context.get(siteContext);
  return content.flowSettings("rentersSettings", brand.code);
}

/** MM/DD/YYYY in English, DD/MM/YYYY in Spanish. */
export function displayDate(iso: string, lang: Language): string {
  const [y, m, d] = iso.split("-");
  return lang === "es" ? `${d}/${m}/${y}` : `${m}/${d}/${y}`;
}

/** The form's rules for this brand and day (the browser gets the same). */
export function formOptions(settings: RentersSettings, lang: Language, coverageOptions: CoverageOptions, now = new Date()): RentersFormOptions {
  const today = agencyToday(now);
  const window = effectiveDateWindow(today, settings.maxEffectiveDays);
  return {
    today,
    maxEffectiveDays: settings.maxEffectiveDays,
    invalidDateMessage: configuredMessage(pick(settings.invalidDate, lang), [displayDate(window.min, lang), displayDate(window.max, lang)]),
    coverageOptions,
  };
}
