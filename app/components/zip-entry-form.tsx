/**
 * doc1 §2 quote form block (zip entry): a 5-digit field and a submit button that post to the
 * zip entry action. Without JavaScript it is a plain form (the action answers with a page);
 * with JavaScript it checks the zip first, posts in place and shows the out-of-service modal
 * (doc1 §4, §8) without leaving the page. A success redirects to the quote page.
 */
import { useState, type KeyboardEvent } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n";
import { cleanZipInput, isValidZip, isZipKeyAllowed, shortenZip, zipInputAttributes } from "~/domain/public/zip";
import type { Language } from "~/domain/site";
import { Modal } from "./modal";
import { useHydrated, useTypedBeforeHydration } from "./popup-hooks";
import { localHref } from "./smart-link";

/** What the zip entry action answers when it does not redirect. */
export type ZipEntryResult =
  { status: "invalid"; zip: string; error: string } | { status: "out-of-service"; zip: string } | { status: "unavailable"; zip: string; error: string };

export const ZIP_ENTRY_PATH = "/start-quote";

export interface ZipEntryFormProps {
  /** Id of the input (unique on the page). */
  id: string;
  lang: Language;
  label: string;
  placeholder: string;
  cta: string;
  hint?: string;
  /** The configured zip error text (doc1 §5). */
  invalidMessage: string;
  /** The configured out-of-service text (doc1 §8). */
  outOfServiceMessage: string;
  /** The action's answer when the page itself was rendered by the action (no JavaScript). */
  result?: ZipEntryResult | null;
  /** A/B variant of the button (doc1 §2 A/B tests), forwarded for reporting. */
  variant?: string;
}

export function ZipEntryForm({ id, lang, label, placeholder, cta, hint, invalidMessage, outOfServiceMessage, result, variant }: ZipEntryFormProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ZipEntryResult>({ key: `zip-entry-${id}` });
  const answer = fetcher.data ?? result ?? null;
  const [value, setValue] = useState(answer?.zip ?? "");
  useTypedBeforeHydration(id, value, (typed) => setValue(cleanZipInput(typed)));
  const [clientError, setClientError] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<ZipEntryResult | null>(null);

  const serverError = answer && answer.status !== "out-of-service" && answer.zip === value ? answer.error : null;
  const error = clientError ?? serverError;
  const outOfService = answer?.status === "out-of-service" && dismissed !== answer;
  const busy = fetcher.state !== "idle";
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!isZipKeyAllowed(event)) event.preventDefault();
  };

  return (
    <>
      <fetcher.Form
        method="post"
        action={localHref(ZIP_ENTRY_PATH, lang)}
        // The configured message (doc1 §5) replaces the browser's own, with or without JavaScript.
        noValidate
        className="grid gap-3"
        onSubmit={(event) => {
          // The field's own text is what the form posts: a submit that arrives while the page
          // hydrates runs before the state has caught up with text typed before hydration.
          const field = event.currentTarget.querySelector<HTMLInputElement>(`#${id}`);
          const typed = cleanZipInput(field?.value ?? value);
          if (typed !== value) setValue(typed);
          if (!isValidZip(shortenZip(typed))) {
            event.preventDefault();
            setClientError(invalidMessage);
            field?.focus();
            return;
          }
          setClientError(null);
          setDismissed(null);
        }}
      >
        <label htmlFor={id} className="font-semibold text-ink">
          {label}
        </label>
        <input
          id={id}
          name="zip"
          type="text"
          {...zipInputAttributes}
          required
          value={value}
          onChange={(event) => {
            setValue(cleanZipInput(event.target.value));
            setClientError(null);
          }}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="min-h-13 w-full rounded-xl border-2 border-line bg-canvas px-4 text-lg font-semibold tracking-wider text-ink placeholder:font-normal placeholder:tracking-normal placeholder:text-ink-muted focus:border-primary focus-visible:outline-offset-0 aria-[invalid=true]:border-red-700"
        />
        {hint ? (
          <p id={hintId} className="text-sm text-ink-muted">
            {hint}
          </p>
        ) : null}
        <p id={errorId} className="text-sm font-semibold text-red-700 empty:hidden" aria-live="polite">
          {error}
        </p>
        {variant ? <input type="hidden" name="variant" value={variant} /> : null}
        <button type="submit" className="btn btn-accent min-h-13 w-full text-lg" aria-disabled={busy || undefined}>
          {busy ? t("widgets.zip.checking") : cta}
        </button>
      </fetcher.Form>

      {outOfService ? <OutOfService id={id} message={outOfServiceMessage} onDismiss={() => setDismissed(answer)} /> : null}
    </>
  );
}

/**
 * doc1 §4, §8 out-of-service answer: the modal with OK once the page is interactive; without
 * JavaScript, the same message and OK in the page. Only this part waits for hydration, so the
 * form itself renders once.
 */
function OutOfService({ id, message, onDismiss }: { id: string; message: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <div role="alert" className="mt-4 grid gap-3 rounded-card border-2 border-primary bg-surface p-4">
        <p className="font-bold text-ink">{t("widgets.zip.outOfServiceTitle")}</p>
        <p className="text-ink">{message}</p>
        <a href={`#${id}`} className="btn btn-primary w-fit min-w-24">
          {t("widgets.zip.ok")}
        </a>
      </div>
    );
  }
  return (
    <Modal isOpen onOpenChange={(open) => (open ? null : onDismiss())} title={t("widgets.zip.outOfServiceTitle")} role="alertdialog" size="sm">
      {({ close }) => (
        <div className="grid gap-5">
          <p>{message}</p>
          <button type="button" className="btn btn-primary w-full sm:w-fit sm:min-w-28" onClick={close} autoFocus>
            {t("widgets.zip.ok")}
          </button>
        </div>
      )}
    </Modal>
  );
}
