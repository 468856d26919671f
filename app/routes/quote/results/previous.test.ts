import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { PlatformClient } from "~/.server/platform";
import { siteContext, type SiteContext } from "~/.server/site-context";
import { carrierListSchema } from "~/.server/content/settings/carriers";

vi.mock("~/.server/session", () => ({
  getSession: async () => ({ get: () => undefined, set: () => undefined }),
  commitSession: async () => "visitor=1",
}));

const { action } = await import("./previous");

const rate = (
  carrierId: string,
  payPlanCode: string,
  payPlanDescription: string,
  totalPremium: number,
  payPlanNumOfPayments: number,
  payPlanDownPaymentMonths: number | null = payPlanNumOfPayments ? 1 : 6,
) => ({
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
  payPlanDownPaymentMonths,
  payPlanEft: payPlanCode === "EFT",
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
  // Rules 1 and 2: the card shows the plan whose down payment covers one month (its wording does not say so), not the first one.
  result("mesquite-trail", 1, [
    rate("mesquite-trail", "QTR", "Two months down, 4 installments", 372, 4, 2),
    rate("mesquite-trail", "MO", "Monthly, 5 installments", 380, 5),
  ]),
  // Rule 3: the card shows the EFT plan, not the first one.
  result("gulf-breeze", 2, [
    rate("gulf-breeze", "MO", "Monthly, 5 installments", 450, 5),
    rate("gulf-breeze", "EFT", "Monthly by bank draft (EFT), 5 installments", 436, 5),
  ]),
  result("armadillo-ridge", 3, [rate("armadillo-ridge", "PIF", "Paid in full", 512, 0)]),
];

function platform(driverDobs: string[] = ["04/12/1990"]): PlatformClient {
  const ok = (data: unknown) => ({ ok: true, status: 200, data });
  const get = async (path: string) => {
    if (path === "/api/rating/previousQuote")
      // The previous-quote detail carries each carrier's first plan only (doc2 §3), the chosen quote first.
      return ok({ results: [allPlans[2]!, allPlans[0]!, allPlans[1]!].map((r) => ({ ...r, rates: r.rates.slice(0, 1) })), customerPolicies: [] });
    if (path === "/api/rating/getResultsByTransactionId") return ok({ isDone: true, completedCount: 3, carrierCount: 3, cursor: 3, results: allPlans });
    if (path === "/api/rating/getTransaction") return ok({ transaction: { transactionId: "tx-9", drivers: driverDobs.map((dob) => ({ dob })) } });
    return null;
  };
  const post = async (path: string) =>
    path === "/api/rating/previousQuote" ? ok({ rateQuoteId: "rq-armadillo-ridge", transactionId: "tx-9", token: "customer-token" }) : null;
  return { get, post, header: () => ({}), baseUrl: () => "http://platform" } as unknown as PlatformClient;
}

function args(client: PlatformClient) {
  const context = new RouterContextProvider();
  // The brand's carriers with their conditional rules (their CMS carrier documents).
  const carriers = carrierListSchema.parse([
    { carrierId: "mesquite-trail", conditionalRules: [1, 2] },
    { carrierId: "gulf-breeze", conditionalRules: [3] },
    { carrierId: "armadillo-ridge", conditionalRules: [] },
  ]);
  context.set(siteContext, {
    platform: () => client,
    trackId: "track-1",
    brand: { code: "lonestar", endpoints: { api: "/api", caApi: "/api/ca" }, experiences: ["ca"] },
    ip: "127.0.0.1",
    content: { carriers: async () => carriers },
  } as unknown as SiteContext);
  const body = new URLSearchParams({ dob: "04/12/1990", phone: "214-555-0101", botCheck: "solved" });
  const request = new Request("http://localhost/quote/results/previous", { method: "POST", body });
  return { request, context, params: {}, unstable_pattern: "/quote/results/previous" } as unknown as Parameters<typeof action>[0];
}

describe("doc2 §2, §4 previous quotes", () => {
  it("doc2 §4 conditional carrier rules apply to previous quotes as to the live cards: a ruled carrier shows the plan its rules allow (rule 2: one month down, read from the plan's figures)", async () => {
    const response = await action(args(platform()));
    const answer = response.data as { status: string; quotes: { carrierId: string; payPlan: string; totalPremium: number }[] };
    expect(answer.status).toBe("found");
    expect(answer.quotes.map((q) => [q.carrierId, q.payPlan, q.totalPremium])).toEqual([
      ["armadillo-ridge", "PIF", 512],
      ["mesquite-trail", "MO", 380],
      ["gulf-breeze", "EFT", 436],
    ]);
  });

  it("doc2 §4 conditional rule 1: with a driver under 21 the carrier stays hidden in previous quotes as in the live cards", async () => {
    const response = await action(args(platform(["04/12/1990", "06/01/2008"])));
    const answer = response.data as { status: string; quotes: { carrierId: string }[] };
    expect(answer.quotes.map((q) => q.carrierId)).toEqual(["armadillo-ridge", "gulf-breeze"]);
  });
});
