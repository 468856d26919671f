import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { PlatformClient } from "~/.server/platform";
import { siteContext, type SiteContext } from "~/.server/site-context";
import { carrierListSchema } from "~/.server/content/settings/carriers";
import { emptyDraft, syncPrimary } from "~/domain/quote/draft";

const session = vi.hoisted(() => ({ draftId: undefined as string | undefined }));
vi.mock("~/.server/session", () => ({ getSession: async () => ({ get: (key: string) => (key === "draftId" ? session.draftId : undefined) }) }));

const { loader } = await import("./estimate");

const stored = syncPrimary(
  emptyDraft({
    step: "policy",
    completed: ["driver", "vehicle"],
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

type Call = { method: string; path: string; body?: unknown };

/** The platform: one saved draft, two coverage packages, Red River's rule 4, and an estimate priced by term. */
function platform(calls: Call[]): PlatformClient {
  const ok = (data: unknown) => ({ ok: true, status: 200, data });
  const answer = (method: string, path: string, body?: unknown) => {
    calls.push({ method, path, body });
    if (path === "/api/quote/drafts/draft-1" && method === "GET") return ok({ draftId: "draft-1", data: stored, version: 3 });
    if (path === "/api/rating/v2/getCoverages")
      return ok({
        coverageProducts: [
          { coverageProductId: 0, name: "State minimum", coverages: [{ coverageCd: "BI", val1: "30000", val2: "60000" }] },
          {
            coverageProductId: 2,
            name: "Full",
            coverages: [
              { coverageCd: "BI", val1: "50000", val2: "100000" },
              { coverageCd: "COLL", val1: "500" },
            ],
          },
        ],
        coverages: [],
      });
    if (path === "/api/rating/estimate") {
      const term = (body as { transaction: { term: number } }).transaction.term;
      const f = term === 12 ? 2 : 1;
      // Red River's card shows its 4-payment plan (rule 4), never its cheaper paid-in-full one.
      return ok({
        lowestPremium: 300 * f,
        term,
        carrierCount: 1,
        carriers: [{ carrierId: "red-river", rates: [plan("PIF", 300 * f, 0), plan("M4", 420 * f, 4)] }],
      });
    }
    return null;
  };
  const call = (method: string) => async (path: string, body?: unknown) => answer(method, path, body);
  return {
    get: call("GET"),
    post: call("POST"),
    patch: call("PATCH"),
    header: () => ({ lang: "en" }),
    baseUrl: () => "http://platform",
  } as unknown as PlatformClient;
}

function args(client: PlatformClient, query: string) {
  const context = new RouterContextProvider();
  // The brand's carriers (their CMS documents): Red River with rule 4, exactly 4 payments.
  const carriers = carrierListSchema.parse([{ carrierId: "red-river", states: ["TX"], conditionalRules: [4] }]);
  context.set(siteContext, {
    platform: () => client,
    trackId: "track-1",
    brand: { code: "lonestar", endpoints: { api: "/api", caApi: "/api/ca" }, experiences: ["ca"] },
    ip: "127.0.0.1",
    content: { carriers: async () => carriers, flowSettings: async () => ({ defaultMileage: 10000 }) },
  } as unknown as SiteContext);
  const request = new Request(`http://localhost/quote/results/estimate?${query}`);
  return { request, context, params: {}, unstable_pattern: "/quote/results/estimate" } as unknown as Parameters<typeof loader>[0];
}

beforeEach(() => {
  session.draftId = "draft-1";
});

describe("doc2 §2 estimated quote widget on the coverage step", () => {
  it("doc2 §2 follows the term and package being chosen, priced at a plan a card shows (doc2 §4 rule 4); GET saves nothing", async () => {
    const calls: Call[] = [];
    const response = await loader(args(platform(calls), "term=12&coveragePackage=2"));
    expect(response.init?.status).toBe(200);
    expect(response.data).toEqual({ ok: true, estimate: { lowestPremium: 840, term: 12 } });
    const asked = calls.find((c) => c.path === "/api/rating/estimate")?.body as { transaction: { term: number; coverages: unknown[] } };
    expect(asked.transaction.term).toBe(12);
    expect(asked.transaction.coverages).toEqual([
      expect.objectContaining({ coverageCd: "BI", val1: "50000", val2: "100000" }),
      expect.objectContaining({ coverageCd: "COLL", val1: "500" }),
    ]);
    expect(calls.filter((c) => c.method !== "GET" && c.path !== "/api/rating/estimate")).toEqual([]);

    const sixMonths = await loader(args(platform([]), "term=6&coveragePackage=0"));
    expect(sixMonths.data).toEqual({ ok: true, estimate: { lowestPremium: 420, term: 6 } });
  });

  it("a visitor without a saved draft is refused (403) and nothing is priced", async () => {
    session.draftId = undefined;
    const calls: Call[] = [];
    const response = await loader(args(platform(calls), "term=6&coveragePackage=0"));
    expect(response.init?.status).toBe(403);
    expect(calls.some((c) => c.path === "/api/rating/estimate")).toBe(false);
  });

  it("doc2 §5 a term other than 6 or 12, or a malformed package, answers 400, never 500", async () => {
    for (const query of ["term=3&coveragePackage=0", "term=6&coveragePackage=-1", "term=six"]) {
      const response = await loader(args(platform([]), query));
      expect(response.init?.status, query).toBe(400);
    }
  });
});
