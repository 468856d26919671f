import { describe, expect, it } from "vitest";
import type { CallOptions, JsonBody, PlatformClient } from "~/.server/platform";
import { emptyDraft, syncPrimary } from "~/domain/quote/draft";
import { carrierListSchema } from "~/.server/content/settings/carriers";
import { ESTIMATE_TIMEOUT_MS, estimateFor } from "./page-data.server";

const draft = syncPrimary(
  emptyDraft({
    step: "vehicles",
    completed: ["driver"],
    primary: {
      entryMode: "nondl",
      firstName: "Ana",
      lastName: "Reyes",
      dob: "04-12-1990",
      email: "ana@example.com",
      phone: "2145550101",
      privacyConsent: true,
      address: "1500 Marilla St",
      city: "Dallas",
      state: "TX",
      zip: "75201",
      gender: "female",
      marital: "single",
      insured: true,
    },
    vehicles: [{ id: "v1", year: 2020, make: "Toyota", model: "Camry" }],
  }),
);
const coverage = {
  packages: [{ id: 0, coverages: [{ coverageCd: "BI" as const, val1: "30000", val2: "60000", val3: "" }] }],
  definitions: [],
} as unknown as Parameters<typeof estimateFor>[2];

/** The brand's carriers (its CMS carrier documents): Red River with rule 4, Gulf Breeze with none. */
const carriers = carrierListSchema.parse([
  { carrierId: "red-river", states: ["TX", "OK"], conditionalRules: [4], openNewWindow: true },
  { carrierId: "gulf-breeze", states: ["TX"] },
]);

type Post = (path: string, body: JsonBody, options?: CallOptions) => Promise<unknown>;
function client(post: Post): PlatformClient {
  return {
    header: () => ({ lang: "en", trackId: "t", requestDate: "2026-01-01T00:00:00.000Z" }),
    baseUrl: () => "http://platform",
    post: (path: string, body: JsonBody, _schema: unknown, options?: CallOptions) => post(path, body, options),
    get: async () => null,
  } as unknown as PlatformClient;
}

describe("doc2 §2 estimated quote widget: the page's estimate", () => {
  it("asks the platform with the draft's request and a short time limit", async () => {
    const calls: { path: string; body: JsonBody; options?: CallOptions }[] = [];
    const estimate = await estimateFor(
      client(
        async (path, body, options) => (
          calls.push({ path, body, options }),
          { ok: true, status: 200, data: { lowestPremium: 612.4, term: 6, carrierCount: 4 } }
        ),
      ),
      draft,
      coverage,
      carriers,
    );
    expect(estimate).toEqual({ lowestPremium: 612.4, term: 6 });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      path: "/api/rating/estimate",
      body: { transaction: { term: 6, coverages: [{ coverageCd: "BI" }], header: { lang: "en" } } },
      options: { timeoutMs: ESTIMATE_TIMEOUT_MS },
    });
    expect(ESTIMATE_TIMEOUT_MS).toBeLessThanOrEqual(1500);
    // doc2 §4 the brand's carriers, with their terms, are what the platform rates.
    expect((calls[0]!.body as { transaction: { carriers: unknown } }).transaction.carriers).toEqual([
      { carrierId: "red-river", states: ["TX", "OK"], conditionalRules: [4], showBuyButton: true, bolType: 1, openNewWindow: true },
      { carrierId: "gulf-breeze", states: ["TX"], conditionalRules: [], showBuyButton: true, bolType: 1, openNewWindow: false },
    ]);
  });

  it("doc2 §4 applies the carriers' conditional rules (their CMS documents') as the cards do: the estimate is a plan a card shows", async () => {
    const plan = (payPlanCode: string, totalPremium: number, payPlanNumOfPayments: number) => ({
      totalPremium,
      payPlanCode,
      payPlanDescription: payPlanCode,
      payPlanDownPayment: 100,
      payPlanPaymentAmount: payPlanNumOfPayments ? 80 : 0,
      payPlanNumOfPayments,
      payPlanDownPaymentMonths: payPlanNumOfPayments ? 2 : 6,
      payPlanEft: payPlanCode === "EFT",
    });
    // Rule 4 (exactly 4 payments): the card shows the 4-payment plan, not the cheaper paid-in-full one.
    const data = { lowestPremium: 300, term: 6, carrierCount: 1, carriers: [{ carrierId: "red-river", rates: [plan("PIF", 300, 0), plan("M4", 420, 4)] }] };
    expect(
      await estimateFor(
        client(async () => ({ ok: true, status: 200, data })),
        draft,
        coverage,
        carriers,
      ),
    ).toEqual({ lowestPremium: 420, term: 6 });
  });

  it("a failed, slow or empty answer leaves the price pending, never an error", async () => {
    expect(
      await estimateFor(
        client(async () => null),
        draft,
        coverage,
        carriers,
      ),
    ).toBeNull();
    expect(
      await estimateFor(
        client(async () => ({ ok: false, status: 500, message: "x" })),
        draft,
        coverage,
        carriers,
      ),
    ).toBeNull();
    expect(
      await estimateFor(
        client(async () => ({ ok: true, status: 200, data: { lowestPremium: null, term: 6, carrierCount: 3 } })),
        draft,
        coverage,
        carriers,
      ),
    ).toBeNull();
    expect(
      await estimateFor(
        client(() => Promise.reject(new Error("network"))),
        draft,
        coverage,
        carriers,
      ),
    ).toBeNull();
  });

  it("is not asked for before the draft can be rated", async () => {
    let asked = false;
    const none = await estimateFor(
      client(async () => ((asked = true), null)),
      { ...draft, step: "driverSummary" },
      coverage,
      carriers,
    );
    expect(none).toBeNull();
    expect(asked).toBe(false);
  });
});
