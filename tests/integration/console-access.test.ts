/**
 * The agent console's pages and resources over the real platform: staff only (anonymous
 * visitors and customers go to the console's sign-in; the CSV and the live events answer 403), an
 * agent of one brand never sees another brand's leads, decisions reach the platform, the live
 * events report a change, and the CSV holds every field of the lead record.
 */
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { RouterContextProvider } from "react-router";
import { openTestDatabase, type TestDatabase } from "../../platform/db/test-databases.ts";
import { startTestPlatform, type TestPlatform } from "../../platform/http/test-client.ts";
import { latestCode, preparedTransaction, staffSignIn, STAFF_PASSWORD } from "../../platform/services/staff-fixtures.ts";
import path from "node:path";
import { createContentSource } from "~/.server/content";
import { createLogger } from "~/.server/logger";
import { createPlatformClient } from "~/.server/platform";
import { commitSession, getSession } from "~/.server/session";
import { siteContext, type SiteContext } from "~/.server/site-context";

vi.mock("~/.server/i18n", () => ({ getInstance: () => ({ t: (key: string) => key }) }));

const home = await import("~/routes/console/index");
const signIn = await import("~/routes/console/sign-in");
const signOut = await import("~/routes/console/sign-out");
const leads = await import("~/routes/console/leads");
const lead = await import("~/routes/console/lead");
const csv = await import("~/routes/console/leads-csv");
const events = await import("~/routes/console/events");

let database: TestDatabase;
let t: TestPlatform;
let siteToken: string;
let lonestarLead = "";
let bluebonnetLead = "";

const quietLogger = () => createLogger({ level: "silent", destination: new Writable({ write: (_c, _e, done) => done() }) });

const seedContent = createContentSource({
  CONTENT_SOURCE: "local",
  CONTENT_DATASET_FILE: path.resolve(import.meta.dirname, "../../studio/seed/production.ndjson"),
  SANITY_PROJECT_ID: undefined,
  SANITY_DATASET: "production",
  SANITY_API_VERSION: "2025-02-19",
  SANITY_TOKEN: undefined,
  CONTENT_CACHE_TTL_MS: 0,
});

function args(
  path: string,
  options: { form?: Record<string, string>; cookie?: string; lang?: "en" | "es"; params?: Record<string, string>; signal?: AbortSignal } = {},
) {
  const client = createPlatformClient({
    baseUrl: t.baseUrl,
    timeoutMs: 5000,
    lang: options.lang ?? "en",
    trackId: "console-test",
    credentials: { get: async () => siteToken, refresh: async () => siteToken },
    logger: quietLogger(),
  });
  const context = new RouterContextProvider();
  context.set(siteContext, {
    platform: () => client,
    // The seed dataset: the leads CSV reads each brand's lead carrier columns from its quote settings.
    content: seedContent,
    trackId: "console-test",
    brand: { code: "lonestar", name: "Lone Star" },
    lang: options.lang ?? "en",
    ip: "203.0.113.9",
  } as unknown as SiteContext);
  const url = new URL(`http://localhost${path}`);
  const headers: Record<string, string> = options.cookie ? { cookie: options.cookie } : {};
  const request = options.form
    ? new Request(url, {
        method: "POST",
        body: new URLSearchParams(options.form),
        headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      })
    : new Request(url, { headers, signal: options.signal });
  return { request, context, params: options.params ?? {}, url, pattern: path } as never;
}

async function run(handler: (a: never) => unknown, a: never): Promise<unknown> {
  try {
    return await handler(a);
  } catch (thrown) {
    return thrown;
  }
}

const cookieOf = (response: Response) => (response.headers.get("set-cookie") ?? "").split(";")[0]!;

async function staffCookie(email: string): Promise<string> {
  const response = (await run(signIn.action, args("/console/sign-in", { form: { email, password: STAFF_PASSWORD } }))) as Response;
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBe("/console");
  return cookieOf(response);
}

async function customerCookie(): Promise<string> {
  const session = await getSession(new Request("http://localhost/"));
  session.set("customer", {
    token: "customer-token-1234567890",
    expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    state: "TX",
    firstName: "María",
    remember: false,
  });
  return (await commitSession(new Request("http://localhost/"), session)).split(";")[0]!;
}

