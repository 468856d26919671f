/**
 * Staff accounts and the agent console's calls (doc3 §3, §4.2, §6, §8; doc2 §3 lead record):
 * - POST /api/staff/login                                          (site) staff sign-in → staff token
 * - POST /api/staff/logout                                         the token stops working
 * - GET  /api/staff/me                                             the signed-in member, role and brands
 * - GET  /api/staff/queues                                         codes awaiting a decision, call backs, notifications
 * - GET  /api/staff/changes                                        a mark that changes whenever a visible record changes
 * - GET  /api/staff/tracking/{transactionId}                       one record: codes sent beside entries, history
 * - POST /api/staff/tracking/{transactionId}/codes/{channel}/decision   confirm (yes) or reject (no) an entry
 * - POST /api/staff/tracking/{transactionId}/call-back/handled     close a call back
 * - POST /api/staff/tracking/{transactionId}/notification/handled  close a notification
 * - GET  /api/staff/leads                                          search the leads (every doc2 §3 field)
 * - GET  /api/staff/leads/{leadId}                                 one lead and its consent records (TCPA), read-only
 * Every staff call needs a staff token of an active staff member (else 403) and reads only the
 * brands assigned to them (supervisors: every brand); another brand's record answers 404.
 */
import { z } from "zod";
import { notFound } from "../http/envelope.ts";
import type { Api } from "../http/route.ts";
import type { PlatformContext } from "../services/context.ts";
import { email, idText } from "../services/schemas.ts";
import * as staffConsole from "../services/staff-console.ts";
import * as leads from "../services/staff-leads.ts";
import * as staff from "../services/staff.ts";
import { TRACKING_NOT_FOUND, trackingOf } from "../services/tracking.ts";
import * as verification from "../services/verification.ts";
import { changeMark } from "../repositories/tracking.ts";

const brandQuery = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,40}$/, "must be a brand code")
  .optional();
const txParams = z.object({ transactionId: idText("transaction id") });
const recordAnswer = z.object({ record: staffConsole.consoleRecordSchema });
const ACCESS = "Staff only: a staff token of an active staff member (403 otherwise); an agent reads the brands assigned to them, a supervisor every brand. ";

