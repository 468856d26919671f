/**
 * The buy-online page at the route level (doc3 §2.1, §4.1, §5.1): its loader and action over the
 * real platform client, against an in-memory platform answering as the buy-online contract says.
 */
import { describe, expect, it, vi } from "vitest";
import { RouterContextProvider } from "react-router";
import { flowSettingsSchemas } from "~/.server/content/schemas";
import { carrierListSchema } from "~/.server/content/settings/carriers";
import { createPlatformClient } from "~/.server/platform";
import { commitSession, getSession } from "~/.server/session";
import { siteContext, type SiteContext } from "~/.server/site-context";
import { capturedLogger } from "../account/test-platform";
import { buyOnlineDefaults } from "~/.server/content/settings/buy-online";
import { configuredMessage } from "~/domain/message";
import { messageKey } from "~/domain/message";

/** The messages as "key {vars}", so a test sees which message and what it names. */
vi.mock("~/.server/i18n", () => ({
  getInstance: () => ({ t: (key: string, vars?: Record<string, unknown>) => (vars ? `${key} ${JSON.stringify(vars)}` : key) }),
}));
const { buyAction, buyLoader } = await import("./buy-online.server");

const TX = "tx-own-1";
/** A VIN whose check digit does not match, decoding to a 2003 Honda Accord; another that decodes to nothing. */
const WARNED_VIN = "1HGCM82633A004353";
const WARNED_UNKNOWN_VIN = "1GC1ZXCG5BF123456";
const json = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify({ isSuccess: status < 400, ...body }), { status, headers: { "content-type": "application/json" } });

