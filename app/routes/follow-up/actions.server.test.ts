/**
 * The follow-up form's action at the route level (doc3 §2.2, §4.2, §5.2, §8): each intent over the real platform
 * client, against an in-memory platform answering as the follow-up contract says (rate quote, stored form, look-ups,
 * VIN decode, tracking record and contact verification). The messages asserted are the ones the shopper reads.
 */
import { describe, expect, it, vi } from "vitest";
import { RouterContextProvider } from "react-router";
import { flowSettingsSchemas } from "~/.server/content/schemas";
import { carrierListSchema } from "~/.server/content/settings/carriers";
import { createPlatformClient } from "~/.server/platform";
import { commitSession, getSession } from "~/.server/session";
import { siteContext, type SiteContext } from "~/.server/site-context";
import type { Driver, FollowUpData, Step } from "~/domain/follow-up/model";
import { capturedLogger } from "../account/test-platform";
import { configuredMessage } from "~/domain/message";
import { messageKey } from "~/domain/message";

/** The messages as "key {vars}", so a test sees which message and what it names. */
vi.mock("~/.server/i18n", () => ({
  getInstance: () => ({ t: (key: string, vars?: Record<string, unknown>) => (vars ? `${key} ${JSON.stringify(vars)}` : key) }),
}));
const { followUpAction } = await import("./actions.server");

const TX = "tx-follow-1";
const RQ = "rq-follow-1";
const PAGE = `/follow-up?transactionId=${TX}&rateQuoteId=${RQ}`;
const VIN = "4T1B11HK7JU512345";
const UNDECODABLE_VIN = "1HGCM82633A004352";
/** A VIN whose check digit does not match, decoding to a 2003 Honda Accord; another that decodes to nothing. */
const WARNED_VIN = "1HGCM82633A004353";
const WARNED_UNKNOWN_VIN = "1GC1ZXCG5BF123456";
const CHECK_DIGIT = { code: "check-digit", message: "This VIN's check digit does not match: please check it" };
const json = (status: number, body: Record<string, unknown>) =>
  new Response(JSON.stringify({ isSuccess: status < 400, ...body }), { status, headers: { "content-type": "application/json" } });

const channel = (status: string) => ({ status, attempts: status === "verify" ? 1 : 0, attemptsLeft: 3, sentTo: "m•••@example.com", expiresAt: null });

function driver(over: Partial<Driver> = {}): Driver {
  return {
    id: "d1",
    firstName: "Daniel",
    lastName: "Alvarado",
    dob: "1986-11-30",
    gender: "0",
    marital: "0",
    relation: "1",
    licence: "91002342",
    residenceStatus: "",
    driverStatus: "",
    actionType: "include",
    added: false,
    ...over,
  };
}

function formData(over: Partial<FollowUpData> = {}): FollowUpData {
  return {
    primary: { dob: "1988-03-14", licence: "", consent: false },
    primaryMarital: "0",
    drivers: [],
    vehicles: [{ id: "v1", year: 2018, make: "TOYOTA", model: "CAMRY", vin: VIN, mileage: 10000 }],
    contact: null,
    answers: {},
    callBackRequested: false,
    ...over,
  };
}

