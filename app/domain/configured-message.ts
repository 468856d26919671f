/**
 * The one filler of configured messages. Texts an editor writes in the CMS (doc1 §8, doc2 §5 and §8,
 * doc3 §8: the invalid-birth-date message with {0} and {1} for the ages, a question's message with
 * {0} for the first name) carry positional placeholders `{0}`, `{1}`…; the UI catalogue's own
 * texts use i18next's `{{name}}` and are filled by `t`. A placeholder with no value stays as written.
 */
export function fillPositional(template: string, params: readonly (string | number)[] = []): string {
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const value = params[Number(index)];
    return value === undefined ? whole : String(value);
  });
}
