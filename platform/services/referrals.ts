/**
 * Referrals (doc3 §3 Referral payload, §5.6, §7.6): a customer refers a friend; the referral is
 * stored with the exact consent text shown beside the form, its page, time and the visitor's
 * address, and a pending consent record is made for the friend (doc3 §2.9: the friend confirms on
 * the consent page). The referrer is the signed-in customer when the site sends the customer's
 * token, else the customer whose e-mail the form names (when there is one).
 * `referralBought` awards the referrer once when the friend later buys (./loyalty-events.ts).
 */
import { newId, nowIso, type Db } from "../db/index.ts";
import { HttpError } from "../http/envelope.ts";
import { findCustomerByEmail } from "../repositories/customers.ts";
import * as repo from "../repositories/referrals.ts";
import { createConsentRecord } from "./consent-records.ts";

export interface ReferralInput {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  zipCode: string;
  refName: string;
  refEmail: string;
  refPhone: string;
  consentText: string;
  page: string;
}

export async function createReferral(db: Db, input: ReferralInput, who: { brand: string; ip: string; referrerId: string | null }, now: Date) {
  const errors: Record<string, string> = {};
  if (input.refEmail.toLowerCase() === input.customerEmail.toLowerCase()) errors.refEmail = "must be your friend's e-mail, not yours";
  if (input.refPhone === input.customerPhone) errors.refPhone = "must be your friend's phone, not yours";
  if (Object.keys(errors).length > 0) throw new HttpError(400, "Some fields are missing or not valid.", errors);
  const referrerId = who.referrerId ?? (await findCustomerByEmail(db, input.customerEmail))?.id ?? null;
  const [firstName = "", ...rest] = input.refName.trim().split(/\s+/);
  const stamp = nowIso(now);
  const id = newId("rf");
  const consentId = await db.transaction().execute(async (trx) => {
    const consent = await createConsentRecord(
      trx,
      { brand: who.brand, source: "referral", firstName, lastName: rest.join(" "), mobileNumber: input.refPhone, email: input.refEmail },
      now,
    );
    await repo.insertReferral(trx, {
      id,
      brand: who.brand,
      referrer_customer_id: referrerId,
      customer_name: input.customerName.trim(),
      customer_email: input.customerEmail.trim().toLowerCase(),
      customer_phone: input.customerPhone,
      zip_code: input.zipCode,
      ref_name: input.refName.trim(),
      ref_email: input.refEmail.trim().toLowerCase(),
      ref_phone: input.refPhone,
      consent_id: consent,
      consent_text: input.consentText,
      page: input.page,
      status: "sent",
      purchased_at: null,
      ip_address: who.ip,
      created_at: stamp,
    });
    return consent;
  });
  return { referralId: id, consentId, status: "sent" };
}

function referralView(row: repo.ReferralRow, points: number) {
  return { referralId: row.id, refName: row.ref_name, created: row.created_at, status: row.status, pointsAwarded: row.status === "purchased" ? points : 0 };
}

export async function referralsOf(db: Db, customerId: string, awardPoints: number) {
  const rows = await repo.referralsOfReferrer(db, customerId);
  return { referrals: rows.map((row) => referralView(row, awardPoints)) };
}

/** One referral of this referrer; 404 for another customer's or an unknown id. */
export async function referralOf(db: Db, customerId: string, referralId: string, awardPoints: number) {
  const row = await repo.findReferral(db, referralId);
  if (!row || row.referrer_customer_id !== customerId) throw new HttpError(404, "Referral not found.");
  return { referral: referralView(row, awardPoints) };
}
