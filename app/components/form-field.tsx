/**
 * The site's form controls: a visible label that is the control's accessible name, an optional
 * hint, and the error message beside the field (announced, linked with aria-describedby).
 * Works with conform (`getInputProps(fields.x, ...)` spread into `input`) or plain props.
 */
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from "react";

interface FieldShell {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The message shown beside the field; the control is marked invalid while it is set. */
  error?: ReactNode;
  /**
   * A caution shown beside the field that does not make it invalid (a value accepted but worth a
   * second look). Pass "" to keep its announced region on the page before a caution arrives.
   */
  warning?: ReactNode;
  className?: string;
}

export const controlClass =
  "min-h-12 w-full rounded-xl border-2 border-line bg-canvas px-3.5 text-base text-ink placeholder:text-ink-muted focus:border-primary focus-visible:outline-offset-0 aria-[invalid=true]:border-red-700 disabled:bg-surface disabled:text-ink-muted";

function describedBy(id: string, hint: ReactNode, error: ReactNode, warning?: ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, warning ? `${id}-warning` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function Messages({ id, hint, error, warning }: Pick<FieldShell, "id" | "hint" | "error" | "warning">) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {warning !== undefined ? (
        <p id={`${id}-warning`} className="rounded-lg border-l-4 border-amber-600 bg-amber-50 px-3 py-2 text-sm text-ink empty:hidden" aria-live="polite">
          {warning}
        </p>
      ) : null}
      <p id={`${id}-error`} className="text-sm font-semibold text-red-700 empty:hidden" aria-live="polite">
        {error}
      </p>
    </>
  );
}

export function TextField({ id, label, hint, error, warning, className = "", ...input }: FieldShell & Omit<InputHTMLAttributes<HTMLInputElement>, "id">) {
  return (
    <div className={`grid content-start gap-1.5 ${className}`}>
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error, warning)} className={controlClass} {...input} />
      <Messages id={id} hint={hint} error={error} warning={warning} />
    </div>
  );
}

export function SelectField({ id, label, hint, error, className = "", children, ...select }: FieldShell & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id">) {
  return (
    <div className={`grid content-start gap-1.5 ${className}`}>
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
      </label>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} className={`${controlClass} pr-9`} {...select}>
        {children}
      </select>
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}

/** A checkbox whose label text (with any links inside it) is its accessible name. */
export function CheckboxField({
  id,
  label,
  error,
  className = "",
  ...input
}: Omit<FieldShell, "hint"> & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type">) {
  return (
    <div className={`grid gap-1.5 ${className}`}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 size-5 shrink-0 accent-primary"
          {...input}
        />
        <label htmlFor={id} className="text-ink">
          {label}
        </label>
      </div>
      <Messages id={id} error={error} />
    </div>
  );
}
