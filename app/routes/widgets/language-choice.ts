/**
 * doc1 §2 language switch popup: whether the visitor has already chosen a language (the
 * `visited_site` cookie, which the page's script cannot read). Answers `{ chosen }` only; the
 * popup reads it with a fetcher (typed from `clientLoader`), any other caller as JSON.
 */
import { data } from "react-router";
import { LANGUAGE_COOKIE } from "~/.server/resolve-site";
import { readCookie } from "~/.server/site-context";
import { orUnanswered } from "~/components/forms/unanswered";
import { languageSchema } from "~/domain/site-schemas";
import type { Route } from "./+types/language-choice";

export function loader({ request }: Route.LoaderArgs) {
  const stored = readCookie(request.headers.get("cookie"), LANGUAGE_COOKIE);
  return data({ chosen: languageSchema.safeParse(stored).success }, { headers: { "Cache-Control": "private, no-store" } });
}

/** The page's fetcher's answer (`.data`) is cached as the JSON is. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Asked for once per page: a form the page sends does not ask again. */
export function shouldRevalidate() {
  return false;
}

/** In the browser: a question the site did not answer (no network, a server error) offers nothing, and shows no error page. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => orUnanswered(() => serverLoader());
