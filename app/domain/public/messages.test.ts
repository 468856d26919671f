import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { fillPositional, isPublicMessageKey, messageText, publicMessages } from "./messages";

const placeholders = (s: string) => [...s.matchAll(/\{(\d+)\}/g)].map((m) => m[1]).sort();

describe("doc1 §8 public site messages in English and Spanish", () => {
  it("every message has non-empty English and Spanish text", () => {
    const empty = Object.entries(publicMessages).filter(([, t]) => !t.en.trim() || !t.es.trim());
    expect(empty).toEqual([]);
  });

  it("both languages use the same {0}/{1} placeholders", () => {
    const differing = Object.entries(publicMessages).filter(([, t]) => JSON.stringify(placeholders(t.en)) !== JSON.stringify(placeholders(t.es)));
    expect(differing).toEqual([]);
  });

  it("doc1 §5 the zip default text is 'You must enter a valid Zip Code'", () => {
    expect(messageText("public.zip.invalid", "en")).toBe("You must enter a valid Zip Code");
    expect(messageText("public.zip.invalid", "es")).toBe("Ingresa un código postal válido");
  });

  it("every message key the rules return exists in the catalogue", () => {
    // The public site's rules, and the make-a-payment rules (app/domain/payment) that use the same catalogue.
    const dirs = [fileURLToPath(new URL(".", import.meta.url)), fileURLToPath(new URL("../payment/", import.meta.url))];
    const used = dirs.flatMap((dir) =>
      readdirSync(dir)
        .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts") && f !== "messages.ts")
        .flatMap((f) => [...readFileSync(`${dir}/${f}`, "utf8").matchAll(/"(public\.[A-Za-z]+\.[A-Za-z]+)"/g)].map((m) => m[1]!)),
    );
    expect(used.length).toBeGreaterThan(10);
    expect(used.filter((key) => !isPublicMessageKey(key))).toEqual([]);
  });
});

describe("doc1 §8 configured messages", () => {
  it("a configured text is shown as authored; a key is translated", () => {
    expect(messageText("Zip please", "es")).toBe("Zip please");
    expect(messageText("public.form.required", "es")).toBe("Este campo es obligatorio");
  });

  it("a configured text in both languages picks the page's, English when the Spanish is empty", () => {
    expect(messageText({ en: "Hi", es: "Hola" }, "es")).toBe("Hola");
    expect(messageText({ en: "Hi", es: "" }, "es")).toBe("Hi");
  });

  it("{0} and {1} are filled; missing values leave the placeholder", () => {
    expect(messageText("public.payment.birthDateInvalid", "en", [16, 75])).toBe(
      "Please enter a valid date of birth. Drivers must be between 16 and 75 years old.",
    );
    expect(fillPositional("{0}-{1}-{2}", ["a", 1])).toBe("a-1-{2}");
  });

  it("a text that merely looks like a key is shown as written", () => {
    expect(isPublicMessageKey("public.nope.missing")).toBe(false);
    expect(isPublicMessageKey("toString")).toBe(false);
    expect(messageText("public.nope.missing", "en")).toBe("public.nope.missing");
  });
});
