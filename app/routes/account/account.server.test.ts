/**
 * Sign-in, sign-out, forgot and set password, and the header's menus at the route level: the account actions over the real
 * platform client, against an in-memory platform that answers as the contract says.
 */
import { describe, expect, it, vi } from "vitest";
import { getSession } from "~/.server/session";
import { capturedLogger, clientOf, fakeAccountPlatform, routeArgs, run } from "./test-platform";
import { configuredMessage } from "~/domain/message";

vi.mock("~/.server/i18n", () => ({ getInstance: () => ({ t: (key: string) => key }) }));

const signIn = await import("./sign-in");
const signOut = await import("./sign-out");
const forgot = await import("./forgot-password");
const setPassword = await import("./set-password");
const { shellCustomer } = await import("./session.server");

type ActionArgs = Parameters<typeof signIn.action>[0];
type Answer = { data: { result: { error?: Record<string, string[] | null> } }; init: { status: number } };

const MARIA = { email: "maria.garcia@example.com", password: "Demo#2026" };

function cookieOf(response: Response): string {
  return (response.headers.get("set-cookie") ?? "").split(";")[0]!;
}

async function signInAs(fake: ReturnType<typeof fakeAccountPlatform>, form: Record<string, string>, cookie?: string) {
  return (await run(signIn.action, routeArgs<ActionArgs>(clientOf(fake), "/sign-in", { form, cookie }))) as Response;
}

async function headerCustomer(fake: ReturnType<typeof fakeAccountPlatform>, cookie: string) {
  const args = routeArgs<ActionArgs>(clientOf(fake), "/", { cookie });
  return shellCustomer(args.request, args.context);
}

describe("forgot password: no account enumeration", () => {
  it("a known and an unknown e-mail get the same redirect, status, cookies and the same platform calls", async () => {
    const answers = [];
    for (const email of [MARIA.email, "nobody.here@example.com"]) {
      const fake = fakeAccountPlatform();
      const response = (await run(forgot.action, routeArgs<ActionArgs>(clientOf(fake), "/forgot-password", { form: { email } }))) as Response;
      answers.push({
        status: response.status,
        location: response.headers.get("location"),
        cookie: response.headers.get("set-cookie"),
        calls: fake.calls.map((c) => c.path).sort(),
      });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0]).toMatchObject({ status: 302, location: "/forgot-password?sent=1", cookie: null });
    expect(answers[0]!.calls).toEqual(["/api/account/customerExists", "/api/account/requestPasswordReset", "/api/ca/account/customerExists"]);
  });

  it("doc1 §4 the reset is asked on the California endpoint for a California customer, with the brand's own set-password address", async () => {
    const fake = fakeAccountPlatform();
    await run(forgot.action, routeArgs<ActionArgs>(clientOf(fake), "/es/forgot-password", { form: { email: "ana.lopez@example.com" }, lang: "es" }));
    const reset = fake.calls.find((c) => c.path.endsWith("requestPasswordReset"))!;
    expect(reset.path).toBe("/api/ca/account/requestPasswordReset");
    expect(reset.body.resetUrl).toBe("http://localhost/es/set-password");
  });

  it("doc1 §5 a malformed e-mail stays on the page with its message and asks nothing", async () => {
    const fake = fakeAccountPlatform();
    const answer = (await run(forgot.action, routeArgs<ActionArgs>(clientOf(fake), "/forgot-password", { form: { email: "not-an-email" } }))) as Answer;
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error?.email).toEqual(["customer.errors.email"]);
    expect(fake.calls).toEqual([]);
  });
});

