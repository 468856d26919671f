/**
 * Make a payment: the action against the platform's payment calls (msw, through the
 * site's real platform client): exactly one of the seven outcomes of doc1 §4 per lookup, an
 * analytics event with the sub-step name per failure (doc1 §8), and the payment result page.
 * The failure windows' titles and links and the invalid date message come from the
 * brand's paymentSettings in the dataset.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { http } from "msw";
import { setupServer } from "msw/node";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { setServerAnalytics } from "~/.server/analytics";
import { createContentSource, type ContentSource } from "~/.server/content";
import { seedDocuments } from "~/.server/content/test-support";
import { testClient } from "~/.server/platform/test-support";
import { siteContext, type SiteContext } from "~/.server/site-context";
import { resources } from "~/.server/translations";
import { configuredMessage } from "~/domain/message";
import type { AnalyticsEvent } from "~/domain/quote/analytics";
import type { Language } from "~/domain/site";
import { createI18n } from "~/i18n";
import { messageText } from "~/i18n-message";
import { createPlatformMock, platformError, platformOk, type RecordedCall } from "../../../tests/mocks/platform";
import { paymentAction, paymentLoader, type PaymentActionData, type PaymentResultView } from "./make-a-payment.server";

const platform = createPlatformMock();
const server = setupServer(...platform.handlers);
beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const events: AnalyticsEvent[] = [];
beforeEach(() => {
  events.length = 0;
  platform.calls.length = 0;
  setServerAnalytics({ track: (event) => events.push(event) });
});

const seed = seedDocuments();
function contentWith(payment: Record<string, unknown> = {}): ContentSource {
  const documents = seed.map((d) => (d._id === "paymentSettings-lonestar" ? { ...d, ...payment } : d));
  const file = join(mkdtempSync(join(tmpdir(), "payment-")), "dataset.ndjson");
  writeFileSync(file, documents.map((d) => JSON.stringify(d)).join("\n") + "\n");
  return createContentSource({
    CONTENT_SOURCE: "local",
    CONTENT_DATASET_FILE: file,
    SANITY_PROJECT_ID: "x",
    SANITY_DATASET: "production",
    SANITY_API_VERSION: "2025-02-19",
    SANITY_TOKEN: undefined,
    CONTENT_CACHE_TTL_MS: 0,
  });
}
const defaultContent = contentWith();

const carriers = {
  carriers: [
    { carrierName: "Lone Star Mutual", carrierCode: ["LSM"], carrierUrl: "https://pay.lonestar-mutual.example/pay", carrierLogo: "" },
    { carrierName: "Gulf Auto", carrierCode: ["GA"], carrierUrl: "https://gulf.example/pay", carrierLogo: "" },
  ],
  nonPayable: { defaultUrl: "https://carriers.example/pay" },
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const lookupAnswer = (overrides: Record<string, unknown> = {}) => ({
  token: "lookup-token-1",
  policyId: "pol-1",
  company: "Lone Star Mutual",
  monthlyPayment: 112.4,
  policyType: "Auto",
  paymentDueDate: inDays(10),
  applicantName: "Maria Garcia",
  policyNumber: "LSM-100200",
  isPayable: true,
  message: "",
  carrierUrl: "",
  ...overrides,
});

type Answers = { lookup?: () => Response; token?: () => Response; carriers?: () => Response; result?: () => Response };
function answer(answers: Answers) {
  server.use(
    http.post(platform.url("/api/payment/policyLookup"), platform.guarded(answers.lookup ?? (() => platformOk(lookupAnswer())))),
    http.get(platform.url("/api/payment/carriers"), platform.guarded(answers.carriers ?? (() => platformOk(carriers)))),
    http.post(
      platform.url("/api/payment/token"),
      platform.guarded(answers.token ?? (() => platformOk({ message: "", paymentUrl: "http://localhost:3000/sandbox/pay/sess-1", token: "pay-token-1" }))),
    ),
    http.get(platform.url("/api/payment/result"), platform.guarded(answers.result ?? (() => platformError(404, "Unknown token")))),
  );
}

const goodForm = { policyNumber: "lsm-100200", email: "maria.garcia@example.com", phone: "512-555-0142", dob: "4/9/1988" };

function context(lang: Language, content: ContentSource): RouterContextProvider {
  const ctx = new RouterContextProvider();
  const { client } = testClient(platform.baseUrl, { lang });
  ctx.set(siteContext, {
    brand: { code: "lonestar", name: "Lone Star Auto Insurance", hosts: ["localhost", "127.0.0.1", "lonestar.localtest.me"] },
    lang,
    content,
    platform: () => client,
    trackId: "track-1",
    ip: "203.0.113.9",
  } as unknown as SiteContext);
  return ctx;
}

async function post(form: Record<string, string>, options: { lang?: Language; content?: ContentSource; host?: string } = {}) {
  const lang = options.lang ?? "en";
  const url = new URL(`http://${options.host ?? "localhost:3000"}${lang === "es" ? "/es" : ""}/make-a-payment`);
  const request = new Request(url, {
    method: "POST",
    body: new URLSearchParams(form),
    headers: { "content-type": "application/x-www-form-urlencoded", host: url.host },
  });
  const result = (await paymentAction({ request, context: context(lang, options.content ?? defaultContent), url })) as unknown as {
    data: PaymentActionData;
    init: { status?: number } | null;
  };
  return { data: result.data, status: result.init?.status ?? 200 };
}

/** The failure window as the page shows it: its message made text in the page's language (app/i18n-message.ts). */
const failureOf = (data: PaymentActionData, lang: "en" | "es" = "en") =>
  data.view === "form" && data.failure ? { ...data.failure, message: messageText(createI18n(lang, resources[lang]).t, data.failure.message) } : null;
