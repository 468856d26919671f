/**
 * The #previousQuotes view: sign in with date of birth and phone to see earlier quotes (doc2 §2, §4),
 * behind the bot check the visitor's browser solves (doc2 §7): the form waits for the
 * widget's payload before it is sent; a missing or refused check shows its message beside the check
 * and a new check, and nothing is looked up.
 */
import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n";
import { useFetcher, useRevalidator } from "react-router";
import { BotCheck, finishBotCheck } from "~/components/bot-check";
import { TextField } from "~/components/form-field";
import { DateInput } from "~/components/date-input";
import { useFetcherAnswer } from "~/components/forms/use-fetcher-answer";
import { ResultsCards } from "~/components/results-cards";
import { formatDate } from "~/components/results-format";
import { ResultsRequote } from "~/components/results-requote";
import { useResultsUrl } from "~/components/results-paths";
import { useShellData } from "~/components/root-data";
import { track } from "~/domain/quote/analytics";
import { formatPhoneInput } from "~/domain/quote/contact";
import { previousQuotesLoginSchema } from "~/domain/quote/lookup-forms";
import type { CardQuote } from "~/domain/quote/results-stream";
import type { clientAction } from "./previous";
import { useResultsConfig } from "./use-config";
import { useMessage } from "~/i18n-message";
import { useFieldErrors } from "./use-field-errors";

export interface PreviousQuotesViewProps {
  /** Not found: the quote page goes back to driver step 1 with phone and date of birth prefilled. */
  onNotFound: (prefill: { phone: string; dob: string }) => void;
  /** The new-quote link: the quote page starts the wizard at driver step 1. */
  onNewQuote: () => void;
}

type Policy = { company: string; effectiveDate: string; expireDate: string; policyNumber: string };