/** The follow-up platform calls, in memory: what the site sent is kept in `calls`. */
function fakePlatform(
  options: { step?: Step; data?: FollowUpData; lookups?: Record<string, { firstName: string; lastName: string }>; submitRefused?: boolean } = {},
) {
  const calls: { method: string; path: string; body: Record<string, unknown> }[] = [];
  let stored = { step: options.step ?? "driver", data: options.data ?? formData(), version: 1, soldAt: null as string | null };
  const lookups = options.lookups ?? { "91002341": { firstName: "Maria", lastName: "Alvarado" }, "91002342": { firstName: "Daniel", lastName: "Alvarado" } };
  const status = { email: "sent", text: "sent" };
  const statusBody = () => ({
    transactionId: TX,
    contactVerificationStatus: status.email === "verify" || status.text === "verify" ? "verify-2" : "",
    email: channel(status.email),
    text: channel(status.text),
    verified: false,
    outcome: null,
    agentNotification: calls.some((c) => c.path.endsWith("/notify-agent")) ? "Success" : "",
    requestCallBack: calls.some((c) => c.path.endsWith("/call-back")) ? "Yes" : "No",
  });
  const tracking = `/api/follow-up/tracking/${TX}`;
  async function handle(input: string, init: RequestInit): Promise<Response> {
    const url = new URL(input);
    const method = init.method ?? "GET";
    const body = (init.body ? JSON.parse(String(init.body)) : {}) as Record<string, unknown>;
    calls.push({ method, path: url.pathname, body });
    switch (`${method} ${url.pathname}`) {
      case "GET /api/followup/rateQuote":
        return json(200, {
          rateQuoteId: RQ,
          companyId: "bluebonnet-lantern",
          companyName: "Bluebonnet Lantern",
          totalPremium: 742,
          payPlanDescription: "Monthly",
          payPlanNumOfPayments: 6,
          payPlanPaymentAmount: 118,
          payPlanDownPayment: 150,
          transaction: {
            transactionId: TX,
            customer: {
              firstName: "Maria",
              lastName: "Alvarado",
              dob: "03/14/1988",
              email: "maria@example.com",
              phoneNumber: "2145550142",
              address: { address1: "2210 Elm St", apt: "", city: "Dallas", state: "TX", zipCode: "75201", county: "Dallas" },
            },
            drivers: [{ firstName: "Maria", lastName: "Alvarado", dob: "03/14/1988", gender: 1, maritalStatus: 0, relation: 0, primaryDriver: true }],
            cars: [{ vin: VIN, year: 2018, make: "TOYOTA", model: "CAMRY", annualMilesAge: 10000 }],
          },
        });
      case "GET /api/followup/form":
        return json(200, { form: stored });
      case "POST /api/followup/form":
        stored = { step: body.step as Step, data: body.data as unknown as FollowUpData, version: stored.version + 1, soldAt: null };
        return json(200, { form: stored });
      case "POST /api/search/driver/dl": {
        const person = lookups[String(body.DLNumer)];
        return json(200, { drivers: person ? [{ ...person, dob: String(body.dob), driverLicenseNumber: String(body.DLNumer) }] : [], commonId: null });
      }
      case "GET /api/vehicle/detailbyvin":
        // As the platform answers: a VIN whose check digit (position 9) does not match decodes with a warning, or decodes to nothing.
        if (url.searchParams.get("vin") === WARNED_VIN) return json(200, { details: [{ year: 2003, maker: "HONDA", model: "ACCORD" }], warning: CHECK_DIGIT });
        if (url.searchParams.get("vin") === WARNED_UNKNOWN_VIN) return json(200, { details: [], warning: CHECK_DIGIT });
        return url.searchParams.get("vin") === UNDECODABLE_VIN
          ? json(400, { message: "This VIN cannot be decoded.", errors: { vin: "cannot be decoded" } })
          : json(200, { details: [{ year: 2018, maker: "TOYOTA", model: "CAMRY" }] });
      case `POST ${tracking}`:
        return json(200, { record: { ...statusBody(), rateQuoteId: RQ, visitDate: "2026-11-26 10:00:00", timestamp: "2026-11-26T16:00:00.000Z", steps: {} } });
      case `GET ${tracking}/verification`:
        return json(200, { status: statusBody() });
      case `POST ${tracking}/codes/submit`:
        if (options.submitRefused) return json(400, { message: "Some fields are missing or not valid.", errors: { emailCode: "has expired: send a new one" } });
        if (body.emailCode) status.email = "verify";
        if (body.textCode) status.text = "verify";
        return json(200, { status: statusBody() });
      case `POST ${tracking}/notify-agent`:
      case `POST ${tracking}/call-back`:
        return json(200, { status: statusBody() });
      case "POST /bin/servlet/nonvoicecallrequest":
        return json(200, { nonVoiceCallResponse: { message: "requested", alreadyRequested: false } });
      default:
        return json(404, { message: `no route ${method} ${url.pathname}` });
    }
  }
  return { handle, calls, stored: () => stored };
}
type Fake = ReturnType<typeof fakePlatform>;

async function ownSessionCookie(): Promise<string> {
  const request = new Request("http://localhost/");
  const session = await getSession(request);
  session.set("transactionId", TX);
  return (await commitSession(request, session)).split(";")[0]!;
}

