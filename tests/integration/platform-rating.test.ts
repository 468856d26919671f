import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeEachDatabase } from "../../platform/db/test-databases.ts";
import { sampleTransaction, startTestPlatform, type TestPlatform } from "../../platform/http/test-client.ts";
import { toNumber } from "../../platform/db/index.ts";

interface Rate {
  rateQuoteId: string;
  totalPremium: number;
  payPlanCode: string;
  companyName: string;
  transactionID: string;
  showBuyButton: boolean;
}
interface Result {
  rateQuoteId: string | null;
  carrierId: string;
  status: string;
  seq: number | null;
  rates: Rate[];
}
interface Results {
  isDone: boolean;
  completedCount: number;
  carrierCount: number;
  cursor: number;
  results: Result[];
}

// Carriers answer 120 ms apart, in a known order, so arrivals can be observed one by one.
const order = ["bluebonnet-lantern", "gulf-breeze", "armadillo-ridge", "red-river", "mesquite-trail", "pecan-hollow"];
const delayFor = (id: string) => 60 + 120 * Math.max(0, order.indexOf(id));

describeEachDatabase("platform rating transactions", (store) => {
  let t: TestPlatform;
  let site: string;
  beforeAll(async () => {
    t = await startTestPlatform(store(), { settings: { delayFor } });
    site = await t.siteToken();
    // Warm up: the first rating loads the carriers' tables.
    const { listCarriers, rateSync, isTableCarrier } = await import("../../platform/rating/index.ts");
    const { toRatingRequest } = await import("../../platform/services/rating-request.ts");
    const { transactionSchema } = await import("../../platform/services/schemas.ts");
    const request = toRatingRequest({ ...transactionSchema.parse(sampleTransaction()), transactionId: "warm-up" }, "2026-11-21");
    for (const carrier of listCarriers()) if (isTableCarrier(carrier)) rateSync(request, carrier);
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  const count = async (table: "transactions" | "rate_results" | "quote_selections" | "buy_sessions") =>
    toNumber(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function prepared(overrides: Record<string, unknown> = {}) {
    const { status, body } = await t.call<{ transactionId: string; token: string }>("post", "/api/rating/prepareTransaction", {
      token: site,
      body: { transaction: sampleTransaction(overrides) },
    });
    expect(status).toBe(200);
    return body;
  }

  async function rated(overrides: Record<string, unknown> = {}) {
    const tx = await prepared(overrides);
    await t.call("post", "/api/rating/submitTransaction", { token: site, body: { transactionId: tx.transactionId } });
    await t.platform.runner.idle();
    return tx;
  }

  async function results(transactionId: string, query: Record<string, string | number | boolean> = {}) {
    return t.call<Results>("get", "/api/rating/getResultsByTransactionId", { token: site, query: { transactionId, ...query } });
  }

  it("doc2 §7 prepareTransaction stores the transaction and returns its id and a token", async () => {
    const body = await prepared({ transactionId: "client-tx-0001" });
    expect(body.transactionId).toBe("client-tx-0001");
    expect(body.token.length).toBeGreaterThan(20);
    const row = await t.db.selectFrom("transactions").selectAll().where("id", "=", "client-tx-0001").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "prepared", state: "TX", customer_dob: "1990-04-12", customer_phone: "2145550101", brand: "lonestar" });
    const again = await t.call("post", "/api/rating/prepareTransaction", {
      token: site,
      body: { transaction: sampleTransaction({ transactionId: "client-tx-0001" }) },
    });
    expect(again.status).toBe(409);
  });

  it("doc2 §5 prepareTransaction: bad input answers 400 with one message per field and writes nothing", async () => {
    const before = await count("transactions");
    const base = sampleTransaction();
    const { status, body } = await t.call("post", "/api/rating/prepareTransaction", {
      token: site,
      body: {
        transaction: {
          ...base,
          term: 3,
          customer: { ...base.customer, dob: "13/45/1990", phoneNumber: "12345", address: { ...base.customer.address, zipCode: "7520", state: "Texas" } },
          drivers: [{ ...base.drivers[0], gender: 5 }],
          cars: [{ ...base.cars[0], vin: "1HGCM82633O004352" }],
        },
      },
    });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      "transaction.term": expect.stringContaining("6, 12"),
      "transaction.customer.dob": expect.stringContaining("real date"),
      "transaction.customer.phoneNumber": "must be a 10-digit phone number",
      "transaction.customer.address.zipCode": "must be 5 digits",
      "transaction.customer.address.state": "must be a two-letter state code",
      "transaction.drivers.0.gender": expect.stringContaining("0, 1"),
      "transaction.cars.0.vin": expect.stringContaining("without I, O or Q"),
    });
    const empty = await t.call("post", "/api/rating/prepareTransaction", { token: site, body: { transaction: { ...base, drivers: [], cars: [] } } });
    expect(empty.body.errors).toMatchObject({ "transaction.drivers": "needs at least one driver" });
    const notJson = await t.call("post", "/api/rating/prepareTransaction", { token: site, body: "{not json" });
    expect(notJson.status).toBe(400);
    expect(await count("transactions")).toBe(before);
  });

  it("doc2 §3 dates: February 29 only in leap years", async () => {
    const ok = await t.call("post", "/api/rating/prepareTransaction", {
      token: site,
      body: { transaction: sampleTransaction({ effectiveDate: "02/29/2028" }) },
    });
    expect(ok.status).toBe(200);
    const bad = await t.call("post", "/api/rating/prepareTransaction", {
      token: site,
      body: { transaction: sampleTransaction({ effectiveDate: "02/29/2027" }) },
    });
    expect(bad.status).toBe(400);
  });

  it("submitTransaction rates every carrier and answers each carrier as it arrives, stored the moment it arrives", async () => {
    const tx = await prepared();
    const seenInDb: number[] = [];
    const stop = t.platform.context.events.subscribe(tx.transactionId, (event) => {
      if (event.type === "result") {
        void t.db
          .selectFrom("rate_results")
          .select("seq")
          .where("id", "=", event.rateQuoteId)
          .executeTakeFirst()
          .then((row) => row && seenInDb.push(row.seq));
      }
    });
    const submitted = await t.call<{ carrierCount: number; carrierIds: string[] }>("post", "/api/rating/submitTransaction", {
      token: site,
      body: { transactionId: tx.transactionId },
    });
    expect(submitted.status).toBe(200);
    expect(submitted.body.carrierCount).toBe(6);
    expect(submitted.body.carrierIds).not.toContain("prairie-link-connector");

    // Stream with the cursor: each answer comes back on its own call, in arrival order.
    const arrivals: string[][] = [];
    let cursor = 0;
    let done = false;
    for (let i = 0; i < 20 && !done; i++) {
      const { body } = await results(tx.transactionId, { since: cursor, waitMs: 5000, filterErrors: false });
      if (body.results.length > 0) arrivals.push(body.results.map((r) => r.carrierId));
      cursor = body.cursor;
      done = body.isDone;
    }
    stop();
    expect(done).toBe(true);
    expect(arrivals.flat()).toEqual(order);
    expect(arrivals.length).toBeGreaterThanOrEqual(4);
    expect(seenInDb.sort()).toEqual([1, 2, 3, 4, 5, 6]);

    const again = await t.call("post", "/api/rating/submitTransaction", { token: site, body: { transactionId: tx.transactionId } });
    expect(again.status).toBe(409);
  });

  it("doc2 §7 results: isSuccess, isDone, results and completedCount in the spec's shape", async () => {
    const tx = await rated();
    const { status, body } = await results(tx.transactionId, { returnAll: true, filterErrors: true, takeBestResults: false, resultLimit: 1, allRates: false });
    expect(status).toBe(200);
    expect(body).toMatchObject({ isSuccess: true, isDone: true, completedCount: 6, carrierCount: 6 });
    const quoted = body.results.filter((r) => r.status === "rated");
    expect(quoted.length).toBeGreaterThanOrEqual(4);
    for (const result of quoted) {
      expect(result.rates).toHaveLength(1);
      expect(result.rates[0]).toMatchObject({ rateQuoteId: result.rateQuoteId, transactionID: tx.transactionId, totalPremium: expect.any(Number) });
      expect(result.rates[0]!.totalPremium).toBeGreaterThan(0);
    }
  });

  it("results options: filterErrors, takeBestResults with resultLimit, allRates", async () => {
    const young = { ...sampleTransaction().drivers[0], dob: "01/15/2006" };
    const customer = { ...sampleTransaction().customer, dob: "01/15/2006" };
    const tx = await rated({ drivers: [young], customer });
    const all = await results(tx.transactionId, { filterErrors: false });
    const declined = all.body.results.find((r) => r.carrierId === "mesquite-trail");
    expect(declined).toMatchObject({ status: "declined", rates: [] });
    const filtered = await results(tx.transactionId);
    expect(filtered.body.results.every((r) => r.status === "rated")).toBe(true);
    expect(filtered.body.results.length).toBeLessThan(all.body.results.length);

    const best = await results(tx.transactionId, { takeBestResults: true, resultLimit: 2 });
    const premiums = filtered.body.results.map((r) => r.rates[0]!.totalPremium).sort((a, b) => a - b);
    expect(best.body.results.map((r) => r.rates[0]!.totalPremium)).toEqual(premiums.slice(0, 2));

    const plans = await results(tx.transactionId, { allRates: true });
    expect(plans.body.results.some((r) => r.rates.length > 1)).toBe(true);
    for (const r of plans.body.results) expect(new Set(r.rates.map((x) => x.payPlanCode)).size).toBe(r.rates.length);
  });

  it("results: returnAll lists carriers still rating as pending", async () => {
    const tx = await prepared();
    await t.call("post", "/api/rating/submitTransaction", { token: site, body: { transactionId: tx.transactionId } });
    const { body } = await results(tx.transactionId, { returnAll: true, filterErrors: false });
    expect(body.isDone).toBe(false);
    expect(body.results.filter((r) => r.status === "pending").length).toBe(6 - body.results.filter((r) => r.status !== "pending").length);
    await t.platform.runner.idle();
  });

  it("results: bad options answer 400; unknown transaction 404", async () => {
    const bad = await results("some-tx", { resultLimit: 0, returnAll: "maybe", since: -1 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body as object)).toContain("errors");
    expect(Object.keys((bad.body as unknown as { errors: object }).errors).sort()).toEqual(["resultLimit", "returnAll", "since"]);
    expect((await results("no-such-tx")).status).toBe(404);
  });

  it("streamResults sends one server-sent event per carrier, then done", async () => {
    const tx = await prepared();
    await t.call("post", "/api/rating/submitTransaction", { token: site, body: { transactionId: tx.transactionId } });
    const url = new URL("/api/rating/streamResults", t.baseUrl);
    url.search = new URLSearchParams({
      transactionId: tx.transactionId,
      filterErrors: "false",
      "header.lang": "en",
      "header.trackId": "sse-1",
      "header.requestDate": new Date().toISOString(),
    }).toString();
    const response = await fetch(url, { headers: { authorization: `Bearer ${site}` } });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const text = await response.text();
    const events = text.split("\n\n").filter((chunk) => chunk.includes("event:"));
    expect(events.filter((e) => e.includes("event: result"))).toHaveLength(6);
    expect(events.at(-1)).toContain("event: done");
    const ids = events.filter((e) => e.includes("event: result")).map((e) => Number(/^id: (\d+)/m.exec(e)?.[1]));
    expect(ids).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("doc2 §4 select quote: event types 1, 2 and 3 are recorded; others are refused", async () => {
    const tx = await rated();
    const { body } = await results(tx.transactionId);
    const rateQuoteId = body.results[0]!.rateQuoteId!;
    const before = await count("quote_selections");
    const bad = await t.call("post", "/api/rating/selectQuote", { token: site, body: { rateQuoteId, selectQuoteEventType: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ selectQuoteEventType: expect.stringContaining("1, 2, 3") });
    expect(await count("quote_selections")).toBe(before);
    const noToken = await t.call("post", "/api/rating/selectQuote", { body: { rateQuoteId, selectQuoteEventType: 1 } });
    expect(noToken.status).toBe(401);
    const ok = await t.call("post", "/api/rating/selectQuote", { token: site, body: { rateQuoteId, selectQuoteEventType: 2 } });
    expect(ok.status).toBe(200);
    const selected = await t.call<{ rate: Rate; selectQuoteEventType: number }>("get", "/api/rating/getSelectedQuote", {
      token: site,
      query: { transactionId: tx.transactionId },
    });
    expect(selected.body).toMatchObject({ selectQuoteEventType: 2, rate: { rateQuoteId } });
    // A customer token knows its own transaction.
    const mine = await t.call<{ transactionId: string }>("get", "/api/rating/getSelectedQuote", { token: tx.token });
    expect(mine.body.transactionId).toBe(tx.transactionId);
    expect((await t.call("get", "/api/rating/getSelectedQuote", { token: site })).status).toBe(400);
    expect((await t.call("post", "/api/rating/selectQuote", { token: site, body: { rateQuoteId: "rq_nothing", selectQuoteEventType: 1 } })).status).toBe(404);
  });

  it("buyNow gives a link to the sandbox carrier page, where the policy can be bought", async () => {
    const tx = await rated();
    const { body } = await results(tx.transactionId, { filterErrors: true });
    const buyable = body.results.find((r) => r.rates[0]?.showBuyButton)!;
    const buy = await t.call<{ buyNowUrl: string }>("post", "/api/rating/buyNow", { token: site, body: { rateQuoteId: buyable.rateQuoteId } });
    expect(buy.status).toBe(200);
    expect(buy.body.buyNowUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sandbox\/carrier\/buy_/);
    const page = await fetch(buy.body.buyNowUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(buyable.rates[0]!.companyName);
    const form = /action="([^"]+)"/.exec(html)![1]!;
    const bought = await fetch(new URL(form, t.baseUrl), { method: "POST", redirect: "follow" });
    expect(await bought.text()).toMatch(/Policy number <strong>SBX-/);

    const unbuyable = body.results.find((r) => r.rates[0] && !r.rates[0].showBuyButton);
    if (unbuyable) {
      const refused = await t.call("post", "/api/rating/buyNow", { token: site, body: { rateQuoteId: unbuyable.rateQuoteId } });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe("Buy Now url empty for carrier");
    }
    expect((await t.call("post", "/api/rating/buyNow", { token: site, body: {} })).status).toBe(400);
    expect((await fetch(new URL("/sandbox/carrier/buy_doesnotexist000", t.baseUrl))).status).toBe(404);
  });

  it("loadByRateQuoteId, getTransaction and requote", async () => {
    const tx = await rated();
    const { body } = await results(tx.transactionId);
    const rateQuoteId = body.results[0]!.rateQuoteId!;
    const loaded = await t.call<{ rate: Rate; rates: Rate[] }>("get", `/api/rating/loadByRateQuoteId/${rateQuoteId}`, { token: site });
    expect(loaded.status).toBe(200);
    expect(loaded.body.rate.rateQuoteId).toBe(rateQuoteId);
    expect((await t.call("get", "/api/rating/loadByRateQuoteId/rq_missing", { token: site })).status).toBe(404);
    expect((await t.call("get", "/api/rating/loadByRateQuoteId/bad%20id", { token: site })).status).toBe(400);

    const saved = await t.call<{ transaction: { customer: { name: string }; drivers: unknown[]; cars: unknown[]; coverages: unknown[]; term: number } }>(
      "get",
      "/api/rating/getTransaction",
      {
        token: site,
        query: { transactionId: tx.transactionId },
      },
    );
    expect(saved.body.transaction).toMatchObject({ customer: { name: "Jordan" }, term: 6 });
    expect(saved.body.transaction.cars).toHaveLength(1);

    const requote = await t.call<{ transactionId: string }>("post", "/api/rating/requote", { token: site, body: { transactionId: tx.transactionId } });
    expect(requote.status).toBe(200);
    expect(requote.body.transactionId).not.toBe(tx.transactionId);
    const row = await t.db.selectFrom("transactions").selectAll().where("id", "=", requote.body.transactionId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "prepared", requote_of: tx.transactionId });
    expect((await t.call("post", "/api/rating/requote", { token: site, body: { transactionId: "x", effectiveDate: "2026-13-01" } })).status).toBe(400);
  });

  it("another brand's token cannot read the transaction", async () => {
    const tx = await rated();
    const other = await t.siteToken("express");
    expect((await results(tx.transactionId)).status).toBe(200);
    const { status } = await t.call("get", "/api/rating/getResultsByTransactionId", { token: other, query: { transactionId: tx.transactionId } });
    expect(status).toBe(404);
  });
});

