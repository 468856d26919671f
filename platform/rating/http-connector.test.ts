import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { http, HttpResponse, delay } from "msw";
import { setupServer } from "msw/node";
import { rateWithCarrier } from "./index.ts";
import type { HttpCarrier, RatingRequest } from "./types.ts";

const URL_ = "http://rater.test/quote";
const carrier: HttpCarrier = {
  id: "outside-rater",
  kind: "http",
  companyName: "Outside Rater (fictional)",
  logoUrl: "/carriers/outside.svg",
  states: ["TX"],
  showBuyButton: false,
  bolType: 2,
  openNewWindow: true,
  conditionalRules: [],
  url: URL_,
  headers: { authorization: "Bearer test-key" },
};

const request: RatingRequest = {
  state: "TX",
  zip: "78701",
  term: 6,
  effectiveDate: "2025-09-01",
  transactionId: "tx-42",
  priorInsurance: "prior6",
  drivers: [{ firstName: "Ana", lastName: "Ruiz", dob: "1992-01-20", gender: "female", marital: "single", relation: "self", licenseType: "texasDL" }],
  vehicles: [{ year: 2020, make: "MAZDA", model: "CX-5", usage: "pleasure", annualMileage: 9000, garagingZip: "78701" }],
  coverages: [
    { coverageCd: "BI", val1: 30000, val2: 60000 },
    { coverageCd: "PD", val1: 25000 },
  ],
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("HTTP JSON connector carrier", () => {
  it("POSTs the request as JSON with the configured headers and maps a rate in our field names", async () => {
    let seen: { body: unknown; auth: string | null; type: string | null } | undefined;
    server.use(
      http.post(URL_, async ({ request: r }) => {
        seen = { body: await r.json(), auth: r.headers.get("authorization"), type: r.headers.get("content-type") };
        return HttpResponse.json({
          status: "rated",
          totalPremium: 512.4,
          quoteNumber: "OR-991",
          payPlans: [
            { code: "MO", description: "Monthly", downPayment: 120.4, paymentAmount: 78.4, numOfPayments: 5 },
            { code: "PIF", description: "Paid in full", downPayment: 490, numOfPayments: 0 },
          ],
          cars: [{ year: 2020, make: "MAZDA", model: "CX-5", coverages: [{ coverageCd: "BI", limit: "30000/60000", premium: 250 }] }],
        });
      }),
    );
    const r = await rateWithCarrier(request, carrier);
    expect(seen?.auth).toBe("Bearer test-key");
    expect(seen?.type).toBe("application/json");
    expect(seen?.body).toMatchObject({ carrierId: "outside-rater", request: { zip: "78701", term: 6 } });
    expect(r).toMatchObject({
      status: "rated",
      companyID: "outside-rater",
      totalPremium: 512.4,
      quoteNumber: "OR-991",
      payPlanCode: "MO",
      payPlanDownPayment: 120.4,
      payPlanPaymentAmount: 78.4,
      payPlanNumOfPayments: 5,
      showBuyButton: false,
      openNewWindow: true,
    });
    if (r.status === "rated") {
      expect(r.cars[0]?.coverages[0]).toMatchObject({ coverageCd: "BI", coverageName: "Liability BI", premium: 250 });
      expect(r.payPlans.map((p) => p.totalCharges)).toEqual([512.4, 490]);
    }
  });

  it("maps a rater's own field names through responseMap", async () => {
    server.use(http.post(URL_, () => HttpResponse.json({ quote: { premium: { total: "$1,204.50" }, ref: 7788 } })));
    const r = await rateWithCarrier(request, { ...carrier, responseMap: { totalPremium: "quote.premium.total", quoteNumber: "quote.ref" } });
    expect(r).toMatchObject({ status: "rated", totalPremium: 1204.5, quoteNumber: "7788", payPlanCode: "PIF", payPlanNumOfPayments: 0 });
  });

  it("a decline from the rater becomes a declination with its reason", async () => {
    server.use(http.post(URL_, () => HttpResponse.json({ status: "declined", declineReason: "driver_record", message: "Too many points" })));
    expect(await rateWithCarrier(request, carrier)).toMatchObject({ status: "declined", reason: "driver_record", message: "Too many points" });
  });

  it("a server error, a network failure or an answer without a premium is a declination, not an exception", async () => {
    server.use(http.post(URL_, () => new HttpResponse("boom", { status: 503 })));
    expect(await rateWithCarrier(request, carrier)).toMatchObject({ status: "declined", reason: "carrier_unavailable" });
    server.use(http.post(URL_, () => HttpResponse.error()));
    expect(await rateWithCarrier(request, carrier)).toMatchObject({ status: "declined", reason: "carrier_unavailable" });
    server.use(http.post(URL_, () => HttpResponse.json({ status: "rated" })));
    expect(await rateWithCarrier(request, carrier)).toMatchObject({ status: "declined", reason: "carrier_error" });
  });

  it("doc2 §4 conditional rule 4 applies to the rater's plans too", async () => {
    server.use(
      http.post(URL_, () =>
        HttpResponse.json({
          totalPremium: 600,
          payPlans: [
            { code: "A", downPayment: 100, paymentAmount: 100, numOfPayments: 5 },
            { code: "B", downPayment: 200, paymentAmount: 100, numOfPayments: 4 },
          ],
        }),
      ),
    );
    expect(await rateWithCarrier(request, { ...carrier, conditionalRules: [4] })).toMatchObject({ status: "rated", payPlanCode: "B", payPlanNumOfPayments: 4 });
  });

  it("rejects when the caller's signal aborts a slow rater", async () => {
    server.use(
      http.post(URL_, async () => {
        await delay(2000);
        return HttpResponse.json({ totalPremium: 1 });
      }),
    );
    await expect(rateWithCarrier(request, carrier, { signal: AbortSignal.timeout(50) })).rejects.toThrow();
  });

  it("an env: address that is not set declines without calling out", async () => {
    expect(await rateWithCarrier(request, { ...carrier, url: "env:RATING_TEST_UNSET_URL" })).toMatchObject({
      status: "declined",
      reason: "carrier_unavailable",
    });
  });
});
