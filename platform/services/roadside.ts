/**
 * Roadside assistance memberships (doc3 §2.4, §3, §4.4, §7.4, §8, §9):
 * - `startPurchase`: records the purchase (doc3 §3 fields) awaiting payment and answers the payment
 *   site's URL (the sandbox processor's hosted page) and the buyer's key;
 * - `retryPayment`: a declined purchase gets a new payment attempt (declined → awaiting_payment);
 * - `recordRoadsideConfirmation`: the processor's confirmation, recorded once per attempt; an
 *   approved one issues the membership once (a return reloaded or delivered twice records one) and
 *   e-mails its document link through the outbox;
 * - `membershipResult` / `membershipPdf`: read with the buyer's key only (another buyer's
 *   transactionId answers 404, as an unknown one).
 * Every state change is stored (roadside_purchase_events). Dates in America/Chicago.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { DateTime } from "luxon";
import { AGENCY_TIME_ZONE } from "../agency-time.ts";
import type { PlatformContext } from "./context.ts";
import { nowIso } from "../db/index.ts";
import { HttpError } from "../http/envelope.ts";
import { hashToken } from "./tokens.ts";
import { allowedSiteUrl } from "./site-urls.ts";
import { paymentProcessor, type CardInput, type ProcessorConfirmation } from "./processor.ts";
import * as repo from "../repositories/roadside.ts";
import { sendMembershipMail } from "./roadside-mail.ts";
import { recordPurchase } from "./loyalty-events.ts";
import { membershipDocument } from "../documents/roadside-membership.ts";

/** doc3 §9: term 6 months, country USA. */
export const ROADSIDE_TERM_MONTHS = 6;
export const ROADSIDE_COUNTRY = "USA";

/** The membership packages (doc3 §3 `package`): one per member type; list prices in cents (a brand's CMS sets the price it sells at). */
export const ROADSIDE_PACKAGES = [
  { id: 1, memberType: "single", listPriceCents: 5900 },
  { id: 2, memberType: "family", listPriceCents: 9900 },
] as const;
export type MemberType = (typeof ROADSIDE_PACKAGES)[number]["memberType"];

export function packageById(id: number) {
  return ROADSIDE_PACKAGES.find((p) => p.id === id);
}

/** doc3 §3 membership result statusCode: issued, awaiting the processor, declined. */
export const STATUS_CODES = { paid: 200, awaiting_payment: 202, declined: 402 } as const;

export const ROADSIDE_MESSAGES = {
  notFound: "No roadside purchase matches this transaction.",
  alreadyPaid: "This membership is already paid.",
  returnUrl: "The return address is not one of the brand's sites.",
  notIssued: "The membership document is ready once the payment is approved.",
} as const;

export interface PurchaseInput {
  firstname: string;
  middlename: string;
  lastname: string;
  dob: string;
  driverLicenseNumber: string;
  secondary: { firstname: string; lastname: string; dob: string } | null;
  email: string;
  phoneNumber: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
  isMarketingConsentGiven: boolean;
  term: number;
  package: number;
  amount: number;
  returnUrl: string;
}

const keyMatches = (stored: string, key: string) => {
  const given = Buffer.from(hashToken(key));
  const known = Buffer.from(stored);
  return given.length === known.length && timingSafeEqual(given, known);
};

/** The document link's key: an HMAC of the transaction under the platform secret (works from the e-mail, on any device). */
export function documentKey(ctx: Pick<PlatformContext, "secret">, purchaseId: string): string {
  return createHmac("sha256", ctx.secret).update(`roadside-document\0${purchaseId}`).digest("base64url");
}

const paymentUrlOf = (purchase: repo.RoadsidePurchaseRow) => `${new URL(purchase.return_url).origin}/sandbox/roadside-pay/${purchase.id}`;

export function documentUrl(ctx: Pick<PlatformContext, "secret">, purchase: repo.RoadsidePurchaseRow): string {
  return `${new URL(purchase.return_url).origin}/roadside/document/${purchase.id}?key=${documentKey(ctx, purchase.id)}`;
}

function checkedReturnUrl(ctx: PlatformContext, returnUrl: string): string {
  if (!allowedSiteUrl(ctx.config, returnUrl))
    throw new HttpError(400, ROADSIDE_MESSAGES.returnUrl, { returnUrl: "must be an address on one of the brand's sites" });
  return returnUrl;
}

