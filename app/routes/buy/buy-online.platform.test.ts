/**
 * The buy-online page's loader and actions against the real platform (SQLite): the reference
 * licence lookup and VIN decode, the real re-rating of quote step 2 and the sandbox processor's
 * payment page. doc3 §4.1, §8: a carrier decline after quote step 2 shows where the shopper is, with
 * the carrier's errors and the ways forward; doc3 §3 enablepaymentoption and the `payplan` parameter:
 * the plan shown is the plan charged; doc3 §2.1: Back from the payment section after a declined
 * card; a double submit of the site's payment forms changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RouterContextProvider } from "react-router";
import { flowSettingsSchemas } from "~/.server/content/schemas";
import { carrierListSchema } from "~/.server/content/settings/carriers";
import { logger } from "~/.server/logger";
import { createPlatformClient, type PlatformClient } from "~/.server/platform";
import { commitSession, getSession } from "~/.server/session";
import { siteContext, type SiteContext } from "~/.server/site-context";
import { openTestDatabase, type TestDatabase } from "../../../platform/db/test-databases.ts";
import { startTestPlatform, type TestPlatform } from "../../../platform/http/test-client.ts";

const embedded = vi.hoisted(() => ({ baseUrl: "" }));
vi.mock("~/.server/i18n", () => ({ getInstance: () => ({ t: (key: string) => key }) }));
// The platform runs beside the test rather than inside a server: its address is the test platform's.
vi.mock("~/.server/platform", async (original) => ({ ...(await original<Record<string, unknown>>()), platformBaseUrl: () => embedded.baseUrl }));
const { buyAction, buyLoader } = await import("./buy-online.server");

/** A reference person of the platform's licence lookup (platform/reference/data/people.json) and the VIN of the quoted car. */
const PERSON = { firstName: "Terrence", lastName: "Okafor", dob: "07/22/1995", licence: "91002351", vin: "1N4AL3AP2GC118820" };
/** A 1995 Honda Accord: older than the 30 years Gulf Breeze writes, so the carrier declines quote step 2. */
const OLD_VIN = "1HGCD5636SA012345";
const ANSWERS = { "answers.PRIORCANCEL": "N", "answers.BUSINESSUSE": "N", "answers.ALLDRIVERS": "Y", "answers.GARAGING": "Y", "answers.EXISTINGDAMAGE": "N" };

let db: TestDatabase;
let t: TestPlatform;
let client: PlatformClient;
let token: string;

beforeAll(async () => {
  db = await openTestDatabase("sqlite");
  t = await startTestPlatform(db.store);
  token = await t.siteToken();
  embedded.baseUrl = t.baseUrl;
  client = createPlatformClient({
    baseUrl: t.baseUrl,
    timeoutMs: 10_000,
    lang: "en",
    trackId: "track-buy",
    credentials: { get: async () => token, refresh: async () => token },
    logger: logger(),
    fetch: (input, init) => fetch(input, init),
    visitorAddress: "203.0.113.9",
  });
});
afterAll(async () => {
  await t.close();
  await db.dispose();
});

async function ratedTransaction(phone: string): Promise<string> {
  const person = { name: PERSON.firstName, surname: PERSON.lastName, dob: PERSON.dob, gender: 0, maritalStatus: 1 };
  const transaction = {
    term: 6,
    customer: {
      ...person,
      email: `${phone}@example.com`,
      phoneNumber: phone,
      insured: true,
      language: "en",
      address: { address: "2210 Elm St", city: "Dallas", state: "TX", zipCode: "75201", county: "Dallas" },
    },
    drivers: [{ ...person, relation: 0, licenseType: 1 }],
    cars: [{ vin: PERSON.vin, year: 2016, maker: "NISSAN", model: "ALTIMA", annualMilesAge: 11000 }],
    coverages: [
      { coverageCd: "BI", val1: 30000, val2: 60000 },
      { coverageCd: "PD", val1: 25000 },
    ],
  };
  const prepared = await t.call<{ transactionId: string }>("post", "/api/rating/prepareTransaction", { token, body: { transaction } });
  await t.call("post", "/api/rating/submitTransaction", { token, body: { transactionId: prepared.body.transactionId } });
  await t.platform.runner.idle();
  return prepared.body.transactionId;
}

