/**
 * POST /quote/results/verify-owner (rateQuoteId, dob): the verify-quote-owner modal (doc2 §4, §8).
 * The platform counts the attempts per quote: 3, or the brand's owner-verification attempts (doc2
 * §9), which this action sends as MaxAttempts; it turns the platform's answer into the outcome
 * (loaded, mismatch, reset, or the server's message) and, when verified, lets the session see
 * the quote's transaction. At most 20 checks per address per 15 minutes.
 */
import type { ActionFunctionArgs } from "react-router";
import { readForm } from "~/.server/form-data";
import { resourceAnswerForPage } from "~/.server/form-refusal";
import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { commitSession, getSession } from "~/.server/session";
import { siteContext, type SiteContext } from "~/.server/site-context";
import { ownerVerificationAttempts, verifyOwnerOutcome, verifyOwnerSchema } from "~/domain/quote/lookup-forms";
import { clientForResults } from "../endpoint.server";
import { idSchema, json, notFound } from "./results.server";

/** The brand's owner-verification attempts (doc2 §9); the standard 3 when its settings cannot be read, so the check still runs. */
async function brandAttempts(site: SiteContext): Promise<number> {
  try {
    return ownerVerificationAttempts((await site.content.flowSettings("quoteSettings", site.brand.code)).ownerVerificationAttempts);
  } catch {
    return ownerVerificationAttempts(undefined);
  }
}

const verifyAnswer = z.object({ isMatch: z.boolean(), attemptsLeft: z.number(), rate: z.object({ transactionID: z.string() }).loose().optional() });

/** The page's own check of the owner reads a refusal as 200 (app/.server/form-refusal.ts); any other caller gets the 4xx. */
export async function action(args: ActionFunctionArgs) {
  return resourceAnswerForPage(args.request, await verify(args));
}

async function verify({ request, context, params }: ActionFunctionArgs): Promise<Response> {
  const site = context.get(siteContext);
  const platform = clientForResults(site, request, params);
  if (!platform) return notFound();
  const formData = await readForm(request);
  const rateQuoteId = idSchema.safeParse(formData.get("rateQuoteId"));
  const submission = parseWithZod(formData, { schema: verifyOwnerSchema() });
  if (!rateQuoteId.success) return json({ outcome: { kind: "reset" } });
  if (submission.status !== "success") return json({ outcome: null, result: submission.reply() }, { status: 400 });

  const maxAttempts = await brandAttempts(site);
  const answer = await platform.post(
    "/opapi/quote/verifyquoteowner",
    { RateQuoteId: rateQuoteId.data, DateOfBirth: submission.value.dob, MaxAttempts: maxAttempts },
    verifyAnswer,
    { logContext: { rateQuoteId: rateQuoteId.data } },
  );
  if (answer?.ok) {
    const attempt = maxAttempts - answer.data.attemptsLeft;
    const outcome = verifyOwnerOutcome({ isSuccess: true, isMatch: answer.data.isMatch }, answer.data.isMatch ? 1 : attempt, maxAttempts);
    if (outcome.kind === "loaded" && answer.data.rate) {
      const session = await getSession(request);
      session.set("transactionId", answer.data.rate.transactionID);
      session.set("verifiedQuotes", [...new Set([...(session.get("verifiedQuotes") ?? []), rateQuoteId.data])].slice(-20));
      return json({ outcome, transactionId: answer.data.rate.transactionID }, { headers: { "Set-Cookie": await commitSession(request, session) } });
    }
    return json({ outcome });
  }
  // 429: the platform already counted the transaction's last failure, or the visitor's checks are spent
  // (OWNER_CHECKS_PER_15_MIN, counted per visitor by the platform).
  if (answer?.status === 429 && !/attempt/i.test(answer.message))
    return json({ outcome: { kind: "failed", message: "quotes.verify.tooMany", attemptsLeft: 0 } }, { status: 429 });
  const attempt = answer?.status === 429 ? maxAttempts : 1;
  return json({ outcome: verifyOwnerOutcome(answer ? { isSuccess: false, message: answer.message } : null, attempt, maxAttempts) });
}
