/**
 * The bot check inside a form: the visitor's browser solves it.
 *
 * - With JavaScript: the `altcha` widget (a custom element), loaded with a dynamic import only where
 *   this component is shown, so it never lands on the reading pages. It fetches its challenge from the
 *   site's /bot-check (relayed from the platform), solves it in a worker when the visitor starts on the
 *   form (`auto="onfocus"`), and puts its payload in the form's `botCheck` field. Under the page's CSP
 *   it runs as `altcha/external` (no inline style: its stylesheet is a bundled file) with the PBKDF2
 *   worker served from the site ('self').
 * - When the widget cannot run (its challenge could not be fetched, the worker failed) and without
 *   JavaScript (inside <noscript>): the fallback question, "What is 7 plus 5?" in the page's language;
 *   the question's token goes in `botCheck`, the visitor's answer in `botCheckAnswer`. The question is
 *   the field's visible label and accessible name, with its hint and error beside it.
 * - With `turnstile` (the brand's captcha provider is Cloudflare Turnstile): the Turnstile widget
 *   (./turnstile-check.tsx) instead of ALTCHA, with the same fallback question.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type {} from "altcha/types/react";
import { useTranslation, type TFunction } from "~/i18n";
import { BOT_CHECK_ANSWER_FIELD, BOT_CHECK_FIELD } from "~/domain/public/form-container";
import type { Language } from "~/domain/site";
import type { clientLoader as botCheckLoader } from "~/routes/widgets/bot-check";
import { useFetcherAnswer } from "./forms/use-fetcher-answer";
import { controlClass } from "./form-field";
import { loadTurnstile, TurnstileCheck } from "./turnstile-check";

/** The site's resource route that relays a fresh check from the platform. */
export const BOT_CHECK_URL = "/bot-check";

export interface BotCheckQuestion {
  a: number;
  b: number;
  token: string;
}

export interface BotCheckProps {
  id: string;
  lang: Language;
  /** The question the page came with, shown without JavaScript. */
  question?: BotCheckQuestion | null;
  /** The problem to show beside the check, already worded. */
  error?: string | null;
  /** A new value shows a new check: the one shown was used up (sent, refused or answered wrongly). */
  generation?: number;
  /** Cloudflare Turnstile instead of ALTCHA, with the brand's public site key. */
  turnstile?: { siteKey: string } | null;
}

type Mode = { kind: "widget" } | { kind: "turnstile" } | { kind: "question"; question: BotCheckQuestion } | { kind: "unavailable" };

const WIDGET_STRINGS = ["label", "loading", "verifying", "verified", "verify", "reload", "error", "expired", "verificationRequired", "waitAlert"] as const;

let widgetCode: Promise<void> | null = null;

/** The widget's code, its stylesheet and its worker, once per page; its strings in the page's language. */
async function loadWidget(lang: Language, t: TFunction): Promise<void> {
  widgetCode ??= (async () => {
    const [, , worker] = await Promise.all([import("altcha/external"), import("altcha/altcha.css"), import("altcha/workers/pbkdf2?worker")]);
    globalThis.$altcha.algorithms.set("PBKDF2/SHA-256", () => new worker.default());
  })();
  try {
    await widgetCode;
  } catch (error) {
    widgetCode = null;
    throw error;
  }
  const strings: Record<string, string> = { ...(globalThis.$altcha.i18n.get("en") ?? {}) };
  for (const key of WIDGET_STRINGS) strings[key] = t(`widgets.botCheck.${key}`);
  globalThis.$altcha.i18n.set(lang, strings);
}

/**
 * Asks the site for a fresh check: its fallback question, or unavailable when none came (the
 * platform did not give one, or the site did not answer). Undefined when the request was replaced
 * by a newer one or the form left the page.
 */
function useFetchQuestion(): () => Promise<Mode | undefined> {
  const ask = useFetcherAnswer(useFetcher<typeof botCheckLoader>());
  return useCallback(async () => {
    const answer = await ask(null, { method: "get", action: BOT_CHECK_URL });
    if (answer === undefined) return undefined;
    const question = "fallback" in answer ? answer.fallback : null;
    return question ? { kind: "question", question } : { kind: "unavailable" };
  }, [ask]);
}

/**
 * Before a form is sent: when its widget has not verified yet, verify now and wait (at most
 * `timeoutMs`). Resolves true when the form carries a payload or a question's answer.
 */
