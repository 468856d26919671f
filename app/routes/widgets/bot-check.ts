/**
 * GET /bot-check: a fresh bot check for the visitor's browser, relayed
 * from the platform, which issues it on the visitor's behalf. The answer is what the `altcha` widget
 * fetches (`parameters` and `signature` of an ALTCHA challenge) plus `fallback`, the question
 * ("What is a + b?") a page shows when the widget cannot run; the page asks for that question with a
 * fetcher (typed from `clientLoader`), the widget and any other caller read the same JSON. Never
 * stored by a cache.
 */
import { data } from "react-router";
import { askBotCheck, questionOf } from "~/.server/platform/botcheck";
import { siteContext } from "~/.server/site-context";
import { orUnanswered } from "~/components/forms/unanswered";
import type { Route } from "./+types/bot-check";

const NO_STORE = { "Cache-Control": "no-store" };

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const check = await askBotCheck(site.platform());
  if (!check) return data({ message: "The bot check is unavailable. Please try again in a moment." }, { status: 503, headers: NO_STORE });
  return data({ ...check.challenge, fallback: questionOf(check) }, { headers: NO_STORE });
}

/** The page's fetcher's answer (`.data`) is cached as the JSON is. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/**
 * Asked for when the page needs a new question: a form the page sends does not ask again (each
 * answer is a new check the platform issues).
 */
export function shouldRevalidate() {
  return false;
}

/** In the browser: a check the site did not give (no network, a server error) leaves the form without a question, not an error page. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => orUnanswered(() => serverLoader());
