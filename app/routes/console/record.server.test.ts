/**
 * The console's read-only follow-up record (doc3 §3, §4.2) at the route level, over the real platform (SQLite and,
 * when it answers, PostgreSQL): the history of decisions with who and when for an agent of the record's brand and a
 * supervisor; an agent of another brand gets 404, as for an unknown record; anyone not signed in to the console goes
 * to its sign-in; a malformed id is 404 without a platform call.
 */
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { RouterContextProvider } from "react-router";
import { describeEachDatabase } from "../../../platform/db/test-databases.ts";
import { startTestPlatform, type TestPlatform } from "../../../platform/http/test-client.ts";
import { latestCode, preparedTransaction, staffSignIn } from "../../../platform/services/staff-fixtures.ts";
import { createPlatformClient } from "~/.server/platform";
import { commitSession, getSession } from "~/.server/session";
import { siteContext, type SiteContext } from "~/.server/site-context";
import { capturedLogger } from "../account/test-platform";

vi.mock("~/.server/i18n", () => ({ getInstance: () => ({ t: (key: string) => key }) }));
const { loader } = await import("./record");

type LoaderArgs = Parameters<typeof loader>[0];
interface Loaded {
  detail: {
    record: { transactionId: string; email: { decidedBy: string | null; decidedAt: string | null } };
    events: { kind: string; actor: string; at: string; channel: string | null }[];
  } | null;
}

describeEachDatabase("console follow-up record view", (store) => {
  let t: TestPlatform;
  let tx: string;
  const staff: Record<"agent" | "other" | "supervisor", string> = { agent: "", other: "", supervisor: "" };

  beforeAll(async () => {
    t = await startTestPlatform(store());
    const site = await t.siteToken("lonestar");
    tx = (await preparedTransaction(t, site, { email: "record.view@example.com", phoneNumber: "2145550177" })).transactionId;
    staff.agent = await staffSignIn(t, { email: "rosa.agent@example.com", name: "Rosa Vega", role: "agent", brands: ["lonestar"] });
    staff.other = await staffSignIn(t, { email: "blue.agent@example.com", name: "Blue Agent", role: "agent", brands: ["bluebonnet"] });
    staff.supervisor = await staffSignIn(t, { email: "sam.supervisor@example.com", name: "Sam Supervisor", role: "supervisor", brands: [] });
    const path = `/api/follow-up/tracking/${tx}`;
    await t.call("post", path, { token: site, body: { rateQuoteId: "rq-record" } });
    await t.call("post", `${path}/codes`, { token: site, body: { channels: ["email"], firstName: "Jordan", lang: "en" } });
    await t.call("post", `${path}/codes/submit`, { token: site, body: { emailCode: await latestCode(t.db, "record.view@example.com") } });
    const decided = await t.call("post", `/api/staff/tracking/${tx}/codes/email/decision`, { token: staff.agent, body: { decision: "yes" } });
    expect(decided.status).toBe(200);
  });
  afterAll(async () => {
    expect(t.mismatches).toEqual([]);
    await t.close();
  });

  async function load(transactionId: string, token: string | null): Promise<unknown> {
    const site = await t.siteToken("lonestar");
    const client = createPlatformClient({
      baseUrl: t.baseUrl,
      timeoutMs: 5000,
      lang: "en",
      trackId: "track-record",
      credentials: { get: async () => site, refresh: async () => site },
      logger: capturedLogger().logger,
      visitorAddress: "203.0.113.9",
    });
    const context = new RouterContextProvider();
    context.set(siteContext, {
      platform: () => client,
      trackId: "track-record",
      brand: { code: "lonestar", name: "Lone Star", hosts: ["localhost"], endpoints: { api: "/api", caApi: "/api/ca" }, experiences: [] },
      lang: "en",
      ip: "203.0.113.9",
    } as unknown as SiteContext);
    const headers: Record<string, string> = {};
    if (token) {
      const blank = new Request("http://localhost/");
      const session = await getSession(blank);
      session.set("staff", { token, expiresAt: new Date(Date.now() + 3600_000).toISOString(), name: "Staff", role: "agent" });
      headers.cookie = (await commitSession(blank, session)).split(";")[0]!;
    }
    const url = `http://localhost/console/records/${encodeURIComponent(transactionId)}`;
    try {
      return await loader({ request: new Request(url, { headers }), context, params: { transactionId }, url: new URL(url) } as unknown as LoaderArgs);
    } catch (thrown) {
      return thrown;
    }
  }
  const statusOf = (answer: unknown) => (answer instanceof Response ? answer.status : ((answer as { init: { status: number } | null }).init?.status ?? 200));
  const loaded = (answer: unknown) => (answer as { data: Loaded }).data;

  it("doc3 §4.2 the agent of the record's brand reads every decision with who and when, oldest first", async () => {
    const answer = await load(tx, staff.agent);
    expect(statusOf(answer)).toBe(200);
    const detail = loaded(answer).detail!;
    expect(detail.record.transactionId).toBe(tx);
    expect(detail.record.email).toMatchObject({ decidedBy: "Rosa Vega", decidedAt: expect.any(String) as unknown });
    expect(detail.events.map((e) => e.kind)).toEqual(["tracking-created", "code-sent", "code-submitted", "code-confirmed"]);
    expect(detail.events.at(-1)).toMatchObject({ actor: "Rosa Vega", channel: "email" });
    expect([...detail.events].map((e) => e.at)).toEqual([...detail.events].map((e) => e.at).sort());
  });

  it("a supervisor reads it too", async () => {
    expect(loaded(await load(tx, staff.supervisor)).detail?.events.length).toBe(4);
  });

  it("an agent of another brand gets 404, as for an unknown record; a malformed id is 404", async () => {
    expect(statusOf(await load(tx, staff.other))).toBe(404);
    expect(statusOf(await load("tx-unknown-1", staff.agent))).toBe(404);
    expect(statusOf(await load("../x", staff.agent))).toBe(404);
  });

  it("anyone not signed in to the console goes to its sign-in", async () => {
    const answer = (await load(tx, null)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/console/sign-in");
  });
});
