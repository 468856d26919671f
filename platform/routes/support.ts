/**
 * - GET  /bin/servlet/idleagentrequest  agents free to take a call now (doc2 §7), from the agents' state in the database
 * - POST /api/log/error                 the site's error log (message, code, type); stored, not echoed to the log
 */
import { z } from "zod";
import type { Api } from "../http/route.ts";
import { newId, nowIso, toNumber } from "../db/index.ts";
import type { PlatformContext } from "../services/context.ts";
import { consume, createLimiter } from "../http/rate-limit.ts";

export function registerSupportRoutes(api: Api, ctx: PlatformContext): void {
  api.route({
    method: "get",
    path: "/bin/servlet/idleagentrequest",
    tags: ["support"],
    summary: "Agent availability",
    description: "resultCode 0 on success; idleAgentCount is the number of the brand's agents whose state is idle. No header or token needed.",
    auth: "none",
    header: false,
    query: z.object({ brand: z.string().regex(/^[a-z0-9-]{1,40}$/, "must be a brand code").optional() }),
    response: z.object({ resultCode: z.number(), idleAgentCountResponse: z.object({ idleAgentCount: z.number(), brand: z.string() }) }),
    handler: async ({ query }) => {
      const brand = query.brand ?? ctx.config.DEFAULT_BRAND;
      const row = await ctx.db.selectFrom("agents").select((eb) => eb.fn.countAll().as("count")).where("brand", "=", brand).where("state", "=", "idle").executeTakeFirst();
      return { resultCode: 0, idleAgentCountResponse: { idleAgentCount: toNumber(row?.count), brand } };
    },
  });

  const logLimiter = createLimiter({ points: 60, duration: 60 });
  api.route({
    method: "post",
    path: "/api/log/error",
    tags: ["support"],
    summary: "Log a site error",
    description: "Path chosen by the platform (doc2 §7: error log). Stored with the request's trackId; at most 60 per address per minute.",
    auth: "none",
    status: 201,
    errorStatuses: [429],
    body: z.object({
      message: z.string({ error: "is required" }).trim().min(1, "is required").max(2000, "must be at most 2000 characters"),
      code: z.union([z.string().max(40), z.number()]).transform(String).optional(),
      type: z.string().trim().max(60, "must be at most 60 characters").optional(),
    }),
    response: z.object({ errorId: z.string() }),
    handler: async ({ body, header, ip }) => {
      await consume(logLimiter, `log:${ip}`);
      const id = newId("err");
      await ctx.db.insertInto("error_logs").values({ id, message: body.message, code: body.code ?? null, type: body.type ?? null, track_id: header.trackId, created_at: nowIso(ctx.now()) }).execute();
      // The message may hold anything the browser saw: only its kind goes to the log.
      ctx.logger.info({ errorId: id, type: body.type, code: body.code, trackId: header.trackId }, "site error reported");
      return { errorId: id };
    },
  });
}
