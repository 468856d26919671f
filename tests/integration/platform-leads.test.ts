import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../platform/db/test-databases.ts";
import { partnerLinkSignature } from "../../platform/services/partner-links.ts";
import { startTestPlatform, type Envelope, type TestPlatform } from "../../platform/http/test-client.ts";
import { toNumber } from "../../platform/db/index.ts";

interface Lead extends Envelope {
  leadKey: string;
  status: string;
  record: Record<string, unknown> & { carriers: unknown[]; visitDate: string };
  source: Record<string, string>;
  consents: { consentText: string; page: string; ipAddress: string; consentedAt: string }[];
}

const consentText = "By checking this box I agree to be contacted by phone, text and e-mail about insurance quotes.";
const lead = {
  name: "Jordan",
  lastname: "Sample",
  email: "Jordan.Sample@example.com",
  phone: "214-555-0101",
  dob: "04/12/1990",
  city: "Dallas",
  zipCode: "75201",
  loyaltyEnrollmentStatus: "enrolled",
  source: { utmSource: "google", medium: "cpc", utmCampaign: "tx-auto", gclId: "abc123", landingPage: "/get-a-quote" },
  consent: { consentText, page: "/get-a-quote#driver2" },
  userType: "new",
  gender: 0,
  marital: 1,
  insured: true,
  homeInsurance: false,
  hasLicense: true,
};

