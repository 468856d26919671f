/**
 * Messages of the follow-up flow (../message.ts). Two kinds, as in the account forms:
 * - configured texts (doc3 §8 follow-up: driver required, date required, given data not correct, VIN required,
 *   VIN wrong, all fields required, question required with {0} the driver's first name, code failures), read from
 *   the followUpSettings document and passed to the rules in the page's language; the rules answer them as
 *   configured messages;
 * - keys of the UI string catalogue (`followUp.errors.*`) for the other rules of doc3 §5.2.
 */

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
