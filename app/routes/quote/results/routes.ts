/** Resource routes of the results stage (language-free), registered by app/routes/quote/pages.ts. */
import type { RouteConfigEntry } from "@react-router/dev/routes";

export const resultsResources: RouteConfigEntry[] = [];
