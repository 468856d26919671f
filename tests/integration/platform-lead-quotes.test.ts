/**
 * doc2 §3 "Lead record ... Status Lead or Quoted. Up to 10 carrier entries", §4 "Lead capture ...
 * updated by its timestamp key until quoted": a lead linked to a rating transaction is made Quoted by
 * the platform, with the carrier entries of that rating, when the rating ends; once, whoever tells
 * it and however often; and the agent console's leads CSV shows those entries in the brand's columns.
 */
import { parse } from "csv-parse/sync";
import { z } from "zod";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../platform/db/test-databases.ts";
import { sampleTransaction, startTestPlatform, type Envelope, type TestPlatform } from "../../platform/http/test-client.ts";
import { staffSignIn } from "../../platform/services/staff-fixtures.ts";
import { leadCarriersOf, quoteLeadsOf } from "../../platform/services/lead-quotes.ts";
import { leadSchema } from "~/.server/platform/console";
import { leadsCsv } from "~/routes/console/csv.server";

interface Carrier {
  companyName: string;
  premium: number | null;
  rateQuoteId: string | null;
}
interface Lead extends Envelope {
  leadKey: string;
  leadId: string;
  status: string;
  record: { status: string; transactionId: string; carriers: Carrier[] };
}
interface Results {
  isDone: boolean;
  results: { rateQuoteId: string; companyName: string; status: string; rates: { totalPremium: number }[] }[];
}

