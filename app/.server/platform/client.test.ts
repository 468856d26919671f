import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createPlatformMock, platformError, platformOk } from "../../../tests/mocks/platform";
import { isSuccess } from "./result";
import { testClient } from "./test-support";

const platform = createPlatformMock();
const server = setupServer(...platform.handlers);

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => {
  server.resetHandlers();
  platform.calls.length = 0;
});
afterAll(() => server.close());

const zipSchema = z.object({
  isSuccess: z.literal(true),
  addresses: z.array(z.object({ city: z.string(), state: z.string(), zip: z.string() })),
  isQuoteAvaliable: z.boolean(),
});
const buyNowSchema = z.object({ buyNowUrl: z.url() });
const anySchema = z.looseObject({});

describe("platform client: shared conventions", () => {
  it("doc1 §7: a POST body carries header {lang, trackId, requestDate} with requestDate in ISO 8601", async () => {
    const { client } = testClient(platform.baseUrl, { now: () => new Date("2026-11-21T14:05:09.123Z") });
    const answer = await client.post("/api/rating/buyNow", { rateQuoteId: "rq-1" }, buyNowSchema);
    expect(isSuccess(answer)).toBe(true);
    const call = platform.calls.find((c) => c.path === "/api/rating/buyNow");
    expect(call?.body).toEqual({
      rateQuoteId: "rq-1",
      header: { lang: "es", trackId: "track-123", requestDate: "2026-11-21T14:05:09.123Z" },
    });
  });

  it("doc2 §7: a GET call flattens the header to header.* query fields", async () => {
    const { client } = testClient(platform.baseUrl, { now: () => new Date("2026-01-02T03:04:05.006Z") });
    const answer = await client.get("/api/address/citybyzip", { zip: "75001" }, zipSchema);
    expect(answer).toEqual({
      ok: true,
      status: 200,
      data: { isSuccess: true, addresses: [{ city: "Addison", state: "TX", zip: "75001" }], isQuoteAvaliable: true },
    });
    const call = platform.calls.find((c) => c.path === "/api/address/citybyzip");
    expect(Object.fromEntries(call?.query ?? [])).toEqual({
      "header.lang": "es",
      "header.trackId": "track-123",
      "header.requestDate": "2026-01-02T03:04:05.006Z",
      zip: "75001",
    });
    expect(call?.body).toBeUndefined();
  });

  it("doc1 §7: isSuccess false is a failure even with HTTP 200, carrying the platform's message", async () => {
    const { client } = testClient(platform.baseUrl);
    const answer = await client.get("/api/address/citybyzip", { zip: "00000" }, zipSchema);
    expect(answer).toEqual({ ok: false, status: 200, reason: "api", message: "Zip code not found", messageCode: "ZIP_0404", fieldErrors: {} });
    expect(isSuccess(answer)).toBe(false);
  });

  it("doc2 §8: isSuccess false is logged as API Error with message, HTTP status and path, without query values", async () => {
    const { client, errors } = testClient(platform.baseUrl);
    await client.get("/api/address/citybyzip", { zip: "00000" }, zipSchema);
    expect(errors()).toHaveLength(1);
    const line = errors()[0];
    expect(line).toMatchObject({
      msg: "API Error",
      message: "Zip code not found",
      status: 200,
      method: "GET",
      path: "/api/address/citybyzip",
      trackId: "track-123",
    });
    expect(JSON.stringify(line)).not.toContain("00000");
  });

  it("doc2 §8: a failed buy-now call logs the rateQuoteId with the API Error", async () => {
    const { client, errors } = testClient(platform.baseUrl);
    const answer = await client.post("/api/rating/buyNow", { rateQuoteId: "nourl-42" }, buyNowSchema, { logContext: { rateQuoteId: "nourl-42" } });
    expect(answer).toMatchObject({ ok: false, message: "Buy Now url empty for carrier" });
    expect(errors()).toEqual([expect.objectContaining({ msg: "API Error", rateQuoteId: "nourl-42", status: 200, message: "Buy Now url empty for carrier" })]);
  });

  it("doc2 §8: a network failure returns null and is logged as a failure", async () => {
    server.use(http.get(platform.url("/api/address/citybyzip"), () => HttpResponse.error()));
    const { client, errors } = testClient(platform.baseUrl);
    const answer = await client.get("/api/address/citybyzip", { zip: "75001" }, zipSchema);
    expect(answer).toBeNull();
    expect(isSuccess(answer)).toBe(false);
    expect(errors()).toEqual([expect.objectContaining({ msg: "API Error", reason: "network", status: null, path: "/api/address/citybyzip" })]);
  });

  it("doc1 §7 time limit: a call the platform does not answer in time returns null and is logged", async () => {
    server.use(
      http.get(platform.url("/api/address/citybyzip"), async () => {
        await delay(1500);
        return platformOk({ addresses: [], isQuoteAvaliable: false });
      }),
    );
    const { client, errors } = testClient(platform.baseUrl, { timeoutMs: 150 });
    const started = Date.now();
    const answer = await client.get("/api/address/citybyzip", { zip: "75001" }, zipSchema);
    expect(answer).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
    expect(errors()).toEqual([expect.objectContaining({ msg: "API Error", reason: "timeout", path: "/api/address/citybyzip" })]);
  });

  it("doc1 §7: a call cancelled because the visitor left returns null without an error line", async () => {
    server.use(
      http.get(platform.url("/api/address/citybyzip"), async () => {
        await delay(1500);
        return platformOk();
      }),
    );
    const visitor = new AbortController();
    const { client, errors, lines } = testClient(platform.baseUrl, { signal: visitor.signal });
    setTimeout(() => visitor.abort(), 50);
    expect(await client.get("/api/address/citybyzip", { zip: "75001" }, zipSchema)).toBeNull();
    expect(errors()).toEqual([]);
    expect(lines).toEqual([expect.objectContaining({ msg: "API Error", reason: "aborted", level: 20 })]);
  });

  it("doc2 §7: an answer that does not match the expected shape is a logged failure", async () => {
    server.use(http.get(platform.url("/api/address/citybyzip"), () => platformOk({ addresses: "Addison" })));
    const { client, errors } = testClient(platform.baseUrl);
    const answer = await client.get("/api/address/citybyzip", { zip: "75001" }, zipSchema);
    expect(answer).toMatchObject({ ok: false, status: 200, reason: "invalid-response" });
    expect(errors()).toEqual([
      expect.objectContaining({
        msg: "API Error",
        reason: "invalid-response",
        issues: expect.arrayContaining([expect.objectContaining({ path: "addresses" })]),
      }),
    ]);
  });

  it("doc2 §8: an HTTP error without a JSON body is a failure with the HTTP status", async () => {
    server.use(http.post(platform.url("/api/rating/buyNow"), () => new HttpResponse("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" })));
    const { client, errors } = testClient(platform.baseUrl);
    const answer = await client.post("/api/rating/buyNow", { rateQuoteId: "rq-1" }, buyNowSchema);
    expect(answer).toEqual({ ok: false, status: 502, reason: "api", message: "Bad Gateway", messageCode: null, fieldErrors: {} });
    expect(errors()).toEqual([expect.objectContaining({ msg: "API Error", status: 502 })]);
  });

  it("doc2 §7: PATCH sends the header in its body like POST", async () => {
    let received: unknown;
    server.use(
      http.patch(platform.url("/api/lead/update"), async ({ request }) => {
        received = await request.json();
        return platformOk({ updated: 1 });
      }),
    );
    const { client } = testClient(platform.baseUrl);
    const answer = await client.patch("/api/lead/update", { leadId: "L1" }, z.object({ updated: z.number() }));
    expect(answer).toEqual({ ok: true, status: 200, data: { updated: 1 } });
    expect(received).toMatchObject({ leadId: "L1", header: { lang: "es", trackId: "track-123" } });
  });

  it("doc2 §7: DELETE flattens the header to header.* query fields like GET", async () => {
    let query: Record<string, string> = {};
    server.use(
      http.delete(platform.url("/api/lead/draft"), ({ request }) => {
        query = Object.fromEntries(new URL(request.url).searchParams);
        return platformOk();
      }),
    );
    const { client } = testClient(platform.baseUrl);
    expect(isSuccess(await client.delete("/api/lead/draft", { id: "D1", tag: ["a", "b"], skip: undefined }, anySchema))).toBe(true);
    expect(query).toMatchObject({ "header.lang": "es", "header.trackId": "track-123", id: "D1" });
    expect(query).not.toHaveProperty("skip");
  });
});

