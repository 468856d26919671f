/** The frame of one wizard step: its heading (focused when the step opens), body, Back and Next. */
import { useEffect, type ReactNode } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n";

let focusPending = false;

/**
 * The step heading in the page (a wizard step's, or the quote stage's), if it is there, comes into
 * view with the progress bar and takes focus.
 */
function focusStepHeading(): boolean {
  const heading = document.getElementById("quote-step-title") ?? document.getElementById("quotes-heading");
  if (!heading) return false;
  document.getElementById("quote-top")?.scrollIntoView({ block: "start" });
  heading.focus({ preventScroll: true });
  return true;
}

/** The visitor moved to another step: its heading takes focus now, or when its frame first appears. */
export function requestStepFocus() {
  focusPending = !focusStepHeading();
}

/** A step or stage that appears after the visitor moved on takes the focus they asked for. */
export function usePendingStepFocus() {
  useEffect(() => {
    if (focusPending) focusPending = !focusStepHeading();
  }, []);
}

/**
 * The quote stage's heading, when focus was left on nothing (a loading window that
 * closed): the visitor sees where the cards arrive and a screen reader announces them.
 */
export function focusQuotesHeadingIfLost() {
  if (document.activeElement && document.activeElement !== document.body) return;
  focusStepHeading();
}

/** The form Back submits (doc2 §2); it sits outside the step's own form, which holds the button. */
const BACK_FORM_ID = "quote-back";

export function StepFrame({ title, counter, intro, children }: { title: string; counter?: string; intro?: ReactNode; children: ReactNode }) {
  usePendingStepFocus();
  const nav = useFetcher({ key: "quote-nav" });
  return (
    <div className="grid gap-5">
      <nav.Form id={BACK_FORM_ID} method="post" hidden>
        <input type="hidden" name="intent" value="back" />
      </nav.Form>
      <div className="grid gap-1">
        {counter ? <p className="text-sm font-bold tracking-wide text-primary-dark uppercase">{counter}</p> : null}
        <h2 id="quote-step-title" tabIndex={-1} className="text-xl font-bold text-ink outline-none sm:text-2xl">
          {title}
        </h2>
        {intro ? <div className="text-ink-muted">{intro}</div> : null}
      </div>
      {children}
    </div>
  );
}

/**
 * The visible names of a form's fields, in the form's order: a field's label (or
 * `data-missing-label`, a short name for a long checkbox label), a radio group's legend. A name
 * with parts (`dob.month`) is named by the group the parts sit in.
 */
export function fieldLabels(form: HTMLFormElement | null, names: readonly string[]): string[] {
  if (!form || names.length === 0) return [];
  const labels: string[] = [];
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name;
    if (!name || !names.some((n) => n === name || name.startsWith(`${n}.`) || n.startsWith(`${name}.`))) continue;
    const input = element as HTMLInputElement;
    const group = name.includes(".") || input.type === "radio" ? input.closest("fieldset")?.querySelector("legend") : null;
    const text = (input.dataset.missingLabel ?? group?.textContent ?? input.labels?.[0]?.textContent ?? "").trim();
    if (text && !labels.includes(text)) labels.push(text);
  }
  return labels;
}

/** "To continue, fill in: A, B and C." in the page's language. */
export function useMissingText() {
  const { t, i18n } = useTranslation();
  return (labels: readonly string[]) =>
    labels.length ? t("quote.wizard.missing", { fields: new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(labels) }) : undefined;
}

/**
 * Back submits the frame's back form (doc2 §2: back on every step), which the browser posts itself
 * before the page's script has run; Next submits the step's form.
 * doc2 §5: Next stays disabled until the step is complete; meanwhile `missing` says beside it what
 * is still needed.
 */
export function StepButtons({
  form,
  nextLabel,
  disabled,
  busy,
  showBack = true,
  missing,
}: {
  form?: string;
  nextLabel: string;
  disabled: boolean;
  busy: boolean;
  showBack?: boolean;
  missing?: string;
}) {
  const { t } = useTranslation();
  const nav = useFetcher({ key: "quote-nav" });
  const hint = disabled && !busy && missing ? missing : undefined;
  const hintId = form ? `${form}-missing` : "step-missing";
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-between">
      {showBack ? (
        <button type="submit" form={BACK_FORM_ID} className="btn btn-outline min-h-12 sm:self-start" disabled={nav.state !== "idle"}>
          {t("quote.wizard.back")}
        </button>
      ) : (
        <span />
      )}
      <div className="grid gap-2 sm:justify-items-end">
        <button
          type="submit"
          form={form}
          className="btn btn-primary min-h-12 sm:min-w-48"
          disabled={disabled || busy}
          aria-disabled={disabled || busy}
          aria-describedby={hint ? hintId : undefined}
        >
          {busy ? t("quote.wizard.saving") : nextLabel}
        </button>
        <MissingHint id={hintId} text={hint} />
      </div>
    </div>
  );
}

/** What a disabled button still needs, beside it (announced as it changes). */
export function MissingHint({ id, text }: { id: string; text?: string }) {
  return (
    <p id={id} className="max-w-sm text-sm text-ink-muted empty:hidden sm:text-right" aria-live="polite" data-testid="missing-hint">
      {text}
    </p>
  );
}

/** A hidden field bots fill and people never see (public form honeypot). */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export function FormNotice({ notice }: { notice?: string }) {
  if (!notice) return null;
  return (
    <p role="alert" className="rounded-xl border-2 border-red-700 bg-canvas px-4 py-3 font-semibold text-red-700">
      {notice}
    </p>
  );
}
