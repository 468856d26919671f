/**
 * doc2 §5: driver step 3's zip lookup. A zip the platform does not quote online, or quotes only on
 * the other page variant (California), answers `served: false` with the configured page to open,
 * and remembers the place so that page names it; a served zip answers its city and state.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { PlatformClient } from "~/.server/platform";
import { siteContext, type SiteContext } from "~/.server/site-context";
import { quoteSettingsSchema } from "~/.server/content/schemas";
import { carrierConfigurationSchema } from "~/.server/content/settings/carriers";

vi.mock("~/.server/i18n", () => ({ getInstance: () => ({ t: (key: string) => key }) }));
vi.mock("~/.server/logger", () => ({ logger: () => ({ error: () => undefined, warn: () => undefined, info: () => undefined, debug: () => undefined }) }));

const { action, loader } = await import("./quote-page");
type Args = Parameters<typeof action>[0];

const ZIPS: Record<string, { addresses: { city: string; state: string; zip: string }[]; isQuoteAvaliable: boolean }> = {
  "75201": { addresses: [{ city: "Dallas", state: "TX", zip: "75201" }], isQuoteAvaliable: true },
  "90210": { addresses: [{ city: "Beverly Hills", state: "CA", zip: "90210" }], isQuoteAvaliable: true },
  "59001": { addresses: [{ city: "Absarokee", state: "MT", zip: "59001" }], isQuoteAvaliable: false },
  // The platform would quote Phoenix; the brand's CMS states (TX, CA) lack Arizona.
  "85001": { addresses: [{ city: "Phoenix", state: "AZ", zip: "85001" }], isQuoteAvaliable: true },
};

function platform(): PlatformClient {
  const ok = (data: unknown) => ({ ok: true, status: 200, data });
  const get = async (path: string, query?: { zip?: string }) => {
    const endpoint = path.replace(/^\/api\/ca\//, "/api/");
    if (endpoint === "/api/address/citybyzip") return ok(ZIPS[query?.zip ?? ""] ?? { addresses: [], isQuoteAvaliable: false });
    // The brand's carriers selling in the state: the platform rates each of them.
    if (endpoint === "/api/rating/stateAvailability") {
      const carrierCount = String((query as { carrierIds?: string })?.carrierIds ?? "")
        .split(",")
        .filter(Boolean).length;
      return ok({ state: (query as { state?: string })?.state, served: null, carrierCount, quotable: carrierCount > 0 });
    }
    return null;
  };
  const post = async (path: string) => (path === "/api/quote/drafts" ? ok({ draftId: "draft-new", data: {}, version: 1 }) : null);
  return { get, post, patch: post, delete: post, header: () => ({}), baseUrl: () => "http://platform" } as unknown as PlatformClient;
}

function args(path: string, zip: string, intent = "zip", experiences = ["ca"], method = "POST"): Args {
  const context = new RouterContextProvider();
  const settings = quoteSettingsSchema.parse({ brandCode: "lonestar" });
  const client = platform();
  context.set(siteContext, {
    platform: () => client,
    trackId: "track-1",
    brand: { code: "lonestar", name: "Lone Star", endpoints: { api: "/api", caApi: "/api/ca" }, experiences, states: ["TX", "CA"] },
    lang: "en",
    ip: "203.0.113.9",
    content: {
      flowSettings: async () => settings,
      carriers: async () => [
        carrierConfigurationSchema.parse({ carrierId: "golden-poppy", brands: ["lonestar"], states: ["CA"] }),
        carrierConfigurationSchema.parse({ carrierId: "red-river", brands: ["lonestar"], states: ["TX"] }),
      ],
      officeSettings: async () => {
        throw new Error("none");
      },
    },
  } as unknown as SiteContext);
  const url = new URL(`http://localhost${path}`);
  const request =
    method === "POST"
      ? new Request(url, { method: "POST", body: new URLSearchParams({ intent, zip }), headers: { "content-type": "application/x-www-form-urlencoded" } })
      : new Request(url);
  return { request, context, params: {}, url, pattern: path } as unknown as Args;
}

async function lookUp(path: string, zip: string, intent = "zip") {
  const answer = (await action(args(path, zip, intent))) as unknown as { data: Record<string, unknown>; init: { status?: number; headers?: Headers } | null };
  const headers = new Headers(answer.init?.headers);
  return { data: answer.data, status: answer.init?.status, cookies: headers.get("set-cookie") ?? "" };
}

describe("doc2 §5 the zip lookup of driver step 3", () => {
  it("doc2 §5 a served zip answers its city and state", async () => {
    const { data, status } = await lookUp("/quote", "75201");
    expect(status).toBe(200);
    expect(data).toEqual({ ok: true, intent: "zip", place: { city: "Dallas", state: "TX", served: true } });
  });

  it("doc2 §5 a zip not quoted online is not served; leaving names the configured page and remembers the place for it", async () => {
    const lookup = await lookUp("/quote", "59001");
    expect(lookup.data).toEqual({ ok: true, intent: "zip", place: { city: "Absarokee", state: "MT", served: false } });
    // The look-up itself remembers nothing: the page would read it as a new place and reset the draft.
    expect(lookup.cookies).not.toContain("quote_start");
    const leave = await lookUp("/quote", "59001", "zip-leave");
    expect(leave.data).toEqual({ ok: true, intent: "zip-leave", redirectTo: expect.stringMatching(/^\//) });
    expect(decodeURIComponent(leave.cookies)).toContain('"zip":"59001"');
  });

  it("doc2 §5 a zip in a state the brand's CMS states lack is not served, though the platform would quote it", async () => {
    expect((await lookUp("/quote", "85001")).data).toEqual({ ok: true, intent: "zip", place: { city: "Phoenix", state: "AZ", served: false } });
  });

  it("doc2 §5 a California zip on the Texas page is not served here (it is quoted on the California page)", async () => {
    expect((await lookUp("/quote", "90210")).data).toMatchObject({ ok: true, place: { city: "Beverly Hills", state: "CA", served: false } });
    expect((await lookUp("/quote", "90210", "zip-leave")).data).toMatchObject({ ok: true, redirectTo: expect.any(String) });
  });

  it("doc2 §5 on the California page a California zip is served and a Texas one is not", async () => {
    expect((await lookUp("/get-a-quote-ca", "90210")).data).toMatchObject({ place: { state: "CA", served: true } });
    expect((await lookUp("/get-a-quote-ca", "75201")).data).toMatchObject({ place: { state: "TX", served: false } });
  });

  it("doc2 §5 leaving with a served zip stays on the step", async () => {
    const leave = await lookUp("/quote", "75201", "zip-leave");
    expect(leave.data).toEqual({ ok: true, intent: "zip-leave" });
    expect(leave.cookies).not.toContain("quote_start");
  });

  it("doc2 §5 a zip with no area is flagged (400)", async () => {
    const { data, status } = await lookUp("/quote", "00000");
    expect(status).toBe(400);
    expect(data).toMatchObject({ ok: false, errors: { zip: ["quote.errors.zipNotServed"] } });
  });
});

describe("doc2 §2 the California page", () => {
  it("doc2 §2 a brand without a California experience sends /get-a-quote-ca to its quote page, keeping the query", async () => {
    let thrown: unknown;
    try {
      await loader(args("/get-a-quote-ca?utm_campaign=spring", "", "", [], "GET") as unknown as Parameters<typeof loader>[0]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(302);
    expect((thrown as Response).headers.get("location")).toBe("/quote?utm_campaign=spring");
  });

  it("doc2 §2 a brand with one answers it", async () => {
    const page = (await loader(args("/get-a-quote-ca", "", "", ["ca"], "GET") as unknown as Parameters<typeof loader>[0])) as {
      variant: { california: boolean };
    };
    expect(page.variant.california).toBe(true);
  });
});
