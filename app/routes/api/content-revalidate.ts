/**
 * Sanity's webhook after a publish: `POST /api/content/revalidate`, signed with
 * SANITY_WEBHOOK_SECRET (header `sanity-webhook-signature`, Sanity's HMAC-SHA256 scheme, checked
 * by @sanity/webhook). A good signature makes the content cache fetch again before answering;
 * Sanity failing meanwhile leaves the last good content in place. docs/content.md says how to
 * set the webhook up.
 */
import { SIGNATURE_HEADER_NAME, isValidSignature } from "@sanity/webhook";
import { env } from "~/.server/env";
import { getContentSource } from "~/.server/content";
import type { Route } from "./+types/content-revalidate";

/** Sanity's webhook bodies are small projections; anything larger is not from it. */
const MAX_BODY_BYTES = 256 * 1024;

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return answer(405, { error: "Use POST" });
  const secret = env().SANITY_WEBHOOK_SECRET;
  if (!secret) return answer(503, { error: "Content revalidation is not configured: set SANITY_WEBHOOK_SECRET" });
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY_BYTES) return answer(413, { error: "Body too large" });

  const signature = request.headers.get(SIGNATURE_HEADER_NAME);
  if (!signature) return answer(401, { error: `Missing ${SIGNATURE_HEADER_NAME} header` });
  const body = await request.text();
  if (Buffer.byteLength(body) > MAX_BODY_BYTES) return answer(413, { error: "Body too large" });
  const valid = await isValidSignature(body, signature, secret).catch(() => false);
  if (!valid) return answer(401, { error: "Invalid signature" });

  const content = getContentSource();
  await content.revalidate();
  return answer(200, { revalidated: true, source: content.kind });
}

export function loader() {
  return answer(405, { error: "Use POST" });
}
