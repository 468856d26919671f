/**
 * doc2 §4, §9: the owner check sends the brand's owner-verification attempts to the platform, which
 * counts the failures per quote, and reads the attempts left against the same number.
 */
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import type { PlatformClient } from "~/.server/platform";
import { siteContext, type SiteContext } from "~/.server/site-context";
import { errorKeys } from "~/domain/quote/message-keys";

vi.mock("~/.server/session", () => ({ getSession: async () => ({ get: () => undefined, set: () => undefined }), commitSession: async () => "" }));
vi.mock("~/.server/logger", () => ({ logger: () => ({ error: () => undefined, warn: () => undefined, info: () => undefined }) }));

const { action } = await import("./verify-owner");

type Sent = Record<string, unknown>;

/** Runs a wrong date of birth through the action for a brand whose setting is `attempts`; the platform has `attemptsLeft` after it. */
async function wrongDob(attempts: number | undefined, attemptsLeft: number) {
  const sent: Sent[] = [];
  const platform = {
    post: async (_path: string, body: Sent) => (sent.push(body), { ok: true, status: 200, data: { isMatch: false, attemptsLeft } }),
    get: async () => null,
    header: () => ({}),
    baseUrl: () => "http://platform",
  } as unknown as PlatformClient;
  const context = new RouterContextProvider();
  context.set(siteContext, {
    platform: () => platform,
    trackId: "track-1",
    brand: { code: "lonestar", endpoints: { api: "/api", caApi: "/api/ca" }, experiences: [] },
    ip: "127.0.0.1",
    content: { flowSettings: async () => (attempts === undefined ? {} : { ownerVerificationAttempts: attempts }) },
  } as unknown as SiteContext);
  const request = new Request("http://localhost/quote/results/verify-owner", {
    method: "POST",
    body: new URLSearchParams({ rateQuoteId: "rq-1", dob: "04/13/1990" }),
  });
  const answer = await action({ request, context, params: {}, unstable_pattern: "/quote/results/verify-owner" } as unknown as Parameters<typeof action>[0]);
  return { sent: sent[0], outcome: (answer.data as { outcome: unknown }).outcome };
}

describe("doc2 §9 owner verification attempts", () => {
  it("doc2 §4, §9 the standard 3: the second failure leaves 1 attempt, the third resets", async () => {
    const second = await wrongDob(undefined, 1);
    expect(second.sent).toMatchObject({ RateQuoteId: "rq-1", MaxAttempts: 3 });
    expect(second.outcome).toEqual({ kind: "mismatch", error: errorKeys.ownerDobMismatch, attemptsLeft: 1 });
    expect((await wrongDob(3, 0)).outcome).toEqual({ kind: "reset" });
  });

  it("doc2 §9 a brand allowing 5 sends 5: after the third failure the shopper still has 2 attempts", async () => {
    const third = await wrongDob(5, 2);
    expect(third.sent).toMatchObject({ MaxAttempts: 5 });
    expect(third.outcome).toEqual({ kind: "mismatch", error: errorKeys.ownerDobMismatch, attemptsLeft: 2 });
  });

  it("doc2 §9 a brand's number beyond what the platform accepts is sent as its most, 10", async () => {
    expect((await wrongDob(40, 9)).sent).toMatchObject({ MaxAttempts: 10 });
  });
});
