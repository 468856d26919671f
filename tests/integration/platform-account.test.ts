import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../platform/db/test-databases.ts";
import { sampleTransaction, startTestPlatform, type Envelope, type TestPlatform } from "../../platform/http/test-client.ts";
import { toNumber } from "../../platform/db/index.ts";

describeEachDatabase("platform account calls", (store) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform(store());
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  const count = async (table: "tokens" | "customers" | "transactions") =>
    toNumber(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("doc2 §7 header: a call without the header object answers 400 with a message per header field", async () => {
    const { status, body } = await t.call("post", "/api/account/loginWithToken", { noHeader: true, headers: t.clientHeaders(), body: {} });
    expect(status).toBe(400);
    expect(body.isSuccess).toBe(false);
    expect(body.errors).toMatchObject({ header: expect.any(String) });
  });

  it("doc2 §7 header: GET calls need header.lang, header.trackId and header.requestDate query fields", async () => {
    const token = await t.siteToken();
    const { status, body } = await t.call("get", "/api/vehicle/years", { token, noHeader: true });
    expect(status).toBe(400);
    expect(Object.keys(body.errors as object).sort()).toEqual(["header.lang", "header.requestDate", "header.trackId"]);
    const bad = await t.call("get", "/api/vehicle/years", {
      token,
      noHeader: true,
      query: { "header.lang": "fr", "header.trackId": "t1", "header.requestDate": "yesterday" },
    });
    expect(bad.body.errors).toEqual({ "header.lang": "must be en or es", "header.requestDate": expect.stringContaining("must be a date") });
  });

  it("site token: loginWithToken issues a one-day token to the client with its id and secret, no bot check", async () => {
    const { status, body } = await t.call<Envelope & { token: string; expiresInSeconds: number; brand: string }>("post", "/api/account/loginWithToken", {
      headers: t.clientHeaders(),
      body: {},
    });
    expect(status).toBe(200);
    expect(body.isSuccess).toBe(true);
    expect(body.expiresInSeconds).toBe(86400);
    expect(body.brand).toBe("lonestar");
    // Stored hashed only, with the client id that obtained it.
    expect(await t.db.selectFrom("tokens").selectAll().where("token_hash", "=", body.token).executeTakeFirst()).toBeUndefined();
    const { hashToken } = await import("../../platform/services/tokens.ts");
    const row = await t.db.selectFrom("tokens").select(["kind", "client_id"]).where("token_hash", "=", hashToken(body.token)).executeTakeFirstOrThrow();
    expect(row).toEqual({ kind: "site", client_id: "site" });
  });

  it("without the client's id and secret, or with a wrong one, loginWithToken answers 401 and issues nothing", async () => {
    const before = await count("tokens");
    const secret = t.clientHeaders()["x-client-secret"];
    const attempts: Record<string, string>[] = [
      {},
      { "x-client-id": "site" },
      { "x-client-id": "site", "x-client-secret": "wrong-secret-value-0123456789" },
      { "x-client-id": "site", "x-client-secret": `${secret}x` },
      { "x-client-id": "other", "x-client-secret": secret },
    ];
    for (const headers of attempts) {
      const { status, body } = await t.call("post", "/api/account/loginWithToken", { headers, body: { botCheckToken: "anything" } });
      expect(status, JSON.stringify(headers)).toBe(401);
      expect(body).toMatchObject({ isSuccess: false, message: expect.stringContaining("X-Client-Secret") });
    }
    expect(await count("tokens")).toBe(before);
  });

  it("doc2 §6: calls that need a bearer token answer 401 without one, or with an unknown one", async () => {
    const none = await t.call("post", "/api/rating/prepareTransaction", { body: { transaction: sampleTransaction() } });
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ isSuccess: false, message: expect.any(String) });
    const unknown = await t.call("post", "/api/rating/prepareTransaction", { token: "x".repeat(43), body: { transaction: sampleTransaction() } });
    expect(unknown.status).toBe(401);
    expect(await count("transactions")).toBe(0);
  });

  it("doc2 §9 token lifetimes: a customer token (30 minutes) carries the customer's email and state", async () => {
    const site = await t.siteToken();
    const prepared = await t.call<{ transactionId: string; token: string }>("post", "/api/rating/prepareTransaction", {
      token: site,
      body: { transaction: sampleTransaction() },
    });
    expect(prepared.status).toBe(200);
    const login = await t.call<{ token: string; email: string; state: string; expiresInSeconds: number }>("post", "/api/account/loginWithRatingTransaction", {
      token: site,
      body: { transactionId: prepared.body.transactionId },
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ email: "jordan.sample@example.com", state: "TX", expiresInSeconds: 1800 });
    const missing = await t.call("post", "/api/account/loginWithRatingTransaction", { token: site, body: { transactionId: "no-such-transaction" } });
    expect(missing.status).toBe(404);
    const bad = await t.call("post", "/api/account/loginWithRatingTransaction", { token: site, body: { transactionId: "bad id!" } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("transactionId");
  });

  it("fetchTokenByRateQuoteId: a customer token for a quote's transaction; unknown quote 404; bad id 400", async () => {
    const site = await t.siteToken();
    const prepared = await t.call<{ transactionId: string }>("post", "/api/rating/prepareTransaction", {
      token: site,
      body: { transaction: sampleTransaction() },
    });
    await t.call("post", "/api/rating/submitTransaction", { token: site, body: { transactionId: prepared.body.transactionId } });
    await t.platform.runner.idle();
    const quote = await t.db.selectFrom("rate_results").select("id").where("transaction_id", "=", prepared.body.transactionId).executeTakeFirstOrThrow();
    const ok = await t.call<{ token: string; transactionId: string }>("post", "/api/account/fetchTokenByRateQuoteId", {
      token: site,
      body: { rateQuoteId: quote.id },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.transactionId).toBe(prepared.body.transactionId);
    expect((await t.call("post", "/api/account/fetchTokenByRateQuoteId", { token: site, body: { rateQuoteId: "rq_missing" } })).body.message).toBe(
      "Quote not found!",
    );
    expect((await t.call("post", "/api/account/fetchTokenByRateQuoteId", { token: site, body: {} })).status).toBe(400);
  });

  it("createCustomer saves a customer and updates it by e-mail; bad input writes nothing", async () => {
    const site = await t.siteToken();
    const customer = {
      firstName: "Riley",
      lastName: "Example",
      dob: "09/30/1985",
      email: "Riley@Example.com",
      phone: "713-555-0188",
      state: "TX",
      city: "Houston",
      zipcode: "77002",
    };
    const first = await t.call<{ customerId: string; created: boolean }>("post", "/api/account/createCustomer", { token: site, body: customer });
    expect(first.status).toBe(200);
    expect(first.body.created).toBe(true);
    const second = await t.call<{ customerId: string; created: boolean }>("post", "/api/account/createCustomer", {
      token: site,
      body: { ...customer, email: "riley@example.com", city: "Austin" },
    });
    expect(second.body).toMatchObject({ customerId: first.body.customerId, created: false });
    const stored = await t.db.selectFrom("customers").selectAll().where("id", "=", first.body.customerId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ city: "Austin", dob: "1985-09-30", phone: "7135550188" });

    const before = await count("customers");
    const bad = await t.call("post", "/api/account/createCustomer", {
      token: site,
      body: { ...customer, email: "not-mail", dob: "02/30/1990", zipcode: "7500", firstName: "R" },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors as object).sort()).toEqual(["dob", "email", "firstName", "zipcode"]);
    expect(await count("customers")).toBe(before);
  });
});

describeEachDatabase("platform without a client secret", (store) => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await startTestPlatform(store(), { env: { PLATFORM_CLIENT_SECRET: "" } });
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  it("a platform configured without PLATFORM_CLIENT_SECRET gives no site token to anyone", async () => {
    const attempts: Record<string, string>[] = [
      {},
      { "x-client-id": "site", "x-client-secret": "" },
      { "x-client-id": "site", "x-client-secret": "undefined" },
    ];
    for (const headers of attempts) {
      expect((await t.call("post", "/api/account/loginWithToken", { headers, body: {} })).status).toBe(401);
    }
  });
});