const callTo = (path: string): RecordedCall | undefined => platform.calls.find((c) => c.path === path);

describe("make a payment: one outcome of doc1 §4 per lookup", () => {
  it("doc1 §5 sends the policy number uppercased, the phone's digits and the dob as month-day-year", async () => {
    answer({});
    await post(goodForm);
    expect(callTo("/api/payment/policyLookup")?.body).toMatchObject({
      policyNumber: "LSM-100200",
      receiptEmail: "maria.garcia@example.com",
      receiptPhone: "5125550142",
      dob: "04-09-1988",
    });
  });

  it("invalid fields answer 400 with their messages and look nothing up", async () => {
    const { data, status } = await post({ ...goodForm, phone: "12", dob: "13/9/1988" });
    expect(status).toBe(400);
    expect(data.view === "form" && data.result.error).toMatchObject({ phone: ["public.payment.phoneInvalid"], dob: ["public.payment.dateInvalid"] });
    // The age check does not wait for the other fields: both messages show at once.
    const young = await post({ ...goodForm, phone: "12", dob: "4/9/2020" });
    expect(young.data.view === "form" && young.data.result.error).toEqual({
      phone: ["public.payment.phoneInvalid"],
      dob: [configuredMessage("Please enter a valid date of birth. Policyholders must be between {0} and {1} years old.", [16, 75])],
    });
    expect(callTo("/api/payment/policyLookup")).toBeUndefined();
  });

  it("outcome 1, carrier not configured: the window links to pay at the carrier", async () => {
    answer({ lookup: () => platformOk(lookupAnswer({ policyNumber: "ZZ-1", company: "Unlisted Mutual", carrierUrl: "https://unlisted.example/pay" })) });
    const { data } = await post(goodForm);
    expect(failureOf(data)).toEqual({
      step: "carrier-not-available",
      title: "Pay with your insurance company",
      message: expect.stringContaining("Online payment isn't available"),
      link: { href: "https://unlisted.example/pay", label: "Pay on your insurance company's site" },
    });
    expect(events).toEqual([{ name: "payment_error", step: "carrier-not-available" }]);
    expect(callTo("/api/payment/token")).toBeUndefined();
  });

  it("outcome 2, payable: a payment token is requested with the brand's own return address, and Pay goes to its paymentUrl", async () => {
    answer({});
    const { data } = await post(goodForm);
    expect(data).toMatchObject({
      view: "details",
      payHref: "http://localhost:3000/sandbox/pay/sess-1",
      policy: { policyNumber: "LSM-100200", monthlyPayment: 112.4, applicantName: "Maria Garcia" },
    });
    expect(callTo("/api/payment/token")?.body).toMatchObject({ policyId: "pol-1", token: "lookup-token-1", returnUrl: "http://localhost:3000/make-a-payment" });
    expect(events).toEqual([]);
  });

  it("payable without a paymentUrl: Pay reloads the page with ?token=; a host the brand does not list never becomes the return address", async () => {
    answer({ token: () => platformOk({ message: "", paymentUrl: "", token: "pay-token-2" }) });
    const { data } = await post(goodForm, { lang: "es", host: "evil.example" });
    expect(data).toMatchObject({ view: "details", payHref: "/es/make-a-payment?token=pay-token-2" });
    expect((callTo("/api/payment/token")?.body as { returnUrl: string }).returnUrl).toBe("http://localhost/es/make-a-payment");
  });

  it("outcome 3, token failure: the could-not-get-token window", async () => {
    answer({ token: () => platformError(502, "Processor unavailable") });
    const { data } = await post(goodForm);
    expect(failureOf(data)).toMatchObject({
      step: "token-failed",
      title: "We couldn't start your payment",
      link: { href: "https://pay.lonestar-mutual.example/pay" },
    });
    expect(events).toEqual([{ name: "payment_error", step: "token-failed" }]);
  });

  it("outcome 4, already made: the message view, no token", async () => {
    answer({ lookup: () => platformOk(lookupAnswer({ isPayable: false, reason: "alreadyPaid", message: "This payment has already been made" })) });
    const { data } = await post(goodForm);
    expect(data).toEqual({ view: "alreadyPaid", policyNumber: "LSM-100200" });
    expect(callTo("/api/payment/token")).toBeUndefined();
  });

  it("outcome 5, due within 48 hours: the window with the server's message", async () => {
    answer({
      lookup: () =>
        platformOk(lookupAnswer({ isPayable: false, reason: "dueWithin48", paymentDueDate: inDays(1), message: "Your payment is due within 48 hours." })),
    });
    const { data } = await post(goodForm);
    expect(failureOf(data)).toMatchObject({
      step: "due-within-48-hours",
      title: "Your payment is due very soon",
      message: "Your payment is due within 48 hours.",
    });
    expect(events).toEqual([{ name: "payment_error", step: "due-within-48-hours" }]);
  });

  it("outcome 6, due date past: the due-past window", async () => {
    answer({ lookup: () => platformOk(lookupAnswer({ isPayable: false, reason: "duePast", paymentDueDate: inDays(-3), message: "" })) });
    const { data } = await post(goodForm, { lang: "es" });
    expect(failureOf(data, "es")).toMatchObject({
      step: "due-past",
      title: "Tu pago está vencido",
      message: expect.stringContaining("ya pasó"),
      link: { label: "Paga en el sitio de tu aseguradora" },
    });
    expect(events).toEqual([{ name: "payment_error", step: "due-past" }]);
  });

  it("outcome 7, not payable for another reason: the server's message", async () => {
    answer({ lookup: () => platformOk(lookupAnswer({ isPayable: false, reason: "other", message: "Please call your agent about this policy." })) });
    const { data } = await post(goodForm);
    expect(failureOf(data)).toMatchObject({
      step: "not-payable",
      title: "This payment can't be made online",
      message: "Please call your agent about this policy.",
    });
    expect(events).toEqual([{ name: "payment_error", step: "not-payable" }]);
  });

  it("request failure: the unknown-error window (a platform error, or the carrier list unreadable)", async () => {
    answer({ lookup: () => platformError(500, "Internal error") });
    expect(failureOf((await post(goodForm)).data)).toMatchObject({
      step: "unknown-error",
      title: "Something went wrong",
      link: { href: "https://carriers.example/pay" },
    });
    answer({ carriers: () => new Response("down", { status: 503 }) });
    expect(failureOf((await post(goodForm)).data)).toMatchObject({ step: "unknown-error" });
    expect(events).toEqual([
      { name: "payment_error", step: "unknown-error" },
      { name: "payment_error", step: "unknown-error" },
    ]);
  });

  it("a policy the platform does not find: the policy-not-found window with its message", async () => {
    answer({ lookup: () => platformError(404, "No policy matches these details.") });
    const { data } = await post(goodForm);
    expect(failureOf(data)).toMatchObject({ step: "policy-not-found", title: "We couldn't find your policy", message: "No policy matches these details." });
  });
});

