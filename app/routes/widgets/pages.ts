/**
 * This area's URLs, for app/routes.ts. `pages(id)` is called once per language: English at the
 * root, Spanish under /es; `id(name)` makes a route id unique per language.
 * `resources` are language-free routes (actions and data endpoints without a page).
 */
import { route, type RouteConfigEntry } from "@react-router/dev/routes";

export function pages(id: (name: string) => string): RouteConfigEntry[] {
  return [
    // doc1 §2 quote form block: every zip form posts here.
    route("start-quote", "routes/widgets/zip-entry.tsx", { id: id("widgets/zip-entry") }),
    route("coming-soon", "routes/widgets/coming-soon.tsx", { id: id("widgets/coming-soon") }),
    route("out-of-state", "routes/widgets/out-of-state.tsx", { id: id("widgets/out-of-state") }),
    // doc1 §5 generic form container, newsletter and consent; the form's spam error page.
    route("contact", "routes/widgets/contact.tsx", { id: id("widgets/contact") }),
    route("form-error", "routes/widgets/form-error.tsx", { id: id("widgets/form-error") }),
    route("newsletter", "routes/widgets/newsletter.tsx", { id: id("widgets/newsletter") }),
    route("consent", "routes/widgets/consent.tsx", { id: id("widgets/consent") }),
    // doc1 §2 other widgets: glossary; hero top bar, meet-the-team and video on the about page.
    route("glossary", "routes/widgets/glossary.tsx", { id: id("widgets/glossary") }),
    route("about", "routes/widgets/about.tsx", { id: id("widgets/about") }),
    // Data the widgets read, in both languages (a visitor who chose Spanish is sent to /es paths).
    // doc1 §2 language popup: whether the visitor has chosen a language already.
    route("widgets/language-choice", "routes/widgets/language-choice.ts", { id: id("widgets/language-choice") }),
    // doc1 §7 analytics report, from the CMS figures.
    route("content/dam/:brand/analytics/data/analyticsReport.json", "routes/widgets/analytics-report.ts", { id: id("widgets/analytics-report") }),
  ];
}

export const resources: RouteConfigEntry[] = [
  // The bot check the visitor's browser solves (contact form, previous quotes), relayed from the platform.
  route("bot-check", "routes/widgets/bot-check.ts", { id: "widgets/bot-check" }),
];
