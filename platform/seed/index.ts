/**
 * Demo data: agents (for agent availability), partner leads (for affiliate entry), and demo
 * customers with their policies (./customers.ts: sign-in, portal, make-a-payment).
 * Idempotent: every row has a fixed id and is inserted only when missing, so running the seed
 * again, or on every start, changes nothing that is already there (an agent's state included).
 */
import type { Db } from "../db/index.ts";
import { nowIso } from "../db/index.ts";
import { seedCustomers } from "./customers.ts";
import { seedLoyalty } from "./loyalty.ts";
import { seedStaff } from "./staff.ts";
import { insertAffiliateLeadIfMissing } from "../repositories/affiliate-leads.ts";
import { insertAgentIfMissing } from "../repositories/support.ts";

export const seedAgents = [
  { id: "agent-lonestar-1", name: "Ana Morales", brand: "lonestar", state: "idle" },
  { id: "agent-lonestar-2", name: "Ben Carter", brand: "lonestar", state: "idle" },
  { id: "agent-lonestar-3", name: "Carla Nguyen", brand: "lonestar", state: "busy" },
  { id: "agent-lonestar-4", name: "Diego Ruiz", brand: "lonestar", state: "away" },
  { id: "agent-express-1", name: "Eva Thompson", brand: "express", state: "idle" },
  { id: "agent-express-2", name: "Frank Lee", brand: "express", state: "busy" },
];

/** Partner leads (doc2 §2: affiliate sources qs and eq). Fictional people. */
export const seedAffiliateLeads = [
  {
    id: "aff-qs-demo-1",
    partner_id: "qs",
    source: "qs",
    medium: "cpc",
    campaign: "tx-auto",
    gclid: "demo-gclid-qs-1",
    customer_id: "QS1001",
    raw: {
      firstName: "Jordan",
      lastName: "Sample",
      dob: "04/12/1990",
      email: "jordan.sample@example.com",
      phone: "2145550101",
      address: "1500 Marilla St",
      city: "Dallas",
      state: "TX",
      zipCode: "75201",
      gender: "0",
      marital: "1",
      insured: "1",
      consentNeeded: true,
      vehicles: [{ year: 2018, make: "TOYOTA", model: "CAMRY" }],
    },
  },
  {
    id: "aff-eq-demo-1",
    partner_id: "eq",
    source: "eq",
    medium: "affiliate",
    campaign: "spring",
    gclid: null,
    customer_id: "EQ2001",
    raw: {
      firstName: "Riley",
      lastName: "Example",
      dob: "09/30/1985",
      email: "riley.example@example.com",
      phone: "7135550188",
      city: "Houston",
      state: "TX",
      zipCode: "77002",
      consentNeeded: false,
    },
  },
];

/** `options.now` places the demo policies' due dates; `options.passwordCost` is the demo password's scrypt cost (log2 N). */
export async function seed(db: Db, options: { now?: Date; passwordCost?: number } = {}): Promise<{ agents: number; affiliateLeads: number }> {
  const now = nowIso();
  let agents = 0;
  let affiliateLeads = 0;
  for (const agent of seedAgents) {
    if (await insertAgentIfMissing(db, { ...agent, updated_at: now })) agents += 1;
  }
  for (const lead of seedAffiliateLeads) {
    const { raw, ...row } = lead;
    if (await insertAffiliateLeadIfMissing(db, { ...row, raw_json: JSON.stringify(raw), created_at: now })) affiliateLeads += 1;
  }
  await seedCustomers(db, options.now ?? new Date(), options.passwordCost);
  await seedLoyalty(db, options.now ?? new Date());
  await seedStaff(db, options.now ?? new Date(), options.passwordCost);
  return { agents, affiliateLeads };
}
