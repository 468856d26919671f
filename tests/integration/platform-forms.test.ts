import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../platform/db/test-databases.ts";
import { startTestPlatform, type Envelope, type TestPlatform } from "../../platform/http/test-client.ts";
import { toNumber } from "../../platform/db/index.ts";

interface Listed extends Envelope {
  submissions: {
    submissionId: string;
    kind: string;
    formId: string | null;
    email: string | null;
    state: string | null;
    page: string;
    fields: Record<string, string>;
    consentText: string | null;
  }[];
}

describeEachDatabase("platform public forms", (store) => {
  let t: TestPlatform;
  let token: string;
  let otherBrand: string;
  let staff: string;
  let otherBrandStaff: string;
  beforeAll(async () => {
    t = await startTestPlatform(store());
    token = await t.siteToken("lonestar");
    otherBrand = await t.siteToken("delsol");
    staff = await t.staffToken("lonestar");
    otherBrandStaff = await t.staffToken("delsol");
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  const count = async (kind: string) =>
    toNumber(
      (
        await t.db
          .withTables<{ public_form_submissions: { kind: string } }>()
          .selectFrom("public_form_submissions")
          .select((eb) => eb.fn.countAll().as("n"))
          .where("kind", "=", kind)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("doc1 §5 generic form: the checked fields are stored under the form id and listed to the brand's staff only", async () => {
    const fields = { fullName: "Jordan Sample", email: "jordan@example.com", message: "Please call me about SR-22.", callMe: "Unchecked" };
    const stored = await t.call<{ submissionId: string }>("post", "/api/forms/submissions", {
      token,
      body: { formId: "contact", page: "/contact", fields, ipAddress: "203.0.113.9" },
    });
    expect(stored.status).toBe(201);
    expect(stored.body.submissionId).toMatch(/^frm_/);

    // The site (and so anyone who got hold of a site token) cannot list what visitors sent.
    expect((await t.call("get", "/api/forms/submissions", { token, query: { kind: "form" } })).status).toBe(403);
    const listed = await t.call<Listed>("get", "/api/forms/submissions", { token: staff, query: { kind: "form" } });
    expect(listed.status).toBe(200);
    expect(listed.body.submissions[0]).toMatchObject({
      submissionId: stored.body.submissionId,
      formId: "contact",
      email: "jordan@example.com",
      page: "/contact",
      fields,
    });
    const other = await t.call<Listed>("get", "/api/forms/submissions", { token: otherBrandStaff, query: { kind: "form" } });
    expect(other.body.submissions.map((s) => s.submissionId)).not.toContain(stored.body.submissionId);
    // Nothing personal reaches the log.
    expect(t.logs.join("")).not.toContain("jordan@example.com");
  });

  it("doc1 §5 generic form: bad input is refused field by field and nothing is stored", async () => {
    const before = await count("form");
    const bad = await t.call<Envelope>("post", "/api/forms/submissions", { token, body: { formId: "Contact Us!", page: "", fields: { "1bad": "x" } } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(expect.arrayContaining(["formId", "page"]));
    expect(await count("form")).toBe(before);
    expect((await t.call("post", "/api/forms/submissions", { body: { formId: "contact", page: "/contact", fields: {} } })).status).toBe(401);
  });

  it("doc1 §5 newsletter: one sign-up per e-mail and brand; signing up again answers alreadySubscribed", async () => {
    const first = await t.call<{ submissionId: string; alreadySubscribed: boolean }>("post", "/api/forms/newsletter", {
      token,
      body: { email: "News.Reader@example.com", page: "/" },
    });
    expect(first.status).toBe(201);
    expect(first.body.alreadySubscribed).toBe(false);
    const again = await t.call<{ submissionId: string; alreadySubscribed: boolean }>("post", "/api/forms/newsletter", {
      token,
      body: { email: "news.reader@example.com", page: "/es" },
    });
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ submissionId: first.body.submissionId, alreadySubscribed: true });
    const otherBrandSignUp = await t.call<{ alreadySubscribed: boolean }>("post", "/api/forms/newsletter", {
      token: otherBrand,
      body: { email: "news.reader@example.com", page: "/" },
    });
    expect(otherBrandSignUp.body.alreadySubscribed).toBe(false);
    const bad = await t.call<Envelope>("post", "/api/forms/newsletter", { token, body: { email: "not-an-email", page: "/" } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("email");
  });

  it("doc1 §7 out-of-state wait list: e-mail and state are stored, the state upper-cased", async () => {
    const stored = await t.call<{ submissionId: string }>("post", "/api/forms/wait-list", {
      token,
      body: { email: "waiting@example.com", state: "ny", page: "/out-of-state?state=NY", ipAddress: "::ffff:203.0.113.4" },
    });
    expect(stored.status).toBe(201);
    const listed = await t.call<Listed>("get", "/api/forms/submissions", { token: staff, query: { kind: "wait-list" } });
    expect(listed.body.submissions[0]).toMatchObject({ email: "waiting@example.com", state: "NY" });
    const bad = await t.call<Envelope>("post", "/api/forms/wait-list", {
      token,
      body: { email: "waiting@example.com", state: "New York", page: "/out-of-state" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("state");
  });

  it("consent: the exact text, page and the visitor's address are recorded", async () => {
    const consentText = "I agree that Lone Star Auto Insurance may call, text or e-mail me about insurance offers.";
    const stored = await t.call<{ submissionId: string }>("post", "/api/forms/consent", {
      token,
      body: { consentText, page: "/consent?id=abc", id: "abc", ipAddress: "198.51.100.7" },
    });
    expect(stored.status).toBe(201);
    const row = await t.db
      .withTables<{ public_form_submissions: { id: string; consent_text: string | null; ip_address: string | null; page: string; form_id: string | null } }>()
      .selectFrom("public_form_submissions")
      .select(["consent_text", "ip_address", "page", "form_id"])
      .where("id", "=", stored.body.submissionId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ consent_text: consentText, ip_address: "198.51.100.7", page: "/consent?id=abc", form_id: "abc" });
    const short = await t.call<Envelope>("post", "/api/forms/consent", { token, body: { consentText: "ok", page: "/consent", ipAddress: "<script>" } });
    expect(short.status).toBe(400);
    expect(Object.keys(short.body.errors ?? {}).sort()).toEqual(["consentText", "ipAddress"]);
  });

  it("lists only known kinds", async () => {
    const bad = await t.call<Envelope>("get", "/api/forms/submissions", { token: staff, query: { kind: "everything" } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("kind");
  });
});
