/**
 * The roadside pages' actions and loaders against the real platform (SQLite): the purchase
 * form's validation (doc3 §5.4), the out-of-state wait list, the payment site, the return with
 * `transactionId` (doc3 §4.4) read only by the browser that bought (its sealed cookie), the retry,
 * and the errors of doc3 §8 (empty payment URL, 503 on return) logged.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RouterContextProvider } from "react-router";
import { createContentSource, type ContentConfig } from "~/.server/content";
import { flowSettingsSchemas, widgetSettingsSchema } from "~/.server/content/schemas";
import { logger } from "~/.server/logger";
import { createPlatformClient, type PlatformClient } from "~/.server/platform";
import { siteContext, type SiteContext } from "~/.server/site-context";
import { openTestDatabase, type TestDatabase } from "../../platform/db/test-databases.ts";
import { startTestPlatform, type TestPlatform } from "../../platform/http/test-client.ts";
import { messageText } from "~/i18n-message";

/** Messages as the page shows them: configured texts filled in; catalogue keys left as keys (the page translates them). */
const shown = (messages: readonly string[] | undefined) => messages?.map((message) => messageText((key) => key, message));

vi.mock("~/.server/i18n", () => ({ getInstance: () => ({ t: (key: string) => key }) }));
const { buyAction } = await import("~/routes/roadside/buy.server");
const { returnAction, returnLoader } = await import("~/routes/roadside/return.server");
const documentRoute = await import("~/routes/roadside/document");

let db: TestDatabase;
let t: TestPlatform;
let client: PlatformClient;

beforeAll(async () => {
  db = await openTestDatabase("sqlite");
  t = await startTestPlatform(db.store);
  const token = await t.siteToken();
  client = clientWith((input, init) => fetch(input, init), token);
});
afterAll(async () => {
  await t.close();
  await db.dispose();
});

function clientWith(fetchImpl: (input: string, init: RequestInit) => Promise<Response>, token = "site-token"): PlatformClient {
  return createPlatformClient({
    baseUrl: t.baseUrl,
    timeoutMs: 5000,
    lang: "en",
    trackId: "track-roadside",
    credentials: { get: async () => token, refresh: async () => token },
    logger: logger(),
    fetch: fetchImpl,
    visitorAddress: "203.0.113.9",
  });
}

function args(
  path: string,
  options: {
    form?: Record<string, string>;
    cookie?: string;
    platform?: PlatformClient;
    params?: Record<string, string>;
    roadside?: Record<string, unknown>;
  } = {},
) {
  const context = new RouterContextProvider();
  const settings = {
    roadsideSettings: flowSettingsSchemas.roadsideSettings.parse({ brandCode: "lonestar", ...options.roadside }),
    widgetSettings: widgetSettingsSchema.parse({ brandCode: "lonestar" }),
  };
  context.set(siteContext, {
    platform: () => options.platform ?? client,
    trackId: "track-roadside",
    brand: { code: "lonestar", name: "Lone Star", hosts: ["localhost"], endpoints: { api: "/api", caApi: "/api/ca" } },
    lang: "en",
    ip: "203.0.113.9",
    content: { flowSettings: async (name: keyof typeof settings) => settings[name] },
  } as unknown as SiteContext);
  const url = new URL(`http://localhost${path}`);
  const headers: Record<string, string> = options.cookie ? { cookie: options.cookie } : {};
  const request = options.form
    ? new Request(url, {
        method: "POST",
        body: new URLSearchParams(options.form),
        headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      })
    : new Request(url, { headers });
  return { request, context, url, params: options.params ?? {} };
}

const form = (over: Record<string, string> = {}) => ({
  memberType: "family",
  firstname: "Rosa",
  lastname: "Delgado",
  dob: "04/12/1985",
  driverLicenseNumber: "D1234567",
  email: "rosa.site@example.com",
  phoneNumber: "214-555-0101",
  addressLine1: "1200 Main St",
  city: "Dallas",
  state: "TX",
  zipCode: "75201",
  consent: "on",
  "secondary.firstname": "Luis",
  "secondary.lastname": "Delgado",
  "secondary.dob": "09/30/1983",
  ...over,
});

const purchases = async () => (await t.db.selectFrom("roadside_purchases").select("id").execute()).length;
const asResponse = (value: unknown) => value as Response;
const dataOf = <T>(value: unknown) => (value as { data: T }).data;

/** The purchase through the site's action: the payment site's path and the browser's cookie. */
async function buy(over: Record<string, string> = {}) {
  const answer = asResponse(await buyAction(args("/roadside/buy", { form: form(over) })));
  expect(answer.status).toBe(302);
  const payment = new URL(answer.headers.get("location")!);
  const cookie = answer.headers.get("set-cookie")!.split(";")[0]!;
  return { payment, cookie, transactionId: payment.pathname.split("/").pop()! };
}

