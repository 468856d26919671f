/**
 * doc2 §2, §4 previous quotes, owner verification and requote: a refusal of what the shopper typed
 * (a date or phone the rules refuse, a missing or wrong bot check, too many tries) answers the
 * page's fetcher (its `.data` request, through the site's handleDataRequest) 200 with the refusal's
 * status in `X-Form-Refused`, so the browser logs no error; any other caller (the route's own path)
 * keeps the 4xx. The body is the same.
 */
import { createRequestHandler, RouterContextProvider, UNSAFE_decodeViaTurboStream as decodeViaTurboStream, type ServerBuild } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { PlatformClient } from "~/.server/platform";
import { siteContext, type SiteContext } from "~/.server/site-context";
import { dataAnswerForPage, FORM_REFUSED_HEADER } from "~/.server/form-refusal";

vi.mock("~/.server/session", () => ({
  getSession: async () => ({ get: (key: string) => (key === "transactionId" ? "tx-1" : undefined), set: () => undefined }),
  commitSession: async () => "visitor=1",
}));
vi.mock("~/.server/logger", () => ({ logger: () => ({ error: () => undefined, warn: () => undefined, info: () => undefined }) }));
vi.mock("~/.server/platform/visitor-limits", () => ({ visitorMayAct: async () => false }));

const { action: verifyOwner } = await import("./verify-owner");
const { action: previous } = await import("./previous");
const { action: requote } = await import("./requote");

type Answer = { ok: boolean; status: number; data?: unknown; message?: string; fieldErrors?: Record<string, string> } | null;

/** The platform answering each path as `answers` says. */
function platform(answers: Record<string, Answer>): PlatformClient {
  const answer = async (path: string) => answers[path] ?? null;
  return { get: answer, post: answer, header: () => ({}), baseUrl: () => "http://platform" } as unknown as PlatformClient;
}

type Args = Parameters<typeof verifyOwner>[0];

function args(path: string, form: Record<string, string>, fromPage: boolean, answers: Record<string, Answer> = {}): Args {
  const context = new RouterContextProvider();
  context.set(siteContext, {
    platform: () => platform(answers),
    trackId: "track-1",
    brand: { code: "lonestar", endpoints: { api: "/api", caApi: "/api/ca" }, experiences: [] },
    ip: "127.0.0.1",
    content: { carriers: async () => [], flowSettings: async () => ({}) },
  } as unknown as SiteContext);
  // The page's fetcher asks for the route's `.data`; any other caller posts to the route's own path.
  const request = new Request(`http://localhost${path}${fromPage ? ".data" : ""}`, { method: "POST", body: new URLSearchParams(form) });
  return { request, context, params: {}, unstable_pattern: path } as unknown as Args;
}

type Action = (args: Args) => Promise<unknown>;

/**
 * The site's request handler for one resource route: React Router's own, with the site's
 * handleDataRequest (app/entry.server.tsx), so the page's fetcher (the route's `.data`) and any
 * other caller (the route's own path) get what the site answers them.
 */
function handlerFor(path: string, action: Action) {
  const build = {
    entry: {
      module: {
        default: () => new Response("No page here", { status: 500 }),
        handleDataRequest: (response: Response, { request }: { request: Request }) => dataAnswerForPage(request, response),
      },
    },
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      resource: { id: "resource", parentId: "root", path: path.slice(1), module: { action } },
    },
    assets: { entry: { imports: [], module: "" }, routes: {}, url: "", version: "1" },
    publicPath: "/",
    assetsBuildDirectory: "",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
  return createRequestHandler(build, "production");
}

/** What an answer says: the JSON of the route's own path, or the action's answer decoded from the fetcher's `.data`. */
async function bodyOf(response: Response, fromPage: boolean): Promise<unknown> {
  if (!fromPage) return response.json();
  const decoded = await decodeViaTurboStream(response.body!, globalThis);
  await decoded.done;
  return (decoded.value as { data: unknown }).data;
}

/** The route's answer to the site's page and to any other caller: status, refusal header and body. */
async function bothWays(run: (fromPage: boolean) => Args, action: Action) {
  const answer = async (fromPage: boolean) => {
    const { request, context } = run(fromPage);
    const response = await handlerFor(new URL(request.url).pathname.replace(/\.data$/, ""), action)(request, context as RouterContextProvider);
    const { headers } = response;
    return {
      status: response.status,
      refused: headers.get(FORM_REFUSED_HEADER),
      type: headers.get("Content-Type"),
      cache: headers.get("Cache-Control"),
      body: await bodyOf(response, fromPage),
    };
  };
  return { page: await answer(true), other: await answer(false) };
}

