/**
 * doc1 §2 language switch popup: whether the visitor has already chosen a language (the
 * `visited_site` cookie, which the page's script cannot read). Answers `{ chosen }` only.
 */
import { LANGUAGE_COOKIE } from "~/.server/resolve-site";
import { readCookie } from "~/.server/site-context";
import { languageSchema } from "~/domain/site-schemas";
import type { Route } from "./+types/language-choice";

export function loader({ request }: Route.LoaderArgs) {
  const stored = readCookie(request.headers.get("cookie"), LANGUAGE_COOKIE);
  return Response.json({ chosen: languageSchema.safeParse(stored).success }, { headers: { "Cache-Control": "private, no-store" } });
}
