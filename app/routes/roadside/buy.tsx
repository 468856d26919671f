/**
 * doc3 §5.4 roadside purchase page: the form (conform + the action's own schema), then the payment
 * site; a state outside the allowed states shows the out-of-state wait list (the site's wait-list
 * form, stored by the platform). Works without JavaScript.
 */
import { Link } from "react-router";
import { PurchaseForm } from "~/components/roadside/purchase-form";
import { useShellData } from "~/components/root-data";
import { WaitListForm } from "~/components/zip-out-of-state";
import { localizePath } from "~/domain/site";
import { useTranslation } from "~/i18n";
import type { Route } from "./+types/buy";
import { buyAction, buyLoader, type BuyActionData } from "./buy.server";
import { roadsidePaths } from "./paths";

export async function loader({ context, url }: Route.LoaderArgs) {
  return buyLoader({ context, url });
}

export async function action({ request, context, url }: Route.ActionArgs) {
  return buyAction({ request, context, url });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.metaTitle }] : [];
}

export default function RoadsideBuy({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useShellData()?.lang ?? "en";
  const answer = actionData as BuyActionData | undefined;
  const action = localizePath(roadsidePaths.buy, lang);
  return (
    <section aria-labelledby="roadside-buy-title" className="bg-surface">
      <div className="container-page grid max-w-3xl gap-6 py-10 md:py-16">
        {answer?.view === "waitList" ? (
          <>
            <h1 id="roadside-buy-title" className="text-3xl font-extrabold text-balance text-ink">
              {t("roadside.waitListTitle")}
            </h1>
            <div className="grid gap-5 rounded-card border border-line bg-canvas p-5 shadow-card sm:p-7">
              <p className="text-lead text-ink" role="status">
                {answer.message}
              </p>
              <p className="text-ink-muted">{t("roadside.waitListIntro")}</p>
              <WaitListForm action={`${localizePath(roadsidePaths.outOfState, lang)}?state=${answer.state}`} state={answer.state} redirect={answer.redirect} />
              <Link to={action} className="font-semibold text-primary underline">
                {t("roadside.backToForm")}
              </Link>
            </div>
          </>
        ) : (
          <>
            <div className="grid gap-3">
              <h1 id="roadside-buy-title" className="text-3xl font-extrabold text-balance text-ink">
                {t("roadside.formTitle")}
              </h1>
              <p className="text-lead text-ink-muted">{t("roadside.formIntro")}</p>
            </div>
            <div className="rounded-card border border-line bg-canvas p-5 shadow-card sm:p-7">
              <PurchaseForm
                action={action}
                options={loaderData.options}
                prices={loaderData.prices}
                initialType={loaderData.initialType}
                allowedStates={loaderData.allowedStates}
                states={loaderData.states}
                consentText={loaderData.consentText}
                outOfStateMessage={loaderData.outOfStateMessage}
                lang={lang}
                mapsKey={loaderData.mapsKey}
                lastResult={answer?.view === "form" ? answer.result : undefined}
              />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
