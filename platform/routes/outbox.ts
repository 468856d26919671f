/**
 * GET /api/outbox (staff): the latest e-mails and texts the platform stored, newest first, for one
 * recipient (`to`) or all — how staff, and tests, read what was sent (e.g. a reset link).
 * GET /api/dev/outbox (site): the same for the site's development outbox page; it exists only when the
 * platform does not run in production.
 */
import { z } from "zod";
import type { Api } from "../http/route.ts";
import type { PlatformContext } from "../services/context.ts";
import { latestMessages } from "../services/outbox.ts";

const query = z.object({
  to: z
    .string()
    .trim()
    .max(254, "must be at most 254 characters")
    .transform((v) => (/^[\d\s().-]+$/.test(v) ? v.replace(/\D/g, "") : v.toLowerCase()))
    .optional(),
  limit: z.coerce
    .number({ error: "must be a whole number from 1 to 100" })
    .int("must be a whole number from 1 to 100")
    .min(1, "must be a whole number from 1 to 100")
    .max(100, "must be a whole number from 1 to 100")
    .default(20),
});

const response = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      brand: z.string(),
      lang: z.string(),
      channel: z.string(),
      recipient: z.string(),
      template: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string().nullable(),
      createdAt: z.string(),
      deliveredAt: z.string().nullable(),
      status: z.string(),
      error: z.string().nullable(),
    }),
  ),
});

export function registerOutboxRoutes(api: Api, ctx: PlatformContext): void {
  api.route({
    method: "get",
    path: "/api/outbox",
    auth: "staff",
    tags: ["outbox"],
    summary: "The latest messages of the outbox (staff)",
    description:
      "Newest first. `to`: an e-mail address (any case) or a phone's 10 digits; `limit`: 1 to 100 (default 20). status: stored (no delivery configured), queued, sent or failed (with error).",
    query,
    response,
    handler: async ({ query }) => ({ messages: await latestMessages(ctx, { to: query.to || undefined, limit: query.limit }) }),
  });

  if (ctx.config.NODE_ENV === "production") return;
  api.route({
    method: "get",
    path: "/api/dev/outbox",
    auth: "site",
    tags: ["outbox"],
    summary: "The latest messages of the outbox, for the site's development page (not in production)",
    description: "As GET /api/outbox. Registered only when the platform's NODE_ENV is development or test.",
    query,
    response,
    handler: async ({ query }) => ({ messages: await latestMessages(ctx, { to: query.to || undefined, limit: query.limit }) }),
  });
}
