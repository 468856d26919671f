/**
 * Buy online (issue 20): the typed reading of the `buyOnlineSettings` document (Studio fields in cms-schemas/settings/buy-online.ts).
 * Each entry is a zod field with the spec's default, so an empty document still gives every value.
 */
export const buyOnlineSettingsShape = {};
