/**
 * What the page shell reads from the root loader: language, brand, the settings the shell shows
 * and the language switch. Authored copy stays in both languages; components pick one.
 */
import { useRouteLoaderData } from "react-router";
import { unpack, type Packed } from "./packed";
import type { ShellSettings } from "~/root";
import type { Language, PublicBrand } from "~/domain/site";

/** The brand's site settings the shell shows (typed in the root route, which reads them). */
export type { ShellSettings };

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
  /** An editor in preview mode, reading drafts (app/.server/preview-mode.ts): the shell shows the preview bar. */
  preview?: boolean;
}

const unpacked = new WeakMap<object, unknown>();

/** The root loader's data with its packed `shell` (packed.ts) read back into its fields; the same object for the same data. */
export function unpackRoot<Pack extends object, Wire extends { shell: Packed<Pack> }>(data: Wire): Omit<Wire, "shell"> & Pack {
  let value = unpacked.get(data);
  if (!value) {
    const { shell, ...rest } = data;
    value = { ...rest, ...unpack(shell) };
    unpacked.set(data, value);
  }
  return value as Omit<Wire, "shell"> & Pack;
}

/** The root loader's data, or undefined when the root loader itself failed. */
export function useShellData(): ShellData | undefined {
  const data = useRouteLoaderData("root") as (Omit<ShellData, "settings"> & { shell: Packed<Pick<ShellData, "settings">> }) | undefined;
  return data ? unpackRoot<Pick<ShellData, "settings">, typeof data>(data) : undefined;
}
