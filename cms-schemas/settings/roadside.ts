/**
 * Roadside assistance (issue 22): the Studio fields of the `roadsideSettings` document, one per configured value; their defaults and the
 * site's typed reading are in app/.server/content/settings/roadside.ts.
 */
import type { FieldDefinition } from "../types.ts";

export const roadsideFields: FieldDefinition[] = [];
