/**
 * Messages of the follow-up flow. Two kinds, as in the account forms:
 * - configured texts (doc3 §8 follow-up: driver required, date required, given data not correct, VIN required,
 *   VIN wrong, all fields required, question required with {0}, code failures), read from the followUpSettings
 *   document and passed to the rules already in the page's language;
 * - keys of the UI string catalogue (`followUp.errors.*`) for the other rules of doc3 §5.2.
 */
import { fillPositional } from "~/domain/public/messages";

export const CONFIGURED_MESSAGES = [
  "driverRequired",
  "dateRequired",
  "dataNotCorrect",
  "vinRequired",
  "vinWrong",
  "allFieldsRequired",
  "questionRequired",
  "emailCodeWrong",
  "textCodeWrong",
  "bothCodesWrong",
  "finalFailure",
] as const;
export type ConfiguredMessage = (typeof CONFIGURED_MESSAGES)[number];
export type ConfiguredMessages = Record<ConfiguredMessage, string>;

export const followUpErrors = {
  dateFormat: "followUp.errors.dateFormat",
  consentRequired: "followUp.errors.consentRequired",
  firstNameRequired: "followUp.errors.firstNameRequired",
  lastNameRequired: "followUp.errors.lastNameRequired",
  relationRequired: "followUp.errors.relationRequired",
  genderRequired: "followUp.errors.genderRequired",
  maritalRequired: "followUp.errors.maritalRequired",
  licenceRequired: "followUp.errors.licenceRequired",
  licenceInvalid: "followUp.errors.licenceInvalid",
  residenceRequired: "followUp.errors.residenceRequired",
  driverStatusRequired: "followUp.errors.driverStatusRequired",
  actionTypeRequired: "followUp.errors.actionTypeRequired",
  dobInvalid: "followUp.errors.dobInvalid",
  dobRequired: "followUp.errors.dobRequired",
  maritalCount: "followUp.errors.maritalCount",
  spouseRequired: "followUp.errors.spouseRequired",
  spouseWithSingle: "followUp.errors.spouseWithSingle",
  driverIncomplete: "followUp.errors.driverIncomplete",
  yearRequired: "followUp.errors.yearRequired",
  makeRequired: "followUp.errors.makeRequired",
  modelRequired: "followUp.errors.modelRequired",
  mileageRequired: "followUp.errors.mileageRequired",
  choiceRequired: "followUp.errors.choiceRequired",
  codeRequired: "followUp.errors.codeRequired",
} as const;

/** `{0}` in a configured message → the driver's first name (doc3 §8 "the first name replaces {0}"). */
export function withFirstName(message: string, firstName: string): string {
  return fillPositional(message, [firstName]);
}
