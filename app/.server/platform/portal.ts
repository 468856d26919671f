/**
 * The customer portal's calls to the platform (doc3 §2.7, §2.9, §3, §4.6, §6, §7.6),
 * typed by their answers. Customer calls carry the signed-in customer's token from the session
 * (`{ auth: { bearer: token } }`); the referral and the consent form are called as the site.
 *
 * Every call answers a `PlatformAnswer`: null when the platform did not answer, `ok: false` with
 * the platform's message (and `fieldErrors` per field on a 400), `ok: true` with `data`.
 * Money: policies and payments in dollars; loyalty in points; a gift card's `cardValue` in cents
 * (doc3 §9: its display value is cardValue / 100, and it costs cardValue points).
 */
import { z } from "zod";
import type { PlatformAnswer, PlatformClient } from "~/.server/platform";
import {
  loyaltySchema,
  myTransactionSchema,
  pointsTransactionSchema,
  profileSchema,
  rewardSchema,
  type MyTransaction,
  type PointsTransaction,
  type Profile,
  type Reward,
} from "~/domain/portal/answers";

export {
  loyaltyProgramSchema,
  loyaltySchema,
  myQuoteSchema,
  myTransactionSchema,
  pointsTransactionSchema,
  profileSchema,
  rewardSchema,
  tierNames,
  type Loyalty,
  type LoyaltyProgram,
  type MyTransaction,
  type PointsTransaction,
  type Profile,
  type Reward,
  type TierName,
} from "~/domain/portal/answers";

const bearer = (token: string) => ({ auth: { bearer: token } }) as const;

/* ------------------------------------------------------------------ profile (doc3 §3) */

export const profileAnswer = z.object({ profile: profileSchema });

export function getProfile(client: PlatformClient, token: string): Promise<PlatformAnswer<{ profile: Profile }>> {
  return client.get("/api/portal/profile", {}, profileAnswer, bearer(token));
}

/* ------------------------------------------------------------------ policies (doc3 §3 Policy, §4.6, §7.6) */

export const policyTransactionSchema = z.object({
  createdUtc: z.string(),
  entryDate: z.string(),
  paymentSource: z.string(),
  /** Dollars. */
  collectedAmount: z.number(),
  /** "A" approved, "D" declined (payments made online); "A" for earlier history. */
  status: z.string().default("A"),
  invoiceId: z.string().default(""),
});

export const portalPolicySchema = z.object({
  policyId: z.string(),
  policyNumber: z.string(),
  isPayable: z.boolean(),
  /** "This payment has already been made" when the installment due is paid (doc3 §4.6 "paid"). */
  message: z.string(),
  /** Why not payable: alreadyPaid, dueWithin48, duePast, other; null when payable. */
  reason: z.string().nullable().default(null),
  /** doc3 §6: the carrier is in the payable carriers list (pay now here); otherwise pay at carrierUrl. */
  payOnline: z.boolean(),
  carrierUrl: z.string(),
  /** "active" or "cancelled". */
  status: z.string(),
  details: z.object({
    policyType: z.string(),
    company: z.string(),
    /** Dollars. */
    monthlyPayment: z.number(),
    /** yyyy-mm-dd of the first unpaid installment; "" when none. */
    paymentDueDate: z.string(),
    /** yyyy-mm-dd from which the installment due can be paid online (doc3 §4.6 payment-enabled date); "" when none. */
    paymentEnabledDate: z.string(),
    expirationDate: z.string(),
    effectiveDate: z.string(),
    drivers: z.array(z.object({ fullName: z.string(), firstName: z.string(), lastName: z.string(), age: z.number(), sex: z.string() })),
    vehicles: z.array(z.object({ year: z.number(), make: z.string(), model: z.string(), vin: z.string() })),
    coverages: z.array(z.object({ coverageName: z.string(), coverageDescription: z.string(), deductible: z.string(), limit: z.array(z.string()) })),
    /** Payment history, newest first. */
    transactions: z.array(policyTransactionSchema),
    installments: z.array(z.object({ dueDate: z.string(), dueAmount: z.number(), paid: z.boolean() })),
    quoteStatus: z.string(),
    emailAddress: z.string(),
    homePhone: z.string(),
  }),
  /** The policy's documents (PDF) for the portal's download links (./document.ts); empty for a policy not issued online. */
  documents: z.array(z.object({ documentId: z.string(), title: z.string(), fileName: z.string() })).default([]),
});
export type PortalPolicy = z.infer<typeof portalPolicySchema>;
export const policiesAnswer = z.object({ policies: z.array(portalPolicySchema) });
export const policyAnswer = z.object({ policy: portalPolicySchema });

export function listPolicies(client: PlatformClient, token: string): Promise<PlatformAnswer<{ policies: PortalPolicy[] }>> {
  return client.get("/api/portal/policies", {}, policiesAnswer, bearer(token));
}

/** 404 for an unknown policy or another customer's. */
export function getPolicy(client: PlatformClient, token: string, policyId: string): Promise<PlatformAnswer<{ policy: PortalPolicy }>> {
  return client.get(`/api/portal/policies/${encodeURIComponent(policyId)}`, {}, policyAnswer, bearer(token));
}

