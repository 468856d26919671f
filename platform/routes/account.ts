/**
 * Tokens and customers (doc2 §3, §6, §7, §9):
 * - GET  /api/account/botcheck                 a bot check for the visitor's browser (ALTCHA) and its fallback question
 * - POST /api/account/botcheck                 verify a visitor's solved bot check (used once)
 * - POST /api/account/loginWithToken           site token (1 day), for the client with X-Client-Id and X-Client-Secret
 * - POST /api/account/fetchTokenByRateQuoteId  customer token (30 minutes) for a quote's transaction
 * - POST /api/account/loginWithRatingTransaction  customer token for a transaction
 * - POST /api/account/createCustomer           save a customer (by e-mail: created or updated; services/customers.ts)
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { Api } from "../http/route.ts";
import { HttpError, badRequest, notFound } from "../http/envelope.ts";
import type { PlatformContext } from "../services/context.ts";
import { createBotCheck, verifyBotCheck } from "../services/botcheck.ts";
import { TURNSTILE_PREFIX, verifyTurnstile } from "../services/turnstile.ts";
import { issueToken } from "../services/tokens.ts";
import { email, idText, personName, phone, specDate, stateCode, zipCode } from "../services/schemas.ts";
import { loadTransaction } from "../services/rating.ts";
import { consume, createLimiter } from "../http/rate-limit.ts";
import { createAccountLimiters, saveCustomer } from "../services/customers.ts";
import { findRateResultTransaction } from "../repositories/rate-results.ts";

const tokenResponse = z.object({
  token: z.string(),
  expiresAt: z.string(),
  expiresInSeconds: z.number(),
});
const customerTokenResponse = tokenResponse.extend({ email: z.string().nullable(), state: z.string().nullable(), transactionId: z.string().nullable() });

const botFailures: Record<string, string> = {
  missing: "is required",
  malformed: "is not a bot-check token",
  signature: "is not a bot-check token from this platform",
  action: "was issued for another action",
  expired: "has expired; get a new challenge",
  work: "does not solve its challenge",
  answer: "is not the answer to the question; get a new question",
  reused: "was already used; get a new challenge",
  unconfigured: "is a Turnstile token, but this platform has no TURNSTILE_SECRET_KEY",
  refused: "was refused by Turnstile; get a new challenge",
  unavailable: "could not be verified with Turnstile; try again",
};

/** Constant-time comparison that does not reveal the length either (both sides hashed first). */
function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * The visitor's bot check: an ALTCHA payload solved in their browser, or a fallback token with the
 * visitor's answer to its question, or `turnstile:<response>` from the hosted Turnstile widget (verified
 * with Turnstile for the visitor's address `ip`). Accepted once; otherwise a 400 naming the field.
 */
export async function requireBotCheck(ctx: PlatformContext, token: string, answer: string | undefined, ip: string): Promise<void> {
  const failure = token.startsWith(TURNSTILE_PREFIX)
    ? await verifyTurnstile(ctx.db, ctx.config.TURNSTILE_SECRET_KEY, token, "submit", ip, ctx.now())
    : await verifyBotCheck(ctx.db, ctx.secret, token, "submit", ctx.now(), answer);
  if (failure === "answer") throw badRequest("The bot check failed.", { botCheckAnswer: botFailures.answer ?? "failed" });
  if (failure) throw badRequest("The bot check failed.", { botCheckToken: botFailures[failure] ?? "failed" });
}

