/**
 * GET /portal/redemption?id=…: one of the signed-in customer's redemptions (the rewards tab's
 * view-details window, doc3 §2.7): the gift card's name, value, code and pin. The platform answers
 * only the session's customer's redemptions (404 for anyone else's); signed out → 401; a bad id → 400.
 */
import { data, type LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { requestSession } from "~/.server/session";
import { siteContext } from "~/.server/site-context";
import { clientFor, isCalifornia } from "~/.server/platform/account";
import { customerOf } from "../account/session.server";
import { getRedemption } from "~/.server/platform/portal";

const idSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,100}$/);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const customer = customerOf(await requestSession(request, context));
  if (!customer) return data({ ok: false as const, message: "Not signed in." }, { status: 401 });
  const id = idSchema.safeParse(url.searchParams.get("id") ?? "");
  if (!id.success) return data({ ok: false as const, message: "id must be a redemption id.", fieldErrors: { id: "portal.errors.required" } }, { status: 400 });
  const site = context.get(siteContext);
  const answer = await getRedemption(clientFor(site, isCalifornia(customer.state) ? "ca" : "main"), customer.token, id.data);
  if (!answer?.ok) {
    const status = answer?.status === 401 || answer?.status === 403 ? 401 : answer?.status === 404 ? 404 : 502;
    return data({ ok: false as const, message: answer?.message ?? "No answer." }, { status });
  }
  const giveaway = answer.data.awardedGiveaways[0];
  return data(
    {
      ok: true as const,
      name: answer.data.name,
      cardValue: answer.data.cardValue,
      created: answer.data.created,
      code: giveaway?.code ?? "",
      pin: giveaway?.attributes.cvv_Pin ?? null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
