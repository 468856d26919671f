/**
 * Fill a configured message: `{0}`, `{1}`, … are replaced by the arguments in order
 * (doc2 §5, §8: the invalid-birth-date message uses {0} for the minimum and {1} for the maximum;
 * the no-rates title carries the first name in {0}). A placeholder with no argument stays as written.
 * The site's one filler (../configured-message.ts), with the arguments spread.
 */
import { fillPositional } from "../configured-message";

export function formatMessage(template: string, ...args: readonly (string | number)[]): string {
  return fillPositional(template, args);
}
