/**
 * The renters quote page's loader and action against the real platform (SQLite) and the seed's
 * settings (doc3 §2.3, §4.3, §5.3, §7.3, §8): the form's rules, an unknown zip, a start date out of
 * the configured window, a zip outside the allowed states, the rate request remembered in this
 * browser's cookie and its results polled, Buy from another browser (403), a refused buy-now
 * validate with its detail, the purchase polled to completion (confirmed with a policy id) and a
 * declined card (the payment error view).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RouterContextProvider } from "react-router";
import { createContentSource, type ContentConfig } from "~/.server/content";
import { logger } from "~/.server/logger";
import { createPlatformClient, type PlatformClient } from "~/.server/platform";
import { siteContext, type SiteContext } from "~/.server/site-context";
import { agencyToday } from "~/domain/agency-time";
import { addDays } from "~/domain/renters/form";
import { messageText } from "~/i18n-message";
import { configuredMessage, readMessage } from "~/domain/message";
import { openTestDatabase, type TestDatabase } from "../../platform/db/test-databases.ts";
import { startTestPlatform, type TestPlatform } from "../../platform/http/test-client.ts";

/** Messages as the page shows them: configured texts filled in; catalogue keys left as keys (the page translates them). */
const shown = (messages: readonly string[] | null | undefined) => messages?.map((message) => messageText((key) => key, message));

vi.mock("~/.server/i18n", () => ({ getInstance: () => ({ t: (key: string) => key }) }));
const { quoteAction, quoteLoader, refusalDetail } = await import("~/routes/renters/quote.server");
const resultsRoute = await import("~/routes/renters/results");

let db: TestDatabase;
let t: TestPlatform;
let token: string;
let client: PlatformClient;
const content = createContentSource(
  { CONTENT_SOURCE: "local", CONTENT_DATASET_FILE: "studio/seed/production.ndjson", CONTENT_CACHE_TTL_MS: 0 } as ContentConfig,
  { logger: { warn: () => {} } },
);

beforeAll(async () => {
  db = await openTestDatabase("sqlite");
  t = await startTestPlatform(db.store);
  token = await t.siteToken("lonestar");
  client = clientWith((input, init) => fetch(input, init));
}, 120_000);
afterAll(async () => {
  await t.close();
  await db.dispose();
});

function clientWith(fetchImpl: (input: string, init: RequestInit) => Promise<Response>): PlatformClient {
  return createPlatformClient({
    baseUrl: t.baseUrl,
    timeoutMs: 5000,
    lang: "en",
    trackId: "track-renters",
    credentials: { get: async () => token, refresh: async () => token },
    logger: logger(),
    fetch: fetchImpl,
    visitorAddress: "203.0.113.21",
  });
}

