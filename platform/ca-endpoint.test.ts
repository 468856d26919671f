/** doc2 §4: the California endpoint answers the same calls as the main one, on the same data. */
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "./db/test-databases.ts";
import { sampleTransaction, startTestPlatform, type TestPlatform } from "./http/test-client.ts";

describeEachDatabase("California endpoint", (store) => {
  let t: TestPlatform;
  let token: string;
  beforeAll(async () => {
    t = await startTestPlatform(store());
    token = await t.siteToken("delsol");
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it("doc2 §4 a Los Angeles zip is quoted on /api/ca for a brand serving California", async () => {
    const { status, body } = await t.call("get", "/api/ca/address/citybyzip", { token, query: { zip: "90001" } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ isSuccess: true, isQuoteAvaliable: true, addresses: [{ city: "Los Angeles", state: "CA" }] });
  });

  it("doc2 §4 a transaction prepared on the California endpoint is the same transaction on the main one", async () => {
    const prepared = await t.call<{ transactionId: string }>("post", "/api/ca/rating/prepareTransaction", {
      token,
      body: { transaction: sampleTransaction() },
    });
    expect(prepared.status).toBe(200);
    const saved = await t.call("get", "/api/rating/getTransaction", { token, query: { transactionId: prepared.body.transactionId } });
    expect(saved.status).toBe(200);
  });

  it("only the California prefix is an alias: /api/cax is unknown", async () => {
    const { status } = await t.call("get", "/api/cax/address/citybyzip", { token, query: { zip: "90001" } });
    expect(status).toBe(404);
  });
});
