/**
 * The customer portal (doc3 §2.7, §4.6): one page whose tab is chosen by `?tabid` (default
 * dashboard; any value containing "policies" → policies; rewards, account, myquotes). `?token=`
 * shows the payment-return view; `?code` / `?error` the social-popup return. Signed-out visitors
 * are sent to sign-in (./session.server.ts). Wide screens (> 1280 px) give the content more room;
 * phones (≤ 768 px) stack everything in one column.
 */
import { Link } from "react-router";
import { SmartLink } from "~/components/smart-link";
import type { Language } from "~/domain/site";
import { AccountTab, MyQuotesTab } from "~/components/portal/account-tabs";
import { PoliciesTab, StatusBadge } from "~/components/portal/policies";
import { PortalTabs } from "~/components/portal/portal-tabs";
import { RewardsTab } from "~/components/portal/rewards";
import { PaymentReturnView, SocialReturnView, useSocialReturnReload } from "~/components/portal/returns";
import { getInstance } from "~/.server/i18n";
import { siteContext } from "~/.server/site-context";
import { useTranslation } from "~/i18n";
import type { Route } from "./+types/portal";
import { REFER_PATH, POINTS_RESOURCE } from "~/domain/portal/paths";
import { portalAction, portalLoader, type ShownPolicy } from "./portal.server";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const page = await portalLoader({ request, context, url });
  const { brand } = context.get(siteContext);
  return { ...page, title: getInstance(context).t("portal.metaTitle", { brand: brand.name }) };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  return portalAction({ request, context, url });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex" }] : [];
}

export default function Portal({ loaderData: page }: Route.ComponentProps) {
  const { t } = useTranslation();
  useSocialReturnReload();
  const policiesHref = `${page.path}?tabid=policies`;
  return (
    <section aria-labelledby="portal-title" className="bg-surface">
      <div className="container-page grid gap-6 py-8 md:py-12 min-[1281px]:max-w-7xl">
        <h1 id="portal-title" className="text-3xl font-extrabold text-balance text-ink">
          {page.view === "tabs" && page.tab === "dashboard" ? t(`portal.greeting.${page.dayPart}`, { name: page.firstName }) : t("portal.title")}
        </h1>
        {page.view === "socialReturn" ? <SocialReturnView outcome={page.outcome} type={page.type} code={page.code} /> : null}
        {page.view === "paymentReturn" ? <PaymentReturnView payment={page.payment} lang={page.lang} policiesHref={policiesHref} /> : null}
        {page.view === "tabs" ? (
          <>
            <PortalTabs current={page.tab} base={page.path} />
            <div>
              {page.tab === "dashboard" ? <Dashboard policies={page.policies} policiesHref={policiesHref} lang={page.lang} /> : null}
              {page.tab === "policies" ? (
                <PoliciesTab policies={page.policies} lang={page.lang} contact={page.contact} paymentHelp={page.texts.paymentHelp} />
              ) : null}
              {page.tab === "rewards" ? (
                <RewardsTab
                  loyalty={page.loyalty}
                  history={page.history}
                  rewards={page.rewards}
                  texts={page.texts}
                  lang={page.lang}
                  pointsUrl={POINTS_RESOURCE}
                />
              ) : null}
              {page.tab === "account" ? <AccountTab profile={page.profile} /> : null}
              {page.tab === "myquotes" ? <MyQuotesTab transactions={page.transactions} lang={page.lang} /> : null}
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}

function Dashboard({ policies, policiesHref, lang }: { policies: ShownPolicy[] | null; policiesHref: string; lang: Language }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="dash-policies" className="grid content-start gap-3 rounded-card border border-line bg-canvas p-5 shadow-card">
        <h2 id="dash-policies" className="text-xl font-bold text-ink">
          {t("portal.dashboard.policies")}
        </h2>
        {policies === null ? (
          <p role="alert" className="text-red-800">
            {t("portal.policies.unavailable")}
          </p>
        ) : null}
        {policies?.length === 0 ? <p className="text-ink-muted">{t("portal.policies.none")}</p> : null}
        <ul className="grid gap-2">
          {(policies ?? []).map((p) => (
            <li key={p.policyId} className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-ink">
                {p.details.company} · {p.policyNumber}
              </span>
              <StatusBadge status={p.paymentStatus} />
            </li>
          ))}
        </ul>
        <Link to={policiesHref} className="link font-semibold">
          {t("portal.dashboard.seePolicies")}
        </Link>
      </section>
      <section aria-labelledby="dash-refer" className="grid content-start gap-3 rounded-card border border-line bg-canvas p-5 shadow-card">
        <h2 id="dash-refer" className="text-xl font-bold text-ink">
          {t("portal.dashboard.referTitle")}
        </h2>
        <p className="text-ink">{t("portal.dashboard.referBody")}</p>
        <SmartLink href={REFER_PATH} lang={lang} className="btn btn-primary justify-self-start">
          {t("portal.dashboard.referButton")}
        </SmartLink>
      </section>
    </div>
  );
}
