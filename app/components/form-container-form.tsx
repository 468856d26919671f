/**
 * doc1 §5 generic form container: fields configured in the CMS, checked when the submit button
 * is pressed (required and constraint messages beside each field, the first invalid field
 * focused), a filled spam-trap field sending the visitor to the configured error page, and an
 * optional captcha: the bot check the visitor's browser solves (./bot-check.tsx), or its fallback
 * question without JavaScript. A form sent before the widget has verified waits for it. The same
 * check (`checkForm`) runs again in the action; without JavaScript the action's answer is shown.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslation } from "~/i18n";
import { BOT_CHECK_ANSWER_FIELD, BOT_CHECK_FIELD, captchaResponseOf, checkForm, type FormConfig, type SubmittedValue } from "~/domain/public/form-container";
import { useMessage } from "~/i18n-message";
import type { Language } from "~/domain/site";
import { BotCheck, finishBotCheck, type BotCheckQuestion } from "./bot-check";
import { controlClass } from "./form-field";

export interface ContainerField {
  name: string;
  label: string;
  type: "text" | "email" | "tel" | "textarea" | "checkbox" | "spam-trap";
  required: boolean;
  regexpattern?: string;
  requiredMessage?: string;
  constraintMessage?: string;
}

export interface FormContainerProps {
  id: string;
  action: string;
  lang: Language;
  fields: ContainerField[];
  errorPage: string;
  /** The captcha (its fallback question for a page without JavaScript), or null without a captcha. */
  captcha: { question: BotCheckQuestion | null; turnstile?: { siteKey: string } } | null;
  captchaMessage: string;
  submitLabel: string;
  /** The action's answer (messages per field, the captcha's message, the values sent back), as messages (app/domain/message.ts). */
  result?: { errors?: Record<string, string>; captchaError?: string | null; values?: Record<string, string> } | null;
}

/** The field the captcha's response is read from first (focused when it is missing). */
export const CAPTCHA_FIELD = BOT_CHECK_FIELD;

export function FormContainer({ id, action, lang, fields, errorPage, captcha, captchaMessage, submitLabel, result }: FormContainerProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const shownErrors = checked ? errors : (result?.errors ?? {});
  const shownCaptchaError = message((checked ? captchaError : result?.captchaError) ?? undefined) ?? null;
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  // Every answer of the action used the check up: the next try gets a new one.
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (result) setRound((value) => value + 1);
  }, [result]);

  const config: FormConfig = { fields, errorPage, captcha: captcha !== null, captchaMessage };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const values: Record<string, SubmittedValue> = {};
    for (const field of fields) values[field.name] = field.type === "checkbox" ? data.has(field.name) : String(data.get(field.name) ?? "");
    for (const name of [BOT_CHECK_FIELD, BOT_CHECK_ANSWER_FIELD]) if (data.has(name)) values[name] = String(data.get(name));
    const outcome = checkForm(config, { values, captchaResponse: captchaResponseOf(values) });
    setChecked(true);
    if (outcome.status === "invalid") {
      event.preventDefault();
      setErrors(outcome.errors);
      setCaptchaError(null);
      formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(outcome.firstInvalid)}"]`)?.focus();
      return;
    }
    setErrors({});
    if (outcome.status === "spam") {
      event.preventDefault();
      window.location.assign(outcome.redirect);
      return;
    }
    if (outcome.status === "captcha-missing") {
      event.preventDefault();
      const form = event.currentTarget;
      const missing = () => {
        setCaptchaError(outcome.message);
        form.querySelector<HTMLElement>(`[name="${BOT_CHECK_ANSWER_FIELD}"], altcha-widget input[type="checkbox"]`)?.focus();
      };
      // The widget has not verified yet (the visitor was quick): verify now, then send.
      if (!data.has(BOT_CHECK_ANSWER_FIELD) && form.querySelector("altcha-widget, [data-turnstile]")) {
        setCaptchaError(null);
        void finishBotCheck(form).then((ready) => (ready ? form.requestSubmit() : missing()));
        return;
      }
      missing();
      return;
    }
    setCaptchaError(null);
  };

  return (
    <Form ref={formRef} id={id} method="post" action={action} noValidate onSubmit={onSubmit} className="grid gap-5">
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const error = message(shownErrors[field.name]);
        const described = error ? `${fieldId}-error` : undefined;
        const initial = result?.values?.[field.name] ?? "";
        if (field.type === "spam-trap") {
          return (
            <div key={field.name} aria-hidden="true" className="hidden">
              <label htmlFor={fieldId}>{field.label}</label>
              <input id={fieldId} name={field.name} type="text" tabIndex={-1} autoComplete="off" />
            </div>
          );
        }
        if (field.type === "checkbox") {
          return (
            <div key={field.name} className="grid gap-1.5">
              <div className="flex items-start gap-3">
                <input
                  id={fieldId}
                  name={field.name}
                  type="checkbox"
                  value="checked"
                  defaultChecked={initial === "checked"}
                  required={field.required}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={described}
                  className="mt-0.5 size-5 shrink-0 accent-primary"
                />
                <label htmlFor={fieldId} className="text-ink">
                  {field.label}
                </label>
              </div>
              <FieldError id={`${fieldId}-error`} error={error} />
            </div>
          );
        }
        const common = {
          id: fieldId,
          name: field.name,
          required: field.required,
          defaultValue: initial,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": described,
        };
        return (
          <div key={field.name} className="grid gap-1.5">
            <label htmlFor={fieldId} className="font-semibold text-ink">
              {field.label}
            </label>
            {field.type === "textarea" ? (
              <textarea {...common} rows={5} className={`${controlClass} py-3`} />
            ) : (
              <input
                {...common}
                type={field.type}
                pattern={field.regexpattern}
                autoComplete={field.type === "email" ? "email" : field.type === "tel" ? "tel" : field.name === "fullName" ? "name" : undefined}
                className={controlClass}
              />
            )}
            <FieldError id={`${fieldId}-error`} error={error} />
          </div>
        );
      })}
      {captcha !== null ? (
        <BotCheck id={`${id}-captcha`} lang={lang} question={captcha.question} turnstile={captcha.turnstile} error={shownCaptchaError} generation={round} />
      ) : null}
      <button type="submit" className="btn btn-primary w-full sm:w-fit" aria-disabled={busy || undefined}>
        {busy ? t("widgets.forms.sending") : submitLabel}
      </button>
    </Form>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return (
    <p id={id} className="text-sm font-semibold text-red-700 empty:hidden" aria-live="polite">
      {error}
    </p>
  );
}
