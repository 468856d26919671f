/**
 * Buy online (issue 20): the Studio fields of the `buyOnlineSettings` document, one per configured value; their defaults and the
 * site's typed reading are in app/.server/content/settings/buy-online.ts.
 */
import type { FieldDefinition } from "../types.ts";

export const buyOnlineFields: FieldDefinition[] = [];
