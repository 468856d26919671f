/**
 * The customer portal (issue 19): the Studio fields of the `portalSettings` document, one per configured value; their defaults and the
 * site's typed reading are in app/.server/content/settings/portal.ts.
 */
import type { FieldDefinition } from "../types.ts";

export const portalFields: FieldDefinition[] = [];
