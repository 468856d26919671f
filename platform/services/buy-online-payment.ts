/**
 * The down payment of a purchase (doc3 §4.1, §7.1 payment url and payment confirm) through the
 * payment processor (./processor.ts), on a hosted page of the sandbox (routes/buy-online.ts):
 * - `paymentUrl` (status 1): a session for the down payment of the plan picked by `pickPaymentPlan`;
 *   an open session for the same amount is given again rather than a second one;
 * - the processor's confirmation (`recordConfirmation`): stored once per session, then 1 → 2;
 * - `paymentConfirm`: reads the result; approved 2 → 3 (resultCode 200; then the documents are made,
 *   and without e-signature the policy is issued), declined 2 → 1 (resultCode 402, pay again);
 *   asked again after that, nothing changes (resultCode 0 once paid: go to e-sign).
 */
import { createHmac, randomBytes } from "node:crypto";
import type { Caller } from "../http/route.ts";
import { conflict, HttpError } from "../http/envelope.ts";
import { nowIso } from "../db/index.ts";
import * as repo from "../repositories/buy-online.ts";
import type { PlatformContext } from "./context.ts";
import { paymentProcessor, type CardInput, type ChargeOutcome, type ProcessorConfirmation } from "./processor.ts";
import { allowedSiteUrl } from "./site-urls.ts";
import { hashToken } from "./tokens.ts";
import { BUY_NOW, pickPaymentPlan } from "./buy-online-rules.ts";
import { BUY_MESSAGES, currentRate, paymentOptionsOf, requirePurchase, type PaymentOption } from "./buy-online.ts";
import { afterPayment } from "./buy-online-issue.ts";

export const BUY_PAYMENT_TTL_MS = 30 * 60 * 1000;
export const PAYMENT_DECLINED_CODE = 402;

export const PAYMENT_CONFIRM_MESSAGES = {
  approved: "The payment was approved.",
  alreadyPaid: "This purchase is already paid.",
  declined: "The payment was declined.",
  notConfirmed: "No payment has been confirmed for this link.",
} as const;

function resultToken(ctx: PlatformContext, sessionId: string): string {
  return createHmac("sha256", ctx.secret).update(`buy-payment-result\0${sessionId}`).digest("base64url");
}

/** Where the hosted page sends the browser back: the site's return address with the result token. */
export function returnAddress(ctx: PlatformContext, session: Pick<repo.PaymentRow, "id" | "return_url">): string {
  const url = new URL(session.return_url);
  url.searchParams.set("token", resultToken(ctx, session.id));
  return url.toString();
}

export async function paymentUrl(
  ctx: PlatformContext,
  caller: Caller,
  input: { transactionId: string; carrierId: string; returnUrl: string; payPlan?: string; paymentPlanDescription: string },
  lang: string,
): Promise<{ paymentUrl: string; paymentPlan: PaymentOption; amountDue: number }> {
  const { purchase } = await requirePurchase(ctx, caller, input.transactionId, input.carrierId);
  if (purchase.status > BUY_NOW.payNow) throw new HttpError(409, PAYMENT_CONFIRM_MESSAGES.alreadyPaid, undefined, { messageCode: "ALREADY_PAID" });
  if (purchase.status < BUY_NOW.payNow) throw conflict(BUY_MESSAGES.notYet);
  const origin = allowedSiteUrl(ctx.config, input.returnUrl)?.origin;
  if (!origin) throw new HttpError(400, "The return address is not one of the brand's sites.", { returnUrl: "must be an address on one of the brand's sites" });
  const rate = currentRate(purchase, undefined);
  const plan = rate ? pickPaymentPlan(paymentOptionsOf(rate), input.paymentPlanDescription, input.payPlan) : undefined;
  if (!plan) throw conflict(BUY_MESSAGES.notYet);
  const amountCents = Math.round(plan.payPlanDownPayment * 100);
  const now = ctx.now();

  if (purchase.payment_session_id) {
    const open = await repo.findPayment(ctx.db, purchase.payment_session_id);
    if (open && !open.confirmation_id && open.expires_at > nowIso(now) && open.amount_cents === amountCents && open.return_url === input.returnUrl) {
      return { paymentUrl: `${origin}/sandbox/buy-pay/${open.id}`, paymentPlan: plan, amountDue: amountCents / 100 };
    }
  }
  const processor = paymentProcessor();
  const id = `bpay_${randomBytes(18).toString("base64url")}`;
  await repo.insertPayment(ctx.db, {
    id,
    purchase_id: purchase.id,
    result_token_hash: hashToken(resultToken(ctx, id)),
    brand: purchase.brand,
    lang: lang === "es" ? "es" : "en",
    amount_cents: amountCents,
    description: plan.payPlanDescription,
    return_url: input.returnUrl,
    processor: processor.name,
    created_at: nowIso(now),
    expires_at: nowIso(new Date(now.getTime() + BUY_PAYMENT_TTL_MS)),
    charging_at: null,
    confirmation_id: null,
    approved: null,
    result_message: null,
    card_last_four: null,
    confirmed_at: null,
  });
  const opened = await repo.updateAt(ctx.db, purchase, {
    payment_session_id: id,
    payment_status: "pending",
    payment_description: plan.payPlanDescription,
    payment_amount_cents: amountCents,
    payment_plan_json: JSON.stringify(plan),
    updated_at: nowIso(now),
  });
  if (!opened) throw conflict("The purchase changed meanwhile. Please try again.");
  return { paymentUrl: `${origin}/sandbox/buy-pay/${id}`, paymentPlan: plan, amountDue: amountCents / 100 };
}