describe("platform client: credentials", () => {
  it.each([499, 498, 403, 401])("doc2 §8: HTTP %i gets a new credential and retries once", async (status) => {
    const seen: Array<string | null> = [];
    server.use(
      http.get(platform.url("/api/health"), ({ request }) => {
        seen.push(request.headers.get("authorization"));
        return seen.length === 1 ? platformError(status, "Credential refused") : platformOk({ status: "ok" });
      }),
    );
    const before = platform.logins();
    const { client } = testClient(platform.baseUrl);
    const answer = await client.get("/api/health", {}, anySchema);
    expect(answer).toMatchObject({ ok: true, data: { status: "ok" } });
    expect(platform.logins() - before).toBe(2);
    expect(seen).toHaveLength(2);
    expect(seen[1]).not.toBe(seen[0]);
  });

  it.each(["COM_0056", "COM_0057", "SB_0008"])("doc2 §8: a 403 with message code %s is final: no new credential", async (code) => {
    server.use(http.get(platform.url("/api/health"), () => platformError(403, "Not allowed", { messageCode: code })));
    const before = platform.logins();
    const { client, errors } = testClient(platform.baseUrl);
    const answer = await client.get("/api/health", {}, anySchema);
    expect(answer).toEqual({ ok: false, status: 403, reason: "api", message: "Not allowed", messageCode: code, fieldErrors: {} });
    expect(platform.logins() - before).toBe(1);
    expect(errors()).toEqual([expect.objectContaining({ msg: "API Error", status: 403, messageCode: code })]);
  });

  it("doc2 §8: the message code may come as `code`", async () => {
    server.use(http.get(platform.url("/api/health"), () => platformError(403, "Not allowed", { code: "COM_0057" })));
    const before = platform.logins();
    const { client } = testClient(platform.baseUrl);
    const answer = await client.get("/api/health", {}, anySchema);
    expect(answer).toMatchObject({ ok: false, status: 403, messageCode: "COM_0057" });
    expect(platform.logins() - before).toBe(1);
  });

  it("doc2 §8: the credential is renewed at most once per call", async () => {
    let attempts = 0;
    server.use(
      http.get(platform.url("/api/health"), () => {
        attempts += 1;
        return platformError(401, "Token expired");
      }),
    );
    const before = platform.logins();
    const { client, errors } = testClient(platform.baseUrl);
    const answer = await client.get("/api/health", {}, anySchema);
    expect(answer).toMatchObject({ ok: false, status: 401 });
    expect(attempts).toBe(2);
    expect(platform.logins() - before).toBe(2);
    expect(errors()).toEqual([expect.objectContaining({ msg: "API Error", status: 401 })]);
  });

  it("doc2 §8: an expired site token is replaced and the call succeeds", async () => {
    const { client } = testClient(platform.baseUrl);
    expect(isSuccess(await client.get("/api/address/citybyzip", { zip: "75001" }, zipSchema))).toBe(true);
    platform.expireTokens();
    const answer = await client.get("/api/address/citybyzip", { zip: "77002" }, zipSchema);
    expect(answer).toMatchObject({ ok: true, data: { addresses: [{ city: "Houston" }] } });
  });

  it("doc2 §8: a token given by the caller is not refreshed when refused", async () => {
    const { client } = testClient(platform.baseUrl);
    const before = platform.logins();
    const answer = await client.get("/api/address/citybyzip", { zip: "75001" }, zipSchema, { auth: { bearer: "customer-token" } });
    expect(answer).toMatchObject({ ok: false, status: 401 });
    expect(platform.logins()).toBe(before);
  });

  it("doc2 §8: when no credential can be obtained the call returns null and is logged", async () => {
    server.use(http.post(platform.url("/api/account/loginWithToken"), () => HttpResponse.error()));
    const { client, errors } = testClient(platform.baseUrl);
    expect(await client.get("/api/health", {}, anySchema)).toBeNull();
    expect(errors().map((line) => line.reason)).toEqual(["network", "credential"]);
  });
});

