import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../db/test-databases.ts";
import { startTestPlatform, type Envelope, type TestPlatform } from "../http/test-client.ts";
import { STAFF_PASSWORD, preparedTransaction, staffSignIn } from "../services/staff-fixtures.ts";

interface LeadView {
  leadId: string;
  brand: string;
  consentCount: number;
  record: Record<string, unknown>;
}

const consentText = "By checking this box I agree to be contacted by phone, text and e-mail about insurance quotes.";

describeEachDatabase("agent console: staff sign-in and brand-scoped access", (store) => {
  let t: TestPlatform;
  let lonestarSite: string;
  let bluebonnetSite: string;
  let lonestarAgent: string;
  let bluebonnetAgent: string;
  let supervisor: string;
  let lonestarTx: string;
  let lonestarLead: string;
  let customerToken: string;

  beforeAll(async () => {
    t = await startTestPlatform(store());
    lonestarSite = await t.siteToken("lonestar");
    bluebonnetSite = await t.siteToken("bluebonnet");
    lonestarAgent = await staffSignIn(t, { email: "ana.agent@example.com", name: "Ana Morales", role: "agent", brands: ["lonestar"] });
    bluebonnetAgent = await staffSignIn(t, { email: "ben.agent@example.com", name: "Ben Carter", role: "agent", brands: ["bluebonnet"] });
    supervisor = await staffSignIn(t, { email: "sam.supervisor@example.com", name: "Sam Rivera", role: "supervisor", brands: [] });
    const prepared = await preparedTransaction(t, lonestarSite);
    lonestarTx = prepared.transactionId;
    customerToken = prepared.customerToken;
    await t.call("post", `/api/follow-up/tracking/${lonestarTx}`, { token: lonestarSite, body: { rateQuoteId: "rq-1" } });
    const header = { lang: "en", trackId: "lead", requestDate: new Date().toISOString(), state: "TX" };
    const lead = {
      name: "Jordan",
      lastname: "Sample",
      email: "jordan.sample@example.com",
      phone: "214-555-0101",
      dob: "04/12/1990",
      city: "Dallas",
      zipCode: "75201",
      consent: { consentText, page: "/get-a-quote" },
    };
    const created = await t.call<{ leadId: string }>("post", "/api/lead/create", { token: lonestarSite, body: { ...lead, header }, noHeader: true });
    lonestarLead = created.body.leadId;
    await t.call("post", "/api/lead/create", {
      token: bluebonnetSite,
      body: { ...lead, name: "Riley", lastname: "Example", email: "riley@example.com", consent: undefined, header },
      noHeader: true,
    });
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  const staffCalls = (): [string, string, unknown?][] => [
    ["get", "/api/staff/me"],
    ["get", "/api/staff/queues"],
    ["get", "/api/staff/changes"],
    ["get", `/api/staff/tracking/${lonestarTx}`],
    ["post", `/api/staff/tracking/${lonestarTx}/codes/email/decision`, { decision: "yes" }],
    ["post", `/api/staff/tracking/${lonestarTx}/call-back/handled`, {}],
    ["post", `/api/staff/tracking/${lonestarTx}/notification/handled`, {}],
    ["get", "/api/staff/leads"],
    ["get", `/api/staff/leads/${lonestarLead}`],
    ["post", "/api/staff/logout", {}],
  ];

  it("every staff call refuses anonymous callers (401), site and customer tokens, and a staff token of no staff member (403)", async () => {
    const noMember = await t.staffToken("lonestar");
    for (const [method, path, body] of staffCalls()) {
      const m = method as "get" | "post";
      expect((await t.call(m, path, { body })).status, `${path} anonymous`).toBe(401);
      expect((await t.call(m, path, { token: lonestarSite, body })).status, `${path} site`).toBe(403);
      expect((await t.call(m, path, { token: customerToken, body })).status, `${path} customer`).toBe(403);
      expect((await t.call(m, path, { token: noMember, body })).status, `${path} no member`).toBe(403);
    }
  });

  it("an agent of another brand cannot see this brand's record or lead, nor ask for its brand; a supervisor sees every brand", async () => {
    expect((await t.call("get", `/api/staff/tracking/${lonestarTx}`, { token: bluebonnetAgent })).status).toBe(404);
    expect((await t.call("post", `/api/staff/tracking/${lonestarTx}/codes/email/decision`, { token: bluebonnetAgent, body: { decision: "yes" } })).status).toBe(
      404,
    );
    expect((await t.call("post", `/api/staff/tracking/${lonestarTx}/call-back/handled`, { token: bluebonnetAgent, body: {} })).status).toBe(404);
    expect((await t.call("get", `/api/staff/leads/${lonestarLead}`, { token: bluebonnetAgent })).status).toBe(404);
    expect((await t.call("get", "/api/staff/queues", { token: bluebonnetAgent, query: { brand: "lonestar" } })).status).toBe(403);
    expect((await t.call("get", "/api/staff/leads", { token: bluebonnetAgent, query: { brand: "lonestar" } })).status).toBe(403);

    const theirs = await t.call<{ leads: LeadView[] }>("get", "/api/staff/leads", { token: bluebonnetAgent });
    expect(theirs.body.leads.map((l) => l.brand)).toEqual(["bluebonnet"]);
    const ours = await t.call<{ leads: LeadView[] }>("get", "/api/staff/leads", { token: lonestarAgent });
    expect(ours.body.leads.map((l) => l.brand)).toEqual(["lonestar"]);
    const all = await t.call<{ leads: LeadView[] }>("get", "/api/staff/leads", { token: supervisor });
    expect(all.body.leads.map((l) => l.brand).sort()).toEqual(["bluebonnet", "lonestar"]);
    expect((await t.call("get", `/api/staff/tracking/${lonestarTx}`, { token: supervisor })).status).toBe(200);
    const me = await t.call<{ staff: { role: string; brands: string[] | null } }>("get", "/api/staff/me", { token: lonestarAgent });
    expect(me.body.staff).toMatchObject({ role: "agent", brands: ["lonestar"] });
    expect((await t.call<{ staff: { brands: null } }>("get", "/api/staff/me", { token: supervisor })).body.staff.brands).toBeNull();
  });

  it("doc2 §3 leads: every field of the record, searchable; consent records (TCPA) per lead, read-only", async () => {
    const found = await t.call<{ leads: LeadView[]; total: number }>("get", "/api/staff/leads", { token: supervisor, query: { q: "jordan 75201" } });
    expect(found.body.total).toBe(1);
    expect(found.body.leads[0]!.consentCount).toBe(1);
    expect(found.body.leads[0]!.record).toMatchObject({
      name: "Jordan",
      lastname: "Sample",
      phone: "2145550101",
      zip: "75201",
      status: "Lead",
      brand: "lonestar",
      carriers: [],
    });
    for (const field of [
      "ageGroup",
      "license",
      "vehicle1",
      "vehicle2",
      "driverCount",
      "term",
      "coverage",
      "transactionId",
      "experience",
      "userType",
      "licenseType",
      "gender",
      "marital",
      "insured",
      "homeInsurance",
      "visitDate",
    ]) {
      expect(found.body.leads[0]!.record, field).toHaveProperty(field);
    }
    expect((await t.call<{ total: number }>("get", "/api/staff/leads", { token: supervisor, query: { q: "nobody-here" } })).body.total).toBe(0);
    expect((await t.call<{ total: number }>("get", "/api/staff/leads", { token: supervisor, query: { status: "Quoted" } })).body.total).toBe(0);
    const detail = await t.call<{ consents: { consentText: string; firstName: string; mobileNumber: string; page: string }[] }>(
      "get",
      `/api/staff/leads/${lonestarLead}`,
      { token: lonestarAgent },
    );
    expect(detail.body.consents).toEqual([expect.objectContaining({ consentText, firstName: "Jordan", mobileNumber: "2145550101", page: "/get-a-quote" })]);
  });

  it("staff sign-in: a wrong password is 401 (the same for an unknown e-mail), repeated failures 429; sign-out ends the token", async () => {
    const wrong = await t.call<Envelope>("post", "/api/staff/login", { token: lonestarSite, body: { email: "ana.agent@example.com", password: "Wrong#2026" } });
    expect(wrong.status).toBe(401);
    const unknown = await t.call<Envelope>("post", "/api/staff/login", {
      token: lonestarSite,
      body: { email: "nobody@example.com", password: STAFF_PASSWORD },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(wrong.body.message);
    // Customers cannot sign in here, nor can staff sign in without the site.
    expect((await t.call("post", "/api/staff/login", { body: { email: "ana.agent@example.com", password: STAFF_PASSWORD } })).status).toBe(401);
    for (let i = 0; i < 5; i++)
      await t.call("post", "/api/staff/login", { token: lonestarSite, body: { email: "ben.agent@example.com", password: "Wrong#2026" } });
    expect((await t.call("post", "/api/staff/login", { token: lonestarSite, body: { email: "ben.agent@example.com", password: STAFF_PASSWORD } })).status).toBe(
      429,
    );

    const token = await staffSignIn(t, { email: "cara.agent@example.com", name: "Cara", role: "agent", brands: ["delsol"] });
    expect((await t.call("post", "/api/staff/logout", { token, body: {} })).status).toBe(200);
    expect((await t.call("get", "/api/staff/me", { token })).status).toBe(401);
  });
});
