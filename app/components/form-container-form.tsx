/**
 * doc1 §5 generic form container: fields configured in the CMS, checked when the submit button
 * is pressed (required and constraint messages beside each field, the first invalid field
 * focused), a filled spam-trap field sending the visitor to the configured error page, and an
 * optional captcha. The same check (`checkForm`) runs again in the action; without JavaScript
 * the action's answer is shown.
 */
import { useRef, useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { useTranslation } from "~/i18n";
import { checkForm, type FormConfig, type SubmittedValue } from "~/domain/public/form-container";
import { messageText } from "~/domain/public/messages";
import type { Language } from "~/domain/site";
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
  /** The captcha's signed response value, or null without a captcha. */
  captcha: string | null;
  captchaMessage: string;
  submitLabel: string;
  /** The action's answer (messages per field, the captcha error, the values sent back). */
  result?: { errors?: Record<string, string>; captchaError?: string | null; values?: Record<string, string> } | null;
}

export const CAPTCHA_FIELD = "captchaResponse";

export function FormContainer({ id, action, lang, fields, errorPage, captcha, captchaMessage, submitLabel, result }: FormContainerProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const shownErrors = checked ? errors : (result?.errors ?? {});
  const shownCaptchaError = checked ? captchaError : (result?.captchaError ?? null);
  const busy = navigation.state === "submitting" && navigation.formAction === action;

  const config: FormConfig = { fields, errorPage, captcha: captcha !== null, captchaMessage };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = new FormData(event.currentTarget);
    const values: Record<string, SubmittedValue> = {};
    for (const field of fields) values[field.name] = field.type === "checkbox" ? data.has(field.name) : String(data.get(field.name) ?? "");
    const outcome = checkForm(config, { values, captchaResponse: String(data.get(CAPTCHA_FIELD) ?? "") });
    setChecked(true);
    if (outcome.status === "invalid") {
      event.preventDefault();
      setErrors(Object.fromEntries(Object.entries(outcome.errors).map(([name, message]) => [name, messageText(message, lang)])));
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
      setCaptchaError(messageText(outcome.message, lang));
      formRef.current?.querySelector<HTMLElement>(`[name="${CAPTCHA_FIELD}"]`)?.focus();
      return;
    }
    setCaptchaError(null);
  };

  return (
    <Form ref={formRef} id={id} method="post" action={action} noValidate onSubmit={onSubmit} className="grid gap-5">
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const error = shownErrors[field.name];
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
        <div className="grid gap-1.5">
          <div className="flex w-fit items-center gap-3 rounded-xl border-2 border-line bg-surface px-4 py-3">
            <input
              id={`${id}-captcha`}
              name={CAPTCHA_FIELD}
              type="checkbox"
              value={captcha}
              aria-invalid={shownCaptchaError ? true : undefined}
              aria-describedby={shownCaptchaError ? `${id}-captcha-error` : undefined}
              className="size-6 accent-primary"
            />
            <label htmlFor={`${id}-captcha`} className="font-semibold text-ink">
              {t("widgets.forms.notRobot")}
            </label>
          </div>
          <FieldError id={`${id}-captcha-error`} error={shownCaptchaError ?? undefined} />
        </div>
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