describe("platform client: SSL", () => {
  const secureHealth = () => http.get("https://platform.test/api/health", () => platformOk({ status: "ok" }));

  it("doc2 §8: a 403 with subcode 4 is retried once over https", async () => {
    server.use(
      http.get(platform.url("/api/health"), () => platformError(403, "Forbidden", { subCode: 4 })),
      secureHealth(),
    );
    const { client } = testClient(platform.baseUrl, { credentials: staticCredentials("t") });
    const answer = await client.get("/api/health", {}, anySchema);
    expect(answer).toMatchObject({ ok: true, data: { status: "ok" } });
    expect(client.baseUrl()).toBe("https://platform.test");
  });

  it("doc2 §8: a message mentioning SSL without 'permission' is retried over https", async () => {
    server.use(
      http.get(platform.url("/api/health"), () => platformError(403, "SSL required")),
      secureHealth(),
    );
    const { client } = testClient(platform.baseUrl, { credentials: staticCredentials("t") });
    expect(await client.get("/api/health", {}, anySchema)).toMatchObject({ ok: true });
  });

  it("doc2 §8: a message mentioning SSL and 'permission' is not retried over https", async () => {
    let secureCalls = 0;
    server.use(
      http.get(platform.url("/api/health"), () => platformError(403, "No permission for SSL client", { messageCode: "SB_0008" })),
      http.get("https://platform.test/api/health", () => {
        secureCalls += 1;
        return platformOk();
      }),
    );
    const { client } = testClient(platform.baseUrl, { credentials: staticCredentials("t") });
    expect(await client.get("/api/health", {}, anySchema)).toMatchObject({ ok: false, status: 403 });
    expect(secureCalls).toBe(0);
    expect(client.baseUrl()).toBe(platform.baseUrl);
  });

  it("doc2 §8: the SSL retry happens once; a base URL already on https is not retried", async () => {
    let calls = 0;
    server.use(
      http.get("https://platform.test/api/health", () => {
        calls += 1;
        return platformError(403, "SSL required", { messageCode: "COM_0056" });
      }),
    );
    const { client } = testClient("https://platform.test", { credentials: staticCredentials("t") });
    expect(await client.get("/api/health", {}, anySchema)).toMatchObject({ ok: false, status: 403 });
    expect(calls).toBe(1);
  });
});

function staticCredentials(token: string) {
  return { get: async () => token, refresh: async () => token };
}