/** doc3 §7.4 purchase: the purchase awaiting payment, the payment site's URL, and the buyer's key (kept by the site, server side). */
export async function startPurchase(ctx: PlatformContext, input: PurchaseInput, brand: string, lang: string) {
  const pkg = packageById(input.package);
  if (!pkg) throw new HttpError(400, "Unknown membership package.", { package: "must be one of the membership packages" });
  if ((pkg.memberType === "family") !== (input.secondary !== null)) {
    throw new HttpError(400, "A family membership names a second member; a single one does not.", {
      secondary: pkg.memberType === "family" ? "is required for a family membership" : "must be empty for a single membership",
    });
  }
  const returnUrl = checkedReturnUrl(ctx, input.returnUrl);
  const now = nowIso(ctx.now());
  const id = `rsa_${randomBytes(18).toString("base64url")}`;
  const buyerKey = randomBytes(32).toString("base64url");
  await repo.insertPurchase(ctx.db, {
    id,
    buyer_key_hash: hashToken(buyerKey),
    brand,
    lang: lang === "es" ? "es" : "en",
    package_id: pkg.id,
    member_type: pkg.memberType,
    term_months: input.term,
    amount_cents: Math.round(input.amount * 100),
    first_name: input.firstname,
    middle_name: input.middlename,
    last_name: input.lastname,
    dob: input.dob,
    driver_license_number: input.driverLicenseNumber,
    secondary_first_name: input.secondary?.firstname ?? null,
    secondary_last_name: input.secondary?.lastname ?? null,
    secondary_dob: input.secondary?.dob ?? null,
    email: input.email.toLowerCase(),
    phone_number: input.phoneNumber,
    address_line1: input.addressLine1,
    address_line2: input.addressLine2,
    city: input.city,
    state: input.state,
    zip_code: input.zipCode,
    country: input.country,
    marketing_consent: input.isMarketingConsentGiven ? 1 : 0,
    status: "awaiting_payment",
    attempt: 1,
    return_url: returnUrl,
    created_at: now,
    updated_at: now,
  });
  const purchase = (await repo.findPurchase(ctx.db, id))!;
  ctx.logger.info({ transactionId: id, package: pkg.id }, "roadside purchase started");
  return { transactionId: id, paymentUrl: paymentUrlOf(purchase), buyerKey };
}

/** The buyer's own purchase; 404 for an unknown transaction and for another buyer's alike. */
export async function ownPurchase(ctx: PlatformContext, transactionId: string, buyerKey: string) {
  const purchase = await repo.findPurchase(ctx.db, transactionId);
  if (!purchase || !keyMatches(purchase.buyer_key_hash, buyerKey))
    throw new HttpError(404, ROADSIDE_MESSAGES.notFound, undefined, { messageCode: "PURCHASE_NOT_FOUND" });
  return purchase;
}

/** doc3 §4.4 retry: a declined purchase gets a new payment attempt; one awaiting payment keeps its page; a paid one is refused (409). */
export async function retryPayment(ctx: PlatformContext, input: { transactionId: string; buyerKey: string; returnUrl?: string | undefined }, lang: string) {
  const purchase = await ownPurchase(ctx, input.transactionId, input.buyerKey);
  if (purchase.status === "paid") throw new HttpError(409, ROADSIDE_MESSAGES.alreadyPaid, undefined, { messageCode: "ALREADY_PAID" });
  if (purchase.status === "declined") {
    const set = {
      attempt: purchase.attempt + 1,
      lang: lang === "es" ? "es" : "en",
      ...(input.returnUrl ? { return_url: checkedReturnUrl(ctx, input.returnUrl) } : {}),
    };
    await repo.changeStatus(ctx.db, purchase.id, "declined", "awaiting_payment", nowIso(ctx.now()), `payment attempt ${set.attempt}`, set);
  }
  const current = (await repo.findPurchase(ctx.db, purchase.id))!;
  return { transactionId: current.id, paymentUrl: paymentUrlOf(current) };
}

/** The processor's session id of a purchase's current attempt: `rsa_….<attempt>`. */
export const sessionIdOf = (purchase: Pick<repo.RoadsidePurchaseRow, "id" | "attempt">) => `${purchase.id}.${purchase.attempt}`;