function args(path: string, options: { form?: Record<string, string>; cookie?: string; platform?: PlatformClient; lang?: "en" | "es" } = {}) {
  const context = new RouterContextProvider();
  context.set(siteContext, {
    platform: () => options.platform ?? client,
    trackId: "track-renters",
    brand: { code: "lonestar", name: "Lone Star", hosts: ["localhost"], endpoints: { api: "/api", caApi: "/api/ca" } },
    lang: options.lang ?? "en",
    ip: "203.0.113.21",
    content,
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
  return { request, context, url, params: {} };
}

type Answer = {
  view: string;
  result?: { error?: Record<string, string[] | null> };
  quoted?: { transactionId: string; state: string };
  outOfState?: { state: string; message: string };
  policyNumber?: string;
  message?: string;
};
const unpack = (value: unknown) => {
  const v = value as { data: Answer; init: { status?: number; headers?: Record<string, string> } | null };
  return { status: v.init?.status ?? 200, data: v.data, headers: new Headers(v.init?.headers ?? {}) };
};
/** The results route's answer (the page's fetcher reads its data; any other caller the same JSON, status and headers). */
const unpackResults = (value: unknown) => {
  const v = value as { data: unknown; init: { status?: number; headers?: Record<string, string> } | null };
  return { status: v.init?.status ?? 200, data: v.data, headers: new Headers(v.init?.headers ?? {}) };
};

const today = () => agencyToday(new Date());
let coverage: Record<string, string> = {};

function personal(over: Record<string, string> = {}) {
  return {
    firstName: "Avery",
    lastName: "Renter",
    email: `avery.site.${Date.now()}@example.com`,
    phone: "214-555-0110",
    address1: "2100 Ross Ave",
    address2: "",
    city: "Dallas",
    zip: "75201",
    effectiveDate: addDays(today(), 5),
    ...coverage,
    ...over,
  };
}

const quoteRows = async () => (await t.db.selectFrom("renters_quotes").select("id").execute()).length;

async function tokenize(number: string) {
  const response = await fetch(`${t.baseUrl}/sandbox/card-widget/tokenize`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ number, expiry: "12/39", cvc: "123", name: "Avery Renter", merchantId: "49" }).toString(),
  });
  expect(response.status).toBe(200);
  const { token: card } = (await response.json()) as { token: Record<string, string> };
  return {
    paymentToken: card.PaymentToken!,
    cardHolderName: card.CardHolderName!,
    expirationDate: card.ExpirationDate!,
    cardType: card.CardType!,
    lastFour: card.LastFourDigits!,
    merchantId: card.PaymentMerchantId!,
    processor: card.PaymentProcessor!,
    paymentMethod: card.PaymentMethod!,
  };
}

