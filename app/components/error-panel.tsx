/** The body of the 404 page and of the error page: what happened and the way home. */
import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import { localizePath, type Language } from "~/domain/site";
import { MapPinIcon } from "./icons";
import { localHref } from "./smart-link";
import { sitePaths } from "./site-paths";

export function ErrorPanel({ status, lang }: { status: number; lang: Language }) {
  const { t } = useTranslation();
  const notFound = status === 404;
  return (
    <section className="bg-surface">
      <div className="container-page grid justify-items-start gap-5 py-16 md:py-24">
        <p className="rounded-full bg-primary-tint px-3 py-1 text-sm font-bold text-primary-dark">{t("errors.code", { status })}</p>
        <h1 className="max-w-2xl text-title font-extrabold text-ink">{notFound ? t("errors.notFoundTitle") : t("errors.errorTitle")}</h1>
        <p className="max-w-xl text-lead text-ink-muted">{notFound ? t("errors.notFoundBody") : t("errors.errorBody")}</p>
        <div className="flex flex-wrap gap-3">
          <Link to={localizePath("/", lang)} className="btn btn-primary">
            {t("errors.homeLink")}
          </Link>
          {notFound ? (
            <Link to={localHref(sitePaths.offices, lang)} className="btn btn-outline">
              <MapPinIcon size={18} />
              {t("errors.findOffice")}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
