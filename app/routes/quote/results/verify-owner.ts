/**
 * POST /quote/results/verify-owner (rateQuoteId, dob): the verify-quote-owner modal (doc2 §4, §8).
 * The platform counts the attempts per quote: 3, or the brand's owner-verification attempts (doc2
 * §9), which this action sends as MaxAttempts; it turns the platform's answer into the outcome
 * (loaded, mismatch, reset, or the server's message) and, when verified, lets the session see
 * the quote's transaction. At most 20 checks per address per 15 minutes.
 */
import type { ActionFunctionArgs, ClientActionFunctionArgs } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import { readForm } from "~/.server/form-data";
import { parseWithZod } from "@conform-to/zod/v4";
import { verifyQuoteOwner } from "~/.server/platform/quote-results";
import { commitSession, getSession } from "~/.server/session";
import { siteContext, type SiteContext } from "~/.server/site-context";
import { orUnanswered } from "~/components/forms/unanswered";
import { ownerVerificationAttempts, verifyOwnerOutcome, verifyOwnerSchema, type VerifyOwnerOutcome } from "~/domain/quote/lookup-forms";
import { clientForResults } from "../endpoint.server";
import { answer, notFoundAnswer } from "./answer.server";
import { idSchema } from "./results.server";

/** The brand's owner-verification attempts (doc2 §9); the standard 3 when its settings cannot be read, so the check still runs. */
async function brandAttempts(site: SiteContext): Promise<number> {
  try {
    return ownerVerificationAttempts((await site.content.flowSettings("quoteSettings", site.brand.code)).ownerVerificationAttempts);
  } catch {
    return ownerVerificationAttempts(undefined);
  }
}

/** What the check answers (the page's fetcher reads it typed; any other caller as JSON): the outcome, or null with the field's errors. */
type CheckAnswer = { outcome: VerifyOwnerOutcome; transactionId?: string } | { outcome: null; result: SubmissionResult<string[]> };

const reply = (body: CheckAnswer, status?: number, headers?: Record<string, string>) => answer(body, status, headers);

/**
 * A refused check (a bad date, too many checks) answers its 4xx; the page's own fetcher reads it
 * as 200 with `X-Form-Refused` (app/.server/form-refusal.ts).
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const site = context.get(siteContext);
  const platform = clientForResults(site, request, params);
  if (!platform) return notFoundAnswer();
  const formData = await readForm(request);
  const rateQuoteId = idSchema.safeParse(formData.get("rateQuoteId"));
  const submission = parseWithZod(formData, { schema: verifyOwnerSchema() });
  if (!rateQuoteId.success) return reply({ outcome: { kind: "reset" } });
  if (submission.status !== "success") return reply({ outcome: null, result: submission.reply() }, 400);

  const maxAttempts = await brandAttempts(site);
  const answer = await verifyQuoteOwner(platform, { rateQuoteId: rateQuoteId.data, dob: submission.value.dob, maxAttempts });
  if (answer?.ok) {
    const attempt = maxAttempts - answer.data.attemptsLeft;
    const outcome = verifyOwnerOutcome({ isSuccess: true, isMatch: answer.data.isMatch }, answer.data.isMatch ? 1 : attempt, maxAttempts);
    if (outcome.kind === "loaded" && answer.data.rate) {
      const session = await getSession(request);
      session.set("transactionId", answer.data.rate.transactionID);
      session.set("verifiedQuotes", [...new Set([...(session.get("verifiedQuotes") ?? []), rateQuoteId.data])].slice(-20));
      return reply({ outcome, transactionId: answer.data.rate.transactionID }, 200, { "Set-Cookie": await commitSession(request, session) });
    }
    return reply({ outcome });
  }
  // 429: the platform already counted the transaction's last failure, or the visitor's checks are spent
  // (OWNER_CHECKS_PER_15_MIN, counted per visitor by the platform).
  if (answer?.status === 429 && !/attempt/i.test(answer.message))
    return reply({ outcome: { kind: "failed", message: "quotes.verify.tooMany", attemptsLeft: 0 } }, 429);
  const attempt = answer?.status === 429 ? maxAttempts : 1;
  return reply({ outcome: verifyOwnerOutcome(answer ? { isSuccess: false, message: answer.message } : null, attempt, maxAttempts) });
}

/** In the browser: a check the site did not answer (no network, a server error) is a failed one, not an error page. */
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => orUnanswered(() => serverAction<typeof action>());
