/**
 * The validation settings the browser and the action share (doc2 §5): today's date, the
 * configured age limits and the invalid-birth-date message with {0} and {1}, the licenseId rule.
 */
import type { AgeLimits } from "~/domain/quote/fields";
import type { DriverStep3Options } from "~/domain/quote/driver-address";

export type WizardConfig = {
  primaryMinAge: number;
  primaryMaxAge: number;
  secondMinAge: number;
  secondMaxAge: number;
  /** The configured invalid-birth-date text ({0} minimum, {1} maximum), when the CMS has one. */
  invalidBirthDateMessage?: string;
};

export function wizardRules(config: WizardConfig, today: string) {
  const ageLimits: AgeLimits = {
    primary: { min: config.primaryMinAge, max: config.primaryMaxAge },
    second: { min: config.secondMinAge, max: config.secondMaxAge },
  };
  // The configured text when the CMS has one; else the rules answer the catalogue's birth-date message.
  const invalidBirthDateMessage = config.invalidBirthDateMessage || undefined;
  const step3: DriverStep3Options = { licenseId: { required: true, mandatory: true } };
  return { ageLimits, birthRule: { today, ageLimits, invalidBirthDateMessage }, step3 };
}
