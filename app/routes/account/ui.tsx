/**
 * What the account pages share: the page frame, the one place a form message becomes text (a key
 * of the UI string catalogue, or a configured text already in the page's language), the form-level
 * message, and conform's form wiring (the same zod schema in the browser and in the action).
 */
import { useCallback, type ReactNode } from "react";
import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { useTranslation } from "~/i18n";

/** A message of the account area as text: `customer.*` keys are translated, anything else is shown as written. */
export function useAccountMessage() {
  const { t } = useTranslation();
  return useCallback((message: string | undefined) => (message === undefined ? undefined : message.startsWith("customer.") ? t(message) : message), [t]);
}

/** What every account action answers when the form stays on the page. */
export interface FormAnswer {
  result: SubmissionResult<string[]>;
}

/** conform's form for one schema, validated as the visitor leaves a field and again on submit. */
export function useAccountForm<S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  id: string,
  schema: S,
  lastResult: SubmissionResult<string[]> | undefined,
) {
  return useForm<z.input<S>, z.output<S>>({
    id,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

export function AccountPage({ titleId, title, intro, children }: { titleId: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={titleId} className="bg-surface">
      <div className="container-page grid max-w-xl gap-5 py-10 md:py-16">
        <h1 id={titleId} className="text-3xl font-extrabold text-balance text-ink">
          {title}
        </h1>
        {intro ? <p className="text-lead text-ink-muted">{intro}</p> : null}
        <div className="rounded-card border border-line bg-canvas p-5 shadow-card sm:p-7">{children}</div>
      </div>
    </section>
  );
}

/** The form's own message (not tied to a field), announced when it appears. */
export function FormMessage({ id, messages }: { id: string; messages: string[] | undefined }) {
  const message = useAccountMessage();
  const first = messages?.[0];
  return (
    <p id={id} role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800 empty:hidden">
      {first ? message(first) : null}
    </p>
  );
}

/** A confirmation in place of the form (sent, saved). */
export function Confirmation({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  return (
    <div role="status" className="grid gap-3">
      <h2 className="text-xl font-bold text-ink">{title}</h2>
      <p className="text-ink">{body}</p>
      {children}
    </div>
  );
}

/** The props a text input takes from its conform field: id, name and the value sent back (no key spread). */
export function fieldProps(field: { id: string; name: string; initialValue?: unknown }) {
  return { id: field.id, name: field.name, defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined };
}
