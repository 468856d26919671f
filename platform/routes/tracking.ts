/**
 * The follow-up flow's tracking record and contact verification (doc3 §3 "Session tracking
 * row", §4.2, §7.2, §8, §9), called by the site on the customer's behalf:
 * - POST /api/follow-up/tracking/{transactionId}                 create or update the record (rate quote id, logged step values)
 * - GET  /api/follow-up/tracking/{transactionId}                 the record (statuses, never the codes)
 * - POST /api/follow-up/tracking/{transactionId}/codes           send codes by e-mail and text
 * - POST /api/follow-up/tracking/{transactionId}/codes/submit    the customer's entries
 * - GET  /api/follow-up/tracking/{transactionId}/verification    the verification status
 * - POST /api/follow-up/tracking/{transactionId}/call-back       request a call back
 * - POST /api/follow-up/tracking/{transactionId}/notify-agent    notify an agent
 * The agents' side is in ./staff.ts. Rules in platform/services/tracking.ts and verification.ts.
 */
import { z } from "zod";
import type { Api } from "../http/route.ts";
import type { PlatformContext } from "../services/context.ts";
import { email, idText, phone } from "../services/schemas.ts";
import * as tracking from "../services/tracking.ts";
import * as verification from "../services/verification.ts";
import { CODE_PATTERN } from "../services/verification-codes.ts";

const STORE =
  "The tracking record replaces the spreadsheet of the spec: a carrier's configured `sheetsdburl` is now the address of this store " +
  "(this platform's /api/follow-up/tracking), and the record is keyed by TransactionId as the spreadsheet's rows were. ";

const params = z.object({ transactionId: idText("transaction id") });
const codeEntry = z.string().trim().min(1, "is required").regex(CODE_PATTERN, "must be the 6 digits received");

