/** doc1 §5 generic form: the configured error page a spam-trap submission is sent to. */
import { useTranslation } from "~/i18n";
import { localizePath } from "~/domain/site";
import { useShellData } from "~/components/root-data";

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function FormError() {
  const { t } = useTranslation();
  const lang = useShellData()?.lang ?? "en";
  return (
    <section aria-labelledby="form-error-title" className="bg-surface">
      <div className="container-page grid max-w-2xl gap-4 py-10 md:py-16">
        <title>{t("widgets.formError.title")}</title>
        <h1 id="form-error-title" className="text-3xl font-extrabold text-ink">
          {t("widgets.formError.title")}
        </h1>
        <p className="text-lead text-ink-muted">{t("widgets.formError.body")}</p>
        <a href={localizePath("/contact", lang)} className="btn btn-primary w-full sm:w-fit">
          {t("widgets.formError.back")}
        </a>
      </div>
    </section>
  );
}
