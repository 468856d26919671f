/**
 * Date inputs of the quote flow (doc2 §5): digits and slash only; the single MM/DD/YYYY input adds
 * the slashes as digits are typed; the three-part input moves focus to the next part once a part
 * is complete.
 */
import { useTranslation } from "~/i18n";
import { useRef, type InputHTMLAttributes } from "react";
import { autoSlashDate, isDatePartComplete, type DateParts } from "~/domain/quote/dates";
import { controlClass } from "./form-field";

type DateTextProps = Omit<InputHTMLAttributes<HTMLInputElement>, "onChange" | "type" | "id"> & { id: string; label: string; hint?: string; error?: string };

export function DateTextField({ id, label, hint, error, className = "", ...input }: DateTextProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`grid content-start gap-1.5 ${className}`}>
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        maxLength={10}
        placeholder={hint ?? "MM/DD/YYYY"}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className={controlClass}
        onInput={(event) => {
          const el = event.currentTarget;
          const next = autoSlashDate(el.value);
          if (next !== el.value) el.value = next;
        }}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <p id={`${id}-error`} className="text-sm font-semibold text-red-700 empty:hidden" aria-live="polite">
        {error}
      </p>
    </div>
  );
}

const PARTS = ["month", "day", "year"] as const;

export function DatePartsField({
  id,
  name,
  legend,
  labels,
  defaultValue,
  errors,
}: {
  id: string;
  name: string;
  legend: string;
  labels: Record<keyof DateParts, string>;
  defaultValue?: Partial<DateParts>;
  errors: { month?: string; day?: string; year?: string; date?: string };
}) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const { t } = useTranslation();
  const message = errors.month ?? errors.day ?? errors.year ?? errors.date;
  return (
    <fieldset className="grid gap-1.5" aria-describedby={message ? `${id}-error` : undefined}>
      <legend className="mb-1.5 font-semibold text-ink">{legend}</legend>
      <div className="grid grid-cols-[1fr_1fr_1.5fr] gap-2">
        {PARTS.map((part, index) => (
          <div key={part} className="grid gap-1">
            <label htmlFor={`${id}-${part}`} className="text-sm text-ink-muted">
              {labels[part]}
            </label>
            <input
              ref={(el) => {
                refs.current[index] = el;
              }}
              id={`${id}-${part}`}
              name={`${name}.${part}`}
              type="text"
              inputMode="numeric"
              maxLength={part === "year" ? 4 : 2}
              placeholder={t(`dateParts.${part}`)}
              defaultValue={defaultValue?.[part] ?? ""}
              aria-invalid={errors[part] || errors.date ? true : undefined}
              className={controlClass}
              onInput={(event) => {
                const el = event.currentTarget;
                const digits = el.value.replace(/[^0-9]/g, "");
                if (digits !== el.value) el.value = digits;
                if (isDatePartComplete(part, digits) && index < PARTS.length - 1) refs.current[index + 1]?.focus();
              }}
            />
          </div>
        ))}
      </div>
      <p id={`${id}-error`} className="text-sm font-semibold text-red-700 empty:hidden" aria-live="polite">
        {message}
      </p>
    </fieldset>
  );
}