/**
 * The carrier bought from, configured to sell online: Gulf Breeze offers one payment plan for a 6-month
 * term (bank draft only); Bluebonnet Lantern three (paid in full, monthly, bank draft).
 */
type CarrierSetup = { carrierId: "gulf-breeze" | "bluebonnet-lantern"; enablePaymentOption: boolean };

/** A shopper's browser: its cookies (the visitor session naming the transaction, then the buy-online draft). */
class Shopper {
  cookies = new Map<string, string>();
  readonly transactionId: string;
  readonly carrier: CarrierSetup;
  constructor(transactionId: string, carrier: CarrierSetup) {
    this.transactionId = transactionId;
    this.carrier = carrier;
  }
  static async open(transactionId: string, carrier: CarrierSetup = { carrierId: "gulf-breeze", enablePaymentOption: false }) {
    const shopper = new Shopper(transactionId, carrier);
    const request = new Request("http://localhost/");
    const session = await getSession(request);
    session.set("transactionId", transactionId);
    shopper.keep(await commitSession(request, session));
    return shopper;
  }
  keep(setCookie: string | null) {
    const pair = setCookie?.split(";")[0];
    if (!pair) return;
    const at = pair.indexOf("=");
    this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
  page(extra = "") {
    return `/buy-online?transactionId=${this.transactionId}&carrierId=${this.carrier.carrierId}${extra}`;
  }
  args(path: string, form?: Record<string, string>) {
    const carriers = carrierListSchema.parse([{ purchaseFlow: "online", enableESign: true, ...this.carrier }]);
    const buySettings = flowSettingsSchemas.buyOnlineSettings.parse({ brandCode: "lonestar" });
    const context = new RouterContextProvider();
    context.set(siteContext, {
      platform: () => client,
      trackId: "track-buy",
      brand: { code: "lonestar", name: "Lone Star", hosts: ["localhost"], endpoints: { api: "/api", caApi: "/api/ca" }, experiences: [] },
      lang: "en",
      ip: "203.0.113.9",
      content: { carriers: async () => carriers, flowSettings: async () => buySettings },
    } as unknown as SiteContext);
    const url = new URL(`http://localhost${path}`);
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const request = form
      ? new Request(url, { method: "POST", body: new URLSearchParams(form), headers: { cookie, "content-type": "application/x-www-form-urlencoded" } })
      : new Request(url, { headers: { cookie } });
    return { request, context, url };
  }
  /** Sends a section's form; answers the redirect (cookie kept) or the refusal. */
  async post(
    form: Record<string, string>,
    path = this.page(),
  ): Promise<Response | { data: { intent: string; result: { error?: Record<string, string[]> } }; init: { status: number } }> {
    try {
      const answer = (await buyAction(this.args(path, form))) as unknown;
      if (answer instanceof Response) {
        this.keep(answer.headers.get("set-cookie"));
        return answer;
      }
      return answer as { data: { intent: string; result: { error?: Record<string, string[]> } }; init: { status: number } };
    } catch (thrown) {
      if (thrown instanceof Response) {
        this.keep(thrown.headers.get("set-cookie"));
        return thrown;
      }
      throw thrown;
    }
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the loader's view is a union of sections; each test reads the fields of its section.
  async view(path = this.page()): Promise<any> {
    return buyLoader(this.args(path));
  }
  /** Driver info, additional drivers (none) and the questions, as the shopper sends them. */
  async throughQuestions(vin = PERSON.vin) {
    expect(((await this.post({ intent: "driverInfo", license: PERSON.licence, dob: PERSON.dob, "vins[0].vin": vin })) as Response).status).toBe(302);
    expect(((await this.post({ intent: "additionalDrivers" })) as Response).status).toBe(302);
    return this.post({ intent: "questions", ...ANSWERS });
  }
}

const location = (answer: unknown) => (answer instanceof Response ? (answer.headers.get("location") ?? "") : "");

async function payOnProcessorPage(paymentUrl: string, card: string): Promise<string> {
  const response = await fetch(`${t.baseUrl}${new URL(paymentUrl, "http://localhost").pathname}`, {
    method: "post",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ number: card, expiry: "12/34", cvc: "123", name: `${PERSON.firstName} ${PERSON.lastName}` }).toString(),
  });
  expect(response.status).toBe(303);
  return response.headers.get("location") ?? "";
}

