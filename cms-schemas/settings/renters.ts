/**
 * Renters insurance (issue 22): the Studio fields of the `rentersSettings` document, one per configured value; their defaults and the
 * site's typed reading are in app/.server/content/settings/renters.ts.
 */
import type { FieldDefinition } from "../types.ts";

export const rentersFields: FieldDefinition[] = [];
