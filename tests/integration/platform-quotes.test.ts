import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../platform/db/test-databases.ts";
import { sampleTransaction, startTestPlatform, type Envelope, type TestPlatform } from "../../platform/http/test-client.ts";

interface Result {
  rateQuoteId: string;
  status: string;
  rates: { rateQuoteId: string; totalPremium: number }[];
}

describeEachDatabase("platform earlier quotes and owner verification", (store) => {
  let t: TestPlatform;
  let site: string;
  let transactionId: string;
  let rateQuoteId: string;
  beforeAll(async () => {
    t = await startTestPlatform(store());
    site = await t.siteToken();
    const { body } = await t.call<{ transactionId: string }>("post", "/api/rating/prepareTransaction", {
      token: site,
      body: { transaction: sampleTransaction({ transactionId: "quotes-tx-1" }) },
    });
    transactionId = body.transactionId;
    await t.call("post", "/api/rating/submitTransaction", { token: site, body: { transactionId } });
    await t.platform.runner.idle();
    const results = await t.call<{ results: Result[] }>("get", "/api/rating/getResultsByTransactionId", { token: site, query: { transactionId } });
    rateQuoteId = results.body.results[0]!.rateQuoteId;
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  const verify = (id: string, dob: string) =>
    t.call<Envelope & { isMatch: boolean; attemptsLeft: number; token?: string }>("get", "/opapi/quote/verifyquoteowner", {
      token: site,
      query: { RateQuoteId: id, DateOfBirth: dob },
    });

  it("doc2 §8 verify owner: an unknown quote answers 'Quote not found!'", async () => {
    const { status, body } = await verify("rq_unknown", "04/12/1990");
    expect(status).toBe(404);
    expect(body).toMatchObject({ isSuccess: false, isMatch: false, message: "Quote not found!" });
  });

  it("doc2 §4 verify owner: the right date of birth matches and gives a customer token for the quote", async () => {
    const { status, body } = await verify(rateQuoteId, "04/12/1990");
    expect(status).toBe(200);
    expect(body).toMatchObject({ isSuccess: true, isMatch: true, attemptsLeft: 3 });
    const loaded = await t.call("get", `/api/rating/loadByRateQuoteId/${rateQuoteId}`, { token: body.token });
    expect(loaded.status).toBe(200);
  });

  /** A submitted transaction's rated quote ids (another phone than the sample's, so previous-quote lookups do not find it). */
  const ratedQuotes = async (id: string): Promise<string[]> => {
    const customer = { ...sampleTransaction().customer, phoneNumber: "214-555-0199" };
    await t.call("post", "/api/rating/prepareTransaction", { token: site, body: { transaction: sampleTransaction({ transactionId: id, customer }) } });
    await t.call("post", "/api/rating/submitTransaction", { token: site, body: { transactionId: id } });
    await t.platform.runner.idle();
    const rows = await t.db.selectFrom("rate_results").select("id").where("transaction_id", "=", id).where("status", "=", "rated").execute();
    return rows.map((r) => r.id);
  };

  it("doc2 §8, §9 verify owner: a wrong date of birth gets the mismatch message; three failures per transaction, whichever quotes they name, then it is locked", async () => {
    const quotes = await ratedQuotes("quotes-tx-locked");
    expect(quotes.length).toBeGreaterThanOrEqual(3);
    const first = await verify(quotes[0]!, "04/13/1990");
    expect(first.body).toMatchObject({ isSuccess: true, isMatch: false, message: "Your dob does not matched with the quote customer's dob.", attemptsLeft: 2 });
    // Another quote of the same transaction does not start a new count.
    expect((await verify(quotes[1]!, "01/01/1970")).body.attemptsLeft).toBe(1);
    expect((await verify(quotes[2]!, "01/01/1971")).body).toMatchObject({ isMatch: false, attemptsLeft: 0 });
    const row = await t.db.selectFrom("transaction_owner_checks").selectAll().where("transaction_id", "=", "quotes-tx-locked").executeTakeFirstOrThrow();
    expect(row.failed_attempts).toBe(3);
    // Even the right date of birth is refused now, on every quote of the transaction.
    for (const id of quotes) {
      const locked = await verify(id, "04/12/1990");
      expect(locked.status).toBe(429);
      expect(locked.body).toMatchObject({ isSuccess: false, isMatch: false });
    }
    // Other transactions keep their own count.
    expect((await verify(rateQuoteId, "04/12/1990")).body).toMatchObject({ isMatch: true });
  });

  it("doc2 §9 verify owner: the site may send its brand's number of attempts (1 to 10) instead of 3; another figure answers 400 and counts nothing", async () => {
    const quotes = await ratedQuotes("quotes-tx-four");
    const check = (dob: string, MaxAttempts: unknown) =>
      t.call<Envelope & { isMatch: boolean; attemptsLeft: number }>("post", "/opapi/quote/verifyquoteowner", {
        token: site,
        body: { RateQuoteId: quotes[0]!, DateOfBirth: dob, MaxAttempts },
      });
    for (const refused of [0, 11, 2.5, "many"]) expect((await check("01/01/1970", refused)).status).toBe(400);
    expect(await t.db.selectFrom("transaction_owner_checks").selectAll().where("transaction_id", "=", "quotes-tx-four").executeTakeFirst()).toBeUndefined();
    // Three failures lock a transaction at the default 3 attempts; at the brand's 4 the fourth try still counts.
    for (const left of [3, 2, 1]) expect((await check("01/01/1970", 4)).body).toMatchObject({ isMatch: false, attemptsLeft: left });
    expect((await check("04/12/1990", 4)).body).toMatchObject({ isMatch: true, attemptsLeft: 1 });
    // The GET form reads it from the query.
    const other = await ratedQuotes("quotes-tx-one");
    const get = await t.call<{ attemptsLeft: number }>("get", "/opapi/quote/verifyquoteowner", {
      token: site,
      query: { RateQuoteId: other[0]!, DateOfBirth: "01/01/1970", MaxAttempts: "1" },
    });
    expect(get.body.attemptsLeft).toBe(0);
  });

  it("verify owner: bad input answers 400 and counts nothing; the POST form takes the fields in the body", async () => {
    const bad = await verify(rateQuoteId, "1990-02-30");
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ DateOfBirth: expect.stringContaining("real date") });
    expect(await t.db.selectFrom("transaction_owner_checks").selectAll().where("transaction_id", "=", transactionId).executeTakeFirst()).toBeUndefined();
    const posted = await t.call<{ isMatch: boolean }>("post", "/opapi/quote/verifyquoteowner", {
      token: site,
      body: { RateQuoteId: rateQuoteId, DateOfBirth: "04/12/1990" },
    });
    expect(posted.body.isMatch).toBe(true);
    expect((await t.call("get", "/opapi/quote/verifyquoteowner", { query: { RateQuoteId: rateQuoteId, DateOfBirth: "04/12/1990" } })).status).toBe(401);
  });

  it("doc2 §7 previous quote: POST phone and date of birth with a bot check, then GET with RateQuoteId", async () => {
    const found = await t.call<{ rateQuoteId: string; transactionId: string; token: string }>("post", "/api/rating/previousQuote", {
      token: site,
      body: { phone: "214-555-0101", dob: "04/12/1990", botCheckToken: await t.botCheckToken() },
    });
    expect(found.status).toBe(200);
    expect(found.body.transactionId).toBe(transactionId);
    const detail = await t.call<{ results: Result[]; transaction: { customer: { name: string } }; customerPolicies: unknown[] }>(
      "get",
      "/api/rating/previousQuote",
      {
        token: found.body.token,
        query: { RateQuoteId: found.body.rateQuoteId },
      },
    );
    expect(detail.status).toBe(200);
    expect(detail.body.results[0]!.rates[0]!.rateQuoteId).toBe(found.body.rateQuoteId);
    expect(detail.body.transaction.customer.name).toBe("Jordan");
    expect(detail.body.customerPolicies).toEqual([]);
    // The detail needs the customer token.
    expect((await t.call("get", "/api/rating/previousQuote", { token: site, query: { RateQuoteId: found.body.rateQuoteId } })).status).toBe(403);
  });

  it("previous quote: not found is 404; bad phone or date of birth is 400; the bot check is required", async () => {
    const none = await t.call("post", "/api/rating/previousQuote", {
      token: site,
      body: { phone: "2145559999", dob: "04/12/1990", botCheckToken: await t.botCheckToken() },
    });
    expect(none.status).toBe(404);
    const bad = await t.call("post", "/api/rating/previousQuote", { token: site, body: { phone: "555", dob: "99/99/1990" } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors as object).sort()).toEqual(["botCheckToken", "dob", "phone"]);
    const forged = await t.call("post", "/api/rating/previousQuote", { token: site, body: { phone: "2145550101", dob: "04/12/1990", botCheckToken: "a.b.c" } });
    expect(forged.status).toBe(400);
  });

  it("quotes by range and by transaction; customer quote groups and detail", async () => {
    const customer = await t.call<{ token: string }>("post", "/api/account/loginWithRatingTransaction", { token: site, body: { transactionId } });
    const today = new Date().toISOString().slice(0, 10);
    const range = await t.call<{ quotes: { transactionId: string; quoteCount: number; bestPremium: number }[] }>("get", "/api/rating/getQuotesByRange", {
      token: customer.body.token,
      query: { start: today, end: today },
    });
    expect(range.status).toBe(200);
    expect(range.body.quotes.map((q) => q.transactionId)).toContain(transactionId);
    expect(range.body.quotes[0]!.bestPremium).toBeGreaterThan(0);
    const backwards = await t.call("get", "/api/rating/getQuotesByRange", { token: customer.body.token, query: { start: "2026-02-01", end: "2026-01-01" } });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors).toEqual({ end: "must not be before start" });
    expect((await t.call("get", "/api/rating/getQuotesByRange", { token: site, query: { start: today, end: today } })).status).toBe(403);

    const byTx = await t.call<{ results: Result[] }>("get", "/api/rating/getQuotesByTransactionId", { token: site, query: { transactionId } });
    const premiums = byTx.body.results.map((r) => r.rates[0]!.totalPremium);
    expect(premiums).toEqual([...premiums].sort((a, b) => a - b));

    const groups = await t.call<{ groups: { transactionId: string }[] }>("get", "/api/quote/getCustomerQuoteGroupByTrnx", {
      token: site,
      query: { transactionId },
    });
    expect(groups.body.groups.map((g) => g.transactionId)).toContain(transactionId);
    const detail = await t.call<{ results: Result[]; selectedRateQuoteId: string | null }>("get", "/api/quote/getCustomerQuoteGroupDetail", {
      token: site,
      query: { transactionId },
    });
    expect(detail.body.results.length).toBe(byTx.body.results.length);
    expect((await t.call("get", "/api/quote/getCustomerQuoteGroupDetail", { token: site, query: {} })).status).toBe(400);
    expect((await t.call("get", "/api/quote/getCustomerQuoteGroupByTrnx", { token: site, query: { transactionId: "nope" } })).status).toBe(404);
  });
});
