import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createPlatformMock, platformError, platformOk } from "../../../tests/mocks/platform";
import { createSiteCredentials, CredentialError, SITE_TOKEN_LIFETIME_MS } from "./credentials";
import { captureLogger } from "./test-support";

const platform = createPlatformMock({ clientSecret: "s3cret-value" });
const server = setupServer(...platform.handlers);

beforeAll(() => server.listen({ onUnhandledFrame: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function credentials(now: () => number = Date.now) {
  const { logger, lines, errors } = captureLogger();
  const provider = createSiteCredentials({ baseUrl: platform.baseUrl, clientId: "site", clientSecret: "s3cret-value", timeoutMs: 1000, logger, now });
  return { provider, lines, errors };
}

describe("site credential", () => {
  it("doc2 §6: is obtained from loginWithToken with the client id and secret in headers, no bot check, and the request header", async () => {
    const before = platform.calls.length;
    const { provider } = credentials();
    const token = await provider.get();
    expect(token).toMatch(/^site-token-\d+$/);
    const login = platform.calls.slice(before).find((c) => c.path === "/api/account/loginWithToken");
    expect(login?.headers.get("x-client-id")).toBe("site");
    expect(login?.headers.get("x-client-secret")).toBe("s3cret-value");
    expect(login?.body).toMatchObject({ isskiplogin: true, header: { lang: "en" } });
    expect(JSON.stringify(login?.body)).not.toContain("s3cret-value");
    expect(platform.calls.slice(before).some((c) => c.path === "/api/account/botcheck")).toBe(false);
  });

  it("doc2 §9: is kept in memory and reused for a day, then obtained again", async () => {
    let clock = Date.parse("2026-11-21T10:00:00Z");
    const { provider } = credentials(() => clock);
    const before = platform.logins();
    const first = await provider.get();
    clock += 60 * 60 * 1000;
    expect(await provider.get()).toBe(first);
    clock = Date.parse("2026-11-21T10:00:00Z") + SITE_TOKEN_LIFETIME_MS;
    const next = await provider.get();
    expect(next).not.toBe(first);
    expect(platform.logins() - before).toBe(2);
  });

  it("doc2 §9: follows the lifetime the platform gives when it is shorter than a day", async () => {
    server.use(http.post(platform.url("/api/account/loginWithToken"), () => platformOk({ token: `short-${Math.random()}`, expiresIn: 1800 })));
    let clock = 0;
    const { provider } = credentials(() => clock);
    const first = await provider.get();
    clock = 1799 * 1000;
    expect(await provider.get()).not.toBe(first);
  });

  it("doc2 §8: callers that ask at the same time share one login", async () => {
    const { provider } = credentials();
    const before = platform.logins();
    const tokens = await Promise.all([provider.get(), provider.get(), provider.get()]);
    expect(new Set(tokens).size).toBe(1);
    expect(platform.logins() - before).toBe(1);
    const refreshed = await Promise.all([provider.refresh(tokens[0]), provider.refresh(tokens[0])]);
    expect(new Set(refreshed).size).toBe(1);
    expect(platform.logins() - before).toBe(2);
  });

  it("doc2 §8: a refresh for a token already replaced returns the newer one without logging in again", async () => {
    const { provider } = credentials();
    const old = await provider.get();
    const fresh = await provider.refresh(old);
    const before = platform.logins();
    expect(await provider.refresh(old)).toBe(fresh);
    expect(platform.logins()).toBe(before);
  });

  it("doc2 §8: a refused login is logged as API Error without the secret and rejects", async () => {
    server.use(http.post(platform.url("/api/account/loginWithToken"), () => platformError(403, "Unknown client", { messageCode: "COM_0056" })));
    const { provider, lines, errors } = credentials();
    await expect(provider.get()).rejects.toBeInstanceOf(CredentialError);
    expect(errors()).toEqual([expect.objectContaining({ msg: "API Error", status: 403, message: "Unknown client", path: "/api/account/loginWithToken" })]);
    expect(JSON.stringify(lines)).not.toContain("s3cret-value");
  });

  it("doc2 §8: a login answer without a token is a failure", async () => {
    server.use(http.post(platform.url("/api/account/loginWithToken"), () => HttpResponse.json({ isSuccess: true })));
    const { provider, errors } = credentials();
    await expect(provider.get()).rejects.toBeInstanceOf(CredentialError);
    expect(errors()).toHaveLength(1);
  });
});
