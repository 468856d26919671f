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
 * issue 25 §1: the quote stage's heading, when focus was left on nothing (a loading window that
 * closed): the visitor sees where the cards arrive and a screen reader announces them.
 */
export function focusQuotesHeadingIfLost() {
  if (document.activeElement && document.activeElement !== document.body) return;
  focusStepHeading();
}

export function StepFrame({ title, counter, intro, children }: { title: string; counter?: string; intro?: ReactNode; children: ReactNode }) {
  usePendingStepFocus();
  return (
    <div className="grid gap-5">
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

/** Back posts the `back` intent (doc2 §2: back on every step); Next submits the step's form. */
export function StepButtons({ form, nextLabel, disabled, busy, showBack = true }: { form?: string; nextLabel: string; disabled: boolean; busy: boolean; showBack?: boolean }) {
  const { t } = useTranslation();
  const nav = useFetcher({ key: "quote-nav" });
  return (
    <div className="flex flex-col-reverse gap-3 border-t border-line pt-5 sm:flex-row sm:justify-between">
      {showBack ? (
        <button type="button" className="btn btn-outline min-h-12" disabled={nav.state !== "idle"} onClick={() => void nav.submit({ intent: "back" }, { method: "post" })}>
          {t("quote.wizard.back")}
        </button>
      ) : (
        <span />
      )}
      <button type="submit" form={form} className="btn btn-primary min-h-12 sm:min-w-48" disabled={disabled || busy} aria-disabled={disabled || busy}>
        {busy ? t("quote.wizard.saving") : nextLabel}
      </button>
    </div>
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
