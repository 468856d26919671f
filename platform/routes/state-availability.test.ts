/** GET /api/rating/stateAvailability (doc2 §1, §5): a brand quotes a state when it serves it and one of its carriers rates it. */
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../db/test-databases.ts";
import { sampleTransaction, startTestPlatform, type TestPlatform } from "../http/test-client.ts";

const PATH = "/api/rating/stateAvailability";

describeEachDatabase("state availability", (store) => {
  let t: TestPlatform;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestPlatform(store());
    for (const brand of ["lonestar", "bluebonnet", "delsol", "acme"]) tokens[brand] = await t.siteToken(brand);
  }, 60_000);
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t?.close();
  });

  const ask = (brand: string, state: string) => t.call("get", PATH, { token: tokens[brand], query: { state } });

  it("doc2 §1 every state a seed brand serves is quoted by two carriers", async () => {
    const served = { lonestar: ["TX"], bluebonnet: ["TX", "AZ", "NM"], delsol: ["TX", "CA"] };
    for (const [brand, states] of Object.entries(served)) {
      for (const state of states) {
        const { status, body } = await ask(brand, state.toLowerCase());
        expect(status).toBe(200);
        expect(body, `${brand} ${state}`).toMatchObject({ isSuccess: true, state, served: true, quotable: true });
        expect(body.carrierCount, `${brand} ${state}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it("doc2 §5 a state the brand does not serve is not quotable, whoever rates it", async () => {
    expect((await ask("lonestar", "AZ")).body).toMatchObject({ state: "AZ", served: false, carrierCount: 2, quotable: false });
    expect((await ask("bluebonnet", "CA")).body).toMatchObject({ state: "CA", served: false, quotable: false });
    expect((await ask("delsol", "WY")).body).toMatchObject({ state: "WY", served: false, carrierCount: 0, quotable: false });
  });

  it("doc2 §1 a served state none of the brand's enabled carriers rates is not quotable, and the count is what a submit rates with", async () => {
    // acme (a brand without served states of its own: Texas) rates with a Californian only; its Texas carrier is switched off.
    await t.db
      .insertInto("brand_carriers")
      .values([
        { brand: "acme", carrier_id: "golden-poppy", position: 1, enabled: 1 },
        { brand: "acme", carrier_id: "bluebonnet-lantern", position: 2, enabled: 0 },
      ])
      .execute();
    expect((await ask("acme", "TX")).body).toMatchObject({ state: "TX", served: true, carrierCount: 0, quotable: false });
    expect((await ask("acme", "CA")).body).toMatchObject({ state: "CA", served: false, carrierCount: 1, quotable: false });
    // A Texas transaction of that brand is rated by no carrier: the count matches.
    const prepared = await t.call<{ transactionId: string }>("post", "/api/rating/prepareTransaction", {
      token: tokens.acme,
      body: { transaction: sampleTransaction() },
    });
    const submitted = await t.call<{ carrierCount: number }>("post", "/api/rating/submitTransaction", {
      token: tokens.acme,
      body: { transactionId: prepared.body.transactionId },
    });
    expect(submitted.body.carrierCount).toBe(0);
    // doc2 §4 no quotes, known at once: the transaction is done the moment it is submitted.
    const results = await t.call("get", "/api/rating/getResultsByTransactionId", { token: tokens.acme, query: { transactionId: prepared.body.transactionId } });
    expect(results.body).toMatchObject({ isDone: true, completedCount: 0, carrierCount: 0, results: [] });
    await t.db.updateTable("brand_carriers").set({ enabled: 1 }).where("brand", "=", "acme").execute();
    expect((await ask("acme", "TX")).body).toMatchObject({ served: true, carrierCount: 1, quotable: true });
    await t.platform.runner.idle();
  });

  it("doc2 §1, §5 carrierIds: the count of the named carriers whose rate tables cover the state, whatever the brand's served-states default", async () => {
    const named = (brand: string, state: string, carrierIds: string) => t.call("get", PATH, { token: tokens[brand], query: { state, carrierIds } });
    // lonestar does not serve Arizona by the platform's default table: with its carriers named, the
    // site decides that, and the platform only counts the carriers it can rate there.
    expect((await named("lonestar", "AZ", "high-desert,saguaro-mesa,bluebonnet-lantern")).body).toMatchObject({
      state: "AZ",
      served: null,
      carrierCount: 2,
      quotable: true,
    });
    expect((await named("bluebonnet", "nm", "high-desert")).body).toMatchObject({ state: "NM", served: null, carrierCount: 1, quotable: true });
    // Served by the default table, but none of the named carriers rates Texas: not quotable.
    expect((await named("lonestar", "TX", "golden-poppy")).body).toMatchObject({ state: "TX", served: null, carrierCount: 0, quotable: false });
    // An unknown carrier counts for nothing; a carrier named twice counts once; an empty list names none.
    expect((await named("delsol", "CA", "golden-poppy,golden-poppy,no-such-carrier")).body).toMatchObject({ carrierCount: 1, quotable: true });
    expect((await named("delsol", "CA", "")).body).toMatchObject({ state: "CA", served: null, carrierCount: 0, quotable: false });
  });

  it("carrierIds that are not carrier ids, or more than 50, are 400 with the field's message", async () => {
    for (const carrierIds of ["Golden-Poppy", "a b", "x;y", Array.from({ length: 51 }, (_, i) => `c${i}`).join(",")]) {
      const { status, body } = await t.call("get", PATH, { token: tokens.delsol, query: { state: "CA", carrierIds } });
      expect(status, carrierIds.slice(0, 20)).toBe(400);
      expect(body.errors ?? body, carrierIds.slice(0, 20)).toMatchObject({ carrierIds: expect.stringMatching(/carrier ids|at most 50/) });
    }
    expect((await t.call("get", PATH, { token: tokens.delsol, query: { state: "CA", carrierIds: "x,".repeat(1600) } })).status).toBe(400);
  });

  it("a state that is not a US state's two-letter code is 400 with the field's message", async () => {
    for (const state of ["A1", "ARIZONA", "", "ZZ"]) {
      const { status, body } = await ask("bluebonnet", state);
      expect(status, state).toBe(400);
      expect(body.errors ?? body, state).toMatchObject({ state: expect.stringMatching(/two-letter state code|required/) });
    }
    expect((await t.call("get", PATH, { token: tokens.bluebonnet })).status).toBe(400);
  });

  it("only the site may ask: no token 401, a customer or staff token 403", async () => {
    expect((await t.call("get", PATH, { query: { state: "AZ" } })).status).toBe(401);
    const prepared = await t.call<{ token: string }>("post", "/api/rating/prepareTransaction", {
      token: tokens.bluebonnet,
      body: { transaction: sampleTransaction() },
    });
    expect((await t.call("get", PATH, { token: prepared.body.token, query: { state: "AZ" } })).status).toBe(403);
    expect((await t.call("get", PATH, { token: await t.staffToken("bluebonnet"), query: { state: "AZ" } })).status).toBe(403);
  });
});
