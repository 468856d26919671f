/**
 * GET /portal/points?offset=N: the next page (50) of the signed-in customer's points history, for
 * the rewards tab's Show More (doc3 §9). Answers only the session's customer's points; a
 * signed-out visitor gets 401, a bad offset 400.
 */
import { data, type LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { requestSession } from "~/.server/session";
import { siteContext } from "~/.server/site-context";
import { clientFor, isCalifornia } from "~/.server/platform/account";
import { customerOf } from "../account/session.server";
import { getPointsTransactions } from "~/.server/platform/portal";

const querySchema = z.object({ offset: z.coerce.number().int().min(0).max(1_000_000) });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const customer = customerOf(await requestSession(request, context));
  if (!customer) return data({ ok: false as const, message: "Not signed in." }, { status: 401 });
  const parsed = querySchema.safeParse({ offset: url.searchParams.get("offset") ?? "0" });
  if (!parsed.success)
    return data({ ok: false as const, message: "offset must be a whole number from 0.", fieldErrors: { offset: "portal.errors.offset" } }, { status: 400 });
  const site = context.get(siteContext);
  const answer = await getPointsTransactions(clientFor(site, isCalifornia(customer.state) ? "ca" : "main"), customer.token, parsed.data.offset);
  if (!answer?.ok)
    return data({ ok: false as const, message: answer?.message ?? "No answer." }, { status: answer?.status === 401 || answer?.status === 403 ? 401 : 502 });
  return data({ ok: true as const, ...answer.data }, { headers: { "Cache-Control": "private, no-store" } });
}
