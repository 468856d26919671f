/**
 * The language switch (doc1 §2 "Language switch popup"): keeps the choice in `visited_site`
 * for one month and sends the visitor to the same page in that language. Works without JavaScript.
 */
import { redirect } from "react-router";
import { readForm } from "~/.server/form-data";
import { z } from "zod";
import { cookieHeader, isSecure } from "~/.server/site-context";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, switchTarget } from "~/.server/resolve-site";
import { languageSchema } from "~/domain/site-schemas";
import type { Route } from "./+types/language";

const switchSchema = z.object({ lang: languageSchema, path: z.string().max(2000).default("/") });

export async function action({ request, url }: Route.ActionArgs) {
  const parsed = switchSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return new Response("Choose English (en) or Spanish (es).", { status: 400 });
  const { lang, path } = parsed.data;
  return redirect(switchTarget(path, lang), {
    headers: { "Set-Cookie": cookieHeader(LANGUAGE_COOKIE, lang, { secure: isSecure(request, url), maxAge: LANGUAGE_COOKIE_MAX_AGE }) },
  });
}

export function loader() {
  return redirect("/");
}
