/**
 * Fill a configured message: `{0}`, `{1}`, … are replaced by the arguments in order
 * (doc2 §5, §8: the invalid-birth-date message uses {0} for the minimum and {1} for the maximum;
 * the no-rates title carries the first name in {0}). A placeholder with no argument stays as written.
 */
export function formatMessage(template: string, ...args: readonly (string | number)[]): string {
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const value = args[Number(index)];
    return value === undefined ? whole : String(value);
  });
}
