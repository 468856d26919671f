/** The follow-up flow's platform calls (doc3 §2.2, §4.2, §7.2) on both databases. */
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../db/test-databases.ts";
import { sampleTransaction, startTestPlatform, type TestPlatform } from "../http/test-client.ts";

interface Results {
  results: { rateQuoteId: string; carrierId: string; status: string }[];
}

describeEachDatabase("follow-up routes", (store) => {
  let t: TestPlatform;
  let token: string;
  let otherBrand: string;
  let transactionId: string;
  let rateQuoteId: string;
  let customerToken: string;
  beforeAll(async () => {
    t = await startTestPlatform(store());
    token = await t.siteToken("lonestar");
    otherBrand = await t.siteToken("bluebonnet");
    const prepared = await t.call<{ transactionId: string; token: string }>("post", "/api/rating/prepareTransaction", {
      token,
      body: { transaction: sampleTransaction() },
    });
    transactionId = prepared.body.transactionId;
    customerToken = prepared.body.token;
    await t.call("post", "/api/rating/submitTransaction", { token, body: { transactionId } });
    await t.platform.runner.idle();
    const results = await t.call<Results>("get", "/api/rating/getResultsByTransactionId", { token, query: { transactionId } });
    rateQuoteId = results.body.results[0]!.rateQuoteId;
  }, 120_000);
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t?.close();
  });

  it("doc3 §7.2 the rate quote by rateQuoteId answers the transaction and companyId", async () => {
    const { status, body } = await t.call("get", "/api/followup/rateQuote", { token, query: { rateQuoteId, transactionId } });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      isSuccess: true,
      rateQuoteId,
      transaction: {
        transactionId,
        customer: {
          firstName: "Jordan",
          lastName: "Sample",
          email: "jordan.sample@example.com",
          address: { address1: "1500 Marilla St", city: "Dallas", state: "TX", zipCode: "75201" },
        },
        drivers: [{ firstName: "Jordan", primaryDriver: true, relation: 0 }],
        cars: [{ vin: "4T1BF1FK5CU123456", year: 2018 }],
      },
    });
    expect((body as { companyId: string }).companyId).toBeTruthy();
  });

  it("the rate quote of another transaction, another brand or another customer is not readable", async () => {
    expect((await t.call("get", "/api/followup/rateQuote", { token, query: { rateQuoteId, transactionId: "tx_other" } })).status).toBe(404);
    expect((await t.call("get", "/api/followup/rateQuote", { token: otherBrand, query: { rateQuoteId, transactionId } })).status).toBe(404);
    const other = await t.call<{ token: string }>("post", "/api/rating/prepareTransaction", {
      token,
      body: { transaction: sampleTransaction({ customer: { ...sampleTransaction().customer, email: "someone.else@example.com" } }) },
    });
    expect((await t.call("get", "/api/followup/rateQuote", { token: other.body.token, query: { rateQuoteId, transactionId } })).status).toBe(403);
    expect((await t.call("get", "/api/followup/rateQuote", { token: customerToken, query: { rateQuoteId, transactionId } })).status).toBe(200);
    expect((await t.call("get", "/api/followup/rateQuote", { query: { rateQuoteId, transactionId } })).status).toBe(401);
  });

  it("doc3 §2.2 the form's answers and step are stored; a stale version is refused", async () => {
    const empty = await t.call("get", "/api/followup/form", { token, query: { rateQuoteId, transactionId } });
    expect(empty.body).toMatchObject({ form: null });
    const saved = await t.call<{ form: { version: number } }>("post", "/api/followup/form", {
      token,
      body: { rateQuoteId, transactionId, step: "contact", data: { dobIso: "1990-04-12" }, version: 0 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.form).toMatchObject({ step: "contact", data: { dobIso: "1990-04-12" }, version: 1, soldAt: null });
    const read = await t.call("get", "/api/followup/form", { token, query: { rateQuoteId, transactionId } });
    expect(read.body).toMatchObject({ form: { step: "contact", version: 1 } });
    const stale = await t.call("post", "/api/followup/form", { token, body: { rateQuoteId, transactionId, step: "drivers", data: {}, version: 0 } });
    expect(stale.status).toBe(409);
    const bad = await t.call("post", "/api/followup/form", { token, body: { rateQuoteId, transactionId, step: "elsewhere", data: [] } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { step: expect.stringContaining("must be one of") as unknown, data: "must be an object" } });
    expect((await t.call("get", "/api/followup/form", { token: otherBrand, query: { rateQuoteId, transactionId } })).status).toBe(404);
  });

  it("doc3 §4.2 the final success is marked once; a completed form is not changed again", async () => {
    const first = await t.call("post", "/api/followup/sold", { token, body: { rateQuoteId, transactionId } });
    expect(first.body).toMatchObject({ first: true });
    const second = await t.call("post", "/api/followup/sold", { token, body: { rateQuoteId, transactionId } });
    expect(second.body).toMatchObject({ first: false });
    const read = await t.call("get", "/api/followup/form", { token, query: { rateQuoteId, transactionId } });
    expect(read.body).toMatchObject({ form: { step: "success" } });
    expect((await t.call("post", "/api/followup/form", { token, body: { rateQuoteId, transactionId, step: "driver", data: {} } })).status).toBe(409);
  });

  it("doc3 §7.2 related drivers by state and commonId, without licence numbers", async () => {
    const { body } = await t.call("get", "/api/search/driver/related", { token, query: { state: "TX", commonId: "hh-1003" } });
    expect(body).toMatchObject({
      drivers: [
        { firstName: "Hector", relation: 1, driverLicenseNumber: null },
        { firstName: "Lucia", relation: 2 },
      ],
    });
    const wrongState = await t.call("get", "/api/search/driver/related", { token, query: { state: "CA", commonId: "hh-1003" } });
    expect(wrongState.body).toMatchObject({ drivers: [] });
    const bad = await t.call("get", "/api/search/driver/related", { token, query: { state: "Texas", commonId: "" } });
    expect(bad.status).toBe(400);
  });

  it("doc3 §7.2 nonvoicecallrequest: phone without dashes and ratequoteid → nonVoiceCallResponse.message, recorded once", async () => {
    const post = (body: unknown, bearer = token) => t.call<Record<string, unknown>>("post", "/bin/servlet/nonvoicecallrequest", { token: bearer, body });
    const first = await post({ phonenumber: "214-555-0101", ratequoteid: rateQuoteId });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ isSuccess: true, nonVoiceCallResponse: { message: "requested", alreadyRequested: false } });
    const again = await post({ phonenumber: "2145550101", ratequoteid: rateQuoteId });
    expect(again.body).toMatchObject({ nonVoiceCallResponse: { alreadyRequested: true } });
    const rows = await t.db
      .withTables<{ follow_up_call_requests: { rate_quote_id: string; phone: string } }>()
      .selectFrom("follow_up_call_requests")
      .selectAll()
      .execute();
    expect(rows).toEqual([expect.objectContaining({ rate_quote_id: rateQuoteId, phone: "2145550101" })]);
    const bad = await post({ phonenumber: "555-01", ratequoteid: rateQuoteId });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errors: { phonenumber: "must be a 10-digit phone number" } });
    expect((await post({ phonenumber: "2145550101", ratequoteid: rateQuoteId }, otherBrand)).status).toBe(404);
    expect((await post({ phonenumber: "2145550101", ratequoteid: rateQuoteId }, "")).status).toBe(401);
  });
});
