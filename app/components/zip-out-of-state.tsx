/**
 * doc1 §2, §4 out-of-state block: either the partner redirect message with its countdown, or the
 * wait-list e-mail form (doc1 §5: the button stays disabled until the e-mail is valid, once the
 * page's JavaScript runs; without it the server checks the e-mail).
 */
import { useEffect, useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslation } from "~/i18n";
import { isSubmitEnabled } from "~/domain/public/email";
import { useHydrated, useTypedBeforeHydration } from "./popup-hooks";

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export function OutOfStateRedirect({ href, seconds, message, partner }: { href: string; seconds: number; message: string; partner: string }) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(seconds);
  // WCAG 2.2.1: the visitor can stop the timed redirect.
  const [stopped, setStopped] = useState(false);
  useEffect(() => {
    if (stopped) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        window.clearInterval(timer);
        window.location.assign(href);
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [href, seconds, stopped]);
  return (
    <div className="grid gap-4">
      {/* Without JavaScript the browser refreshes to the partner after the same delay. */}
      <noscript dangerouslySetInnerHTML={{ __html: `<meta http-equiv="refresh" content="${seconds};url=${escapeAttribute(href)}">` }} />
      <p className="text-lead text-ink">{message}</p>
      <p className="text-ink-muted" role="status">
        {stopped ? t("widgets.outOfState.stopped") : t("widgets.outOfState.countdown", { count: left })}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <a href={href} className="btn btn-primary">
          {partner ? t("widgets.outOfState.goNowTo", { partner }) : t("widgets.outOfState.goNow")}
        </a>
        {stopped ? null : (
          <button type="button" className="btn btn-outline" onClick={() => setStopped(true)}>
            {t("widgets.outOfState.stay")}
          </button>
        )}
      </div>
    </div>
  );
}

export interface WaitListFormProps {
  action: string;
  state: string | null;
  redirect: string;
  /** The server's answer: the e-mail sent back and its message. */
  email?: string;
  error?: string | null;
  /** Fields shown before the e-mail (the state choice when the state is not known). */
  children?: ReactNode;
}

export function WaitListForm({ action, state, redirect, email: sent = "", error, children }: WaitListFormProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [email, setEmail] = useState(sent);
  useTypedBeforeHydration("oos-email", email, setEmail);
  const enabled = isSubmitEnabled(email);
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  return (
    <Form method="post" action={action} noValidate className="grid gap-4">
      {state ? <input type="hidden" name="oos-state" value={state} /> : null}
      <input type="hidden" name=":redirect" value={redirect} />
      {/* People never see or fill this field; a filled one marks the post as spam. */}
      <div aria-hidden="true" className="hidden">
        <label htmlFor="oos-website">Website</label>
        <input id="oos-website" name="oos-website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {children}
      <div className="grid gap-1.5">
        <label htmlFor="oos-email" className="font-semibold text-ink">
          {t("widgets.outOfState.emailLabel")}
        </label>
        <input
          id="oos-email"
          name="oos-email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "oos-email-error" : "oos-email-hint"}
          className="min-h-12 w-full rounded-xl border-2 border-line bg-canvas px-3.5 text-base text-ink focus:border-primary focus-visible:outline-offset-0 aria-[invalid=true]:border-red-700"
        />
        <p id="oos-email-hint" className="text-sm text-ink-muted">
          {t("widgets.outOfState.emailHint")}
        </p>
        <p id="oos-email-error" className="text-sm font-semibold text-red-700 empty:hidden" aria-live="polite">
          {error}
        </p>
      </div>
      <button
        type="submit"
        className="btn btn-primary w-full disabled:cursor-not-allowed disabled:opacity-60 sm:w-fit"
        disabled={hydrated && (!enabled || busy)}
      >
        {t("widgets.outOfState.submit")}
      </button>
    </Form>
  );
}