async function post(
  fake: Fake,
  form: Record<string, string>,
  options: { lang?: "en" | "es"; carrier?: Record<string, unknown>; followUp?: Record<string, unknown> } = {},
) {
  const lang = options.lang ?? "en";
  const client = createPlatformClient({
    baseUrl: "http://platform.test",
    timeoutMs: 2000,
    lang,
    trackId: "track-1",
    credentials: { get: async () => "site-token", refresh: async () => "site-token" },
    logger: capturedLogger().logger,
    fetch: fake.handle,
    visitorAddress: "203.0.113.9",
  });
  const carriers = carrierListSchema.parse([{ carrierId: "bluebonnet-lantern", purchaseFlow: "followUp", enableMaritalValidation: true, ...options.carrier }]);
  const followUp = flowSettingsSchemas.followUpSettings.parse({ brandCode: "lonestar", ...options.followUp });
  const context = new RouterContextProvider();
  context.set(siteContext, {
    platform: () => client,
    trackId: "track-1",
    brand: { code: "lonestar", name: "Lone Star", hosts: ["localhost"], endpoints: { api: "/api", caApi: "/api/ca" }, experiences: [], states: ["TX"] },
    lang,
    ip: "203.0.113.9",
    content: { carriers: async () => carriers, flowSettings: async () => followUp },
  } as unknown as SiteContext);
  const url = new URL(`http://localhost${lang === "es" ? "/es" : ""}${PAGE}`);
  const request = new Request(url, {
    method: "POST",
    body: new URLSearchParams(form),
    headers: { cookie: await ownSessionCookie(), "content-type": "application/x-www-form-urlencoded" },
  });
  try {
    return (await followUpAction(request, url, context)) as unknown;
  } catch (thrown) {
    return thrown;
  }
}

interface Answer {
  data: {
    intent: string;
    message?: string;
    callBackMessage?: string;
    ok?: boolean;
    result?: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
    warnings?: Record<string, { message: string; value: string }>;
  };
  init: { status: number } | null;
}
const asAnswer = (value: unknown) => value as Answer;
const driverForm = (over: Record<string, string> = {}) => ({ intent: "driver", dob: "03/14/1988", licence: "91002341", "vins[0]": VIN, ...over });
const modalForm = (over: Record<string, string> = {}) => ({
  intent: "driver-save",
  id: "",
  firstName: "Daniel",
  lastName: "Alvarado",
  relation: "1",
  gender: "0",
  marital: "0",
  licence: "91002342",
  dob: "11/30/1986",
  ...over,
});

describe("doc3 §5.2 driver info through the action", () => {
  it("doc3 §5.2 a VIN that fails to decode gives the configured VIN-is-wrong message beside that VIN; nothing is stored", async () => {
    const fake = fakePlatform();
    const answer = asAnswer(await post(fake, driverForm({ "vins[0]": UNDECODABLE_VIN })));
    expect(answer.init?.status).toBe(400);
    expect(answer.data.result?.error?.["vins[0]"]).toEqual([configuredMessage("This VIN is not valid. It has 17 letters and digits (no I, O or Q).")]);
    expect(fake.calls.filter((c) => c.method === "POST" && c.path === "/api/followup/form")).toEqual([]);
  });

  it("doc3 §5.2 the same VIN in Spanish gives the Spanish configured message", async () => {
    const answer = asAnswer(await post(fakePlatform(), driverForm({ "vins[0]": UNDECODABLE_VIN }), { lang: "es" }));
    expect(answer.data.result?.error?.["vins[0]"]).toEqual([configuredMessage("Este VIN no es válido. Tiene 17 letras y números (sin I, O ni Q).")]);
  });

  it("doc3 §5.2 a licence whose look-up names the shopper moves on with the decoded vehicle", async () => {
    const fake = fakePlatform();
    const answer = await post(fake, driverForm());
    expect((answer as Response).status).toBe(302);
    expect(fake.stored()).toMatchObject({ step: "contact", data: { primary: { dob: "1988-03-14", licence: "91002341" } } });
  });
});

