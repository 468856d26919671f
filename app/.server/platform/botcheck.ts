/**
 * The visitor's bot check, relayed (doc2 §7 "Previous quote: POST with
 * rateQuoteId and a bot-check token"; doc1 §5 "generic form with optional captcha").
 *
 * The platform issues the check (`GET /api/account/botcheck`, on the visitor's behalf): an ALTCHA
 * challenge that the visitor's browser solves with the `altcha` widget, and a fallback question
 * ("What is 7 + 5?") for a browser that cannot run it. The site never solves anything: it hands the
 * challenge to the page, reads what the visitor's form posted (the widget's payload, or the fallback
 * token with the visitor's answer) and passes it on; the platform verifies it once.
 */
import { z } from "zod";
import { BOT_CHECK_ANSWER_FIELD, BOT_CHECK_FIELD } from "../../domain/public/form-container.ts";
import type { PlatformClient } from "./client.ts";
import type { PlatformAnswer } from "./result.ts";

export const BOTCHECK_PATH = "/api/account/botcheck";

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** The platform's answer. The challenge's parameters are kept whole: its signature covers every one. */
export const botCheckSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), scalar).optional(),
    }),
    signature: z.string().optional(),
  }),
  fallback: z.object({ a: z.number().int(), b: z.number().int(), token: z.string().min(1).max(1000), expiresAt: z.string() }),
});
export type PlatformBotCheck = z.infer<typeof botCheckSchema>;

/** The fallback question as a page shows it (numbers worded by the page, token posted back). */
export interface BotCheckQuestion {
  a: number;
  b: number;
  token: string;
}

/** A fresh check from the platform, or null when it gave none. */
export async function askBotCheck(platform: PlatformClient): Promise<PlatformBotCheck | null> {
  const answer = await platform.get(BOTCHECK_PATH, { action: "submit" }, botCheckSchema);
  return answer?.ok ? answer.data : null;
}

export function questionOf(check: PlatformBotCheck | null): BotCheckQuestion | null {
  return check ? { a: check.fallback.a, b: check.fallback.b, token: check.fallback.token } : null;
}

/** What the visitor's form posted for the check: the widget's payload, or the fallback token and answer. */
export interface SubmittedBotCheck {
  botCheckToken: string;
  botCheckAnswer?: string;
}

export function submittedBotCheck(form: FormData): SubmittedBotCheck {
  const token = form.get(BOT_CHECK_FIELD);
  const answer = form.get(BOT_CHECK_ANSWER_FIELD);
  return {
    botCheckToken: typeof token === "string" ? token.trim().slice(0, 4000) : "",
    ...(typeof answer === "string" ? { botCheckAnswer: answer.trim().slice(0, 10) } : {}),
  };
}

/**
 * Why a check did not pass, as the page shows it beside the check:
 * - `missing`: the visitor has not completed it (no payload, or an empty answer);
 * - `wrongAnswer`: the fallback answer was wrong (the question is used up: the page shows a new one);
 * - `failed`: the platform refused the token (forged, expired, used);
 * - `unavailable`: the platform did not answer.
 */
export type BotCheckProblem = "missing" | "wrongAnswer" | "failed" | "unavailable";

export function isMissing(submitted: SubmittedBotCheck): boolean {
  return submitted.botCheckToken === "" || submitted.botCheckAnswer === "";
}

/** The problem a platform refusal names, or null when the refusal is not about the bot check. */
export function botCheckProblemOf(answer: PlatformAnswer<unknown>): BotCheckProblem | null {
  if (answer === null) return "unavailable";
  if (answer.ok) return null;
  if (answer.status !== 400) return null;
  if ("botCheckAnswer" in answer.fieldErrors) return "wrongAnswer";
  if ("botCheckToken" in answer.fieldErrors) return "failed";
  return null;
}

/** Verifies a form's check with the platform and uses it up (forms the site keeps itself). */
export async function verifyBotCheck(platform: PlatformClient, submitted: SubmittedBotCheck): Promise<BotCheckProblem | null> {
  if (isMissing(submitted)) return "missing";
  const answer = await platform.post(BOTCHECK_PATH, { ...submitted }, z.object({ verified: z.literal(true) }));
  if (answer?.ok) return null;
  return botCheckProblemOf(answer) ?? (answer === null || answer.status >= 500 ? "unavailable" : "failed");
}
