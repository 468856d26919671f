/** The vehicle dropdowns' lists (doc2 §2 add vehicle): makes of a year, models of a year and make. */
import { data } from "react-router";
import { z } from "zod";
import { siteContext } from "~/.server/site-context";
import { vehicleMakes, vehicleModels } from "./platform.server";
import type { Route } from "./+types/vehicle-options";

const querySchema = z.object({
  year: z.coerce.number().int().min(1981).max(2100),
  make: z.string().trim().min(1).max(60).optional(),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const parsed = querySchema.safeParse({ year: url.searchParams.get("year"), make: url.searchParams.get("make") || undefined });
  if (!parsed.success) return data({ year: null, make: null, makes: [], models: [] }, { status: 400 });
  // Each list says which year (and make) it is for, so a page never shows a list that arrived late for an earlier choice.
  const { year, make = null } = parsed.data;
  const platform = context.get(siteContext).platform();
  if (make) {
    const answer = await vehicleModels(platform, year, make);
    return data({ year, make, makes: [], models: answer?.ok ? answer.data.models : [] }, { headers: { "Cache-Control": "private, max-age=3600" } });
  }
  const answer = await vehicleMakes(platform, year);
  return data({ year, make, makes: answer?.ok ? answer.data.makes : [], models: [] }, { headers: { "Cache-Control": "private, max-age=3600" } });
}
