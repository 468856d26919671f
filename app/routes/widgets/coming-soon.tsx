/**
 * doc1 §2, §4 coming-soon page: where a zip entry goes when quotes are not available online for
 * the zip (a state the brand's CMS `states` lack, or one no carrier of the brand rates). It says so with the configured message, offers a call, and
 * shows what the visitor entered.
 */
import { useTranslation } from "~/i18n";
import { readQuoteStart } from "~/.server/quote-start";
import { siteContext } from "~/.server/site-context";
import { getInstance } from "~/.server/i18n";
import { cityName, stateName } from "~/domain/public/out-of-state";
import { EstimatePanel } from "~/components/estimate-panel";
import { PhoneIcon } from "~/components/icons";
import { telHref } from "~/components/phone";
import { useShellData } from "~/components/root-data";
import { idlePopupHandle } from "~/components/popup-site";
import type { Route } from "./+types/coming-soon";
import { say } from "./settings.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { settings, brand, lang } = context.get(siteContext);
  const start = readQuoteStart(request);
  const t = getInstance(context).t;
  return {
    message: say(context, settings.messages.quotesUnavailable),
    place: start ? { zip: start.zip, city: cityName(start.city, lang), state: stateName(start.state, lang) } : null,
    title: t("widgets.comingSoon.metaTitle", { brand: brand.name }),
  };
}

/** doc1 §2 idle popup: offered on this page. */
export const handle = idlePopupHandle;

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex" }] : [];
}

export default function ComingSoon({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const brand = useShellData()?.brand;
  const { message, place } = loaderData;
  return (
    <section aria-labelledby="coming-soon-title" className="bg-surface">
      <div className="container-page grid max-w-2xl gap-6 py-10 md:py-16">
        <p className="w-fit rounded-full bg-canvas px-3 py-1 text-sm font-bold text-primary-dark shadow-card">{t("widgets.comingSoon.eyebrow")}</p>
        <h1 id="coming-soon-title" className="text-3xl font-extrabold text-balance text-ink">
          {place ? t("widgets.comingSoon.titleFor", { city: place.city, state: place.state }) : t("widgets.comingSoon.title")}
        </h1>
        <p className="text-lead text-ink">{message}</p>
        {brand ? (
          <a href={telHref(brand.phones.sales)} className="btn btn-accent w-full gap-2 sm:w-fit">
            <PhoneIcon size={18} aria-hidden="true" />
            {t("widgets.comingSoon.call", { phone: brand.phones.sales })}
          </a>
        ) : null}
        {place ? (
          <EstimatePanel
            title={t("widgets.estimate.title")}
            rows={[
              { label: t("widgets.estimate.zip"), value: place.zip },
              { label: t("widgets.estimate.city"), value: place.city },
              { label: t("widgets.estimate.state"), value: place.state },
            ]}
            drivers={[]}
            vehicles={[]}
          />
        ) : null}
      </div>
    </section>
  );
}
