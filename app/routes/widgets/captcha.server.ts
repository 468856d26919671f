/**
 * Captcha adapter of the generic form container (doc1 §5 "with a captcha present, an empty captcha
 * response shows a captcha error"). The provider is a setting:
 * - `altcha` (default): the bot check the visitor's browser solves. The platform issues it
 *   and verifies it once; the page shows the ALTCHA widget, or its fallback question without JavaScript.
 * - `turnstile`: Cloudflare Turnstile, hosted. The page renders the Turnstile widget with the brand's
 *   public site key; the widget's response reaches the form's bot-check field as `turnstile:<response>`,
 *   which the platform verifies once with Turnstile (its secret stays on the platform). Without
 *   JavaScript, or when Turnstile does not load, the platform's fallback question is asked instead.
 *   Without a site key the brand falls back to ALTCHA.
 * - `none`: no captcha.
 */
import type { PlatformClient } from "~/.server/platform/client";
import { askBotCheck, questionOf, submittedBotCheck, verifyBotCheck, type BotCheckProblem, type BotCheckQuestion } from "~/.server/platform/botcheck";

export type CaptchaProvider = "altcha" | "turnstile" | "none";

/** What the page needs to show the captcha. */
export interface CaptchaChallenge {
  /** The fallback question for a page without JavaScript; null when the platform gave none. */
  question: BotCheckQuestion | null;
  /** The Turnstile widget to render instead of ALTCHA (public site key only); absent with ALTCHA. */
  turnstile?: { siteKey: string };
}

export interface CaptchaAdapter {
  readonly provider: CaptchaProvider;
  /** The captcha the page shows; null when there is none. */
  challenge(platform: PlatformClient): Promise<CaptchaChallenge | null>;
  /** Why the submitted form's captcha does not pass, or null when it does (the response is used up). */
  verify(platform: PlatformClient, form: FormData): Promise<BotCheckProblem | null>;
}

/** The platform verifies what the form posted: an ALTCHA payload, a Turnstile response or the fallback answer. */
function verifyWithPlatform(platform: PlatformClient, form: FormData): Promise<BotCheckProblem | null> {
  return verifyBotCheck(platform, submittedBotCheck(form));
}

export const altchaCaptcha: CaptchaAdapter = {
  provider: "altcha",
  async challenge(platform) {
    return { question: questionOf(await askBotCheck(platform)) };
  },
  verify: verifyWithPlatform,
};

export function turnstileCaptcha(siteKey: string): CaptchaAdapter {
  return {
    provider: "turnstile",
    async challenge(platform) {
      return { question: questionOf(await askBotCheck(platform)), turnstile: { siteKey } };
    },
    verify: verifyWithPlatform,
  };
}

export const noCaptcha: CaptchaAdapter = {
  provider: "none",
  challenge: async () => null,
  verify: async () => null,
};

export function captchaAdapter(provider: CaptchaProvider, turnstileSiteKey = ""): CaptchaAdapter {
  if (provider === "none") return noCaptcha;
  if (provider === "turnstile" && turnstileSiteKey) return turnstileCaptcha(turnstileSiteKey);
  return altchaCaptcha;
}
