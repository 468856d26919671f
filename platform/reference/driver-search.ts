/**
 * Driver lookups over the seeded households and the brand's earlier quotes (transactions whose
 * customer has the searched date of birth, newest first).
 */
import type { Db } from "../db/index.ts";
import { isoFromSpecDate } from "../services/schemas.ts";
import { findByLicence, findByName, householdFromQuote, seededHouseholds, type Household, type LookupResult, type NameQuery } from "./people.ts";

const quoteLimit = 50;

async function quotedHouseholds(db: Db, brand: string, dobIso: string): Promise<Household[]> {
  const rows = await db
    .selectFrom("transactions")
    .select(["id", "request_json"])
    .where("brand", "=", brand)
    .where("customer_dob", "=", dobIso)
    .orderBy("created_at", "desc")
    .limit(quoteLimit)
    .execute();
  return rows.map((r) => householdFromQuote(r.id, r.request_json, isoFromSpecDate)).filter((h): h is Household => h !== null);
}

export async function searchByLicence(db: Db, brand: string, licence: string, dobIso: string): Promise<LookupResult | null> {
  return findByLicence(seededHouseholds(), licence, dobIso) ?? findByLicence(await quotedHouseholds(db, brand, dobIso), licence, dobIso);
}

export async function searchByName(db: Db, brand: string, query: NameQuery): Promise<LookupResult | null> {
  return findByName(seededHouseholds(), query) ?? findByName(await quotedHouseholds(db, brand, query.dobIso), query);
}
