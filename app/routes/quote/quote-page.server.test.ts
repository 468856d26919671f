/**
 * The quote page's loader only reads — with or without a session cookie, with a
 * zip entry or a partner link, it creates no draft, saves nothing, rates nothing, reads no partner
 * lead and sets no cookie. The first action creates the draft; a partner link's data is read, and
 * its lead rated, only by the entry POST, which answers with exactly one session cookie.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { PlatformClient } from "~/.server/platform";
import { siteContext, type SiteContext } from "~/.server/site-context";
import { quoteSettingsSchema } from "~/.server/content/schemas";
import { carrierConfigurationSchema } from "~/.server/content/settings/carriers";
import { commitSession, getSession } from "~/.server/session";
import { emptyDraft } from "~/domain/quote/draft";

vi.mock("~/.server/i18n", () => ({ getInstance: () => ({ t: (key: string) => key }) }));
vi.mock("~/.server/logger", () => ({ logger: () => ({ error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined }) }));

const { loader, action } = await import("./quote-page");

type Args = Parameters<typeof loader>[0];
const ok = (data: unknown) => ({ ok: true, status: 200, data });

const partnerLead = {
  firstName: "Casey",
  lastName: "Partner",
  dob: "03/08/1986",
  email: "casey.partner@example.com",
  phone: "2145550177",
  address: "1500 Marilla St",
  city: "Dallas",
  state: "TX",
  zip: "75201",
  gender: "female",
  marital: "single",
  insured: "yes",
  vehicles: [{ year: 2018, make: "Toyota", model: "Camry" }],
  term: 6,
};

/** The platform as the quote page sees it, recording every call; one stored draft, `draft-1`. */
function recordingPlatform(calls: string[], stored: Record<string, unknown>): PlatformClient {
  // One platform per test: the drafts it keeps outlive a request.
  let created = 0;
  const drafts = new Map<string, unknown>([["draft-1", stored]]);
  const answer = (method: string, path: string, body?: unknown) => {
    if (path === "/api/quote/drafts" && method === "POST") {
      const draftId = `draft-new-${++created}`;
      drafts.set(draftId, (body as { data: unknown }).data);
      return ok({ draftId, data: drafts.get(draftId), version: 1 });
    }
    if (path.startsWith("/api/quote/drafts/")) {
      const draftId = path.split("/").pop()!;
      if (method === "PATCH") drafts.set(draftId, (body as { data: unknown }).data);
      return drafts.has(draftId) ? ok({ draftId, data: drafts.get(draftId), version: 1 }) : { ok: false, status: 404 };
    }
    if (path === "/api/vehicle/years") return ok({ years: [2020, 2019] });
    if (path === "/api/lead/get-by-utm" || path === "/api/lead/affiliate") return ok({ lead: { rawData: partnerLead } });
    if (path === "/api/rating/prepareTransaction") return ok({ transactionId: "tx-partner-1" });
    if (path === "/api/rating/submitTransaction") return ok({ transactionId: "tx-partner-1" });
    if (path === "/api/lead/create") return ok({ leadKey: "lead-1" });
    if (path.startsWith("/api/lead/")) return ok({ leadKey: "lead-1", status: "Quoted" });
    return null;
  };
  const record = (method: string) => async (endpointPath: string, queryOrBody?: unknown) => {
    // The California page calls the brand's California endpoint (/api/ca/...): the same answers.
    const path = endpointPath.replace(/^\/api\/ca\//, "/api/");
    calls.push(`${method} ${path}${method === "GET" && queryOrBody && Object.keys(queryOrBody).length ? ` ${JSON.stringify(queryOrBody)}` : ""}`);
    return answer(method, path, queryOrBody);
  };
  return {
    get: record("GET"),
    post: record("POST"),
    patch: record("PATCH"),
    delete: record("DELETE"),
    header: () => ({}),
    baseUrl: () => "http://platform",
  } as unknown as PlatformClient;
}

function args(
  calls: string[],
  path: string,
  options: { cookie?: string; form?: Record<string, string>; stored?: Record<string, unknown>; platform?: PlatformClient } = {},
): Args {
  const context = new RouterContextProvider();
  const platform = options.platform ?? recordingPlatform(calls, options.stored ?? {});
  const settings = quoteSettingsSchema.parse({ brandCode: "lonestar" });
  context.set(siteContext, {
    platform: () => platform,
    trackId: "track-1",
    brand: { code: "lonestar", name: "Lone Star", endpoints: { api: "/api", caApi: "/api/ca" }, experiences: ["ca"], states: ["TX", "CA"] },
    lang: "en",
    ip: "203.0.113.9",
    content: {
      flowSettings: async () => settings,
      // The brand's carriers selling in its states: the page asks the platform about them before the form.
      carriers: async () => [carrierConfigurationSchema.parse({ carrierId: "red-river", brands: ["lonestar"], states: ["TX", "CA"] })],
      officeSettings: async () => {
        throw new Error("none");
      },
    },
  } as unknown as SiteContext);
  const url = new URL(`http://localhost${path}`);
  const headers = options.cookie ? { cookie: options.cookie } : undefined;
  const request = options.form
    ? new Request(url, {
        method: "POST",
        body: new URLSearchParams(options.form),
        headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      })
    : new Request(url, { headers });
  return { request, context, params: {}, url, pattern: "/quote" } as unknown as Args;
}

const WRITES = /^(POST|PATCH|PUT|DELETE) \/api\/(quote\/drafts|rating\/(prepare|submit)|lead\/)/;

/** A session cookie naming the stored draft `draft-1`, as the browser sends it. */
async function cookieFor(draftId: string): Promise<string> {
  const request = new Request("http://localhost/quote");
  const session = await getSession(request);
  session.set("draftId", draftId);
  return (await commitSession(request, session)).split(";")[0]!;
}

/** Runs the loader; a thrown redirect counts as its answer. */
async function load(a: Args): Promise<unknown> {
  try {
    return await loader(a);
  } catch (thrown) {
    return thrown;
  }
}

describe("GET changes nothing", () => {
  it("a cookieless GET of /quote creates no draft, writes nothing and sets no cookie", async () => {
    const calls: string[] = [];
    const answer = await load(args(calls, "/quote"));
    expect(answer).not.toBeInstanceOf(Response);
    expect(calls.filter((call) => WRITES.test(call))).toEqual([]);
    expect(calls.some((call) => call.startsWith("GET /api/quote/drafts"))).toBe(false);
    expect((answer as { page: { draft: { step: string } } }).page.draft.step).toBe("driver1");
  });

  it("a GET with a session's draft reads it and saves nothing, even when the revisit rules change what it shows", async () => {
    const calls: string[] = [];
    const stored = emptyDraft({ step: "driver2", primary: { firstName: "Tex", dob: "01-02-1980", state: "TX", zip: "75201" } });
    // The Texas draft is shown discarded on the California page, but only the next POST saves that.
    const answer = (await load(args(calls, "/get-a-quote-ca", { cookie: await cookieFor("draft-1"), stored }))) as {
      page: { draft: { step: string; primary: { firstName?: string } } };
    };
    expect(calls).toContain("GET /api/quote/drafts/draft-1");
    expect(calls.filter((call) => WRITES.test(call))).toEqual([]);
    expect(answer.page.draft.step).toBe("driver1");
    expect(answer.page.draft.primary.firstName).toBeUndefined();
  });

  it("the home page's zip shows on the first step without a write; the first POST saves it in a new draft", async () => {
    const calls: string[] = [];
    const start = `quote_start=${encodeURIComponent(JSON.stringify({ zip: "75201", state: "TX", city: "Dallas" }))}`;
    const answer = (await load(args(calls, "/quote", { cookie: start }))) as { page: { draft: { primary: { zip?: string; city?: string } } } };
    expect(answer.page.draft.primary).toMatchObject({ zip: "75201", city: "Dallas" });
    expect(calls.filter((call) => WRITES.test(call))).toEqual([]);

    const posted: string[] = [];
    const result = await action(
      args(posted, "/quote", { cookie: start, form: { intent: "driver1", entryMode: "nondl", firstName: "Ana", lastName: "Reyes", dob: "04/12/1990" } }),
    );
    const created = posted.filter((call) => call === "POST /api/quote/drafts");
    expect(created).toHaveLength(1);
    const setCookies = (result as unknown as { init: ResponseInit }).init.headers as Headers;
    expect(setCookies.getSetCookie().filter((cookie) => cookie.startsWith("session="))).toHaveLength(1);
  });

  it("a partner link GET shows no partner data, reads no lead, rates nothing and sets no cookie; it offers the entry POST", async () => {
    const calls: string[] = [];
    const link = "/quote?utm_source=qs&customerid=cust-42&utm_medium=cpc&sig=s1gnature";
    const answer = await load(args(calls, link));
    expect(answer).not.toBeInstanceOf(Response);
    const data = answer as { entry: { kind: string; action: string } | null; page: { draft: { primary: Record<string, unknown> } } };
    expect(data.entry).toEqual({ kind: "partner", action: link });
    expect(calls.filter((call) => call.includes("/api/lead/") || WRITES.test(call))).toEqual([]);
    expect(JSON.stringify(data)).not.toMatch(/Casey|casey\.partner|2145550177|Marilla|03\/08\/1986/);
  });

  it("the entry POST reads the partner's lead with the link's signature, rates the complete lead and continues at #quotes with one session cookie", async () => {
    const calls: string[] = [];
    let thrown: unknown;
    try {
      await action(args(calls, "/quote?utm_source=qs&customerid=cust-42&utm_medium=cpc&sig=s1gnature", { form: { intent: "entry" } }));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.headers.get("location")).toBe("/quote#quotes");
    expect(response.headers.getSetCookie().filter((cookie) => /^(__Host-)?session=/.test(cookie))).toHaveLength(1);
    expect(calls).toContain('GET /api/lead/get-by-utm {"customerid":"cust-42","utm_source":"qs","utm_medium":"cpc","sig":"s1gnature"}');
    expect(calls).toEqual(expect.arrayContaining(["POST /api/rating/prepareTransaction", "POST /api/rating/submitTransaction", "POST /api/quote/drafts"]));
    const session = await getSession(new Request("http://localhost/quote", { headers: { cookie: response.headers.getSetCookie()[0]!.split(";")[0]! } }));
    expect(session.get("transactionId")).toBe("tx-partner-1");
  });

  it("a posted form's page (no JavaScript) shows what the action saved: the loader of the same request reads the action's session and place", async () => {
    const calls: string[] = [];
    const platform = recordingPlatform(calls, {});
    // No cookie yet: the action creates the draft; the page it answers with must show driver step 2/3.
    const posted = args(calls, "/quote", { platform, form: { intent: "driver1", entryMode: "nondl", firstName: "Ana", lastName: "Reyes", dob: "04/12/1990" } });
    await action(posted);
    const page = (await loader(posted)) as { page: { draft: { step: string; primary: { firstName?: string } } } };
    expect(page.page.draft.step).toBe("driver2");
    expect(page.page.draft.primary.firstName).toBe("Ana");
  });
});
