/**
 * GET /bot-check: a fresh bot check for the visitor's browser, relayed
 * from the platform, which issues it on the visitor's behalf. The answer is what the `altcha` widget
 * fetches (`parameters` and `signature` of an ALTCHA challenge) plus `fallback`, the question
 * ("What is a + b?") a page shows when the widget cannot run. Never stored by a cache.
 */
import { askBotCheck, questionOf } from "~/.server/platform/botcheck";
import { siteContext } from "~/.server/site-context";
import type { Route } from "./+types/bot-check";

const NO_STORE = { "Cache-Control": "no-store" };

export async function loader({ context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const check = await askBotCheck(site.platform());
  if (!check) return Response.json({ message: "The bot check is unavailable. Please try again in a moment." }, { status: 503, headers: NO_STORE });
  return Response.json({ ...check.challenge, fallback: questionOf(check) }, { headers: NO_STORE });
}
