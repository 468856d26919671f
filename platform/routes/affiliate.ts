/**
 * Partner (affiliate) leads (doc2 §4 affiliate entry, §7). A partner lead pre-fills the quote form,
 * so it holds a person's data: the site reads it only through a link the platform signed
 * (./services/partner-links.ts), never by a guessable id.
 * - GET  /api/lead/get-by-utm                   a partner lead by customer id and UTM fields, with the link's `sig` (site)
 * - GET  /api/lead/affiliate                    by gclid with the link's `sig` (site), or by partner/source/medium/campaign (staff)
 * - POST /api/lead/affiliate                    a partner lead is planted (staff)
 * - GET  /api/lead/affiliate/{affiliateLeadId}/link   the signed link's parameters for a lead (staff)
 */
import { z } from "zod";
import type { Api } from "../http/route.ts";
import { conflict, notFound } from "../http/envelope.ts";
import { newId, nowIso, type AffiliateLeadTable } from "../db/index.ts";
import type { PlatformContext } from "../services/context.ts";
import { partnerLinkSignature, verifyPartnerLink } from "../services/partner-links.ts";
import {
  findAffiliateLeadById,
  findNewestAffiliateLeadByCustomer,
  findNewestAffiliateLeadByGclid,
  findNewestAffiliateLeadByPartner,
  insertAffiliateLead,
} from "../repositories/affiliate-leads.ts";

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const sigField = z
  .string()
  .trim()
  .max(100, "must be at most 100 characters")
  .optional()
  .meta({ description: "The signature of the partner link (HMAC-SHA256, base64url)." });

/** One answer for a missing lead, a missing signature and a wrong one: nothing tells them apart. */
export const AFFILIATE_NOT_FOUND = "Affiliate data is empty";

const affiliateResponse = z.object({
  lead: z.object({
    affiliateLeadId: z.string(),
    partnerId: z.string(),
    source: z.string(),
    medium: z.string().nullable(),
    campaign: z.string().nullable(),
    customerId: z.string().nullable(),
    rawData: z.record(z.string(), z.unknown()),
  }),
});

function affiliateAnswer(row: Pick<AffiliateLeadTable, "id" | "partner_id" | "source" | "medium" | "campaign" | "customer_id" | "raw_json">) {
  return {
    lead: {
      affiliateLeadId: row.id,
      partnerId: row.partner_id,
      source: row.source,
      medium: row.medium,
      campaign: row.campaign,
      customerId: row.customer_id,
      rawData: JSON.parse(row.raw_json) as Record<string, unknown>,
    },
  };
}

