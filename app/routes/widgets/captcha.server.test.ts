import { describe, expect, it } from "vitest";
import type { PlatformClient } from "~/.server/platform/client";
import type { PlatformAnswer } from "~/.server/platform/result";
import { altchaCaptcha, captchaAdapter, noCaptcha } from "./captcha.server";

const check = {
  challenge: {
    parameters: { algorithm: "PBKDF2/SHA-256", nonce: "n", salt: "s", cost: 1000, keyLength: 32, keyPrefix: "00", expiresAt: 1, data: { action: "submit" } },
    signature: "sig",
  },
  fallback: { a: 7, b: 5, token: "q1.id.submit.1.7.5.mac", expiresAt: "2026-11-24T00:00:00.000Z" },
  action: "submit",
  expiresAt: "2026-11-24T00:00:00.000Z",
};

function refusal(errors: Record<string, string>, status = 400): PlatformAnswer<never> {
  return { ok: false, status, reason: "api", message: "The bot check failed.", messageCode: null, fieldErrors: errors };
}

/** A platform that answers GET /api/account/botcheck with `check` and POST with `verdict`; it records what was posted. */
function platform(verdict: PlatformAnswer<unknown>) {
  const posted: unknown[] = [];
  const client = {
    get: async (path: string, _query: unknown, schema: { parse: (v: unknown) => unknown }) =>
      path === "/api/account/botcheck" ? { ok: true, status: 200, data: schema.parse(check) } : null,
    post: async (_path: string, body: unknown) => {
      posted.push(body);
      return verdict;
    },
  } as unknown as PlatformClient;
  return { client, posted };
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("doc1 §5 generic form captcha: the visitor's bot check", () => {
  it("altcha is the default provider; the page gets the fallback question from the platform", async () => {
    expect(captchaAdapter("altcha").provider).toBe("altcha");
    expect(await altchaCaptcha.challenge(platform({ ok: true, status: 200, data: { verified: true } }).client)).toEqual({
      question: { a: 7, b: 5, token: check.fallback.token },
    });
  });

  it("the widget's payload is passed on to the platform, which verifies it once", async () => {
    const { client, posted } = platform({ ok: true, status: 200, data: { verified: true } });
    expect(await altchaCaptcha.verify(client, form({ botCheck: "eyJwYXlsb2FkIjp0cnVlfQ==" }))).toBeNull();
    expect(posted).toEqual([{ botCheckToken: "eyJwYXlsb2FkIjp0cnVlfQ==" }]);
  });

  it("the fallback question's token and answer are passed on; a wrong answer is named as such", async () => {
    const { client, posted } = platform(refusal({ botCheckAnswer: "is not the answer to the question; get a new question" }));
    expect(await altchaCaptcha.verify(client, form({ botCheck: check.fallback.token, botCheckAnswer: " 13 " }))).toBe("wrongAnswer");
    expect(posted).toEqual([{ botCheckToken: check.fallback.token, botCheckAnswer: "13" }]);
  });

  it("a missing response is not sent; a refused one fails; no answer from the platform is 'unavailable'", async () => {
    const { client, posted } = platform(refusal({ botCheckToken: "was already used; get a new challenge" }));
    expect(await altchaCaptcha.verify(client, form({}))).toBe("missing");
    expect(await altchaCaptcha.verify(client, form({ botCheck: check.fallback.token, botCheckAnswer: "" }))).toBe("missing");
    expect(posted).toEqual([]);
    expect(await altchaCaptcha.verify(client, form({ botCheck: "eyJ4IjoxfQ==" }))).toBe("failed");
    expect(await altchaCaptcha.verify(platform(null).client, form({ botCheck: "eyJ4IjoxfQ==" }))).toBe("unavailable");
    expect(await altchaCaptcha.verify(platform(refusal({}, 503)).client, form({ botCheck: "eyJ4IjoxfQ==" }))).toBe("unavailable");
  });

  it("without a provider there is no challenge and nothing to verify", async () => {
    const { client, posted } = platform(null);
    expect(captchaAdapter("none")).toBe(noCaptcha);
    expect(await noCaptcha.challenge(client)).toBeNull();
    expect(await noCaptcha.verify(client, form({}))).toBeNull();
    expect(posted).toEqual([]);
  });
});
