/**
 * The one place a message becomes text (app/domain/message.ts says what a message is): a catalogue
 * key through the page's translator, with its `{{name}}` values; a configured message (an editor's
 * text from the CMS, a carrier's from the platform) as written, its `{0}`, `{1}`… filled in. Pages
 * use `useMessage()`; loaders and actions pass their i18next `t` to `messageText`.
 */
import { useCallback } from "react";
import { readMessage, type MessageValues, type PositionalValues } from "~/domain/message";
import { useTranslation } from "~/i18n";

/** What `messageText` needs of a translator: the components' `t` or i18next's. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

/** `{0}`, `{1}`… of a configured text replaced by the values in order; a placeholder with no value stays as written. */
function fillPositional(template: string, values: PositionalValues): string {
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const value = values[Number(index)];
    return value === undefined ? whole : String(value);
  });
}

/** The text of a message string in the translator's language. */
export function messageText(t: Translate, message: string): string {
  const read = readMessage(message);
  if ("configured" in read) return fillPositional(read.configured, read.values ?? []);
  return read.values ? t(read.key, valuesText(t, read.values)) : t(read.key);
}

/** The values of a catalogue message, a catalogue text among them in the translator's language. */
function valuesText(t: Translate, values: MessageValues): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) out[name] = typeof value === "object" ? t(value.key) : value;
  return out;
}

/** The page's message-to-text function; `undefined` stays `undefined` (a field without an error). */
export function useMessage(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return useCallback((message: string | undefined) => (message === undefined ? undefined : messageText(t, message)), [t]);
}
