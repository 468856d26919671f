/**
 * Captcha adapter of the generic form container (doc1 §5 "with a captcha present, an empty
 * captcha response shows a captcha error"). The provider is a setting; `local`, the offline
 * default, is a signed "I'm not a robot" check issued with the page and verified here (its
 * signature and age), so a response cannot be made up or reused for long.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "~/.server/env";

export interface CaptchaAdapter {
  readonly provider: "local" | "none";
  /** The value the page's captcha control submits when ticked; null when there is no captcha. */
  challenge(now?: Date): string | null;
  /** Whether a submitted response is genuine. */
  verify(response: string, now?: Date): boolean;
}

const MAX_AGE_MS = 2 * 3600_000;

function sign(issuedAt: string): string {
  return createHmac("sha256", `${env().SESSION_SECRET}:captcha`).update(issuedAt).digest("base64url");
}

export const localCaptcha: CaptchaAdapter = {
  provider: "local",
  challenge(now = new Date()) {
    const issuedAt = String(now.getTime());
    return `${issuedAt}.${sign(issuedAt)}`;
  },
  verify(response, now = new Date()) {
    const [issuedAt = "", signature = ""] = response.split(".");
    if (!/^\d{10,15}$/.test(issuedAt)) return false;
    const expected = Buffer.from(sign(issuedAt));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    const age = now.getTime() - Number(issuedAt);
    return age >= 0 && age <= MAX_AGE_MS;
  },
};

export const noCaptcha: CaptchaAdapter = {
  provider: "none",
  challenge: () => null,
  verify: () => true,
};

export function captchaAdapter(provider: "local" | "none"): CaptchaAdapter {
  return provider === "local" ? localCaptcha : noCaptcha;
}
