/**
 * The customer portal's calls (doc3 §2.7, §2.9, §3, §4.6, §6, §7.6, §9). "customer": the
 * signed-in customer's token (a sign-in, not a quote-flow token); each answers that customer's data
 * only, and another customer's id answers 404 as an unknown one does.
 * - GET  /api/portal/profile                          (customer) doc3 §3 Customer profile, read-only
 * - GET  /api/portal/policies                         (customer) the customer's policies (doc3 §3 Policy + §4.6 dates)
 * - GET  /api/portal/policies/:policyId               (customer) one of them
 * - GET  /api/portal/policies/:policyId/documents/:documentId (customer) one of the policy's documents, a PDF in the header's language
 * - POST /api/portal/policies/:policyId/payNow        (customer) the hosted payment page for the installment due
 * - GET  /api/portal/paymentResult?token=             (customer) the payment-return view's payment
 * - GET  /api/portal/loyalty/programs                 (customer) programmes with sub-ledgers, tiers, earn rules
 * - GET  /api/portal/loyalty/transactions?offset=     (customer) points history, 50 a page, hasMore
 * - GET  /api/portal/loyalty/rewards                  (customer) the gift-card catalogue
 * - POST /api/portal/loyalty/redeem                   (customer) a gift card for points (awardedGiveaways)
 * - GET  /api/portal/loyalty/redemptions/:redemptionId (customer) one redemption
 * - POST /api/portal/loyalty/socialConnect            (customer) FBConnect / IGConnect award (off by default)
 * - POST /api/portal/referrals                        (site or customer) refer a friend
 * - GET  /api/portal/referrals                        (customer) the customer's referrals
 * - GET  /api/portal/referrals/:referralId            (customer) one of them
 * - GET  /api/portal/consent?id=                      (site) a consent record
 * - POST|PUT /api/portal/consent                      (site) the consent submit (TCPA record)
 * - GET  /api/portal/quotes                           (customer) my quotes and saved transactions
 * - GET  /api/portal/quotes/:transactionId            (customer) one of them
 * Rules live in platform/services/portal.ts, loyalty.ts, referrals.ts and consent-records.ts.
 */
import type express from "express";
import { z } from "zod";
import type { Api } from "../http/route.ts";
import { consume, createLimiter } from "../http/rate-limit.ts";
import type { PlatformContext } from "../services/context.ts";
import { signedInCustomer } from "../services/customers.ts";
import { email, idText, personName, phone, zipCode } from "../services/schemas.ts";
import * as portal from "../services/portal.ts";
import * as loyalty from "../services/loyalty.ts";
import { createReferral, referralOf, referralsOf } from "../services/referrals.ts";
import { consentRecord, submitConsent } from "../services/consent-records.ts";
import { sendConsentRequest } from "../services/portal-messages.ts";
import { allowedSiteUrl } from "../services/site-urls.ts";
import { HttpError } from "../http/envelope.ts";

/** Per visitor address and 15 minutes: referrals sent and consent submits. */
export const REFERRALS_PER_VISITOR = 10;
export const CONSENT_SUBMITS_PER_VISITOR = 20;

const tierName = z.enum(["silver", "gold", "platinum"]);
const loyaltyResponse = z.object({
  loyalty: z.object({
    programs: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        subLedgers: z.object({
          balance: z.object({ id: z.string(), currentBalance: z.number() }),
          lifetime: z.object({
            id: z.string(),
            lifetimePoints: z.number(),
            pointsToNextTier: z.number(),
            currentTier: z.object({ name: tierName }),
            nextTier: z.object({ name: tierName }).nullable(),
          }),
        }),
      }),
    ),
    tiers: z.array(z.object({ name: tierName, threshold: z.number() })),
    earnRules: z.array(z.object({ ruleName: z.string(), points: z.number() })),
    socialConnectEnabled: z.boolean(),
    socialConnected: z.array(z.string()),
  }),
});
const pointsTransaction = z.object({
  id: z.string(),
  type: z.enum(["addition", "subtraction"]),
  created: z.string(),
  expiryDate: z.string().nullable(),
  amount: z.number(),
  ruleName: z.string(),
  subledgerId: z.string(),
  name: z.string(),
  cvv_Pin: z.string().nullable(),
  redemptionId: z.string().nullable(),
});
const redemptionResponse = z.object({
  redemptionId: z.string(),
  rewardType: z.string(),
  name: z.string(),
  cardValue: z.number().meta({ description: "Cents; it costs as many points." }),
  created: z.string(),
  awardedGiveaways: z.array(z.object({ code: z.string(), attributes: z.object({ cvv_Pin: z.string().nullable() }) })),
  currentBalance: z.number(),
});
const referralView = z.object({ referralId: z.string(), refName: z.string(), created: z.string(), status: z.string(), pointsAwarded: z.number() });
const consentView = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  mobile_number: z.string(),
  email: z.string(),
  cf_customer_consent_form_completed: z.boolean(),
});
const shownText = z
  .string({ error: "is required" })
  .trim()
  .min(10, "must be the text shown (at least 10 characters)")
  .max(4000, "must be at most 4000 characters");
