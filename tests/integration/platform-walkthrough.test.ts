/**
 * The quote walk-through over HTTP, as the site makes it: token → zip 75201 → VIN decode →
 * prepare → submit → results arriving carrier by carrier → select → buy-now URL.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../platform/db/test-databases.ts";
import { startTestPlatform, type TestPlatform } from "../../platform/http/test-client.ts";

interface Result {
  rateQuoteId: string | null;
  carrierId: string;
  companyName: string;
  status: string;
  seq: number | null;
  rates: { rateQuoteId: string; totalPremium: number; showBuyButton: boolean }[];
}

// Carriers answer a quarter of a second apart, as they would (more slowly) in production.
const spread: Record<string, number> = {
  "bluebonnet-lantern": 50,
  "armadillo-ridge": 300,
  "gulf-breeze": 550,
  "red-river": 800,
  "mesquite-trail": 1050,
  "pecan-hollow": 1300,
};

describeEachDatabase("quote walk-through over HTTP", (store) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform(store(), { settings: { delayFor: (id) => spread[id] ?? 0 } });
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  it("token → zip 75201 → VIN → prepare → submit → results carrier by carrier → select → buy now", async () => {
    // 1. Site token, with the site's client credentials.
    const login = await t.call<{ token: string }>("post", "/api/account/loginWithToken", { headers: t.clientHeaders(), body: {} });
    expect(login.status).toBe(200);
    const site = login.body.token;

    // 2. Zip to city.
    const zip = await t.call<{ addresses: { city: string; state: string; zip: string; county: string }[]; isQuoteAvaliable: boolean }>(
      "get",
      "/api/address/citybyzip",
      { token: site, query: { zip: "75201" } },
    );
    expect(zip.status).toBe(200);
    expect(zip.body.isQuoteAvaliable).toBe(true);
    const place = zip.body.addresses[0]!;
    expect(place).toMatchObject({ city: "Dallas", state: "TX", zip: "75201" });

    // 3. VIN decode.
    const vin = await t.call<{ details: { vin: string; year: number; maker: string; model: string }[] }>("get", "/api/vehicle/detailbyvin", {
      token: site,
      query: { vin: "1HGCM82633A004352" },
    });
    expect(vin.status).toBe(200);
    const car = vin.body.details[0]!;
    expect(car).toMatchObject({ year: 2003, maker: "Honda", model: "Accord" });

    // 4. Prepare the transaction from what the visitor entered and what the lookups returned.
    const address = { address: "1500 Marilla St", city: place.city, state: place.state, zipCode: place.zip, county: place.county };
    const prepared = await t.call<{ transactionId: string; token: string }>("post", "/api/rating/prepareTransaction", {
      token: site,
      body: {
        transaction: {
          term: 6,
          customer: {
            name: "Jordan",
            surname: "Sample",
            dob: "04/12/1990",
            email: "jordan.sample@example.com",
            phoneNumber: "214-555-0101",
            gender: 0,
            maritalStatus: 1,
            insured: true,
            address,
          },
          drivers: [{ name: "Jordan", surname: "Sample", dob: "04/12/1990", gender: 0, maritalStatus: 1, licenseType: 1 }],
          cars: [{ vin: car.vin, year: car.year, maker: car.maker, model: car.model, annualMilesAge: 10000 }],
          coverages: [
            { coverageCd: "BI", val1: 30000, val2: 60000 },
            { coverageCd: "PD", val1: 25000 },
          ],
        },
      },
    });
    expect(prepared.status).toBe(200);
    const { transactionId, token: customer } = prepared.body;

    // 5. Submit.
    const submitted = await t.call<{ carrierCount: number }>("post", "/api/rating/submitTransaction", { token: site, body: { transactionId } });
    expect(submitted.status).toBe(200);
    expect(submitted.body.carrierCount).toBe(6);

    // 6. Results arrive carrier by carrier: each long-poll returns the answers that came in since the last.
    const started = Date.now();
    const arrivals: { at: number; carriers: string[]; completedCount: number }[] = [];
    let cursor = 0;
    let isDone = false;
    let all: Result[] = [];
    while (!isDone) {
      const { body } = await t.call<{ isDone: boolean; completedCount: number; cursor: number; results: Result[] }>(
        "get",
        "/api/rating/getResultsByTransactionId",
        {
          token: site,
          query: { transactionId, since: cursor, waitMs: 5000, filterErrors: false, allRates: false },
        },
      );
      if (body.results.length > 0)
        arrivals.push({ at: Date.now() - started, carriers: body.results.map((r) => r.carrierId), completedCount: body.completedCount });
      all = all.concat(body.results);
      cursor = body.cursor;
      isDone = body.isDone;
      expect(Date.now() - started).toBeLessThan(10000);
    }
    expect(all.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(arrivals.length).toBeGreaterThanOrEqual(4);
    const counts = arrivals.map((a) => a.completedCount);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(arrivals.at(-1)!.at - arrivals[0]!.at).toBeGreaterThan(800);

    // 7. Select the cheapest quote that can be bought (a desktop call request, event type 1).
    const quotes = all.filter((r) => r.status === "rated" && r.rates[0]?.showBuyButton).sort((a, b) => a.rates[0]!.totalPremium - b.rates[0]!.totalPremium);
    expect(quotes.length).toBeGreaterThan(0);
    const chosen = quotes[0]!;
    const select = await t.call("post", "/api/rating/selectQuote", { token: customer, body: { rateQuoteId: chosen.rateQuoteId, selectQuoteEventType: 1 } });
    expect(select.status).toBe(200);

    // 8. Buy-now URL, pointing at the sandbox carrier page.
    const buy = await t.call<{ buyNowUrl: string }>("post", "/api/rating/buyNow", { token: customer, body: { rateQuoteId: chosen.rateQuoteId } });
    expect(buy.status).toBe(200);
    const page = await fetch(buy.body.buyNowUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(chosen.companyName);
  });
});