describe("doc2 §5 VIN in the follow-up form's driver info, as in the quote", () => {
  it("a wrong check digit answers a warning beside that VIN naming the decoded vehicle; what was typed comes back; nothing is stored", async () => {
    const fake = fakePlatform();
    const answer = asAnswer(await post(fake, driverForm({ "vins[0]": WARNED_VIN })));
    expect(answer.init?.status).toBe(200);
    expect(answer.data.warnings).toEqual({
      "vins[0]": {
        message: messageKey("vinCheck.decodedListed", { vehicle: "2003 HONDA ACCORD", button: { key: "followUp.buttons.next" } }),
        value: WARNED_VIN,
      },
    });
    expect(answer.data.result?.error ?? {}).toEqual({});
    expect(answer.data.result?.initialValue).toMatchObject({ licence: "91002341", vins: [WARNED_VIN] });
    expect(fake.calls.filter((c) => c.method === "POST" && c.path === "/api/followup/form")).toEqual([]);
  });

  it("continuing again with the warned VIN keeps it with the decoded vehicle", async () => {
    const fake = fakePlatform();
    const answer = await post(fake, driverForm({ "vins[0]": WARNED_VIN, "confirm.vins[0]": WARNED_VIN }));
    expect((answer as Response).status).toBe(302);
    expect(fake.stored().data.vehicles).toEqual([expect.objectContaining({ vin: WARNED_VIN, year: 2003, make: "HONDA", model: "ACCORD" })]);
  });

  it("a wrong check digit that decodes to nothing points to the vehicle's year, make and model; continuing again keeps the VIN with it", async () => {
    const fake = fakePlatform();
    const answer = asAnswer(await post(fake, driverForm({ "vins[0]": WARNED_UNKNOWN_VIN })));
    expect(answer.data.warnings?.["vins[0]"]?.message).toBe(
      messageKey("vinCheck.notFoundListed", { vehicle: "2018 TOYOTA CAMRY", button: { key: "followUp.buttons.next" } }),
    );
    const kept = await post(fake, driverForm({ "vins[0]": WARNED_UNKNOWN_VIN, "confirm.vins[0]": WARNED_UNKNOWN_VIN }));
    expect((kept as Response).status).toBe(302);
    expect(fake.stored().data.vehicles).toEqual([expect.objectContaining({ vin: WARNED_UNKNOWN_VIN, year: 2018, make: "TOYOTA", model: "CAMRY" })]);
  });

  it("a VIN refused beside a warned one: both show, nothing is stored", async () => {
    const fake = fakePlatform({
      data: formData({ vehicles: [...formData().vehicles, { id: "v2", year: 2016, make: "NISSAN", model: "ALTIMA", vin: VIN, mileage: 10000 }] }),
    });
    const answer = asAnswer(await post(fake, driverForm({ "vins[0]": WARNED_VIN, "vins[1]": UNDECODABLE_VIN })));
    expect(answer.init?.status).toBe(400);
    expect(answer.data.result?.error?.["vins[1]"]).toEqual([configuredMessage("This VIN is not valid. It has 17 letters and digits (no I, O or Q).")]);
    expect(answer.data.warnings?.["vins[0]"]?.value).toBe(WARNED_VIN);
  });
});