export function registerAccountRoutes(api: Api, ctx: PlatformContext): void {
  const loginLimiter = createLimiter(ctx.db, { name: "login", points: 30, duration: 60 });
  const accountLimiters = createAccountLimiters(ctx);

  api.route({
    method: "get",
    path: "/api/account/botcheck",
    tags: ["account"],
    summary: "Bot check for the visitor's browser",
    description:
      "Asked by the site on a visitor's behalf. `challenge` is an ALTCHA challenge (altcha-lib v2, PBKDF2/SHA-256) for the visitor's browser " +
      "to solve with the `altcha` widget; the widget's payload is the `botCheckToken`. `fallback` is for a browser that cannot run the widget: " +
      "the question \"What is a + b?\", shown in the page's language; send `fallback.token` as `botCheckToken` and the visitor's answer as " +
      "`botCheckAnswer`. Either is accepted once, before it expires (5 minutes; the question 20 minutes); a wrong answer uses the question up.",
    auth: "site",
    query: z.object({ action: z.literal("submit", { error: "must be submit" }).default("submit") }),
    response: z.object({
      challenge: z.object({
        parameters: z.object({
          algorithm: z.string(),
          nonce: z.string(),
          salt: z.string(),
          cost: z.number(),
          keyLength: z.number(),
          keyPrefix: z.string(),
          expiresAt: z.number().optional(),
          data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
        }),
        signature: z.string().optional(),
      }),
      fallback: z.object({ a: z.number(), b: z.number(), token: z.string(), expiresAt: z.string() }),
      action: z.string(),
      expiresAt: z.string(),
    }),
    handler: async ({ query }) => createBotCheck(ctx.secret, query.action, ctx.settings.botCheckCost, ctx.now()),
  });

  api.route({
    method: "post",
    path: "/api/account/botcheck",
    tags: ["account"],
    summary: "Verify a visitor's bot check",
    description:
      "For a form the site keeps itself (e.g. the contact form): verifies the visitor's `botCheckToken` (the ALTCHA payload, or the fallback " +
      "token with `botCheckAnswer`, or `turnstile:<response>` of the Turnstile widget) and uses it up. 400 naming the field when it does not pass.",
    auth: "site",
    body: z.object({
      botCheckToken: z.string({ error: "is required" }).min(1, "is required").max(4000),
      botCheckAnswer: z.string().max(10, "must be at most 10 characters").optional(),
    }),
    response: z.object({ verified: z.literal(true) }),
    handler: async ({ body, ip }) => {
      await requireBotCheck(ctx, body.botCheckToken, body.botCheckAnswer, ip);
      return { verified: true as const };
    },
  });

  api.route({
    method: "post",
    path: "/api/account/loginWithToken",
    auth: "none",
    tags: ["account"],
    summary: "Site token (1 day), for the platform's one client",
    description:
      "Issues the site's bearer token, valid for one day, to the client that presents X-Client-Id and X-Client-Secret (PLATFORM_CLIENT_ID and " +
      "PLATFORM_CLIENT_SECRET; compared in constant time); anyone else gets 401. The token records the client id, so the platform trusts the " +
      "X-Visitor-Address header of its calls. `brand` selects the brand the token acts for. At most 30 logins per address per minute. " +
      "email, phone, dob, transactionId and isskiplogin (doc2 §7) are checked when sent but do not change the token: customer tokens come from " +
      "prepareTransaction, loginWithRatingTransaction, fetchTokenByRateQuoteId, previousQuote and verifyquoteowner.",
    errorStatuses: [401, 429],
    body: z.object({
      brand: z
        .string()
        .regex(/^[a-z0-9-]{1,40}$/, "must be a brand code")
        .optional(),
      email: email.optional(),
      phone: phone.optional(),
      dob: specDate.optional(),
      transactionId: idText("transaction id").optional(),
      isskiplogin: z.boolean().optional(),
    }),
    response: tokenResponse.extend({ brand: z.string() }),
    handler: async ({ body, req, ip }) => {
      await consume(loginLimiter, ip);
      const id = req.get("x-client-id") ?? "";
      const secret = req.get("x-client-secret") ?? "";
      const expected = ctx.config.PLATFORM_CLIENT_SECRET;
      // Both compared, in constant time, whatever the first one says.
      const knownId = sameSecret(id, ctx.config.PLATFORM_CLIENT_ID);
      const knownSecret = expected !== undefined && sameSecret(secret, expected);
      if (!knownId || !knownSecret) throw new HttpError(401, "Unknown client: send X-Client-Id and X-Client-Secret.");
      const clientId = ctx.config.PLATFORM_CLIENT_ID;
      const brand = body.brand ?? ctx.config.DEFAULT_BRAND;
      const issued = await issueToken(ctx.db, { kind: "site", brand, clientId }, ctx.now());
      return { ...issued, brand };
    },
  });

  api.route({
    method: "post",
    path: "/api/account/fetchTokenByRateQuoteId",
    auth: "site",
    tags: ["account"],
    summary: "Customer token for a quote (30 minutes)",
    errorStatuses: [404],
    body: z.object({ rateQuoteId: idText("rate quote id") }),
    response: customerTokenResponse,
    handler: async ({ body, caller }) => {
      const quote = await findRateResultTransaction(ctx.db, body.rateQuoteId);
      if (!quote) throw notFound("Quote not found!");
      const transaction = await loadTransaction(ctx, caller!, quote.transaction_id).catch(() => {
        throw notFound("Quote not found!");
      });
      const issued = await issueToken(
        ctx.db,
        {
          kind: "customer",
          brand: transaction.brand,
          clientId: caller!.clientId,
          email: transaction.customer_email,
          state: transaction.state,
          transactionId: transaction.id,
        },
        ctx.now(),
      );
      return { ...issued, email: transaction.customer_email, state: transaction.state, transactionId: transaction.id };
    },
  });

  api.route({
    method: "post",
    path: "/api/account/loginWithRatingTransaction",
    auth: "site",
    tags: ["account"],
    summary: "Customer token for a rating transaction (30 minutes)",
    errorStatuses: [403, 404],
    body: z.object({ transactionId: idText("transaction id") }),
    response: customerTokenResponse,
    handler: async ({ body, caller }) => {
      const transaction = await loadTransaction(ctx, caller!, body.transactionId);
      const issued = await issueToken(
        ctx.db,
        {
          kind: "customer",
          brand: transaction.brand,
          clientId: caller!.clientId,
          email: transaction.customer_email,
          state: transaction.state,
          transactionId: transaction.id,
        },
        ctx.now(),
      );
      return { ...issued, email: transaction.customer_email, state: transaction.state, transactionId: transaction.id };
    },
  });

  api.route({
    method: "post",
    path: "/api/account/createCustomer",
    auth: "site",
    tags: ["account"],
    summary: "Save a customer (doc3 §2.8, §5.6, §7.6)",
    description:
      "Creates the customer, or updates the one with the same e-mail (case-insensitive). `created` tells which. `loyaltyEnrollmentStatus` true enrols the customer " +
      "in the loyalty program. A customer who already has an account (a password) is updated only with the phone and date of birth on file, else 409 messageCode " +
      "ACCOUNT_EXISTS. The site calls /api/account/authenticate first. Limited per visitor address (ACCOUNT_CHECKS_PER_15_MIN).",
    errorStatuses: [409, 429],
    body: z.object({
      firstName: personName,
      lastName: personName,
      dob: specDate,
      email,
      phone,
      state: stateCode,
      city: z.string({ error: "is required" }).trim().min(2, "is required").max(60, "must be at most 60 characters"),
      zipcode: zipCode,
      loyaltyEnrollmentStatus: z.boolean({ error: "must be true or false" }).optional(),
    }),
    response: z.object({ customerId: z.string(), created: z.boolean() }),
    handler: async ({ body, ip, caller, header }) => saveCustomer(ctx, accountLimiters, body, { ip, brand: caller!.brand, lang: header.lang }),
  });
}