function membershipNumber(now: Date): string {
  const month = DateTime.fromJSDate(now, { zone: AGENCY_TIME_ZONE }).toFormat("yyMM");
  return `RSA${month}${String(randomInt(0, 1_000_000)).padStart(6, "0")}`;
}

/**
 * The processor's confirmation of an attempt. The payment is recorded once per attempt; then the
 * purchase moves (awaiting_payment → paid or declined) and an approved one gets its membership once.
 * Delivered again, it completes whatever the first delivery left undone and records nothing twice.
 */
export async function recordRoadsideConfirmation(ctx: PlatformContext, confirmation: ProcessorConfirmation): Promise<boolean> {
  const m = /^(rsa_[A-Za-z0-9_-]+)\.(\d+)$/.exec(confirmation.sessionId);
  const purchase = m ? await repo.findPurchase(ctx.db, m[1]!) : undefined;
  if (!m || !purchase) return false;
  const attempt = Number(m[2]);
  const now = ctx.now();
  const recorded = await repo.insertPayment(ctx.db, {
    id: `rsp_${randomBytes(9).toString("base64url")}`,
    purchase_id: purchase.id,
    attempt,
    confirmation_id: confirmation.confirmationId,
    approved: confirmation.approved ? 1 : 0,
    amount_cents: purchase.amount_cents,
    result_message: confirmation.resultMessage,
    card_last_four: confirmation.lastFour,
    processor: paymentProcessor().name,
    confirmed_at: nowIso(now),
  });
  const payment = await repo.paymentOfAttempt(ctx.db, purchase.id, attempt);
  if (!payment) return false;
  ctx.logger.info({ transactionId: purchase.id, attempt, approved: payment.approved === 1, recorded }, "roadside payment confirmed by the processor");
  if (payment.approved !== 1) {
    // A late confirmation of an earlier attempt does not touch the attempt under way.
    const current = await repo.findPurchase(ctx.db, purchase.id);
    if (current?.attempt !== attempt) return recorded;
    await repo.changeStatus(ctx.db, purchase.id, "awaiting_payment", "declined", nowIso(now), payment.result_message);
    return recorded;
  }
  const detail = `approved, payment ${payment.id}`;
  if (!(await repo.changeStatus(ctx.db, purchase.id, "awaiting_payment", "paid", nowIso(now), detail)))
    await repo.changeStatus(ctx.db, purchase.id, "declined", "paid", nowIso(now), detail);
  await issueMembership(ctx, purchase, payment);
  return recorded;
}

async function issueMembership(ctx: PlatformContext, purchase: repo.RoadsidePurchaseRow, payment: repo.RoadsidePaymentRow) {
  if (await repo.membershipOf(ctx.db, purchase.id)) return;
  const paid = new Date(payment.confirmed_at);
  const start = DateTime.fromJSDate(paid, { zone: AGENCY_TIME_ZONE }).startOf("day");
  for (let tries = 0; tries < 5; tries++) {
    const policyNumber = membershipNumber(paid);
    const inserted = await repo.insertMembership(ctx.db, {
      policy_number: policyNumber,
      purchase_id: purchase.id,
      payment_id: payment.id,
      payment_date: payment.confirmed_at,
      starts_on: start.toISODate()!,
      ends_on: start.plus({ months: purchase.term_months }).toISODate()!,
      created_at: nowIso(ctx.now()),
    });
    if (inserted) {
      const membership = (await repo.membershipOf(ctx.db, purchase.id))!;
      ctx.logger.info({ transactionId: purchase.id, policyNumber }, "roadside membership issued");
      // doc3 §3 Loyalty rules: the buyer's Purchase points, once per membership number, as buy online and renters give them.
      await recordPurchase(ctx, { email: purchase.email, policyNumber, now: ctx.now() }).catch((error: unknown) =>
        ctx.logger.warn({ transactionId: purchase.id, err: error instanceof Error ? error.message : String(error) }, "roadside purchase points not recorded"),
      );
      await sendMembershipMail(ctx, {
        brand: purchase.brand,
        lang: purchase.lang === "es" ? "es" : "en",
        to: purchase.email,
        firstName: purchase.first_name,
        policyNumber,
        memberType: purchase.member_type,
        startsOn: membership.starts_on,
        endsOn: membership.ends_on,
        amountCents: purchase.amount_cents,
        documentUrl: documentUrl(ctx, purchase),
      }).catch((error: unknown) =>
        ctx.logger.warn(
          { transactionId: purchase.id, reason: error instanceof Error ? error.message : String(error) },
          "roadside membership e-mail not stored",
        ),
      );
      return;
    }
    // Another delivery issued it first, or the number was taken: look again.
    if (await repo.membershipOf(ctx.db, purchase.id)) return;
  }
  throw new Error("no free membership number");
}

