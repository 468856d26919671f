/**
 * Customer accounts (doc3 §2.5, §2.6, §3, §5.5, §6, §7.5, §7.6; doc1 §4 forgot password):
 * - POST /api/account/customerExists        { email } → { exists } (the California endpoint /api/ca answers for CA customers only)
 * - POST /api/account/login                 { email, password, remember } → a sign-in token (30 minutes; 168 hours with remember)
 * - POST /api/account/logout                (customer) revokes the sign-in token
 * - GET  /api/account/customerName          (customer) the header's name
 * - POST /api/account/requestPasswordReset  { email, resetUrl } → always { sent: true }
 * - POST /api/account/setPassword           { token, password, passwordVerify } → { updated: true }
 * - POST /api/account/authenticate          { email, phone, dob } → { authenticated: true } or 401
 * - GET  /api/customer/policies             (customer) the signed-in customer's policies
 * - GET  /api/customer/policies/:policyId   (customer) one of them; another customer's answers 404
 * Rules live in platform/services/customers.ts and ./policies view below; queries in platform/repositories.
 */
import { z } from "zod";
import type { Api } from "../http/route.ts";
import type { PlatformContext } from "../services/context.ts";
import * as accounts from "../services/customers.ts";
import { policyView, policyViewSchema } from "../services/customer-policies.ts";
import { findPolicyById, listPoliciesOfCustomer } from "../repositories/policies.ts";
import { notFound } from "../http/envelope.ts";
import { passwordRule } from "../services/passwords.ts";
import { email, idText, phone, specDate } from "../services/schemas.ts";

const CALIFORNIA_PREFIX = "/api/ca/";

