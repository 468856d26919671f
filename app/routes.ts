import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import * as account from "./routes/account/pages";
import * as buy from "./routes/buy/pages";
import * as agentConsole from "./routes/console/pages";
import * as followUp from "./routes/follow-up/pages";
import * as offices from "./routes/offices/pages";
import * as payment from "./routes/payment/pages";
import * as portal from "./routes/portal/pages";
import * as quote from "./routes/quote/pages";
import * as renters from "./routes/renters/pages";
import * as roadside from "./routes/roadside/pages";
import * as widgets from "./routes/widgets/pages";

const areas = [offices, widgets, quote, account, payment, portal, buy, followUp, agentConsole, renters, roadside];

/**
 * Pages that exist in both languages: English at the root, Spanish under /es (doc1 §2). They sit in
 * one layout whose middleware sends a remembered Spanish choice to the /es address; the resource
 * routes below have no /es address and answer whatever the choice.
 */
function pages(lang: "en" | "es") {
  const id = (name: string) => (lang === "en" ? name : `es/${name}`);
  return [
    layout("routes/site/language-pages.ts", { id: id("language-pages") }, [
      index("routes/marketing/home.tsx", { id: id("home") }),
      ...areas.flatMap((area) => area.pages(id)),
      // Editor-made pages at any other address; an address with no page is the 404.
      route("*", "routes/marketing/page.tsx", { id: id("page") }),
    ]),
  ];
}

export default [
  ...pages("en"),
  ...prefix("es", pages("es")),
  route("language", "routes/site/language.ts"),
  route("robots.txt", "routes/site/robots.ts"),
  route("sitemap.xml", "routes/site/sitemap.ts"),
  route("api/content/revalidate", "routes/api/content-revalidate.ts"),
  route("api/preview-mode/enable", "routes/api/preview-mode-enable.ts"),
  route("api/preview-mode/disable", "routes/api/preview-mode-disable.ts"),
  // The outbox page of development and tests (a 404 in production).
  route("dev/outbox", "routes/dev/outbox.tsx"),
  ...areas.flatMap((area) => area.resources),
] satisfies RouteConfig;