beforeAll(async () => {
  database = await openTestDatabase("sqlite");
  t = await startTestPlatform(database.store);
  siteToken = await t.siteToken("lonestar");
  await staffSignIn(t, { email: "ana.agent@example.com", name: "Ana Morales", role: "agent", brands: ["lonestar"] });
  await staffSignIn(t, { email: "ben.agent@example.com", name: "Ben Carter", role: "agent", brands: ["bluebonnet"] });
  await staffSignIn(t, { email: "sam.supervisor@example.com", name: "Sam Rivera", role: "supervisor", brands: [] });
  const header = { lang: "en", trackId: "lead", requestDate: new Date().toISOString(), state: "TX" };
  const body = {
    name: "Jordan",
    lastname: "Sample",
    email: "jordan.sample@example.com",
    phone: "214-555-0101",
    dob: "04/12/1990",
    city: "Dallas",
    zipCode: "75201",
    consent: { consentText: "I agree to be contacted by phone, text and e-mail about quotes.", page: "/get-a-quote" },
  };
  lonestarLead = (await t.call<{ leadId: string }>("post", "/api/lead/create", { token: siteToken, body: { ...body, header }, noHeader: true })).body.leadId;
  const blue = await t.siteToken("bluebonnet");
  // A name is letters only, so a formula reaches the CSV only through a free-text field such as the city.
  const formulaName = await t.call("post", "/api/lead/create", { token: blue, body: { ...body, name: "=HYPERLINK(1)", header }, noHeader: true });
  expect(formulaName.status).toBe(400);
  bluebonnetLead = (
    await t.call<{ leadId: string }>("post", "/api/lead/create", {
      token: blue,
      body: { ...body, name: "Riley", lastname: "Example", email: "riley@example.com", city: "=HYPERLINK(1)", header },
      noHeader: true,
    })
  ).body.leadId;
}, 30_000);

afterAll(async () => {
  await t.close();
  await database.dispose();
});

