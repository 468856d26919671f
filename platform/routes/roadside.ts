/**
 * Roadside assistance memberships (doc3 §2.4, §3, §4.4, §7.4, §8, §9):
 * - GET  /api/roadside/packages          the membership packages (single, family), term 6, country USA
 * - POST /api/roadside/purchase          doc3 §3 purchase → paymentUrl (the payment site), transactionId, buyerKey
 * - POST /api/roadside/payment           a new payment attempt after a declined one (retry) → paymentUrl
 * - POST /api/roadside/membershipResult  doc3 §3 membership result by transactionId, with the buyer's key
 * - POST /api/roadside/document          the membership document (a PDF, base64), with the buyer's or the document key
 * The payment site is the sandbox processor's hosted page (./roadside-sandbox-pay.ts). Rules live in
 * platform/services/roadside.ts. The buyer's key never reaches the browser: the site keeps it in its
 * sealed cookie; a transactionId alone reads nothing.
 */
import { z } from "zod";
import type { Api } from "../http/route.ts";
import { consume, createLimiter } from "../http/rate-limit.ts";
import type { PlatformContext } from "../services/context.ts";
import { email, personName, phone, specDate, stateCode, zipCode } from "../services/schemas.ts";
import {
  membershipPdf,
  membershipResult,
  retryPayment,
  ROADSIDE_COUNTRY,
  ROADSIDE_PACKAGES,
  ROADSIDE_TERM_MONTHS,
  startPurchase,
} from "../services/roadside.ts";
import { registerRoadsideSandboxPayRoutes } from "./roadside-sandbox-pay.ts";

/** Per visitor address: purchases started in 15 minutes. */
export const PURCHASES_PER_VISITOR = 20;
/** Per visitor address: result and document reads in 15 minutes. */
export const READS_PER_VISITOR = 120;

const transactionId = z.string({ error: "is required" }).regex(/^rsa_[A-Za-z0-9_-]{20,40}$/, "must be a roadside transaction id");
const key = z.string({ error: "is required" }).regex(/^[A-Za-z0-9_-]{20,100}$/, "must be a key");
const returnUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) address" }).max(500, "must be at most 500 characters");
const text = (max: number) => z.string({ error: "is required" }).trim().min(1, "is required").max(max, `must be at most ${max} characters`);
const optionalText = (max: number) => z.string({ error: "must be text" }).trim().max(max, `must be at most ${max} characters`).optional().default("");
/** A date of birth: a real date, in the past. */
const birthDate = specDate.refine((iso) => iso < new Date().toISOString().slice(0, 10), "must be in the past");

const purchaseBody = z.object({
  firstname: personName,
  middlename: optionalText(60),
  lastname: personName,
  dob: birthDate,
  driverLicenseNumber: z
    .string({ error: "is required" })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9*-]{4,20}$/, "must be a driver licence number (4 to 20 letters and digits)"),
  secondary: z
    .object({ firstname: personName, lastname: personName, dob: birthDate })
    .nullable()
    .optional()
    .default(null)
    .meta({ description: "The second member of a family membership; null for a single one." }),
  email,
  phoneNumber: phone,
  addressLine1: text(100),
  addressLine2: optionalText(100),
  city: text(60),
  state: stateCode,
  zipCode,
  country: z
    .literal(ROADSIDE_COUNTRY, { error: `must be ${ROADSIDE_COUNTRY}` })
    .optional()
    .default(ROADSIDE_COUNTRY),
  isMarketingConsentGiven: z.boolean({ error: "must be true or false" }),
  term: z
    .literal(ROADSIDE_TERM_MONTHS, { error: `must be ${ROADSIDE_TERM_MONTHS}` })
    .optional()
    .default(ROADSIDE_TERM_MONTHS),
  package: z.number({ error: "is required" }).int("must be a package id").meta({ description: "The membership type id (GET /api/roadside/packages)." }),
  amount: z
    .number({ error: "is required" })
    .positive("must be more than 0")
    .max(1000, "must be at most 1000")
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, "must be dollars and cents")
    .meta({ description: "The price in dollars the brand sells the package at (its CMS setting); charged as is." }),
  paymentDate: z.string().max(40).optional().meta({ description: "Ignored: the payment date is the processor's confirmation time." }),
  returnUrl,
});

const resultResponse = z.object({
  transactionId: z.string(),
  policyNumber: z.string().meta({ description: "The membership number; empty until the payment is approved (doc3 §4.4: empty = failed or not paid)." }),
  paymentDate: z.string().meta({ description: "ISO time of the approved payment; empty until then." }),
  email: z.string(),
  policyDocumentUrl: z.string().meta({ description: "The membership document (PDF) on the site's origin, with its document key; empty until issued." }),
  statusCode: z.number().int().meta({ description: "200 issued, 202 awaiting payment, 402 declined." }),
  status: z.enum(["awaiting_payment", "paid", "declined"]),
  memberType: z.enum(["single", "family"]),
  package: z.number().int(),
  term: z.number().int(),
  amount: z.number(),
  startsOn: z.string(),
  endsOn: z.string(),
  resultMessage: z.string().meta({ description: "The processor's message for the latest attempt; empty before one." }),
});

