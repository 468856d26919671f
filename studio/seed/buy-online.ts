/** Each brand's `buyOnlineSettings` document (the fields of cms-schemas/settings/buy-online.ts), as the seed dataset holds it. */
export function buyOnlineSettingsFields(): Record<string, unknown> {
  return {};
}
