/**
 * GET /api/reviews/quote?lang=es: the quote page's review slider (doc1 §2), asked for by the
 * page only when the slider comes into view, so neither the page's first answer nor its
 * JavaScript waits for reviews (./quote-reviews.server.ts). The page reads it with a fetcher
 * (typed from `clientLoader`); any other caller reads the same JSON.
 */
import { data } from "react-router";
import { z } from "zod";
import { siteContext } from "~/.server/site-context";
import { orUnanswered } from "~/components/forms/unanswered";
import type { Route } from "./+types/quote-reviews";
import { loadQuoteSliderReviews } from "./quote-reviews.server";

const querySchema = z.object({ lang: z.enum(["en", "es"]).optional() });

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return data({ error: "lang is en or es." }, { status: 400 });
  const answer = await loadQuoteSliderReviews(site, parsed.data.lang ?? site.lang);
  // Per brand (host or brand cookie) and language: private, briefly cached.
  return data(answer, { headers: { "Cache-Control": "private, max-age=300" } });
}

/** The page's fetcher's answer (`.data`) is cached as the JSON is. */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

/** Asked for once, when the slider nears the screen: a form the page sends does not ask again. */
export function shouldRevalidate() {
  return false;
}

/** In the browser: reviews the site did not give (no network, a server error) close the slider's place, not an error page. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => orUnanswered(() => serverLoader());
