/**
 * Buy online (doc3 §2.1, §4.1): the auto buy-now flow from a quote card to an issued policy, one
 * page whose section follows the purchase's status on load (a reload lands on the same section).
 * Query parameters transactionId (or transactionid), carrierId (or carrierid), payplan.
 */
import { useEffect, useRef } from "react";
import { data } from "react-router";
import { getInstance } from "~/.server/i18n";
import { siteContext } from "~/.server/site-context";
import { AdditionalDriversSection } from "~/components/buy/additional-drivers";
import { DriverInfoSection } from "~/components/buy/driver-info";
import { EsignSection, PaymentSection, SoldSection } from "~/components/buy/payment-esign-sold";
import { PolicySection } from "~/components/buy/policy";
import { QuestionsSection } from "~/components/buy/questions";
import { ProgressBar, type ConfiguredMessages } from "~/components/buy/shared";
import { useShellData } from "~/components/root-data";
import { SmartLink } from "~/components/smart-link";
import { buyStepEvent, trackBuy } from "~/domain/buy/analytics";
import { PROGRESS, flowHref } from "~/domain/buy/flow";
import { useTranslation } from "~/i18n";
import type { Route } from "./+types/buy-online";
import { buyAction, buyLoader, type FormAnswer } from "./buy-online.server";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const site = context.get(siteContext);
  const title = getInstance(context).t("buy.metaTitle", { brand: site.brand.name });
  const view = await buyLoader({ request, context, url });
  if ("data" in view && "init" in view) return data({ title, lang: site.lang, view: view.data }, view.init ?? undefined);
  return { title, lang: site.lang, view };
}

export async function action({ request, context, url }: Route.ActionArgs) {
  return buyAction({ request, context, url });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex" }] : [];
}

export default function BuyOnline({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { view, lang } = loaderData;
  const phone = useShellData()?.brand.phones.sales ?? "";
  const configured: ConfiguredMessages = view.settings.messages;
  const heading = useRef<string | null>(null);
  const section = view.kind === "flow" ? view.section : null;
  const carrierId = view.kind === "flow" ? view.carrierId : "";

  // doc3 §2.1: each section shown sends its step name; the section's heading takes focus when it changes.
  useEffect(() => {
    if (!section) return;
    trackBuy(buyStepEvent(section, carrierId));
    if (heading.current !== null && heading.current !== section) document.getElementById(`${section}-title`)?.focus();
    heading.current = section;
  }, [section, carrierId]);

  if (view.kind !== "flow") {
    return (
      <Shell title={t("buy.title")}>
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800">
          {view.kind === "failed" ? configured.loadFailure : t("buy.notFound")}
        </p>
        <SmartLink href="/quote" lang={lang} className="link font-semibold">
          {t("buy.toQuotes")}
        </SmartLink>
      </Shell>
    );
  }

  const action = flowHref(lang, view.transactionId, view.carrierId, view.payplan ? { payplan: view.payplan } : {});
  const answer = actionData as FormAnswer | undefined;
  const resultOf = (intent: string) => (answer?.intent === intent ? answer.result : undefined);
  const documentHref = (type: number, inline: boolean) =>
    `/buy-online/document?${new URLSearchParams({ transactionId: view.transactionId, carrierId: view.carrierId, type: String(type), ...(inline ? { inline: "1" } : {}), lang })}`;
  const primaryName = `${view.primary.firstName} ${view.primary.lastName}`;

  return (
    <Shell
      title={t("buy.title")}
      subtitle={view.carrier.companyName ? t("buy.withCarrier", { carrier: view.carrier.companyName, quote: view.carrier.quoteNumber }) : undefined}
    >
      <ProgressBar value={PROGRESS[view.section]} />
      {view.loadFailed ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800">
          {configured.loadFailure}
        </p>
      ) : null}
      {view.section === "driverInfo" ? (
        <DriverInfoSection
          action={action}
          vehicles={view.vehicles}
          lastResult={resultOf("driverInfo")}
          warnings={answer?.intent === "driverInfo" ? answer.warnings : undefined}
          configured={configured}
        />
      ) : null}
      {view.section === "additionalDrivers" ? (
        <AdditionalDriversSection
          action={action}
          primaryName={primaryName}
          primaryMarital={view.primaryMarital}
          drivers={view.drivers}
          vehicles={view.vehicles}
          options={view.options}
          lastResult={resultOf("additionalDrivers")}
        />
      ) : null}
      {view.section === "questions" ? (
        <QuestionsSection
          action={action}
          questions={view.questions}
          answers={view.answers}
          firstName={view.primary.firstName}
          lastResult={resultOf("questions")}
        />
      ) : null}
      {view.section === "policy" ? (
        <PolicySection
          action={action}
          lang={lang}
          carrierId={view.carrierId}
          companyName={view.carrier.companyName}
          quoteNumber={view.carrier.quoteNumber}
          policy={view.policy}
          vehicles={view.vehicles}
          reloadMs={view.settings.payLinkReloadMs}
          carrierMessages={view.carrierMessages ? view.status.rc3Messages : []}
          declined={view.declined}
          phone={phone}
          showBack={view.back !== null}
          mileageResult={resultOf("mileage")}
          payResult={resultOf("pay")}
          configured={configured}
        />
      ) : null}
      {view.section === "payment" ? (
        <PaymentSection
          action={action}
          lang={lang}
          transactionId={view.transactionId}
          carrierId={view.carrierId}
          container={view.container}
          token={view.token}
          check={view.landing.check === "payment"}
          failed={view.failed}
          lastPlan={view.lastPlan}
          showBack={view.back !== null}
          refreshMs={view.settings.refreshMs}
          configured={configured}
        />
      ) : null}
      {view.section === "esign" ? (
        <EsignSection
          action={action}
          documentHref={documentHref}
          esign={view.esign}
          insuredName={view.insuredName}
          refreshMs={view.settings.refreshMs}
          lastResult={resultOf("sign")}
        />
      ) : null}
      {view.section === "sold" ? (
        <SoldSection lang={lang} policyNumber={view.policyNumber} documentHref={documentHref} refreshMs={view.settings.refreshMs} />
      ) : null}
    </Shell>
  );
}

function Shell({ title, subtitle, children }: { title: string; subtitle?: string | undefined; children: React.ReactNode }) {
  return (
    <section aria-labelledby="buy-title" className="bg-surface">
      <div className="container-page grid max-w-3xl gap-6 py-10 md:py-14">
        <div className="grid gap-1">
          <h1 id="buy-title" className="text-3xl font-extrabold text-balance text-ink">
            {title}
          </h1>
          {subtitle ? <p className="text-ink-muted">{subtitle}</p> : null}
        </div>
        <div className="grid gap-6 rounded-card border border-line bg-canvas p-5 shadow-card sm:p-7">{children}</div>
      </div>
    </section>
  );
}
