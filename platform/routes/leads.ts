/**
 * Leads, consent and affiliate leads (doc2 §3 "Lead and marketing fields", §4 "Lead capture", §7):
 * - POST  /api/lead/create            a lead at the driver summary (with the source-cookie fields and, optionally, consent);
 *                                      with the site's `requestKey` again, the same lead (idempotent)
 * - PATCH /api/lead/{leadKey}         update it until it is quoted (status "Quoted" is the last update); linked to a
 *                                      rating transaction, the platform quotes it with the rating's carrier entries
 *                                      when the rating ends (../services/lead-quotes.ts)
 * - GET   /api/lead/{leadKey}         the lead record and its consents
 * - POST  /api/lead/{leadKey}/consent record consent: exact text, time, page and address
 * Partner (affiliate) leads are in ./affiliate.ts.
 */
import { randomBytes } from "node:crypto";
import { DateTime } from "luxon";
import { z } from "zod";
import type { Api, Caller } from "../http/route.ts";
import { badRequest, conflict, notFound } from "../http/envelope.ts";
import { isUniqueViolation, newId, nowIso, type LeadTable } from "../db/index.ts";
import type { PlatformContext } from "../services/context.ts";
import { code, email, flag, idText, personName, phone, specDate, stateCode, zipCode } from "../services/schemas.ts";
import { MAX_DRIVERS_PER_QUOTE, MAX_VEHICLES_PER_QUOTE } from "../rating/limits.ts";
import { leadCarriersOf, MAX_LEAD_CARRIERS, quoteLeadsOf } from "../services/lead-quotes.ts";
import { findTransactionStatusForBrand } from "../repositories/transactions.ts";
import {
  consentsOfLead,
  findLeadByKey,
  findLeadByRequestKey,
  getLeadById,
  insertConsent,
  insertLead,
  updateUnquotedLead,
  updateUnquotedLeadRecord,
} from "../repositories/leads.ts";

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

export const sourceSchema = z
  .object({
    adId: text(100).optional(),
    adGroupId: text(100).optional(),
    campaignId: text(100).optional(),
    gclId: text(200).optional(),
    fbclId: text(200).optional(),
    anonymousId: text(100).optional(),
    utmSource: text(100).optional(),
    medium: text(100).optional(),
    utmCampaign: text(100).optional(),
    landingPage: text(500).optional(),
  })
  .meta({ description: "Fields read from the source cookie (doc2 §3)." });

const consentInput = z.object({
  consentText: z.string({ error: "is required" }).trim().min(10, "must be the exact consent text shown").max(5000, "must be at most 5000 characters"),
  page: z.string({ error: "is required" }).trim().min(1, "is required").max(500, "must be at most 500 characters"),
});

const vehicleSchema = z.object({
  year: z.coerce.number().int().min(1950, "must be a model year").max(2100, "must be a model year"),
  make: text(40),
  model: text(60),
  vin: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-HJ-NPR-Z0-9]{17}$/, "must be 17 letters or digits, without I, O or Q")
    .optional(),
});

const carrierEntry = z.object({ companyName: text(100).min(1, "is required"), premium: z.number().min(0).optional(), rateQuoteId: text(100).optional() });

const recordFields = {
  experience: text(40).optional(),
  userType: z.enum(["new", "revisit", "repeat", "affiliate"], { error: "must be new, revisit, repeat or affiliate" }).optional(),
  licenseType: code([1, 2, 3, 4, 5, 6, 7], "licence type, as in the rating request").optional(),
  hasLicense: flag.optional(),
  gender: code([0, 1], "gender: 1 female, 0 male").optional(),
  marital: code([0, 1], "marital: 1 single, 0 married").optional(),
  insured: flag.optional(),
  homeInsurance: flag.optional(),
  vehicles: z.array(vehicleSchema).max(MAX_VEHICLES_PER_QUOTE, `at most ${MAX_VEHICLES_PER_QUOTE} vehicles`).optional(),
  driverCount: z.coerce.number().int().min(0).max(MAX_DRIVERS_PER_QUOTE).optional(),
  term: code([6, 12], "policy term in months").optional(),
  coverage: text(40).optional(),
};

