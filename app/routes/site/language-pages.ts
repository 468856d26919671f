/**
 * The layout of every page that exists in both languages (app/routes.ts), without markup of its own:
 * a visitor whose remembered choice is Spanish, asking for an unprefixed page whose language is
 * English, is sent to the page's /es address (doc1 §2; the choice is read in ~/.server/site-context).
 * Resource routes are outside this layout: they have no /es address, and a page's call to one gets
 * its answer whatever the choice.
 */
import { redirect } from "react-router";
import { siteContext } from "~/.server/site-context";
import type { Route } from "./+types/language-pages";

export const middleware: Route.MiddlewareFunction[] = [
  ({ context }, next) => {
    const to = context.get(siteContext).languageRedirect;
    if (to) throw redirect(to);
    return next();
  },
];