export function PreviousQuotesView({ onNotFound, onNewQuote }: PreviousQuotesViewProps) {
  const { t } = useTranslation();
  const shell = useShellData();
  const lang = shell?.lang ?? "en";
  const phone = shell?.brand.phones.sales ?? "";
  const { settings, chatAvailable, chatUrl } = useResultsConfig();
  const schema = useMemo(() => previousQuotesLoginSchema(), []);
  const { errors, setErrors, check } = useFieldErrors(schema);
  const text = useMessage();
  const url = useResultsUrl();
  const [dob, setDob] = useState("");
  const [phoneNumber, setPhoneNumber] = useState("");
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [botCheckError, setBotCheckError] = useState<string | null>(null);
  // Each answer uses the check up: a new one is shown for the next try.
  const [botCheckRound, setBotCheckRound] = useState(0);
  const [found, setFound] = useState<{ transactionId: string; quotes: CardQuote[]; policies: Policy[] } | null>(null);
  const revalidator = useRevalidator();
  const fetcher = useFetcher<typeof clientAction>();
  const ask = useFetcherAnswer(fetcher);

  // doc2 §4 requote: the page reloads its data (the quote stage of the new transaction), then shows it.
  const showRequoted = async () => {
    await revalidator.revalidate();
    window.location.hash = "quotes";
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setProblem(null);
    setBotCheckError(null);
    if (!check(form)) return;
    setPending(true);
    if (!(await finishBotCheck(form))) {
      setPending(false);
      setBotCheckError(t("widgets.botCheck.missing"));
      return;
    }
    track({ name: "quote_step", step: "previousQuotes" });
    // doc2 §9: previous-quote retrieval gives up after 300 seconds (the page's timer, so the wait is the visitor's).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const giveUp = new Promise<"gaveUp">((resolve) => {
      timer = setTimeout(() => resolve("gaveUp"), settings.previousQuoteGiveUpSeconds * 1000);
    });
    // Found quotes show here, from the answer: the page's loaders are not run again.
    const asked = ask(new FormData(form), { method: "post", action: url("previous"), defaultShouldRevalidate: false });
    const answer = await Promise.race([asked, giveUp]);
    clearTimeout(timer);
    // The view left the page.
    if (answer === undefined) return;
    if (answer === "gaveUp" || !("status" in answer)) {
      // Given up (the look-up is stopped), or the site did not answer.
      if (answer === "gaveUp") fetcher.reset();
      setPending(false);
      setBotCheckRound((round) => round + 1);
      setProblem(answer === "gaveUp" ? t("quotes.previous.gaveUp") : t("quotes.previous.failed"));
      return;
    }
    setPending(false);
    if (answer.status !== "found") setBotCheckRound((round) => round + 1);
    if (answer.status === "found") setFound({ transactionId: answer.transactionId, quotes: answer.quotes, policies: answer.policies });
    else if (answer.status === "notFound") onNotFound(answer.prefill);
    else if (answer.status === "botCheck") setBotCheckError(t(`widgets.botCheck.${answer.problem}`));
    else if (answer.status === "invalid")
      setErrors(Object.fromEntries(Object.entries(answer.result.error ?? {}).map(([name, messages]) => [name, messages?.[0]])));
    else {
      track({ name: "quote_error", kind: "previous quotes", detail: answer.status });
      setProblem(answer.status === "limited" ? t("quotes.previous.limited") : t("quotes.previous.failed"));
    }
  };

  if (found) {
    return (
      <section aria-labelledby="previous-found-title" className="grid gap-5" data-testid="previous-quotes-found">
        <h2 id="previous-found-title" className="text-2xl font-bold text-ink">
          {t("quotes.previous.foundTitle")}
        </h2>
        {found.policies.length > 0 ? (
          <div className="rounded-card bg-canvas p-5 shadow-card">
            <h3 className="font-bold text-ink">{t("quotes.previous.policies")}</h3>
            <ul className="mt-2 grid gap-1 text-ink">
              {found.policies.map((policy) => (
                <li key={policy.policyNumber}>
                  {t("quotes.previous.policyLine", {
                    company: policy.company,
                    number: policy.policyNumber,
                    start: formatDate(policy.effectiveDate, lang),
                    end: formatDate(policy.expireDate, lang),
                  })}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <ResultsRequote transactionId={found.transactionId} lang={lang} onRequoted={showRequoted} />
        <ResultsCards quotes={found.quotes} lang={lang} phone={phone} settings={settings} chatAvailable={chatAvailable} chatUrl={chatUrl} />
        <button type="button" className="link justify-self-start" onClick={onNewQuote}>
          {t("quotes.previous.newQuote")}
        </button>
      </section>
    );
  }

  return (
    <section
      aria-labelledby="previous-title"
      className="mx-auto grid w-full max-w-lg gap-5 rounded-card bg-canvas p-5 shadow-card sm:p-8"
      data-testid="previous-quotes"
    >
      <div className="grid gap-2">
        <h2 id="previous-title" className="text-2xl font-bold text-ink">
          {t("quotes.previous.title")}
        </h2>
        <p className="text-ink-muted">{t("quotes.previous.intro")}</p>
      </div>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <DateInput
          id="previous-dob"
          name="dob"
          label={t("quotes.previous.dob")}
          autoComplete="bday"
          value={dob}
          error={errors.dob ? text(errors.dob) : undefined}
          onValueChange={setDob}
          onBlur={(event) => event.target.form && check(event.target.form, "dob")}
        />
        <TextField
          id="previous-phone"
          name="phone"
          type="tel"
          label={t("quotes.previous.phone")}
          hint={t("quotes.previous.phoneHint")}
          inputMode="tel"
          autoComplete="tel-national"
          value={phoneNumber}
          error={errors.phone ? text(errors.phone) : undefined}
          onChange={(event) => setPhoneNumber(formatPhoneInput(event.target.value))}
          onBlur={(event) => event.target.form && check(event.target.form, "phone")}
        />
        <div className="hidden">
          <label htmlFor="previous-website">{t("quotes.previous.website")}</label>
          <input id="previous-website" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        <BotCheck id="previous-bot-check" lang={lang} error={botCheckError} generation={botCheckRound} />
        {problem ? (
          <p role="alert" className="rounded-xl border border-red-700 bg-red-50 px-4 py-3 font-semibold text-red-800">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? t("quotes.previous.searching") : t("quotes.previous.submit")}
        </button>
      </form>
      <button type="button" className="link justify-self-center" onClick={onNewQuote}>
        {t("quotes.previous.newQuote")}
      </button>
    </section>
  );
}
