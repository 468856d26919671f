/**
 * The declarations page (PDF) of the renters policy bought on a quote this browser made (the
 * confirmation's download link and the e-mail's). Another browser's transaction id: 404. Reads only.
 */
import { siteContext } from "~/.server/site-context";
import type { Route } from "./+types/declarations";
import { declarations } from "~/.server/platform/renters";
import { holdsQuote } from "./quotes.server";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const transactionId = url.searchParams.get("transactionId") ?? "";
  const answer = holdsQuote(request, url, transactionId) ? await declarations(context.get(siteContext).platform(), transactionId) : undefined;
  if (!answer?.ok) {
    const status = answer === null ? 503 : 404;
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