function fakeBuyPlatform() {
  const draftsById = new Map<string, Record<string, unknown>>();
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  let status = -1;
  const statusBody = () => ({
    currentBuyNowStatus: status,
    rc2Status: status >= 1 ? "done" : "none",
    rc3Status: 0,
    paymentToken: "",
    paymentStatus: "none",
    paymentDescription: "",
    paymentAmount: 0,
    rc3PolicyId: "",
    policyNumber: "",
    quoteNumber: "Q-1",
    rc3Messages: [],
    signedPolicySendStatus: "none",
    isESignAvailable: true,
    eSignSignedStatus: "none",
  });
  async function handle(input: string, init: RequestInit): Promise<Response> {
    const url = new URL(input);
    const body = (init.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>;
    calls.push({ path: url.pathname, body });
    const path = url.pathname;
    if (path === "/api/quote/drafts" && init.method === "POST") {
      const id = `draft-${draftsById.size + 1}`;
      draftsById.set(id, body.data as Record<string, unknown>);
      return json(200, { draftId: id, data: body.data, version: 1, updatedAt: "" });
    }
    const draft = /^\/api\/quote\/drafts\/(.+)$/.exec(path);
    if (draft) {
      const id = decodeURIComponent(draft[1]!);
      if (init.method === "PATCH") draftsById.set(id, body.data as Record<string, unknown>);
      const data = draftsById.get(id);
      return data ? json(200, { draftId: id, data, version: 2, updatedAt: "" }) : json(404, { message: "no draft" });
    }
    switch (path) {
      case "/api/buyonline/buyNowStatus":
        if (status < 0) return json(404, { message: "no purchase" });
        return json(200, { buyNowStatusResponse: statusBody() });
      case "/api/buyonline/start":
        status = Math.max(status, 0);
        return json(200, { buyNowStatusResponse: statusBody() });
      case "/api/rating/getTransaction":
        return json(200, {
          status: "rated",
          transaction: {
            transactionId: TX,
            term: 6,
            customer: {
              name: "Terrence",
              surname: "Okafor",
              dob: "07/22/1995",
              email: "t@example.com",
              phoneNumber: "2145550100",
              gender: 0,
              maritalStatus: 0,
              address: { address: "1 Main St", city: "Dallas", state: "TX", zipCode: "75201" },
            },
            drivers: [
              { name: "Terrence", surname: "Okafor", dob: "07/22/1995", gender: 0, maritalStatus: 0, relation: 0 },
              { name: "Ada", surname: "Okafor", dob: "01/02/1996", gender: 1, maritalStatus: 0, relation: 1 },
            ],
            cars: [{ vin: "1N4AL3AP2GC118820", year: 2016, maker: "NISSAN", model: "ALTIMA", annualMilesAge: 12000 }],
          },
        });
      case "/api/buyonline/carrierResults":
        return json(200, {
          status: "rated",
          statusDesc: "",
          rateQuoteId: "r1",
          quoteNumber: "Q-1",
          companyName: "Gulf Breeze",
          totalPremium: 600,
          term: 6,
          agencyFee: 0,
          effectiveDate: "2026-11-25",
          rerated: false,
          paymentOptions: [],
          errors: [],
          drivers: [],
          vehicles: [],
          coverages: [],
        });
      case "/api/search/driver/dl": {
        const drivers =
          body.DLNumer === "91002351" && body.dob === "1995-07-22"
            ? [
                {
                  firstName: "Terrence",
                  lastName: "Okafor",
                  dob: "1995-07-22",
                  gender: 0,
                  maritalStatus: 1,
                  relation: 0,
                  priorInsurance: true,
                  driverLicenseNumber: "91002351",
                },
              ]
            : [];
        const other =
          body.DLNumer === "91002341"
            ? [
                {
                  firstName: "Maria",
                  lastName: "Alvarado",
                  dob: "1988-03-14",
                  gender: 1,
                  maritalStatus: 0,
                  relation: 0,
                  priorInsurance: true,
                  driverLicenseNumber: "91002341",
                },
              ]
            : [];
        return json(200, { drivers: [...drivers, ...other], commonId: null });
      }
      case "/api/vehicle/detailbyvin": {
        const vin = url.searchParams.get("vin");
        // As the platform answers: a VIN whose check digit (position 9) does not match decodes with a warning, or decodes to nothing.
        const warning =
          vin === WARNED_VIN || vin === WARNED_UNKNOWN_VIN
            ? { warning: { code: "check-digit", message: "This VIN's check digit does not match: please check it" } }
            : {};
        if (vin === WARNED_VIN) return json(200, { details: [{ vin, year: 2003, maker: "HONDA", model: "ACCORD" }], ...warning });
        return json(200, { details: vin === "1N4AL3AP2GC118820" ? [{ vin, year: 2016, maker: "NISSAN", model: "ALTIMA" }] : [], ...warning });
      }
      case "/api/buyonline/paymentConfirm":
        if (body.token === "declined")
          return json(200, { resultCode: 402, paymentAmount: 117, status: "declined", message: "Declined", currentBuyNowStatus: 1 });
        if (body.token === "unknown") return json(404, { message: "not confirmed" });
        status = 3;
        return json(200, { resultCode: 200, paymentAmount: 117, status: "approved", message: "", currentBuyNowStatus: 3 });
      case "/api/buyonline/carrierQuestions":
        return json(200, {
          questions: [
            {
              questionCd: "DUI",
              questionText: "Any DUI?",
              questionType: "YN",
              answers: ["Y", "N"],
              validationrequired: true,
              validanswer: "N",
              errormessage: "Not online.",
            },
          ],
        });
      default:
        return json(404, { message: `no route ${path}` });
    }
  }
  return { handle, calls, drafts: draftsById, setStatus: (s: number) => (status = s) };
}

type Fake = ReturnType<typeof fakeBuyPlatform>;

async function ownSessionCookie(transactionId = TX): Promise<string> {
  const request = new Request("http://localhost/");
  const session = await getSession(request);
  session.set("transactionId", transactionId);
  return (await commitSession(request, session)).split(";")[0]!;
}

function args(fake: Fake, path: string, options: { form?: Record<string, string>; cookie?: string; carriers?: unknown[] } = {}) {
  const client = createPlatformClient({
    baseUrl: "http://platform.test",
    timeoutMs: 2000,
    lang: "en",
    trackId: "track-1",
    credentials: { get: async () => "site-token", refresh: async () => "site-token" },
    logger: capturedLogger().logger,
    fetch: fake.handle,
    visitorAddress: "203.0.113.9",
  });
  const carriers = carrierListSchema.parse(
    options.carriers ?? [
      {
        carrierId: "gulf-breeze",
        purchaseFlow: "online",
        enableMaritalValidation: true,
        questions: [{ code: "DUI", errorMessage: { en: "{0}, a DUI must be handled by an agent.", es: "{0}, un DUI lo atiende un agente." } }],
      },
      { carrierId: "red-river", purchaseFlow: "followUp" },
    ],
  );
  const buySettings = flowSettingsSchemas.buyOnlineSettings.parse({ brandCode: "lonestar" });
  const context = new RouterContextProvider();
  context.set(siteContext, {
    platform: () => client,
    trackId: "track-1",
    brand: { code: "lonestar", name: "Lone Star", hosts: ["localhost"], endpoints: { api: "/api", caApi: "/api/ca" }, experiences: [] },
    lang: "en",
    ip: "203.0.113.9",
    content: { carriers: async () => carriers, flowSettings: async () => buySettings },
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
  return { request, context, url };
}

async function run<T>(fn: () => Promise<T>): Promise<T | Response | { data: unknown; init: { status: number } }> {
  try {
    return await fn();
  } catch (thrown) {
    return thrown as Response;
  }
}

const PAGE = `/buy-online?transactionId=${TX}&carrierId=gulf-breeze`;
const driverForm = (over: Record<string, string> = {}) => ({
  intent: "driverInfo",
  license: "91002351",
  dob: "07/22/1995",
  "vins[0].vin": "1N4AL3AP2GC118820",
  ...over,
});

function cookieJar(previous: string, response: Response): string {
  const set = response.headers.get("set-cookie");
  return set ? `${previous}; ${set.split(";")[0]}` : previous;
}

describe("doc3 §2.1 buy online: only the visitor's own transaction, only online carriers", () => {
  it("another visitor's transaction id is not found, whatever is sent", async () => {
    const fake = fakeBuyPlatform();
    const cookie = await ownSessionCookie("tx-someone-else");
    const view = (await run(async () => buyLoader(args(fake, PAGE, { cookie })))) as { data: { kind: string }; init: { status: number } };
    expect(view.init.status).toBe(404);
    expect(view.data.kind).toBe("notFound");
    const posted = (await run(async () => buyAction(args(fake, PAGE, { cookie, form: driverForm() })))) as { init: { status: number } };
    expect(posted.init.status).toBe(404);
    expect(fake.calls.map((c) => c.path)).not.toContain("/api/search/driver/dl");
  });

  it("doc3 §3: a carrier whose Buy now is not online is not found", async () => {
    const fake = fakeBuyPlatform();
    const view = (await run(async () =>
      buyLoader(args(fake, `/buy-online?transactionid=${TX}&carrierid=red-river`, { cookie: await ownSessionCookie() })),
    )) as { init: { status: number } };
    expect(view.init.status).toBe(404);
  });

  it("the quote card's link (carrier only) goes to the session's transaction", async () => {
    const fake = fakeBuyPlatform();
    const answer = (await run(async () =>
      buyLoader(args(fake, "/buy-online?carrierId=gulf-breeze&payplan=Monthly", { cookie: await ownSessionCookie() })),
    )) as Response;
    expect(answer.headers.get("location")).toBe(`/buy-online?transactionId=${TX}&carrierId=gulf-breeze&payplan=Monthly`);
  });
});

describe("doc3 §5.1 driver info at the route", () => {
  it("the configured all-fields-required message when everything is empty; nothing is looked up", async () => {
    const fake = fakeBuyPlatform();
    const answer = (await run(async () =>
      buyAction(args(fake, PAGE, { cookie: await ownSessionCookie(), form: { intent: "driverInfo", license: "", dob: "", "vins[0].vin": "" } })),
    )) as { data: { result: { error: Record<string, string[]> } }; init: { status: number } };
    expect(answer.init.status).toBe(400);
    expect(answer.data.result.error[""]).toEqual([configuredMessage(buyOnlineDefaults.allFieldsRequired.en)]);
    expect(fake.calls.map((c) => c.path)).not.toContain("/api/search/driver/dl");
  });

  it("a licence whose lookup names another driver: data not correct, what was typed kept", async () => {
    const fake = fakeBuyPlatform();
    const answer = (await run(async () =>
      buyAction(args(fake, PAGE, { cookie: await ownSessionCookie(), form: driverForm({ license: "91002341", dob: "03/14/1988" }) })),
    )) as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, unknown> } };
    };
    expect(answer.data.result.error.license).toEqual([configuredMessage(buyOnlineDefaults.dataNotCorrect.en)]);
    expect(answer.data.result.initialValue.license).toBe("91002341");
  });

  it("a VIN that does not decode: the configured wrong-VIN message beside it", async () => {
    const fake = fakeBuyPlatform();
    const answer = (await run(async () =>
      buyAction(args(fake, PAGE, { cookie: await ownSessionCookie(), form: driverForm({ "vins[0].vin": "1HGCM82633A004352" }) })),
    )) as { data: { result: { error: Record<string, string[]> } } };
    expect(answer.data.result.error["vins[0].vin"]).toEqual([configuredMessage(buyOnlineDefaults.wrongVin.en)]);
  });

  it("doc2 §5 VIN, as in the quote: a wrong check digit answers a warning beside that VIN naming the decoded vehicle, and nothing starts", async () => {
    const fake = fakeBuyPlatform();
    const answer = (await run(async () =>
      buyAction(args(fake, PAGE, { cookie: await ownSessionCookie(), form: driverForm({ "vins[0].vin": WARNED_VIN.toLowerCase() }) })),
    )) as {
      data: {
        result: { error?: Record<string, string[]>; initialValue: Record<string, unknown> };
        warnings: Record<string, { message: string; value: string }>;
      };
      init: { status: number };
    };
    expect(answer.init.status).toBe(200);
    expect(answer.data.result.error ?? {}).toEqual({});
    expect(answer.data.warnings).toEqual({
      "vins[0].vin": { message: messageKey("vinCheck.decodedListed", { vehicle: "2003 HONDA ACCORD", button: { key: "buy.continue" } }), value: WARNED_VIN },
    });
    expect(answer.data.result.initialValue).toMatchObject({ license: "91002351", dob: "07/22/1995" });
    expect(fake.calls.map((c) => c.path)).not.toContain("/api/buyonline/start");
    expect(fake.drafts.size).toBe(0);
  });

  it("doc2 §5 VIN: continuing again with the warned VIN keeps it with the decoded vehicle; a confirmation of another VIN does not", async () => {
    const fake = fakeBuyPlatform();
    const own = await ownSessionCookie();
    const other = (await run(async () =>
      buyAction(args(fake, PAGE, { cookie: own, form: driverForm({ "vins[0].vin": WARNED_VIN, "confirm.vins[0].vin": "1N4AL3AP2GC118820" }) })),
    )) as { data: { warnings?: object } };
    expect(other.data.warnings).toHaveProperty(["vins[0].vin"]);
    const response = (await run(async () =>
      buyAction(args(fake, PAGE, { cookie: own, form: driverForm({ "vins[0].vin": WARNED_VIN, "confirm.vins[0].vin": WARNED_VIN }) })),
    )) as Response;
    expect(response.status).toBe(302);
    const saved = [...fake.drafts.values()][0] as { vehicles: { vin: string; year: number; make: string; model: string }[] };
    expect(saved.vehicles).toEqual([expect.objectContaining({ vin: WARNED_VIN, year: 2003, make: "HONDA", model: "ACCORD" })]);
  });

  it("doc2 §5 VIN: a wrong check digit that decodes to nothing points to the quoted year, make and model; continuing again keeps the VIN with that vehicle", async () => {
    const fake = fakeBuyPlatform();
    const own = await ownSessionCookie();
    const answer = (await run(async () => buyAction(args(fake, PAGE, { cookie: own, form: driverForm({ "vins[0].vin": WARNED_UNKNOWN_VIN }) })))) as {
      data: { warnings: Record<string, { message: string }> };
      init: { status: number };
    };
    expect(answer.init.status).toBe(200);
    expect(answer.data.warnings["vins[0].vin"]?.message).toBe(
      messageKey("vinCheck.notFoundListed", { vehicle: "2016 NISSAN ALTIMA", button: { key: "buy.continue" } }),
    );
    const response = (await run(async () =>
      buyAction(args(fake, PAGE, { cookie: own, form: driverForm({ "vins[0].vin": WARNED_UNKNOWN_VIN, "confirm.vins[0].vin": WARNED_UNKNOWN_VIN }) })),
    )) as Response;
    expect(response.status).toBe(302);
    const saved = [...fake.drafts.values()][0] as { vehicles: { vin: string; year: number; make: string; model: string }[] };
    expect(saved.vehicles).toEqual([expect.objectContaining({ vin: WARNED_UNKNOWN_VIN, year: 2016, make: "NISSAN", model: "ALTIMA" })]);
  });

  it("verified: the purchase starts, the draft keeps the decoded vehicle, and a reload lands on additional drivers", async () => {
    const fake = fakeBuyPlatform();
    const own = await ownSessionCookie();
    const response = (await run(async () => buyAction(args(fake, PAGE, { cookie: own, form: driverForm() })))) as Response;
    expect(response.status).toBe(302);
    expect(fake.calls.map((c) => c.path)).toContain("/api/buyonline/start");
    const cookie = cookieJar(own, response);
    const saved = [...fake.drafts.values()][0] as { reached: string; vehicles: { make: string }[]; license: string };
    expect(saved).toMatchObject({ reached: "additionalDrivers", license: "91002351", vehicles: [{ make: "NISSAN" }] });
    const view = (await buyLoader(args(fake, PAGE, { cookie }))) as { section: string; drivers: { firstName: string }[] };
    expect(view.section).toBe("additionalDrivers");
    expect(view.drivers.map((d) => d.firstName)).toEqual(["Ada"]);
    // doc3 §4.1 back: to driver info, and a reload stays there.
    const back = (await run(async () => buyAction(args(fake, PAGE, { cookie, form: { intent: "back" } })))) as Response;
    expect(((await buyLoader(args(fake, PAGE, { cookie: cookieJar(cookie, back) }))) as { section: string }).section).toBe("driverInfo");
  });

  it("doc3 §5.1 marital validation for a carrier that enables it: a married primary whose spouse is listed as a child is refused", async () => {
    const fake = fakeBuyPlatform();
    const own = await ownSessionCookie();
    const cookie = cookieJar(own, (await run(async () => buyAction(args(fake, PAGE, { cookie: own, form: driverForm() })))) as Response);
    const form = { intent: "additionalDrivers", "drivers[0].relation": "2", "drivers[0].gender": "1", "drivers[0].marital": "1", "drivers[0].license": "X1" };
    const answer = (await run(async () => buyAction(args(fake, PAGE, { cookie, form })))) as { data: { result: { error: Record<string, string[]> } } };
    expect(answer.data.result.error[""]).toEqual(["buy.errors.spouseRequired"]);
  });

  it("doc3 §5.1 underwriting: a validationrequired question answered wrongly shows the carrier's configured message with the first name, nothing is sent", async () => {
    const fake = fakeBuyPlatform();
    fake.setStatus(0);
    const answer = (await run(async () =>
      buyAction(args(fake, PAGE, { cookie: await ownSessionCookie(), form: { intent: "questions", "answers.DUI": "Y" } })),
    )) as { data: { result: { error: Record<string, string[]> } } };
    expect(answer.data.result.error["answers.DUI"]).toEqual([configuredMessage("{0}, a DUI must be handled by an agent.", ["Terrence"])]);
    expect(fake.calls.map((c) => c.path)).not.toContain("/api/buyonline/submitQuoteStep2");
  });
});