/** A rate request through the action, then its results polled through the results route until done. */
async function quoted(over: Record<string, string> = {}) {
  const fields = personal(over);
  const { status, data, headers } = unpack(await quoteAction(args("/renters/quote", { form: { ...fields, intent: "quote" } })));
  expect(status).toBe(200);
  const transactionId = data.quoted!.transactionId;
  const cookie = headers.get("set-cookie")!.split(";")[0]!;
  let answer: { found: boolean; isDone?: boolean; results?: { carrierId: string }[]; errors?: { message: string }[] } = { found: true };
  for (let i = 0; i < 50 && !answer.isDone; i++) {
    const response = unpackResults(await resultsRoute.loader(args(`/renters/results?transactionId=${transactionId}`, { cookie }) as never));
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    answer = response.data as typeof answer;
    if (!answer.isDone) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(answer.isDone).toBe(true);
  return { fields, transactionId, cookie, results: answer };
}

describe("renters quote page: loader and rate request", () => {
  it("doc3 §2.3, §5.3: the loader gives the form's rules and the configured defaults, and reads only", async () => {
    const before = await quoteRows();
    const loaded = await quoteLoader(args("/renters/quote?transactionid=rnt_AAAAAAAAAAAAAAAAAAAAAAAAAAA"));
    expect(loaded.available).toBe(true);
    expect(loaded.repeat).toBe(false);
    expect(loaded.window).toEqual({ min: today(), max: addDays(today(), 60) });
    expect(loaded.allowedStates).toEqual(["TX"]);
    expect(loaded.texts.widgetError).toBe("The card form isn't available right now. Please try again in a moment.");
    coverage = Object.fromEntries(
      (["contents", "lossOfUse", "liability", "medical", "allOtherPeril", "windHail", "rentalIncome", "petDamage", "waterBackup"] as const).map((name) => [
        name,
        String(loaded.defaultValue[name]),
      ]),
    );
    expect(coverage.contents).toBe("20000");
    expect(await quoteRows()).toBe(before);
  });

  it("doc3 §5.3, §8: a zip that does not resolve is refused beside the zip; a bad zip pattern and city pattern have their own messages", async () => {
    const unknown = unpack(await quoteAction(args("/renters/quote", { form: { ...personal({ zip: "00000" }), intent: "quote" } })));
    expect(unknown.status).toBe(400);
    expect(unknown.data.result?.error).toMatchObject({ zip: ["renters.errors.zipUnknown"] });

    const patterns = unpack(await quoteAction(args("/renters/quote", { form: { ...personal({ zip: "7520", city: "D4llas!" }), intent: "quote" } })));
    expect(patterns.status).toBe(400);
    expect(patterns.data.result?.error).toMatchObject({ zip: ["renters.errors.zip"], city: ["renters.errors.city"] });
  });

  it("doc3 §5.3, §8: a start date after the configured window (or before today) is the configured invalid-date error", async () => {
    const window = `Choose a policy start date between ${today().slice(5, 7)}/${today().slice(8)}/${today().slice(0, 4)}`;
    for (const effectiveDate of [addDays(today(), 61), addDays(today(), -1), "2026-02-30"]) {
      const late = unpack(await quoteAction(args("/renters/quote", { form: { ...personal({ effectiveDate }), intent: "quote" } })));
      expect(late.status).toBe(400);
      expect(shown(late.data.result?.error?.effectiveDate)?.[0]).toContain(window);
    }
    const spanish = unpack(
      await quoteAction(args("/es/renters/quote", { lang: "es", form: { ...personal({ effectiveDate: addDays(today(), 61) }), intent: "quote" } })),
    );
    expect(shown(spanish.data.result?.error?.effectiveDate)?.[0]).toMatch(/^Elige una fecha de inicio de la póliza entre el \d{2}\/\d{2}\/\d{4} y el/);
  });

  it("doc3 §2.3, §4.3: a zip outside the allowed states answers the wait list and rates nothing", async () => {
    const before = await quoteRows();
    const { status, data, headers } = unpack(
      await quoteAction(args("/renters/quote", { form: { ...personal({ zip: "10001", city: "New York" }), intent: "quote" } })),
    );
    expect(status).toBe(200);
    expect(data.outOfState).toMatchObject({ state: "NY", message: expect.stringContaining("New York") });
    // A configured message (the CMS's text with the state's name), turned into text by the page.
    expect(readMessage(data.outOfState!.message)).toMatchObject({ values: ["New York"] });
    expect(data.quoted).toBeUndefined();
    expect(headers.get("set-cookie")).toBeNull();
    expect(await quoteRows()).toBe(before);
  });

  it("doc3 §4.3, §7.3: the rate request is remembered in this browser only; its results are polled until done with each carrier's plans or its message", async () => {
    const { transactionId, cookie, results } = await quoted({ contents: "100000", lossOfUse: "20000" });
    expect(results.results!.length).toBeGreaterThan(0);
    expect(results.errors).toContainEqual(expect.objectContaining({ message: "Pecan Valley Insurance writes contents limits up to $75,000." }));
    const other = unpackResults(await resultsRoute.loader(args(`/renters/results?transactionId=${transactionId}`) as never));
    expect(other.status).toBe(200);
    expect(other.data).toEqual({ found: false });
    const repeat = await quoteLoader(args(`/renters/quote?transactionid=${transactionId}`, { cookie }));
    expect(repeat.repeat).toBe(true);
    expect(repeat.defaultValue).toMatchObject({ firstName: "Avery", zip: "75201", contents: "100000" });
  });
});

describe("renters quote page: buy", () => {
  function buyForm(q: Awaited<ReturnType<typeof quoted>>, card: Record<string, string>, over: Record<string, string> = {}) {
    return {
      ...q.fields,
      ...card,
      intent: "buy",
      transactionId: q.transactionId,
      carrierId: q.results.results![0]!.carrierId,
      planType: "Monthly",
      installmentDay: "15",
      ...over,
    };
  }

  it("doc3 §4.3: Buy from a browser that did not make the quote is refused (403) before any platform call", async () => {
    const q = await quoted();
    let calls = 0;
    const counting = clientWith((input, init) => {
      calls++;
      return fetch(input, init);
    });
    const { status, data } = unpack(await quoteAction(args("/renters/quote", { platform: counting, form: buyForm(q, await tokenize("4242 4242 4242 4242")) })));
    expect(status).toBe(403);
    expect(shown(data.result?.error?.[""])).toEqual(["This rate can't be bought right now. Get your rates again and choose another one."]);
    expect(calls).toBe(1); // the coverage options only
  });

  it("doc3 §8: a refused buy-now validate shows its detail (a carrier without a rate for the quote)", async () => {
    const q = await quoted();
    const { status, data } = unpack(
      await quoteAction(args("/renters/quote", { cookie: q.cookie, form: buyForm(q, await tokenize("4242 4242 4242 4242"), { carrierId: "renters-nobody" }) })),
    );
    expect(status).toBe(422);
    expect(shown(data.result?.error?.[""])).toEqual(["renters.refusals.rateNotFound"]);
  });

  it("doc3 §4.3, §7.3: the purchase is polled until done: a policy id confirms it; the same quote again is refused with its detail", async () => {
    const q = await quoted();
    let statusCalls = 0;
    // The platform's first answer says the card is still being charged, so the action has to poll.
    const slow = clientWith(async (input, init) => {
      const response = await fetch(input, init);
      if (input.endsWith("/api/renters/purchaseStatus")) statusCalls++;
      if (!input.endsWith("/api/renters/purchase") || response.status !== 202) return response;
      const body = (await response.json()) as Record<string, unknown>;
      return Response.json({ ...body, status: "charging", isDone: false, policyId: "", policyNumber: "" }, { status: 202 });
    });
    const bought = unpack(
      await quoteAction(args("/renters/quote", { platform: slow, cookie: q.cookie, form: buyForm(q, await tokenize("4242 4242 4242 4242")) })),
    );
    expect(bought.status).toBe(200);
    expect(bought.data).toMatchObject({
      view: "confirmed",
      policyNumber: expect.stringMatching(/^RNT-[A-Z]+-\d+$/),
      email: q.fields.email,
      transactionId: q.transactionId,
    });
    expect(statusCalls).toBeGreaterThanOrEqual(1);

    const again = unpack(await quoteAction(args("/renters/quote", { cookie: q.cookie, form: buyForm(q, await tokenize("4242 4242 4242 4242")) })));
    expect(again.status).toBe(422);
    expect(shown(again.data.result?.error?.[""])).toEqual(["renters.refusals.alreadyPurchased"]);
  });

  it("doc3 §4.3, §8: a declined card ends without a policy id: the payment error view with the processor's message", async () => {
    const q = await quoted();
    const { status, data } = unpack(await quoteAction(args("/renters/quote", { cookie: q.cookie, form: buyForm(q, await tokenize("4000 0000 0000 0002")) })));
    expect(status).toBe(200);
    expect(data).toMatchObject({ view: "failed", message: "Your card was declined.", transactionId: q.transactionId });
  });

  it("doc3 §8: without the platform the buy answers 503 with the unavailable message, never a 500", async () => {
    const q = await quoted();
    const card = await tokenize("4242 4242 4242 4242");
    const down = clientWith(async (input, init) =>
      input.endsWith("/api/renters/validate") ? Response.json({ isSuccess: false, message: "Service unavailable" }, { status: 503 }) : fetch(input, init),
    );
    const { status, data } = unpack(await quoteAction(args("/renters/quote", { platform: down, cookie: q.cookie, form: buyForm(q, card) })));
    expect(status).toBe(503);
    expect(data.result?.error?.[""]).toEqual(["renters.errors.unavailable"]);
  });
});

describe("doc3 §8 refusal detail", () => {
  it("a known code is shown in the page's language; another code's detail as written on English pages; else the configured text", () => {
    expect(refusalDetail({ message: "This quote has been purchased already.", messageCode: "ALREADY_PURCHASED" }, "es", "fallback")).toBe(
      "renters.refusals.alreadyPurchased",
    );
    expect(refusalDetail({ message: "The carrier is closed today.", messageCode: "CARRIER_CLOSED" }, "en", "fallback")).toBe(
      configuredMessage("The carrier is closed today."),
    );
    expect(refusalDetail({ message: "The carrier is closed today.", messageCode: "CARRIER_CLOSED" }, "es", "respaldo")).toBe(configuredMessage("respaldo"));
    expect(refusalDetail({ message: " ", messageCode: null }, "en", "fallback")).toBe(configuredMessage("fallback"));
  });
});