describeEachDatabase("platform leads and consent", (store) => {
  let t: TestPlatform;
  let site: string;
  // 2026-11-21 03:30 UTC is still 2026-11-20 in Chicago.
  const now = new Date("2026-11-21T03:30:00Z");
  beforeAll(async () => {
    t = await startTestPlatform(store(), { now: () => now });
    site = await t.siteToken();
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });
  const count = async (table: "leads" | "consents" | "affiliate_leads") =>
    toNumber(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function create(extra: Record<string, unknown> = {}) {
    const header = { lang: "en", trackId: "lead-1", requestDate: now.toISOString(), state: "TX" };
    return t.call<Lead>("post", "/api/lead/create", { token: site, body: { ...lead, ...extra, header }, noHeader: true });
  }

  it("doc2 §3 lead record: created with the source-cookie fields, header.state, age group and a US Central visit date", async () => {
    const { status, body } = await create();
    expect(status).toBe(201);
    expect(body.status).toBe("Lead");
    expect(body.record).toMatchObject({
      email: "jordan.sample@example.com",
      phone: "2145550101",
      state: "TX",
      zip: "75201",
      dob: "1990-04-12",
      ageGroup: "35-44",
      license: "yes",
      brand: "lonestar",
      status: "Lead",
    });
    expect(body.record.visitDate).toBe("2026-11-20 21:30:00");
    expect(body.source).toMatchObject({ utmSource: "google", gclId: "abc123" });
  });

  it("consent is recorded per lead with its exact text, time, page and address", async () => {
    const { body } = await create();
    expect(body.consents).toEqual([
      { consentId: expect.any(String), consentText, page: "/get-a-quote#driver2", ipAddress: "127.0.0.1", consentedAt: now.toISOString() },
    ]);
    const more = await t.call<{ consentText: string }>("post", `/api/lead/${body.leadKey}/consent`, {
      token: site,
      body: { consentText: "I agree to receive texts about my quote.", page: "/get-a-quote#quotes" },
    });
    expect(more.status).toBe(201);
    const again = await t.call<Lead>("get", `/api/lead/${body.leadKey}`, { token: site });
    expect(again.body.consents).toHaveLength(2);
    expect((await t.call("post", `/api/lead/${body.leadKey}/consent`, { token: site, body: { consentText: "ok", page: "" } })).status).toBe(400);
  });

  it("doc2 §4 lead capture: updated by its key until quoted, with up to 10 carrier columns", async () => {
    const { body } = await create({ consent: undefined });
    const update = await t.call<Lead>("patch", `/api/lead/${body.leadKey}`, {
      token: site,
      body: { vehicles: [{ year: 2018, make: "TOYOTA", model: "CAMRY", vin: "4T1BF1FK5CU123456" }], driverCount: 1, term: 6, coverage: "State minimum" },
    });
    expect(update.status).toBe(200);
    expect(update.body.record).toMatchObject({ vehicle1: { make: "TOYOTA", year: "2018" }, vehicle2: { make: "" }, driverCount: 1, term: 6 });
    const tooMany = await t.call("patch", `/api/lead/${body.leadKey}`, {
      token: site,
      body: { carriers: Array.from({ length: 11 }, (_, i) => ({ companyName: `C${i}` })) },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual({ carriers: "at most 10 carriers" });
    const quoted = await t.call<Lead>("patch", `/api/lead/${body.leadKey}`, {
      token: site,
      body: { status: "Quoted", transactionId: "tx-1", carriers: [{ companyName: "Bluebonnet", premium: 512.4 }] },
    });
    expect(quoted.body).toMatchObject({
      status: "Quoted",
      record: { transactionId: "tx-1", carriers: [{ companyName: "Bluebonnet", premium: 512.4, rateQuoteId: null }] },
    });
    const late = await t.call("patch", `/api/lead/${body.leadKey}`, { token: site, body: { term: 12 } });
    expect(late.status).toBe(409);
    expect((await t.call("patch", "/api/lead/0000-missing", { token: site, body: { term: 12 } })).status).toBe(404);
  });

  it("doc2 §4 lead capture is idempotent by the site's request key: creates sent together or again reach one lead and one consent", async () => {
    const requestKey = `qd_${"k".repeat(32)}-r0`;
    const before = [await count("leads"), await count("consents")];
    // Two saves of one visitor that both found no lead yet, at the same moment, then a third one later.
    const [a, b] = await Promise.all([create({ requestKey, homeInsurance: false }), create({ requestKey, homeInsurance: true })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.leadKey).toBe(a.body.leadKey);
    const again = await create({ requestKey, homeInsurance: true, driverCount: 2 });
    expect(again.body).toMatchObject({ leadKey: a.body.leadKey, status: "Lead", record: { homeInsurance: true, driverCount: 2 } });
    expect(again.body.consents).toHaveLength(1);
    expect([await count("leads"), await count("consents")]).toEqual([before[0]! + 1, before[1]! + 1]);
    // Quoted, the lead no longer changes; another round of the same draft is another lead.
    await t.call("patch", `/api/lead/${a.body.leadKey}`, { token: site, body: { status: "Quoted", transactionId: "tx-2" } });
    const late = await create({ requestKey, homeInsurance: false });
    expect(late.body).toMatchObject({ leadKey: a.body.leadKey, status: "Quoted", record: { homeInsurance: true } });
    const next = await create({ requestKey: `qd_${"k".repeat(32)}-r1` });
    expect(next.body.leadKey).not.toBe(a.body.leadKey);
    expect((await create({ requestKey: "not a key!" })).status).toBe(400);
  });

  it("lead create: bad input answers 400 with one message per field and writes nothing", async () => {
    const before = [await count("leads"), await count("consents")];
    const { status, body } = await create({
      email: "nope",
      phone: "12",
      dob: "02/30/1990",
      zipCode: "abc",
      consent: { consentText: "", page: "/x" },
      gender: 3,
    });
    expect(status).toBe(400);
    expect(Object.keys(body.errors as object).sort()).toEqual(["consent.consentText", "dob", "email", "gender", "phone", "zipCode"]);
    expect([await count("leads"), await count("consents")]).toEqual(before);
    expect((await t.call("post", "/api/lead/create", { body: lead })).status).toBe(401);
  });

  it("affiliate lead fetch returns lead.rawData to the site by gclid with the link's signature; by partner and source to staff only", async () => {
    const sig = partnerLinkSignature(t.platform.context.config.PARTNER_LINK_SECRET, { source: "qs", gclid: "demo-gclid-qs-1" });
    const byGclid = await t.call<{ lead: { rawData: { firstName: string } } }>("get", "/api/lead/affiliate", {
      token: site,
      query: { gclid: "demo-gclid-qs-1", source: "qs", sig },
    });
    expect(byGclid.status).toBe(200);
    expect(byGclid.body.lead.rawData.firstName).toBe("Jordan");
    // Without the signature, with a wrong one, or by partner and source, the site learns nothing.
    for (const query of [
      { gclid: "demo-gclid-qs-1", source: "qs" },
      { gclid: "demo-gclid-qs-1", source: "qs", sig: `${sig.slice(0, -2)}AA` },
      { gclid: "demo-gclid-qs-1", source: "eq", sig },
      { partnerId: "eq", source: "eq" },
    ]) {
      const refused = await t.call("get", "/api/lead/affiliate", { token: site, query });
      expect(refused.status, JSON.stringify(query)).toBe(404);
      expect(refused.body).toMatchObject({ isSuccess: false, message: "Affiliate data is empty" });
    }
    const staff = await t.staffToken();
    const byPartner = await t.call<{ lead: { partnerId: string } }>("get", "/api/lead/affiliate", { token: staff, query: { partnerId: "eq", source: "eq" } });
    expect(byPartner.body.lead.partnerId).toBe("eq");
    const neither = await t.call("get", "/api/lead/affiliate", { token: site });
    expect(neither.status).toBe(400);
    const missing = await t.call("get", "/api/lead/affiliate", { token: staff, query: { gclid: "unknown" } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Affiliate data is empty");
  });

  it("planting a partner lead is for staff; GET /api/lead/get-by-utm needs the link's signature, which staff can get", async () => {
    const before = await count("affiliate_leads");
    expect(
      (
        await t.call("post", "/api/lead/affiliate", {
          token: site,
          body: { partnerId: "qs", source: "qs", customerId: "QS7777", rawData: { firstName: "Mallory" } },
        })
      ).status,
    ).toBe(403);
    expect(await count("affiliate_leads")).toBe(before);
    const staff = await t.staffToken();
    const posted = await t.call<{ lead: { affiliateLeadId: string } }>("post", "/api/lead/affiliate", {
      token: staff,
      body: { partnerId: "qs", source: "qs", medium: "email", campaign: "fall", customerId: "QS7777", rawData: { firstName: "Alex" } },
    });
    expect(posted.status).toBe(201);

    const link = await t.call<{ query: Record<string, string>; path: string }>("get", `/api/lead/affiliate/${posted.body.lead.affiliateLeadId}/link`, {
      token: staff,
    });
    expect(link.status).toBe(200);
    expect(link.body.query).toEqual({
      utm_source: "qs",
      customerid: "QS7777",
      utm_medium: "email",
      utm_campaign: "fall",
      sig: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(link.body.path).toBe(`/quote?${new URLSearchParams(link.body.query).toString()}`);
    expect((await t.call("get", `/api/lead/affiliate/${posted.body.lead.affiliateLeadId}/link`, { token: site })).status).toBe(403);

    const found = await t.call<{ lead: { rawData: { firstName: string } } }>("get", "/api/lead/get-by-utm", { token: site, query: link.body.query });
    expect(found.status).toBe(200);
    expect(found.body.lead.rawData.firstName).toBe("Alex");
    const { sig, ...unsigned } = link.body.query;
    // Missing, wrong, or another customer id's signature: the same "not found" as an unknown lead.
    for (const query of [unsigned, { ...unsigned, sig: "x" }, { ...unsigned, customerid: "QS7778", sig }, { ...link.body.query, utm_source: "eq" }]) {
      const refused = await t.call("get", "/api/lead/get-by-utm", { token: site, query });
      expect(refused.status, JSON.stringify(query)).toBe(404);
      expect(refused.body.message).toBe("Affiliate data is empty");
    }
    expect((await t.call("get", "/api/lead/get-by-utm", { token: site, query: { utm_source: "qs" } })).body.errors).toEqual({ customerid: expect.any(String) });
    const counted = await count("affiliate_leads");
    expect((await t.call("post", "/api/lead/affiliate", { token: staff, body: { partnerId: "qs", source: "qs", rawData: "text" } })).status).toBe(400);
    expect(await count("affiliate_leads")).toBe(counted);
  });
});
