/**
 * Server side of the results stage: who may see which transaction, the platform's results turned
 * into quote cards (carrier rules applied), and small JSON helpers for the resource routes.
 *
 * A visitor may see the transaction their session names (`transactionId`: set when they submit
 * a quote, find previous quotes, or verify a quote's owner) and nothing else; a quote id posted by
 * the browser must belong to that transaction.
 */
import { z } from "zod";
import type { Session } from "react-router";
import type { PlatformClient } from "~/.server/platform";
import {
  idleAgentRequest,
  loadRate,
  logError,
  ratingResults,
  transactionDrivers,
  type PlatformRate,
  type CarrierResult,
} from "~/.server/platform/quote-results";
import type { CarrierConfiguration } from "~/.server/content/carrier-config";
import type { VisitorSession } from "~/.server/session";
import { shownRate } from "~/domain/quote/carrier-rules";
import type { CardQuote } from "~/domain/quote/results-stream";
import type { RuleContext } from "~/domain/quote/quote-cards";
import type { EstimateRules } from "~/domain/quote/estimate";
import { agencyToday } from "~/domain/agency-time";

export const idSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,100}$/);

/** The doc2 §4 conditional rules of each carrier the brand quotes, as its CMS carrier document sets them. */
export function carrierRules(carriers: readonly CarrierConfiguration[]): Map<string, number[]> {
  return new Map(carriers.map((carrier) => [carrier.carrierId, [...carrier.conditionalRules]]));
}

/** A platform date (ISO or MM/DD/YYYY) as the month-day-year the rules read. */
function dashed(date: string): string {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (iso) return `${iso[2]}-${iso[3]}-${iso[1]}`;
  return date.replaceAll("/", "-");
}

/**
 * The card rules for drivers not saved yet (the estimate of a draft, doc2 §2): the carriers'
 * conditional rules, read with these dates of birth and today, as cardMaker reads them.
 */
export function cardRulesFor(carriers: readonly CarrierConfiguration[], dobs: readonly string[]): EstimateRules {
  return { rules: carrierRules(carriers), context: { drivers: dobs.map((dob) => ({ dob: dashed(dob) })), today: agencyToday() } };
}

export type CardMaker = (result: CarrierResult) => CardQuote | null;

/**
 * Turns carrier answers into cards: the first pay plan passing the carrier's rules (doc2 §4), with
 * the name and buy-now mode the brand's CMS carrier document gives it. `carriers` are the brand's carriers (their
 * CMS documents); a carrier no longer among them shows no card, even on a quote rated before.
 */
export async function cardMaker(platform: PlatformClient, transactionId: string, carriers: readonly CarrierConfiguration[]): Promise<CardMaker> {
  const rules = carrierRules(carriers);
  const byId = new Map(carriers.map((carrier) => [carrier.carrierId, carrier]));
  const saved = await transactionDrivers(platform, transactionId);
  const context: RuleContext = {
    drivers: saved?.ok ? saved.data.transaction.drivers.map((driver) => ({ dob: dashed(driver.dob) })) : [],
    today: agencyToday(),
  };
  return (result) => {
    if (result.status !== "rated" || result.rates.length === 0) return null;
    const rates = result.rates.map((rate) => ({ ...rate, payPlan: rate.payPlanCode }));
    const rate = shownRate(rates, rules.get(result.carrierId) ?? [], context);
    // A carrier the brand no longer quotes shows no card; the others show the name and buy-now mode
    // of their CMS document as it is now (the platform rated with the same values).
    const cms = byId.get(result.carrierId);
    if (!rate || !cms) return null;
    const shown = {
      ...rate,
      companyName: cms.name || rate.companyName,
      showBuyButton: cms.showBuyButton,
      bolType: cms.bolType,
      openNewWindow: cms.openNewWindow,
    };
    const card = toCard(shown, result.carrierId, result.seq ?? 0);
    return { ...card, callToActionWeekdays: cms.callToActionWeekdays, receivedAt: result.receivedAt ?? null };
  };
}

export function toCard(rate: PlatformRate, carrierId: string, seq: number): CardQuote {
  return {
    rateQuoteId: rate.rateQuoteId,
    carrierId,
    companyName: rate.companyName,
    companyID: rate.companyID,
    logoUrl: rate.logoUrl,
    term: rate.term,
    totalPremium: rate.totalPremium,
    payPlan: rate.payPlanCode,
    payPlanDescription: rate.payPlanDescription,
    payPlanDownPayment: rate.payPlanDownPayment,
    payPlanPaymentAmount: rate.payPlanPaymentAmount,
    payPlanNumOfPayments: rate.payPlanNumOfPayments,
    quoteNumber: rate.quoteNumber,
    effectiveDate: rate.effectiveDate,
    showBuyButton: rate.showBuyButton,
    bolType: rate.bolType,
    openNewWindow: rate.openNewWindow,
    seq,
    cars: rate.cars.map((car) => ({
      ...car,
      coverages: car.coverages.map(({ coverageCd, coverageName, limit, deductible }) => ({ coverageCd, coverageName, limit, deductible })),
    })),
    drivers: rate.drivers,
  };
}

/** The session's transaction when it is the one asked for; otherwise null. */
export function sessionTransaction(session: Session<VisitorSession>, asked?: string | null): string | null {
  const own = session.get("transactionId");
  if (!own) return null;
  if (asked !== undefined && asked !== null && asked !== own) return null;
  return own;
}

/** The quote when it belongs to the session's transaction; null otherwise (unknown, or someone else's). */
export async function quoteOfSession(platform: PlatformClient, session: Session<VisitorSession>, rateQuoteId: string): Promise<PlatformRate | null> {
  const own = session.get("transactionId");
  if (!own) return null;
  const answer = await loadRate(platform, rateQuoteId);
  if (!answer?.ok || answer.data.transactionId !== own) return null;
  return answer.data.rate;
}

/** doc2 §7 idle-agent check: how many of the brand's agents are free to chat; null when the platform did not answer. */
export async function idleAgents(platform: PlatformClient, brand: string) {
  const answer = await idleAgentRequest(platform, brand);
  return answer?.ok ? { resultCode: answer.data.resultCode, idleAgentCount: answer.data.idleAgentCountResponse.idleAgentCount } : null;
}

/** doc2 §8 "Error sending FW event to selectQuote" (code 200, type API Error). */
export const SELECT_QUOTE_EVENT_FAILED = "Error sending FW event to selectQuote";

/**
 * doc2 §7 error log, §8 logged messages: the platform keeps the site's errors (message, code,
 * type). Never fails the request that reports it.
 */
export async function reportError(platform: PlatformClient, error: { message: string; code?: number | string; type?: string }): Promise<void> {
  await logError(platform, error).catch(() => null);
}

/**
 * The cards of the session's transaction as they stand, for a page the browser loads as a document:
 * without JavaScript nothing streams them in, so the page carries them.
 */
export async function quotesSoFar(
  platform: PlatformClient,
  transactionId: string,
  carriers: readonly CarrierConfiguration[],
): Promise<{ quotes: CardQuote[]; isDone: boolean } | null> {
  const [toCard, answer] = await Promise.all([cardMaker(platform, transactionId, carriers), ratingResults(platform, transactionId, { filterErrors: false })]);
  if (!answer?.ok) return null;
  return { quotes: answer.data.results.flatMap((result) => toCard(result) ?? []), isDone: answer.data.isDone };
}
