/**
 * Tokens and customers (doc2 §3, §6, §7, §9):
 * - GET  /api/account/botcheck                 a signed proof-of-work challenge (action "submit")
 * - POST /api/account/loginWithToken           site token (1 day), guarded by the bot check
 * - POST /api/account/fetchTokenByRateQuoteId  customer token (30 minutes) for a quote's transaction
 * - POST /api/account/loginWithRatingTransaction  customer token for a transaction
 * - POST /api/account/createCustomer           save a customer (by e-mail: created or updated)
 */
import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { Api } from "../http/route.ts";
import { HttpError, badRequest, notFound } from "../http/envelope.ts";
import { isUniqueViolation, newId, nowIso } from "../db/index.ts";
import type { PlatformContext } from "../services/context.ts";
import { createChallenge, verifyBotCheck } from "../services/botcheck.ts";
import { issueToken } from "../services/tokens.ts";
import { email, idText, personName, phone, specDate, stateCode, zipCode } from "../services/schemas.ts";
import { loadTransaction } from "../services/rating.ts";
import { consume, createLimiter } from "../http/rate-limit.ts";

const tokenResponse = z.object({
  token: z.string(),
  expiresAt: z.string(),
  expiresInSeconds: z.number(),
});
const customerTokenResponse = tokenResponse.extend({ email: z.string().nullable(), state: z.string().nullable(), transactionId: z.string().nullable() });

const botFailures: Record<string, string> = {
  malformed: "is not a bot-check token",
  signature: "is not a bot-check token from this platform",
  action: "was issued for another action",
  expired: "has expired; get a new challenge",
  work: "does not solve its challenge",
  reused: "was already used; get a new challenge",
};

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export async function requireBotCheck(ctx: PlatformContext, token: string): Promise<void> {
  const failure = await verifyBotCheck(ctx.db, ctx.secret, token, "submit", ctx.now());
  if (failure) throw badRequest("The bot check failed.", { botCheckToken: botFailures[failure] ?? "failed" });
}

