/**
 * Code mappings of the rating request (doc2 §3 "Code mappings"), in both directions.
 * Forms post names (`female`, `single`); requests carry codes.
 */

function codeMap<const Name extends string>(pairs: readonly (readonly [Name, number])[]) {
  const byName = new Map<string, number>(pairs);
  const byCode = new Map<number, Name>(pairs.map(([name, code]) => [code, name]));
  return {
    names: pairs.map(([name]) => name) as readonly Name[],
    toCode(name: Name): number {
      return byName.get(name) as number;
    },
    /** The name of a code; undefined for a code that has none. */
    fromCode(code: number | string): Name | undefined {
      return byCode.get(Number(code));
    },
  };
}

/** gender: 1 female, 0 male. */
export const gender = codeMap([
  ["male", 0],
  ["female", 1],
] as const);
export type Gender = (typeof gender.names)[number];

/** marital: 1 single, 0 married. */
export const marital = codeMap([
  ["married", 0],
  ["single", 1],
] as const);
export type MaritalStatus = (typeof marital.names)[number];

/** driverstatus: 0 insured, 1 excluded all other, 2 excluded unlicensed. */
export const driverStatus = codeMap([
  ["insured", 0],
  ["excludedAllOther", 1],
  ["excludedUnlicensed", 2],
] as const);
export type DriverStatus = (typeof driverStatus.names)[number];

/** residencestatus: 0 resident, 1 distant student, 2 military, 3 out of country, 4 other, 5 deceased. */
export const residenceStatus = codeMap([
  ["resident", 0],
  ["distantStudent", 1],
  ["military", 2],
  ["outOfCountry", 3],
  ["other", 4],
  ["deceased", 5],
] as const);
export type ResidenceStatus = (typeof residenceStatus.names)[number];

/** relation: 1 spouse, 2 child, 3 other related, 4 other non-related, 5 parent, otherwise self. */
export const RELATIONS = ["self", "spouse", "child", "otherRelated", "otherNonRelated", "parent"] as const;
export type Relation = (typeof RELATIONS)[number];

const relationCodes = { spouse: 1, child: 2, otherRelated: 3, otherNonRelated: 4, parent: 5 } as const;
/** Codes an additional driver can have; 0 in the driver modal means not chosen. */
export const RELATION_CODES_TO_PRIMARY = [1, 2, 3, 4, 5] as const;
export const RELATION_NOT_CHOSEN = 0;

export const relation = {
  names: RELATIONS,
  /** `self` is sent as 0: any code other than 1 to 5 reads as self. */
  toCode(name: Relation): number {
    return name === "self" ? 0 : relationCodes[name];
  },
  fromCode(code: number | string): Relation {
    const found = Object.entries(relationCodes).find(([, value]) => value === Number(code));
    return found ? (found[0] as Relation) : "self";
  },
};