export function registerRoadsideRoutes(api: Api, ctx: PlatformContext): void {
  const purchaseLimiter = createLimiter(ctx.db, { name: "roadside-purchase-visitor", points: PURCHASES_PER_VISITOR, duration: 15 * 60 });
  const readLimiter = createLimiter(ctx.db, { name: "roadside-read-visitor", points: READS_PER_VISITOR, duration: 15 * 60 });

  api.route({
    method: "get",
    path: "/api/roadside/packages",
    auth: "site",
    tags: ["roadside"],
    summary: "Roadside membership packages",
    description: "doc3 §2.4, §9: the single and family packages with their list prices (a brand's CMS sets the price it sells at), term 6 months, country USA.",
    response: z.object({
      packages: z.array(
        z.object({ id: z.number().int(), memberType: z.enum(["single", "family"]), listPrice: z.number(), term: z.number().int(), country: z.string() }),
      ),
    }),
    handler: async () => ({
      packages: ROADSIDE_PACKAGES.map((p) => ({
        id: p.id,
        memberType: p.memberType,
        listPrice: p.listPriceCents / 100,
        term: ROADSIDE_TERM_MONTHS,
        country: ROADSIDE_COUNTRY,
      })),
    }),
  });

  api.route({
    method: "post",
    path: "/api/roadside/purchase",
    auth: "site",
    tags: ["roadside"],
    summary: "Roadside membership purchase",
    description:
      "doc3 §3, §7.4: records the purchase awaiting payment and answers `paymentUrl`, the payment site (the sandbox processor's hosted page on returnUrl's origin), " +
      "which sends the browser back to returnUrl?transactionId=. `buyerKey` reads the result and the document: the site keeps it server side. " +
      "The phone has its dashes stripped. Age and state rules are the brand's (the site checks them with its settings). Limited per visitor (429).",
    errorStatuses: [429],
    body: purchaseBody,
    response: z.object({ transactionId: z.string(), paymentUrl: z.string(), buyerKey: z.string() }),
    handler: async ({ body, caller, header, ip }) => {
      await consume(purchaseLimiter, ip);
      return startPurchase(ctx, body, caller?.brand ?? ctx.config.DEFAULT_BRAND, header.lang);
    },
  });

  api.route({
    method: "post",
    path: "/api/roadside/payment",
    auth: "site",
    tags: ["roadside"],
    summary: "Roadside payment retry",
    description:
      "doc3 §4.4 retry: a declined purchase gets a new payment attempt and its payment site URL; one awaiting payment answers its page again. Paid: 409 (ALREADY_PAID). Unknown, or another buyer's: 404.",
    errorStatuses: [404, 409, 429],
    body: z.object({ transactionId, buyerKey: key, returnUrl: returnUrl.optional() }),
    response: z.object({ transactionId: z.string(), paymentUrl: z.string() }),
    handler: async ({ body, header, ip }) => {
      await consume(purchaseLimiter, ip);
      return retryPayment(ctx, body, header.lang);
    },
  });

  api.route({
    method: "post",
    path: "/api/roadside/membershipResult",
    auth: "site",
    tags: ["roadside"],
    summary: "Roadside membership result",
    description:
      "doc3 §3, §7.4: the membership result of the buyer's own transaction (policyNumber, paymentDate, email, policyDocumentUrl, statusCode). Reads only. Unknown, or another buyer's key: 404 (PURCHASE_NOT_FOUND).",
    errorStatuses: [404, 429],
    body: z.object({ transactionId, buyerKey: key }),
    response: resultResponse,
    handler: async ({ body, ip }) => {
      await consume(readLimiter, ip);
      return membershipResult(ctx, body.transactionId, body.buyerKey);
    },
  });

  api.route({
    method: "post",
    path: "/api/roadside/document",
    auth: "site",
    tags: ["roadside"],
    summary: "Roadside membership document (PDF)",
    description:
      "The membership document, a PDF as base64 (`pdf`) with its file name, for the document key of policyDocumentUrl or the buyer's key. " +
      "Not issued yet (NOT_ISSUED), unknown, or a wrong key (PURCHASE_NOT_FOUND): 404.",
    errorStatuses: [404, 429],
    body: z.object({ transactionId, key }),
    response: z.object({ fileName: z.string(), contentType: z.literal("application/pdf"), pdf: z.string().meta({ description: "The PDF's bytes, base64." }) }),
    handler: async ({ body, ip }) => {
      await consume(readLimiter, ip);
      const { fileName, pdf } = await membershipPdf(ctx, body.transactionId, body.key);
      return { fileName, contentType: "application/pdf" as const, pdf: pdf.toString("base64") };
    },
  });

  registerRoadsideSandboxPayRoutes(api, ctx);
}
