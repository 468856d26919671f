/**
 * doc1 §2, §4, §9 A/B tests. The variant is decided on the server, before the page is rendered,
 * and kept in a cookie, so the page never changes after it shows (no flicker and no hiding).
 *
 * The spec's anti-flicker step exists only for an outside testing tool (setting
 * `abTestingTool: "outside"`, off by default): the page is hidden until the tool's offers load
 * or fail, retried every 30 ms until the tool exists; on the authoring host it is not hidden.
 */
import { z } from "zod";

export const AB_COOKIE_PREFIX = "ab_";
/** A visitor keeps their variant for 30 days. */
export const AB_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 3600;
/** doc1 §9: retry interval while waiting for the outside tool. */
export const AB_RETRY_MS = 30;

export const abTestSchema = z.object({ id: z.string().regex(/^[a-z0-9-]+$/), variants: z.array(z.string().regex(/^[a-z0-9-]+$/)).min(1) });
export type AbTest = z.infer<typeof abTestSchema>;

export function abCookieName(testId: string): string {
  return `${AB_COOKIE_PREFIX}${testId}`;
}

/**
 * The visitor's variant: the remembered one when it is still a variant of the test, otherwise a
 * new one drawn evenly with `random` (0 ≤ random < 1). `isNew` says whether to remember it.
 */
export function chooseVariant(test: AbTest, remembered: string | null | undefined, random: number): { variant: string; isNew: boolean } {
  if (remembered && test.variants.includes(remembered)) return { variant: remembered, isNew: false };
  const index = Math.min(test.variants.length - 1, Math.max(0, Math.floor(random * test.variants.length)));
  return { variant: test.variants[index]!, isNew: true };
}

/** doc1 §2 "authoring host": a host name whose first label is `author` (author.example.com). */
export function isAuthoringHost(host: string | null | undefined): boolean {
  return /^author[.-]/i.test((host ?? "").trim());
}

export type AntiFlickerPlan = { hide: false } | { hide: true; retryMs: number; giveUpMs: number };

/**
 * doc1 §2 newsletter and A/B test: whether the page is hidden while the outside tool decides.
 * Only with the outside tool, never on the authoring host. `giveUpMs` shows the page anyway if
 * the tool never answers, so a blocked script never leaves a blank page.
 */
export function antiFlickerPlan(input: { tool: "none" | "outside"; authoringHost: boolean; retryMs?: number; giveUpMs?: number }): AntiFlickerPlan {
  if (input.tool !== "outside" || input.authoringHost) return { hide: false };
  return { hide: true, retryMs: input.retryMs ?? AB_RETRY_MS, giveUpMs: input.giveUpMs ?? 3000 };
}
