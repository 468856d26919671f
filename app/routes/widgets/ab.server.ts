/**
 * doc1 §2 A/B tests on the server: the visitor's variant of a test configured in the brand's
 * widget settings, from its cookie or newly drawn (then remembered with a Set-Cookie).
 */
import type { WidgetSettings } from "~/.server/content";
import { readCookie } from "~/.server/site-context";
import { AB_COOKIE_MAX_AGE_SECONDS, abCookieName, antiFlickerPlan, chooseVariant, isAuthoringHost, type AntiFlickerPlan } from "~/domain/public/ab-test";

export interface AbDecision {
  /** The variant, or null when the brand runs no such test. */
  variant: string | null;
  setCookie: string | null;
}

export function abVariant(request: Request, settings: Pick<WidgetSettings, "abTests">, testId: string, random: () => number = Math.random): AbDecision {
  const test = settings.abTests.find((t) => t.id === testId);
  if (!test) return { variant: null, setCookie: null };
  const name = abCookieName(test.id);
  const { variant, isNew } = chooseVariant(test, readCookie(request.headers.get("cookie"), name), random());
  const secure = new URL(request.url).protocol === "https:";
  const cookie = `${name}=${variant}; Path=/; SameSite=Lax; Max-Age=${AB_COOKIE_MAX_AGE_SECONDS}; HttpOnly${secure ? "; Secure" : ""}`;
  return { variant, setCookie: isNew ? cookie : null };
}

/** The anti-flicker plan for this request (outside tool only; never on the authoring host). */
export function antiFlicker(request: Request, settings: Pick<WidgetSettings, "abTestingTool">, retryMs: number): AntiFlickerPlan {
  return antiFlickerPlan({ tool: settings.abTestingTool, authoringHost: isAuthoringHost(new URL(request.url).hostname), retryMs });
}