describe("doc3 §5.2 additional drivers through the action", () => {
  it("doc3 §5.2 an included driver's licence whose look-up returns another first name is invalid (licenceInvalid beside the licence)", async () => {
    const fake = fakePlatform({ step: "drivers", lookups: { "91002342": { firstName: "Danielle", lastName: "Alvarado" } } });
    const answer = asAnswer(await post(fake, modalForm()));
    expect(answer.init?.status).toBe(400);
    expect(answer.data.result?.error?.licence).toEqual(["followUp.errors.licenceInvalid"]);
    expect(fake.calls.find((c) => c.path === "/api/search/driver/dl")?.body).toMatchObject({ DLNumer: "91002342", dob: "11/30/1986" });
    expect(fake.stored().data.drivers).toEqual([]);
  });

  it("doc3 §5.2 a licence the look-up does not know is invalid too", async () => {
    const answer = asAnswer(await post(fakePlatform({ step: "drivers" }), modalForm({ licence: "91009999" })));
    expect(answer.data.result?.error?.licence).toEqual(["followUp.errors.licenceInvalid"]);
  });

  it("doc3 §4.2 a driver already on the list (first name, last name and date of birth) is not added twice", async () => {
    const fake = fakePlatform({ step: "drivers", data: formData({ drivers: [driver({ firstName: "DANIEL", lastName: "alvarado" })] }) });
    const answer = asAnswer(await post(fake, modalForm()));
    expect(answer.init?.status).toBe(400);
    expect(answer.data.result?.error?.[""]).toEqual(["followUp.errors.duplicateDriver"]);
    expect(fake.stored().data.drivers).toHaveLength(1);
  });

  it("a new driver whose licence matches is added", async () => {
    const fake = fakePlatform({ step: "drivers" });
    expect(asAnswer(await post(fake, modalForm())).data.ok).toBe(true);
    expect(fake.stored().data.drivers).toEqual([expect.objectContaining({ firstName: "Daniel", licence: "91002342", dob: "1986-11-30", added: true })]);
  });

  it("doc3 §5.2 marital validation: a married primary with no other married driver is an odd count; the step does not move", async () => {
    const fake = fakePlatform({ step: "drivers", data: formData({ primaryMarital: "0", drivers: [driver({ relation: "2", marital: "1" })] }) });
    const answer = asAnswer(await post(fake, { intent: "drivers" }));
    expect(answer.init?.status).toBe(400);
    expect(answer.data.message).toBe("followUp.errors.maritalCount");
    expect(fake.stored().step).toBe("drivers");
  });

  it("doc3 §5.2 marital validation: a married primary needs a spouse (relation 1) among the married drivers", async () => {
    const fake = fakePlatform({ step: "drivers", data: formData({ primaryMarital: "0", drivers: [driver({ relation: "3", marital: "0" })] }) });
    expect(asAnswer(await post(fake, { intent: "drivers" })).data.message).toBe("followUp.errors.spouseRequired");
  });

  it("doc3 §5.2 marital validation: a spouse with a single primary is an error", async () => {
    const fake = fakePlatform({ step: "drivers", data: formData({ primaryMarital: "1", drivers: [driver({ relation: "1", marital: "1" })] }) });
    expect(asAnswer(await post(fake, { intent: "drivers" })).data.message).toBe("followUp.errors.spouseWithSingle");
  });

  it("doc3 §5.2 marital validation: a married primary with a married spouse moves on; without the carrier's validation the odd count passes", async () => {
    const married = fakePlatform({ step: "drivers", data: formData({ primaryMarital: "0", drivers: [driver()] }) });
    expect(((await post(married, { intent: "drivers" })) as Response).status).toBe(302);
    expect(married.stored().step).toBe("questions");
    const odd = fakePlatform({ step: "drivers", data: formData({ primaryMarital: "0", drivers: [driver({ relation: "2", marital: "1" })] }) });
    expect(((await post(odd, { intent: "drivers" }, { carrier: { enableMaritalValidation: false } })) as Response).status).toBe(302);
  });
});

describe("doc3 §2.2 vehicle modal through the action", () => {
  it("doc3 §5.2 a VIN with no decode result is wrong beside the VIN field", async () => {
    const fake = fakePlatform();
    const answer = asAnswer(
      await post(fake, { intent: "vehicle-save", id: "", year: "2018", make: "HONDA", model: "ACCORD", vin: UNDECODABLE_VIN, mileage: "10000" }),
    );
    expect(answer.init?.status).toBe(400);
    expect(answer.data.result?.error?.vin).toEqual([configuredMessage("This VIN is not valid. It has 17 letters and digits (no I, O or Q).")]);
    expect(fake.stored().data.vehicles).toHaveLength(1);
  });

  it("doc2 §5 VIN: a wrong check digit warns beside the VIN naming the decoded vehicle; saving again adds the vehicle as typed", async () => {
    const fake = fakePlatform();
    const form = { intent: "vehicle-save", id: "", year: "2003", make: "HONDA", model: "ACCORD", vin: WARNED_VIN, mileage: "10000" };
    const answer = asAnswer(await post(fake, form));
    expect(answer.init?.status).toBe(200);
    expect(answer.data.warnings).toEqual({
      vin: {
        message: messageKey("vinCheck.decodedListed", { vehicle: "2003 HONDA ACCORD", button: { key: "followUp.buttons.addVehicle" } }),
        value: WARNED_VIN,
      },
    });
    expect(fake.stored().data.vehicles).toHaveLength(1);
    const saved = asAnswer(await post(fake, { ...form, "confirm.vin": WARNED_VIN }));
    expect(saved.data.ok).toBe(true);
    expect(fake.stored().data.vehicles).toContainEqual(expect.objectContaining({ vin: WARNED_VIN, year: 2003, make: "HONDA", model: "ACCORD" }));
  });

  it("doc2 §5 VIN: a wrong check digit that decodes to nothing names the year, make and model typed; saving again keeps them", async () => {
    const fake = fakePlatform();
    const form = { intent: "vehicle-save", id: "v1", year: "2011", make: "CHEVROLET", model: "SILVERADO 2500", vin: WARNED_UNKNOWN_VIN, mileage: "12500" };
    const answer = asAnswer(await post(fake, form));
    expect(answer.data.warnings?.vin?.message).toBe(
      messageKey("vinCheck.notFoundListed", { vehicle: "2011 CHEVROLET SILVERADO 2500", button: { key: "followUp.buttons.update" } }),
    );
    expect(asAnswer(await post(fake, { ...form, "confirm.vin": WARNED_UNKNOWN_VIN })).data.ok).toBe(true);
    expect(fake.stored().data.vehicles).toEqual([
      expect.objectContaining({ id: "v1", vin: WARNED_UNKNOWN_VIN, year: 2011, make: "CHEVROLET", model: "SILVERADO 2500" }),
    ]);
  });
});