describe("payment settings from the CMS", () => {
  it("a failure window's title and link, and the invalid date message, change with the dataset", async () => {
    const content = contentWith({
      minAge: 21,
      invalidBirthDateMessage: { en: "Ages {0}–{1} only.", es: "Solo de {0} a {1} años." },
      failures: { carrierNotAvailable: { title: { en: "Pay at your carrier", es: "Paga con tu compañía" }, linkUrl: "https://help.example/pay" } },
      payableCarriers: ["GA"],
    });
    answer({});
    const { data } = await post(goodForm, { content });
    expect(failureOf(data)).toMatchObject({
      step: "carrier-not-available",
      title: "Pay at your carrier",
      link: { href: "https://pay.lonestar-mutual.example/pay" },
    });
    const young = await post({ ...goodForm, dob: `4/9/${new Date().getFullYear() - 19}` }, { content, lang: "es" });
    expect(young.data.view === "form" && young.data.result.error?.dob).toEqual([configuredMessage("Solo de {0} a {1} años.", [21, 75])]);
    const url = new URL("http://localhost:3000/es/make-a-payment");
    expect(await paymentLoader({ context: context("es", content), url })).toMatchObject({
      minAge: 21,
      maxAge: 75,
      birthDateMessage: "Solo de {0} a {1} años.",
      result: null,
    });
  });
});