const sessionsOf = async (transactionId: string) => {
  const purchase = await t.db.selectFrom("buy_now_purchases").select("id").where("transaction_id", "=", transactionId).executeTakeFirstOrThrow();
  return t.db.selectFrom("buy_now_payments").select(["id", "amount_cents", "description"]).where("purchase_id", "=", purchase.id).execute();
};

describe("doc3 §4.1, §8 a carrier decline after quote step 2", () => {
  it("shows the carrier's errors on policy details (split on the tilde), no pay now, and the way back to the questions; a reload stays", async () => {
    const shopper = await Shopper.open(await ratedTransaction("214-555-7101"));
    const sent = await shopper.throughQuestions(OLD_VIN);
    expect(location(sent)).toContain("/buy-online?");
    const view = await shopper.view();
    expect(view.section).toBe("policy");
    expect(view.declined).toBe(true);
    expect(view.policy.errors).toEqual(["Gulf Breeze Casualty (fictional) can't offer this policy online.", "Vehicles older than 30 years are not written."]);
    expect(view.policy.option).toBeNull();
    expect(view.back).toBe("questions");
    expect((await shopper.view()).section).toBe("policy");
    // Pay now is refused: nothing was rated to pay.
    const pay = await shopper.post({ intent: "pay" });
    expect(pay).not.toBeInstanceOf(Response);
    expect((await sessionsOf(shopper.transactionId)).length).toBe(0);
    // Back to the questions, then driver info with the right VIN: quote step 2 is rated and pay now shows.
    await shopper.post({ intent: "back" });
    expect((await shopper.view()).section).toBe("questions");
    await shopper.post({ intent: "back" });
    await shopper.post({ intent: "back" });
    expect((await shopper.view()).section).toBe("driverInfo");
    expect(location(await shopper.throughQuestions())).toContain("/buy-online?");
    const rated = await shopper.view();
    expect(rated).toMatchObject({ section: "policy", declined: false });
    expect(rated.policy.errors).toEqual([]);
    expect(rated.policy.option).not.toBeNull();
  });
});