/** A session the hosted page may show: found and not expired, with its purchase. */
export async function openPaymentSession(ctx: PlatformContext, sessionId: string) {
  const session = await repo.findPayment(ctx.db, sessionId);
  if (!session || session.expires_at <= nowIso(ctx.now())) return undefined;
  const purchase = await repo.findPurchaseById(ctx.db, session.purchase_id);
  if (!purchase) return undefined;
  const payable = !session.confirmation_id && purchase.status === BUY_NOW.payNow && purchase.payment_session_id === session.id;
  return { session, purchase, payable };
}

/** The processor's confirmation: stored once; the purchase moves 1 → 2 when this is its open session. */
export async function recordConfirmation(ctx: PlatformContext, confirmation: ProcessorConfirmation): Promise<boolean> {
  const now = nowIso(ctx.now());
  const stored = await repo.confirmPayment(ctx.db, confirmation.sessionId, {
    confirmationId: confirmation.confirmationId,
    approved: confirmation.approved,
    resultMessage: confirmation.resultMessage,
    lastFour: confirmation.lastFour,
    at: now,
  });
  if (!stored) return false;
  const session = await repo.findPayment(ctx.db, confirmation.sessionId);
  const purchase = session ? await repo.findPurchaseById(ctx.db, session.purchase_id) : undefined;
  if (!session || !purchase || purchase.status !== BUY_NOW.payNow || purchase.payment_session_id !== session.id) return true;
  await repo.transition(
    ctx.db,
    purchase,
    { from: BUY_NOW.payNow, to: BUY_NOW.paymentCheck, event: "paymentConfirmedByProcessor", at: now },
    { payment_status: confirmation.approved ? "approved" : "declined" },
  );
  ctx.logger.info({ purchaseId: purchase.id, sessionId: session.id, approved: confirmation.approved }, "buy-online payment confirmed by the processor");
  return true;
}

/** A claim older than this is from a post that died mid-charge: another post may take the session. */
export const CHARGE_CLAIM_MS = 2 * 60 * 1000;

/**
 * The hosted page's card post. One post at a time charges a session (a double click, two tabs):
 * the others answer `busy` and the browser is sent back to the site, which reads the result.
 */
export async function payWithCard(ctx: PlatformContext, session: repo.PaymentRow, card: CardInput): Promise<ChargeOutcome | { ok: "busy" }> {
  const now = ctx.now();
  if (!(await repo.claimPayment(ctx.db, session.id, nowIso(now), nowIso(new Date(now.getTime() - CHARGE_CLAIM_MS))))) return { ok: "busy" };
  const outcome = await paymentProcessor().charge({ sessionId: session.id, amountCents: session.amount_cents, card, now }, (c) =>
    recordConfirmation(ctx, c).then(() => undefined),
  );
  if (!outcome.ok) await repo.releasePayment(ctx.db, session.id);
  return outcome;
}

export interface PaymentConfirmAnswer {
  resultCode: number;
  paymentAmount: number;
  status: "approved" | "declined";
  message: string;
  currentBuyNowStatus: number;
}

/** doc3 §7.1 payment confirm with the result token of the return address. */
export async function paymentConfirm(
  ctx: PlatformContext,
  caller: Caller,
  input: { transactionId: string; carrierId: string; token: string },
  who: { ip: string },
): Promise<PaymentConfirmAnswer> {
  const { purchase } = await requirePurchase(ctx, caller, input.transactionId, input.carrierId);
  const session = await repo.findPaymentByTokenHash(ctx.db, hashToken(input.token));
  if (!session || session.purchase_id !== purchase.id || !session.confirmation_id) {
    throw new HttpError(404, PAYMENT_CONFIRM_MESSAGES.notConfirmed, undefined, { messageCode: "PAYMENT_NOT_CONFIRMED" });
  }
  const amount = session.amount_cents / 100;
  const approved = session.approved === 1;
  const answer = (resultCode: number, message: string, status: number): PaymentConfirmAnswer => ({
    resultCode,
    paymentAmount: amount,
    status: approved ? "approved" : "declined",
    message,
    currentBuyNowStatus: status,
  });
  const now = nowIso(ctx.now());
  if (purchase.status === BUY_NOW.paymentCheck && purchase.payment_session_id === session.id) {
    if (approved) {
      const moved = await repo.transition(
        ctx.db,
        purchase,
        { from: BUY_NOW.paymentCheck, to: BUY_NOW.esignReady, event: "paymentApproved", at: now },
        { payment_status: "approved" },
      );
      if (moved) {
        const after = await afterPayment(ctx, purchase.id, who);
        return answer(200, PAYMENT_CONFIRM_MESSAGES.approved, after.status);
      }
    } else {
      const moved = await repo.transition(
        ctx.db,
        purchase,
        { from: BUY_NOW.paymentCheck, to: BUY_NOW.payNow, event: "paymentDeclined", at: now },
        { payment_status: "declined", payment_session_id: null },
      );
      if (moved) return answer(PAYMENT_DECLINED_CODE, session.result_message ?? PAYMENT_CONFIRM_MESSAGES.declined, BUY_NOW.payNow);
    }
  }
  // Asked again (a reload, a double click): the state reached, unchanged.
  const current = (await repo.findPurchaseById(ctx.db, purchase.id))!;
  if (approved && current.status >= BUY_NOW.esignReady) return answer(0, PAYMENT_CONFIRM_MESSAGES.alreadyPaid, current.status);
  if (!approved) return answer(PAYMENT_DECLINED_CODE, session.result_message ?? PAYMENT_CONFIRM_MESSAGES.declined, current.status);
  throw new HttpError(404, PAYMENT_CONFIRM_MESSAGES.notConfirmed, undefined, { messageCode: "PAYMENT_NOT_CONFIRMED" });
}
