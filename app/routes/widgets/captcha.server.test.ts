import { describe, expect, it } from "vitest";
import { localCaptcha, noCaptcha } from "./captcha.server";

describe("doc1 §5 generic form: the offline captcha adapter", () => {
  const now = new Date("2026-11-22T12:00:00Z");

  it("accepts the response it issued, within two hours", () => {
    const token = localCaptcha.challenge(now)!;
    expect(localCaptcha.verify(token, now)).toBe(true);
    expect(localCaptcha.verify(token, new Date(now.getTime() + 7_100_000))).toBe(true);
    expect(localCaptcha.verify(token, new Date(now.getTime() + 7_300_000))).toBe(false);
  });

  it("refuses made-up, altered or empty responses", () => {
    const token = localCaptcha.challenge(now)!;
    const [issuedAt, signature] = token.split(".");
    expect(localCaptcha.verify(`${Number(issuedAt) + 1}.${signature}`, now)).toBe(false);
    expect(localCaptcha.verify(`${issuedAt}.${signature!.slice(1)}x`, now)).toBe(false);
    expect(localCaptcha.verify("", now)).toBe(false);
    expect(localCaptcha.verify("checked", now)).toBe(false);
  });

  it("without a provider there is no challenge and nothing to verify", () => {
    expect(noCaptcha.challenge()).toBeNull();
    expect(noCaptcha.verify("")).toBe(true);
  });
});