describe("doc3 §4.1, §3 enablepaymentoption: the plan shown is the plan charged", () => {
  it("a payplan given as a description (with spaces) is shown and is the plan of the payment page", async () => {
    const shopper = await Shopper.open(await ratedTransaction("214-555-7102"), { carrierId: "bluebonnet-lantern", enablePaymentOption: false });
    await shopper.throughQuestions();
    const page = shopper.page(`&payplan=${encodeURIComponent("Paid in full")}`);
    const view = await shopper.view(page);
    expect(view.policy.option.payPlanDescription).toBe("Paid in full");
    // Without the payplan, the automatic choice is another plan (installments): the parameter decides.
    expect((await shopper.view()).policy.option.payPlanDescription).not.toBe("Paid in full");
    expect(view.policy.choices).toEqual([]);
    const paid = await shopper.post({ intent: "pay" }, page);
    expect(location(paid)).toMatch(/\/sandbox\/buy-pay\/bpay_/);
    const [session] = await sessionsOf(shopper.transactionId);
    expect(session).toMatchObject({ description: "Paid in full", amount_cents: Math.round(view.policy.option.payPlanDownPayment * 100) });
  });

  it("without a payplan the automatic choice (installments) is shown and charged", async () => {
    const shopper = await Shopper.open(await ratedTransaction("214-555-7103"));
    await shopper.throughQuestions();
    const view = await shopper.view();
    expect(view.policy.option.payPlanNumOfPayments).toBeGreaterThan(1);
    await shopper.post({ intent: "pay" });
    const [session] = await sessionsOf(shopper.transactionId);
    expect(session).toMatchObject({
      description: view.policy.option.payPlanDescription,
      amount_cents: Math.round(view.policy.option.payPlanDownPayment * 100),
    });
  });

  it("a carrier that lets the shopper choose lists its options; the one chosen is charged; one not offered is refused beside the choice", async () => {
    const shopper = await Shopper.open(await ratedTransaction("214-555-7104"), { carrierId: "bluebonnet-lantern", enablePaymentOption: true });
    await shopper.throughQuestions();
    const view = await shopper.view();
    const choices = view.policy.choices as { payPlanCode: string; payPlanDescription: string; payPlanDownPayment: number }[];
    expect(choices.length).toBeGreaterThan(1);
    const full = choices.find((c) => c.payPlanCode === "PIF")!;
    expect(view.policy.option.payPlanCode).not.toBe("PIF");
    const refused = await shopper.post({ intent: "pay", payplan: "WEEKLY" });
    expect(refused).toMatchObject({ init: { status: 400 }, data: { intent: "pay", result: { error: { payplan: ["buy.errors.planRequired"] } } } });
    expect(await sessionsOf(shopper.transactionId)).toEqual([]);
    await shopper.post({ intent: "pay", payplan: "PIF" });
    const [session] = await sessionsOf(shopper.transactionId);
    expect(session).toMatchObject({ description: full.payPlanDescription, amount_cents: Math.round(full.payPlanDownPayment * 100) });
  });
});

describe("doc3 §2.1, §4.1 payment: a declined card, Back, and double submits", () => {
  it("a double submit of Pay now gives the same payment page; a declined card shows the payment error view with Back to policy details; the retry pays the same plan", async () => {
    const shopper = await Shopper.open(await ratedTransaction("214-555-7105"), { carrierId: "bluebonnet-lantern", enablePaymentOption: true });
    await shopper.throughQuestions();
    const [first, second] = [await shopper.post({ intent: "pay", payplan: "PIF" }), await shopper.post({ intent: "pay", payplan: "PIF" })];
    expect(location(first)).toMatch(/\/sandbox\/buy-pay\/bpay_/);
    expect(location(second)).toBe(location(first));
    expect(await sessionsOf(shopper.transactionId)).toHaveLength(1);

    // The processor sends the browser back with its token: the check runs (twice: a reload, a double click), same result.
    const back = new URL(await payOnProcessorPage(location(first), "4000000000000002"));
    const returned = `${back.pathname}${back.search}`;
    const checking = await shopper.view(returned);
    // The processor knows the card was declined, yet the check runs first (it moves the purchase back to pay now).
    expect(checking).toMatchObject({ section: "payment", landing: { check: "payment" }, back: null, failed: null, token: back.searchParams.get("token") });
    const checks = [
      await shopper.post({ intent: "paymentCheck", token: back.searchParams.get("token")! }, returned),
      await shopper.post({ intent: "paymentCheck", token: back.searchParams.get("token")! }, returned),
    ];
    expect(checks.map(location)).toEqual([expect.stringContaining("failed=payment"), expect.stringContaining("failed=payment")]);
    const failed = new URL(location(checks[0]), "http://localhost");
    const errorView = await shopper.view(`${failed.pathname}${failed.search}`);
    expect(errorView).toMatchObject({ section: "payment", failed: "payment", back: "policy", lastPlan: "Paid in full" });
    expect((await shopper.view(`${failed.pathname}${failed.search}`)).section).toBe("payment");

    // Back: policy details, with its choice again; a reload stays there.
    await shopper.post({ intent: "back" });
    expect((await shopper.view()).section).toBe("policy");
    expect((await shopper.view()).section).toBe("policy");

    // The payment section's retry pays the plan of the declined attempt.
    const retry = await shopper.post({ intent: "pay", payplan: errorView.lastPlan });
    expect(location(retry)).not.toBe(location(first));
    const sessions = await sessionsOf(shopper.transactionId);
    expect(sessions).toHaveLength(2);
    expect(new Set(sessions.map((s) => s.description))).toEqual(new Set(["Paid in full"]));
  });
});