const leadRecordSchema = z.object({
  name: z.string(),
  lastname: z.string(),
  email: z.string(),
  phone: z.string(),
  state: z.string(),
  zip: z.string(),
  city: z.string(),
  dob: z.string(),
  ageGroup: z.string(),
  license: z.enum(["yes", "no", ""]),
  vehicle1: z.object({ make: z.string(), model: z.string(), year: z.string(), vin: z.string() }),
  vehicle2: z.object({ make: z.string(), model: z.string(), year: z.string(), vin: z.string() }),
  driverCount: z.number().nullable(),
  term: z.number().nullable(),
  coverage: z.string(),
  status: z.enum(["Lead", "Quoted"]),
  carriers: z.array(z.object({ companyName: z.string(), premium: z.number().nullable(), rateQuoteId: z.string().nullable() })),
  transactionId: z.string(),
  brand: z.string(),
  experience: z.string(),
  userType: z.string(),
  licenseType: z.number().nullable(),
  gender: z.number().nullable(),
  marital: z.number().nullable(),
  insured: z.boolean().nullable(),
  homeInsurance: z.boolean().nullable(),
  loyaltyEnrollmentStatus: z.string(),
  visitDate: z.string(),
});
type LeadRecord = z.infer<typeof leadRecordSchema>;

const consentRecordSchema = z.object({ consentId: z.string(), consentText: z.string(), page: z.string(), ipAddress: z.string(), consentedAt: z.string() });
const leadResponse = z.object({
  leadKey: z.string(),
  leadId: z.string(),
  status: z.string(),
  record: leadRecordSchema,
  source: sourceSchema,
  consents: z.array(consentRecordSchema),
});

/** Age group of the lead record, from an ISO date of birth. */
export function ageGroup(dob: string, today: DateTime): string {
  const age = Math.floor(today.diff(DateTime.fromISO(dob, { zone: "America/Chicago" }), "years").years);
  if (age < 25) return "Under 25";
  if (age < 35) return "25-34";
  if (age < 45) return "35-44";
  if (age < 55) return "45-54";
  if (age < 65) return "55-64";
  return "65+";
}

const emptyVehicle = { make: "", model: "", year: "", vin: "" };

function vehicleColumns(vehicles: z.infer<typeof vehicleSchema>[] | undefined) {
  const col = (v: z.infer<typeof vehicleSchema> | undefined) => (v ? { make: v.make, model: v.model, year: String(v.year), vin: v.vin ?? "" } : emptyVehicle);
  return { vehicle1: col(vehicles?.[0]), vehicle2: col(vehicles?.[1]) };
}

function applyFields(record: LeadRecord, fields: Partial<Record<keyof typeof recordFields, unknown>> & Record<string, unknown>): LeadRecord {
  const next = { ...record };
  if (fields.experience !== undefined) next.experience = fields.experience as string;
  if (fields.userType !== undefined) next.userType = fields.userType as string;
  if (fields.licenseType !== undefined) next.licenseType = fields.licenseType as number;
  if (fields.hasLicense !== undefined) next.license = fields.hasLicense ? "yes" : "no";
  if (fields.gender !== undefined) next.gender = fields.gender as number;
  if (fields.marital !== undefined) next.marital = fields.marital as number;
  if (fields.insured !== undefined) next.insured = fields.insured as boolean;
  if (fields.homeInsurance !== undefined) next.homeInsurance = fields.homeInsurance as boolean;
  if (fields.vehicles !== undefined) Object.assign(next, vehicleColumns(fields.vehicles as z.infer<typeof vehicleSchema>[]));
  if (fields.driverCount !== undefined) next.driverCount = fields.driverCount as number;
  if (fields.term !== undefined) next.term = fields.term as number;
  if (fields.coverage !== undefined) next.coverage = fields.coverage as string;
  return next;
}

async function loadLead(ctx: PlatformContext, caller: Caller, leadKey: string): Promise<LeadTable> {
  const lead = await findLeadByKey(ctx.db, leadKey);
  if (!lead || lead.brand !== caller.brand) throw notFound("Lead not found.");
  return lead;
}

async function leadAnswer(ctx: PlatformContext, lead: LeadTable) {
  const consents = await consentsOfLead(ctx.db, lead.id);
  return {
    leadKey: lead.lead_key,
    leadId: lead.id,
    status: lead.status,
    record: JSON.parse(lead.record_json) as LeadRecord,
    source: JSON.parse(lead.source_json) as z.infer<typeof sourceSchema>,
    consents: consents.map((c) => ({ consentId: c.id, consentText: c.consent_text, page: c.page, ipAddress: c.ip_address, consentedAt: c.consented_at })),
  };
}

/**
 * A create sent again with a known request key (doc2 §4: two saves of one visitor that both found no
 * lead yet): the lead it made takes the record fields of this one while it is not quoted, as an update would.
 */
