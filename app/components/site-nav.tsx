/**
 * The header's category menus (doc1 §2 "Header and navigation"): on wide screens a row of
 * dropdowns, on a phone an accordion inside the mobile menu. Categories and sub-links are authored
 * in the CMS; a category without sub-links is a plain link.
 */
import { useTranslation } from "~/i18n";
import { pick, type Language, type NavCategory } from "~/domain/site";
import { ChevronDownIcon } from "./icons";
import { SmartLink } from "./smart-link";

interface Props {
  lang: Language;
  categories: NavCategory[];
}

const topLink =
  "inline-flex min-h-11 items-center gap-0.5 rounded-lg px-1.5 text-[0.9375rem] font-semibold 2xl:gap-1 2xl:px-2.5 2xl:text-base whitespace-nowrap text-ink hover:bg-primary-soft hover:text-primary-dark";
const subLink = "flex min-h-11 items-center rounded-lg px-3 py-2 font-medium text-ink hover:bg-primary-soft hover:text-primary-dark";

export function DesktopNav({ lang, categories }: Props) {
  const { t } = useTranslation();
  return (
    <ul className="flex items-center gap-0.5">
      {categories.map((category, index) => {
        const label = pick(category.label, lang);
        if (category.children.length === 0) {
          return (
            <li key={index}>
              <SmartLink href={category.href ?? "/"} lang={lang} className={topLink}>
                {label}
              </SmartLink>
            </li>
          );
        }
        return (
          <li key={index}>
            <details data-menu name="header-menu" className="relative">
              <summary className={topLink}>
                {label}
                <ChevronDownIcon size={16} className="chevron" />
              </summary>
              <div className="menu-panel absolute left-0 z-40 mt-2 w-72 rounded-card border border-line bg-canvas p-3 shadow-pop">
                <ul className="grid gap-1">
                  {category.children.map((link, i) => (
                    <li key={i}>
                      <SmartLink href={link.href} lang={lang} className={subLink}>
                        {pick(link.label, lang)}
                      </SmartLink>
                    </li>
                  ))}
                  {category.href ? (
                    <li className="mt-1 border-t border-line pt-2">
                      <SmartLink href={category.href} lang={lang} className={`${subLink} text-primary-dark`}>
                        {t("shell.overview", { category: label })}
                      </SmartLink>
                    </li>
                  ) : null}
                </ul>
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );
}

/** The phone menu's categories: each opens in place to show its sub-links. */
export function MobileNav({ lang, categories }: Props) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-line border-y border-line">
      {categories.map((category, index) => {
        const label = pick(category.label, lang);
        if (category.children.length === 0) {
          return (
            <li key={index}>
              <SmartLink href={category.href ?? "/"} lang={lang} className="flex min-h-13 items-center px-1 text-lg font-semibold text-ink">
                {label}
              </SmartLink>
            </li>
          );
        }
        return (
          <li key={index}>
            <details className="group">
              <summary className="flex min-h-13 items-center justify-between px-1 text-lg font-semibold text-ink">
                {label}
                <ChevronDownIcon size={20} className="chevron text-primary" />
              </summary>
              <ul className="grid gap-0.5 pb-3 pl-2">
                {category.children.map((link, i) => (
                  <li key={i}>
                    <SmartLink href={link.href} lang={lang} className={subLink}>
                      {pick(link.label, lang)}
                    </SmartLink>
                  </li>
                ))}
                {category.href ? (
                  <li>
                    <SmartLink href={category.href} lang={lang} className={`${subLink} text-primary-dark`}>
                      {t("shell.overview", { category: label })}
                    </SmartLink>
                  </li>
                ) : null}
              </ul>
            </details>
          </li>
        );
      })}
    </ul>
  );
}
