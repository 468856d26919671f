/**
 * What the quote results stage needs beyond the spec's listed calls (doc2 §2, §4):
 * - GET  /api/rating/carrierInfo     per-carrier flags the cards apply: conditional rules, buy-now flags
 * - POST /api/rating/quoteFeedback   a visitor's yes/no feedback on a quote card
 * - POST /api/lead/sendEvent         the lead send-event for a quote (0 text, 1 call), for agents to follow up
 *
 * Also `knownDelays(spec)`: fixed per-carrier answer delays from RATING_DELAYS_MS (tests and benchmarks).
 */
import { z } from "zod";
import type { Api } from "../http/route.ts";
import { conflict } from "../http/envelope.ts";
import { newId, nowIso } from "../db/index.ts";
import type { PlatformContext } from "../services/context.ts";
import { code, idText } from "../services/schemas.ts";
import { listCarriers } from "../rating/index.ts";
import { loadQuote } from "./rating.ts";
import { insertLeadEvent, insertQuoteFeedback } from "../repositories/quote-feedback.ts";

/**
 * `gulf-breeze=300,red-river=1200,*=800`: each carrier answers after exactly that many ms
 * (`*` for the others, else 0). Set through the environment only, never by a request.
 */
export function knownDelays(spec: string): (carrierId: string) => number {
  const delays = new Map<string, number>();
  for (const part of spec.split(",")) {
    const [id, ms] = part.split("=");
    if (id && ms !== undefined) delays.set(id.trim(), Number(ms));
  }
  return (carrierId) => delays.get(carrierId) ?? delays.get("*") ?? 0;
}

export function registerResultsExtrasRoutes(api: Api, ctx: PlatformContext): void {
  api.route({
    method: "get",
    path: "/api/rating/carrierInfo",
    auth: "site",
    tags: ["rating"],
    summary: "The carriers the platform rates",
    description:
      "Path chosen by the platform. Per carrier with rate tables: its id, name and the states its tables cover. Which carriers a brand rates, " +
      "their conditional rules and buy-now flags are the agency's, sent with each transaction (`carriers`).",
    query: z.object({}),
    response: z.object({
      carriers: z.array(z.object({ carrierId: z.string(), companyName: z.string(), states: z.array(z.string()) })),
    }),
    handler: async () => ({
      carriers: listCarriers().map((c) => ({ carrierId: c.id, companyName: c.companyName, states: [...c.states] })),
    }),
  });

  api.route({
    method: "post",
    path: "/api/rating/quoteFeedback",
    auth: ["site", "customer"],
    tags: ["rating"],
    summary: "Feedback on a quote card",
    description: "Path chosen by the platform (doc2 §2 feedback yes/no). Stores whether the visitor found the quote helpful.",
    status: 201,
    errorStatuses: [403, 404],
    body: z.object({ rateQuoteId: idText("rate quote id"), helpful: z.boolean({ error: "must be true or false" }) }),
    response: z.object({ feedbackId: z.string() }),
    handler: async ({ body, caller }) => {
      const { row } = await loadQuote(ctx, caller!, body.rateQuoteId);
      const id = newId("fb");
      await insertQuoteFeedback(ctx.db, {
        id,
        rate_quote_id: row.id,
        transaction_id: row.transaction_id,
        helpful: body.helpful ? 1 : 0,
        created_at: nowIso(ctx.now()),
      });
      return { feedbackId: id };
    },
  });

  api.route({
    method: "post",
    path: "/api/lead/sendEvent",
    auth: ["site", "customer"],
    tags: ["leads"],
    summary: "Lead send-event for a quote",
    description: "Path chosen by the platform (doc2 §4: the lead/affiliate send-event uses 0 for text and 1 for call). Recorded for the agents' follow-up.",
    status: 201,
    errorStatuses: [403, 404, 409],
    body: z.object({ rateQuoteId: idText("rate quote id"), eventType: code([0, 1], "0 text, 1 call") }),
    response: z.object({ eventId: z.string(), eventType: z.number() }),
    handler: async ({ body, caller }) => {
      const { row } = await loadQuote(ctx, caller!, body.rateQuoteId);
      if (row.status !== "rated") throw conflict("This carrier did not quote; an agent cannot follow it up.");
      const id = newId("lev");
      await insertLeadEvent(ctx.db, {
        id,
        rate_quote_id: row.id,
        transaction_id: row.transaction_id,
        event_type: body.eventType,
        created_at: nowIso(ctx.now()),
      });
      return { eventId: id, eventType: body.eventType };
    },
  });
}
