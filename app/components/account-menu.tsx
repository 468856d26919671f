/**
 * The sign-in menu of the header (doc1 §2 "Header and navigation", §6): the logged-out variant
 * offers sign-in and the self-service links; the logged-in variant the account and sign-out.
 */
import { useTranslation } from "~/i18n";
import { pick, type Language } from "~/domain/site";
import type { ShellCustomer, ShellSettings } from "./root-data";
import { ChevronDownIcon, UserIcon } from "./icons";
import { SmartLink, localHref } from "./smart-link";
import { sitePaths } from "./site-paths";

interface Props {
  lang: Language;
  labels: ShellSettings["signInMenu"];
  customer: ShellCustomer | null;
}

const itemClass = "flex min-h-11 items-center rounded-lg px-3 py-2 font-medium text-ink hover:bg-primary-soft hover:text-primary-dark";

/** The menu's links, for the header dropdown and the phone menu alike. */
export function AccountLinks({ lang, labels, customer }: Props) {
  if (customer) {
    return (
      <ul className="grid gap-1">
        <li>
          <SmartLink href={sitePaths.myAccount} lang={lang} className={itemClass}>
            {pick(labels.myAccount, lang)}
          </SmartLink>
        </li>
        <li>
          <SmartLink href={sitePaths.makePayment} lang={lang} className={itemClass}>
            {pick(labels.makePayment, lang)}
          </SmartLink>
        </li>
        <li>
          <SmartLink href={sitePaths.previousQuotes} lang={lang} className={itemClass}>
            {pick(labels.previousQuotes, lang)}
          </SmartLink>
        </li>
        <li>
          <SmartLink href={sitePaths.referFriend} lang={lang} className={itemClass}>
            {pick(labels.referFriend, lang)}
          </SmartLink>
        </li>
        <li className="mt-1 border-t border-line pt-2">
          <form method="post" action={localHref(sitePaths.signOut, lang)}>
            <button type="submit" className={`${itemClass} w-full text-left`}>
              {pick(labels.signOut, lang)}
            </button>
          </form>
        </li>
      </ul>
    );
  }
  return (
    <ul className="grid gap-1">
      <li className="mb-1">
        <SmartLink href={sitePaths.signIn} lang={lang} className="btn btn-primary w-full">
          {pick(labels.signIn, lang)}
        </SmartLink>
      </li>
      <li>
        <SmartLink href={sitePaths.createAccount} lang={lang} className={itemClass}>
          {pick(labels.createAccount, lang)}
        </SmartLink>
      </li>
      <li>
        <SmartLink href={sitePaths.forgotPassword} lang={lang} className={itemClass}>
          {pick(labels.forgotPassword, lang)}
        </SmartLink>
      </li>
      <li>
        <SmartLink href={sitePaths.makePayment} lang={lang} className={itemClass}>
          {pick(labels.makePayment, lang)}
        </SmartLink>
      </li>
      <li>
        <SmartLink href={sitePaths.previousQuotes} lang={lang} className={itemClass}>
          {pick(labels.previousQuotes, lang)}
        </SmartLink>
      </li>
    </ul>
  );
}

/** The header's dropdown (wide screens). */
export function AccountMenu({ summaryClassName = "", ...props }: Props & { summaryClassName?: string }) {
  const { t } = useTranslation();
  const label = props.customer ? t("account.greeting", { name: props.customer.firstName }) : pick(props.labels.signIn, props.lang);
  return (
    <details data-menu name="header-menu" className="relative">
      <summary className={`inline-flex min-h-10 items-center gap-2 rounded-lg px-3 font-semibold ${summaryClassName}`}>
        <UserIcon size={18} />
        {label}
        <ChevronDownIcon size={16} className="chevron" />
      </summary>
      <div className="menu-panel absolute right-0 z-40 mt-1 w-72 text-base rounded-card border border-line bg-canvas p-3 shadow-pop">
        <AccountLinks {...props} />
      </div>
    </details>
  );
}
