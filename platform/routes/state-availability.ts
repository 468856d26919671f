/**
 * GET /api/rating/stateAvailability?state=AZ (site): whether the caller's brand quotes a state online
 * — it serves the state and at least one of its carriers rates it. The quote page asks before it
 * shows the form (doc2 §1, §5), so no shopper fills in a form no carrier can quote.
 */
import { z } from "zod";
import type { Api } from "../http/route.ts";
import type { PlatformContext } from "../services/context.ts";
import { stateAvailability } from "../services/state-availability.ts";

const stateCode = z
  .string({ error: "is required" })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "must be a two-letter state code");

export function registerStateAvailabilityRoutes(api: Api, ctx: PlatformContext): void {
  api.route({
    method: "get",
    path: "/api/rating/stateAvailability",
    auth: "site",
    tags: ["rating"],
    summary: "Whether the brand quotes a state online",
    description:
      "Path chosen by the platform (doc2 §1, §5: quotes only where they are available). served: the caller's brand serves the state; carrierCount: " +
      "how many of the brand's carriers rate it (those a submitted transaction in that state would be rated with); quotable: served and " +
      "carrierCount above 0. The site checks it before it shows the quote form and sends a shopper elsewhere when it is false.",
    query: z.object({ state: stateCode }),
    response: z.object({ state: z.string(), served: z.boolean(), carrierCount: z.number().int(), quotable: z.boolean() }),
    handler: async ({ query, caller }) => stateAvailability(ctx, caller!.brand, query.state),
  });
}
