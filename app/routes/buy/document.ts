/**
 * GET /buy-online/document?transactionId&carrierId&type=1|2[&inline=1]: a policy document of the
 * visitor's own purchase as a PDF (doc3 §2.1 sold: download and print; §7.1 policy documents,
 * documentType 1 the declarations page, 2 the ID card). Reading only.
 */
import type { LoaderFunctionArgs } from "react-router";
import { carrierConfiguration } from "~/.server/content/carrier-config";
import { requestSession } from "~/.server/session";
import { siteContext } from "~/.server/site-context";
import { readFlowParams } from "~/domain/buy/flow";
import * as buy from "~/.server/platform/buy";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const params = readFlowParams(url.searchParams);
  const type = Number(url.searchParams.get("type"));
  if (type !== 1 && type !== 2) return new Response("type must be 1 or 2", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const own = (await requestSession(request, context)).get("transactionId");
  if (!own || params.transactionId !== own || !params.carrierId) return notFound();
  if ((await carrierConfiguration(context, params.carrierId)).purchaseFlow !== "online") return notFound();
  const platform = context.get(siteContext).platform();
  const status = await buy.buyNowStatus(platform, own, params.carrierId);
  if (!status?.ok) return notFound();
  let policyNumber = status.data.buyNowStatusResponse.policyNumber;
  if (!policyNumber) {
    const docs = await buy.esignDocuments(platform, {
      transactionId: own,
      carrierId: params.carrierId,
      quoteNumber: status.data.buyNowStatusResponse.quoteNumber,
    });
    policyNumber = docs?.ok ? docs.data.policyNumber : "";
  }
  if (!policyNumber) return notFound();
  const answer = await buy.policyDocuments(platform, { carrierId: params.carrierId, policyNumber, documentType: type, transactionId: own });
  if (!answer?.ok)
    return answer && answer.status < 500 ? notFound() : new Response("The document service is not answering. Please try again.", { status: 503 });
  const bytes = buy.documentBytes(answer.data);
  const fileName = answer.data.fileName.replace(/[^A-Za-z0-9._-]/g, "_") || `policy-${type}.pdf`;
  return new Response(Buffer.from(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `${url.searchParams.get("inline") === "1" ? "inline" : "attachment"}; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