async function createdAgain(ctx: PlatformContext, lead: LeadTable, fields: Partial<Record<keyof typeof recordFields, unknown>>) {
  if (lead.status === "Lead") {
    const record = applyFields(JSON.parse(lead.record_json) as LeadRecord, fields);
    await updateUnquotedLeadRecord(ctx.db, lead.id, JSON.stringify(record), nowIso(ctx.now()));
  }
  return leadAnswer(ctx, await getLeadById(ctx.db, lead.id));
}

export function registerLeadRoutes(api: Api, ctx: PlatformContext): void {
  api.route({
    method: "post",
    path: "/api/lead/create",
    auth: "site",
    tags: ["leads"],
    summary: "Create a lead",
    description:
      "Path chosen by the platform. doc2 §4: a lead is created when the driver summary is reached; `header.state` is the visitor's state. " +
      "Returns the lead key to update it by. The visit date is written in US Central time. With `consent`, a consent record is stored with it. " +
      "With `requestKey` (the site's key for the visitor's quote), creating is idempotent: a create with a key the brand has used returns that lead, " +
      "its record fields updated while it is not quoted, and stores no second lead or consent.",
    status: 201,
    body: z.object({
      name: personName,
      lastname: personName,
      email,
      phone,
      dob: specDate,
      city: z.string({ error: "is required" }).trim().min(2, "is required").max(60, "must be at most 60 characters"),
      zipCode,
      state: stateCode.optional().meta({ description: "Used when header.state is absent." }),
      loyaltyEnrollmentStatus: text(40).optional(),
      source: sourceSchema.optional(),
      consent: consentInput.optional(),
      requestKey: idText("request key").optional().meta({ description: "The site's key for this lead (one per quote draft and round)." }),
      ...recordFields,
    }),
    response: leadResponse,
    handler: async ({ body, header, caller, ip }) => {
      const known = body.requestKey ? await findLeadByRequestKey(ctx.db, caller!.brand, body.requestKey) : undefined;
      if (known) return createdAgain(ctx, known, body);
      const now = ctx.now();
      const visit = DateTime.fromJSDate(now).setZone("America/Chicago");
      const base: LeadRecord = {
        name: body.name,
        lastname: body.lastname,
        email: body.email.toLowerCase(),
        phone: body.phone,
        state: header.state ?? body.state ?? "",
        zip: body.zipCode,
        city: body.city,
        dob: body.dob,
        ageGroup: ageGroup(body.dob, visit),
        license: "",
        ...vehicleColumns(undefined),
        driverCount: null,
        term: null,
        coverage: "",
        status: "Lead",
        carriers: [],
        transactionId: "",
        brand: caller!.brand,
        experience: "",
        userType: "",
        licenseType: null,
        gender: null,
        marital: null,
        insured: null,
        homeInsurance: null,
        loyaltyEnrollmentStatus: body.loyaltyEnrollmentStatus ?? "",
        visitDate: visit.toFormat("yyyy-LL-dd HH:mm:ss"),
      };
      const record = applyFields(base, body);
      const id = newId("lead");
      const leadKey = `${now.getTime()}-${randomBytes(4).toString("hex")}`;
      const stored = ctx.db.transaction().execute(async (trx) => {
        await insertLead(trx, {
          id,
          lead_key: leadKey,
          request_key: body.requestKey ?? null,
          brand: caller!.brand,
          email: record.email,
          status: "Lead",
          record_json: JSON.stringify(record),
          source_json: JSON.stringify(body.source ?? {}),
          transaction_id: null,
          visit_date: record.visitDate,
          created_at: nowIso(now),
          updated_at: nowIso(now),
        });
        if (body.consent) {
          await insertConsent(trx, {
            id: newId("cons"),
            lead_id: id,
            consent_text: body.consent.consentText,
            page: body.consent.page,
            ip_address: ip,
            consented_at: nowIso(now),
          });
        }
      });
      try {
        await stored;
      } catch (error) {
        // Another create with the same key stored its lead first: this one is that lead's update.
        if (!body.requestKey || !isUniqueViolation(error)) throw error;
        return createdAgain(ctx, (await findLeadByRequestKey(ctx.db, caller!.brand, body.requestKey))!, body);
      }
      return leadAnswer(ctx, await getLeadById(ctx.db, id));
    },
  });

  api.route({
    method: "patch",
    path: "/api/lead/:leadKey",
    auth: "site",
    tags: ["leads"],
    summary: "Update a lead until it is quoted",
    description:
      "Path chosen by the platform. 409 once the lead is Quoted. doc2 §3, §4: a `transactionId` naming one of the brand's rating transactions " +
      "links the lead to it, and the platform itself makes the lead Quoted, with the carrier entries of that rating, when the rating ends " +
      "(every carrier answered or timed out): at once when it has already ended, else the lead answers `Lead` until then. " +
      "The entries are the carriers that rated it, cheapest first, each with the premium of the plan its card shows and its rate quote id, at most 10; " +
      "written once, however often or concurrently the link is sent. With such a transaction `status` waits for the rating and `carriers` is refused. " +
      "A `transactionId` the platform does not hold for the brand is recorded as given; `status: Quoted` then quotes the lead at once, " +
      "with `carriers` (up to 10 carrier columns) as sent.",
    errorStatuses: [404, 409],
    params: z.object({ leadKey: idText("lead key") }),
    body: z.object({
      ...recordFields,
      status: z.enum(["Lead", "Quoted"], { error: "must be Lead or Quoted" }).optional(),
      transactionId: idText("transaction id").optional(),
      carriers: z.array(carrierEntry).max(MAX_LEAD_CARRIERS, `at most ${MAX_LEAD_CARRIERS} carriers`).optional(),
      loyaltyEnrollmentStatus: text(40).optional(),
    }),
    response: leadResponse,
    handler: async ({ params, body, caller }) => {
      const lead = await loadLead(ctx, caller!, params.leadKey);
      if (lead.status === "Quoted") throw conflict("This lead is already quoted and can no longer change.");
      const linked = body.transactionId ?? lead.transaction_id;
      const rating = linked ? await findTransactionStatusForBrand(ctx.db, caller!.brand, linked) : undefined;
      if (rating && body.carriers)
        throw badRequest("The platform writes the carrier entries of a lead linked to a rating transaction.", {
          carriers: "are written by the platform from the transaction's rating",
        });
      let record = applyFields(JSON.parse(lead.record_json) as LeadRecord, body);
      if (body.transactionId) record = { ...record, transactionId: body.transactionId };
      if (body.loyaltyEnrollmentStatus !== undefined) record = { ...record, loyaltyEnrollmentStatus: body.loyaltyEnrollmentStatus };
      if (rating) {
        // The rating decides the status: Quoted, with its carrier entries, once it has ended.
        record = rating.status === "done" ? { ...record, status: "Quoted", carriers: await leadCarriersOf(ctx.db, rating.id) } : { ...record, status: "Lead" };
      } else {
        if (body.status) record = { ...record, status: body.status };
        if (body.carriers)
          record = {
            ...record,
            carriers: body.carriers.map((c) => ({ companyName: c.companyName, premium: c.premium ?? null, rateQuoteId: c.rateQuoteId ?? null })),
          };
      }
      const updated = await updateUnquotedLead(ctx.db, lead.id, {
        record_json: JSON.stringify(record),
        status: record.status,
        transaction_id: record.transactionId || null,
        updated_at: nowIso(ctx.now()),
      });
      if (!updated) throw conflict("This lead is already quoted and can no longer change.");
      // The rating may have ended between reading it and linking the lead, its run finding no lead to quote yet.
      if (rating && rating.status !== "done") await quoteLeadsOf(ctx, rating.id);
      return leadAnswer(ctx, await loadLead(ctx, caller!, params.leadKey));
    },
  });

  api.route({
    method: "post",
    path: "/api/lead/:leadKey/consent",
    auth: "site",
    tags: ["leads"],
    summary: "Record consent for a lead",
    description: "Stores the exact consent text, the page, the caller's address and the time.",
    status: 201,
    errorStatuses: [404],
    params: z.object({ leadKey: idText("lead key") }),
    body: consentInput,
    response: consentRecordSchema,
    handler: async ({ params, body, caller, ip }) => {
      const lead = await loadLead(ctx, caller!, params.leadKey);
      const row = { id: newId("cons"), lead_id: lead.id, consent_text: body.consentText, page: body.page, ip_address: ip, consented_at: nowIso(ctx.now()) };
      await insertConsent(ctx.db, row);
      return { consentId: row.id, consentText: row.consent_text, page: row.page, ipAddress: row.ip_address, consentedAt: row.consented_at };
    },
  });

  // Registered last: the fixed paths above (and ./affiliate.ts, registered first) must win over the key.
  api.route({
    method: "get",
    path: "/api/lead/:leadKey",
    auth: "site",
    tags: ["leads"],
    summary: "A lead record",
    errorStatuses: [404],
    params: z.object({ leadKey: idText("lead key") }),
    response: leadResponse,
    handler: async ({ params, caller }) => leadAnswer(ctx, await loadLead(ctx, caller!, params.leadKey)),
  });
}
