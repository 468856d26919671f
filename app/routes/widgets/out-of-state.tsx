/**
 * doc1 §2, §4, §7 out-of-state page: the state comes from `?state=` or from what the zip entry
 * remembered; a state with a configured partner link redirects after the configured seconds
 * (a countdown with JavaScript, a refresh in `<noscript>` without it); otherwise the wait-list form,
 * stored by the platform, then the configured `:redirect` page. Works without JavaScript.
 */
import { data, redirect } from "react-router";
import { readForm } from "~/.server/form-data";
import { useTranslation } from "~/i18n";
import { z } from "zod";
import { readQuoteStart } from "~/.server/quote-start";
import { siteContext } from "~/.server/site-context";
import { joinWaitList } from "~/.server/platform/widgets";
import { getInstance } from "~/.server/i18n";
import { outOfStateFormSchema, outOfStateOutcome, outOfStateState, stateName, stateOptions } from "~/domain/public/out-of-state";
import { localizePath } from "~/domain/site";
import { localHref } from "~/components/smart-link";
import { OutOfStateRedirect, WaitListForm } from "~/components/zip-out-of-state";
import { idlePopupHandle } from "~/components/popup-site";
import type { Route } from "./+types/out-of-state";
import { allowSubmission, contentRoots, say, widgetSettings } from "./settings.server";

const PATH = "/out-of-state";

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { settings, lang, brand } = context.get(siteContext);
  const widgets = await widgetSettings(context);
  const state = outOfStateState({ query: url.searchParams.get("state"), stored: readQuoteStart(request)?.state });
  const links = Object.fromEntries(widgets.outOfStateLinks.map((link) => [link.state, link.url]));
  const outcome = outOfStateOutcome(state, { links, redirectSeconds: widgets.outOfStateRedirectSeconds });
  const partner = outcome.kind === "redirect" ? (widgets.outOfStateLinks.find((l) => l.state.toUpperCase() === outcome.state)?.partner ?? "") : "";
  const t = getInstance(context).t;
  const name = state ? stateName(state, lang) : null;
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  return data(
    {
      outcome,
      partner,
      stateName: name,
      joined: url.searchParams.get("joined") === "1",
      message: name ? say(context, settings.messages.outOfState, [name]) : t("widgets.outOfState.noState"),
      redirectMessage:
        outcome.kind === "redirect"
          ? t("widgets.outOfState.redirecting", { state: name, partner: partner || t("widgets.outOfState.partnerFallback"), count: outcome.afterSeconds })
          : "",
      redirectField: widgets.waitListRedirect,
      states: state ? [] : stateOptions(lang),
      title: t("widgets.outOfState.metaTitle", { brand: brand.name }),
    },
    { headers },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const out = new Headers();
  for (const name of ["Cache-Control"]) {
    const value = loaderHeaders.get(name);
    if (value) out.set(name, value);
  }
  return out;
}

export async function action({ request, context }: Route.ActionArgs) {
  const site = context.get(siteContext);
  const widgets = await widgetSettings(context);
  const form = Object.fromEntries([...(await readForm(request)).entries()].filter(([, v]) => typeof v === "string")) as Record<string, string>;
  const emailMessage = say(context, site.settings.messages.emailInvalid);
  const email = z.string().max(254).catch("").parse(form["oos-email"]);
  // A filled spam-trap field: answer as if saved, store nothing.
  if ((form["oos-website"] ?? "").trim() !== "") return redirect(localizePath(PATH, site.lang) + "?joined=1");
  const parsed = outOfStateFormSchema({ contentRoots: await contentRoots(context, widgets), emailMessage }).safeParse(form);
  if (!parsed.success) {
    const emailIssue = parsed.error.issues.find((issue) => issue.path[0] === "oos-email");
    const error = emailIssue ? emailMessage : say(context, site.settings.messages.requiredField);
    return data({ email, error, field: emailIssue ? "email" : "state" }, { status: 400 });
  }
  if (!(await allowSubmission(context, "wait-list")))
    return data({ email, error: getInstance(context).t("widgets.forms.tooMany"), field: "email" }, { status: 429 });
  const answer = await joinWaitList(site.platform(), {
    email: parsed.data["oos-email"],
    state: parsed.data["oos-state"],
    page: localizePath(PATH, site.lang),
    ipAddress: site.ip || undefined,
  });
  if (!answer?.ok) return data({ email, error: say(context, site.settings.messages.genericError), field: "email" }, { status: 502 });
  const target = parsed.data[":redirect"];
  return redirect(target.startsWith("/es/") || target === "/es" ? target : localHref(target, site.lang));
}

/** doc1 §2 idle popup: offered on this page. */
export const handle = idlePopupHandle;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex" }] : [];
}

export default function OutOfStatePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === "es" ? "es" : "en";
  const { outcome, joined, message, redirectMessage, partner, redirectField, states } = loaderData;
  // The form posts back to this address, so the state given in ?state= stays known.
  const state = outcome.kind === "email-form" ? outcome.state : null;
  const action = `${localizePath(PATH, lang)}${state ? `?state=${state}` : ""}`;
  return (
    <section aria-labelledby="oos-title" className="bg-surface">
      <div className="container-page grid max-w-2xl gap-6 py-10 md:py-16">
        <h1 id="oos-title" className="text-3xl font-extrabold text-balance text-ink">
          {joined ? t("widgets.outOfState.joinedTitle") : t("widgets.outOfState.title")}
        </h1>
        <div className="rounded-card border border-line bg-canvas p-5 shadow-card sm:p-7">
          {joined ? (
            <p role="status" className="text-lead text-ink">
              {t("widgets.outOfState.joinedBody")}
            </p>
          ) : outcome.kind === "redirect" ? (
            <OutOfStateRedirect href={outcome.href} seconds={outcome.afterSeconds} message={redirectMessage} partner={partner} />
          ) : (
            <div className="grid gap-5">
              <p className="text-lead text-ink">{message}</p>
              <WaitListForm
                key={actionData?.email ?? ""}
                action={action}
                state={outcome.state}
                redirect={redirectField}
                email={actionData?.email}
                error={actionData?.field === "email" ? actionData.error : null}
              >
                {states.length > 0 ? <StateSelect states={states} error={actionData?.field === "state" ? actionData.error : null} /> : null}
              </WaitListForm>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}

function StateSelect({ states, error }: { states: { code: string; name: string }[]; error: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1.5">
      <label htmlFor="oos-state-select" className="font-semibold text-ink">
        {t("widgets.outOfState.stateLabel")}
      </label>
      <select
        id="oos-state-select"
        name="oos-state"
        required
        defaultValue=""
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "oos-state-error" : undefined}
        className="min-h-12 w-full rounded-xl border-2 border-line bg-canvas px-3.5 text-base text-ink focus:border-primary"
      >
        <option value="" disabled>
          {t("widgets.outOfState.statePlaceholder")}
        </option>
        {states.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </select>
      <p id="oos-state-error" className="text-sm font-semibold text-red-700 empty:hidden" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
