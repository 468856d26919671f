/**
 * Contract "Customers and sessions": sign-in, its limits, sign-out, the customer-exists
 * check per endpoint, the customer name, the demo customers' policies, authenticate and create
 * customer (doc3 §2.5, §2.8, §3, §5.5, §5.6, §6, §7.5, §7.6).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../platform/db/test-databases.ts";
import { sampleTransaction, startTestPlatform, testHeader, type Envelope, type TestPlatform } from "../../platform/http/test-client.ts";
import { DEMO_PASSWORD, demoCustomers, demoPolicies, seedCustomers } from "../../platform/seed/customers.ts";
import type { PolicyView } from "../../platform/services/customer-policies.ts";

type Login = Envelope & {
  token: string;
  expiresAt: string;
  expiresInSeconds: number;
  state: string;
  customerId: string;
  firstName: string;
  lastName: string;
  messageCode?: string;
  retryAfterSeconds?: number;
};

describeEachDatabase("platform customer accounts", (store) => {
  let t: TestPlatform;
  let site: string;
  let visitor = 0;
  // Each test signs in from its own visitor address, so the per-address limits of one test do not reach another.
  const nextVisitor = () => `198.51.100.${++visitor}`;

  beforeAll(async () => {
    t = await startTestPlatform(store(), {
      env: { LOGIN_FAILURES_PER_ACCOUNT_PER_15_MIN: "5", LOGIN_FAILURES_PER_ADDRESS_PER_15_MIN: "8", LOGIN_DELAY_STEP_MS: "120" },
    });
    site = await t.siteToken();
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  const login = (body: Record<string, unknown>, from = nextVisitor()) => t.call<Login>("post", "/api/account/login", { token: site, visitor: from, body });

  it("doc3 §2.5, §7.5 sign-in: a demo customer signs in with e-mail and password and gets a 30-minute customer token with the state marker and the name", async () => {
    const { status, body } = await login({ email: "James.Walker@example.com", password: DEMO_PASSWORD, remember: false });
    expect(status).toBe(200);
    expect(body).toMatchObject({ isSuccess: true, state: "TX", customerId: "cu-demo-james", firstName: "James", lastName: "Walker", expiresInSeconds: 1800 });
    const name = await t.call<{ firstName: string; lastName: string }>("get", "/api/account/customerName", { token: body.token });
    expect(name.body).toMatchObject({ firstName: "James", lastName: "Walker" });
  });

  it("doc3 §2.5 remember me: the token lasts 168 hours", async () => {
    const { body } = await login({ email: "maria.garcia@example.com", password: DEMO_PASSWORD, remember: true });
    expect(body.expiresInSeconds).toBe(168 * 3600);
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(167 * 3600 * 1000);
  });

  it("contract sign-in failure: a wrong password and an unknown e-mail answer the same 401 LOGIN_FAILED", async () => {
    const wrong = await login({ email: "james.walker@example.com", password: "Wrong#2026", remember: false });
    const unknown = await login({ email: "nobody.here@example.com", password: "Wrong#2026", remember: false });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ isSuccess: false, message: "The e-mail or password is not right.", messageCode: "LOGIN_FAILED" });
    }
    // A customer without a password (saved by a quote, never signed up) cannot sign in either.
    await t.call("post", "/api/account/createCustomer", {
      token: site,
      visitor: nextVisitor(),
      body: {
        firstName: "Quinn",
        lastName: "Quote",
        dob: "1991-02-03",
        email: "quinn.quote@example.com",
        phone: "2145550190",
        state: "TX",
        city: "Dallas",
        zipcode: "75201",
      },
    });
    expect((await login({ email: "quinn.quote@example.com", password: "", remember: false })).status).toBe(400);
    expect((await login({ email: "quinn.quote@example.com", password: "Anything#1", remember: false })).body.messageCode).toBe("LOGIN_FAILED");
  });

  it("limits per account: wrong passwords are slowed after 3 failures, then refused with 429 even with the right password, from any address", async () => {
    const email = "emily.johnson@example.com";
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const { status } = await login({ email, password: `Wrong#${i}x`, remember: false });
      times.push(performance.now() - started);
      expect(status).toBe(401);
    }
    // Tries 4 and 5 waited one and two steps (120 ms each) before checking.
    expect(times[3]).toBeGreaterThanOrEqual(115);
    expect(times[4]).toBeGreaterThanOrEqual(235);
    const refused = await login({ email, password: DEMO_PASSWORD, remember: false });
    expect(refused.status).toBe(429);
    expect(refused.body.retryAfterSeconds).toBeGreaterThan(0);
    // Another account is not affected.
    expect((await login({ email: "daniel.reyes@example.com", password: DEMO_PASSWORD, remember: false })).status).toBe(200);
  });

  it("limits per address: failures on many accounts from one visitor address end in 429 for that address only", async () => {
    const from = nextVisitor();
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await login({ email: `spray${i}@example.com`, password: "Wrong#2026", remember: false }, from)).status);
    expect(statuses.slice(0, 8)).toEqual(Array(8).fill(401));
    expect(statuses[8]).toBe(429);
    expect((await login({ email: "ana.lopez@example.com", password: DEMO_PASSWORD, remember: false }, from)).status).toBe(429);
    expect((await login({ email: "ana.lopez@example.com", password: DEMO_PASSWORD, remember: false })).status).toBe(200);
  });

  it("a successful sign-in clears the account's failures", async () => {
    const email = "luis.hernandez@example.com";
    for (let i = 0; i < 4; i++) await login({ email, password: "Wrong#2026", remember: false });
    expect((await login({ email, password: DEMO_PASSWORD, remember: false })).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login({ email, password: "Wrong#2026", remember: false })).status).toBe(401);
    expect((await login({ email, password: DEMO_PASSWORD, remember: false })).status).toBe(200);
  });

  it("contract logout: sign-out revokes the token, so a copy of it is refused afterwards", async () => {
    const { body } = await login({ email: "maria.garcia@example.com", password: DEMO_PASSWORD, remember: false });
    expect((await t.call("get", "/api/account/customerName", { token: body.token })).status).toBe(200);
    const out = await t.call("post", "/api/account/logout", { token: body.token, body: {} });
    expect(out.body).toMatchObject({ isSuccess: true, signedOut: true });
    expect((await t.call("get", "/api/account/customerName", { token: body.token })).status).toBe(401);
    expect((await t.call("post", "/api/account/logout", { token: body.token, body: {} })).status).toBe(401);
    expect((await t.call("get", "/api/customer/policies", { token: body.token })).status).toBe(401);
  });

  it("doc3 §6, doc1 §4: customerExists answers on the main endpoint for customers outside California and on /api/ca for California customers", async () => {
    // The California endpoint is the same call under /api/ca (not a path of its own in the OpenAPI document).
    const exists = async (path: string, email: string) => {
      const response = await fetch(`${t.baseUrl}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${site}` },
        body: JSON.stringify({ header: testHeader(), email }),
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { exists: boolean }).exists;
    };
    expect(await exists("/api/account/customerExists", "james.walker@example.com")).toBe(true);
    expect(await exists("/api/ca/account/customerExists", "james.walker@example.com")).toBe(false);
    expect(await exists("/api/account/customerExists", "Ana.Lopez@example.com")).toBe(false);
    expect(await exists("/api/ca/account/customerExists", "ana.lopez@example.com")).toBe(true);
    expect(await exists("/api/account/customerExists", "nobody.here@example.com")).toBe(false);
    expect(await exists("/api/ca/account/customerExists", "nobody.here@example.com")).toBe(false);
    // The California customer's sign-in carries the state marker that switches the site to /api/ca.
    expect((await login({ email: "ana.lopez@example.com", password: DEMO_PASSWORD, remember: false })).body.state).toBe("CA");
  });

  it("doc3 §3 Policy, §7.6: the signed-in customer lists their policies with every field; a customer cannot read another customer's policy by id (404)", async () => {
    const { body } = await login({ email: "james.walker@example.com", password: DEMO_PASSWORD, remember: false });
    const list = await t.call<{ policies: PolicyView[] }>("get", "/api/customer/policies", { token: body.token });
    expect(list.status).toBe(200);
    expect(list.body.policies.map((p) => p.policyNumber)).toEqual(["GBC-2000202", "RRI-1000101"]);
    const payable = list.body.policies.find((p) => p.policyNumber === "RRI-1000101")!;
    expect(payable).toMatchObject({ policyId: "po-demo-james-1", isPayable: true });
    expect(Object.keys(payable.details).sort()).toEqual(
      [
        "company",
        "coverages",
        "drivers",
        "effectiveDate",
        "emailAddress",
        "expirationDate",
        "homePhone",
        "installments",
        "monthlyPayment",
        "paymentDueDate",
        "policyType",
        "quoteStatus",
        "transactions",
        "vehicles",
      ].sort(),
    );
    expect(payable.details).toMatchObject({
      policyType: "Auto",
      monthlyPayment: 128.4,
      quoteStatus: "Issued",
      emailAddress: "james.walker@example.com",
      homePhone: "2145550142",
    });
    expect(payable.details.drivers).toHaveLength(2);
    expect(payable.details.drivers[0]).toMatchObject({ fullName: "James Walker", sex: "M", age: expect.any(Number) });
    expect(payable.details.vehicles[0]).toMatchObject({ year: 2019, make: "TOYOTA", model: "CAMRY" });
    expect(payable.details.coverages.length).toBeGreaterThan(2);
    expect(payable.details.transactions.length).toBe(2);
    expect(payable.details.installments.length).toBe(6);
    expect(list.body.policies.find((p) => p.policyNumber === "GBC-2000202")!.isPayable).toBe(false);

    const own = await t.call<{ policy: PolicyView }>("get", "/api/customer/policies/po-demo-james-1", { token: body.token });
    expect(own.body.policy.policyNumber).toBe("RRI-1000101");
    const other = await t.call("get", "/api/customer/policies/po-demo-maria-1", { token: body.token });
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ isSuccess: false, message: "Policy not found." });
  });

  it("a quote-flow customer token is not a sign-in: it reads no policies and no name; a site token gets 403", async () => {
    const prepared = await t.call<{ token: string }>("post", "/api/rating/prepareTransaction", {
      token: site,
      body: { transaction: sampleTransaction({ customer: { ...sampleTransaction().customer, email: "james.walker@example.com" } }) },
    });
    expect(prepared.status).toBe(200);
    expect((await t.call("get", "/api/customer/policies", { token: prepared.body.token })).status).toBe(401);
    expect((await t.call("get", "/api/account/customerName", { token: prepared.body.token })).status).toBe(401);
    expect((await t.call("get", "/api/customer/policies", { token: site })).status).toBe(403);
  });

  it("doc3 §7.6 authenticate: a new e-mail passes, a known one only with its phone and date of birth; 5 failures per e-mail, then 429", async () => {
    const check = (body: Record<string, string>) =>
      t.call<Envelope & { authenticated?: boolean; messageCode?: string }>("post", "/api/account/authenticate", { token: site, visitor: nextVisitor(), body });
    expect((await check({ email: "new.person@example.com", phone: "2145550111", dob: "1990-01-02" })).body.authenticated).toBe(true);
    expect((await check({ email: "james.walker@example.com", phone: "214-555-0142", dob: "03/15/1984" })).body.authenticated).toBe(true);
    const wrong = await check({ email: "james.walker@example.com", phone: "2145550000", dob: "1984-03-15" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ isSuccess: false, messageCode: "AUTHENTICATION_FAILED", message: expect.any(String) });
    for (let i = 0; i < 4; i++) await check({ email: "james.walker@example.com", phone: "2145550000", dob: "1984-03-15" });
    expect((await check({ email: "james.walker@example.com", phone: "2145550142", dob: "1984-03-15" })).status).toBe(429);
  });

  it("doc3 §2.8, §5.6 create customer: loyaltyEnrollmentStatus true enrols, dob year-month-day is kept; an existing account with other details answers 409 with a message", async () => {
    const customer = {
      firstName: "Nora",
      lastName: "New",
      dob: "1993-04-05",
      email: "Nora.New@example.com",
      phone: "214-555-0155",
      state: "TX",
      city: "Dallas",
      zipcode: "75201",
      loyaltyEnrollmentStatus: true,
    };
    const created = await t.call<{ customerId: string; created: boolean }>("post", "/api/account/createCustomer", {
      token: site,
      visitor: nextVisitor(),
      body: customer,
    });
    expect(created.body).toMatchObject({ isSuccess: true, created: true });
    const row = await t.db.selectFrom("customers").selectAll().where("id", "=", created.body.customerId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: "nora.new@example.com",
      dob: "1993-04-05",
      phone: "2145550155",
      loyalty_enrolled: 1,
      password_hash: null,
      brand: "lonestar",
      lang: "en",
    });

    const taken = await t.call<Envelope & { messageCode: string }>("post", "/api/account/createCustomer", {
      token: site,
      visitor: nextVisitor(),
      body: { ...customer, email: "maria.garcia@example.com" },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ isSuccess: false, messageCode: "ACCOUNT_EXISTS", message: expect.stringContaining("already exists") });
    const maria = await t.db.selectFrom("customers").select(["first_name", "phone"]).where("email", "=", "maria.garcia@example.com").executeTakeFirstOrThrow();
    expect(maria).toEqual({ first_name: "María", phone: "7135550188" });
  });

  it("demo data: two customers per brand, one in California, every policy number on a carrier's prefix but the pay-at-carrier one; seeding again the same day changes nothing", async () => {
    for (const brand of ["lonestar", "bluebonnet", "delsol"]) expect(demoCustomers.filter((c) => c.brand === brand).length).toBeGreaterThanOrEqual(2);
    expect(demoCustomers.filter((c) => c.state === "CA").map((c) => c.email)).toEqual(["ana.lopez@example.com"]);
    expect(demoPolicies.filter((p) => !/^(RRI|GBC|MTA|ARM|BLM|PHX)-/.test(p.number)).map((p) => p.number)).toEqual(["ZZX-6000607"]);
    const before = await t.db.selectFrom("policies").select(["id", "updated_at"]).orderBy("id").execute();
    expect(await seedCustomers(t.db, t.platform.context.now(), 12)).toEqual({ customers: 0, policies: 0 });
    expect(await t.db.selectFrom("policies").select(["id", "updated_at"]).orderBy("id").execute()).toEqual(before);
    // Passwords are stored only as self-describing scrypt hashes.
    const hashes = await t.db
      .selectFrom("customers")
      .select("password_hash")
      .where("email", "like", "%@example.com")
      .where("password_hash", "is not", null)
      .execute();
    for (const { password_hash } of hashes) expect(password_hash).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]+\$[\w-]+$/);
  });

  it("passwords never reach the log", async () => {
    await login({ email: "james.walker@example.com", password: DEMO_PASSWORD, remember: false });
    await login({ email: "james.walker@example.com", password: "Canary#991", remember: false });
    const logs = t.logs.join("");
    for (const secret of [DEMO_PASSWORD, "Canary#991"]) expect(logs).not.toContain(secret);
  });
});