export async function finishBotCheck(form: HTMLFormElement, timeoutMs = 20_000): Promise<boolean> {
  const widget = form.querySelector("altcha-widget");
  const filled = () => new FormData(form).get(BOT_CHECK_FIELD);
  if (form.querySelector("[data-turnstile]")) {
    // Turnstile fills the field by itself: wait for it.
    const until = Date.now() + timeoutMs;
    while (!filled() && form.querySelector("[data-turnstile]") && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 200));
    return Boolean(filled());
  }
  if (!widget || typeof widget.verify !== "function") return Boolean(filled());
  const state = widget.getState();
  if (state === "verified") return Boolean(filled());
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onState: ((event: Event) => void) | undefined;
  // A verification already under way (started when the visitor focused the form) is waited for: a
  // second verify() would abort it, and the aborted one puts the widget in its error state.
  const done =
    state === "verifying"
      ? new Promise<void>((resolve) => {
          onState = (event) => {
            if ((event as CustomEvent<{ state?: string }>).detail?.state !== "verifying") resolve();
          };
          widget.addEventListener("statechange", onState);
        })
      : widget.verify().then(
          () => undefined,
          () => undefined,
        );
  await Promise.race([done, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
  clearTimeout(timer);
  if (onState) widget.removeEventListener("statechange", onState);
  return Boolean(filled());
}

export function BotCheck({ id, lang, question = null, error = null, generation = 0, turnstile = null }: BotCheckProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode | null>(null);
  const fetchQuestion = useFetchQuestion();
  const widgetRef = useRef<HTMLElement & { reset?: (state?: never) => void }>(null);
  const errorId = `${id}-error`;

  // After hydration: the widget (ALTCHA, or Turnstile); the question when its code cannot be had.
  const siteKey = turnstile?.siteKey ?? null;
  useEffect(() => {
    let live = true;
    const load = siteKey ? loadTurnstile().then(() => ({ kind: "turnstile" }) as const) : loadWidget(lang, t).then(() => ({ kind: "widget" }) as const);
    load.then(
      (shown) => live && setMode((current) => current ?? shown),
      () => void fetchQuestion().then((next) => live && next && setMode(next)),
    );
    return () => {
      live = false;
    };
  }, [lang, t, siteKey, fetchQuestion]);
  const askQuestion = () => void fetchQuestion().then((next) => next && setMode(next));

  // The widget in its error state (no challenge, a failed worker): the question instead.
  const widgetShown = mode?.kind === "widget";
  useEffect(() => {
    const element = widgetRef.current;
    if (!widgetShown || !element) return;
    let live = true;
    const onState = (event: Event) => {
      if ((event as CustomEvent<{ state?: string }>).detail?.state !== "error") return;
      void fetchQuestion().then((next) => live && next && setMode(next));
    };
    element.addEventListener("statechange", onState);
    // The widget starts its work when the visitor focuses the form; a visitor already typing in the
    // form when its code arrived would never trigger that, so the check starts now.
    void customElements.whenDefined("altcha-widget").then(() => {
      const widget = element as HTMLElement & { verify?: () => Promise<unknown>; getState?: () => string };
      const form = element.closest("form");
      if (!live || !form?.contains(document.activeElement) || widget.getState?.() !== "unverified") return;
      widget.verify?.().catch(() => undefined);
    });
    return () => {
      live = false;
      element.removeEventListener("statechange", onState);
    };
  }, [widgetShown, fetchQuestion]);

  // A check that was used up is replaced: the widget starts over, the question is asked anew.
  const seen = useRef(generation);
  useEffect(() => {
    if (seen.current === generation) return;
    seen.current = generation;
    if (mode?.kind === "widget") widgetRef.current?.reset?.();
    else if (mode?.kind === "question") void fetchQuestion().then((next) => next && setMode(next));
  }, [generation, mode?.kind, fetchQuestion]);

  const problem = error ? (
    <p id={errorId} className="text-sm font-semibold text-red-700" aria-live="polite">
      {error}
    </p>
  ) : (
    <p id={errorId} className="sr-only" aria-live="polite" />
  );

  return (
    <div className="grid gap-1.5" data-testid="bot-check">
      {mode === null ? <noscript>{question ? <Question id={id} question={question} t={t} error={error} /> : null}</noscript> : null}
      {mode?.kind === "widget" ? (
        <altcha-widget
          ref={widgetRef}
          challenge={BOT_CHECK_URL}
          name={BOT_CHECK_FIELD}
          auto="onfocus"
          language={lang}
          configuration={JSON.stringify({ hideFooter: true, hideLogo: true, minDuration: 300 })}
          aria-describedby={error ? errorId : undefined}
          style={{
            "--altcha-color-primary": "var(--color-primary)",
            "--altcha-color-base": "var(--color-canvas)",
            "--altcha-color-base-content": "var(--color-ink)",
            "--altcha-border-color": "var(--color-line)",
            "--altcha-border-radius": "0.75rem",
            "--altcha-border-width": "2px",
            "--altcha-max-width": "100%",
          }}
        />
      ) : null}
      {mode?.kind === "turnstile" && siteKey ? (
        <TurnstileCheck siteKey={siteKey} lang={lang} generation={generation} describedBy={error ? errorId : undefined} onFailure={askQuestion} />
      ) : null}
      {mode?.kind === "question" ? <Question id={id} question={mode.question} t={t} error={error} /> : null}
      {mode?.kind === "unavailable" ? <p className="text-sm font-semibold text-red-700">{t("widgets.botCheck.unavailable")}</p> : null}
      {mode?.kind === "question" ? null : problem}
    </div>
  );
}

function Question({ id, question, t, error }: { id: string; question: BotCheckQuestion; t: TFunction; error: string | null }) {
  const inputId = `${id}-answer`;
  const described = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="grid gap-1.5">
      <input type="hidden" name={BOT_CHECK_FIELD} value={question.token} />
      <label htmlFor={inputId} className="font-semibold text-ink">
        {t("widgets.botCheck.question", { a: question.a, b: question.b })}
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {t("widgets.botCheck.questionHint")}
      </p>
      <input
        id={inputId}
        name={BOT_CHECK_ANSWER_FIELD}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={`${controlClass} w-28`}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700" aria-live="polite">
          {error}
        </p>
      ) : null}
    </div>
  );
}
