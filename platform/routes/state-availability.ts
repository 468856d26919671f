/**
 * GET /api/rating/stateAvailability?state=AZ&carrierIds=a,b (site): how many of the brand's carriers
 * the platform can rate in a state. The quote page asks before it shows the form (doc2 §1, §5), so no
 * shopper fills in a form no carrier can quote. The site decides which states its brand serves (the
 * CMS brand's `states`) and names the brand's carriers selling there (its CMS carrier documents); a
 * caller naming none gets the platform's default table of served states and brand carriers.
 */
import { z } from "zod";
import type { Api } from "../http/route.ts";
import type { PlatformContext } from "../services/context.ts";
import { stateCode } from "../services/schemas.ts";
import { stateAvailability } from "../services/state-availability.ts";

/** The most carriers one question may name (the transaction's carrier list has the same bound). */
export const MAX_CARRIER_IDS = 50;

const carrierIdList = z
  .string()
  .max(MAX_CARRIER_IDS * 61, `must name at most ${MAX_CARRIER_IDS} carriers`)
  .transform((text) =>
    text
      .split(",")
      .map((id) => id.trim())
      .filter((id) => id !== ""),
  )
  .pipe(
    z
      .array(z.string())
      .max(MAX_CARRIER_IDS, `must name at most ${MAX_CARRIER_IDS} carriers`)
      .refine((ids) => ids.every((id) => /^[a-z0-9-]{1,60}$/.test(id)), "must be carrier ids (lower-case letters, digits and dashes), separated by commas"),
  )
  .optional()
  .meta({
    description:
      `The brand's carriers selling in the state, comma-separated carrier ids (at most ${MAX_CARRIER_IDS}), as the site's CMS holds them: ` +
      "the answer counts those whose rate tables cover the state. Present but empty: no carrier. Absent: the platform's defaults.",
  });

export function registerStateAvailabilityRoutes(api: Api, ctx: PlatformContext): void {
  api.route({
    method: "get",
    path: "/api/rating/stateAvailability",
    auth: "site",
    tags: ["rating"],
    summary: "How many of the brand's carriers rate a state",
    description:
      "Path chosen by the platform (doc2 §1, §5: quotes only where they are available). The site decides which states its brand serves " +
      "(the CMS brand's states) and sends the brand's carriers selling in the state as carrierIds (comma-separated, at most " +
      `${MAX_CARRIER_IDS}, each lower-case letters, digits and dashes): carrierCount is how many of them the platform rates there ` +
      "(their rate tables cover the state), the carriers a transaction naming them would be rated with; served is null (the site's " +
      "decision) and quotable is carrierCount above 0. Without carrierIds the platform answers from its own defaults, kept for callers " +
      "that send no carriers: served from its served-states table (REFERENCE_SERVED_STATES), carrierCount from the brand's enabled " +
      "carriers (brand_carriers, or every carrier), quotable served and carrierCount above 0.",
    query: z.object({ state: stateCode, carrierIds: carrierIdList }),
    response: z.object({ state: z.string(), served: z.boolean().nullable(), carrierCount: z.number().int(), quotable: z.boolean() }),
    handler: async ({ query, caller }) => stateAvailability(ctx, caller!.brand, query.state, query.carrierIds),
  });
}
