/**
 * doc2 §1, §5 "zip must resolve to an area where quotes are available": before the quote form, the
 * page checks that the brand serves the page's state (the CMS brand's `states`) and asks the platform
 * how many of the brand's CMS carriers selling there it rates; a state the brand does not serve goes
 * to the out-of-state page, one it serves without any carrier rating it to the coming-soon page.
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

const { loader } = await import("./quote-page");
type Args = Parameters<typeof loader>[0];

/** What the platform answers about the named carriers (it counts those it rates in the state). */
type Availability = { carrierCount: number } | "down";

/** The platform as the quote page sees it: every GET recorded; the state check answers `availability`. */
function platform(calls: string[], availability: Availability, draft: Record<string, unknown> = {}): PlatformClient {
  const get = async (path: string, query?: Record<string, unknown>) => {
    calls.push(`${path}${query && Object.keys(query).length ? ` ${JSON.stringify(query)}` : ""}`);
    const bare = path.replace(/^\/api\/ca\//, "/api/");
    if (bare === "/api/rating/stateAvailability") {
      if (availability === "down") return null;
      const state = String(query?.state);
      return { ok: true, status: 200, data: { state, served: null, ...availability, quotable: availability.carrierCount > 0 } };
    }
    if (bare.startsWith("/api/quote/drafts/")) return { ok: true, status: 200, data: { draftId: "draft-1", data: draft, version: 1 } };
    if (bare === "/api/vehicle/years") return { ok: true, status: 200, data: { years: [2020] } };
    return null;
  };
  const none = async () => null;
  return { get, post: none, patch: none, delete: none, header: () => ({}), baseUrl: () => "http://platform" } as unknown as PlatformClient;
}

/** The brand's CMS carriers: where each sells. */
const CARRIERS = [
  { carrierId: "bluebonnet-lantern", states: ["TX"] },
  { carrierId: "high-desert", states: ["AZ", "NM"] },
  { carrierId: "saguaro-mesa", states: ["AZ", "NM"] },
  { carrierId: "golden-poppy", states: ["CA"] },
];

type Options = { lang?: "en" | "es"; cookie?: string; state?: string; states?: string[]; carriers?: { carrierId: string; states: string[] }[] };

function args(path: string, client: PlatformClient, options: Options = {}): Args {
  const context = new RouterContextProvider();
  const settings = quoteSettingsSchema.parse({ brandCode: "bluebonnet" });
  const carriers = (options.carriers ?? CARRIERS).map((c) => carrierConfigurationSchema.parse({ ...c, brands: ["bluebonnet"] }));
  context.set(siteContext, {
    platform: () => client,
    trackId: "track-1",
    brand: {
      code: "bluebonnet",
      name: "Bluebonnet",
      endpoints: { api: "/api", caApi: "/api/ca" },
      experiences: ["az", "nm", "ca"],
      states: options.states ?? ["TX", "AZ", "NM", "CA"],
    },
    lang: options.lang ?? "en",
    ip: "203.0.113.9",
    content: { flowSettings: async () => settings, carriers: async () => carriers },
  } as unknown as SiteContext);
  const url = new URL(`http://localhost${path}`);
  const request = new Request(url, options.cookie ? { headers: { cookie: options.cookie } } : {});
  return { request, context, params: options.state ? { state: options.state } : {}, url, pattern: "/quote" } as unknown as Args;
}

async function load(a: Args): Promise<unknown> {
  try {
    return await loader(a);
  } catch (thrown) {
    return thrown;
  }
}

const location = (answer: unknown) => (answer instanceof Response ? { status: answer.status, location: answer.headers.get("location") } : "page");

async function draftCookie(): Promise<string> {
  const request = new Request("http://localhost/quote");
  const session = await getSession(request);
  session.set("draftId", "draft-1");
  return (await commitSession(request, session)).split(";")[0]!;
}

describe("doc2 §1, §5 the quote page checks its state before the form", () => {
  it("doc2 §5 a state experience the brand quotes shows the form, after asking the platform about its carriers selling there", async () => {
    const calls: string[] = [];
    expect(location(await load(args("/quote/az", platform(calls, { carrierCount: 2 }), { state: "az" })))).toBe("page");
    expect(calls).toContain('/api/rating/stateAvailability {"state":"AZ","carrierIds":"high-desert,saguaro-mesa"}');
  });

  it("doc2 §1 a served state no carrier of the brand rates goes to the coming-soon page, in the page's language", async () => {
    const unrated = { carrierCount: 0 };
    expect(location(await load(args("/quote/nm", platform([], unrated), { state: "nm" })))).toEqual({ status: 302, location: "/coming-soon" });
    expect(location(await load(args("/es/quote/nm", platform([], unrated), { state: "nm", lang: "es" })))).toEqual({
      status: 302,
      location: "/es/coming-soon",
    });
  });

  it("doc2 §5 a state the brand's CMS states lack goes to the out-of-state page naming the state, though the platform could rate it", async () => {
    const calls: string[] = [];
    const answer = await load(args("/es/quote/az", platform(calls, { carrierCount: 2 }), { state: "az", lang: "es", states: ["TX", "NM"] }));
    expect(location(answer)).toEqual({ status: 302, location: "/es/out-of-state?state=AZ" });
    expect(calls.some((call) => call.includes("stateAvailability"))).toBe(false);
    // Listed in the brand's states: the same page shows the form.
    expect(location(await load(args("/es/quote/az", platform([], { carrierCount: 2 }), { state: "az", lang: "es" })))).toBe("page");
  });

  it("doc2 §1 a state the brand serves with no CMS carrier selling there goes to the coming-soon page, without asking the platform", async () => {
    const calls: string[] = [];
    const texasOnly = [{ carrierId: "bluebonnet-lantern", states: ["TX"] }];
    expect(location(await load(args("/quote/nm", platform(calls, { carrierCount: 2 }), { state: "nm", carriers: texasOnly })))).toEqual({
      status: 302,
      location: "/coming-soon",
    });
    expect(calls.some((call) => call.includes("stateAvailability"))).toBe(false);
  });

  it("doc2 §4 the California page asks about California on the California endpoint", async () => {
    const calls: string[] = [];
    expect(location(await load(args("/get-a-quote-ca", platform(calls, { carrierCount: 0 }))))).toEqual({ status: 302, location: "/coming-soon" });
    expect(calls).toContain('/api/ca/rating/stateAvailability {"state":"CA","carrierIds":"golden-poppy"}');
  });

  it("doc2 §5 the base page checks the zip entry's state, or the draft's, and nothing while no state is known", async () => {
    const none: string[] = [];
    expect(location(await load(args("/quote", platform(none, { carrierCount: 0 }))))).toBe("page");
    expect(none.some((call) => call.includes("stateAvailability"))).toBe(false);

    const start = `quote_start=${encodeURIComponent(JSON.stringify({ zip: "75201", state: "TX", city: "Dallas" }))}`;
    const fromZip: string[] = [];
    expect(location(await load(args("/quote", platform(fromZip, { carrierCount: 0 }), { cookie: start })))).toEqual({ status: 302, location: "/coming-soon" });
    expect(fromZip).toContain('/api/rating/stateAvailability {"state":"TX","carrierIds":"bluebonnet-lantern"}');

    const fromDraft: string[] = [];
    const draft = emptyDraft({ step: "vehicles", primary: { firstName: "Ana", dob: "04-12-1990", state: "TX", zip: "75201" } });
    expect(location(await load(args("/quote", platform(fromDraft, { carrierCount: 3 }, draft), { cookie: await draftCookie() })))).toBe("page");
    expect(fromDraft).toContain('/api/rating/stateAvailability {"state":"TX","carrierIds":"bluebonnet-lantern"}');
  });

  it("quotes already shown stay, and a platform that does not answer leaves the form to the zip step's own check", async () => {
    const quoted = emptyDraft({ step: "quotes", transactionId: "tx-1", primary: { firstName: "Ana", dob: "04-12-1990", state: "TX", zip: "75201" } });
    const calls: string[] = [];
    expect(location(await load(args("/quote", platform(calls, { carrierCount: 0 }, quoted), { cookie: await draftCookie() })))).toBe("page");
    expect(calls.some((call) => call.includes("stateAvailability"))).toBe(false);
    expect(location(await load(args("/quote/az", platform([], "down"), { state: "az" })))).toBe("page");
  });
});