describe("doc1 §4 the payment result page", () => {
  const load = async (token: string, lang: Language = "en") =>
    (await paymentLoader({ context: context(lang, defaultContent), url: new URL(`http://localhost:3000/make-a-payment?token=${token}`) }))
      .result as PaymentResultView;
  const customerPayment = (status: string, resultMessage = "") => ({
    customerPayment: {
      policyId: "pol-1",
      policyNumber: "LSM-100200",
      carrierName: "Lone Star Mutual",
      name: "Maria Garcia",
      paymentDetails: [{ dueDate: inDays(10), payDate: inDays(0), amount: 112.4, invoiceId: "INV-9", status, cardHolderName: "Maria Garcia", resultMessage }],
    },
  });

  it("status A is success with the amount and the policy number", async () => {
    answer({ result: () => platformOk(customerPayment("A", "This transaction has been approved")) });
    expect(await load("pay-token-1")).toMatchObject({ kind: "success", amount: 112.4, policyNumber: "LSM-100200", invoiceId: "INV-9" });
    expect(callTo("/api/payment/result")?.query.get("token")).toBe("pay-token-1");
  });

  it("any other status is failure with the carrier link and the processor's message, and an analytics event", async () => {
    answer({ result: () => platformOk(customerPayment("D", "Card declined")) });
    const view = await load("pay-token-1", "es");
    expect(view).toMatchObject({
      kind: "failure",
      resultMessage: "Card declined",
      failure: { step: "payment-failed", title: "Tu pago no se completó", link: { href: "https://pay.lonestar-mutual.example/pay" } },
    });
    expect(events).toEqual([{ name: "payment_error", step: "payment-failed" }]);
  });

  it("an unknown or malformed token is failure; a malformed one is not sent", async () => {
    answer({});
    expect((await load("unknown-token")).kind).toBe("failure");
    platform.calls.length = 0;
    expect((await load("%3Cscript%3E")).kind).toBe("failure");
    expect(callTo("/api/payment/result")).toBeUndefined();
  });
});
