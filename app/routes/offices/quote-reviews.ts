/**
 * GET /api/reviews/quote?lang=es: the quote page's review slider (doc1 §2), asked for by the
 * page only when the slider comes into view, so neither the page's first answer nor its
 * JavaScript waits for reviews (./quote-reviews.server.ts).
 */
import { z } from "zod";
import { siteContext } from "~/.server/site-context";
import type { Route } from "./+types/quote-reviews";
import { loadQuoteSliderReviews } from "./quote-reviews.server";

const querySchema = z.object({ lang: z.enum(["en", "es"]).optional() });

export async function loader({ request, context }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const parsed = querySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) return Response.json({ error: "lang is en or es." }, { status: 400 });
  const answer = await loadQuoteSliderReviews(site, parsed.data.lang ?? site.lang);
  // Per brand (host or brand cookie) and language: private, briefly cached.
  return Response.json(answer, { headers: { "Cache-Control": "private, max-age=300" } });
}
