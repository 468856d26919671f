/** Each brand's `followUpSettings` document (the fields of cms-schemas/settings/follow-up.ts), as the seed dataset holds it. */
export function followUpSettingsFields(): Record<string, unknown> {
  return {};
}
