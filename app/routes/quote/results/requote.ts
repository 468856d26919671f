/**
 * POST /quote/results/requote (transactionId): fresh quotes from a saved transaction (doc2 §4
 * "requote ... can fill the whole form from a saved transaction"). Only the transaction the
 * session names (found by phone and date of birth, or loaded after owner verification) can be
 * requoted. The platform copies it into a new transaction effective today, which is submitted
 * for rating with the brand's carriers as the CMS has them now; the draft is filled from it at the quote stage, and the session now names the new
 * transaction, so its cards stream in like any quote. At most 30 requotes per address per 15 minutes.
 */
import type { ActionFunctionArgs, ClientActionFunctionArgs } from "react-router";
import { readForm } from "~/.server/form-data";
import { carrierTerms } from "~/.server/content/carrier-config";
import { commitSession, getSession } from "~/.server/session";
import { siteContext } from "~/.server/site-context";
import { logger } from "~/.server/logger";
import { orUnanswered } from "~/components/forms/unanswered";
import { loadDraft, saveDraft } from "../draft-store.server";
import { draftFromSavedTransaction } from "../mapping.server";
import { requoteTransaction, submitTransaction } from "~/.server/platform/quote";
import { visitorMayAct } from "~/.server/platform/visitor-limits";
import { clientForResults } from "../endpoint.server";
import { answer, forbiddenAnswer, notFoundAnswer } from "./answer.server";
import { idSchema, sessionTransaction } from "./results.server";

/** What a requote answers (the page's fetcher reads it typed; any other caller as JSON). */
type RequoteAnswer = { ok: true; transactionId: string } | { ok: false; error: "invalid" | "limited" | "failed" };

const reply = (body: RequoteAnswer, status?: number, headers?: Record<string, string>) => answer(body, status, headers);

/**
 * A refused requote (a bad id, too many requotes) answers its 4xx; the page's own fetcher reads it
 * as 200 with `X-Form-Refused` (app/.server/form-refusal.ts).
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const site = context.get(siteContext);
  const platform = clientForResults(site, request, params);
  if (!platform) return notFoundAnswer();
  const form = await readForm(request);
  const asked = idSchema.safeParse(form.get("transactionId"));
  if (!asked.success) return reply({ ok: false, error: "invalid" }, 400);
  const session = await getSession(request);
  const saved = sessionTransaction(session, asked.data);
  if (!saved) return forbiddenAnswer();
  if (!(await visitorMayAct(platform, "requotes"))) return reply({ ok: false, error: "limited" }, 429);

  const requoted = await requoteTransaction(platform, saved);
  if (!requoted?.ok) return reply({ ok: false, error: "failed" });
  const submitted = await submitTransaction(platform, requoted.data.transactionId, carrierTerms(await site.content.carriers(site.brand.code)));
  if (!submitted?.ok) return reply({ ok: false, error: "failed" });
  const transactionId = submitted.data.transactionId;

  const { draft: current } = await loadDraft(platform, session);
  const state = String((requoted.data.transaction.customer as { address?: { state?: unknown } }).address?.state ?? "");
  const filled = await draftFromSavedTransaction(platform, requoted.data.transaction, current.mileageRequired || state.toUpperCase() === "CA");
  session.set("transactionId", transactionId);
  const kept = await saveDraft(platform, session, { ...filled, step: "quotes", completed: ["driver", "vehicle", "policy"], transactionId });
  if (!kept) logger().warn({ trackId: site.trackId }, "Requote draft not saved");
  return reply({ ok: true, transactionId }, 200, { "Set-Cookie": await commitSession(request, session) });
}

/** In the browser: a requote the site did not answer (no network, a server error) is a failed one, not an error page. */
export const clientAction = ({ serverAction }: ClientActionFunctionArgs) => orUnanswered(() => serverAction<typeof action>());