describe("doc3 §4.2 contact verification through the action", () => {
  it("doc3 §3 Agent Notification: the codes the shopper submits go to the agent, and an agent is notified after them", async () => {
    const fake = fakePlatform({ step: "verify" });
    const answer = asAnswer(await post(fake, { intent: "codes", emailCode: "123456", textCode: "654321" }));
    expect(answer.data.ok).toBe(true);
    const paths = fake.calls.map((c) => c.path);
    const submitted = paths.indexOf(`/api/follow-up/tracking/${TX}/codes/submit`);
    const notified = paths.indexOf(`/api/follow-up/tracking/${TX}/notify-agent`);
    expect(submitted).toBeGreaterThan(-1);
    expect(notified).toBeGreaterThan(submitted);
    expect(fake.calls[notified]?.body).toMatchObject({ reason: "codes-submitted" });
  });

  it("doc3 §5.2 codes not blank: nothing is submitted and no agent is notified", async () => {
    const fake = fakePlatform({ step: "verify" });
    const answer = asAnswer(await post(fake, { intent: "codes", emailCode: "", textCode: "" }));
    expect(answer.init?.status).toBe(400);
    expect(fake.calls.some((c) => c.path.endsWith("/codes/submit") || c.path.endsWith("/notify-agent"))).toBe(false);
  });

  it("a code the platform refuses (expired) is shown beside its field and no agent is notified", async () => {
    const fake = fakePlatform({ step: "verify", submitRefused: true });
    const answer = asAnswer(await post(fake, { intent: "codes", emailCode: "123456", textCode: "654321" }));
    expect(answer.data.result?.error?.emailCode).toEqual(["followUp.errors.codeNotLive"]);
    expect(fake.calls.some((c) => c.path.endsWith("/notify-agent"))).toBe(false);
  });

  it("doc3 §2.2, §7.2 request call back: the shopper reads the brand's configured text in the page's language, not the platform's status", async () => {
    const es = fakePlatform({ step: "verify" });
    const answer = asAnswer(await post(es, { intent: "call-back" }, { lang: "es" }));
    expect(answer.data).toMatchObject({ ok: true, callBackMessage: "Gracias. Un agente se comunicará contigo en breve." });
    expect(es.calls.find((c) => c.path === "/bin/servlet/nonvoicecallrequest")?.body).toMatchObject({ phonenumber: "2145550142", ratequoteid: RQ });
    expect(es.stored().data.callBackRequested).toBe(true);
    const configured = asAnswer(
      await post(
        fakePlatform({ step: "verify" }),
        { intent: "call-back" },
        { followUp: { callBackMessage: { en: "Thanks! We'll call you within the hour.", es: "¡Gracias! Te llamamos en menos de una hora." } } },
      ),
    );
    expect(configured.data.callBackMessage).toBe("Thanks! We'll call you within the hour.");
  });

  it("doc3 §4.2 request call back disables after one press: a repeated request places no second call", async () => {
    const fake = fakePlatform({ step: "verify", data: formData({ callBackRequested: true }) });
    const answer = asAnswer(await post(fake, { intent: "call-back" }));
    expect(answer.data).toMatchObject({ ok: true, callBackMessage: expect.any(String) as string });
    expect(fake.calls.some((c) => c.path === "/bin/servlet/nonvoicecallrequest" || c.path.endsWith("/call-back"))).toBe(false);
  });

  it("doc3 §2.2 request call back belongs to the contact verification: an earlier step answers 409 and places no call", async () => {
    const fake = fakePlatform({ step: "questions" });
    const answer = asAnswer(await post(fake, { intent: "call-back" }));
    expect(answer.init?.status).toBe(409);
    expect(fake.calls.some((c) => c.path === "/bin/servlet/nonvoicecallrequest")).toBe(false);
  });
});
