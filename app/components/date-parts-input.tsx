/**
 * A date typed in three parts (month, day, year; digits only, focus moving to the next part once a
 * part is complete). Forms that still send their date in parts use it; new date fields use the one
 * date input, ~/components/date-input.
 */
import { useTranslation } from "~/i18n";
import { useRef } from "react";
import { isDatePartComplete, type DateParts } from "~/domain/quote/dates";
import { controlClass } from "./form-field";

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
