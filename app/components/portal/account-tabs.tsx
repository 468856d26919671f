/**
 * doc3 §2.7 Account: the read-only profile (doc3 §3; phone ddd-ddd-dddd, licence masked by the
 * platform); and My quotes: each quote with its carrier, premium and a link back to its cards.
 */
import { SmartLink } from "~/components/smart-link";
import { formatDate, formatMoney } from "~/components/results-format";
import type { Language } from "~/domain/site";
import { useTranslation } from "~/i18n";
import type { MyTransaction, Profile } from "~/domain/portal/answers";
import { quoteCardsHref } from "~/domain/portal/paths";

export function AccountTab({ profile }: { profile: Profile | null }) {
  const { t } = useTranslation();
  if (!profile)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {t("portal.account.unavailable")}
      </p>
    );
  const rows: [string, string][] = [
    [t("portal.account.name"), `${profile.name} ${profile.surname}`.trim()],
    [t("portal.account.email"), profile.mail],
    [t("portal.account.phone"), profile.phone],
    [t("portal.account.address"), [profile.address, profile.city, `${profile.state} ${profile.zipCode}`.trim()].filter(Boolean).join(", ")],
    [t("portal.account.licence"), profile.driverLicenseNumber],
    [t("portal.account.customerCode"), profile.customerCode],
    [t("portal.account.sms"), profile.isSmsNotify ? t("portal.account.yes") : t("portal.account.no")],
  ];
  return (
    <section aria-labelledby="account-title" className="grid gap-4">
      <h2 id="account-title" className="text-2xl font-bold text-ink">
        {t("portal.account.title")}
      </h2>
      <p className="text-ink-muted">{t("portal.account.readOnly")}</p>
      <dl className="grid gap-3 rounded-card border border-line bg-canvas p-5 shadow-card sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-ink-muted">{label}</dt>
            <dd className="font-semibold break-words text-ink">{value || "—"}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function MyQuotesTab({ transactions, lang }: { transactions: MyTransaction[] | null; lang: Language }) {
  const { t } = useTranslation();
  if (!transactions)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {t("portal.quotes.unavailable")}
      </p>
    );
  return (
    <section aria-labelledby="quotes-title" className="grid gap-4">
      <h2 id="quotes-title" className="text-2xl font-bold text-ink">
        {t("portal.quotes.title")}
      </h2>
      {transactions.length === 0 ? <p className="text-ink-muted">{t("portal.quotes.none")}</p> : null}
      <ul className="grid gap-4">
        {transactions.map((tx) => (
          <li key={tx.transactionId} data-transaction={tx.transactionId} className="grid gap-3 rounded-card border border-line bg-canvas p-5 shadow-card">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-bold text-ink">{t("portal.quotes.from", { date: formatDate(tx.createdAt, lang), state: tx.state })}</h3>
              <SmartLink href={quoteCardsHref(tx.transactionId)} lang={lang} className="link font-semibold">
                {t("portal.quotes.cards")}
              </SmartLink>
            </div>
            {tx.quotes.length === 0 ? (
              <p className="text-ink-muted">{t("portal.quotes.saved")}</p>
            ) : (
              <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
                {tx.quotes.map((q) => (
                  <li key={q.rateQuoteId} className="flex items-baseline justify-between gap-2 rounded-lg border border-line px-3 py-2">
                    <span className="text-ink">{q.companyName}</span>
                    <span className="font-bold text-ink">{t("portal.quotes.premium", { amount: formatMoney(q.totalPremium, lang), months: q.term })}</span>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
