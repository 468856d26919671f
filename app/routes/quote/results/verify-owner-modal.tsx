/** Asks for the date of birth before a saved quote loads; 3 attempts counted by the platform (doc2 §4, §8). */
import { useMemo, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n";
import { DateInput } from "~/components/date-input";
import { useFetcherAnswer } from "~/components/forms/use-fetcher-answer";
import { Modal } from "~/components/modal";
import { useResultsUrl } from "~/components/results-paths";
import { track } from "~/domain/quote/analytics";
import { verifyOwnerSchema, type VerifyOwnerOutcome } from "~/domain/quote/lookup-forms";
import { useMessage } from "~/i18n-message";
import { useFieldErrors } from "./use-field-errors";
import type { clientAction } from "./verify-owner";

export interface VerifyOwnerModalProps {
  rateQuoteId: string;
  /** The owner is verified: the session now lists this quote; the page loads it. */
  onVerified: () => void;
  /** "Quote not found!" or the third failure: the quote page resets to driver step 1. */
  onReset: () => void;
}

export function VerifyOwnerModal({ rateQuoteId, onVerified, onReset }: VerifyOwnerModalProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => verifyOwnerSchema(), []);
  const { errors, setErrors, check } = useFieldErrors(schema);
  const text = useMessage();
  const url = useResultsUrl();
  const [dob, setDob] = useState("");
  const fetcher = useFetcher<typeof clientAction>();
  const ask = useFetcherAnswer(fetcher);
  const pending = fetcher.state !== "idle";
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setProblem(null);
    if (!check(form)) return;
    track({ name: "quote_step", step: "verifyOwner" });
    // A verified owner's quote opens with a post of the page's own (onVerified); nothing else the
    // page shows changes, so its loaders are not run again. The button is disabled at once.
    const answer = await ask({ rateQuoteId, dob }, { method: "post", action: url("verify-owner"), defaultShouldRevalidate: false, flushSync: true });
    // The window was closed meanwhile.
    if (answer === undefined) return;
    if ("outcome" in answer && !answer.outcome) {
      setErrors({ dob: answer.result.error?.dob?.[0] ?? undefined });
      return;
    }
    // An answer without an outcome: the site did not answer (or not as the page expects).
    const outcome: VerifyOwnerOutcome =
      "outcome" in answer && answer.outcome ? answer.outcome : { kind: "failed", message: "quotes.errors.failed", attemptsLeft: attemptsLeft ?? 0 };
    if (outcome.kind === "loaded") return onVerified();
    if (outcome.kind === "reset") {
      track({ name: "quote_error", kind: "verify owner", detail: "reset" });
      return onReset();
    }
    setAttemptsLeft(outcome.attemptsLeft);
    if (outcome.kind === "mismatch") setErrors({ dob: outcome.error });
    else setProblem(text(outcome.message) ?? null);
  };

  return (
    <Modal isOpen onOpenChange={(open) => !open && onReset()} title={t("quotes.verify.title")} isDismissable={false} size="sm">
      <form noValidate onSubmit={(event) => void submit(event)} className="mt-3 grid gap-4" data-testid="verify-owner">
        <p className="text-ink-muted">{t("quotes.verify.intro")}</p>
        <DateInput
          id="verify-dob"
          name="dob"
          label={t("quotes.verify.dob")}
          autoComplete="bday"
          value={dob}
          error={errors.dob ? `${text(errors.dob)}${attemptsLeft !== null ? ` ${t("quotes.verify.attemptsLeft", { count: attemptsLeft })}` : ""}` : undefined}
          onValueChange={setDob}
          onBlur={(event) => event.target.form && check(event.target.form, "dob")}
        />
        {problem ? (
          <p role="alert" className="rounded-xl border border-red-700 bg-red-50 px-4 py-3 font-semibold text-red-800">
            {problem}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? t("quotes.verify.checking") : t("quotes.verify.submit")}
        </button>
        <button type="button" className="link justify-self-center" onClick={onReset}>
          {t("quotes.verify.startOver")}
        </button>
      </form>
    </Modal>
  );
}
