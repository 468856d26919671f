/**
 * doc3 §4.4 roadside return page (`?transactionId=` from the payment site): confirmed with the
 * membership number and the document link, or failed with a retry button (the payment site again).
 */
import { Form, Link, useNavigation } from "react-router";
import { useShellData } from "~/components/root-data";
import { formatDollars } from "~/components/roadside/money";
import { localizePath } from "~/domain/site";
import { useTranslation } from "~/i18n";
import type { Route } from "./+types/return";
import { roadsidePaths } from "./paths";
import { returnAction, returnLoader } from "./return.server";

export async function loader({ request, context, url }: Route.LoaderArgs) {
  return returnLoader({ request, context, url });
}

export async function action({ request, context, url }: Route.ActionArgs) {
  return returnAction({ request, context, url });
}

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.metaTitle }, { name: "robots", content: "noindex" }] : [];
}

const usDate = (iso: string, lang: "en" | "es") => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? (lang === "es" ? `${m[3]}/${m[2]}/${m[1]}` : `${m[2]}/${m[3]}/${m[1]}`) : iso;
};

export default function RoadsideReturn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const lang = useShellData()?.lang ?? "en";
  const navigation = useNavigation();
  const { view, transactionId, title, message } = loaderData;
  const action = `${localizePath(roadsidePaths.return, lang)}?transactionId=${transactionId}`;
  const busy = navigation.state === "submitting";
  const error = actionData && "error" in actionData ? actionData.error : null;
  return (
    <section aria-labelledby="roadside-return-title" className="bg-surface">
      <div className="container-page grid max-w-2xl gap-6 py-10 md:py-16">
        <h1 id="roadside-return-title" className="text-3xl font-extrabold text-balance text-ink">
          {title}
        </h1>
        <div className="grid gap-5 rounded-card border border-line bg-canvas p-5 shadow-card sm:p-7" role="status" data-testid={`roadside-${view.kind}`}>
          <p className="text-lead text-ink">{message}</p>
          {view.kind === "confirmed" ? (
            <>
              <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
                <dt className="font-semibold text-ink-muted">{t("roadside.confirmedNumber")}</dt>
                <dd className="text-xl font-extrabold text-ink" data-testid="roadside-membership-number">
                  {view.policyNumber}
                </dd>
                <dt className="font-semibold text-ink-muted">{t("roadside.confirmedType")}</dt>
                <dd className="text-ink">{view.memberType === "family" ? t("roadside.typeFamily") : t("roadside.typeSingle")}</dd>
                {view.startsOn ? (
                  <>
                    <dt className="font-semibold text-ink-muted">{t("roadside.confirmedTerm")}</dt>
                    <dd className="text-ink">{t("roadside.confirmedTermValue", { start: usDate(view.startsOn, lang), end: usDate(view.endsOn, lang) })}</dd>
                  </>
                ) : null}
                <dt className="font-semibold text-ink-muted">{t("roadside.confirmedPaid")}</dt>
                <dd className="text-ink">{formatDollars(view.amount, lang)}</dd>
              </dl>
              {view.documentHref ? (
                <a href={view.documentHref} className="btn btn-primary w-full sm:w-fit" download>
                  {t("roadside.download")}
                </a>
              ) : null}
            </>
          ) : (
            <>
              {view.resultMessage ? <p className="text-ink-muted">{t("roadside.declinedReason", { message: view.resultMessage })}</p> : null}
              {error ? (
                <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800">
                  {error}
                </p>
              ) : null}
              <div className="flex flex-col gap-3 sm:flex-row">
                {transactionId ? (
                  <Form method="post" action={action}>
                    <input type="hidden" name="transactionId" value={transactionId} />
                    <button type="submit" className="btn btn-primary w-full sm:w-fit" disabled={busy}>
                      {busy ? t("roadside.retrying") : t("roadside.retry")}
                    </button>
                  </Form>
                ) : null}
                <Link to={localizePath(roadsidePaths.landing, lang)} className="btn btn-outline">
                  {t("roadside.startOver")}
                </Link>
              </div>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
