/**
 * The portal's loaders and actions over the real platform client, against an in-memory
 * platform answering the portal contract (app/.server/platform/portal.ts): the session guard,
 * the customer's own token on every call whatever id is sent, pay now and its failure log, the
 * payment-return view, redemption and its failure log, the points resource, refer a friend and the
 * consent form.
 */
import { describe, expect, it, vi } from "vitest";
import type * as LoggerModule from "~/.server/logger";
import { siteContext } from "~/.server/site-context";
import { capturedLogger, clientOf, fakeAccountPlatform, routeArgs, run } from "../account/test-platform";
import { messageKey } from "~/domain/message";

const captured = capturedLogger();
vi.mock("~/.server/i18n", () => ({ getInstance: () => ({ t: (key: string) => key }) }));
vi.mock("~/.server/logger", async (original) => ({ ...(await original<typeof LoggerModule>()), logger: () => captured.logger }));

const signIn = await import("../account/sign-in");
const portal = await import("./portal");
const points = await import("./points");
const refer = await import("./refer-a-friend");
const consent = await import("./consent");
const redemption = await import("./redemption");

type Args = Parameters<typeof portal.loader>[0];
const json = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify({ isSuccess: status < 400, ...body }), { status, headers: { "content-type": "application/json" } });

function policy(id: string, extra: Record<string, unknown> = {}) {
  return {
    policyId: id,
    policyNumber: `RRI-${id}`,
    isPayable: true,
    message: "This payment can be made online.",
    reason: null,
    payOnline: true,
    carrierUrl: "https://carrier.example/pay",
    status: "active",
    details: {
      policyType: "Auto",
      company: "Red River Indemnity",
      monthlyPayment: 123.45,
      paymentDueDate: "2099-01-10",
      paymentEnabledDate: "2020-01-01",
      expirationDate: "2099-06-01",
      effectiveDate: "2020-01-01",
      drivers: [],
      vehicles: [],
      coverages: [],
      transactions: [],
      installments: [],
      quoteStatus: "Issued",
      emailAddress: "maria.garcia@example.com",
      homePhone: "7135550188",
    },
    ...extra,
  };
}

