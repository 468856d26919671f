/**
 * The site header (doc1 §2 "Header and navigation"): brand logo, category menus, the sign-in menu,
 * the language switch, a call link and the quote button. On a phone the menus live in one
 * mobile menu. Every menu is a disclosure that works before JavaScript loads.
 */
import { useRef } from "react";
import { Link } from "react-router";
import { useTranslation } from "~/i18n";
import { localizePath } from "~/domain/site";
import type { ShellData } from "./root-data";
import { AccountLinks, AccountMenu } from "./account-menu";
import { CloseIcon, MenuIcon, PhoneIcon } from "./icons";
import { LanguageSwitch } from "./language-switch";
import { telHref } from "./phone";
import { DesktopNav, MobileNav } from "./site-nav";
import { localHref } from "./smart-link";
import { sitePaths } from "./site-paths";
import { useDisclosureMenus } from "./use-disclosure-menus";

export function SiteHeader({ data }: { data: ShellData }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  useDisclosureMenus(ref);
  const { lang, brand, settings, languageSwitch } = data;
  const customer = data.customer ?? null;
  const phone = brand.phones.sales;

  return (
    <header ref={ref} className="sticky top-0 z-30 border-b border-line bg-canvas xl:-top-10">
      <div className="hidden bg-primary-dark text-white xl:block">
        <div className="container-page flex h-10 items-center justify-end gap-2 text-sm">
          <a href={telHref(phone)} className="inline-flex min-h-10 items-center gap-2 rounded-lg px-3 font-semibold hover:underline">
            <PhoneIcon size={16} />
            {t("shell.callNumber", { phone })}
          </a>
          <LanguageSwitch data={languageSwitch} />
          <AccountMenu lang={lang} labels={settings.signInMenu} customer={customer} summaryClassName="text-white hover:bg-white/10" />
        </div>
      </div>

      <div className="container-page flex h-16 items-center gap-3 xl:h-[4.5rem]">
        <Link to={localizePath("/", lang)} className="flex shrink-0 items-center rounded-lg py-1">
          <img
            src={brand.logo.src}
            width={brand.logo.width}
            height={brand.logo.height}
            alt={brand.logo.alt || brand.name}
            className="h-8 w-auto sm:h-9 xl:h-10"
          />
        </Link>

        <nav aria-label={t("shell.mainNav")} className="ml-2 hidden xl:block">
          <DesktopNav lang={lang} categories={settings.navigation} />
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <Link to={localHref(sitePaths.quoteAnchor, lang)} className="btn btn-accent hidden min-h-11 py-2 whitespace-nowrap md:inline-flex">
            {t("shell.getQuote")}
          </Link>
          <a
            href={telHref(phone)}
            className="inline-flex min-h-12 min-w-14 flex-col items-center justify-center gap-0.5 rounded-lg px-2 text-xs font-bold whitespace-nowrap text-primary-dark hover:bg-primary-soft xl:hidden"
          >
            <PhoneIcon size={20} />
            {t("shell.callUs")}
          </a>
          <details data-menu name="header-menu" className="group xl:hidden">
            <summary className="inline-flex min-h-12 min-w-14 flex-col items-center justify-center gap-0.5 rounded-lg px-2 text-xs font-bold text-ink group-open:bg-primary-soft group-open:text-primary-dark">
              <MenuIcon size={20} className="group-open:hidden" />
              <CloseIcon size={20} className="hidden group-open:block" />
              {t("shell.menu")}
            </summary>
            <div className="menu-panel fixed inset-x-0 top-16 bottom-0 z-40 overflow-y-auto overscroll-contain border-t border-line bg-canvas">
              <div className="container-page grid gap-6 py-4 pb-10">
                <nav aria-label={t("shell.mainNav")}>
                  <MobileNav lang={lang} categories={settings.navigation} />
                </nav>
                <section aria-labelledby="mobile-account-title" className="rounded-card bg-surface p-4">
                  <h2 id="mobile-account-title" className="mb-3 font-bold text-ink">
                    {customer ? t("account.greeting", { name: customer.firstName }) : t("account.menuLabel")}
                  </h2>
                  <AccountLinks lang={lang} labels={settings.signInMenu} customer={customer} />
                </section>
                <div className="grid gap-3">
                  <Link to={localHref(sitePaths.quoteAnchor, lang)} className="btn btn-accent w-full">
                    {t("shell.getQuote")}
                  </Link>
                  <a href={telHref(phone)} className="btn btn-outline w-full">
                    <PhoneIcon size={18} />
                    {t("shell.callNumber", { phone })}
                  </a>
                  <LanguageSwitch data={languageSwitch} className="justify-self-center text-primary-dark" />
                </div>
              </div>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}
