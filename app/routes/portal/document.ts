/**
 * GET /portal/documents/:policyId/:documentId (and /es/…): one of the signed-in customer's policy
 * documents as a PDF download (doc3 §2.1 sold: download and print; §2.3; §2.7 portal policies;
 * §7.6), in the page's language. The customer comes from the session, never from the browser; the
 * platform answers only that customer's policies (another customer's id: 404, as an unknown one).
 * Signed out: the sign-in page, with this address to come back to. Reading only.
 */
import type { LoaderFunctionArgs } from "react-router";
import { siteContext } from "~/.server/site-context";
import { POLICY_DOCUMENT_IDS } from "~/components/portal/policy-documents";
import { getPolicyDocument } from "~/.server/platform/portal";
import { requireAnswer, requireCustomer } from "./session.server";

const POLICY_ID = /^[A-Za-z0-9_-]{1,100}$/;
const text = (status: number, body: string) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { customer, client } = await requireCustomer(request, context, url);
  const policyId = params.policyId ?? "";
  const documentId = params.documentId ?? "";
  if (!POLICY_ID.test(policyId)) return text(400, "policyId must be a policy id.");
  if (!(POLICY_DOCUMENT_IDS as readonly string[]).includes(documentId)) return text(400, `documentId must be one of ${POLICY_DOCUMENT_IDS.join(", ")}.`);
  const answer = await getPolicyDocument(client, customer.token, policyId, documentId);
  requireAnswer(answer, url, context.get(siteContext).lang);
  if (!answer?.ok) return answer && answer.status < 500 ? text(404, "Not found") : text(503, "The document service is not answering. Please try again.");
  const fileName = answer.data.fileName.replace(/[^A-Za-z0-9._-]/g, "_") || `${documentId}.pdf`;
  return new Response(Buffer.from(answer.data.document, "base64"), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
