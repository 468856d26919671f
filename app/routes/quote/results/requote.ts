/**
 * POST /quote/results/requote (transactionId): fresh quotes from a saved transaction (doc2 §4
 * "requote ... can fill the whole form from a saved transaction"). Only the transaction the
 * session names (found by phone and date of birth, or loaded after owner verification) can be
 * requoted. The platform copies it into a new transaction effective today, which is submitted
 * for rating with the brand's carriers as the CMS has them now; the draft is filled from it at the quote stage, and the session now names the new
 * transaction, so its cards stream in like any quote. At most 30 requotes per address per 15 minutes.
 */
import type { ActionFunctionArgs } from "react-router";
import { readForm } from "~/.server/form-data";
import { resourceAnswerForPage } from "~/.server/form-refusal";
import { carrierTerms } from "~/.server/content/carrier-config";
import { commitSession, getSession } from "~/.server/session";
import { siteContext } from "~/.server/site-context";
import { logger } from "~/.server/logger";
import { loadDraft, saveDraft } from "../draft-store.server";
import { draftFromSavedTransaction } from "../mapping.server";
import { requoteTransaction, submitTransaction } from "../platform.server";
import { visitorMayAct } from "~/.server/platform/visitor-limits";
import { clientForResults } from "../endpoint.server";
import { forbidden, idSchema, json, notFound, sessionTransaction } from "./results.server";

/** The page's own requote reads a refusal as 200 (app/.server/form-refusal.ts); any other caller gets the 4xx. */
export async function action(args: ActionFunctionArgs) {
  return resourceAnswerForPage(args.request, await requote(args));
}

async function requote({ request, context, params }: ActionFunctionArgs): Promise<Response> {
  const site = context.get(siteContext);
  const platform = clientForResults(site, request, params);
  if (!platform) return notFound();
  const form = await readForm(request);
  const asked = idSchema.safeParse(form.get("transactionId"));
  if (!asked.success) return json({ ok: false, error: "invalid" }, { status: 400 });
  const session = await getSession(request);
  const saved = sessionTransaction(session, asked.data);
  if (!saved) return forbidden();
  if (!(await visitorMayAct(platform, "requotes"))) return json({ ok: false, error: "limited" }, { status: 429 });

  const requoted = await requoteTransaction(platform, saved);
  if (!requoted?.ok) return json({ ok: false, error: "failed" });
  const submitted = await submitTransaction(platform, requoted.data.transactionId, carrierTerms(await site.content.carriers(site.brand.code)));
  if (!submitted?.ok) return json({ ok: false, error: "failed" });
  const transactionId = submitted.data.transactionId;

  const { draft: current } = await loadDraft(platform, session);
  const state = String((requoted.data.transaction.customer as { address?: { state?: unknown } }).address?.state ?? "");
  const filled = await draftFromSavedTransaction(platform, requoted.data.transaction, current.mileageRequired || state.toUpperCase() === "CA");
  session.set("transactionId", transactionId);
  const kept = await saveDraft(platform, session, { ...filled, step: "quotes", completed: ["driver", "vehicle", "policy"], transactionId });
  if (!kept) logger().warn({ trackId: site.trackId }, "Requote draft not saved");
  return json({ ok: true, transactionId }, { headers: { "Set-Cookie": await commitSession(request, session) } });
}