export function registerAccountRoutes(api: Api, ctx: PlatformContext): void {
  const loginLimiter = createLimiter({ points: 30, duration: 60 });

  api.route({
    method: "get",
    path: "/api/account/botcheck",
    tags: ["account"],
    summary: "Bot-check challenge",
    description:
      "A challenge signed by the platform: find a nonce such that SHA-256(`challenge + '.' + nonce`) starts with `difficulty` zero bits, " +
      "then send `challenge + '.' + nonce` as `botCheckToken`. Each challenge is accepted once, within 5 minutes.",
    auth: "none",
    query: z.object({ action: z.literal("submit", { error: "must be submit" }).default("submit") }),
    response: z.object({ challenge: z.string(), difficulty: z.number(), action: z.string(), expiresAt: z.string() }),
    handler: async ({ query }) => createChallenge(ctx.secret, query.action, ctx.settings.botCheckDifficulty, ctx.now()),
  });

  api.route({
    method: "post",
    path: "/api/account/loginWithToken",
    tags: ["account"],
    summary: "Site token (1 day)",
    description:
      "Issues the site's bearer token, valid for one day, when the bot-check token passes. When PLATFORM_CLIENT_SECRET is set, " +
      "the caller must also present X-Client-Id and X-Client-Secret. `brand` selects the brand the token acts for. " +
      "email, phone, dob, transactionId and isskiplogin (doc2 §7) are checked when sent but do not change the token: customer tokens come from " +
      "prepareTransaction, loginWithRatingTransaction, fetchTokenByRateQuoteId, previousQuote and verifyquoteowner.",
    auth: "none",
    errorStatuses: [401, 429],
    body: z.object({
      botCheckToken: z.string({ error: "is required" }).min(1, "is required").max(2000),
      brand: z.string().regex(/^[a-z0-9-]{1,40}$/, "must be a brand code").optional(),
      email: email.optional(),
      phone: phone.optional(),
      dob: specDate.optional(),
      transactionId: idText("transaction id").optional(),
      isskiplogin: z.boolean().optional(),
    }),
    response: tokenResponse.extend({ brand: z.string() }),
    handler: async ({ body, req, ip }) => {
      await consume(loginLimiter, `login:${ip}`);
      let clientId: string | null = null;
      if (ctx.config.PLATFORM_CLIENT_SECRET) {
        const id = req.get("x-client-id") ?? "";
        const secret = req.get("x-client-secret") ?? "";
        if (id !== ctx.config.PLATFORM_CLIENT_ID || !sameSecret(secret, ctx.config.PLATFORM_CLIENT_SECRET)) {
          throw new HttpError(401, "Unknown client: send X-Client-Id and X-Client-Secret.");
        }
        clientId = id;
      }
      await requireBotCheck(ctx, body.botCheckToken);
      const brand = body.brand ?? ctx.config.DEFAULT_BRAND;
      const issued = await issueToken(ctx.db, { kind: "site", brand, clientId }, ctx.now());
      return { ...issued, brand };
    },
  });

  api.route({
    method: "post",
    path: "/api/account/fetchTokenByRateQuoteId",
    tags: ["account"],
    summary: "Customer token for a quote (30 minutes)",
    errorStatuses: [404],
    body: z.object({ rateQuoteId: idText("rate quote id") }),
    response: customerTokenResponse,
    handler: async ({ body, caller }) => {
      const quote = await ctx.db.selectFrom("rate_results").select(["transaction_id"]).where("id", "=", body.rateQuoteId).executeTakeFirst();
      if (!quote) throw notFound("Quote not found!");
      const transaction = await loadTransaction(ctx, caller!, quote.transaction_id).catch(() => {
        throw notFound("Quote not found!");
      });
      const issued = await issueToken(ctx.db, { kind: "customer", brand: transaction.brand, clientId: caller!.clientId, email: transaction.customer_email, state: transaction.state, transactionId: transaction.id }, ctx.now());
      return { ...issued, email: transaction.customer_email, state: transaction.state, transactionId: transaction.id };
    },
  });

  api.route({
    method: "post",
    path: "/api/account/loginWithRatingTransaction",
    tags: ["account"],
    summary: "Customer token for a rating transaction (30 minutes)",
    errorStatuses: [403, 404],
    body: z.object({ transactionId: idText("transaction id") }),
    response: customerTokenResponse,
    handler: async ({ body, caller }) => {
      const transaction = await loadTransaction(ctx, caller!, body.transactionId);
      const issued = await issueToken(ctx.db, { kind: "customer", brand: transaction.brand, clientId: caller!.clientId, email: transaction.customer_email, state: transaction.state, transactionId: transaction.id }, ctx.now());
      return { ...issued, email: transaction.customer_email, state: transaction.state, transactionId: transaction.id };
    },
  });

  api.route({
    method: "post",
    path: "/api/account/createCustomer",
    tags: ["account"],
    summary: "Save a customer",
    description: "Creates the customer, or updates the one with the same e-mail (case-insensitive). `created` tells which.",
    body: z.object({
      firstName: personName,
      lastName: personName,
      dob: specDate,
      email,
      phone,
      state: stateCode,
      city: z.string({ error: "is required" }).trim().min(2, "is required").max(60, "must be at most 60 characters"),
      zipcode: zipCode,
    }),
    response: z.object({ customerId: z.string(), created: z.boolean() }),
    handler: async ({ body }) => {
      const now = nowIso(ctx.now());
      const mail = body.email.toLowerCase();
      const fields = { first_name: body.firstName, last_name: body.lastName, dob: body.dob, phone: body.phone, state: body.state, city: body.city, zip_code: body.zipcode, updated_at: now };
      const existing = await ctx.db.selectFrom("customers").select("id").where("email", "=", mail).executeTakeFirst();
      if (existing) {
        await ctx.db.updateTable("customers").set(fields).where("id", "=", existing.id).execute();
        return { customerId: existing.id, created: false };
      }
      const id = newId("cu");
      try {
        await ctx.db.insertInto("customers").values({ id, email: mail, created_at: now, ...fields }).execute();
      } catch (error) {
        // The same e-mail saved at the same moment by another request: update that one.
        if (!isUniqueViolation(error)) throw error;
        const other = await ctx.db.selectFrom("customers").select("id").where("email", "=", mail).executeTakeFirstOrThrow();
        await ctx.db.updateTable("customers").set(fields).where("id", "=", other.id).execute();
        return { customerId: other.id, created: false };
      }
      return { customerId: id, created: true };
    },
  });
}
