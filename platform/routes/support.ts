/**
 * - GET  /bin/servlet/idleagentrequest  agents free to take a call now (doc2 §7), from the agents' state in the database
 * - POST /api/log/error                 the site's error log (message, stack, code, type), from the site only; stored, not echoed to the log
 */
import { z } from "zod";
import type { Api } from "../http/route.ts";
import { newId, nowIso } from "../db/index.ts";
import type { PlatformContext } from "../services/context.ts";
import { consume, createLimiter } from "../http/rate-limit.ts";
import { HttpError } from "../http/envelope.ts";
import { countIdleAgents, insertErrorLog } from "../repositories/support.ts";

/** Bytes of message and stack one error report may carry. */
export const LOG_TEXT_LIMIT = 8192;

export function registerSupportRoutes(api: Api, ctx: PlatformContext): void {
  api.route({
    method: "get",
    path: "/bin/servlet/idleagentrequest",
    tags: ["support"],
    summary: "Agent availability",
    description: "resultCode 0 on success; idleAgentCount is the number of the brand's agents whose state is idle. No spec header needed; a site token is.",
    auth: "site",
    header: false,
    query: z.object({
      brand: z
        .string()
        .regex(/^[a-z0-9-]{1,40}$/, "must be a brand code")
        .optional(),
    }),
    response: z.object({ resultCode: z.number(), idleAgentCountResponse: z.object({ idleAgentCount: z.number(), brand: z.string() }) }),
    handler: async ({ query, caller }) => {
      const brand = query.brand ?? caller!.brand;
      return { resultCode: 0, idleAgentCountResponse: { idleAgentCount: await countIdleAgents(ctx.db, brand), brand } };
    },
  });

  const logLimiter = createLimiter(ctx.db, { name: "log", points: 60, duration: 60 });
  api.route({
    method: "post",
    path: "/api/log/error",
    tags: ["support"],
    summary: "Log a site error",
    description:
      "Path chosen by the platform (doc2 §7: error log). The site reports a visitor's error; stored with the request's trackId. " +
      `message and stack together at most ${LOG_TEXT_LIMIT} bytes (413 beyond); at most 60 reports per visitor address per minute.`,
    auth: "site",
    status: 201,
    errorStatuses: [413, 429],
    body: z.object({
      message: z.string({ error: "is required" }).trim().min(1, "is required").max(LOG_TEXT_LIMIT, `must be at most ${LOG_TEXT_LIMIT} characters`),
      stack: z.string().max(LOG_TEXT_LIMIT, `must be at most ${LOG_TEXT_LIMIT} characters`).optional(),
      code: z
        .union([z.string().max(40), z.number()])
        .transform(String)
        .optional(),
      type: z.string().trim().max(60, "must be at most 60 characters").optional(),
    }),
    response: z.object({ errorId: z.string() }),
    handler: async ({ body, header, ip }) => {
      await consume(logLimiter, ip);
      if (Buffer.byteLength(body.message) + Buffer.byteLength(body.stack ?? "") > LOG_TEXT_LIMIT) {
        throw new HttpError(413, `The message and stack must be at most ${LOG_TEXT_LIMIT} bytes together.`, {
          message: `with stack, at most ${LOG_TEXT_LIMIT} bytes`,
        });
      }
      const id = newId("err");
      const message = body.stack ? `${body.message}\n${body.stack}` : body.message;
      await insertErrorLog(ctx.db, { id, message, code: body.code ?? null, type: body.type ?? null, track_id: header.trackId, created_at: nowIso(ctx.now()) });
      // The message may hold anything the browser saw: only its kind goes to the log.
      ctx.logger.info({ errorId: id, type: body.type, code: body.code, trackId: header.trackId }, "site error reported");
      return { errorId: id };
    },
  });
}