describe("doc3 §4.1 payment result codes at the route", () => {
  it("200 goes on to e-sign; a declined card and no answer show the payment error view, each with its reason", async () => {
    const fake = fakeBuyPlatform();
    fake.setStatus(2);
    const cookie = await ownSessionCookie();
    const declined = (await run(async () => buyAction(args(fake, PAGE, { cookie, form: { intent: "paymentCheck", token: "declined" } })))) as Response;
    expect(declined.headers.get("location")).toContain("failed=payment");
    const unknown = (await run(async () => buyAction(args(fake, PAGE, { cookie, form: { intent: "paymentCheck", token: "unknown" } })))) as Response;
    expect(unknown.headers.get("location")).toContain("failed=api");
    const paid = (await run(async () => buyAction(args(fake, PAGE, { cookie, form: { intent: "paymentCheck", token: "ok" } })))) as Response;
    expect(paid.headers.get("location")).not.toContain("failed");
    expect(((await buyLoader(args(fake, PAGE, { cookie: cookieJar(cookie, paid) }))) as { section: string }).section).toBe("esign");
  });

  it("a form without a known intent is refused with a 400, never a 500", async () => {
    const fake = fakeBuyPlatform();
    const answer = (await run(async () => buyAction(args(fake, PAGE, { cookie: await ownSessionCookie(), form: { intent: "delete-everything" } })))) as {
      init: { status: number };
    };
    expect(answer.init.status).toBe(400);
  });
});