/** The hosted page's card post for the purchase's current attempt. */
export async function payMembershipWithCard(ctx: PlatformContext, purchase: repo.RoadsidePurchaseRow, card: CardInput) {
  return paymentProcessor().charge({ sessionId: sessionIdOf(purchase), amountCents: purchase.amount_cents, card, now: ctx.now() }, (c) =>
    recordRoadsideConfirmation(ctx, c).then(() => undefined),
  );
}

/** The browser's way back to the site after the hosted page: the return address with ?transactionId=. */
export function returnAddress(purchase: repo.RoadsidePurchaseRow): string {
  const url = new URL(purchase.return_url);
  url.searchParams.set("transactionId", purchase.id);
  return url.toString();
}

/** doc3 §3 membership result of the buyer's own transaction. An empty policyNumber means not issued (awaiting payment or declined). */
export async function membershipResult(ctx: PlatformContext, transactionId: string, buyerKey: string) {
  const purchase = await ownPurchase(ctx, transactionId, buyerKey);
  const membership = await repo.membershipOf(ctx.db, purchase.id);
  const payment = await repo.paymentOfAttempt(ctx.db, purchase.id, purchase.attempt);
  return {
    transactionId: purchase.id,
    policyNumber: membership?.policy_number ?? "",
    paymentDate: membership?.payment_date ?? "",
    email: purchase.email,
    policyDocumentUrl: membership ? documentUrl(ctx, purchase) : "",
    statusCode: STATUS_CODES[purchase.status],
    status: purchase.status,
    memberType: purchase.member_type,
    package: purchase.package_id,
    term: purchase.term_months,
    amount: purchase.amount_cents / 100,
    startsOn: membership?.starts_on ?? "",
    endsOn: membership?.ends_on ?? "",
    resultMessage: payment?.result_message ?? "",
  };
}

/** The membership document (PDF) with the document key or the buyer's key; 404 otherwise or before it is issued. */
export async function membershipPdf(ctx: PlatformContext, transactionId: string, key: string): Promise<{ fileName: string; pdf: Buffer }> {
  const purchase = await repo.findPurchase(ctx.db, transactionId);
  const expected = purchase ? Buffer.from(documentKey(ctx, purchase.id)) : Buffer.alloc(0);
  const given = Buffer.from(key);
  const allowed = purchase && ((given.length === expected.length && timingSafeEqual(given, expected)) || keyMatches(purchase.buyer_key_hash, key));
  if (!purchase || !allowed) throw new HttpError(404, ROADSIDE_MESSAGES.notFound, undefined, { messageCode: "PURCHASE_NOT_FOUND" });
  const membership = await repo.membershipOf(ctx.db, purchase.id);
  if (!membership) throw new HttpError(404, ROADSIDE_MESSAGES.notIssued, undefined, { messageCode: "NOT_ISSUED" });
  const members = [[purchase.first_name, purchase.middle_name, purchase.last_name].filter(Boolean).join(" ")];
  if (purchase.secondary_first_name) members.push(`${purchase.secondary_first_name} ${purchase.secondary_last_name ?? ""}`.trim());
  const pdf = await membershipDocument({
    brand: purchase.brand,
    lang: purchase.lang === "es" ? "es" : "en",
    policyNumber: membership.policy_number,
    memberType: purchase.member_type,
    termMonths: purchase.term_months,
    amountCents: purchase.amount_cents,
    paymentDate: DateTime.fromISO(membership.payment_date, { zone: AGENCY_TIME_ZONE }).toISODate()!,
    startsOn: membership.starts_on,
    endsOn: membership.ends_on,
    members,
    address: [purchase.address_line1, purchase.address_line2, `${purchase.city}, ${purchase.state} ${purchase.zip_code}`, purchase.country],
    phone: purchase.phone_number.replace(/^(\d{3})(\d{3})(\d{4})$/, "$1-$2-$3"),
    email: purchase.email,
  });
  return { fileName: `membership-${membership.policy_number}.pdf`, pdf };
}
