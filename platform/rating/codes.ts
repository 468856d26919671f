/** doc2 §3 "Code mappings" from the spec's numeric codes to the engine's names. */
import type { Gender, MaritalStatus, Relation } from "./types.ts";

/** doc2 §3: gender 1 female, 0 male. */
export function genderFromCode(code: string | number): Gender {
  return String(code) === "1" ? "female" : "male";
}

/** doc2 §3: marital 1 single, 0 married. */
export function maritalFromCode(code: string | number): MaritalStatus {
  return String(code) === "1" ? "single" : "married";
}

/** doc2 §3: relation 1 spouse, 2 child, 3 otherrelated, 4 othernonrelated, 5 parent, otherwise self. */
export function relationFromCode(code: string | number | null | undefined): Relation {
  switch (String(code)) {
    case "1":
      return "spouse";
    case "2":
      return "child";
    case "3":
      return "otherRelated";
    case "4":
      return "otherNonRelated";
    case "5":
      return "parent";
    default:
      return "self";
  }
}
