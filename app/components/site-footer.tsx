/** The site footer: authored link columns, contact numbers, the language switch and legal text. */
import { useTranslation } from "~/i18n";
import { pick } from "~/domain/site";
import type { ShellData } from "./root-data";
import { BackToTop } from "./back-to-top";
import { LanguageSwitch } from "./language-switch";
import { NewsletterForm } from "./newsletter-form";
import { MailIcon, PhoneIcon } from "./icons";
import { telHref } from "./phone";
import { SmartLink, localHref } from "./smart-link";

export function SiteFooter({ data }: { data: ShellData }) {
  const { t } = useTranslation();
  const { lang, brand, settings, languageSwitch } = data;
  const { footer } = settings;
  const year = new Date().getFullYear();

  return (
    <footer className="render-later mt-auto bg-ink text-white">
      <div className="container-page grid gap-10 py-12 md:grid-cols-[minmax(0,1.2fr)_minmax(0,2fr)] lg:py-16">
        <div className="grid content-start gap-4">
          <p className="text-xl font-bold">{brand.name}</p>
          <h2 className="text-sm font-semibold tracking-wide text-white/80 uppercase">{t("footer.contact")}</h2>
          <ul className="grid gap-3">
            <li>
              <span className="block text-sm text-white/80">{t("footer.sales")}</span>
              <a href={telHref(brand.phones.sales)} className="inline-flex min-h-11 items-center gap-2 text-lg font-bold hover:underline">
                <PhoneIcon size={18} />
                {brand.phones.sales}
              </a>
            </li>
            <li>
              <span className="block text-sm text-white/80">{t("footer.service")}</span>
              <a href={telHref(brand.phones.service)} className="inline-flex min-h-11 items-center gap-2 text-lg font-bold hover:underline">
                <PhoneIcon size={18} />
                {brand.phones.service}
              </a>
            </li>
            {brand.email ? (
              <li>
                <span className="block text-sm text-white/80">{t("footer.email")}</span>
                <a href={`mailto:${brand.email}`} className="inline-flex min-h-11 items-center gap-2 font-semibold break-all hover:underline">
                  <MailIcon size={18} />
                  {brand.email}
                </a>
              </li>
            ) : null}
          </ul>
          <p className="text-sm text-white/80">{t("footer.hours")}</p>
          <div className="mt-2 border-t border-white/15 pt-5">
            <NewsletterForm action={localHref("/newsletter", lang)} contentRoots={[]} tone="dark" />
          </div>
        </div>

        {footer.columns.length > 0 ? (
          <nav aria-label={t("footer.nav")} className="grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4">
            {footer.columns.map((column, index) => (
              <div key={index}>
                <h2 className="mb-2 text-sm font-semibold tracking-wide text-white/80 uppercase">{pick(column.title, lang)}</h2>
                <ul>
                  {column.links.map((link, i) => (
                    <li key={i}>
                      <SmartLink href={link.href} lang={lang} className="inline-flex min-h-11 items-center py-1 hover:underline">
                        {pick(link.label, lang)}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        ) : null}
      </div>

      <div className="border-t border-white/15">
        <div className="container-page grid gap-4 py-8 text-sm text-white/80 md:grid-cols-[1fr_auto] md:items-start">
          <div className="grid gap-2">
            <p className="max-w-prose">{pick(footer.legal, lang)}</p>
            <p>{pick(footer.copyright, lang).replace("{0}", String(year))}</p>
          </div>
          <LanguageSwitch data={languageSwitch} className="text-white" />
        </div>
      </div>
      {/* Fixed at the bottom of the viewport; inside the footer so it sits in a landmark. */}
      <BackToTop thresholdPx={settings.limits.backToTopPx} />
    </footer>
  );
}