export function registerAffiliateRoutes(api: Api, ctx: PlatformContext): void {
  const secret = ctx.config.PARTNER_LINK_SECRET;

  api.route({
    method: "get",
    path: "/api/lead/get-by-utm",
    auth: "site",
    tags: ["leads"],
    summary: "Affiliate lead by a signed partner link",
    description:
      "doc2 §7: customerid with utm_source (the partner source), utm_medium, utm_campaign and gclid when present, and `sig`: the link's signature, " +
      "HMAC-SHA256 (base64url) with PARTNER_LINK_SECRET over `utm_source + ':' + customerid` (GET /api/lead/affiliate/{affiliateLeadId}/link " +
      `gives it). A missing or wrong signature answers 404 "${AFFILIATE_NOT_FOUND}", as an unknown lead does.`,
    errorStatuses: [404],
    query: z.object({
      customerid: text(100).min(1, "is required"),
      utm_source: text(40).min(1, "is required"),
      utm_medium: text(100).optional(),
      utm_campaign: text(100).optional(),
      gclid: text(200).optional(),
      sig: sigField,
    }),
    response: affiliateResponse,
    handler: async ({ query }) => {
      if (!verifyPartnerLink(secret, { source: query.utm_source, customerId: query.customerid }, query.sig)) throw notFound(AFFILIATE_NOT_FOUND);
      const row = await findNewestAffiliateLeadByCustomer(ctx.db, {
        customerId: query.customerid,
        source: query.utm_source,
        medium: query.utm_medium,
        campaign: query.utm_campaign,
        gclid: query.gclid,
      });
      if (!row) throw notFound(AFFILIATE_NOT_FOUND);
      return affiliateAnswer(row);
    },
  });

  api.route({
    method: "get",
    path: "/api/lead/affiliate",
    auth: ["site", "staff"],
    tags: ["leads"],
    summary: "Affiliate lead",
    description:
      "Path chosen by the platform. The newest partner lead matching gclid, or else partnerId with source (and medium and campaign when given). " +
      "The site must send gclid with `sig`, the link's signature over `source + ':gclid:' + gclid`; a lookup by partner and source alone " +
      `names no one and is for staff. Otherwise 404 "${AFFILIATE_NOT_FOUND}". Returns lead.rawData.`,
    errorStatuses: [404],
    query: z
      .object({
        gclid: text(200).min(1).optional(),
        partnerId: text(40).min(1).optional(),
        source: text(40).min(1).optional(),
        medium: text(100).optional(),
        campaign: text(100).optional(),
        sig: sigField,
      })
      .refine((q) => q.gclid || (q.partnerId && q.source), { path: ["partnerId"], message: "gclid, or partnerId with source, is required" }),
    response: affiliateResponse,
    handler: async ({ query, caller }) => {
      if (caller!.kind !== "staff") {
        const signed = !!query.gclid && !!query.source && verifyPartnerLink(secret, { source: query.source, gclid: query.gclid }, query.sig);
        if (!signed) throw notFound(AFFILIATE_NOT_FOUND);
      }
      const row = query.gclid
        ? await findNewestAffiliateLeadByGclid(ctx.db, query.gclid, caller!.kind !== "staff" ? (query.source ?? "") : undefined)
        : await findNewestAffiliateLeadByPartner(ctx.db, {
            partnerId: query.partnerId ?? "",
            source: query.source ?? "",
            medium: query.medium,
            campaign: query.campaign,
          });
      if (!row) throw notFound(AFFILIATE_NOT_FOUND);
      return affiliateAnswer(row);
    },
  });

  api.route({
    method: "post",
    path: "/api/lead/affiliate",
    auth: "staff",
    tags: ["leads"],
    summary: "Plant a partner lead",
    description: "Path chosen by the platform; staff only. rawData is what the quote form is prefilled from (doc2 §4 affiliate entry).",
    status: 201,
    body: z.object({
      partnerId: text(40).min(1, "is required"),
      source: text(40).min(1, "is required"),
      medium: text(100).optional(),
      campaign: text(100).optional(),
      gclid: text(200).optional(),
      customerId: text(100).optional(),
      rawData: z
        .record(z.string(), z.unknown(), { error: "must be an object" })
        .refine((r) => JSON.stringify(r).length <= 20000, "must be at most 20000 characters of JSON"),
    }),
    response: affiliateResponse,
    handler: async ({ body }) => {
      const row = {
        id: newId("aff"),
        partner_id: body.partnerId,
        source: body.source,
        medium: body.medium ?? null,
        campaign: body.campaign ?? null,
        gclid: body.gclid ?? null,
        customer_id: body.customerId ?? null,
        raw_json: JSON.stringify(body.rawData),
        created_at: nowIso(ctx.now()),
      };
      await insertAffiliateLead(ctx.db, row);
      return affiliateAnswer(row);
    },
  });

  api.route({
    method: "get",
    path: "/api/lead/affiliate/:affiliateLeadId/link",
    auth: "staff",
    tags: ["leads"],
    summary: "The signed partner link of a lead",
    description:
      "Staff only. The query parameters of the quote page's partner link for this lead (`/quote?` + them): utm_source, customerid (or gclid), " +
      "utm_medium and utm_campaign when the lead has them, and `sig`. 409 when the lead has neither a customer id nor a gclid to link by.",
    errorStatuses: [404, 409],
    params: z.object({ affiliateLeadId: z.string().regex(/^aff_[A-Za-z0-9_-]{1,60}$/, "must be an affiliate lead id") }),
    response: z.object({ query: z.record(z.string(), z.string()), path: z.string() }),
    handler: async ({ params }) => {
      const row = await findAffiliateLeadById(ctx.db, params.affiliateLeadId);
      if (!row) throw notFound("Affiliate lead not found.");
      const query: Record<string, string> = { utm_source: row.source };
      if (row.customer_id) {
        query.customerid = row.customer_id;
        query.sig = partnerLinkSignature(secret, { source: row.source, customerId: row.customer_id });
      } else if (row.gclid) {
        query.gclid = row.gclid;
        query.sig = partnerLinkSignature(secret, { source: row.source, gclid: row.gclid });
      } else {
        throw conflict("This partner lead has neither a customer id nor a gclid to link by.");
      }
      if (row.medium) query.utm_medium = row.medium;
      if (row.campaign) query.utm_campaign = row.campaign;
      return { query, path: `/quote?${new URLSearchParams(query).toString()}` };
    },
  });
}
