import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../platform/db/test-databases.ts";
import { sampleTransaction, startTestPlatform, type TestPlatform } from "../../platform/http/test-client.ts";
import { knownDelays } from "../../platform/routes/results-extras.ts";

type Row = { id: string; rate_quote_id: string; transaction_id: string; helpful: number | null; event_type: number | null; created_at: string };

describeEachDatabase("platform quote feedback, lead send-events and carrier flags", (store) => {
  let t: TestPlatform;
  let site: string;
  let transactionId: string;
  let rated: string;
  let declined: string | undefined;
  beforeAll(async () => {
    t = await startTestPlatform(store());
    site = await t.siteToken();
    const { body } = await t.call<{ transactionId: string }>("post", "/api/rating/prepareTransaction", {
      token: site,
      body: { transaction: sampleTransaction() },
    });
    transactionId = body.transactionId;
    await t.call("post", "/api/rating/submitTransaction", { token: site, body: { transactionId } });
    await t.platform.runner.idle();
    const rows = await t.db.selectFrom("rate_results").select(["id", "status"]).where("transaction_id", "=", transactionId).execute();
    rated = rows.find((r) => r.status === "rated")!.id;
    declined = rows.find((r) => r.status !== "rated")?.id;
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  const extras = () => t.db.withTables<{ quote_feedback: Row; lead_events: Row }>();
  const rowsOf = (table: "quote_feedback" | "lead_events") => extras().selectFrom(table).selectAll().where("transaction_id", "=", transactionId).execute();

  it("doc2 §2 feedback yes/no on a quote card is stored for its quote and transaction", async () => {
    const yes = await t.call<{ feedbackId: string }>("post", "/api/rating/quoteFeedback", { token: site, body: { rateQuoteId: rated, helpful: true } });
    expect(yes.status).toBe(201);
    const no = await t.call("post", "/api/rating/quoteFeedback", { token: site, body: { rateQuoteId: rated, helpful: false } });
    expect(no.status).toBe(201);
    const rows = await rowsOf("quote_feedback");
    expect(rows.map((r) => [r.rate_quote_id, Number(r.helpful)])).toEqual(
      expect.arrayContaining([
        [rated, 1],
        [rated, 0],
      ]),
    );
    expect(rows.every((r) => r.transaction_id === transactionId)).toBe(true);
  });

  it("doc2 §2 feedback: bad input is refused with a message per field; an unknown quote is not found", async () => {
    const before = (await rowsOf("quote_feedback")).length;
    const bad = await t.call("post", "/api/rating/quoteFeedback", { token: site, body: { rateQuoteId: "", helpful: "maybe" } });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual(["helpful", "rateQuoteId"]);
    expect((await t.call("post", "/api/rating/quoteFeedback", { token: site, body: { rateQuoteId: "rq_unknown", helpful: true } })).status).toBe(404);
    expect((await rowsOf("quote_feedback")).length).toBe(before);
    expect((await t.call("post", "/api/rating/quoteFeedback", { body: { rateQuoteId: rated, helpful: true } })).status).toBe(401);
  });

  it("doc2 §4 lead send-event: 0 text and 1 call are recorded; other codes and carriers that did not quote are refused", async () => {
    expect((await t.call("post", "/api/lead/sendEvent", { token: site, body: { rateQuoteId: rated, eventType: 0 } })).status).toBe(201);
    expect((await t.call("post", "/api/lead/sendEvent", { token: site, body: { rateQuoteId: rated, eventType: 1 } })).status).toBe(201);
    expect((await t.call("post", "/api/lead/sendEvent", { token: site, body: { rateQuoteId: rated, eventType: 2 } })).status).toBe(400);
    if (declined) expect((await t.call("post", "/api/lead/sendEvent", { token: site, body: { rateQuoteId: declined, eventType: 1 } })).status).toBe(409);
    expect((await rowsOf("lead_events")).map((r) => Number(r.event_type)).sort()).toEqual([0, 1]);
  });

  it("doc2 §4 carrier list: the carriers the platform has rate tables for, with their states; the agency's rules and buy-now flags are not the platform's", async () => {
    const { status, body } = await t.call<{ carriers: Record<string, unknown>[] }>("get", "/api/rating/carrierInfo", { token: site });
    expect(status).toBe(200);
    expect(body.carriers.find((c) => c.carrierId === "red-river")).toEqual({
      carrierId: "red-river",
      companyName: "Red River Indemnity (fictional)",
      states: ["TX", "OK"],
    });
    expect(body.carriers.every((c) => !("conditionalRules" in c) && !("bolType" in c))).toBe(true);
  });

  it("doc2 §4 the buy-now flags and rules a transaction is rated with are the ones the site sends with it", async () => {
    const terms = [
      { carrierId: "red-river", states: ["TX"], conditionalRules: [4], showBuyButton: true, bolType: 1, openNewWindow: true },
      { carrierId: "pecan-hollow", states: ["TX"], conditionalRules: [], showBuyButton: true, bolType: 2, openNewWindow: false },
    ];
    const prepared = await t.call<{ transactionId: string }>("post", "/api/rating/prepareTransaction", {
      token: site,
      body: { transaction: sampleTransaction() },
    });
    const submitted = await t.call<{ carrierIds: string[] }>("post", "/api/rating/submitTransaction", {
      token: site,
      body: { transactionId: prepared.body.transactionId, carriers: terms },
    });
    expect(submitted.body.carrierIds).toEqual(["red-river", "pecan-hollow"]);
    await t.platform.runner.idle();
    type Results = { results: { carrierId: string; rates: { bolType: number; openNewWindow: boolean; payPlanNumOfPayments: number }[] }[] };
    const results = await t.call<Results>("get", "/api/rating/getResultsByTransactionId", {
      token: site,
      query: { transactionId: prepared.body.transactionId, returnAll: true, allRates: true },
    });
    const of = (id: string) => results.body.results.find((r) => r.carrierId === id)!.rates;
    expect(of("red-river").every((rate) => rate.openNewWindow && rate.bolType === 1 && rate.payPlanNumOfPayments === 4)).toBe(true);
    expect(of("pecan-hollow")[0]).toMatchObject({ bolType: 2, openNewWindow: false });
    // A carrier id the platform has no tables for, or a bad rule, is refused with the field named.
    const bad = await t.call("post", "/api/rating/submitTransaction", {
      token: site,
      body: { transactionId: prepared.body.transactionId, carriers: [{ carrierId: "Red River", conditionalRules: [7] }] },
    });
    expect(bad.status).toBe(400);
  });

  it("doc2 §4 requote: the requoted transaction names the saved one it was copied from, and rates like any other", async () => {
    type Saved = { transaction: { customer: { name: string }; term: number }; status: string; createdAt: string; requoteOf: string | null };
    const original = await t.call<Saved>("get", "/api/rating/getTransaction", { token: site, query: { transactionId } });
    expect(original.status).toBe(200);
    expect(original.body.requoteOf).toBeNull();
    expect(Number.isNaN(Date.parse(original.body.createdAt))).toBe(false);

    const requote = await t.call<{ transactionId: string }>("post", "/api/rating/requote", { token: site, body: { transactionId } });
    expect(requote.status).toBe(200);
    const copy = await t.call<Saved>("get", "/api/rating/getTransaction", { token: site, query: { transactionId: requote.body.transactionId } });
    expect(copy.body).toMatchObject({
      status: "prepared",
      requoteOf: transactionId,
      transaction: { customer: { name: original.body.transaction.customer.name }, term: original.body.transaction.term },
    });

    expect((await t.call("post", "/api/rating/submitTransaction", { token: site, body: { transactionId: requote.body.transactionId } })).status).toBe(200);
    await t.platform.runner.idle();
    const results = await t.call<{ isDone: boolean; results: unknown[] }>("get", "/api/rating/getResultsByTransactionId", {
      token: site,
      query: { transactionId: requote.body.transactionId },
    });
    expect(results.body.isDone).toBe(true);
    expect(results.body.results.length).toBeGreaterThan(0);
  });
});

it("RATING_DELAYS_MS gives each carrier its known delay, `*` the others", () => {
  const delay = knownDelays("gulf-breeze=300,red-river=1200,*=800");
  expect(delay("gulf-breeze")).toBe(300);
  expect(delay("red-river")).toBe(1200);
  expect(delay("pecan-hollow")).toBe(800);
  expect(knownDelays("gulf-breeze=50")("red-river")).toBe(0);
});
