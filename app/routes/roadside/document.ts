/**
 * The roadside membership document (a PDF) of the buyer's own transaction: with `?key=` (the
 * document link of the return page and the e-mail) or, without it, the buyer's key this browser
 * holds. Reads only; anything else is a 404.
 */
import { siteContext } from "~/.server/site-context";
import type { Route } from "./+types/document";
import { buyerKeyOf } from "./buyer.server";
import { membershipDocument, TRANSACTION_ID } from "~/.server/platform/roadside";

const KEY = /^[A-Za-z0-9_-]{20,100}$/;

export async function loader({ request, context, params, url }: Route.LoaderArgs) {
  const transactionId = params.transactionId;
  const given = url.searchParams.get("key");
  const key = TRANSACTION_ID.test(transactionId) ? (given && KEY.test(given) ? given : buyerKeyOf(request, url, transactionId)) : null;
  const answer = key ? await membershipDocument(context.get(siteContext).platform(), transactionId, key) : null;
  if (!answer?.ok) {
    const status = answer === null && key ? 503 : 404;
    return new Response(status === 404 ? "Not found" : "The document is not available right now. Please try again.", {
      status,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" },
    });
  }
  const fileName = answer.data.fileName.replace(/[^A-Za-z0-9._-]/g, "");
  return new Response(Buffer.from(answer.data.pdf, "base64"), {
    status: 200,
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
