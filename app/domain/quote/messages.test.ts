import { describe, expect, it } from "vitest";
import { formatMessage } from "./format-message";
import { coverageKeys, MESSAGE_NAMES, payPlanKeys, waitingKeys } from "./message-keys";
import { errorKeys, isQuoteMessageKey, quoteLocale, quoteMessageKeys, quoteMessages, quoteMessageText } from "./messages";

describe("formatMessage", () => {
  it("doc2 §5 invalid birth date: {0} is the minimum and {1} the maximum age", () => {
    expect(formatMessage("Drivers must be {0} to {1}.", 16, 75)).toBe("Drivers must be 16 to 75.");
  });

  it("doc2 §8 no-rates title: the first name goes in {0}, wherever and however often it appears", () => {
    expect(formatMessage("{0}, no rates yet. Sorry {0}!", "Ana")).toBe("Ana, no rates yet. Sorry Ana!");
  });

  it("keeps a placeholder that has no argument, and text without placeholders", () => {
    expect(formatMessage("{0} and {1}", "a")).toBe("a and {1}");
    expect(formatMessage("plain text", "x")).toBe("plain text");
  });
});

describe("quote messages in English and Spanish", () => {
  it("every key has non-empty text in both languages", () => {
    for (const key of quoteMessageKeys) {
      expect(quoteMessageText(key, "en").trim(), key).not.toBe("");
      expect(quoteMessageText(key, "es").trim(), key).not.toBe("");
    }
  });

  it("Spanish is a translation, not a copy of the English", () => {
    const same = quoteMessageKeys.filter((key) => quoteMessageText(key, "en") === quoteMessageText(key, "es"));
    expect(same).toEqual([]);
  });

  it("both languages keep the same {n} placeholders", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\d+)\}/g)].map((m) => m[1]).sort();
    for (const key of quoteMessageKeys) {
      expect(placeholders(quoteMessageText(key, "es")), key).toEqual(placeholders(quoteMessageText(key, "en")));
    }
    expect(placeholders(quoteMessageText(errorKeys.birthDateOutOfRange, "en"))).toEqual(["0", "1"]);
  });

  it("keys are namespaced under quote.<group>. and recognised; formatted text is not a key", () => {
    expect(errorKeys.zipInvalid).toBe("quote.errors.zipInvalid");
    expect(quoteMessageKeys.every((key) => /^quote\.(errors|payPlan|coverage|waiting)\.\w+$/.test(key))).toBe(true);
    expect(isQuoteMessageKey(errorKeys.zipInvalid)).toBe(true);
    expect(isQuoteMessageKey("Drivers must be between 16 and 75 years old.")).toBe(false);
  });

  it("the key lists the rules use name exactly the messages that have text, group by group", () => {
    for (const group of Object.keys(MESSAGE_NAMES) as (keyof typeof MESSAGE_NAMES)[]) {
      expect(Object.keys(quoteMessages[group]), group).toEqual([...MESSAGE_NAMES[group]]);
    }
    const keys = [errorKeys, payPlanKeys, coverageKeys, waitingKeys].flatMap((group) => Object.values(group));
    expect(keys).toEqual(quoteMessageKeys);
  });

  it("quoteLocale gives the branch to merge under `quote` in each locale file", () => {
    const en = quoteLocale("en");
    const es = quoteLocale("es");
    expect(en.errors.zipInvalid).toBe(quoteMessageText("quote.errors.zipInvalid", "en"));
    expect(es.payPlan.bimonthly).toBe(quoteMessageText("quote.payPlan.bimonthly", "es"));
    expect(Object.keys(es.errors).sort()).toEqual(Object.keys(en.errors).sort());
  });
});