describeEachDatabase("platform: a lead is quoted with its carrier entries when its rating ends", (store) => {
  let t: TestPlatform;
  let site: string;
  // Each carrier's answer waits this long: long enough, in a test that says so, to link a lead while the rating runs.
  let delayMs = 0;
  beforeAll(async () => {
    t = await startTestPlatform(store(), { settings: { delayFor: () => delayMs } });
    site = await t.siteToken("lonestar");
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  let visitor = 0;
  async function newLead(token = site) {
    visitor += 1;
    const header = { lang: "en", trackId: "lead", requestDate: new Date().toISOString(), state: "TX" };
    const body = {
      name: "Jordan",
      lastname: `Quoted${"x".repeat(visitor % 5)}`,
      email: `jordan.${visitor}@example.com`,
      phone: "214-555-0101",
      dob: "04/12/1990",
      city: "Dallas",
      zipCode: "75201",
      header,
    };
    const created = await t.call<Lead>("post", "/api/lead/create", { token, body, noHeader: true });
    expect(created.status).toBe(201);
    return created.body;
  }

  async function submitted(submit: Record<string, unknown> = {}, token = site) {
    const prepared = await t.call<{ transactionId: string }>("post", "/api/rating/prepareTransaction", { token, body: { transaction: sampleTransaction() } });
    expect(prepared.status).toBe(200);
    const transactionId = prepared.body.transactionId;
    expect((await t.call("post", "/api/rating/submitTransaction", { token, body: { transactionId, ...submit } })).status).toBe(200);
    return transactionId;
  }

  const link = (leadKey: string, body: Record<string, unknown>, token = site) => t.call<Lead>("patch", `/api/lead/${leadKey}`, { token, body });
  const read = async (leadKey: string) => (await t.call<Lead>("get", `/api/lead/${leadKey}`, { token: site })).body;

  /** The carrier entries the rating's results give: each rated carrier's card premium, cheapest first. */
  async function expectedEntries(transactionId: string): Promise<Carrier[]> {
    const { body } = await t.call<Results>("get", "/api/rating/getResultsByTransactionId", { token: site, query: { transactionId } });
    expect(body.isDone).toBe(true);
    return body.results
      .filter((r) => r.status === "rated")
      .map((r) => ({ companyName: r.companyName, premium: r.rates[0]!.totalPremium, rateQuoteId: r.rateQuoteId }))
      .sort((a, b) => a.premium - b.premium);
  }

  it("doc2 §4 linked while the carriers rate: Lead until the rating ends, then Quoted with every rated carrier, cheapest first, written by the platform", async () => {
    delayMs = 1500;
    try {
      const lead = await newLead();
      const transactionId = await submitted();
      // The site's "get my quotes" update: the rating is still running, so the lead stays a lead.
      const linked = await link(lead.leadKey, { status: "Quoted", transactionId, term: 6 });
      expect(linked.status).toBe(200);
      expect(linked.body).toMatchObject({ status: "Lead", record: { status: "Lead", transactionId, carriers: [] } });
      // Reading it changes nothing.
      const before = await t.db
        .selectFrom("leads")
        .select(["status", "record_json", "updated_at"])
        .where("lead_key", "=", lead.leadKey)
        .executeTakeFirstOrThrow();
      await read(lead.leadKey);
      await t.call("get", "/api/rating/getResultsByTransactionId", { token: site, query: { transactionId } });
      expect(
        await t.db.selectFrom("leads").select(["status", "record_json", "updated_at"]).where("lead_key", "=", lead.leadKey).executeTakeFirstOrThrow(),
      ).toEqual(before);

      await t.platform.runner.idle();
      const quoted = await read(lead.leadKey);
      const entries = await expectedEntries(transactionId);
      expect(entries.length).toBeGreaterThan(1);
      expect(quoted).toMatchObject({ status: "Quoted", record: { status: "Quoted", transactionId, carriers: entries } });
      const premiums = quoted.record.carriers.map((c) => c.premium!);
      expect(premiums).toEqual([...premiums].sort((a, b) => a - b));
      // Quoted is the last update.
      expect((await link(lead.leadKey, { term: 12 })).status).toBe(409);
    } finally {
      delayMs = 0;
    }
  });

  it("doc2 §4 linked after the rating ended: Quoted at once; the same link sent again or together writes once, with no entry twice", async () => {
    const transactionId = await submitted();
    await t.platform.runner.idle();
    const entries = await expectedEntries(transactionId);

    const lead = await newLead();
    const answers = await Promise.all([1, 2, 3].map(() => link(lead.leadKey, { status: "Quoted", transactionId })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(answers.find((a) => a.status === 200)!.body).toMatchObject({ status: "Quoted", record: { carriers: entries } });
    // The platform told again (as at a restart, or a second run's end) writes nothing more.
    expect(await Promise.all([quoteLeadsOf(t.platform.context, transactionId), quoteLeadsOf(t.platform.context, transactionId)])).toEqual([0, 0]);
    expect((await read(lead.leadKey)).record.carriers).toEqual(entries);
    expect((await link(lead.leadKey, { status: "Quoted", transactionId })).status).toBe(409);
  });

  it("doc2 §4 the rating's end and a link racing it: the lead is written once, whichever comes first", async () => {
    const transactionId = await submitted();
    const leads = await Promise.all([newLead(), newLead(), newLead()]);
    // Links, the run's own end and extra completions all at once.
    await Promise.all([
      ...leads.map((lead) => link(lead.leadKey, { status: "Quoted", transactionId })),
      t.platform.runner.idle(),
      quoteLeadsOf(t.platform.context, transactionId),
    ]);
    await t.platform.runner.idle();
    const entries = await expectedEntries(transactionId);
    for (const lead of leads) expect(await read(lead.leadKey)).toMatchObject({ status: "Quoted", record: { carriers: entries } });
  });

  it("doc2 §4 a rating with no carrier quotes the lead linked before it was submitted, with no entries", async () => {
    const lead = await newLead();
    const prepared = await t.call<{ transactionId: string }>("post", "/api/rating/prepareTransaction", {
      token: site,
      body: { transaction: sampleTransaction() },
    });
    const transactionId = prepared.body.transactionId;
    expect((await link(lead.leadKey, { transactionId })).body).toMatchObject({ status: "Lead", record: { transactionId } });
    await t.call("post", "/api/rating/submitTransaction", { token: site, body: { transactionId, carriers: [] } });
    await t.platform.runner.idle();
    expect(await read(lead.leadKey)).toMatchObject({ status: "Quoted", record: { transactionId, carriers: [] } });
  });

  it("carrier entries of a linked lead are the platform's: sent by the caller they are refused and nothing is written", async () => {
    const transactionId = await submitted();
    await t.platform.runner.idle();
    const lead = await newLead();
    const refused = await link(lead.leadKey, { status: "Quoted", transactionId, carriers: [{ companyName: "Made Up", premium: 1 }] });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ carriers: "are written by the platform from the transaction's rating" });
    expect(await read(lead.leadKey)).toMatchObject({ status: "Lead", record: { transactionId: "", carriers: [] } });
  });

  it("another brand's transaction is not this lead's rating: its carriers are never copied", async () => {
    const transactionId = await submitted();
    await t.platform.runner.idle();
    const other = await t.siteToken("bluebonnet");
    const lead = await newLead(other);
    const answer = await link(lead.leadKey, { status: "Quoted", transactionId }, other);
    expect(answer.body).toMatchObject({ status: "Quoted", record: { transactionId, carriers: [] } });
  });

  it("doc2 §3 at most 10 carrier entries, the cheapest", async () => {
    const transactionId = await submitted();
    await t.platform.runner.idle();
    const rated = await t.db
      .selectFrom("rate_results")
      .selectAll()
      .where("transaction_id", "=", transactionId)
      .where("status", "=", "rated")
      .executeTakeFirstOrThrow();
    const result = JSON.parse(rated.result_json!) as { payPlans: { premium: number }[]; fees: { amount: number }[] };
    const fees = result.fees.reduce((sum, fee) => sum + fee.amount, 0);
    // Twelve more answers, premiums 1012 down to 1001 (before fees), after the real ones.
    const last = await t.db
      .selectFrom("rate_results")
      .select((eb) => eb.fn.max("seq").as("seq"))
      .where("transaction_id", "=", transactionId)
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 12; i++) {
      const payPlans = result.payPlans.map((plan, p) => ({ ...plan, premium: p === 0 ? 1012 - i : plan.premium }));
      await t.db
        .insertInto("rate_results")
        .values({
          ...rated,
          id: `rq_extra_${i}`,
          seq: Number(last.seq) + 1 + i,
          carrier_id: `extra-${i}`,
          company_name: `Extra ${i}`,
          result_json: JSON.stringify({ ...result, payPlans }),
        })
        .execute();
    }
    const entries = await leadCarriersOf(t.db, transactionId);
    expect(entries).toHaveLength(10);
    const all = [...(await expectedEntries(transactionId))];
    expect(all.length).toBeGreaterThan(10);
    expect(entries).toEqual(all.slice(0, 10));
    expect(entries.map((e) => e.premium)).toContain(Math.round((1001 + fees) * 100) / 100);
  });

  it("a lead whose rating ended while no one wrote it (a stop between the two writes) is quoted when the platform starts", async () => {
    const transactionId = await submitted();
    await t.platform.runner.idle();
    const lead = await newLead();
    // As left by a process stopped after linking and before quoting.
    await t.db.updateTable("leads").set({ transaction_id: transactionId }).where("lead_key", "=", lead.leadKey).execute();
    const again = await startTestPlatform(store());
    try {
      expect(await read(lead.leadKey)).toMatchObject({ status: "Quoted", record: { transactionId, carriers: await expectedEntries(transactionId) } });
    } finally {
      await again.close();
    }
  });

  it("doc2 §3, §9 the agent console's leads CSV shows a quoted lead's carriers in the brand's lead carrier columns", async () => {
    const lead = await newLead();
    const transactionId = await submitted();
    await link(lead.leadKey, { status: "Quoted", transactionId });
    await t.platform.runner.idle();
    const entries = await expectedEntries(transactionId);
    expect(entries.length).toBeGreaterThanOrEqual(3);

    const agent = await staffSignIn(t, { email: "lena.agent@example.com", name: "Lena Ortiz", role: "agent", brands: ["lonestar"] });
    const found = await t.call("get", "/api/staff/leads", { token: agent, query: { q: transactionId } });
    const { leads } = z.object({ leads: z.array(leadSchema) }).parse(found.body);
    expect(leads.map((l) => l.leadKey)).toEqual([lead.leadKey]);

    // The brand's quote settings give 3 carrier columns.
    const [head, row] = parse(leadsCsv(leads, new Map([["lonestar", 3]])), { bom: true }) as [string[], string[]];
    const cell = (name: string) => row[head.indexOf(name)];
    expect(head.filter((name) => /^Carrier \d+$/.test(name))).toEqual(["Carrier 1", "Carrier 2", "Carrier 3"]);
    expect(cell("Status")).toBe("Quoted");
    expect(cell("Transaction id")).toBe(transactionId);
    for (const [i, entry] of entries.slice(0, 3).entries()) expect(cell(`Carrier ${i + 1}`)).toBe(`${entry.companyName} ${entry.premium!.toFixed(2)}`);
  });
});