export const policyDocumentAnswer = z.object({ document: z.string(), fileName: z.string(), contentType: z.string(), sha256: z.string() });

/** doc3 §2.7, §7.6: one of the policy's documents, a PDF (base64) in the page's language; 404 for another customer's policy, an unknown one, or a document it does not have. */
export function getPolicyDocument(
  client: PlatformClient,
  token: string,
  policyId: string,
  documentId: string,
): Promise<PlatformAnswer<z.infer<typeof policyDocumentAnswer>>> {
  return client.get(
    `/api/portal/policies/${encodeURIComponent(policyId)}/documents/${encodeURIComponent(documentId)}`,
    {},
    policyDocumentAnswer,
    bearer(token),
  );
}

export const payNowAnswer = z.object({ paymentUrl: z.string(), token: z.string() });

/**
 * doc3 §7.6 pay now: the hosted payment page's address for the installment due. `returnUrl` is the
 * portal's address on the brand's site; the processor sends the browser back to returnUrl?token=….
 * 404 another customer's policy; 409 not payable now (with `reason`) or a carrier paid elsewhere.
 */
export function payNow(client: PlatformClient, token: string, policyId: string, returnUrl: string): Promise<PlatformAnswer<z.infer<typeof payNowAnswer>>> {
  return client.post(`/api/portal/policies/${encodeURIComponent(policyId)}/payNow`, { returnUrl }, payNowAnswer, bearer(token));
}

export const customerPaymentSchema = z.object({
  policyId: z.string(),
  policyNumber: z.string(),
  carrierName: z.string(),
  /** The carrier's own payment page (the failure view's link). */
  carrierUrl: z.string(),
  paymentDetails: z.array(
    z.object({
      dueDate: z.string(),
      payDate: z.string(),
      /** Dollars. */
      amount: z.number(),
      invoiceId: z.string(),
      /** doc3 §4.6: "A" success, anything else failure. */
      status: z.string(),
      resultMessage: z.string(),
    }),
  ),
});
export type CustomerPayment = z.infer<typeof customerPaymentSchema>;
export const paymentResultAnswer = z.object({ customerPayment: customerPaymentSchema });

/** doc3 §4.6 payment-return view: the payment of the `?token=` value; 404 when not confirmed or not this customer's. */
export function getPaymentResult(client: PlatformClient, token: string, resultToken: string): Promise<PlatformAnswer<{ customerPayment: CustomerPayment }>> {
  return client.get("/api/portal/paymentResult", { token: resultToken }, paymentResultAnswer, bearer(token));
}

/* ------------------------------------------------------------------ loyalty (doc3 §3 Loyalty, §4.6 Rewards, §9) */

export const loyaltyAnswer = z.object({ loyalty: loyaltySchema });

export function getLoyalty(client: PlatformClient, token: string): Promise<PlatformAnswer<z.infer<typeof loyaltyAnswer>>> {
  return client.get("/api/portal/loyalty/programs", {}, loyaltyAnswer, bearer(token));
}

/** doc3 §9: pages of 50, newest first; keep asking with offset += 50 while hasMore. */
export const POINTS_PAGE_SIZE = 50;

export const pointsTransactionsAnswer = z.object({ data: z.array(pointsTransactionSchema), hasMore: z.boolean(), offset: z.number() });

export function getPointsTransactions(
  client: PlatformClient,
  token: string,
  offset = 0,
): Promise<PlatformAnswer<{ data: PointsTransaction[]; hasMore: boolean; offset: number }>> {
  return client.get("/api/portal/loyalty/transactions", { offset, limit: POINTS_PAGE_SIZE }, pointsTransactionsAnswer, bearer(token));
}

export const rewardsAnswer = z.object({ rewards: z.array(rewardSchema) });

export function getRewardCatalogue(client: PlatformClient, token: string): Promise<PlatformAnswer<{ rewards: Reward[] }>> {
  return client.get("/api/portal/loyalty/rewards", {}, rewardsAnswer, bearer(token));
}

export const awardedGiveawaySchema = z.object({
  code: z.string(),
  attributes: z.object({ cvv_Pin: z.string().nullable() }),
});
export const redemptionSchema = z.object({
  redemptionId: z.string(),
  rewardType: z.string(),
  name: z.string(),
  cardValue: z.number(),
  created: z.string(),
  awardedGiveaways: z.array(awardedGiveawaySchema),
  /** Balance after the redemption. */
  currentBalance: z.number(),
});
export type Redemption = z.infer<typeof redemptionSchema>;

/**
 * doc3 §4.6 redeem: spends cardValue points for one gift card. 409 (messageCode
 * INSUFFICIENT_POINTS) when the balance does not cover it; 400 for an unknown rewardType.
 */
export function redeemReward(client: PlatformClient, token: string, rewardType: string): Promise<PlatformAnswer<Redemption>> {
  return client.post("/api/portal/loyalty/redeem", { rewardType }, redemptionSchema, bearer(token));
}

