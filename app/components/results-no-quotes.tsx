/** The no-quotes view (doc2 §2 step 10, §8): no quotes, API failure or timeout; the title carries the first name; try again. */
import { useTranslation } from "~/i18n";
import { PhoneIcon } from "./icons";

export function ResultsNoQuotes({ firstName, phone, onTryAgain }: { firstName: string; phone: string; onTryAgain: () => void }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="no-quotes-title"
      className="mx-auto flex max-w-2xl flex-col items-center gap-5 rounded-card bg-canvas p-6 text-center shadow-card sm:p-10"
      data-testid="no-quotes"
    >
      <h2 id="no-quotes-title" className="text-2xl font-bold text-ink sm:text-3xl">
        {t("quotes.noQuotes.title", { name: firstName })}
      </h2>
      <p className="text-ink-muted">{t("quotes.noQuotes.body")}</p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <button type="button" className="btn btn-primary" onClick={onTryAgain}>
          {t("quotes.noQuotes.tryAgain")}
        </button>
        <a className="btn btn-outline" href={`tel:${phone.replace(/[^0-9+]/g, "")}`}>
          <PhoneIcon aria-hidden="true" className="size-5" />
          {t("quotes.noQuotes.call", { phone })}
        </a>
      </div>
    </section>
  );
}
