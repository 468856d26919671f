/**
 * Leads for the agent console (doc2 §3 "Lead record"): the brand's leads with every field
 * of the record, searchable by name, e-mail, phone, zip, state or transaction id, and each lead's
 * consent records (TCPA), read-only. A staff member reads only the brands they are assigned.
 */
import { z } from "zod";
import type { LeadTable } from "../db/index.ts";
import { notFound } from "../http/envelope.ts";
import type { PlatformContext } from "./context.ts";
import { consentCountsOfLeads, consentsOfLead, findLeadById, listLeads } from "../repositories/leads.ts";

const s = z.string().catch("");
const n = z.number().nullable().catch(null);
const b = z.boolean().nullable().catch(null);
const vehicle = z.object({ make: s, model: s, year: s, vin: s }).catch({ make: "", model: "", year: "", vin: "" });

/** doc2 §3 Lead record, as stored by platform/routes/leads.ts (missing fields read as empty). */
export const leadRecordViewSchema = z.object({
  name: s,
  lastname: s,
  email: s,
  phone: s,
  state: s,
  zip: s,
  city: s,
  dob: s,
  ageGroup: s,
  license: s,
  vehicle1: vehicle,
  vehicle2: vehicle,
  driverCount: n,
  term: n,
  coverage: s,
  status: s,
  carriers: z.array(z.object({ companyName: s, premium: n, rateQuoteId: z.string().nullable().catch(null) })).catch([]),
  transactionId: s,
  brand: s,
  experience: s,
  userType: s,
  licenseType: n,
  gender: n,
  marital: n,
  insured: b,
  homeInsurance: b,
  loyaltyEnrollmentStatus: s,
  visitDate: s,
});

export const leadViewSchema = z.object({
  leadId: z.string(),
  leadKey: z.string(),
  brand: z.string(),
  status: z.string(),
  createdAt: z.string(),
  consentCount: z.number().int(),
  record: leadRecordViewSchema,
});
export type LeadView = z.infer<typeof leadViewSchema>;

export const consentViewSchema = z.object({
  consentId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobileNumber: z.string(),
  email: z.string(),
  consentText: z.string(),
  page: z.string(),
  ipAddress: z.string(),
  consentedAt: z.string(),
});

/** How many leads a search reads at most (newest first). */
export const SEARCH_WINDOW = 5000;

function parseRecord(json: string): z.infer<typeof leadRecordViewSchema> {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    raw = {};
  }
  return leadRecordViewSchema.parse(raw && typeof raw === "object" ? raw : {});
}

function view(row: LeadTable, consents: number): LeadView {
  const record = parseRecord(row.record_json);
  return {
    leadId: row.id,
    leadKey: row.lead_key,
    brand: row.brand,
    status: row.status,
    createdAt: row.created_at,
    consentCount: consents,
    record: { ...record, brand: record.brand || row.brand, status: row.status },
  };
}

/** Whether a lead matches the words searched (each word somewhere in its searchable fields). */
export function leadMatches(lead: LeadView, q: string): boolean {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const r = lead.record;
  const hay = [r.name, r.lastname, r.email, r.phone, r.phone.replace(/\D/g, ""), r.zip, r.state, r.city, r.transactionId, lead.leadKey].join(" ").toLowerCase();
  return words.every((w) => hay.includes(w.replace(/[()-]/g, "")) || hay.includes(w));
}

type Ctx = Pick<PlatformContext, "db">;

export async function searchLeads(
  ctx: Ctx,
  brands: string[] | null,
  filter: { q: string; status?: "Lead" | "Quoted"; limit: number; offset: number },
): Promise<{ leads: LeadView[]; total: number }> {
  const rows = await listLeads(ctx.db, { brands, status: filter.status, limit: SEARCH_WINDOW });
  const matching = rows.map((row) => view(row, 0)).filter((lead) => leadMatches(lead, filter.q));
  const page = matching.slice(filter.offset, filter.offset + filter.limit);
  if (page.length) {
    const byLead = await consentCountsOfLeads(
      ctx.db,
      page.map((l) => l.leadId),
    );
    for (const lead of page) lead.consentCount = byLead.get(lead.leadId) ?? 0;
  }
  return { leads: page, total: matching.length };
}

/** One lead and its consent records; 404 for another brand's lead. */
export async function leadWithConsents(ctx: Ctx, brands: string[] | null, leadId: string) {
  const row = await findLeadById(ctx.db, leadId);
  if (!row || (brands !== null && !brands.includes(row.brand))) throw notFound("Lead not found.");
  const consents = await consentsOfLead(ctx.db, row.id);
  const lead = view(row, consents.length);
  return {
    lead,
    consents: consents.map((c) => ({
      consentId: c.id,
      firstName: lead.record.name,
      lastName: lead.record.lastname,
      mobileNumber: lead.record.phone,
      email: lead.record.email,
      consentText: c.consent_text,
      page: c.page,
      ipAddress: c.ip_address,
      consentedAt: c.consented_at,
    })),
  };
}