describe("doc3 §2.1 iframe container: the processor's page inside the payment section", () => {
  it("Pay now from a page that runs scripts shows the processor's page in the container (one session for a double submit); a reload shows it again; Back leaves it; the return checks the payment", async () => {
    const shopper = await Shopper.open(await ratedTransaction("214-555-7106"));
    await shopper.throughQuestions();
    const policy = await shopper.view();
    const [first, second] = [await shopper.post({ intent: "pay", view: "frame" }), await shopper.post({ intent: "pay", view: "frame" })];
    // The site's own payment section, not the processor's page, is where the browser goes.
    expect((first as Response).status).toBe(302);
    expect(location(first)).toBe(shopper.page());
    expect(location(second)).toBe(shopper.page());
    const sessions = await sessionsOf(shopper.transactionId);
    expect(sessions).toHaveLength(1);

    const shown = await shopper.view();
    expect(shown).toMatchObject({ section: "payment", back: "policy", token: "", failed: null });
    expect(shown.container).toEqual({
      url: expect.stringMatching(new RegExp(`/sandbox/buy-pay/${sessions[0]!.id}$`)),
      amountDue: policy.policy.option.payPlanDownPayment,
      paid: false,
    });
    // doc3 §4.1: a reload lands on the container again.
    expect((await shopper.view()).container).toEqual(shown.container);

    // Back: policy details, and a reload stays there although the session is still open.
    await shopper.post({ intent: "back" });
    expect((await shopper.view()).section).toBe("policy");
    expect((await shopper.view()).section).toBe("policy");
    // Pay now again: the same open session, in the container.
    await shopper.post({ intent: "pay", view: "frame" });
    expect(await sessionsOf(shopper.transactionId)).toHaveLength(1);
    const again = await shopper.view();
    expect(again).toMatchObject({ section: "payment", back: "policy" });
    expect(again.container.url).toBe(shown.container.url);

    // Paid on the processor's page: before its return reaches the page, the container stays, without Back.
    const back = new URL(await payOnProcessorPage(shown.container.url, "4242424242424242"));
    expect(await shopper.view()).toMatchObject({ section: "payment", back: null, container: { url: shown.container.url, paid: true } });
    // The return (the page around the container goes to it): no container, the check runs, then e-sign.
    const returned = `${back.pathname}${back.search}`;
    expect(await shopper.view(returned)).toMatchObject({
      section: "payment",
      landing: { check: "payment" },
      container: null,
      token: back.searchParams.get("token"),
    });
    const checked = await shopper.post({ intent: "paymentCheck", token: back.searchParams.get("token")! }, returned);
    expect(location(checked)).toBe(shopper.page());
    expect((await shopper.view()).section).toBe("esign");
  });

  it("without scripts (no view field) Pay now still opens the processor's page as a page of its own", async () => {
    const shopper = await Shopper.open(await ratedTransaction("214-555-7107"));
    await shopper.throughQuestions();
    const paid = await shopper.post({ intent: "pay" });
    expect(location(paid)).toMatch(/\/sandbox\/buy-pay\/bpay_/);
    // Come back without paying (the browser's back button): the processor's page is shown in the container.
    expect((await shopper.view()).container).toMatchObject({ url: location(paid), paid: false });
  });
});