const pay = (payment: URL, number: string) =>
  fetch(`${t.baseUrl}${payment.pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ number, expiry: "12/39", cvc: "123", name: "Rosa Delgado" }).toString(),
  });

describe("roadside settings (roadsideSettings per brand)", () => {
  it("doc3 §5.4, §9: the seed holds each brand's packages, prices, allowed states and age limits (16 to 75, second member 15 to 75) in both languages", async () => {
    const content = createContentSource(
      { CONTENT_SOURCE: "local", CONTENT_DATASET_FILE: "studio/seed/production.ndjson", CONTENT_CACHE_TTL_MS: 0 } as ContentConfig,
      { logger: { warn: () => {} } },
    );
    for (const brand of ["lonestar", "bluebonnet", "delsol"]) {
      const settings = await content.flowSettings("roadsideSettings", brand);
      expect(settings).toMatchObject({
        minAge: 16,
        maxAge: 75,
        secondaryMinAge: 15,
        secondaryMaxAge: 75,
        allowedStates: ["TX"],
        single: { packageId: 1, price: 59 },
        family: { packageId: 2, price: 99 },
      });
      expect(settings.family.features.length).toBeGreaterThan(settings.single.features.length);
      expect(settings.outOfState.es).toContain("{0}");
    }
  });

  it("a price and an age limit changed in the CMS are what the purchase charges and the form checks", async () => {
    const young = await buyAction(args("/roadside/buy", { form: form({ dob: "01/01/2009" }), roadside: { minAge: 18 } }));
    expect(shown((young as unknown as { data: { result: { error: Record<string, string[]> } } }).data.result.error.dob)).toEqual([
      "Please enter a valid date of birth. Members must be between 18 and 75 years old.",
    ]);
    const answer = asResponse(await buyAction(args("/roadside/buy", { form: form({ email: "priced@example.com" }), roadside: { family: { price: 120.5 } } })));
    const transactionId = new URL(answer.headers.get("location")!).pathname.split("/").pop()!;
    const row = await t.db
      .selectFrom("roadside_purchases")
      .select(["amount_cents", "package_id", "member_type"])
      .where("id", "=", transactionId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ amount_cents: 12050, package_id: 2, member_type: "family" });
  });
});

describe("roadside pages", () => {
  it("doc3 §5.4: the action refuses a bad form with the messages beside the fields and sends nothing", async () => {
    const before = await purchases();
    const answer = await buyAction(args("/roadside/buy", { form: form({ email: "rosa@", consent: "", dob: "04/12/2015", "secondary.firstname": "" }) }));
    const { init, data } = answer as unknown as { init: { status: number }; data: { view: string; result: { error: Record<string, string[]> } } };
    expect(init.status).toBe(400);
    expect(Object.fromEntries(Object.entries(data.result.error).map(([name, messages]) => [name, shown(messages)]))).toMatchObject({
      email: ["roadside.errors.email"],
      consent: ["roadside.errors.consent"],
      dob: ["Please enter a valid date of birth. Members must be between 16 and 75 years old."],
      "secondary.firstname": ["roadside.errors.required"],
    });
    expect(await purchases()).toBe(before);
  });

  it("a filled spam-trap field is refused without reaching the platform", async () => {
    const before = await purchases();
    const answer = await buyAction(args("/roadside/buy", { form: form({ "roadside-website": "https://spam.example" }) }));
    expect((answer as unknown as { init: { status: number } }).init.status).toBe(400);
    expect(await purchases()).toBe(before);
  });

  it("doc3 §2.4: a state outside the allowed states answers the out-of-state wait list, whatever else the form holds", async () => {
    const before = await purchases();
    const answer = await buyAction(args("/roadside/buy", { form: { state: "CA", intent: "wait-list" } }));
    expect(dataOf(answer)).toMatchObject({
      view: "waitList",
      state: "CA",
      stateName: "California",
      message: "Roadside memberships aren't sold in California yet. Join the wait list and we'll let you know.",
    });
    expect(await purchases()).toBe(before);
  });

  it("doc3 §4.4: bought, paid and returned: confirmed with the membership number and the document; a reload reads the same; the document downloads", async () => {
    const { payment, cookie, transactionId } = await buy();
    expect(payment.pathname).toMatch(/^\/sandbox\/roadside-pay\/rsa_/);
    expect(cookie).toMatch(/^roadside=/);
    expect(cookie).not.toContain(transactionId);
    const paid = await pay(payment, "4242 4242 4242 4242");
    expect(paid.headers.get("location")).toBe(`http://localhost/roadside/return?transactionId=${transactionId}`);

    const page = await returnLoader(args(`/roadside/return?transactionId=${transactionId}`, { cookie }));
    expect(page.view).toMatchObject({ kind: "confirmed", memberType: "family", amount: 99 });
    const again = await returnLoader(args(`/roadside/return?transactionId=${transactionId}`, { cookie }));
    expect(again.view).toEqual(page.view);
    expect(page.message).toBe("We sent your membership document to rosa.site@example.com.");

    const href = page.view.kind === "confirmed" ? page.view.documentHref : "";
    const url = new URL(href, "http://localhost");
    const pdf = asResponse(await documentRoute.loader(args(`${url.pathname}${url.search}`, { params: { transactionId } }) as never));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("authorization: another browser (no cookie, or its own purchase's cookie) sees neither the membership nor the document of a transactionId", async () => {
    const mine = await buy({ email: "mine@example.com" });
    await pay(mine.payment, "4242 4242 4242 4242");
    const theirs = await buy({ email: "theirs@example.com" });
    for (const cookie of [undefined, theirs.cookie]) {
      const page = await returnLoader(args(`/roadside/return?transactionId=${mine.transactionId}`, { cookie }));
      expect(page.view).toMatchObject({ kind: "failed", reason: "not-found" });
      expect(JSON.stringify(page)).not.toContain("mine@example.com");
      const doc = asResponse(
        await documentRoute.loader(args(`/roadside/document/${mine.transactionId}`, { cookie, params: { transactionId: mine.transactionId } }) as never),
      );
      expect(doc.status).toBe(404);
    }
    const own = asResponse(
      await documentRoute.loader(
        args(`/roadside/document/${mine.transactionId}`, { cookie: mine.cookie, params: { transactionId: mine.transactionId } }) as never,
      ),
    );
    expect(own.status).toBe(200);
  });

  it("doc3 §4.4: a declined card returns to the failure with retry; the retry action sends the browser to the payment site again", async () => {
    const { payment, cookie, transactionId } = await buy({ memberType: "single", email: "declined@example.com" });
    await pay(payment, "4000 0000 0000 0002");
    const page = await returnLoader(args(`/roadside/return?transactionId=${transactionId}`, { cookie }));
    expect(page.view).toEqual({ kind: "failed", reason: "declined", resultMessage: "Your card was declined.", log: null });
    const retried = asResponse(await returnAction(args(`/roadside/return?transactionId=${transactionId}`, { cookie, form: { transactionId } })));
    expect(retried.status).toBe(302);
    expect(new URL(retried.headers.get("location")!).pathname).toBe(payment.pathname);
    expect((await pay(payment, "4242 4242 4242 4242")).status).toBe(303);
    const confirmed = await returnLoader(args(`/roadside/return?transactionId=${transactionId}`, { cookie }));
    expect(confirmed.view.kind).toBe("confirmed");
  });

  it("doc3 §8: a 503 on return is logged as a redirection error and shows the failure; an empty payment URL is logged as an error and shows the payment error", async () => {
    const { cookie, transactionId } = await buy({ email: "down@example.com" });
    const errors = vi.spyOn(logger(), "error");
    const down = clientWith(
      async () =>
        new Response(JSON.stringify({ isSuccess: false, message: "Service unavailable" }), { status: 503, headers: { "content-type": "application/json" } }),
    );
    const page = await returnLoader(args(`/roadside/return?transactionId=${transactionId}`, { cookie, platform: down }));
    expect(page.view).toMatchObject({ kind: "failed", reason: "redirection-error" });
    expect(page.message).toBe("We couldn't confirm your payment right now. If you paid, your membership e-mail will arrive shortly; otherwise, try again.");
    expect(errors.mock.calls.some((call) => String(call[1]).includes("redirection error"))).toBe(true);

    const empty = clientWith(
      async () =>
        new Response(
          JSON.stringify({ isSuccess: true, message: "OK", transactionId: "rsa_abcdefghijklmnopqrstuvwxyz", paymentUrl: "", buyerKey: "k".repeat(43) }),
          { status: 200, headers: { "content-type": "application/json" } },
        ),
    );
    const answer = await buyAction(args("/roadside/buy", { form: form(), platform: empty }));
    const { init, data } = answer as unknown as { init: { status: number }; data: { result: { error: Record<string, string[]> } } };
    expect(init.status).toBe(502);
    expect(shown(data.result.error[""])).toEqual(["We couldn't open the payment page. Please try again in a moment."]);
    expect(errors.mock.calls.some((call) => String(call[1]).includes("empty payment URL"))).toBe(true);
    errors.mockRestore();
  });
});
