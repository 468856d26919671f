/** Each brand's `rentersSettings` document (the fields of cms-schemas/settings/renters.ts), as the seed dataset holds it. */
export function rentersSettingsFields(): Record<string, unknown> {
  return {};
}