export function registerTrackingRoutes(api: Api, ctx: PlatformContext): void {
  const limiters = verification.createVerificationLimiters(ctx);
  const statusAnswer = z.object({ status: tracking.verificationStatusSchema });
  const brandOf = (caller: { brand: string } | null) => caller!.brand;

  api.route({
    method: "post",
    path: "/api/follow-up/tracking/:transactionId",
    auth: "site",
    tags: ["follow-up"],
    summary: "Create or update the follow-up tracking record (doc3 §3 Session tracking row, §7.2)",
    description:
      STORE +
      "Created on the first call for a transaction of the caller's brand (else 404), with VisitDate in US Central time; later calls update the rate quote id and merge the " +
      "logged step values (Dob, DriverLicense, Email, Phone, names, Vin Number n, Text messages, Language Preference, Go Paperless, Paperless Opt in Method, Additional Driver fields n, " +
      "Question n, Value n): a value replaces the one logged before, an empty string removes it. The answer never carries the codes.",
    errorStatuses: [404],
    params,
    body: z.object({ rateQuoteId: z.string().trim().max(100, "must be at most 100 characters").optional(), steps: tracking.stepsSchema.optional() }),
    response: z.object({ record: tracking.trackingRecordSchema }),
    handler: async ({ params, body, caller, header }) => {
      const row = await tracking.saveTracking(ctx, {
        brand: brandOf(caller),
        lang: header.lang,
        transactionId: params.transactionId,
        rateQuoteId: body.rateQuoteId,
        steps: body.steps,
      });
      return { record: await tracking.recordView(ctx, row) };
    },
  });

  api.route({
    method: "get",
    path: "/api/follow-up/tracking/:transactionId",
    auth: "site",
    tags: ["follow-up"],
    summary: "The follow-up tracking record (doc3 §3, §7.2)",
    description: STORE + "404 when there is none for this transaction and brand.",
    errorStatuses: [404],
    params,
    response: z.object({ record: tracking.trackingRecordSchema }),
    handler: async ({ params, caller }) => ({ record: await tracking.recordView(ctx, await tracking.trackingOf(ctx, brandOf(caller), params.transactionId)) }),
  });

  api.route({
    method: "post",
    path: "/api/follow-up/tracking/:transactionId/codes",
    auth: "site",
    tags: ["follow-up"],
    summary: "Send contact-verification codes by e-mail and text (doc3 §4.2)",
    description:
      "A new 6-digit code (crypto random) per channel asked for and not yet confirmed, valid 15 minutes, through the outbox in `lang`; it replaces the channel's previous code. " +
      "To `email`/`phone` when given (the details the customer confirmed), else the transaction's. Only an HMAC of the code and a sealed copy for the agent console are kept. " +
      "Limited to 6 sends per transaction and channel and 30 per visitor address an hour (429).",
    errorStatuses: [404, 429],
    params,
    body: z.object({
      channels: z
        .array(z.enum(["email", "sms"], { error: "must be email or sms" }))
        .min(1, "choose email, sms or both")
        .max(2),
      firstName: z.string().trim().min(1, "is required").max(60, "must be at most 60 characters"),
      lang: z.enum(["en", "es"], { error: "must be en or es" }),
      email: email.optional(),
      phone: phone.optional(),
    }),
    response: z.object({
      sent: z.array(z.object({ channel: z.enum(["email", "sms"]), sentTo: z.string(), expiresAt: z.string() })),
      status: tracking.verificationStatusSchema,
    }),
    handler: async ({ params, body, caller, ip }) => {
      const row = await tracking.trackingOf(ctx, brandOf(caller), params.transactionId);
      const sent = await verification.sendCodes(ctx, limiters, row, body, ip);
      const status = await tracking.statusView(ctx, await tracking.trackingOf(ctx, null, row.transaction_id));
      return {
        sent: sent.map((s) => ({ channel: s.channel, sentTo: s.channel === "email" ? status.email.sentTo : status.text.sentTo, expiresAt: s.expiresAt })),
        status,
      };
    },
  });

  api.route({
    method: "post",
    path: "/api/follow-up/tracking/:transactionId/codes/submit",
    auth: "site",
    tags: ["follow-up"],
    summary: "The customer's codes: they await the agent (doc3 §4.2, §5.2)",
    description:
      "Each code given (6 digits, not blank) is recorded as the channel's entry with status verify (Contact Verification Status verify-1 or verify-2) until an agent confirms or rejects it; " +
      "the platform records whether it equals the code sent. 400 per field when the channel has no live code (never sent, expired, awaiting, confirmed, or retired after three attempts).",
    errorStatuses: [404],
    params,
    body: z
      .object({ emailCode: codeEntry.optional(), textCode: codeEntry.optional() })
      .refine((b) => b.emailCode !== undefined || b.textCode !== undefined, { path: ["emailCode"], message: "an e-mail or text code is required" }),
    response: statusAnswer,
    handler: async ({ params, body, caller }) => {
      const row = await tracking.trackingOf(ctx, brandOf(caller), params.transactionId);
      await verification.submitCodes(ctx, row, { email: body.emailCode, sms: body.textCode });
      return { status: await tracking.statusView(ctx, await tracking.trackingOf(ctx, null, row.transaction_id)) };
    },
  });

  api.route({
    method: "get",
    path: "/api/follow-up/tracking/:transactionId/verification",
    auth: "site",
    tags: ["follow-up"],
    summary: "The contact-verification status (doc3 §4.2, §8)",
    description:
      "contactVerificationStatus: '' (nothing sent), no, verify-1 / verify-2 (that many codes await the agent), yes (both confirmed: verified). Per channel: '', sent, verify, yes, no, expired, " +
      "with the attempts used (3 allowed). outcome: emailWrong, textWrong, bothWrong after a rejection; finalFailure after the third (the counters are then reset).",
    errorStatuses: [404],
    params,
    response: statusAnswer,
    handler: async ({ params, caller }) => ({ status: await tracking.statusView(ctx, await tracking.trackingOf(ctx, brandOf(caller), params.transactionId)) }),
  });

  api.route({
    method: "post",
    path: "/api/follow-up/tracking/:transactionId/call-back",
    auth: "site",
    tags: ["follow-up"],
    summary: "Request a call back (doc3 §2.2, §3 Request Call Back)",
    description: "Sets Request Call Back to Yes and puts the record in the agents' call-back queue; a second request while it is open changes nothing.",
    errorStatuses: [404],
    params,
    body: z.object({}),
    response: statusAnswer,
    handler: async ({ params, caller }) => {
      const row = await tracking.requestCallBack(ctx, await tracking.trackingOf(ctx, brandOf(caller), params.transactionId));
      return { status: await tracking.statusView(ctx, row) };
    },
  });

  api.route({
    method: "post",
    path: "/api/follow-up/tracking/:transactionId/notify-agent",
    auth: "site",
    tags: ["follow-up"],
    summary: "Notify an agent (doc3 §3 Agent Notification, §8)",
    description:
      "Puts the record in the agents' notification queue: Agent Notification Success, or Failure when it could not be queued (doc3 §8). The site calls it when the customer's codes " +
      "go to the agent. Idempotent: while a notification is open another call changes nothing; it is closed by an agent (handled), or by the decision that leaves no entry awaiting one.",
    errorStatuses: [404],
    params,
    body: z.object({ reason: z.string().trim().max(200, "must be at most 200 characters").optional() }),
    response: statusAnswer,
    handler: async ({ params, body, caller }) => {
      const row = await tracking.notifyAgent(ctx, await tracking.trackingOf(ctx, brandOf(caller), params.transactionId), body.reason ?? "");
      return { status: await tracking.statusView(ctx, row) };
    },
  });
}
