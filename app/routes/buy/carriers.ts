/**
 * GET /buy-online/carriers: the carrier ids whose Buy now leads into the buy-online flow
 * (`carrierIds`, carrier configuration `purchaseFlow: "online"`) and into the follow-up form
 * (`followUp`, `purchaseFlow: "followUp"`) for this brand (doc3 §3), for the quote cards, which
 * read it with a fetcher (app/components/results-buy-now.tsx).
 */
import { data, type ClientLoaderFunctionArgs, type HeadersArgs, type LoaderFunctionArgs } from "react-router";
import { carrierConfigurations } from "~/.server/content/carrier-config";
import { orUnanswered } from "~/components/forms/unanswered";

export async function loader({ context }: LoaderFunctionArgs) {
  const carriers = await carrierConfigurations(context);
  const ids = (flow: "online" | "followUp") => carriers.filter((c) => c.purchaseFlow === flow).map((c) => c.carrierId);
  return data({ carrierIds: ids("online"), followUp: ids("followUp") }, { headers: { "Cache-Control": "private, max-age=60" } });
}

/** The page's fetcher's answer (`.data`) is kept as the JSON is. */
export function headers({ loaderHeaders }: HeadersArgs) {
  return loaderHeaders;
}

/** Read once by the cards: a form the page sends later does not ask again. */
export function shouldRevalidate() {
  return false;
}

/** In the browser: a request the site did not answer (no network, a server error) leaves every carrier on its own Buy now, not an error page. */
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) => orUnanswered(() => serverLoader<typeof loader>());
