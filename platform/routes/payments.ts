/**
 * Make a payment:
 * - POST /api/payment/policyLookup  the policy by number, e-mail, phone and date of birth, payable or why not
 * - POST /api/payment/token         a payment session at the processor: its hosted page on the site's origin
 * - GET  /api/payment/result        the confirmed payment of a result token (customerPayment)
 * - GET  /api/payment/carriers      the carrier payment list and the non-payable default link
 * The card is typed only on the hosted page (./sandbox-pay.ts); a payment counts as made only from
 * the processor's confirmation. Rules live in platform/services/payments.ts.
 */
import { z } from "zod";
import type { Api } from "../http/route.ts";
import { consume, createLimiter } from "../http/rate-limit.ts";
import type { PlatformContext } from "../services/context.ts";
import { email, specDate } from "../services/schemas.ts";
import { lookUpPolicy, paymentResult, startPayment } from "../services/payments.ts";
import { carrierPaymentList, NON_PAYABLE_DEFAULT_URL } from "../services/payment-carriers.ts";

/** Per visitor address: policy lookups in 15 minutes. */
export const LOOKUPS_PER_VISITOR = 20;
/** Per policy number: lookups in 15 minutes (guessing its details from many addresses). */
export const LOOKUPS_PER_POLICY = 10;

const policyNumber = z
  .string({ error: "is required" })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9-]{3,29}$/, "must be a policy number (letters, digits and -)");
const receiptPhone = z
  .string({ error: "is required" })
  .transform((v) => v.replace(/[\s().-]/g, ""))
  .pipe(z.string().regex(/^\d{10}$/, "must be 10 digits"));
const token = z.string({ error: "is required" }).regex(/^[A-Za-z0-9_-]{20,100}$/, "must be a token");
const reasons = ["alreadyPaid", "dueWithin48", "duePast", "other"] as const;

const lookupResponse = z.object({
  token: z.string().meta({ description: "Ties the payment token request to this lookup (30 minutes); empty when not payable." }),
  policyId: z.string(),
  company: z.string(),
  monthlyPayment: z.number().meta({ description: "The installment due, in dollars." }),
  policyType: z.string(),
  paymentDueDate: z.string().meta({ description: "yyyy-mm-dd: the installment due (or the one already paid)." }),
  applicantName: z.string(),
  policyNumber: z.string(),
  isPayable: z.boolean(),
  message: z.string().meta({ description: "'This payment has already been made' when paid (doc1 §8 matches it by text)." }),
  reason: z.enum(reasons).nullable().meta({ description: "Why not payable; null when payable." }),
  carrierUrl: z.string(),
});

const paymentDetail = z.object({
  dueDate: z.string(),
  payDate: z.string(),
  amount: z.number(),
  invoiceId: z.string(),
  status: z.string().meta({ description: "A approved; D declined." }),
  cardHolderName: z.string(),
  resultMessage: z.string(),
});

export function registerPaymentRoutes(api: Api, ctx: PlatformContext): void {
  const visitorLimiter = createLimiter(ctx.db, { name: "payment-lookup-visitor", points: LOOKUPS_PER_VISITOR, duration: 15 * 60 });
  const policyLimiter = createLimiter(ctx.db, { name: "payment-lookup-policy", points: LOOKUPS_PER_POLICY, duration: 15 * 60 });

  api.route({
    method: "post",
    path: "/api/payment/policyLookup",
    auth: "site",
    tags: ["payment"],
    summary: "Policy lookup for payment",
    description:
      "doc1 §3, §4: the policy whose number, e-mail, phone and date of birth (MM-DD-YYYY) all match. isPayable false carries `reason` " +
      "(alreadyPaid, dueWithin48, duePast, other) beside the message. No match: 404 (messageCode POLICY_NOT_FOUND). Limited per visitor and per policy number (429).",
    errorStatuses: [404, 429],
    body: z.object({ policyNumber, receiptEmail: email, receiptPhone, dob: specDate }),
    response: lookupResponse,
    handler: async ({ body, caller, header, ip }) => {
      await consume(visitorLimiter, ip);
      await consume(policyLimiter, body.policyNumber);
      const brand = caller?.brand ?? ctx.config.DEFAULT_BRAND;
      return lookUpPolicy(
        ctx,
        { policyNumber: body.policyNumber, receiptEmail: body.receiptEmail, receiptPhone: body.receiptPhone, dob: body.dob },
        brand,
        header.lang,
      );
    },
  });

  api.route({
    method: "post",
    path: "/api/payment/token",
    auth: "site",
    tags: ["payment"],
    summary: "Payment token request",
    description:
      "doc1 §7: starts a payment at the processor for the installment due, on the lookup's token. `paymentUrl` is the hosted payment page on " +
      "returnUrl's origin (one of the brand's sites, SITE_ORIGINS), in the header's language; the processor sends the browser back to returnUrl?token=<token>. " +
      "An unknown or expired lookup: 404 (LOOKUP_EXPIRED); a policy no longer payable: 409 with its reason.",
    errorStatuses: [404, 409],
    body: z.object({
      policyId: z.string({ error: "is required" }).regex(/^[A-Za-z0-9_-]{1,60}$/, "must be a policy id"),
      token,
      returnUrl: z.url({ protocol: /^https?$/, error: "must be an http(s) address" }).max(500, "must be at most 500 characters"),
    }),
    response: z.object({ paymentUrl: z.string(), token: z.string().meta({ description: "The result token (also on the return address)." }) }),
    handler: async ({ body, header }) => startPayment(ctx, body, header.lang),
  });

  api.route({
    method: "get",
    path: "/api/payment/result",
    auth: "site",
    tags: ["payment"],
    summary: "Payment result",
    description:
      "doc1 §3, §4 payment result: the processor-confirmed payment of this token (paymentDetails[0].status A = approved). Not confirmed or unknown: 404 (PAYMENT_NOT_CONFIRMED).",
    errorStatuses: [404],
    query: z.object({ token }),
    response: z.object({
      customerPayment: z.object({
        policyId: z.string(),
        policyNumber: z.string(),
        email: z.string(),
        phoneNumber: z.string(),
        carrierName: z.string(),
        city: z.string(),
        state: z.string(),
        zipCode: z.string(),
        sex: z.string(),
        maritalStatus: z.string(),
        name: z.string(),
        paymentDetails: z.array(paymentDetail),
      }),
    }),
    handler: async ({ query }) => paymentResult(ctx, query.token),
  });

  api.route({
    method: "get",
    path: "/api/payment/carriers",
    auth: "site",
    tags: ["payment"],
    summary: "Carrier payment list",
    description: "doc1 §3 carrier payment list: carrierCode holds the policy-number prefixes; nonPayable.defaultUrl is where any other policy is paid.",
    response: z.object({
      carriers: z.array(z.object({ carrierName: z.string(), carrierCode: z.array(z.string()), carrierUrl: z.string(), carrierLogo: z.string() })),
      nonPayable: z.object({ defaultUrl: z.string() }),
    }),
    handler: async () => ({ carriers: carrierPaymentList(), nonPayable: { defaultUrl: NON_PAYABLE_DEFAULT_URL } }),
  });
}