describe("sign-in, the signed-in header and sign-out", () => {
  it("doc3 §2.5 sign-in goes back to the page that sent the visitor (a path on this site), never to another host", async () => {
    const back = await signInAs(fakeAccountPlatform(), { ...MARIA, redirectTo: "/portal?tabid=rewards" });
    expect(back.headers.get("location")).toBe("/portal?tabid=rewards");
    const elsewhere = await signInAs(fakeAccountPlatform(), { ...MARIA, redirectTo: "//evil.example/portal" });
    expect(elsewhere.headers.get("location")).toBe("/portal");
  });

  it("sign in → the header shows the name → sign out → the copied cookie shows the signed-out header", async () => {
    const fake = fakeAccountPlatform();
    const response = await signInAs(fake, { ...MARIA });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/portal");
    const cookie = cookieOf(response);
    expect(await headerCustomer(fake, cookie)).toEqual({ firstName: "María" });

    const out = (await run(signOut.action, routeArgs<ActionArgs>(clientOf(fake), "/sign-out", { form: {}, cookie }))) as Response;
    expect(out.headers.get("location")).toBe("/sign-in");
    expect(out.headers.get("set-cookie")).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(fake.tokens.size).toBe(0);
    // The cookie copied before sign-out still opens, but the platform refuses its token.
    expect(await headerCustomer(fake, cookie)).toBeNull();
  });

  it("doc3 §9 remember me: the cookie lasts 168 hours; without it, a browser-session cookie", async () => {
    const remembered = await signInAs(fakeAccountPlatform(), { ...MARIA, remember: "on" });
    expect(remembered.headers.get("set-cookie")).toMatch(/Max-Age=604800/);
    const session = await signInAs(fakeAccountPlatform(), { ...MARIA });
    expect(session.headers.get("set-cookie")).not.toMatch(/Max-Age|Expires/);
  });

  it("the session cookie and its session id change at sign-in", async () => {
    const fake = fakeAccountPlatform();
    const first = cookieOf(await signInAs(fake, { ...MARIA }));
    const second = cookieOf(await signInAs(fake, { ...MARIA }, first));
    expect(second).not.toBe(first);
    const sid = async (cookie: string) => (await getSession(new Request("http://localhost/", { headers: { cookie } }))).get("sid");
    expect(await sid(first)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await sid(second)).not.toBe(await sid(first));
  });

  it("doc3 §6 a California customer signs in on the California endpoint", async () => {
    const fake = fakeAccountPlatform();
    await signInAs(fake, { email: "ana.lopez@example.com", password: "Demo#2026" });
    expect(fake.calls.find((c) => c.path.endsWith("/login"))?.path).toBe("/api/ca/account/login");
  });

  it("doc3 §8 a wrong password shows the configured message; changing it in the settings changes the answer", async () => {
    const fake = fakeAccountPlatform();
    const configured = { en: "Those details don't match our records.", es: "Esos datos no coinciden." };
    const answer = (await run(
      signIn.action,
      routeArgs<ActionArgs>(clientOf(fake), "/sign-in", { form: { ...MARIA, password: "Wrong#1" }, settings: { signInFailed: configured } }),
    )) as Answer & {
      data: { result: { error?: Record<string, string[]> } };
    };
    expect(answer.init.status).toBe(401);
    expect(answer.data.result.error?.[""]).toEqual([configuredMessage(configured.en)]);
  });

  it("many wrong passwords: the platform's 429 becomes a clear message, not a 500", async () => {
    const fake = fakeAccountPlatform({ failuresBeforeLimit: 3 });
    const statuses: number[] = [];
    let last: Answer | undefined;
    for (let i = 0; i < 5; i++) {
      last = (await run(signIn.action, routeArgs<ActionArgs>(clientOf(fake), "/sign-in", { form: { ...MARIA, password: `Wrong#${i}` } }))) as Answer;
      statuses.push(last.init.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // A refused password is final: the site does not retry it with a new credential (it counts once).
    expect(fake.calls.filter((c) => c.path.endsWith("/login"))).toHaveLength(5);
    expect((last!.data.result.error as Record<string, string[]>)[""]).toEqual(["customer.signIn.tooMany"]);
  });

  it("the password never comes back in the answer", async () => {
    const answer = (await run(
      signIn.action,
      routeArgs<ActionArgs>(clientOf(fakeAccountPlatform()), "/sign-in", { form: { ...MARIA, password: "Canary#Pass1" } }),
    )) as Answer;
    expect(JSON.stringify(answer.data)).not.toContain("Canary#Pass1");
  });
});

describe("set a new password", () => {
  it("doc3 §5.5 a repeat that differs gives the wrong-password message; a weak password the rule", async () => {
    const fake = fakeAccountPlatform();
    const mismatch = (await run(
      setPassword.action,
      routeArgs<ActionArgs>(clientOf(fake), "/set-password?token=reset-1", { form: { token: "reset-1", password: "New#Pass1", passwordVerify: "New#Pass2" } }),
    )) as Answer;
    expect(mismatch.data.result.error?.passwordVerify).toEqual(["customer.errors.wrongPassword"]);
    const weak = (await run(
      setPassword.action,
      routeArgs<ActionArgs>(clientOf(fake), "/set-password?token=reset-1", { form: { token: "reset-1", password: "password", passwordVerify: "password" } }),
    )) as Answer;
    expect(weak.data.result.error?.password).toEqual(["customer.errors.passwordRule"]);
    expect(fake.calls).toEqual([]);
  });

  it("doc3 §4.5 a good password shows the confirmation (without the token in the address); the link then says it was used", async () => {
    const fake = fakeAccountPlatform();
    await run(forgot.action, routeArgs<ActionArgs>(clientOf(fake), "/forgot-password", { form: { email: MARIA.email } }));
    const form = { token: "reset-1", state: "TX", password: "New#Pass1", passwordVerify: "New#Pass1" };
    const done = (await run(setPassword.action, routeArgs<ActionArgs>(clientOf(fake), "/set-password?token=reset-1&state=TX", { form }))) as Response;
    expect(done.headers.get("location")).toBe("/set-password?done=1");
    expect(fake.customers.get(MARIA.email)?.password).toBe("New#Pass1");
    const again = (await run(setPassword.action, routeArgs<ActionArgs>(clientOf(fake), "/set-password?token=reset-1&state=TX", { form }))) as Answer & {
      data: { link?: string };
    };
    expect(again.init.status).toBe(400);
    expect(again.data.link).toBe("customer.setPassword.used");
  });
});

describe("no password, token or date of birth in the log", () => {
  it("canary values of a failing sign-in, reset and create-account journey never reach the log", async () => {
    const fake = fakeAccountPlatform();
    const { logger, lines } = capturedLogger();
    const client = clientOf(fake, logger);
    const create = await import("./create-account");
    await run(signIn.action, routeArgs<ActionArgs>(client, "/sign-in", { form: { email: MARIA.email, password: "Canary#Pw9" } }));
    await run(
      setPassword.action,
      routeArgs<ActionArgs>(client, "/set-password", { form: { token: "canary-reset-token", password: "Canary#Pw9", passwordVerify: "Canary#Pw9" } }),
    );
    await run(
      create.action,
      routeArgs<ActionArgs>(client, "/create-account", {
        form: {
          firstName: "Ana",
          lastName: "Canary",
          email: "canary@example.com",
          phone: "512-555-0199",
          dob: "07/13/1977",
          city: "Austin",
          state: "TX",
          zip: "78701",
        },
      }),
    );
    expect(lines.length).toBeGreaterThan(0);
    const log = lines.join("\n");
    for (const canary of ["Canary#Pw9", "canary-reset-token", "1977-07-13", "07-13-1977", "5125550199"]) expect(log).not.toContain(canary);
  });
});