describe("doc2 §4 owner verification: a refused date of birth", () => {
  it("answers the site's page 200 with the 400 in X-Form-Refused and the message for the field; any other caller 400 with the same body", async () => {
    const { page, other } = await bothWays(
      (fromPage) => args("/quote/results/verify-owner", { rateQuoteId: "rq-1", dob: "02/30/1985" }, fromPage),
      verifyOwner,
    );
    expect(page.status).toBe(200);
    expect(page.refused).toBe("400");
    expect(page.body).toMatchObject({ outcome: null, result: { error: { dob: ["quote.errors.dateNotReal"] } } });
    expect(other.status).toBe(400);
    expect(other.refused).toBeNull();
    expect(other.body).toEqual(page.body);
    // Any other caller reads JSON that is never kept.
    expect([other.type, other.cache]).toEqual(["application/json; charset=utf-8", "no-store"]);
  });

  it("doc2 §8 too many checks: 200 with 429 in X-Form-Refused to the page, 429 to any other caller", async () => {
    const limited = { "/opapi/quote/verifyquoteowner": { ok: false, status: 429, message: "Too many requests" } };
    const { page, other } = await bothWays(
      (fromPage) => args("/quote/results/verify-owner", { rateQuoteId: "rq-1", dob: "04/12/1990" }, fromPage, limited),
      verifyOwner,
    );
    expect([page.status, page.refused, other.status, other.refused]).toEqual([200, "429", 429, null]);
    expect(page.body).toEqual({ outcome: { kind: "failed", message: "quotes.verify.tooMany", attemptsLeft: 0 } });
  });

  it("leaves an answer that is no refusal as it is: a mismatch is 200 without the header either way", async () => {
    const mismatch = { "/opapi/quote/verifyquoteowner": { ok: true, status: 200, data: { isMatch: false, attemptsLeft: 2 } } };
    const { page, other } = await bothWays(
      (fromPage) => args("/quote/results/verify-owner", { rateQuoteId: "rq-1", dob: "04/13/1990" }, fromPage, mismatch),
      verifyOwner,
    );
    expect([page.status, page.refused, other.status, other.refused]).toEqual([200, null, 200, null]);
  });
});

describe("doc2 §2, §4 previous quotes: a refused look-up", () => {
  it("a wrong date of birth and phone: 200 with 400 in X-Form-Refused to the page, the messages for both fields; 400 to any other caller", async () => {
    const { page, other } = await bothWays(
      (fromPage) => args("/quote/results/previous", { dob: "13/45/1985", phone: "123", botCheck: "solved" }, fromPage),
      previous,
    );
    expect([page.status, page.refused, other.status, other.refused]).toEqual([200, "400", 400, null]);
    expect(page.body).toMatchObject({ status: "invalid", result: { error: { dob: [expect.any(String)], phone: [expect.any(String)] } } });
    expect(other.body).toEqual(page.body);
  });

  it("doc2 §7 a missing bot check and a wrong answer to its question: 200 with 400 in X-Form-Refused to the page; 400 to any other caller", async () => {
    const missing = await bothWays((fromPage) => args("/quote/results/previous", { dob: "04/12/1990", phone: "214-555-0101" }, fromPage), previous);
    expect([missing.page.status, missing.page.refused, missing.other.status]).toEqual([200, "400", 400]);
    expect(missing.page.body).toEqual({ status: "botCheck", problem: "missing" });

    const wrong = { "/api/rating/previousQuote": { ok: false, status: 400, message: "botCheckAnswer: is wrong", fieldErrors: { botCheckAnswer: "is wrong" } } };
    const refused = await bothWays(
      (fromPage) =>
        args("/quote/results/previous", { dob: "04/12/1990", phone: "214-555-0101", botCheck: "question-token", botCheckAnswer: "9" }, fromPage, wrong),
      previous,
    );
    expect([refused.page.status, refused.page.refused, refused.other.status, refused.other.refused]).toEqual([200, "400", 400, null]);
    expect(refused.page.body).toEqual({ status: "botCheck", problem: "wrongAnswer" });
  });

  it("too many look-ups: 200 with 429 in X-Form-Refused to the page; 429 to any other caller", async () => {
    const limited = { "/api/rating/previousQuote": { ok: false, status: 429, message: "Too many requests" } };
    const { page, other } = await bothWays(
      (fromPage) => args("/quote/results/previous", { dob: "04/12/1990", phone: "214-555-0101", botCheck: "solved" }, fromPage, limited),
      previous,
    );
    expect([page.status, page.refused, other.status, other.refused]).toEqual([200, "429", 429, null]);
    expect(page.body).toEqual({ status: "limited" });
  });
});

describe("doc2 §4 requote: too many requotes", () => {
  it("answers the page 200 with 429 in X-Form-Refused; any other caller 429", async () => {
    const { page, other } = await bothWays((fromPage) => args("/quote/results/requote", { transactionId: "tx-1" }, fromPage), requote);
    expect([page.status, page.refused, other.status, other.refused]).toEqual([200, "429", 429, null]);
    expect(page.body).toEqual({ ok: false, error: "limited" });
  });
});