export function registerCustomerAccountRoutes(api: Api, ctx: PlatformContext): void {
  const limiters = accounts.createAccountLimiters(ctx);

  api.route({
    method: "post",
    path: "/api/account/customerExists",
    auth: "site",
    tags: ["account"],
    summary: "Whether a customer has this e-mail (doc3 §6, doc1 §4)",
    description:
      "The main endpoint answers true for customers outside California; the California endpoint (/api/ca/account/customerExists) for customers whose state is CA. " +
      "The site asks the main endpoint, then the California one. Limited per visitor address (ACCOUNT_CHECKS_PER_15_MIN).",
    errorStatuses: [429],
    body: z.object({ email }),
    response: z.object({ exists: z.boolean() }),
    handler: async ({ body, ip, req }) => {
      const california = req.originalUrl.slice(req.baseUrl.length).startsWith(CALIFORNIA_PREFIX);
      return { exists: await accounts.customerExists(ctx, limiters, body.email, california, ip) };
    },
  });

  api.route({
    method: "post",
    path: "/api/account/login",
    auth: "site",
    tags: ["account"],
    summary: "Sign in with e-mail and password (doc3 §2.5, §7.5)",
    description:
      "A sign-in token: a customer token carrying the customer's e-mail and state, for 30 minutes (168 hours with `remember`). " +
      `A wrong e-mail or password answers 401 "${accounts.LOGIN_FAILED.message}" (messageCode LOGIN_FAILED), the same and after the same work for an unknown e-mail. ` +
      "Failures are counted per account and per visitor address (LOGIN_FAILURES_PER_ACCOUNT_PER_15_MIN, LOGIN_FAILURES_PER_ADDRESS_PER_15_MIN): past them 429 with retryAfterSeconds; " +
      "after 3 failures on an account each try waits longer (LOGIN_DELAY_STEP_MS).",
    errorStatuses: [401, 429],
    body: z.object({
      email,
      password: z.string({ error: "is required" }).min(1, "is required").max(128, "must be at most 128 characters"),
      remember: z.boolean({ error: "must be true or false" }).default(false),
    }),
    response: z.object({
      token: z.string(),
      expiresAt: z.string(),
      expiresInSeconds: z.number(),
      state: z.string(),
      customerId: z.string(),
      firstName: z.string(),
      lastName: z.string(),
    }),
    handler: async ({ body, ip, caller }) => accounts.signIn(ctx, limiters, body, { ip, brand: caller!.brand, clientId: caller!.clientId }),
  });

  api.route({
    method: "post",
    path: "/api/account/logout",
    auth: "customer",
    tags: ["account"],
    summary: "Sign out: the sign-in token stops working",
    description:
      "Deletes the bearer sign-in token, so a copy of the site's cookie holding it is refused from now on. A token that is not a sign-in answers 401.",
    body: z.object({}),
    response: z.object({ signedOut: z.literal(true) }),
    handler: async ({ req }) => {
      const { tokenHash } = await accounts.signedInCustomer(ctx, req.get("authorization"));
      await accounts.signOut(ctx, tokenHash);
      return { signedOut: true as const };
    },
  });

  api.route({
    method: "get",
    path: "/api/account/customerName",
    auth: "customer",
    tags: ["account"],
    summary: "The signed-in customer's name, for the header (doc3 §2.5, §7.5)",
    response: z.object({ firstName: z.string(), lastName: z.string() }),
    handler: async ({ req }) => {
      const { customer } = await accounts.signedInCustomer(ctx, req.get("authorization"));
      return { firstName: customer.first_name, lastName: customer.last_name };
    },
  });

  api.route({
    method: "post",
    path: "/api/account/requestPasswordReset",
    auth: "site",
    tags: ["account"],
    summary: "E-mail a single-use password reset link (doc1 §4 forgot password)",
    description:
      "Always answers { sent: true }, whether or not the e-mail is known, in the same time: the work for a known e-mail (a random token of which only the SHA-256 is kept, " +
      "valid 1 hour and once; the e-mail through the outbox in the customer's language) happens after the answer. The link is `resetUrl?token=…&state=<customer state>`; " +
      "resetUrl must be an http(s) address of the site (SITE_ORIGINS), else 400. Limited per visitor address (PASSWORD_RESETS_PER_15_MIN) and to 5 e-mails an hour per address.",
    errorStatuses: [429],
    body: z.object({ email, resetUrl: z.string({ error: "is required" }).min(1, "is required").max(2000, "must be at most 2000 characters") }),
    response: z.object({ sent: z.literal(true) }),
    handler: async ({ body, ip, caller }) => accounts.requestPasswordReset(ctx, limiters, body, { ip, brand: caller!.brand }),
  });

  api.route({
    method: "post",
    path: "/api/account/setPassword",
    auth: "site",
    tags: ["account"],
    summary: "Set a new password with a reset token (doc3 §2.6, §4.5, §5.5)",
    description:
      "The password: 6 to 12 characters with a lowercase and an uppercase letter, a digit and a special character, equal to passwordVerify (else 400, messageCode PASSWORD_MISMATCH). " +
      "The token works once: a used one answers 400 messageCode TOKEN_USED, an expired one TOKEN_EXPIRED, an unknown one TOKEN_INVALID. The customer's other tokens are revoked.",
    body: z.object({
      token: z.string({ error: "is required" }).min(1, "is required").max(200, "must be at most 200 characters"),
      password: passwordRule,
      passwordVerify: z.string({ error: "is required" }).max(128, "must be at most 128 characters"),
    }),
    response: z.object({ updated: z.literal(true) }),
    handler: async ({ body }) => accounts.setPassword(ctx, body),
  });

  api.route({
    method: "post",
    path: "/api/account/authenticate",
    auth: "site",
    tags: ["account"],
    summary: "Identity check before create-customer (doc3 §7.6)",
    description:
      "A new e-mail passes; an e-mail already on file passes only with its phone and date of birth, else 401 (messageCode AUTHENTICATION_FAILED). " +
      "5 failures per e-mail in 15 minutes, then 429; limited per visitor address (ACCOUNT_CHECKS_PER_15_MIN).",
    errorStatuses: [401, 429],
    body: z.object({ email, phone, dob: specDate }),
    response: z.object({ authenticated: z.literal(true) }),
    handler: async ({ body, ip }) => accounts.authenticate(ctx, limiters, body, ip),
  });

  api.route({
    method: "get",
    path: "/api/customer/policies",
    auth: "customer",
    tags: ["customer"],
    summary: "The signed-in customer's policies (doc3 §3 Policy, §7.6)",
    response: z.object({ policies: z.array(policyViewSchema) }),
    handler: async ({ req }) => {
      const { customer } = await accounts.signedInCustomer(ctx, req.get("authorization"));
      const policies = await listPoliciesOfCustomer(ctx.db, customer.id);
      return { policies: policies.map((policy) => policyView(policy, ctx.now())) };
    },
  });

  api.route({
    method: "get",
    path: "/api/customer/policies/:policyId",
    auth: "customer",
    tags: ["customer"],
    summary: "One of the signed-in customer's policies (doc3 §3 Policy, §7.6)",
    description: "Another customer's policy, or an unknown id, answers 404.",
    errorStatuses: [404],
    params: z.object({ policyId: idText("policy id") }),
    response: z.object({ policy: policyViewSchema }),
    handler: async ({ req, params }) => {
      const { customer } = await accounts.signedInCustomer(ctx, req.get("authorization"));
      const policy = await findPolicyById(ctx.db, params.policyId);
      if (!policy || policy.customer_id !== customer.id) throw notFound("Policy not found.");
      return { policy: policyView(policy, ctx.now()) };
    },
  });
}
