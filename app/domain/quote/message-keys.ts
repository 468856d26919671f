/**
 * The keys of the quote-flow messages: the rules (schemas, pay plans, coverage labels) return these
 * keys, never prose, and the page turns them into text (app/i18n-message.ts). Their English and
 * Spanish texts are in app/locales/{en,es}/quote.ts, under the same group names (a key missing in
 * either language fails app/domain/message-keys.test.ts).
 */

export const ERROR_NAMES = [
  "required",
  "entryModeInvalid",
  "firstNameTooShort",
  "lastNameTooShort",
  "nameTooLong",
  "nameInvalid",
  "licenseInvalid",
  "licenseIdRequired",
  "dateInvalid",
  "monthInvalid",
  "dayInvalid",
  "yearInvalid",
  "dateNotReal",
  "birthDateOutOfRange",
  "emailInvalid",
  "phoneInvalid",
  "privacyConsentRequired",
  "affiliateConsentRequired",
  "addressTooShort",
  "textTooLong",
  "stateInvalid",
  "zipInvalid",
  "zipNotServed",
  "genderRequired",
  "maritalRequired",
  "insuredRequired",
  "relationRequired",
  "vinInvalid",
  "vinLetterO",
  "yearRequired",
  "makeRequired",
  "modelRequired",
  "mileageRequired",
  "mileageInvalid",
  "ownershipInvalid",
  "monthsOwnedInvalid",
  "residenceInvalid",
  "insuredMonthsInvalid",
  "agencyTransferInvalid",
  "termInvalid",
  "coveragePackageInvalid",
  "coverageInvalid",
  "licenseImageTooLarge",
  "licenseImageType",
  "ownerDobMismatch",
  "serviceFailed",
] as const;
export const PAY_PLAN_NAMES = ["paidInFull", "monthly", "bimonthly"] as const;
export const COVERAGE_NAMES = ["BI", "PD", "PIP", "UM", "UMPD", "COMP", "COLL", "RREIM", "CWAIV"] as const;
export const WAITING_NAMES = ["waiting", "longerWait"] as const;

/** The names of each message group, as the locale files group them. */
export const MESSAGE_NAMES = { errors: ERROR_NAMES, payPlan: PAY_PLAN_NAMES, coverage: COVERAGE_NAMES, waiting: WAITING_NAMES } as const;
export type MessageGroup = keyof typeof MESSAGE_NAMES;
export type MessageName<G extends MessageGroup> = (typeof MESSAGE_NAMES)[G][number];

export type QuoteMessageKey = { [G in MessageGroup]: `quote.${G}.${MessageName<G>}` }[MessageGroup];
export type QuoteErrorKey = `quote.errors.${MessageName<"errors">}`;

function keysOf<G extends MessageGroup>(group: G): { [K in MessageName<G>]: `quote.${G}.${K}` } {
  return Object.fromEntries(MESSAGE_NAMES[group].map((name) => [name, `quote.${group}.${name}`])) as { [K in MessageName<G>]: `quote.${G}.${K}` };
}

/** The error keys by name: `errorKeys.zipInvalid === "quote.errors.zipInvalid"`. */
export const errorKeys = keysOf("errors");
export const payPlanKeys = keysOf("payPlan");
export const coverageKeys = keysOf("coverage");
export const waitingKeys = keysOf("waiting");

/** Every key the quote rules can return. */
export const quoteMessageKeys: readonly QuoteMessageKey[] = (Object.keys(MESSAGE_NAMES) as MessageGroup[]).flatMap((group) =>
  MESSAGE_NAMES[group].map((name) => `quote.${group}.${name}` as QuoteMessageKey),
);
