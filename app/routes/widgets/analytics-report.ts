/**
 * doc1 §3, §7 analytics report: `GET /content/dam/{brand}/analytics/data/analyticsReport.json`,
 * per id `summaryData.totals[0]`, served from the figures authored with the brand's widget settings.
 */
import type { WidgetSettings } from "~/.server/content";
import { siteContext } from "~/.server/site-context";
import type { Route } from "./+types/analytics-report";

/** The report in the shape the hero bar reads. */
export function analyticsReport(settings: Pick<WidgetSettings, "analytics">): Record<string, { summaryData: { totals: number[] } }> {
  return Object.fromEntries(settings.analytics.map((figure) => [figure.id, { summaryData: { totals: [figure.total] } }]));
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { content } = context.get(siteContext);
  const brand = (await content.brands()).find((b) => b.code === params.brand);
  if (!brand) return Response.json({}, { status: 404 });
  const settings = await content.flowSettings("widgetSettings", brand.code);
  return Response.json(analyticsReport(settings), { headers: { "Cache-Control": "public, max-age=300" } });
}
