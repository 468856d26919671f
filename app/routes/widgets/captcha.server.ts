/**
 * Captcha adapter of the generic form container (doc1 §5 "with a captcha present, an empty captcha
 * response shows a captcha error"). The provider is a setting:
 * - `altcha` (default): the bot check the visitor's browser solves (issue 16). The platform issues it
 *   and verifies it once; the page shows the ALTCHA widget, or its fallback question without JavaScript.
 * - `none`: no captcha.
 * A hosted provider can be added behind the same seam: an adapter whose `verify` asks that provider.
 */
import type { PlatformClient } from "~/.server/platform/client";
import { askBotCheck, questionOf, submittedBotCheck, verifyBotCheck, type BotCheckProblem, type BotCheckQuestion } from "~/.server/platform/botcheck";

export type CaptchaProvider = "altcha" | "none";

/** What the page needs to show the captcha. */
export interface CaptchaChallenge {
  /** The fallback question for a page without JavaScript; null when the platform gave none. */
  question: BotCheckQuestion | null;
}

export interface CaptchaAdapter {
  readonly provider: CaptchaProvider;
  /** The captcha the page shows; null when there is none. */
  challenge(platform: PlatformClient): Promise<CaptchaChallenge | null>;
  /** Why the submitted form's captcha does not pass, or null when it does (the response is used up). */
  verify(platform: PlatformClient, form: FormData): Promise<BotCheckProblem | null>;
}

export const altchaCaptcha: CaptchaAdapter = {
  provider: "altcha",
  async challenge(platform) {
    return { question: questionOf(await askBotCheck(platform)) };
  },
  verify(platform, form) {
    return verifyBotCheck(platform, submittedBotCheck(form));
  },
};

export const noCaptcha: CaptchaAdapter = {
  provider: "none",
  challenge: async () => null,
  verify: async () => null,
};

export function captchaAdapter(provider: CaptchaProvider): CaptchaAdapter {
  return provider === "none" ? noCaptcha : altchaCaptcha;
}
