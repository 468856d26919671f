import { describe, expect, it } from "vitest";
import { overridableStrings } from "../app/.server/translations";
import { checkReplacement, labelOverride, labelSettings } from "./labels";
import type { FieldDefinition, Rule } from "./types";

/** The file the Studio's list of labels comes from: `npx vitest run cms-schemas/labels.test.ts -u` writes it again. */
function catalogueSource(): string {
  const rows = overridableStrings().map((entry) => `  ${JSON.stringify(entry)},`);
  return [
    "/**",
    " * Every UI string of app/locales a brand may override (its key and English default), for the Studio's",
    " * list of labels. Generated from the locale files by cms-schemas/labels.test.ts: run",
    " * `npx vitest run cms-schemas/labels.test.ts -u` after changing them.",
    " */",
    "export const labelCatalogue: readonly (readonly [key: string, english: string])[] = [",
    ...rows,
    "];",
    "",
  ].join("\n");
}

function customChecks(field: FieldDefinition | undefined) {
  const found: ((value: unknown, context: unknown) => true | string)[] = [];
  const rule: Rule = new Proxy({} as Rule, {
    get:
      (_target, name) =>
      (...args: unknown[]) => {
        if (name === "custom") found.push(args[0] as (value: unknown, context: unknown) => true | string);
        return rule;
      },
  });
  field?.validation?.(rule);
  return found;
}

describe("labels per brand in the Studio", () => {
  it("offers every string of the locale files (the generated list is current)", async () => {
    await expect(catalogueSource()).toMatchFileSnapshot("./label-catalogue.ts");
  });

  it("refuses a key that is not a label, a placeholder the default does not fill, and the same label twice", () => {
    const key = labelOverride.fields.find((f) => f.name === "key");
    const [keyCheck] = customChecks(key);
    expect(keyCheck?.("home.findOffice", {})).toBe(true);
    expect(keyCheck?.("home.noSuchLabel", {})).toMatch(/does not exist/);
    expect(key?.options?.list).toContainEqual({ title: "home.findOffice — Find an office", value: "home.findOffice" });
    expect((key?.options?.list ?? []).some((o) => typeof o === "object" && o.value.toString().startsWith("agentConsole."))).toBe(false);

    expect(checkReplacement("home.metaTitle", "Cheap car insurance | {{brand}}")).toBe(true);
    expect(checkReplacement("home.metaTitle", "Cheap car insurance | {{name}}")).toMatch(/\{\{name\}\} is not filled in.*\{\{brand\}\}/);
    const [spanishCheck] = customChecks(labelOverride.fields.find((f) => f.name === "es"));
    expect(spanishCheck?.("Seguro barato | {{marca}}", { parent: { key: "home.metaTitle" } })).toMatch(/\{\{marca\}\}/);

    const [twiceCheck] = customChecks(labelSettings.fields.find((f) => f.name === "overrides"));
    expect(twiceCheck?.([{ key: "home.findOffice" }, { key: "home.readReviews" }], {})).toBe(true);
    expect(twiceCheck?.([{ key: "home.findOffice" }, { key: "home.findOffice" }], {})).toMatch(/changed twice/);
  });
});
