import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { resources } from "~/.server/translations";
import { configuredMessage, messageKey, readMessage } from "~/domain/message";
import { PUBLIC_MESSAGE_KEYS } from "~/domain/public/messages";
import { quoteMessageKeys } from "~/domain/quote/message-keys";
import { createI18n } from "~/i18n";
import { messageText } from "./i18n-message";

const APP = fileURLToPath(new URL(".", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Whether `lang` has text at `key`: a string, its plural forms, or a list or group read whole. */
function hasString(lang: "en" | "es", key: string): boolean {
  const lookup = (path: string) =>
    path.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), resources[lang]);
  const found = lookup(key);
  return typeof found === "string" || (found !== null && typeof found === "object") || typeof lookup(`${key}_other`) === "string";
}

/** Every catalogue key written out in the rules (app/domain) and in the pages' loaders and actions (app/routes). */
function keysInSource(): { key: string; file: string }[] {
  const branches = Object.keys(resources.en);
  const literal = new RegExp(`["'\`]((?:${branches.join("|")})(?:\\.[A-Za-z0-9_]+)+)["'\`]`, "g");
  return [join(APP, "domain"), join(APP, "routes")].flatMap(sources).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return [...text.matchAll(literal)].map((match) => ({ key: match[1]!, file: relative(APP, file) }));
  });
}

describe("one message catalogue (app/locales) in English and Spanish", () => {
  it("every key the quote rules and the public site's rules can return has its text in both languages, and the Spanish is a translation", () => {
    const keys = [...quoteMessageKeys, ...PUBLIC_MESSAGE_KEYS];
    expect(keys.length).toBeGreaterThan(70);
    expect(keys.filter((key) => !hasString("en", key) || !hasString("es", key))).toEqual([]);
    const t = { en: createI18n("en", resources.en).t, es: createI18n("es", resources.es).t };
    expect(keys.filter((key) => t.en(key) === t.es(key))).toEqual([]);
  });

  it("every key written out in a rule, loader or action is in both languages", () => {
    const found = keysInSource();
    expect(found.length).toBeGreaterThan(200);
    const missing = found.filter(({ key }) => !hasString("en", key) || !hasString("es", key)).map(({ key, file }) => `${file}: ${key}`);
    expect(missing).toEqual([]);
  });

  it("the catalogue has one placeholder syntax, i18next's {{name}}: no positional {0}", () => {
    const positional: string[] = [];
    const walk = (node: unknown, path: string) => {
      if (typeof node === "string") {
        if (/\{\d+\}/.test(node)) positional.push(path);
      } else if (node && typeof node === "object") for (const [name, child] of Object.entries(node)) walk(child, path ? `${path}.${name}` : name);
    };
    walk(resources, "");
    expect(positional).toEqual([]);
  });
});

describe("a message becomes text in one place (app/i18n-message.ts)", () => {
  const en = createI18n("en", resources.en).t;
  const es = createI18n("es", resources.es).t;

  it("a catalogue key, alone or with its values, is the page language's text", () => {
    expect(messageText(es, "public.form.required")).toBe("Este campo es obligatorio");
    expect(messageText(en, messageKey("quote.errors.birthDateOutOfRange", { min: 16, max: 75 }))).toBe("Drivers must be between 16 and 75 years old.");
    expect(messageText(es, messageKey("public.payment.birthDateInvalid", { min: 18, max: 80 }))).toBe(
      "Ingresa una fecha de nacimiento válida. La edad debe estar entre 18 y 80 años.",
    );
    // A key without values is the key itself, as zod issues and conform's replies carry it.
    expect(messageKey("customer.errors.email")).toBe("customer.errors.email");
  });

  it("doc2 §5 VIN: a value that is itself a catalogue text (the button to select) is in the page's language too", () => {
    const warning = messageKey("vinCheck.decoded", { vehicle: "2012 Ram 1500", button: { key: "quote.vehicles.save" } });
    expect(readMessage(warning)).toEqual({ key: "vinCheck.decoded", values: { vehicle: "2012 Ram 1500", button: { key: "quote.vehicles.save" } } });
    expect(messageText(en, warning)).toContain("We read it as a 2012 Ram 1500. If that's your vehicle, select Save vehicle to keep it");
    expect(messageText(es, warning)).toContain("Lo leemos como 2012 Ram 1500. Si es tu vehículo, selecciona Guardar vehículo para conservarlo");
    // A value object with anything beside its key is not a message value: the string reads as a key.
    expect(readMessage('{"key":"vinCheck.decoded","values":{"button":{"key":"a","x":1}}}')).toEqual({
      key: '{"key":"vinCheck.decoded","values":{"button":{"key":"a","x":1}}}',
    });
  });

  it("doc2 §5, doc3 §8: a configured message (the CMS's text) is shown as written with {0} and {1} filled in", () => {
    expect(messageText(en, configuredMessage("Drivers must be {0} to {1}.", [16, 75]))).toBe("Drivers must be 16 to 75.");
    expect(messageText(es, configuredMessage("{0}, ¿tiene {0} licencia?", ["Ana"]))).toBe("Ana, ¿tiene Ana licencia?");
    expect(messageText(en, configuredMessage("{0} and {2}", ["a"]))).toBe("a and {2}");
    // A configured text that looks like a key is still the editor's text, not a key.
    expect(messageText(en, configuredMessage("public.form.required"))).toBe("public.form.required");
    expect(messageText(en, configuredMessage("Call us: {{phone}}"))).toBe("Call us: {{phone}}");
  });

  it("a message string holds exactly what was made: the kind is written in it, never guessed", () => {
    expect(readMessage(configuredMessage("Hi {0}", ["Ana"]))).toEqual({ configured: "Hi {0}", values: ["Ana"] });
    expect(readMessage(messageKey("portal.errors.age", { min: 15, max: 75 }))).toEqual({ key: "portal.errors.age", values: { min: 15, max: 75 } });
    expect(readMessage("buy.errors.tooLong")).toEqual({ key: "buy.errors.tooLong" });
    // Something that is not a message object is read as a key (a missing key shows as itself, as i18next does).
    expect(readMessage("{not json")).toEqual({ key: "{not json" });
    expect(readMessage('{"configured":3}')).toEqual({ key: '{"configured":3}' });
  });

  it("nothing else in the app turns a message into text: no key-or-prose guess, no second {0} filler", () => {
    const guesses = [
      // `message.startsWith("customer.") ? t(message) : message` and the like
      /startsWith\(\s*["'`][\w.]*["'`]\s*\)\s*\?\s*(?:ctx\.)?t\(/,
      // `isQuoteMessageKey(message) ? t(message) : message`
      /is\w*MessageKey\(\w+\)[^\n]*\?\s*(?:ctx\.)?t\(/,
      // a filler of positional placeholders
      /\\\{\(\\d\+\)\\\}|replaceAll\(\s*["'`]\{0\}/,
    ];
    const self = join(APP, "i18n-message.ts");
    const offending = sources(APP)
      .filter((file) => file !== self)
      .flatMap((file) => {
        const text = readFileSync(file, "utf8");
        return guesses.filter((pattern) => pattern.test(text)).map((pattern) => `${relative(APP, file)}: ${pattern.source}`);
      });
    expect(offending).toEqual([]);
  });
});
