/** Each brand's `roadsideSettings` document (the fields of cms-schemas/settings/roadside.ts), as the seed dataset holds it. */
export function roadsideSettingsFields(): Record<string, unknown> {
  return {};
}
