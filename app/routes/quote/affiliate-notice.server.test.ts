/**
 * doc2 §8 partner-entry errors: the entry POST logs the recorded error ('Policy term is empty',
 * 'Affiliate Error', 400) and keeps it out of the page's address; the page says what to do, in the
 * page's language; the visitor's next action lets the notice go.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { PlatformClient } from "~/.server/platform";
import { siteContext, type SiteContext } from "~/.server/site-context";
import { quoteSettingsSchema } from "~/.server/content/schemas";
import { carrierConfigurationSchema } from "~/.server/content/settings/carriers";
import { getSession } from "~/.server/session";

const warnings: unknown[][] = [];
vi.mock("~/.server/i18n", () => ({
  getInstance: () => ({ t: (key: string, options?: Record<string, string>) => (options ? `${key}${JSON.stringify(options)}` : key) }),
}));
vi.mock("~/.server/logger", () => ({
  logger: () => ({ error: () => undefined, warn: (...args: unknown[]) => warnings.push(args), info: () => undefined, debug: () => undefined }),
}));

const { loader, action } = await import("./quote-page");
type Args = Parameters<typeof loader>[0];

const lead = {
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
};

function platform(): PlatformClient {
  const ok = (data: unknown) => ({ ok: true, status: 200, data });
  const drafts = new Map<string, unknown>();
  const answer = async (method: string, endpoint: string, body?: unknown) => {
    const path = endpoint.replace(/^\/api\/ca\//, "/api/");
    if (path === "/api/quote/drafts" && method === "POST") {
      drafts.set("draft-1", (body as { data: unknown }).data);
      return ok({ draftId: "draft-1", data: drafts.get("draft-1"), version: 1 });
    }
    if (path.startsWith("/api/quote/drafts/")) {
      if (method === "PATCH") drafts.set("draft-1", (body as { data: unknown }).data);
      return drafts.has("draft-1") ? ok({ draftId: "draft-1", data: drafts.get("draft-1"), version: 1 }) : { ok: false, status: 404 };
    }
    if (path === "/api/vehicle/years") return ok({ years: [2020, 2019] });
    if (path === "/api/lead/get-by-utm" || path === "/api/lead/affiliate") return ok({ lead: { rawData: lead } });
    if (path === "/api/address/citybyzip") return ok({ addresses: [{ city: "Dallas", state: "TX", zip: "75201" }], isQuoteAvaliable: true });
    return null;
  };
  const call = (method: string) => (path: string, body?: unknown) => answer(method, path, body);
  return {
    get: call("GET"),
    post: call("POST"),
    patch: call("PATCH"),
    delete: call("DELETE"),
    header: () => ({}),
    baseUrl: () => "http://platform",
  } as unknown as PlatformClient;
}

function args(client: PlatformClient, path: string, options: { cookie?: string; form?: Record<string, string> } = {}): Args {
  const context = new RouterContextProvider();
  const settings = quoteSettingsSchema.parse({ brandCode: "lonestar" });
  context.set(siteContext, {
    platform: () => client,
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
  const headers = { ...(options.cookie ? { cookie: options.cookie } : {}), ...(options.form ? { "content-type": "application/x-www-form-urlencoded" } : {}) };
  const request = options.form ? new Request(url, { method: "POST", body: new URLSearchParams(options.form), headers }) : new Request(url, { headers });
  return { request, context, params: {}, url, pattern: "/quote" } as unknown as Args;
}

const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => /^(__Host-)?session=/.test(cookie))!
    .split(";")[0]!;

describe("doc2 §8 partner-entry errors", () => {
  it("doc2 §8 an incomplete lead is logged as an Affiliate Error; the address stays clean and the page says what to do", async () => {
    const client = platform();
    let thrown: unknown;
    try {
      await action(args(client, "/quote?utm_source=qs&customerid=cust-7&utm_medium=cpc&sig=s1gnature", { form: { intent: "entry" } }));
    } catch (error) {
      thrown = error;
    }
    const response = thrown as Response;
    expect(response.headers.get("location")).toBe("/quote");
    expect(warnings).toContainEqual([{ type: "Affiliate Error", status: 400, message: "Policy term is empty" }, "Affiliate Error"]);
    const cookie = sessionCookie(response);
    const session = await getSession(new Request("http://localhost/quote", { headers: { cookie } }));
    expect(session.get("affiliateNotice")).toBe("Policy term is empty");

    const page = (await loader(args(client, "/quote", { cookie }))) as { page: { affiliateError?: string } };
    expect(page.page.affiliateError).toBe('quote.affiliate.notice.empty{"ask":"quote.affiliate.ask.term"}');

    // An address that carries a message shows nothing of it.
    const forged = (await loader(args(client, `/quote?affiliateError=${encodeURIComponent("Phone is empty")}`))) as { page: { affiliateError?: string } };
    expect(forged.page.affiliateError).toBeUndefined();

    // The next action lets it go.
    const next = (await action(args(client, "/quote", { cookie, form: { intent: "zip", zip: "75201" } }))) as unknown as { init: { headers: Headers } };
    const after = await getSession(
      new Request("http://localhost/quote", { headers: { cookie: sessionCookie(new Response(null, { headers: next.init.headers })) } }),
    );
    expect(after.get("affiliateNotice")).toBeUndefined();
  });
});