/** A redemption's details (view-details modal); 404 when not this customer's. */
export function getRedemption(client: PlatformClient, token: string, redemptionId: string): Promise<PlatformAnswer<Redemption>> {
  return client.get(`/api/portal/loyalty/redemptions/${encodeURIComponent(redemptionId)}`, {}, redemptionSchema, bearer(token));
}

export const socialConnectTypes = ["FBConnect", "IGConnect"] as const;
export type SocialConnectType = (typeof socialConnectTypes)[number];

export const socialConnectAnswer = z.object({ awarded: z.boolean(), points: z.number(), currentBalance: z.number() });

/**
 * doc3 §7.6 social connect award (after the authorization popup came back with `code`). Answers
 * `awarded: false` when this connect was already awarded; 403 (SOCIAL_CONNECT_DISABLED) while the
 * platform flag is off; 400 when the adapter refuses the code.
 */
export function socialConnect(
  client: PlatformClient,
  token: string,
  type: SocialConnectType,
  code: string,
): Promise<PlatformAnswer<{ awarded: boolean; points: number; currentBalance: number }>> {
  return client.post("/api/portal/loyalty/socialConnect", { type, code }, socialConnectAnswer, bearer(token));
}

/* ------------------------------------------------------------------ referrals (doc3 §3 Referral payload, §5.6, §7.6) */

export interface ReferralInput {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  zipCode: string;
  refName: string;
  refEmail: string;
  refPhone: string;
  /** The exact consent text shown beside the form, and the page it was shown on (TCPA). */
  consentText: string;
  page: string;
  /** The consent page's address on the brand's site: the friend is e-mailed `consentUrl?id=<consentId>` (optional). */
  consentUrl?: string;
}

export const referralAnswer = z.object({ referralId: z.string(), consentId: z.string(), status: z.string() });

/**
 * doc3 §7.6 referral: success is a non-empty answer. Sent as the site; with the signed-in
 * customer's token when there is one, so the referrer is that customer (and earns the award when
 * the friend buys).
 */
export function sendReferral(client: PlatformClient, referral: ReferralInput, customerToken?: string): Promise<PlatformAnswer<z.infer<typeof referralAnswer>>> {
  return client.post("/api/portal/referrals", { ...referral }, referralAnswer, customerToken ? bearer(customerToken) : { auth: "site" });
}

export const referralSchema = z.object({
  referralId: z.string(),
  refName: z.string(),
  created: z.string(),
  /** "sent", or "purchased" once the friend bought (the award is given then). */
  status: z.string(),
  pointsAwarded: z.number(),
});
export const referralsAnswer = z.object({ referrals: z.array(referralSchema) });

export function listReferrals(client: PlatformClient, token: string): Promise<PlatformAnswer<{ referrals: z.infer<typeof referralSchema>[] }>> {
  return client.get("/api/portal/referrals", {}, referralsAnswer, bearer(token));
}

/* ------------------------------------------------------------------ consent (doc3 §2.9, §3 Consent record, §4.6) */

export const consentRecordSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  mobile_number: z.string(),
  email: z.string(),
  cf_customer_consent_form_completed: z.boolean(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;
export const consentRecordAnswer = z.object({ consent: consentRecordSchema });

/** doc3 §2.9: the consent record of `?id`; 404 when unknown. */
export function getConsentRecord(client: PlatformClient, id: string): Promise<PlatformAnswer<{ consent: ConsentRecord }>> {
  return client.get("/api/portal/consent", { id }, consentRecordAnswer, { auth: "site" });
}

export interface ConsentSubmit {
  id: string;
  name: string;
  surname: string;
  email: string;
  phone: string;
  /** The exact text shown beside the boxes, and the page's address (TCPA record). */
  consentText: string;
  page: string;
}

export const consentSubmitAnswer = z.object({ state: z.enum(["success", "alreadyConsented"]), consentedAt: z.string() });

/**
 * doc3 §4.6 consent submit (isMarketingConsentGiven is always true). `state` "success" the first
 * time; "alreadyConsented" when the record was already completed (no second record is made).
 */
export function submitConsent(
  client: PlatformClient,
  consent: ConsentSubmit,
): Promise<PlatformAnswer<{ state: "success" | "alreadyConsented"; consentedAt: string }>> {
  return client.post("/api/portal/consent", { ...consent, isMarketingConsentGiven: true }, consentSubmitAnswer, { auth: "site" });
}

/* ------------------------------------------------------------------ my quotes */

export const myQuotesAnswer = z.object({ transactions: z.array(myTransactionSchema) });
export const myQuoteAnswer = z.object({ transaction: myTransactionSchema });

/** The signed-in customer's quotes and saved transactions, newest first (matched by e-mail, phone and date of birth). */
export function listMyQuotes(client: PlatformClient, token: string): Promise<PlatformAnswer<{ transactions: MyTransaction[] }>> {
  return client.get("/api/portal/quotes", {}, myQuotesAnswer, bearer(token));
}

/** One of them; 404 when not this customer's. */
export function getMyQuote(client: PlatformClient, token: string, transactionId: string): Promise<PlatformAnswer<{ transaction: MyTransaction }>> {
  return client.get(`/api/portal/quotes/${encodeURIComponent(transactionId)}`, {}, myQuoteAnswer, bearer(token));
}
