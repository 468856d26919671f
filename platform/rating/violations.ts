/**
 * The violation list drivers pick from (the rate manual's violation chart), and the
 * coarse kinds that rate-table carriers price.
 */
import { manualTables } from "./manual-engine.ts";

export type ViolationKind = "minor" | "major" | "accident" | "alcohol" | "none" | "unacceptable";

const KIND_BY_GROUP: Record<string, ViolationKind> = {
  "MINOR MOVING VIOLATIONS": "minor",
  "MINOR NON-MOVING VIOLATIONS": "minor",
  "MAJOR MOVING VIOLATIONS": "major",
  "MAJOR NON-MOVING VIOLATIONS": "major",
  "ACCIDENT AT-FAULT": "accident",
  "ALCOHOL RELATED": "alcohol",
  "NO SURCHARGE": "none",
  "UNACCEPTABLE OPERATORS": "unacceptable",
};

let kinds: Map<string, ViolationKind> | undefined;

/** Kind of a violation by its name in the list; names not in the list count as minor. */
export function violationKind(description: string): ViolationKind {
  kinds ??= new Map([...manualTables().violations].map(([name, rule]) => [name, KIND_BY_GROUP[rule.group] ?? "minor"]));
  return kinds.get(description.trim().toUpperCase()) ?? "minor";
}

/** The violations a driver can report: name, group and kind, sorted by name. */
export function listViolations(): { description: string; group: string; kind: ViolationKind }[] {
  return [...manualTables().violations]
    .map(([description, rule]) => ({ description, group: rule.group, kind: KIND_BY_GROUP[rule.group] ?? ("minor" as const) }))
    .sort((a, b) => a.description.localeCompare(b.description));
}
