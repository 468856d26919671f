/**
 * doc2 §2 estimated quote widget: `POST /api/rating/estimate` rates a transaction at once, with the
 * carriers a submit would ask, stores nothing, and answers the lowest paid-in-full premium the
 * results of the same request show.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "kysely";
import { describeEachDatabase, ownTableNames } from "../../platform/db/test-databases.ts";
import { sampleTransaction, startTestPlatform, type TestPlatform } from "../../platform/http/test-client.ts";
import { toNumber } from "../../platform/db/index.ts";

interface Rate {
  totalPremium: number;
  payPlanNumOfPayments: number;
  payPlanPaymentAmount: number;
}
interface Results {
  isDone: boolean;
  carrierCount: number;
  results: { status: string; rates: Rate[] }[];
}
interface Estimate {
  lowestPremium: number | null;
  term: number;
  carrierCount: number;
}

// Submitted carriers answer after 1.5 s each; the estimate waits for none of it.
const ANSWER_DELAY_MS = 1500;

describeEachDatabase("platform rating estimate", (store) => {
  let t: TestPlatform;
  let site: string;
  beforeAll(async () => {
    t = await startTestPlatform(store(), { settings: { delayFor: () => ANSWER_DELAY_MS } });
    site = await t.siteToken();
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  async function rowCounts(): Promise<Record<string, number>> {
    const tables = (await ownTableNames(store())).filter((name) => name !== "tokens" && name !== "botcheck_used");
    const counts: Record<string, number> = {};
    for (const name of tables) counts[name] = toNumber((await sql<{ n: unknown }>`select count(*) as n from ${sql.table(name)}`.execute(t.db)).rows[0]?.n);
    return counts;
  }

  const estimate = (transaction: Record<string, unknown>, auth: { token?: string } = { token: site }) =>
    t.call<Estimate & { errors?: Record<string, string> }>("post", "/api/rating/estimate", { token: auth.token, body: { transaction } });

  /** The lowest paid-in-full premium the submitted transaction's results list (every pay plan). */
  async function lowestFromResults(transaction: Record<string, unknown>): Promise<{ lowest: number | null; carrierCount: number }> {
    const prepared = await t.call<{ transactionId: string }>("post", "/api/rating/prepareTransaction", { token: site, body: { transaction } });
    expect(prepared.status).toBe(200);
    const submitted = await t.call("post", "/api/rating/submitTransaction", { token: site, body: { transactionId: prepared.body.transactionId } });
    expect(submitted.status).toBe(200);
    await t.platform.runner.idle();
    const { body } = await t.call<Results>("get", "/api/rating/getResultsByTransactionId", { token: site, query: { transactionId: prepared.body.transactionId, allRates: true } });
    expect(body.isDone).toBe(true);
    const inFull = body.results.flatMap((r) => r.rates).filter((rate) => !rate.payPlanNumOfPayments || !rate.payPlanPaymentAmount);
    return { lowest: inFull.length ? Math.min(...inFull.map((rate) => rate.totalPremium)) : null, carrierCount: body.carrierCount };
  }

  const profiles: [string, Record<string, unknown>][] = [
    ["6 months, state minimum", {}],
    ["12 months, fuller coverage", { term: 12, coverages: [{ coverageCd: "BI", val1: 50000, val2: 100000 }, { coverageCd: "PD", val1: 50000 }, { coverageCd: "COMP", val1: 500 }, { coverageCd: "COLL", val1: 500 }] }],
  ];
  for (const [name, overrides] of profiles) {
    it(`doc2 §2 estimated quote widget: the estimate is the lowest paid-in-full premium of the real results (${name})`, async () => {
      const transaction = sampleTransaction(overrides);
      const started = performance.now();
      const answer = await estimate(transaction);
      const elapsed = performance.now() - started;
      expect(answer.status).toBe(200);
      expect(elapsed).toBeLessThan(ANSWER_DELAY_MS);
      const real = await lowestFromResults(transaction);
      expect(real.lowest).not.toBeNull();
      expect(answer.body).toMatchObject({ lowestPremium: real.lowest, term: transaction.term, carrierCount: real.carrierCount });
    });
  }

  it("doc2 §2 estimated quote widget: the estimate stores nothing", async () => {
    const before = await rowCounts();
    expect((await estimate(sampleTransaction())).status).toBe(200);
    expect(await rowCounts()).toEqual(before);
  });

  it("doc2 §2 estimated quote widget: no carrier quoting gives a null premium", async () => {
    // Drivers younger than every carrier accepts.
    const young = sampleTransaction({ drivers: [{ name: "Jordan", surname: "Sample", dob: "04/12/2015", gender: 0, maritalStatus: 1, relation: 0, licenseType: 1 }], customer: { ...sampleTransaction().customer, dob: "04/12/2015" } });
    const answer = await estimate(young);
    expect(answer.status).toBe(200);
    expect(answer.body.lowestPremium).toBeNull();
    expect(answer.body.carrierCount).toBeGreaterThan(0);
  });

  it("doc2 §5 estimate: bad input answers 400 with one message per field, never 500", async () => {
    const base = sampleTransaction();
    const bad = await estimate({ ...base, term: 3, customer: { ...base.customer, address: { ...base.customer.address, zipCode: "7520" } }, drivers: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      "transaction.term": expect.stringContaining("6, 12"),
      "transaction.customer.address.zipCode": "must be 5 digits",
      "transaction.drivers": "needs at least one driver",
    });
    for (const body of ["{not json", "[]", "null", JSON.stringify({ transaction: "x" }), JSON.stringify({})]) {
      const answer = await t.call<{ isSuccess: boolean }>("post", "/api/rating/estimate", { token: site, body });
      expect(answer.status, body).toBe(400);
      expect(answer.body.isSuccess).toBe(false);
    }
  });

  it("doc2 §7 estimate: documented in the OpenAPI document with its body, answer and errors", () => {
    const doc = t.document as unknown as { paths: Record<string, Record<string, { summary?: string; requestBody?: object; responses: Record<string, unknown> }>> };
    const operation = doc.paths["/api/rating/estimate"]?.post;
    expect(operation?.summary).toBeTruthy();
    expect(operation?.requestBody).toBeDefined();
    expect(Object.keys(operation?.responses ?? {})).toEqual(expect.arrayContaining(["200", "400", "401"]));
  });

  it("doc2 §7 estimate: needs a platform token like the other rating calls", async () => {
    expect((await estimate(sampleTransaction(), {})).status).toBe(401);
    expect((await estimate(sampleTransaction(), { token: "not-a-token" })).status).toBe(401);
  });
});