describe("agent console: staff only", () => {
  it("anonymous visitors and signed-in customers are sent to the console sign-in from every page (Spanish too); the CSV and the events answer 403", async () => {
    const customer = await customerCookie();
    for (const cookie of [undefined, customer]) {
      for (const [handler, path, params] of [
        [home.loader, "/console", {}],
        [leads.loader, "/console/leads", {}],
        [lead.loader, `/console/leads/${lonestarLead}`, { leadId: lonestarLead }],
      ] as const) {
        const answer = (await run(handler as never, args(path, { cookie, params }))) as Response;
        expect(answer.status, path).toBe(302);
        expect(answer.headers.get("location")).toBe("/console/sign-in");
      }
      const es = (await run(home.loader as never, args("/es/console", { cookie, lang: "es" }))) as Response;
      expect(es.headers.get("location")).toBe("/es/console/sign-in");
      const action = (await run(
        home.action as never,
        args("/console?index", { cookie, form: { intent: "handled", transactionId: "tx", what: "call-back" } }),
      )) as Response;
      expect(action.headers.get("location")).toBe("/console/sign-in");
      expect(((await csv.loader(args("/console/leads.csv", { cookie }))) as Response).status).toBe(403);
      expect(((await events.loader(args("/console/events", { cookie }))) as Response).status).toBe(403);
    }
  });

  it("a wrong password stays on the sign-in page with one message; a customer's password does not open the console", async () => {
    const answer = (await run(signIn.action, args("/console/sign-in", { form: { email: "ana.agent@example.com", password: "Wrong#2026" } }))) as {
      data: { result: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(answer.init.status).toBe(401);
    expect(answer.data.result.error[""]).toEqual(["agentConsole.signIn.failed"]);
    const blank = (await run(signIn.action, args("/console/sign-in", { form: { email: "", password: "" } }))) as {
      data: { result: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(blank.init.status).toBe(400);
    expect(blank.data.result.error.email).toEqual(["agentConsole.errors.required"]);
  });

  it("an agent of one brand cannot see another brand's lead, and its CSV holds its own brand only; a supervisor's holds both", async () => {
    const ben = await staffCookie("ben.agent@example.com");
    const refused = (await run(lead.loader as never, args(`/console/leads/${lonestarLead}`, { cookie: ben, params: { leadId: lonestarLead } }))) as {
      init: { status: number };
    };
    expect(refused.init.status).toBe(404);
    const list = (await leads.loader(args("/console/leads", { cookie: ben }))) as { result: { leads: { brand: string }[] } };
    expect(list.result.leads.map((l) => l.brand)).toEqual(["bluebonnet"]);
    const asked = (await leads.loader(args("/console/leads?brand=lonestar", { cookie: ben }))) as { result: { total: number } };
    expect(asked.result.total).toBe(0);
    const benCsv = await ((await csv.loader(args("/console/leads.csv", { cookie: ben }))) as Response).text();
    expect(benCsv).toContain("riley@example.com");
    expect(benCsv).not.toContain("jordan.sample@example.com");

    const sam = await staffCookie("sam.supervisor@example.com");
    const all = (await csv.loader(args("/console/leads.csv", { cookie: sam }))) as Response;
    expect(all.headers.get("content-type")).toContain("text/csv");
    expect(all.headers.get("content-disposition")).toMatch(/attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = await all.text();
    expect(text).toContain("jordan.sample@example.com");
    expect(text).toContain("'=HYPERLINK(1)");
    const detail = (await lead.loader(args(`/console/leads/${bluebonnetLead}`, { cookie: sam, params: { leadId: bluebonnetLead } }))) as {
      detail: { consents: unknown[] };
    };
    expect(detail.detail.consents).toHaveLength(1);
  });

  it("doc3 §4.2 the agent sees the codes sent beside the entries, confirms one from the console, and the live events report the change", async () => {
    const ana = await staffCookie("ana.agent@example.com");
    const { transactionId } = await preparedTransaction(t, siteToken);
    await t.call("post", `/api/follow-up/tracking/${transactionId}`, { token: siteToken, body: { rateQuoteId: "rq-9" } });
    await t.call("post", `/api/follow-up/tracking/${transactionId}/codes`, {
      token: siteToken,
      body: { channels: ["email", "sms"], firstName: "Jordan", lang: "en" },
    });
    const emailCode = await latestCode(t.db, "jordan.sample@example.com");

    const abort = new AbortController();
    const stream = (await events.loader(args("/console/events", { cookie: ana, signal: abort.signal }))) as Response;
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let seen = "";
    const readUntil = async (needle: string) => {
      const deadline = Date.now() + 5000;
      while (!seen.includes(needle) && Date.now() < deadline) {
        const { value, done } = await reader.read();
        if (done) break;
        seen += decoder.decode(value);
      }
      return seen.includes(needle);
    };
    expect(await readUntil("event: ready")).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await t.call("post", `/api/follow-up/tracking/${transactionId}/codes/submit`, { token: siteToken, body: { emailCode } });
    expect(await readUntil("event: change")).toBe(true);
    abort.abort();
    await reader.cancel().catch(() => undefined);

    const page = (await home.loader(args("/console", { cookie: ana }))) as {
      queues: { verifications: { transactionId: string; email: { codeSent: string; entered: string; matches: boolean } }[] };
    };
    const pending = page.queues.verifications.find((r) => r.transactionId === transactionId)!;
    expect(pending.email).toMatchObject({ codeSent: emailCode, entered: emailCode, matches: true });

    const decided = (await home.action(
      args("/console?index", { cookie: ana, form: { intent: "decide", transactionId, channel: "email", decision: "yes" } }),
    )) as { ok: boolean };
    expect(decided.ok).toBe(true);
    const status = await t.call<{ status: { email: { status: string } } }>("get", `/api/follow-up/tracking/${transactionId}/verification`, {
      token: siteToken,
    });
    expect(status.body.status.email.status).toBe("yes");
    const again = (await run(
      home.action as never,
      args("/console?index", { cookie: ana, form: { intent: "decide", transactionId, channel: "email", decision: "no" } }),
    )) as { data: { message: string }; init: { status: number } };
    expect(again.init.status).toBe(409);
  });

  it("sign-out revokes the staff token: the old cookie no longer opens the console", async () => {
    const ana = await staffCookie("ana.agent@example.com");
    const out = (await signOut.action(args("/console/sign-out", { cookie: ana, form: {} }))) as Response;
    expect(out.headers.get("location")).toBe("/console/sign-in");
    // The copy of the cookie kept from before sign-out holds a token the platform now refuses.
    const stale = (await run(home.loader as never, args("/console", { cookie: ana }))) as Response;
    expect(stale.status).toBe(302);
    expect(stale.headers.get("location")).toBe("/console/sign-in");
    // …and the sign-in page, asking the platform, shows its form rather than sending it back (no loop).
    const form = (await run(signIn.loader as never, args("/console/sign-in", { cookie: ana }))) as { title: string };
    expect(form.title).toBe("agentConsole.metaTitle");
    const live = await staffCookie("ana.agent@example.com");
    const back = (await run(signIn.loader as never, args("/console/sign-in", { cookie: live }))) as Response;
    expect(back.headers.get("location")).toBe("/console");
  });
});
