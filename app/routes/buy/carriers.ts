/**
 * GET /buy-online/carriers: the carrier ids whose Buy now leads into the buy-online flow
 * (`carrierIds`, carrier configuration `purchaseFlow: "online"`) and into the follow-up form
 * (`followUp`, `purchaseFlow: "followUp"`) for this brand (doc3 §3), for the quote cards.
 */
import type { LoaderFunctionArgs } from "react-router";
import { carrierConfigurations } from "~/.server/content/carrier-config";

export async function loader({ context }: LoaderFunctionArgs) {
  const carriers = await carrierConfigurations(context);
  const ids = (flow: "online" | "followUp") => carriers.filter((c) => c.purchaseFlow === flow).map((c) => c.carrierId);
  return Response.json({ carrierIds: ids("online"), followUp: ids("followUp") }, { headers: { "Cache-Control": "private, max-age=60" } });
}
