/**
 * GET /quote/results/config: what the results stage reads once: the brand's quote settings
 * (waits, card limits, call-to-action days; doc2 §9) and whether an agent can chat now (the
 * idle-agent check, doc2 §7, for a brand with a chat provider page). The page reads it with a
 * fetcher (app/routes/quote/results/use-config.ts).
 */
import type { ClientLoaderFunctionArgs, HeadersArgs, LoaderFunctionArgs } from "react-router";
import { siteContext } from "~/.server/site-context";
import { orUnanswered } from "~/components/forms/unanswered";
import { chatAvailable } from "~/domain/quote/agent-contact";
import { clientForResults } from "../endpoint.server";
import { answer, notFoundAnswer } from "./answer.server";
import { idleAgents } from "./results.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const site = context.get(siteContext);
  const platform = clientForResults(site, request, params);
  if (!platform) return notFoundAnswer();
  const [settings, agents] = await Promise.all([site.content.flowSettings("quoteSettings", site.brand.code), idleAgents(platform, site.brand.code)]);
  return answer({
    // A chat is offered only where the brand has a chat provider, and only while an agent is idle.
    chatAvailable: settings.chatUrl !== "" && chatAvailable(agents),
    chatUrl: settings.chatUrl,
    settings: {
      waitSeconds: settings.waitSeconds,
      longerWaitAfterSeconds: settings.longerMessageSeconds,
      pollingSeconds: settings.pollingSeconds,
      intermediateWaitSeconds: settings.intermediateWaitSeconds,
      maxCards: settings.maxCards,
      showMorePageSize: settings.showMorePageSize,
      maxBolModal: settings.maxBolModal,
      ctaDays: settings.ctaDays,
      scrollThresholdPx: settings.scrollThresholdPx,
      mobileWidthPx: settings.mobileWidthPx,
      previousQuoteGiveUpSeconds: settings.previousQuoteGiveUpSeconds,
    },
  });
}

/** The page's fetcher's answer (`.data`) is kept as the JSON is. */
export function headers({ loaderHeaders }: HeadersArgs) {
  return loaderHeaders;
}

/** Read once: a form the page sends later does not ask for the settings again. */
export function shouldRevalidate() {
  return false;
}

/** In the browser: a request the site did not answer (no network, a server error) leaves the default settings, not an error page. */
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) => orUnanswered(() => serverLoader<typeof loader>());
