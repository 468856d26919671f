/**
 * Contract "Customers and sessions": forgot password and set new password (doc1 §4 forgot
 * password; doc3 §2.6, §4.5, §5.5, §7.5): no enumeration by answer or time, a single-use link that
 * expires, the password rule on the server, and a reset that retires the old password and tokens.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachDatabase } from "../../platform/db/test-databases.ts";
import { startTestPlatform, type Envelope, type TestPlatform } from "../../platform/http/test-client.ts";
import { DEMO_PASSWORD } from "../../platform/seed/customers.ts";

interface Message {
  recipient: string;
  lang: string;
  brand: string;
  template: string;
  subject: string;
  text: string;
  html: string | null;
  status: string;
}
type Answer = Envelope & { messageCode?: string; sent?: boolean; updated?: boolean; token?: string };

const RESET_URL = "http://localhost:3000/set-password";

describeEachDatabase("platform password reset", (store) => {
  let t: TestPlatform;
  let site: string;
  let staff: string;
  let offsetMs = 0;
  let visitor = 0;
  const nextVisitor = () => `203.0.113.${++visitor}`;

  beforeAll(async () => {
    t = await startTestPlatform(store(), { now: () => new Date(Date.now() + offsetMs), env: { PASSWORD_RESETS_PER_15_MIN: "40" } });
    site = await t.siteToken("delsol");
    staff = await t.staffToken();
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  const outbox = async (to: string) => (await t.call<{ messages: Message[] }>("get", "/api/outbox", { token: staff, query: { to, limit: 10 } })).body.messages;
  /** The reset e-mail arrives just after the answer: waits for the count of messages to grow. */
  async function nextMessage(to: string, before: number): Promise<Message> {
    for (let i = 0; i < 100; i++) {
      const messages = await outbox(to);
      if (messages.length > before) return messages[0]!;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no message for ${to}`);
  }
  const linkOf = (message: Message) => new URL(/https?:\/\/\S+/.exec(message.text)![0]);
  const requestReset = (email: string, resetUrl = RESET_URL) =>
    t.call<Answer>("post", "/api/account/requestPasswordReset", { token: site, visitor: nextVisitor(), body: { email, resetUrl } });
  const setPassword = (token: string, password: string, passwordVerify = password) =>
    t.call<Answer>("post", "/api/account/setPassword", { token: site, body: { token, password, passwordVerify } });
  const login = (email: string, password: string) =>
    t.call<Answer>("post", "/api/account/login", { token: site, visitor: nextVisitor(), body: { email, password, remember: false } });

  it("doc1 §4 forgot password: an unknown e-mail answers exactly like a known one (status and body) and in about the same time", async () => {
    const known = await requestReset("maria.garcia@example.com");
    const unknown = await requestReset("nobody.here@example.com");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ isSuccess: true, message: "OK", sent: true });

    const timed = async (email: string) => {
      const started = performance.now();
      await requestReset(email);
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 8; i++) {
      knownTimes.push(await timed("james.walker@example.com"));
      unknownTimes.push(await timed(`nobody${i}@example.com`));
    }
    // The work for a known e-mail happens after the answer: the medians differ by noise only
    // (the margin allows for a busy test machine).
    expect(Math.abs(median(knownTimes) - median(unknownTimes))).toBeLessThan(80);
    // Nothing is stored or sent for the unknown e-mail.
    expect(await outbox("nobody.here@example.com")).toEqual([]);
  });

  it("doc1 §4, contract outbox: the reset e-mail is in the customer's language with the brand's name, and links to resetUrl with token and state", async () => {
    const before = (await outbox("ana.lopez@example.com")).length;
    await requestReset("Ana.Lopez@example.com", "http://es.delsol.localtest.me:3000/es/set-password");
    const message = await nextMessage("ana.lopez@example.com", before);
    expect(message).toMatchObject({ lang: "es", brand: "delsol", template: "passwordReset", status: "stored" });
    expect(message.subject).toBe("Restablece tu contraseña de Seguros Del Sol");
    expect(message.text).toContain("Hola, Ana:");
    expect(message.html).toContain("Seguros Del Sol");
    expect(message.html).toContain("#A33A12");
    const link = linkOf(message);
    expect(link.origin + link.pathname).toBe("http://es.delsol.localtest.me:3000/es/set-password");
    expect(link.searchParams.get("state")).toBe("CA");
    expect(link.searchParams.get("token")).toMatch(/^[\w-]{40,}$/);
    // Only the token's SHA-256 is stored.
    const rows = await t.db.selectFrom("password_resets").select("token_hash").execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(link.searchParams.get("token"));
  });

  it("doc3 §2.6, §4.5: the link sets a new password once; the old password stops working, the new one signs in, and the customer's earlier tokens are revoked", async () => {
    const email = "luis.hernandez@example.com";
    const earlier = await login(email, DEMO_PASSWORD);
    expect(earlier.status).toBe(200);
    const before = (await outbox(email)).length;
    await requestReset(email);
    const token = linkOf(await nextMessage(email, before)).searchParams.get("token")!;

    const first = await setPassword(token, "Nuevo#2027");
    expect(first.body).toEqual({ isSuccess: true, message: "OK", updated: true });
    const again = await setPassword(token, "Otro#2028");
    expect(again.status).toBe(400);
    expect(again.body.messageCode).toBe("TOKEN_USED");

    expect((await login(email, DEMO_PASSWORD)).status).toBe(401);
    expect((await login(email, "Otro#2028")).status).toBe(401);
    expect((await login(email, "Nuevo#2027")).status).toBe(200);
    expect((await t.call("get", "/api/account/customerName", { token: earlier.body.token })).status).toBe(401);
  });

  it("doc3 §4.5: a link older than 1 hour answers TOKEN_EXPIRED; an unknown token TOKEN_INVALID", async () => {
    const email = "emily.johnson@example.com";
    const before = (await outbox(email)).length;
    await requestReset(email);
    const token = linkOf(await nextMessage(email, before)).searchParams.get("token")!;
    offsetMs = 61 * 60 * 1000;
    try {
      const expired = await setPassword(token, "Nueva#2027");
      expect(expired.status).toBe(400);
      expect(expired.body).toMatchObject({ isSuccess: false, messageCode: "TOKEN_EXPIRED", message: expect.stringContaining("expired") });
    } finally {
      offsetMs = 0;
    }
    const unknown = await setPassword("no-such-token-0123456789", "Nueva#2027");
    expect(unknown.body).toMatchObject({ messageCode: "TOKEN_INVALID" });
    expect((await login(email, DEMO_PASSWORD)).status).toBe(200);
  });

  it.each([
    ["Ab1#", "must be 6 to 12 characters"],
    ["Abcdefgh1#xyz", "must be 6 to 12 characters"],
    ["ABCDEF1#", "must contain a lowercase letter"],
    ["abcdef1#", "must contain an uppercase letter"],
    ["Abcdefg#", "must contain a digit"],
    ["Abcdefg1", "must contain a special character"],
    ["", "must be 6 to 12 characters"],
  ])("doc3 §5.5 password rule: %j is refused on the server (%s)", async (password, problem) => {
    const { status, body } = await setPassword("any-token-0123456789", password);
    expect(status).toBe(400);
    expect(body.errors?.password).toBe(problem);
  });

  it.each([["Abc#12"], ["Abcdefghi#12"], ["Demo#2026"], ["ñÑ1!aA"]])(
    "doc3 §5.5 password rule: %j passes the rule (and then needs a real token)",
    async (password) => {
      const { status, body } = await setPassword("any-token-0123456789", password);
      expect(status).toBe(400);
      expect(body.errors).toBeUndefined();
      expect(body.messageCode).toBe("TOKEN_INVALID");
    },
  );

  it("doc3 §5.5: a repeat that differs answers the wrong-password case (PASSWORD_MISMATCH) and uses nothing up", async () => {
    const { status, body } = await setPassword("any-token-0123456789", "Nueva#2027", "Nueva#2028");
    expect(status).toBe(400);
    expect(body).toMatchObject({ messageCode: "PASSWORD_MISMATCH", errors: { passwordVerify: "must be the same as password" } });
  });

  it("contract resetUrl: a link to another site, a non-http scheme or one with credentials is refused (400) and nothing is sent", async () => {
    for (const resetUrl of [
      "https://evil.example/set-password",
      "javascript:alert(1)",
      "http://user:pw@localhost/set-password",
      "ftp://localhost/x",
      "/set-password",
    ]) {
      const { status, body } = await requestReset("james.walker@example.com", resetUrl);
      expect(status, resetUrl).toBe(400);
      expect(body.errors).toEqual({ resetUrl: "must be an http(s) address of the site" });
    }
  });
});

describeEachDatabase("platform password reset limits and SITE_ORIGINS", (store) => {
  let t: TestPlatform;
  let site: string;
  beforeAll(async () => {
    t = await startTestPlatform(store(), {
      env: { PASSWORD_RESETS_PER_15_MIN: "3", SITE_ORIGINS: "https://www.lonestar-auto.example,es.lonestar-auto.example" },
    });
    site = await t.siteToken();
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  const requestReset = (email: string, resetUrl: string, visitor: string) =>
    t.call<Answer>("post", "/api/account/requestPasswordReset", { token: site, visitor, body: { email, resetUrl } });

  it("SITE_ORIGINS: an origin allows that scheme, host and port only; a bare host allows any port; the demo hosts are no longer allowed", async () => {
    const cases: [string, number][] = [
      ["https://www.lonestar-auto.example/set-password", 200],
      ["http://www.lonestar-auto.example/set-password", 400],
      ["https://www.lonestar-auto.example:8443/set-password", 400],
      ["http://es.lonestar-auto.example:8080/es/set-password", 200],
      ["http://localhost:3000/set-password", 400],
    ];
    for (const [resetUrl, expected] of cases)
      expect((await requestReset("nobody@example.com", resetUrl, `192.0.2.${expected}`)).status, resetUrl).toBe(expected);
  });

  it("password-reset requests are limited per visitor address (429 with retryAfterSeconds), the same for known and unknown e-mails", async () => {
    const statuses: number[] = [];
    for (const email of ["james.walker@example.com", "nobody1@example.com", "maria.garcia@example.com", "nobody2@example.com"]) {
      statuses.push((await requestReset(email, "https://www.lonestar-auto.example/set-password", "192.0.2.77")).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect((await requestReset("james.walker@example.com", "https://www.lonestar-auto.example/set-password", "192.0.2.78")).status).toBe(200);
  });
});
