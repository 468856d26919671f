/**
 * doc2 §2 estimated quote widget: `POST /api/rating/estimate` rates a transaction at once, with the
 * carriers a submit would ask, stores nothing, and answers the lowest premium among the plans the
 * results of the same request show (never below every quote), with each carrier's plans in order.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { sql } from "kysely";
import { describeEachDatabase, ownTableNames } from "../../platform/db/test-databases.ts";
import { sampleTransaction, startTestPlatform, type TestPlatform } from "../../platform/http/test-client.ts";
import { toNumber } from "../../platform/db/index.ts";

interface Rate {
  totalPremium: number;
  payPlanCode: string;
  payPlanDescription: string;
  payPlanDownPayment: number;
  payPlanNumOfPayments: number;
  payPlanPaymentAmount: number;
  payPlanDownPaymentMonths: number | null;
  payPlanEft: boolean;
  totalCharges: number;
}
interface Results {
  isDone: boolean;
  carrierCount: number;
  results: { carrierId: string; status: string; rates: Rate[] }[];
}
interface Estimate {
  lowestPremium: number | null;
  term: number;
  carrierCount: number;
  carriers: { carrierId: string; rates: Rate[] }[];
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

  /** The submitted transaction's results: the plan each card shows, and every plan of each carrier. */
  async function realResults(transaction: Record<string, unknown>) {
    const prepared = await t.call<{ transactionId: string }>("post", "/api/rating/prepareTransaction", { token: site, body: { transaction } });
    expect(prepared.status).toBe(200);
    const submitted = await t.call("post", "/api/rating/submitTransaction", { token: site, body: { transactionId: prepared.body.transactionId } });
    expect(submitted.status).toBe(200);
    await t.platform.runner.idle();
    const query = { transactionId: prepared.body.transactionId };
    const shown = await t.call<Results>("get", "/api/rating/getResultsByTransactionId", { token: site, query });
    const all = await t.call<Results>("get", "/api/rating/getResultsByTransactionId", { token: site, query: { ...query, allRates: true } });
    expect(shown.body.isDone).toBe(true);
    return { shown: shown.body, all: all.body };
  }

  const pick = (rate: Rate) => ({
    totalPremium: rate.totalPremium,
    payPlanCode: rate.payPlanCode,
    payPlanDescription: rate.payPlanDescription,
    payPlanDownPayment: rate.payPlanDownPayment,
    payPlanPaymentAmount: rate.payPlanPaymentAmount,
    payPlanNumOfPayments: rate.payPlanNumOfPayments,
    payPlanDownPaymentMonths: rate.payPlanDownPaymentMonths,
    payPlanEft: rate.payPlanEft,
    totalCharges: rate.totalCharges,
  });

  const profiles: [string, Record<string, unknown>][] = [
    ["6 months, state minimum", {}],
    [
      "12 months, fuller coverage",
      {
        term: 12,
        coverages: [
          { coverageCd: "BI", val1: 50000, val2: 100000 },
          { coverageCd: "PD", val1: 50000 },
          { coverageCd: "COMP", val1: 500 },
          { coverageCd: "COLL", val1: 500 },
        ],
      },
    ],
  ];
  const estimated: number[] = [];
  for (const [name, overrides] of profiles) {
    it(`doc2 §2 estimated quote widget: the estimate is the lowest premium the real quotes show, never below every quote (${name})`, async () => {
      const transaction = sampleTransaction(overrides);
      const started = performance.now();
      const answer = await estimate(transaction);
      const elapsed = performance.now() - started;
      expect(answer.status).toBe(200);
      expect(elapsed).toBeLessThan(ANSWER_DELAY_MS);
      const real = await realResults(transaction);
      const shownPremiums = real.shown.results.flatMap((r) => r.rates.slice(0, 1).map((rate) => rate.totalPremium));
      expect(shownPremiums.length).toBeGreaterThan(0);
      expect(answer.body).toMatchObject({ lowestPremium: Math.min(...shownPremiums), term: transaction.term, carrierCount: real.shown.carrierCount });
      // Each quoting carrier's plans, in the order the results list them, for the site's card rules.
      expect(answer.body.carriers).toEqual(real.all.results.map((r) => ({ carrierId: r.carrierId, rates: r.rates.map(pick) })));
      estimated.push(answer.body.lowestPremium!);
    });
  }

  it("doc2 §2 estimated quote widget: a carrier whose card shows its default monthly plan is estimated at that plan, not at its cheaper paid-in-full one", async () => {
    const transaction = sampleTransaction({ carrierId: "bluebonnet-lantern" });
    const answer = await estimate(transaction);
    expect(answer.status).toBe(200);
    const plans = answer.body.carriers.find((c) => c.carrierId === "bluebonnet-lantern")?.rates ?? [];
    const paidInFull = plans.find((rate) => rate.payPlanNumOfPayments === 0);
    expect(plans[0]?.payPlanCode).toBe("MO");
    expect(paidInFull!.totalPremium).toBeLessThan(plans[0]!.totalPremium);
    expect(answer.body.lowestPremium).toBe(plans[0]!.totalPremium);
    const real = await realResults(transaction);
    expect(real.shown.results.map((r) => r.rates[0]?.totalPremium)).toEqual([answer.body.lowestPremium]);
  });

  it("doc2 §2 estimated quote widget: the estimate follows the term and coverage asked", () => {
    expect(estimated).toHaveLength(2);
    expect(estimated[1]).toBeGreaterThan(estimated[0]!);
  });

  it("doc2 §2 estimated quote widget: the estimate stores nothing", async () => {
    const before = await rowCounts();
    expect((await estimate(sampleTransaction())).status).toBe(200);
    expect(await rowCounts()).toEqual(before);
  });

  it("doc2 §2 estimated quote widget: no carrier quoting gives a null premium", async () => {
    // Drivers younger than every carrier accepts.
    const young = sampleTransaction({
      drivers: [{ name: "Jordan", surname: "Sample", dob: "04/12/2015", gender: 0, maritalStatus: 1, relation: 0, licenseType: 1 }],
      customer: { ...sampleTransaction().customer, dob: "04/12/2015" },
    });
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
    const doc = t.document as unknown as {
      paths: Record<string, Record<string, { summary?: string; requestBody?: object; responses: Record<string, unknown> }>>;
    };
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