const page = z.string({ error: "is required" }).trim().min(1, "is required").max(2000, "must be at most 2000 characters");
const langOf = (lang: string | undefined): "en" | "es" => (lang === "es" ? "es" : "en");
const resultToken = z.string({ error: "is required" }).regex(/^[A-Za-z0-9_-]{20,100}$/, "must be a token");

export function registerPortalRoutes(api: Api, ctx: PlatformContext): void {
  const referralLimiter = createLimiter(ctx.db, { name: "portal-referral", points: REFERRALS_PER_VISITOR, duration: 15 * 60 });
  const consentLimiter = createLimiter(ctx.db, { name: "portal-consent", points: CONSENT_SUBMITS_PER_VISITOR, duration: 15 * 60 });
  const me = async (req: express.Request) => (await signedInCustomer(ctx, req.get("authorization"))).customer;
  const tags = ["portal"];

  api.route({
    method: "get",
    path: "/api/portal/profile",
    auth: "customer",
    tags,
    summary: "The signed-in customer's profile (doc3 §3 Customer profile, read-only)",
    description: "The driver licence number comes masked (its last four characters).",
    response: z.object({ profile: portal.profileSchema }),
    handler: async ({ req }) => portal.profileOf(ctx.db, await me(req)),
  });

  api.route({
    method: "get",
    path: "/api/portal/policies",
    auth: "customer",
    tags,
    summary: "The signed-in customer's policies (doc3 §3 Policy, §4.6, §7.6)",
    description:
      "Each with the header fields, drivers, vehicles, coverages, installments and the payment history (the policy's and the processor's payments, newest first), " +
      "isPayable and message as make-a-payment says them, reason, paymentEnabledDate (doc3 §4.6) and payOnline/carrierUrl (doc3 §6).",
    response: z.object({ policies: z.array(portal.portalPolicySchema) }),
    handler: async ({ req, header }) => portal.policiesOf(ctx.db, await me(req), ctx.now(), langOf(header.lang)),
  });

  api.route({
    method: "get",
    path: "/api/portal/policies/:policyId",
    auth: "customer",
    tags,
    summary: "One of the signed-in customer's policies (doc3 §7.6 policy detail)",
    description: "Another customer's policy, or an unknown id, answers 404 (POLICY_NOT_FOUND).",
    errorStatuses: [404],
    params: z.object({ policyId: idText("policy id") }),
    response: z.object({ policy: portal.portalPolicySchema }),
    handler: async ({ req, params, header }) => portal.policyOf(ctx.db, await me(req), params.policyId, ctx.now(), langOf(header.lang)),
  });

  api.route({
    method: "get",
    path: "/api/portal/policies/:policyId/documents/:documentId",
    auth: "customer",
    tags,
    summary: "One of the policy's documents as a PDF (doc3 §2.1 sold, §2.3, §2.7, §7.6)",
    description:
      "The PDF (base64) in the header's language: documentId as the policy's `documents` list names it (declarations and id-card for an auto policy bought online, " +
      "renters-declarations for a renters policy). Another customer's policy answers 404 POLICY_NOT_FOUND exactly as an unknown one does; a document the policy does not have, 404 DOCUMENT_NOT_FOUND.",
    errorStatuses: [404],
    params: z.object({ policyId: idText("policy id"), documentId: z.string({ error: "is required" }).regex(/^[a-z-]{1,40}$/, "must be a document id") }),
    response: z.object({
      document: z.string().meta({ description: "application/pdf, base64." }),
      fileName: z.string(),
      contentType: z.literal("application/pdf"),
      sha256: z.string(),
    }),
    handler: async ({ req, params, header }) => portal.policyDocumentOf(ctx, await me(req), params.policyId, params.documentId, langOf(header.lang)),
  });

  api.route({
    method: "post",
    path: "/api/portal/policies/:policyId/payNow",
    auth: "customer",
    tags,
    summary: "Pay now: the hosted payment page of the installment due (doc3 §7.6)",
    description:
      "The signed-in customer is the authentication. paymentUrl is the processor's hosted page on returnUrl's origin (one of the brand's sites); the processor sends the browser back " +
      "to returnUrl?token=<token>. 404 another customer's policy; 409 not payable now (reason) or a carrier paid at its own site; 400 a returnUrl off the brand's sites.",
    errorStatuses: [404, 409],
    params: z.object({ policyId: idText("policy id") }),
    body: z.object({ returnUrl: z.url({ protocol: /^https?$/, error: "must be an http(s) address" }).max(500, "must be at most 500 characters") }),
    response: z.object({ paymentUrl: z.string(), token: z.string() }),
    handler: async ({ req, params, body, header }) => portal.payNow(ctx, await me(req), params.policyId, body.returnUrl, header.lang),
  });

  api.route({
    method: "get",
    path: "/api/portal/paymentResult",
    auth: "customer",
    tags,
    summary: "The payment of a payment-return token (doc3 §4.6 payment-return view)",
    description: "paymentDetails[0].status A is a success. Not confirmed, unknown, or another customer's payment: 404 (PAYMENT_NOT_CONFIRMED).",
    errorStatuses: [404],
    query: z.object({ token: resultToken }),
    response: z.object({
      customerPayment: z.object({
        policyId: z.string(),
        policyNumber: z.string(),
        carrierName: z.string(),
        carrierUrl: z.string(),
        paymentDetails: z.array(
          z.object({ dueDate: z.string(), payDate: z.string(), amount: z.number(), invoiceId: z.string(), status: z.string(), resultMessage: z.string() }),
        ),
      }),
    }),
    handler: async ({ req, query }) => portal.paymentResultOf(ctx, await me(req), query.token),
  });

  api.route({
    method: "get",
    path: "/api/portal/loyalty/programs",
    auth: "customer",
    tags,
    summary: "Loyalty programmes (doc3 §3 Loyalty, §7.6: loyalty.programs)",
    description:
      "Empty programs: the customer is not enrolled (the rewards tab is not active). Tiers by lifetime points and the points of each rule come from the platform's configuration " +
      "(LOYALTY_* variables); socialConnectEnabled is SOCIAL_CONNECT_ENABLED (off by default).",
    response: loyaltyResponse,
    handler: async ({ req }) => loyalty.loyaltyOverview(ctx.db, (await me(req)).id, undefined, ctx.now()),
  });

  api.route({
    method: "get",
    path: "/api/portal/loyalty/transactions",
    auth: "customer",
    tags,
    summary: "Points transactions, newest first, by offset (doc3 §7.6, §9: 50 a page while hasMore)",
    query: z.object({
      offset: z.coerce
        .number({ error: "must be a whole number" })
        .int("must be a whole number")
        .min(0, "must be 0 or more")
        .max(1_000_000, "must be at most 1000000")
        .default(0),
      limit: z.coerce
        .number({ error: "must be a whole number" })
        .int("must be a whole number")
        .min(1, "must be 1 to 50")
        .max(50, "must be 1 to 50")
        .default(50),
    }),
    response: z.object({ data: z.array(pointsTransaction), hasMore: z.boolean(), offset: z.number() }),
    handler: async ({ req, query }) => loyalty.pointsPage(ctx.db, (await me(req)).id, query.offset, query.limit),
  });

  api.route({
    method: "get",
    path: "/api/portal/loyalty/rewards",
    auth: "customer",
    tags,
    summary: "The gift-card catalogue (cardValue in cents; it costs as many points)",
    response: z.object({ rewards: z.array(z.object({ rewardType: z.string(), name: z.string(), cardValue: z.number() })) }),
    handler: async ({ req }) => {
      await me(req);
      return loyalty.rewardCatalogue();
    },
  });

  api.route({
    method: "post",
    path: "/api/portal/loyalty/redeem",
    auth: "customer",
    tags,
    summary: "Redeem points for a gift card (doc3 §4.6, §7.6: awardedGiveaways)",
    description:
      "Spends cardValue points once: the balance never goes below zero, and two redemptions at once on a balance that covers one give one card. " +
      "409 INSUFFICIENT_POINTS when the balance does not cover it (nothing is spent); 400 an unknown rewardType.",
    errorStatuses: [409],
    body: z.object({ rewardType: z.string({ error: "is required" }).trim().min(1, "is required").max(60, "must be at most 60 characters") }),
    response: redemptionResponse,
    handler: async ({ req, body }) => loyalty.redeem(ctx.db, (await me(req)).id, body.rewardType, ctx.now()),
  });

  api.route({
    method: "get",
    path: "/api/portal/loyalty/redemptions/:redemptionId",
    auth: "customer",
    tags,
    summary: "One of the customer's redemptions (view details)",
    description: "Another customer's redemption, or an unknown id, answers 404.",
    errorStatuses: [404],
    params: z.object({ redemptionId: idText("redemption id") }),
    response: redemptionResponse,
    handler: async ({ req, params }) => loyalty.redemptionOf(ctx.db, (await me(req)).id, params.redemptionId),
  });

  api.route({
    method: "post",
    path: "/api/portal/loyalty/socialConnect",
    auth: "customer",
    tags,
    summary: "Social connect award, FBConnect or IGConnect (doc3 §6, §7.6)",
    description:
      "The code the social authorization popup came back with, checked by the social adapter; the award is given once per network and customer (awarded false after). " +
      "403 SOCIAL_CONNECT_DISABLED while SOCIAL_CONNECT_ENABLED is off (the default).",
    errorStatuses: [403],
    body: z.object({
      type: z.enum(["FBConnect", "IGConnect"], { error: "must be FBConnect or IGConnect" }),
      code: z.string({ error: "is required" }).min(1, "is required").max(512, "must be at most 512 characters"),
    }),
    response: z.object({ awarded: z.boolean(), points: z.number(), currentBalance: z.number() }),
    handler: async ({ req, body }) => loyalty.connectSocial(ctx.db, (await me(req)).id, body, ctx.now()),
  });

  api.route({
    method: "post",
    path: "/api/portal/referrals",
    auth: ["site", "customer"],
    tags,
    summary: "Refer a friend (doc3 §3 Referral payload, §5.6, §7.6)",
    description:
      "Stores the referral with the consent text shown, its page, the time and the visitor's address, and a pending consent record for the friend (consentId: the consent page's id). " +
      "With the signed-in customer's token the referrer is that customer; as the site, the customer whose e-mail customerEmail is, when there is one. " +
      "With consentUrl (the consent page on one of the brand's sites, SITE_ORIGINS, else 400), the friend is e-mailed consentUrl?id=<consentId> through the outbox, in the header's language. " +
      `The referrer earns the referral award once, when the friend buys. Limited per visitor address (${REFERRALS_PER_VISITOR} in 15 minutes).`,
    errorStatuses: [429],
    status: 201,
    body: z.object({
      customerName: z.string({ error: "is required" }).trim().min(2, "must be at least 2 characters").max(120, "must be at most 120 characters"),
      customerEmail: email,
      customerPhone: phone,
      zipCode,
      refName: personName,
      refEmail: email,
      refPhone: phone,
      consentText: shownText,
      page,
      consentUrl: z
        .url({ protocol: /^https?$/, error: "must be an http(s) address" })
        .max(500, "must be at most 500 characters")
        .optional(),
    }),
    response: z.object({ referralId: z.string(), consentId: z.string(), status: z.string() }),
    handler: async ({ req, body, caller, ip, header }) => {
      const { consentUrl, ...referral } = body;
      const link = consentUrl === undefined ? undefined : allowedSiteUrl(ctx.config, consentUrl);
      if (link === null)
        throw new HttpError(400, "The consent page is not one of the brand's sites.", { consentUrl: "must be an address on one of the brand's sites" });
      await consume(referralLimiter, ip);
      const referrer = caller?.kind === "customer" ? await me(req) : null;
      const brand = referrer?.brand ?? caller?.brand ?? ctx.config.DEFAULT_BRAND;
      const created = await createReferral(ctx.db, referral, { brand, ip, referrerId: referrer?.id ?? null }, ctx.now());
      if (link) {
        link.searchParams.set("id", created.consentId);
        const friendFirstName = referral.refName.trim().split(/\s+/)[0] ?? "";
        await sendConsentRequest(ctx, {
          brand,
          lang: header.lang === "es" ? "es" : "en",
          to: referral.refEmail,
          friendFirstName,
          referrerName: referral.customerName.trim(),
          link: link.toString(),
        });
      }
      return created;
    },
  });

  api.route({
    method: "get",
    path: "/api/portal/referrals",
    auth: "customer",
    tags,
    summary: "The signed-in customer's referrals, newest first",
    response: z.object({ referrals: z.array(referralView) }),
    handler: async ({ req }) => referralsOf(ctx.db, (await me(req)).id, loyalty.loyaltyConfig().points.ReferralPurchase),
  });

  api.route({
    method: "get",
    path: "/api/portal/referrals/:referralId",
    auth: "customer",
    tags,
    summary: "One of the signed-in customer's referrals",
    description: "Another customer's referral, or an unknown id, answers 404.",
    errorStatuses: [404],
    params: z.object({ referralId: idText("referral id") }),
    response: z.object({ referral: referralView }),
    handler: async ({ req, params }) => referralOf(ctx.db, (await me(req)).id, params.referralId, loyalty.loyaltyConfig().points.ReferralPurchase),
  });

  api.route({
    method: "get",
    path: "/api/portal/consent",
    auth: "site",
    tags,
    summary: "A consent record by id (doc3 §2.9, §3 Consent record, §7.6)",
    description: "cf_customer_consent_form_completed true: already consented (doc3 §4.6). Unknown id: 404 (CONSENT_NOT_FOUND).",
    errorStatuses: [404],
    query: z.object({ id: idText("consent id") }),
    response: z.object({ consent: consentView }),
    handler: async ({ query }) => consentRecord(ctx.db, query.id),
  });

  for (const method of ["put", "post"] as const) {
    api.route({
      method,
      path: "/api/portal/consent",
      auth: "site",
      tags,
      summary: `Consent submit (doc3 §3 Consent submit, §4.6, §7.6)${method === "post" ? ": the same as PUT" : ""}`,
      description:
        "isMarketingConsentGiven is always true. Recorded once with the exact text shown, the page, the time and the visitor's address (TCPA): state success; " +
        "a second submit answers state alreadyConsented and records nothing. The phone and e-mail must be the record's (400 per field). Unknown id: 404. " +
        `Limited per visitor address (${CONSENT_SUBMITS_PER_VISITOR} in 15 minutes).`,
      errorStatuses: [404, 429],
      body: z.object({
        id: idText("consent id"),
        name: personName,
        surname: z.string({ error: "is required" }).trim().max(60, "must be at most 60 characters"),
        email,
        phone,
        isMarketingConsentGiven: z.literal(true, { error: "must be true" }),
        consentText: shownText,
        page,
      }),
      response: z.object({ state: z.enum(["success", "alreadyConsented"]), consentedAt: z.string() }),
      handler: async ({ body, ip }) => {
        await consume(consentLimiter, ip);
        return submitConsent(ctx.db, body, ip, ctx.now());
      },
    });
  }

  api.route({
    method: "get",
    path: "/api/portal/quotes",
    auth: "customer",
    tags,
    summary: "My quotes: the customer's quotes and saved transactions, newest first",
    description:
      "The transactions of the customer's brand whose e-mail, phone and date of birth are the customer's (the quote routes' owner rule); rated quotes cheapest first.",
    response: z.object({ transactions: z.array(portal.myTransactionSchema) }),
    handler: async ({ req }) => portal.myQuotes(ctx.db, await me(req)),
  });

  api.route({
    method: "get",
    path: "/api/portal/quotes/:transactionId",
    auth: "customer",
    tags,
    summary: "One of my quotes",
    description: "Another customer's transaction, or an unknown id, answers 404 (QUOTE_NOT_FOUND).",
    errorStatuses: [404],
    params: z.object({ transactionId: idText("transaction id") }),
    response: z.object({ transaction: portal.myTransactionSchema }),
    handler: async ({ req, params }) => portal.myQuote(ctx.db, await me(req), params.transactionId),
  });
}
