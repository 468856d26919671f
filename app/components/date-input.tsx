/**
 * The one date input of the site (doc2 §5): a visible label that is its accessible name, the format
 * as a hint in the page's language, digits and slash only, and the slashes added as digits are typed
 * (`03151985` shows as `03/15/1985`), so the caret moves on from month to day to year by itself.
 * What it sends is read by `parseDateText` (~/domain/quote/dates), on the server as in the browser.
 */
import type { InputHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "~/i18n";
import { autoSlashDate } from "~/domain/quote/dates";
import { controlClass } from "./form-field";

type DateInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "type" | "id" | "inputMode" | "maxLength"> & {
  id: string;
  label: ReactNode;
  /** Extra help shown after the format. */
  hint?: ReactNode;
  error?: ReactNode;
  /** Called with the value as shown (slashes added) after each change; for a controlled input. */
  onValueChange?: (value: string) => void;
};

export function DateInput({ id, label, hint, error, className = "", onValueChange, ...input }: DateInputProps) {
  const { t } = useTranslation();
  const described = [`${id}-hint`, error ? `${id}-error` : null, input["aria-describedby"]].filter(Boolean).join(" ");
  return (
    <div className={`grid content-start gap-1.5 ${className}`}>
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <input
        {...input}
        id={id}
        type="text"
        inputMode="numeric"
        maxLength={10}
        placeholder={t("dateInput.hint")}
        aria-invalid={error ? true : input["aria-invalid"]}
        aria-describedby={described}
        className={controlClass}
        onChange={(event) => {
          const el = event.currentTarget;
          const next = autoSlashDate(el.value);
          if (onValueChange) onValueChange(next);
          else if (next !== el.value) el.value = next;
        }}
      />
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {t("dateInput.hint")}
        {hint ? <> · {hint}</> : null}
      </p>
      <p id={`${id}-error`} className="text-sm font-semibold text-red-700 empty:hidden" aria-live="polite">
        {error}
      </p>
    </div>
  );
}
