/**
 * The policy step's choices (doc2 §2, §9): coverage packages of the visitor's state (package 0 is
 * the state minimum) and, for custom coverages, the options of each of the nine codes.
 */
import { isCoverageCode, type CoverageCode, type CoverageEntry } from "~/domain/quote/coverage";

export type CoverageOptionChoice = { value: string; val1: string; val2: string; val3: string };
export type CoverageChoices = {
  packages: { id: number; name: string; description: string; coverages: CoverageEntry[] }[];
  definitions: { code: CoverageCode; required: boolean; options: CoverageOptionChoice[] }[];
};

type Loose = Record<string, unknown>;
const s = (value: unknown) => (value === undefined || value === null ? "" : String(value));

/** Reads the platform's getCoverages answer leniently: unknown codes and malformed entries are left out. */
export function coverageChoices(answer: { coverageProducts: unknown[]; coverages: unknown[] }): CoverageChoices {
  const entry = (value: unknown): CoverageEntry[] => {
    const e = value as Loose;
    const code = s(e?.coverageCd);
    return isCoverageCode(code) ? [{ coverageCd: code, val1: s(e.val1), val2: s(e.val2), val3: s(e.val3) }] : [];
  };
  return {
    packages: answer.coverageProducts.flatMap((value) => {
      const p = value as Loose;
      const id = Number(p?.coverageProductId);
      if (!Number.isInteger(id)) return [];
      return [{ id, name: s(p.name), description: s(p.description), coverages: (Array.isArray(p.coverages) ? p.coverages : []).flatMap(entry) }];
    }),
    definitions: answer.coverages.flatMap((value) => {
      const d = value as Loose;
      const code = s(d?.coverageCd);
      if (!isCoverageCode(code)) return [];
      const options = (Array.isArray(d.options) ? d.options : []).map((o) => {
        const option = o as Loose;
        return { value: s(option.value), val1: s(option.val1), val2: s(option.val2), val3: s(option.val3) };
      });
      return [{ code, required: d.required === true, options }];
    }),
  };
}

/** The coverage entries sent for the visitor's policy choice. */
export function coverageEntriesFor(
  choices: CoverageChoices | null,
  policy: { coveragePackage: number; custom: boolean; customValues: Record<string, string> },
): CoverageEntry[] {
  if (!choices) return [];
  if (policy.custom) {
    return choices.definitions.flatMap((definition) => {
      const chosen = policy.customValues[definition.code];
      const option = definition.options.find((o) => o.value === chosen && o.value !== "");
      return option ? [{ coverageCd: definition.code, val1: option.val1, val2: option.val2, val3: option.val3 }] : [];
    });
  }
  const found = choices.packages.find((p) => p.id === policy.coveragePackage) ?? choices.packages.find((p) => p.id === 0);
  return found ? found.coverages : [];
}
