/**
 * The follow-up flow's rules (doc3 §4.2, §5.2), pure: used by the step schemas (./schemas.ts) in the browser and in
 * the actions, and by the server after its look-ups.
 */
import { isIncluded, isMarried, type Driver } from "./model";
import { configuredMessage } from "../message";
import { followUpErrors as E } from "./messages";

/** doc3 §5.2, §9: a VIN matches the pattern (17 letters or digits without I, O, Q) and is at most 17 characters. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
export const VIN_MAX = 17;

export type VinProblem = "required" | "wrong" | null;

export function vinProblem(vin: string): VinProblem {
  const value = vin.trim().toUpperCase();
  if (!value) return "required";
  if (value.length > VIN_MAX || !VIN_PATTERN.test(value)) return "wrong";
  return null;
}

export interface MaritalCheckInput {
  primaryMarital: string;
  drivers: Pick<Driver, "marital" | "relation" | "actionType" | "driverStatus">[];
}

/**
 * doc3 §5.2 marital validation (carriers with enableMaritalValidation):
 * - the additional drivers counted as married (marital 0 or 2) plus the primary's married count must be even (zero allowed);
 * - a married primary (marital 0) needs a spouse (relation 1) among the additional drivers;
 * - a spouse (relation 1) with a single primary (marital 1) is an error.
 * Answers a catalogue key, or null when the list passes.
 */
export function maritalProblem({ primaryMarital, drivers }: MaritalCheckInput): string | null {
  const married = drivers.filter((d) => isMarried(d.marital)).length + (isMarried(primaryMarital) ? 1 : 0);
  if (married % 2 !== 0) return E.maritalCount;
  const hasSpouse = drivers.some((d) => d.relation === "1");
  if (primaryMarital === "0" && !hasSpouse) return E.spouseRequired;
  if (primaryMarital === "1" && hasSpouse) return E.spouseWithSingle;
  return null;
}

export interface DriverRuleOptions {
  enableDriverStatus: boolean;
  enableAllFieldsForExclude: boolean;
  enableActionType: boolean;
}

/** doc3 §5.2 additional drivers: per field, the catalogue key of the first problem (empty when the driver is complete). */
export function driverProblems(driver: Driver, options: DriverRuleOptions): Partial<Record<keyof Driver, string>> {
  const problems: Partial<Record<keyof Driver, string>> = {};
  const included = isIncluded(driver);
  const all = included || options.enableAllFieldsForExclude;
  if (!driver.firstName.trim()) problems.firstName = E.firstNameRequired;
  if (!driver.lastName.trim()) problems.lastName = E.lastNameRequired;
  if (!driver.relation || driver.relation === "0") problems.relation = E.relationRequired;
  if (all && !driver.gender) problems.gender = E.genderRequired;
  if (all && !driver.marital) problems.marital = E.maritalRequired;
  if (included && !driver.licence.trim()) problems.licence = E.licenceRequired;
  if (options.enableDriverStatus && !driver.residenceStatus) problems.residenceStatus = E.residenceRequired;
  if (options.enableDriverStatus && !driver.driverStatus) problems.driverStatus = E.driverStatusRequired;
  return problems;
}

/** doc3 §5.2 licence of an additional driver: looked up with the date of birth, the returned first name must match. */
export function sameFirstName(entered: string, found: string): boolean {
  const norm = (v: string) =>
    v
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .trim()
      .toLowerCase();
  return norm(entered) !== "" && norm(entered) === norm(found);
}

/** doc3 §4.2: a driver added through licence lookup is de-duplicated by first name, last name and date of birth. */
export function isSameDriver(a: Pick<Driver, "firstName" | "lastName" | "dob">, b: Pick<Driver, "firstName" | "lastName" | "dob">): boolean {
  const norm = (v: string) => v.trim().toLowerCase();
  return norm(a.firstName) === norm(b.firstName) && norm(a.lastName) === norm(b.lastName) && a.dob === b.dob;
}

export function withoutDuplicates<T extends Pick<Driver, "firstName" | "lastName" | "dob">>(existing: readonly T[], added: readonly T[]): T[] {
  const out = [...existing];
  for (const driver of added) if (!out.some((d) => isSameDriver(d, driver))) out.push(driver);
  return out;
}

export interface CarrierQuestion {
  code: string;
  text: string;
  validationRequired: boolean;
  validAnswer: "Y" | "N";
  /** The carrier's message in the page's language ({0} = first name). */
  errorMessage: string;
  yesButton: string;
  noButton: string;
}

/**
 * doc3 §5.2 questions: every question answered, else the question-required message with the first name; a question
 * with validation required must have its valid answer, else its own error message (the form is blocked).
 */
export function questionProblems(
  questions: readonly CarrierQuestion[],
  answers: Record<string, string | undefined>,
  firstName: string,
  questionRequired: string,
) {
  const problems: Record<string, string> = {};
  for (const q of questions) {
    const answer = answers[q.code];
    if (answer !== "Y" && answer !== "N") problems[q.code] = configuredMessage(questionRequired, [firstName]);
    else if (q.validationRequired && answer !== q.validAnswer) problems[q.code] = configuredMessage(q.errorMessage || questionRequired, [firstName]);
  }
  return problems;
}

/** doc3 §7.2 nonvoicecallrequest: the phone number without dashes. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}

/** doc3 §9 phone shown ddd-ddd-dddd. */
export function showPhone(phone: string): string {
  const d = phoneDigits(phone);
  return d.length === 10 ? `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}` : phone;
}
