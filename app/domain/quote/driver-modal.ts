/**
 * The add/edit driver modal (doc2 §2, §5): first and last name, date of birth (the one date input, MM/DD/YYYY), relation to
 * the primary driver, gender and marital status. The primary driver's relation is hidden (and so
 * not validated); an additional driver needs a relation other than 0 ("not chosen").
 */
import { z } from "zod/mini";
import { gender, marital, relation, RELATION_NOT_CHOSEN, type Relation } from "./codes";
import { dobTextField, nameField, visibleShape, type BirthDateRule } from "./fields";
import { errorKeys } from "./message-keys";

/** The relation select posts a code; 0 means not chosen, 1 to 5 are spouse, child, other related, other non-related, parent. */
export function relationField() {
  return z
    .number({ error: errorKeys.relationRequired })
    .check(z.int({ error: errorKeys.relationRequired }), z.gte(1, { error: errorKeys.relationRequired }), z.lte(5, { error: errorKeys.relationRequired }));
}

function modalShape(rule: BirthDateRule) {
  return {
    firstName: nameField(errorKeys.firstNameTooShort),
    lastName: nameField(errorKeys.lastNameTooShort),
    dob: dobTextField(rule),
    relation: relationField(),
    gender: z.enum(gender.names, { error: errorKeys.genderRequired }),
    marital: z.enum(marital.names, { error: errorKeys.maritalRequired }),
  };
}
export type DriverModalField = keyof ReturnType<typeof modalShape>;

export type DriverModalOptions = BirthDateRule & {
  /** Further fields the page hides for this carrier or driver (for example `dob`). */
  hidden?: readonly DriverModalField[];
};

/**
 * The modal's schema for a driver: the primary driver uses the primary age limits and has no
 * relation field; any other driver uses the second-driver limits and must choose a relation.
 */
export function driverModalSchema(options: DriverModalOptions) {
  const hidden: DriverModalField[] = [...(options.hidden ?? [])];
  if (options.role === "primary") hidden.push("relation");
  return z.object(visibleShape(modalShape(options), hidden));
}
export type DriverModalValue = z.output<ReturnType<typeof driverModalSchema>>;

/** The relation a saved driver has: the primary driver is `self`; a missing or 0 code is not chosen. */
export function relationOf(role: "primary" | "additional", code: number | undefined): Relation | undefined {
  if (role === "primary") return "self";
  if (code === undefined || code === RELATION_NOT_CHOSEN) return undefined;
  const name = relation.fromCode(code);
  return name === "self" ? undefined : name;
}

/** doc2 §4: the first driver (index 0) cannot be removed. */
export function canRemoveDriver(index: number): boolean {
  return index > 0;
}
