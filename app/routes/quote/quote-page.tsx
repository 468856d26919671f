/**
 * The quote page (doc2 §2): one page hosting the whole flow, with hash anchors per stage
 * (#driver1, #driversummary, #vehiclesummary, #coverage, #quotes, #previousQuotes). Served at
 * /quote, /es/quote, the California variant /get-a-quote-ca, and /quote/:state for the brand's
 * other enabled state experiences.
 */
import { data, redirect } from "react-router";
import { readForm } from "~/.server/form-data";
import { siteContext, isSecure } from "~/.server/site-context";
import { getInstance } from "~/.server/i18n";
import { commitSession, requestSession } from "~/.server/session";
import { currentQuoteStart, quoteStartCookie, rememberQuoteStart } from "~/.server/quote-start";
import { affiliateNotice } from "~/domain/quote/affiliate";
import { localizePath } from "~/domain/site";
import { handleAction, intentOf, unknownIntent, type ActionContext } from "./actions.server";
import { currentDraft, loadPage, pageVariant, unquotedStateRedirect, type PageContext } from "./page-data.server";
import { ENTRY_PARAMS, runEntry } from "./entry.server";
import { QuoteWizard } from "./wizard";
import { QuoteEntry } from "./entry-page";
import { wizardConfig } from "./wizard-config.server";
import { clientForVariant } from "~/.server/platform/variant";
import { QuoteReviewSlider } from "~/components/quote-review-slider";
import { useShellData } from "~/components/root-data";
import type { Route } from "./+types/quote-page";
import { agencyToday } from "~/domain/agency-time";
import { layoutFor } from "~/domain/quote/progress";

async function pageContext(args: Route.LoaderArgs | Route.ActionArgs): Promise<PageContext> {
  const { request, context, params } = args;
  const site = context.get(siteContext);
  // The page's address without React Router's `.data` suffix and `_routes` parameter.
  const url = new URL(args.url);
  const variant = pageVariant(url.pathname, (params as { state?: string }).state, site.brand.experiences);
  if (!variant) throw data(null, { status: 404 });
  const [settings, carriers] = await Promise.all([site.content.flowSettings("quoteSettings", site.brand.code), site.content.carriers(site.brand.code)]);
  // doc2 §4: the California page talks to the brand's California endpoint.
  const platform = clientForVariant(site.platform(), site.brand.endpoints, variant.california);
  // One session and one place per request: a loader after the action sees what the action saved.
  return {
    request,
    url,
    platform,
    session: await requestSession(request, context),
    settings,
    variant,
    start: currentQuoteStart(request, context),
    carriers,
    states: site.brand.states,
  };
}

/**
 * The loader only reads. It never creates or saves a draft, never rates, never commits
 * the session; an entry link (partner, saved quote) gets a page with a POST that does the work.
 */
export async function loader(args: Route.LoaderArgs) {
  const ctx = await pageContext(args);
  const site = args.context.get(siteContext);
  const t = getInstance(args.context).t;
  // doc2 §2: the California page belongs to brands with a California experience; the others quote at /quote.
  if (ctx.variant.california && !site.brand.experiences.includes("ca")) throw redirect(`${localizePath("/quote", site.lang)}${ctx.url.search}${ctx.url.hash}`);
  const { page, entry } = await loadPage(ctx);
  // doc2 §1, §5: no form for a state the brand does not quote online (an entry link or the quotes already shown stay).
  if (!entry && page.draft.step !== "quotes") {
    const elsewhere = await unquotedStateRedirect(ctx, page.draft, {
      comingSoon: localizePath(ctx.settings.comingSoonPath, site.lang),
      outOfState: localizePath("/out-of-state", site.lang),
    });
    if (elsewhere) throw redirect(elsewhere);
  }
  // Other entry parameters (a campaign's utm fields alone) are read once: the page continues at its clean address.
  if (!entry && ENTRY_PARAMS.some((name) => ctx.url.searchParams.has(name))) {
    const clean = new URL(ctx.url);
    for (const name of ENTRY_PARAMS) clean.searchParams.delete(name);
    throw redirect(`${clean.pathname}${clean.search}`);
  }
  // doc2 §8 the partner's notice, in the page's language, saying what to do: from the session (the
  // entry recorded it there), never from the address.
  const notice = affiliateNotice(ctx.session.get("affiliateNotice"));
  const affiliateError = !notice
    ? undefined
    : notice.problem === "noData"
      ? t("quote.affiliate.notice.noData")
      : t(`quote.affiliate.notice.${notice.problem}`, { ask: t(`quote.affiliate.ask.${notice.field}`) });
  const s = ctx.settings;
  return {
    page: { ...page, affiliateError },
    // An entry that the visitor continues with a POST (the address with its parameters is the form's action).
    entry: entry && entry.kind !== "verify" ? { kind: entry.kind, action: `${ctx.url.pathname}${ctx.url.search}` } : null,
    transactionId: page.draft.step === "quotes" ? (ctx.session.get("transactionId") ?? page.draft.transactionId ?? null) : null,
    variant: ctx.variant,
    today: agencyToday(),
    config: await wizardConfig(site, s),
    title: t("quote.meta.title", { brand: site.brand.name }),
    description: t("quote.meta.description"),
  };
}

export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request);
  const site = args.context.get(siteContext);
  const ctx = await pageContext(args);
  const t = getInstance(args.context).t;
  // A form whose intent the page has no handler for: refused before the draft is read or anything is written.
  if (form.get("intent") !== "entry" && !intentOf(form)) return data(unknownIntent(form), { status: 400 });
  // The first action starts from the draft the page showed (revisit rules and zip entry applied).
  const draft = await currentDraft(ctx);
  const actionContext: ActionContext = {
    ...ctx,
    t,
    ip: site.ip,
    lang: site.lang,
    comingSoonPath: localizePath(ctx.settings.comingSoonPath, site.lang),
  };
  if (form.get("intent") === "entry") {
    const location = await runEntry(actionContext, draft);
    throw redirect(location, { headers: { "Set-Cookie": await commitSession(ctx.request, ctx.session) } });
  }
  const result = await handleAction(actionContext, form, draft);
  const headers = new Headers({ "Set-Cookie": await commitSession(ctx.request, ctx.session) });
  if (actionContext.place) {
    headers.append("Set-Cookie", quoteStartCookie(actionContext.place, { hours: ctx.settings.storedStateHours, secure: isSecure(args.request, ctx.url) }));
    rememberQuoteStart(args.context, actionContext.place);
  }
  // A warning (a VIN to look at again) is an answer to show, not a refused request.
  return data(result, { status: result.ok || result.warnings ? 200 : 400, headers });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const inherited = matches.flatMap((match) => match?.meta ?? []).filter((tag) => !("title" in tag) && !("name" in tag && tag.name === "description"));
  if (!loaderData) return inherited;
  return [...inherited, { title: loaderData.title }, { name: "description", content: loaderData.description }, { name: "robots", content: "noindex" }];
}

export default function QuotePage({ loaderData }: Route.ComponentProps) {
  const lang = useShellData()?.lang ?? "en";
  if (loaderData.entry) return <QuoteEntry action={loaderData.entry.action} />;
  // doc2 §2: the reviews slider shows beside the steps, not at the quote stage (the cards take the page).
  const showReviews = layoutFor(loaderData.page.draft.step).showReviews;
  return (
    <>
      <QuoteWizard {...loaderData} />
      {showReviews ? <QuoteReviewSlider lang={lang} /> : null}
    </>
  );
}
