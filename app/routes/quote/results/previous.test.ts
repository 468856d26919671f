import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { PlatformClient } from "~/.server/platform";
import { siteContext, type SiteContext } from "~/.server/site-context";

vi.mock("~/.server/session", () => ({
  getSession: async () => ({ get: () => undefined, set: () => undefined }),
  commitSession: async () => "visitor=1",
}));

const { action } = await import("./previous");

const rate = (carrierId: string, payPlanCode: string, payPlanDescription: string, totalPremium: number, payPlanNumOfPayments: number) => ({
  rateQuoteId: `rq-${carrierId}`,
  companyName: carrierId,
  companyID: carrierId,
  logoUrl: "",
  term: 6,
  totalPremium,
  payPlanCode,
  payPlanDescription,
  payPlanDownPayment: payPlanNumOfPayments ? 100 : totalPremium,
  payPlanPaymentAmount: payPlanNumOfPayments ? 70 : 0,
  payPlanNumOfPayments,
  quoteNumber: `Q-${carrierId}`,
  effectiveDate: "2026-12-01",
  showBuyButton: true,
  bolType: 0,
  openNewWindow: false,
  transactionID: "tx-9",
  cars: [],
  drivers: [{ firstName: "Ana", lastName: "Reyes" }],
});
const result = (carrierId: string, seq: number, rates: ReturnType<typeof rate>[]) => ({ carrierId, status: "rated", seq, receivedAt: null, rates });

// Every plan of each carrier, as the live results read them (allRates).
const allPlans = [
  // Rules 1 and 2: no plan reads as a one-month plan, so the live results show no card.
  result("mesquite-trail", 1, [rate("mesquite-trail", "MO", "Monthly, 5 installments", 380, 5), rate("mesquite-trail", "PIF", "Paid in full", 342, 0)]),
  // Rule 3: the card shows the EFT plan, not the first one.
  result("gulf-breeze", 2, [rate("gulf-breeze", "MO", "Monthly, 5 installments", 450, 5), rate("gulf-breeze", "EFT", "Monthly by bank draft (EFT), 5 installments", 436, 5)]),
  result("armadillo-ridge", 3, [rate("armadillo-ridge", "PIF", "Paid in full", 512, 0)]),
];

function platform(): PlatformClient {
  const ok = (data: unknown) => ({ ok: true, status: 200, data });
  const get = async (path: string) => {
    if (path === "/api/rating/previousQuote")
      // The previous-quote detail carries each carrier's first plan only (doc2 §3), the chosen quote first.
      return ok({ results: [allPlans[2]!, allPlans[0]!, allPlans[1]!].map((r) => ({ ...r, rates: r.rates.slice(0, 1) })), customerPolicies: [] });
    if (path === "/api/rating/getResultsByTransactionId") return ok({ isDone: true, completedCount: 3, carrierCount: 3, cursor: 3, results: allPlans });
    if (path === "/api/rating/carrierInfo")
      return ok({ carriers: [{ carrierId: "mesquite-trail", conditionalRules: [1, 2] }, { carrierId: "gulf-breeze", conditionalRules: [3] }, { carrierId: "armadillo-ridge", conditionalRules: [] }] });
    if (path === "/api/rating/getTransaction") return ok({ transaction: { transactionId: "tx-9", drivers: [{ dob: "04/12/1990" }] } });
    return null;
  };
  const post = async (path: string) => (path === "/api/rating/previousQuote" ? ok({ rateQuoteId: "rq-armadillo-ridge", transactionId: "tx-9", token: "customer-token" }) : null);
  return { get, post, header: () => ({}), baseUrl: () => "http://platform" } as unknown as PlatformClient;
}

function args(client: PlatformClient) {
  const context = new RouterContextProvider();
  context.set(siteContext, { platform: () => client, trackId: "track-1", brand: { code: "lonestar", endpoints: { api: "/api", caApi: "/api/ca" }, experiences: ["ca"] }, ip: "127.0.0.1" } as unknown as SiteContext);
  const body = new URLSearchParams({ dob: "04/12/1990", phone: "214-555-0101", botCheck: "solved" });
  const request = new Request("http://localhost/quote/results/previous", { method: "POST", body });
  return { request, context, params: {}, unstable_pattern: "/quote/results/previous" } as unknown as Parameters<typeof action>[0];
}

describe("doc2 §2, §4 previous quotes", () => {
  it("doc2 §4 conditional carrier rules apply to previous quotes as to the live cards: a hidden carrier stays hidden, a ruled carrier shows the plan its rule allows", async () => {
    const response = await action(args(platform()));
    const answer = (await response.json()) as { status: string; quotes: { carrierId: string; payPlan: string; totalPremium: number }[] };
    expect(answer.status).toBe("found");
    expect(answer.quotes.map((q) => [q.carrierId, q.payPlan, q.totalPremium])).toEqual([
      ["armadillo-ridge", "PIF", 512],
      ["gulf-breeze", "EFT", 436],
    ]);
  });
});
