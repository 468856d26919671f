/**
 * The sandbox carrier page a buy-now link points at for the sample carriers: it shows the quote
 * and a button that "buys" it (a fictional policy number), so the whole flow runs offline.
 * - GET  /sandbox/carrier/{sessionId}
 * - POST /sandbox/carrier/{sessionId}/complete
 */
import { randomInt } from "node:crypto";
import { z } from "zod";
import type { Api } from "../http/route.ts";
import { nowIso } from "../db/index.ts";
import type { PlatformContext } from "../services/context.ts";
import { ratesOf } from "../services/results.ts";
import { completeBuySession, findBuySession, getRateResult } from "../repositories/rate-results.ts";

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (value: number) => `$${value.toFixed(2)}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5"><p style="background:#fff3cd;padding:.5rem 1rem;border-radius:.5rem">Sandbox carrier page: nothing here is a real policy or payment.</p>${body}</body></html>`;
}

export function registerSandboxRoutes(api: Api, ctx: PlatformContext): void {
  const params = z.object({ sessionId: z.string().regex(/^buy_[A-Za-z0-9_-]{10,40}$/, "must be a buy-now session id") });

  async function load(sessionId: string) {
    const session = await findBuySession(ctx.db, sessionId);
    if (!session) return null;
    const row = await getRateResult(ctx.db, session.rate_quote_id);
    return { session, rate: ratesOf(row, false)[0] };
  }

  api.route({
    method: "get",
    path: "/sandbox/carrier/:sessionId",
    tags: ["sandbox"],
    summary: "Sandbox carrier purchase page (HTML)",
    auth: "none",
    header: false,
    raw: true,
    errorStatuses: [404],
    params,
    handler: async ({ params: p, res }) => {
      const found = await load(p.sessionId);
      if (!found || !found.rate || found.session.expires_at <= nowIso(ctx.now())) {
        res.status(404).type("html").send(page("Link expired", "<h1>This purchase link has expired</h1><p>Go back to your quotes and choose Buy again.</p>"));
        return;
      }
      const { session, rate } = found;
      const done = session.policy_number
        ? `<h2>Purchased</h2><p>Policy number <strong>${escape(session.policy_number)}</strong>.</p>`
        : `<form method="post" action="/sandbox/carrier/${escape(session.id)}/complete"><button type="submit" style="font-size:1.1rem;padding:.6rem 1.2rem">Buy this policy (sandbox)</button></form>`;
      res
        .status(200)
        .type("html")
        .send(
          page(
            `${rate.companyName}: buy your policy`,
            `<h1>${escape(rate.companyName)}</h1><p>Quote ${escape(rate.quoteNumber)}, ${rate.term} months from ${escape(rate.effectiveDate)}.</p>
<p>Total premium <strong>${money(rate.totalPremium)}</strong>; ${escape(rate.payPlanDescription)}: down payment ${money(rate.payPlanDownPayment)}${rate.payPlanNumOfPayments > 0 ? `, then ${rate.payPlanNumOfPayments} × ${money(rate.payPlanPaymentAmount)}` : ""}.</p>${done}`,
          ),
        );
    },
  });

  api.route({
    method: "post",
    path: "/sandbox/carrier/:sessionId/complete",
    tags: ["sandbox"],
    summary: "Sandbox purchase (HTML form post)",
    auth: "none",
    header: false,
    raw: true,
    errorStatuses: [404],
    params,
    handler: async ({ params: p, res }) => {
      const found = await load(p.sessionId);
      if (!found || found.session.expires_at <= nowIso(ctx.now())) {
        res.status(404).type("html").send(page("Link expired", "<h1>This purchase link has expired</h1>"));
        return;
      }
      const number = found.session.policy_number ?? `SBX-${found.session.carrier_id.slice(0, 3).toUpperCase()}-${randomInt(100000, 999999)}`;
      await completeBuySession(ctx.db, found.session.id, number, nowIso(ctx.now()));
      res.redirect(303, `/sandbox/carrier/${encodeURIComponent(found.session.id)}`);
    },
  });
}
