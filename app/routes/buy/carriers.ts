/**
 * GET /buy-online/carriers: the carrier ids whose Buy now leads into the buy-online flow for this
 * brand (carrier configuration `purchaseFlow: "online"`, doc3 §3), for the quote cards.
 */
import type { LoaderFunctionArgs } from "react-router";
import { carrierConfigurations } from "~/.server/content/carrier-config";

export async function loader({ context }: LoaderFunctionArgs) {
  const online = (await carrierConfigurations(context)).filter((c) => c.purchaseFlow === "online").map((c) => c.carrierId);
  return Response.json({ carrierIds: online }, { headers: { "Cache-Control": "private, max-age=60" } });
}
