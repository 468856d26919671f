/**
 * The follow-up flow and contact verification (issue 21): the Studio fields of the `followUpSettings` document, one per configured value; their defaults and the
 * site's typed reading are in app/.server/content/settings/follow-up.ts.
 */
import type { FieldDefinition } from "../types.ts";

export const followUpFields: FieldDefinition[] = [];
