/** The roadside settings of the brand (the `roadsideSettings` document: packages and prices, allowed states, age limits, texts). */
import type { RouterContextProvider } from "react-router";
import type { FlowSettings } from "~/.server/content";
import { siteContext } from "~/.server/site-context";
import { pick, type Language } from "~/domain/site";
import type { RoadsideFormOptions } from "~/domain/roadside/form";
import { agencyToday } from "~/domain/agency-time";

export type RoadsideSettings = FlowSettings["roadsideSettings"];

export function roadsideSettings(context: Readonly<RouterContextProvider>): Promise<RoadsideSettings> {
  const { content, brand } = context.get(siteContext);
  return content.flowSettings("roadsideSettings", brand.code);
}

/** The form's rules for this brand and day (the browser gets the same). */
export function formOptions(settings: RoadsideSettings, lang: Language, now = new Date()): RoadsideFormOptions {
  return {
    today: agencyToday(now),
    minAge: settings.minAge,
    maxAge: settings.maxAge,
    secondaryMinAge: settings.secondaryMinAge,
    secondaryMaxAge: settings.secondaryMaxAge,
    birthDateMessage: pick(settings.invalidBirthDate, lang),
  };
}

/** A membership card as the pages show it, in the page's language. */
export interface MembershipCard {
  memberType: "single" | "family";
  name: string;
  summary: string;
  price: number;
  features: string[];
}

export function membershipCards(settings: RoadsideSettings, lang: Language): MembershipCard[] {
  return (["single", "family"] as const).map((memberType) => {
    const p = settings[memberType];
    return { memberType, name: pick(p.name, lang), summary: pick(p.summary, lang), price: p.price, features: p.features.map((f) => pick(f, lang)) };
  });
}