/** The account fake for sign-in, plus the portal calls: María owns policy p1; p2 is someone else's. */
function fakePlatform(options: { payNow?: "fail" | "ok"; redeem?: "ok" | "insufficient"; result?: "A" | "D" | "none" } = {}) {
  const account = fakeAccountPlatform();
  const portalCalls: { path: string; bearer: string; body: Record<string, unknown>; query: URLSearchParams }[] = [];
  async function handle(input: string, init: RequestInit): Promise<Response> {
    const url = new URL(input);
    if (!url.pathname.startsWith("/api/portal/")) return account.handle(input, init);
    const bearer = new Headers(init.headers).get("authorization")?.replace(/^Bearer /, "") ?? "";
    const body = (init.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>;
    portalCalls.push({ path: url.pathname, bearer, body, query: url.searchParams });
    const owner = account.tokens.get(bearer);
    const siteCall = url.pathname === "/api/portal/consent" || (url.pathname === "/api/portal/referrals" && !owner);
    if (!owner && !siteCall) return json(401, { message: "Not signed in." });
    switch (url.pathname) {
      case "/api/portal/policies":
        return json(200, { policies: [policy("p1")] });
      case "/api/portal/policies/p1/payNow":
        return options.payNow === "fail"
          ? json(502, { message: "processor down" })
          : json(200, { paymentUrl: "http://localhost/sandbox/pay/s1", token: "tok-12345678" });
      case "/api/portal/paymentResult": {
        if (options.result === "none") return json(404, { message: "No payment has been confirmed for this link." });
        const status = options.result ?? "A";
        return json(200, {
          customerPayment: {
            policyId: "p1",
            policyNumber: "RRI-p1",
            carrierName: "Red River Indemnity",
            carrierUrl: "https://carrier.example/pay",
            paymentDetails: [
              {
                dueDate: "2099-01-10",
                payDate: "2026-11-25",
                amount: 123.45,
                invoiceId: "i1",
                status,
                resultMessage: status === "A" ? "Approved" : "Card declined",
              },
            ],
          },
        });
      }
      case "/api/portal/loyalty/redeem":
        return options.redeem === "insufficient"
          ? json(409, { message: "Not enough points.", messageCode: "INSUFFICIENT_POINTS" })
          : json(200, {
              redemptionId: "r1",
              rewardType: "giftcard-1000",
              name: "$10 gift card",
              cardValue: 1000,
              created: "2026-11-25T10:00:00Z",
              awardedGiveaways: [{ code: "GC-1", attributes: { cvv_Pin: null } }],
              currentBalance: 3850,
            });
      case "/api/portal/loyalty/rewards":
        return json(200, {
          rewards: [1000, 2500, 5000].map((cents) => ({ rewardType: `giftcard-${cents}`, name: `$${cents / 100} gift card`, cardValue: cents })),
        });
      case "/api/portal/loyalty/redemptions/r1":
        return json(200, {
          redemptionId: "r1",
          rewardType: "giftcard-1000",
          name: "$10 gift card",
          cardValue: 1000,
          created: "2026-11-25T10:00:00Z",
          awardedGiveaways: [{ code: "GC-1", attributes: { cvv_Pin: "4821" } }],
          currentBalance: 3850,
        });
      case "/api/portal/loyalty/transactions":
        return json(200, { data: [], hasMore: false, offset: Number(url.searchParams.get("offset")) });
      case "/api/portal/profile":
        return json(200, {
          profile: {
            name: "María",
            surname: "García",
            address: "909 Texas Ave",
            city: "Houston",
            state: "TX",
            zipCode: "77002",
            mail: "maria.garcia@example.com",
            phone: "7135550188",
            birthDate: "1990-07-22",
            driverLicenseNumber: "****7744",
            customerCode: "LS-100188",
            isSmsNotify: false,
          },
        });
      case "/api/portal/referrals":
        return json(200, { referralId: "rf1", consentId: "c1", status: "sent" });
      case "/api/portal/consent":
        if ((init.method ?? "GET") === "GET") {
          const id = url.searchParams.get("id");
          return id === "c1" || id === "done"
            ? json(200, {
                consent: {
                  id,
                  first_name: "Ana",
                  last_name: "Friend",
                  mobile_number: "2145550199",
                  email: "ana@example.com",
                  cf_customer_consent_form_completed: id === "done",
                },
              })
            : json(404, { message: "Unknown consent.", messageCode: "CONSENT_NOT_FOUND" });
        }
        return json(200, { state: "success", consentedAt: "2026-11-25T10:00:00Z" });
      default:
        // Another customer's policy, payment or redemption: the platform answers 404.
        return json(404, { message: "Not found." });
    }
  }
  return { handle, calls: account.calls, portalCalls, tokens: account.tokens, customers: account.customers, resets: account.resets };
}

type Fake = ReturnType<typeof fakePlatform>;

async function signedIn(fake: Fake): Promise<string> {
  const response = (await run(
    signIn.action,
    routeArgs(clientOf(fake), "/sign-in", { form: { email: "maria.garcia@example.com", password: "Demo#2026" } }),
  )) as Response;
  return (response.headers.get("set-cookie") ?? "").split(";")[0]!;
}

/** Route arguments with the brand's phones too (the make-payment window's defaults). */
function args(fake: Fake, path: string, options: { form?: Record<string, string>; cookie?: string; lang?: "en" | "es" } = {}): Args {
  const a = routeArgs<Args>(clientOf(fake), path, options);
  const site = a.context.get(siteContext);
  a.context.set(siteContext, { ...site, brand: { ...site.brand, phones: { sales: "(800) 555-0142", service: "(800) 555-0143" } } });
  return a;
}

describe("item 10: every loader and action checks the session", () => {
  it("doc3 §6 a signed-out visitor is sent to sign-in with the way back, from the page, its action and refer a friend", async () => {
    const fake = fakePlatform();
    const page = (await run(portal.loader, args(fake, "/portal?tabid=rewards"))) as Response;
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/sign-in?redirectTo=%2Fportal%3Ftabid%3Drewards");
    const action = (await run(portal.action, args(fake, "/portal", { form: { intent: "payNow", policyId: "p1" } }))) as Response;
    expect(action.headers.get("location")).toMatch(/^\/sign-in\?redirectTo=/);
    const referLoader = (await run(refer.loader, args(fake, "/es/refer-a-friend", { lang: "es" }))) as Response;
    expect(referLoader.headers.get("location")).toBe("/es/sign-in?redirectTo=%2Fes%2Frefer-a-friend");
    expect(fake.portalCalls).toEqual([]);
  });

  it("doc3 §9 the points resource answers 401 signed out and 400 for a bad offset", async () => {
    const fake = fakePlatform();
    const out = (await run(points.loader, args(fake, "/portal/points?offset=50"))) as { init: { status: number } };
    expect(out.init.status).toBe(401);
    const cookie = await signedIn(fake);
    const bad = (await run(points.loader, args(fake, "/portal/points?offset=-5", { cookie }))) as {
      init: { status: number };
      data: { fieldErrors: Record<string, string> };
    };
    expect(bad.init.status).toBe(400);
    expect(bad.data.fieldErrors).toEqual({ offset: "portal.errors.offset" });
    const ok = (await run(points.loader, args(fake, "/portal/points?offset=50", { cookie }))) as { data: { ok: boolean; offset: number } };
    expect(ok.data).toMatchObject({ ok: true, offset: 50 });
    expect(fake.portalCalls.at(-1)!.query.get("offset")).toBe("50");
  });

  it("another customer's policy id is sent with the signed-in customer's own token; the platform's refusal is a payment-help answer, never their data", async () => {
    const fake = fakePlatform();
    const cookie = await signedIn(fake);
    const answer = (await run(portal.action, args(fake, "/portal", { cookie, form: { intent: "payNow", policyId: "p2" } }))) as {
      data: { intent: string; ok: boolean };
      init: { status: number };
    };
    expect(answer.data).toEqual({ intent: "payNow", ok: false });
    expect(answer.init.status).toBe(404);
    const call = fake.portalCalls.find((c) => c.path === "/api/portal/policies/p2/payNow")!;
    expect(fake.tokens.get(call.bearer)).toBe("maria.garcia@example.com");
  });
});

describe("doc3 §2.7 tabs, §4.6 payment status, §8 pay now", () => {
  it("doc3 §2.7 any tabid containing policies is the policies tab, each policy with its derived status", async () => {
    const fake = fakePlatform();
    const cookie = await signedIn(fake);
    const page = (await run(portal.loader, args(fake, "/portal?tabid=mypolicies", { cookie }))) as {
      view: string;
      tab: string;
      policies: { paymentStatus: string }[];
    };
    expect(page).toMatchObject({ view: "tabs", tab: "policies" });
    expect(page.policies[0]!.paymentStatus).toBe("paymentdue");
    expect(page).toMatchObject({ contact: { text: "(800) 555-0143", call: "(800) 555-0143", chat: "" } });
  });

  it("doc3 §7.6 pay now redirects the whole page to the payment page, with the portal as the return address", async () => {
    const fake = fakePlatform();
    const cookie = await signedIn(fake);
    const response = (await run(portal.action, args(fake, "/portal", { cookie, form: { intent: "payNow", policyId: "p1" } }))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("http://localhost/sandbox/pay/s1");
    expect(response.headers.get("X-Remix-Reload-Document")).toBe("true");
    expect(fake.portalCalls.at(-1)!.body.returnUrl).toBe("http://localhost/portal");
  });

  it("doc3 §8 a failed pay-now fetch logs 'Error in fetching paynow url' and answers for the payment-help window", async () => {
    const fake = fakePlatform({ payNow: "fail" });
    const cookie = await signedIn(fake);
    const answer = (await run(portal.action, args(fake, "/portal", { cookie, form: { intent: "payNow", policyId: "p1" } }))) as {
      data: { intent: string; ok: boolean };
    };
    expect(answer.data).toEqual({ intent: "payNow", ok: false });
    expect(captured.lines.some((l) => l.includes("Error in fetching paynow url"))).toBe(true);
  });

  it("a bad action answers 400 per field, never a 500", async () => {
    const fake = fakePlatform();
    const cookie = await signedIn(fake);
    const answer = (await run(portal.action, args(fake, "/portal", { cookie, form: { intent: "payNow" } }))) as {
      data: { fieldErrors: Record<string, string> };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.fieldErrors).toHaveProperty("policyId");
  });
});

describe("doc3 §4.6 payment-return view", () => {
  const view = async (result: "A" | "D" | "none", path = "/portal?token=tok-12345678") => {
    const fake = fakePlatform({ result });
    const cookie = await signedIn(fake);
    return (await run(portal.loader, args(fake, path, { cookie }))) as { view: string; payment: Record<string, unknown> };
  };
  it("status A: success with the amount and the policy number", async () => {
    expect((await view("A")).payment).toEqual({ kind: "success", amount: 123.45, policyNumber: "RRI-p1" });
  });
  it("anything else: failure with the carrier link and the result message", async () => {
    expect((await view("D")).payment).toMatchObject({ kind: "failure", resultMessage: "Card declined", carrierUrl: "https://carrier.example/pay" });
  });
  it("not confirmed yet: the countdown wait with the configured seconds; once waited, failure", async () => {
    expect((await view("none")).payment).toEqual({ kind: "pending", waitSeconds: 30 });
    expect((await view("none", "/portal?token=tok-12345678&waited=1")).payment).toMatchObject({ kind: "failure" });
  });
  it("doc3 §2.7 ?code or ?error is the social popup's return", async () => {
    expect(await view("A", "/portal?code=abc&state=FBConnect")).toMatchObject({ view: "socialReturn", outcome: "connected", type: "FBConnect", code: "abc" });
    expect(await view("A", "/portal?code=abc&state=Other")).toMatchObject({ view: "socialReturn", outcome: "failed" });
    expect(await view("A", "/portal?error=access_denied")).toMatchObject({ view: "socialReturn", outcome: "failed" });
  });
});

describe("doc3 §4.6, §8 redemption", () => {
  it("success answers the code, and a null pin as null", async () => {
    const fake = fakePlatform();
    const cookie = await signedIn(fake);
    const answer = (await run(portal.action, args(fake, "/portal?tabid=rewards", { cookie, form: { intent: "redeem", rewardType: "giftcard-1000" } }))) as {
      data: Record<string, unknown>;
    };
    expect(answer.data).toMatchObject({ intent: "redeem", ok: true, code: "GC-1", pin: null, cardValue: 1000, balance: 3850 });
  });
  it("failure shows the configured redeem error and logs redemption_api_error", async () => {
    const fake = fakePlatform({ redeem: "insufficient" });
    const cookie = await signedIn(fake);
    const answer = (await run(
      portal.action,
      args(fake, "/es/portal?tabid=rewards", { cookie, lang: "es", form: { intent: "redeem", rewardType: "giftcard-5000" } }),
    )) as { data: Record<string, unknown>; init: { status: number } };
    expect(answer.init.status).toBe(409);
    expect(answer.data).toEqual({ intent: "redeem", ok: false, message: "No pudimos canjear tu recompensa. No se usaron tus puntos. Inténtalo de nuevo." });
    expect(captured.lines.some((l) => l.includes("redemption_api_error"))).toBe(true);
  });
});

describe("doc3 §7.6, §8 social connect", () => {
  it("a refused connect logs 'social connect api error for' with the type", async () => {
    const fake = fakePlatform();
    const cookie = await signedIn(fake);
    const answer = (await run(portal.action, args(fake, "/portal", { cookie, form: { intent: "socialConnect", type: "IGConnect", code: "abc" } }))) as {
      data: Record<string, unknown>;
    };
    expect(answer.data).toEqual({ intent: "socialConnect", ok: false });
    expect(captured.lines.some((l) => l.includes("social connect api error for IGConnect"))).toBe(true);
    expect(fake.tokens.get(fake.portalCalls.at(-1)!.bearer)).toBe("maria.garcia@example.com");
  });
});

describe("doc3 §2.7 a redemption's details", () => {
  it("answers the code and pin of the customer's own redemption; 401 signed out, 400 a bad id, 404 another's", async () => {
    const fake = fakePlatform();
    const status = async (path: string, cookie?: string) =>
      ((await run(redemption.loader, args(fake, path, cookie ? { cookie } : {}))) as { init?: { status: number } | null }).init?.status ?? 200;
    expect(await status("/portal/redemption?id=r1")).toBe(401);
    const cookie = await signedIn(fake);
    expect(await status("/portal/redemption?id=../r1", cookie)).toBe(400);
    expect(await status("/portal/redemption?id=r2", cookie)).toBe(404);
    const own = (await run(redemption.loader, args(fake, "/portal/redemption?id=r1", { cookie }))) as { data: Record<string, unknown> };
    expect(own.data).toMatchObject({ ok: true, code: "GC-1", pin: "4821", cardValue: 1000 });
    expect(fake.tokens.get(fake.portalCalls.at(-1)!.bearer)).toBe("maria.garcia@example.com");
  });
});

describe("doc3 §5.6 refer a friend", () => {
  it("refuses a short first name and a bad phone per field, sending nothing", async () => {
    const fake = fakePlatform();
    const cookie = await signedIn(fake);
    const answer = (await run(
      refer.action,
      args(fake, "/refer-a-friend", { cookie, form: { refFirstName: "A", refLastName: "Friend", refEmail: "a@example.com", refPhone: "123", refAge: "30" } }),
    )) as {
      data: { result: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error).toMatchObject({ refFirstName: ["portal.errors.firstName"], refPhone: ["portal.errors.phone"] });
    expect(fake.portalCalls.filter((c) => c.path === "/api/portal/referrals")).toEqual([]);
  });
  it("sends the referral payload with the referrer from the profile, the consent text shown and the customer's token", async () => {
    const fake = fakePlatform();
    const cookie = await signedIn(fake);
    const answer = (await run(
      refer.action,
      args(fake, "/refer-a-friend", {
        cookie,
        form: { refFirstName: "Alex", refLastName: "Friend", refEmail: "alex@example.com", refPhone: "(214) 555-0199", refAge: "75" },
      }),
    )) as { data: { sent: boolean } };
    expect(answer.data.sent).toBe(true);
    const call = fake.portalCalls.find((c) => c.path === "/api/portal/referrals")!;
    expect(call.body).toMatchObject({
      customerName: "María García",
      customerEmail: "maria.garcia@example.com",
      zipCode: "77002",
      refName: "Alex Friend",
      refEmail: "alex@example.com",
      refPhone: "2145550199",
      consentUrl: "http://localhost/consent-form",
    });
    expect(String(call.body.consentText)).toMatch(/^By sending/);
    expect(fake.tokens.get(call.bearer)).toBe("maria.garcia@example.com");
  });
  it("doc3 §5.6 the friend's age is refused outside 15 to 75", async () => {
    const fake = fakePlatform();
    const cookie = await signedIn(fake);
    const answer = (await run(
      refer.action,
      args(fake, "/refer-a-friend", {
        cookie,
        form: { refFirstName: "Alex", refLastName: "Friend", refEmail: "alex@example.com", refPhone: "2145550199", refAge: "14" },
      }),
    )) as { data: { result: { error: Record<string, string[]> } } };
    expect(answer.data.result.error.refAge).toEqual([messageKey("portal.errors.age", { min: 15, max: 75 })]);
  });
});

describe("doc3 §2.9, §4.6, §5.6 consent form", () => {
  it("states: open, already consented, error for an unknown id", async () => {
    const fake = fakePlatform();
    const open = (await run(consent.loader, args(fake, "/consent-form?id=c1"))) as { state: string; person: { phone: string } };
    expect(open.state).toBe("open");
    expect(open.person.phone).toBe("214-555-0199");
    expect(((await run(consent.loader, args(fake, "/consent-form?id=done"))) as { state: string }).state).toBe("alreadyConsented");
    expect(((await run(consent.loader, args(fake, "/consent-form?id=nope"))) as { state: string }).state).toBe("error");
    expect(((await run(consent.loader, args(fake, "/consent-form"))) as { state: string }).state).toBe("error");
  });
  it("every box must be ticked, else the required-field error and nothing is sent", async () => {
    const fake = fakePlatform();
    const answer = (await run(consent.action, args(fake, "/consent-form?id=c1", { form: { id: "c1", statement1: "on" } }))) as {
      data: { result: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error.statement2).toEqual(["portal.errors.consentRequired"]);
    expect(fake.portalCalls.filter((c) => c.path === "/api/portal/consent" && c.body.isMarketingConsentGiven)).toEqual([]);
  });
  it("submits the record's own details with the exact statements shown (isMarketingConsentGiven true)", async () => {
    const fake = fakePlatform();
    const answer = (await run(
      consent.action,
      args(fake, "/es/consent-form?id=c1", { lang: "es", form: { id: "c1", statement1: "on", statement2: "on" } }),
    )) as { data: { state: string } };
    expect(answer.data.state).toBe("success");
    const sent = fake.portalCalls.find((c) => c.path === "/api/portal/consent" && c.body.isMarketingConsentGiven === true)!;
    expect(sent.body).toMatchObject({
      id: "c1",
      name: "Ana",
      surname: "Friend",
      phone: "2145550199",
      email: "ana@example.com",
      page: "/es/consent-form?id=c1",
    });
    expect(String(sent.body.consentText)).toMatch(/^Acepto recibir mensajes de texto/);
  });
});