describeEachDatabase("platform rating time limits", (store) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform(store(), { settings: { delayFor: (id) => (id === "pecan-hollow" ? 2000 : 0), carrierTimeoutMs: 300 } });
  });
  afterAll(async () => {
    await t.close();
  });

  it("a carrier that does not answer in its time limit is recorded as timed out; the others are not held up", async () => {
    const site = await t.siteToken();
    const { body: tx } = await t.call<{ transactionId: string }>("post", "/api/rating/prepareTransaction", {
      token: site,
      body: { transaction: sampleTransaction() },
    });
    const started = Date.now();
    await t.call("post", "/api/rating/submitTransaction", { token: site, body: { transactionId: tx.transactionId } });
    await t.platform.runner.idle();
    expect(Date.now() - started).toBeLessThan(1500);
    const { body } = await t.call<Results>("get", "/api/rating/getResultsByTransactionId", {
      token: site,
      query: { transactionId: tx.transactionId, filterErrors: false },
    });
    expect(body.isDone).toBe(true);
    expect(body.results.find((r) => r.carrierId === "pecan-hollow")).toMatchObject({ status: "timeout", rates: [] });
    expect(body.results.filter((r) => r.status === "rated").length).toBeGreaterThanOrEqual(4);
  });
});

describe("RATING_DELAY", () => {
  it("realistic spreads the sample carriers' answers over seconds (declared per carrier)", async () => {
    const { realisticDelayMs, listCarriers } = await import("../../platform/rating/index.ts");
    const delays = listCarriers().map((c) => realisticDelayMs(c, () => 0.5));
    expect(Math.min(...delays)).toBeGreaterThan(500);
  });
});
