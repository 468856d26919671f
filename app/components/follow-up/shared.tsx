/**
 * What the follow-up form's parts share: conform's wiring, radio groups and the form-level message (its text from
 * app/i18n-message.ts).
 */
import type { ReactNode } from "react";
import type { SubmissionResult } from "@conform-to/react";
import { useSiteForm } from "~/components/forms/use-site-form";
import type { z } from "zod";
import { useMessage } from "~/i18n-message";

/** conform's form for one schema: checked as the visitor leaves a field and again on submit; the server's answer shown. */
export function useFollowUpForm<S extends z.ZodType<unknown, Record<string, unknown>>>(
  id: string,
  schema: S,
  lastResult: SubmissionResult<string[]> | undefined,
) {
  return useSiteForm({ id, schema, lastResult, validate: "onSubmit" });
}

export function FormAlert({ id, message }: { id?: string; message: string | undefined }) {
  const text = useMessage();
  return (
    <p id={id} role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800 empty:hidden">
      {message ? text(message) : null}
    </p>
  );
}

export interface Choice {
  value: string;
  label: string;
}

/** A group of radio buttons: the legend names the group, each label names its button, the error is beside the group. */
export function RadioGroup({
  id,
  name,
  legend,
  choices,
  defaultValue,
  error,
}: {
  id: string;
  name: string;
  legend: ReactNode;
  choices: Choice[];
  defaultValue?: string;
  error?: string;
}) {
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-12 cursor-pointer items-center gap-2 rounded-xl border-2 border-line px-4 has-[:checked]:border-primary has-[:checked]:bg-primary-tint"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              defaultChecked={defaultValue === choice.value}
              aria-invalid={error ? true : undefined}
              className="size-5 accent-primary"
            />
            <span className="text-ink">{choice.label}</span>
          </label>
        ))}
      </div>
      <p id={`${id}-error`} className="text-sm font-semibold text-red-700 empty:hidden" aria-live="polite">
        {error}
      </p>
    </fieldset>
  );
}

export function Card({ title, children, actions, level = 3 }: { title: ReactNode; children: ReactNode; actions?: ReactNode; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section className="grid gap-2 rounded-card border border-line bg-canvas p-4 shadow-card">
      <Heading className="font-bold text-ink">{title}</Heading>
      {children}
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </section>
  );
}
