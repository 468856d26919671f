/**
 * What the page shell reads from the root loader: language, brand, the settings the shell shows
 * and the language switch. Authored copy stays in both languages; components pick one.
 */
import { useRouteLoaderData } from "react-router";
import type { Language, LocalizedString, NavCategory, NavLink, PublicBrand } from "~/domain/site";

export interface ShellSettings {
  navigation: NavCategory[];
  signInMenu: {
    signIn: LocalizedString;
    signOut: LocalizedString;
    myAccount: LocalizedString;
    makePayment: LocalizedString;
    forgotPassword: LocalizedString;
    createAccount: LocalizedString;
    previousQuotes: LocalizedString;
  };
  footer: { columns: { title: LocalizedString; links: NavLink[] }[]; legal: LocalizedString; copyright: LocalizedString };
  limits: { backToTopPx: number };
}

export interface LanguageSwitchData {
  action: string;
  otherLang: Language;
  /** The current page (path and query): the action sends the visitor to its other-language form. */
  path: string;
}

/** The signed-in customer, as far as the header needs to know (doc1 §6: logged in or anonymous). */
export interface ShellCustomer {
  firstName: string;
}

export interface ShellData {
  lang: Language;
  brand: PublicBrand;
  settings: ShellSettings;
  languageSwitch: LanguageSwitchData;
  customer?: ShellCustomer | null;
}

/** The root loader's data, or undefined when the root loader itself failed. */
export function useShellData(): ShellData | undefined {
  return useRouteLoaderData("root") as ShellData | undefined;
}
