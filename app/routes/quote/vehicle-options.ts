/** The vehicle dropdowns' lists (doc2 §2 add vehicle): makes of a year, models of a year and make. */
import { data } from "react-router";
import { z } from "zod";
import { siteContext } from "~/.server/site-context";
import { vehicleMakes, vehicleModels } from "~/.server/platform/quote";
import type { Route } from "./+types/vehicle-options";

const querySchema = z.object({
  year: z.coerce.number().int().min(1981).max(2100),
  make: z.string().trim().min(1).max(60).optional(),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = querySchema.safeParse({ year: url.searchParams.get("year"), make: url.searchParams.get("make") || undefined });
  if (!parsed.success) return data(noLists(null, null, false), { status: 400 });
  // Each list says which year (and make) it is for, so a page never shows a list that arrived late for an earlier choice.
  const { year, make = null } = parsed.data;
  const platform = context.get(siteContext).platform();
  if (make) {
    const answer = await vehicleModels(platform, year, make);
    return answer?.ok ? lists({ ...noLists(year, make, false), models: answer.data.models }) : unavailable(year, make);
  }
  const answer = await vehicleMakes(platform, year);
  return answer?.ok ? lists({ ...noLists(year, null, false), makes: answer.data.makes }) : unavailable(year, null);
}

/** The answer without lists: for a bad query, or marked failed when they could not be had. */
function noLists(year: number | null, make: string | null, failed: boolean) {
  return { year, make, makes: [] as string[], models: [] as string[], failed };
}

/** Good lists are kept an hour, in the visitor's browser only. */
function lists(answer: ReturnType<typeof noLists>) {
  return data(answer, { headers: { "Cache-Control": "private, max-age=3600" } });
}

/**
 * The lists of a year and make never change with what the visitor saves, so a save does not ask
 * for them again (a list asked for again could come back empty and take the chosen make with it).
 */
export function shouldRevalidate() {
  return false;
}

/** The network failed on the way to the server: the same answer as a platform that did not answer. */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch {
    const url = new URL(request.url);
    return noLists(Number(url.searchParams.get("year")) || null, url.searchParams.get("make") || null, true);
  }
}

/** The platform did not answer: the page says so and offers to ask again; nothing is cached. */
function unavailable(year: number, make: string | null) {
  return data(noLists(year, make, true), { status: 503, headers: { "Cache-Control": "no-store" } });
}