export function registerStaffRoutes(api: Api, ctx: PlatformContext): void {
  const limiters = staff.createStaffLimiters(ctx);

  /** The record when the member may see its brand; 404 otherwise (as for an unknown one). */
  const visibleRecord = async (profile: staff.StaffProfile, transactionId: string) => {
    const row = await trackingOf(ctx, null, transactionId);
    if (!staff.maySee(profile, row.brand)) throw notFound(TRACKING_NOT_FOUND);
    return row;
  };

  api.route({
    method: "post",
    path: "/api/staff/login",
    auth: "site",
    tags: ["staff"],
    summary: "Staff sign-in for the agent console (separate from customers)",
    description:
      "A staff token (8 hours) for an active staff member's e-mail and password (scrypt). A wrong e-mail or password answers 401, the same for an unknown e-mail. " +
      "5 failures per account and 20 per visitor address in 15 minutes, then 429.",
    errorStatuses: [401, 429],
    body: z.object({ email, password: z.string({ error: "is required" }).min(1, "is required").max(128, "must be at most 128 characters") }),
    response: z.object({ token: z.string(), expiresAt: z.string(), staff: staff.staffProfileSchema }),
    handler: async ({ body, ip }) => staff.signIn(ctx, limiters, body, ip),
  });

  api.route({
    method: "post",
    path: "/api/staff/logout",
    auth: "staff",
    tags: ["staff"],
    summary: "Staff sign-out: the token stops working",
    description: "Deletes the bearer staff token of a staff member's sign-in; a staff token that names no staff member answers 403 and stays as it is.",
    errorStatuses: [403],
    body: z.object({}),
    response: z.object({ signedOut: z.literal(true) }),
    handler: async ({ req, caller }) => {
      await staff.staffOf(ctx, caller);
      await staff.signOut(ctx, req.get("authorization"));
      return { signedOut: true as const };
    },
  });

  api.route({
    method: "get",
    path: "/api/staff/me",
    auth: "staff",
    tags: ["staff"],
    summary: "The signed-in staff member",
    description: ACCESS,
    errorStatuses: [403],
    response: z.object({ staff: staff.staffProfileSchema }),
    handler: async ({ caller }) => ({ staff: await staff.staffOf(ctx, caller) }),
  });

  api.route({
    method: "get",
    path: "/api/staff/queues",
    auth: "staff",
    tags: ["staff"],
    summary: "The agents' queues (doc3 §4.2): codes awaiting a decision, call backs requested, agent notifications",
    description: ACCESS + "`brand` narrows to one of the member's brands (403 for another). Newest change first, up to `limit` (default 50) per queue.",
    errorStatuses: [403],
    query: z.object({ brand: brandQuery, limit: z.coerce.number().int().min(1).max(200).default(50) }),
    response: z.object({
      verifications: z.array(staffConsole.consoleRecordSchema),
      callBacks: z.array(staffConsole.consoleRecordSchema),
      notifications: z.array(staffConsole.consoleRecordSchema),
    }),
    handler: async ({ query, caller }) => {
      const profile = await staff.staffOf(ctx, caller);
      return staffConsole.queues(ctx, staff.brandsFor(profile, query.brand), query.limit);
    },
  });

  api.route({
    method: "get",
    path: "/api/staff/changes",
    auth: "staff",
    tags: ["staff"],
    summary: "A change mark for the console's live updates",
    description:
      ACCESS +
      "`mark` changes whenever a record of the member's brands changes (a code sent, entered, decided; a call back; a notification). The site polls it every second and streams the change to the console as a server-sent event.",
    errorStatuses: [403],
    response: z.object({ mark: z.string() }),
    handler: async ({ caller }) => {
      const profile = await staff.staffOf(ctx, caller);
      const mark = await changeMark(ctx.db, profile.brands);
      return { mark: `${mark.count}:${mark.at}` };
    },
  });

  api.route({
    method: "get",
    path: "/api/staff/tracking/:transactionId",
    auth: "staff",
    tags: ["staff"],
    summary: "One follow-up record for the agent: the codes sent beside the customer's entries, and its history",
    description: ACCESS + "Another brand's record answers 404.",
    errorStatuses: [403, 404],
    params: txParams,
    response: z.object({ record: staffConsole.consoleRecordSchema, events: z.array(staffConsole.trackingEventSchema) }),
    handler: async ({ params, caller }) => {
      const row = await visibleRecord(await staff.staffOf(ctx, caller), params.transactionId);
      return { record: await staffConsole.consoleRecord(ctx, row), events: await staffConsole.history(ctx, row.transaction_id) };
    },
  });

  api.route({
    method: "post",
    path: "/api/staff/tracking/:transactionId/codes/:channel/decision",
    auth: "staff",
    tags: ["staff"],
    summary: "Confirm or reject the customer's code (doc3 §4.2, §8)",
    description:
      ACCESS +
      "decision yes or no on the entry awaiting a decision (409 when none awaits), recorded with the member and the time. A no on the third attempt of a channel resets the counters " +
      "and retires the codes not confirmed (the customer sees the final message).",
    errorStatuses: [403, 404, 409],
    params: txParams.extend({ channel: z.enum(["email", "sms"], { error: "must be email or sms" }) }),
    body: z.object({ decision: z.enum(["yes", "no"], { error: "must be yes or no" }) }),
    response: recordAnswer,
    handler: async ({ params, body, caller }) => {
      const profile = await staff.staffOf(ctx, caller);
      const row = await visibleRecord(profile, params.transactionId);
      await verification.decide(ctx, row, params.channel, body.decision, profile.staffId);
      return { record: await staffConsole.consoleRecord(ctx, await trackingOf(ctx, null, row.transaction_id)) };
    },
  });

  for (const what of ["callBack", "notification"] as const) {
    api.route({
      method: "post",
      path: `/api/staff/tracking/:transactionId/${what === "callBack" ? "call-back" : "notification"}/handled`,
      auth: "staff",
      tags: ["staff"],
      summary: what === "callBack" ? "Close a requested call back" : "Close an agent notification",
      description: ACCESS + "Recorded with the member and the time; 409 when none is open.",
      errorStatuses: [403, 404, 409],
      params: txParams,
      body: z.object({}),
      response: recordAnswer,
      handler: async ({ params, caller }) => {
        const profile = await staff.staffOf(ctx, caller);
        const row = await visibleRecord(profile, params.transactionId);
        await staffConsole.markHandled(ctx, row, what, profile.staffId);
        return { record: await staffConsole.consoleRecord(ctx, await trackingOf(ctx, null, row.transaction_id)) };
      },
    });
  }

  api.route({
    method: "get",
    path: "/api/staff/leads",
    auth: "staff",
    tags: ["staff"],
    summary: "Search the leads (doc2 §3 lead record)",
    description:
      ACCESS +
      "Every field of the lead record (status Lead or Quoted, up to 10 carriers, visit date in US Central time). `q`: words found in name, e-mail, phone, zip, state, city or transaction id " +
      `(the newest ${leads.SEARCH_WINDOW} leads are searched). \`limit\` up to 5000 (the console's CSV export asks for all).`,
    errorStatuses: [403],
    query: z.object({
      q: z.string().trim().max(100, "must be at most 100 characters").default(""),
      status: z.enum(["Lead", "Quoted"], { error: "must be Lead or Quoted" }).optional(),
      brand: brandQuery,
      limit: z.coerce.number().int().min(1).max(leads.SEARCH_WINDOW).default(50),
      offset: z.coerce.number().int().min(0).max(leads.SEARCH_WINDOW).default(0),
    }),
    response: z.object({ leads: z.array(leads.leadViewSchema), total: z.number().int() }),
    handler: async ({ query, caller }) => {
      const profile = await staff.staffOf(ctx, caller);
      return leads.searchLeads(ctx, staff.brandsFor(profile, query.brand), { q: query.q, status: query.status, limit: query.limit, offset: query.offset });
    },
  });

  api.route({
    method: "get",
    path: "/api/staff/leads/:leadId",
    auth: "staff",
    tags: ["staff"],
    summary: "One lead and its consent records (TCPA), read-only",
    description: ACCESS + "Another brand's lead answers 404.",
    errorStatuses: [403, 404],
    params: z.object({ leadId: idText("lead id") }),
    response: z.object({ lead: leads.leadViewSchema, consents: z.array(leads.consentViewSchema) }),
    handler: async ({ params, caller }) => leads.leadWithConsents(ctx, (await staff.staffOf(ctx, caller)).brands, params.leadId),
  });
}
