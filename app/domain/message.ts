/**
 * Messages: what a rule tells the visitor, as data and never as prose. A message is one of two kinds:
 * - a key of the UI string catalogue (app/locales/{en,es}) with the values of its `{{name}}` placeholders;
 * - a configured message: a text written outside the catalogue, already in the page's language (an
 *   editor's message in the CMS, such as doc2 §5's invalid birth date, or a carrier's through the
 *   platform), with the values of its positional placeholders `{0}`, `{1}`…
 *
 * zod issues and conform's replies carry a message as a string: a catalogue key without values is the
 * key itself, and any other message is the message object as JSON (it starts with "{", which no key
 * does). Rules make them with `messageKey` and `configuredMessage`; app/i18n-message.ts is the one
 * place a message becomes text.
 */

/** A placeholder's value: a number, a text as written, or a catalogue text in the page's language (a button's label, say). */
export type MessageValue = string | number | { readonly key: string };
export type MessageValues = Readonly<Record<string, MessageValue>>;
export type PositionalValues = readonly (string | number)[];

export type Message =
  /** A key of the UI string catalogue and the values of its `{{name}}` placeholders. */
  | { key: string; values?: MessageValues }
  /** A text written outside the catalogue, in the page's language, and the values of its `{0}`, `{1}`… */
  | { configured: string; values?: PositionalValues };

/** A catalogue key with the values of its `{{name}}` placeholders, as a message string. */
export function messageKey(key: string, values?: MessageValues): string {
  return values && Object.keys(values).length > 0 ? JSON.stringify({ key, values }) : key;
}

/** A configured text (CMS, platform) with the values of its `{0}`, `{1}`…, as a message string. */
export function configuredMessage(text: string, values: PositionalValues = []): string {
  return JSON.stringify(values.length > 0 ? { configured: text, values } : { configured: text });
}

function isValue(value: unknown): value is MessageValue {
  if (typeof value === "string" || typeof value === "number") return true;
  return (
    value !== null &&
    typeof value === "object" &&
    !Array.isArray(value) &&
    typeof (value as { key?: unknown }).key === "string" &&
    Object.keys(value).length === 1
  );
}

function isValues(value: unknown): value is MessageValues {
  return value !== null && typeof value === "object" && !Array.isArray(value) && Object.values(value).every((v) => isValue(v));
}

function isPositional(value: unknown): value is PositionalValues {
  return Array.isArray(value) && value.every((v) => typeof v === "string" || typeof v === "number");
}

/** The message a message string holds (a string that is not a message object is a catalogue key). */
export function readMessage(message: string): Message {
  if (!message.startsWith("{")) return { key: message };
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return { key: message };
  }
  if (parsed === null || typeof parsed !== "object") return { key: message };
  const { key, configured, values } = parsed as { key?: unknown; configured?: unknown; values?: unknown };
  if (typeof key === "string" && (values === undefined || isValues(values))) return values ? { key, values } : { key };
  if (typeof configured === "string" && (values === undefined || isPositional(values))) return values ? { configured, values } : { configured };
  return { key: message };
}
