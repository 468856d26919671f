/**
 * What the account pages share: the page frame, the form-level message (its text from
 * app/i18n-message.ts), and conform's form wiring (the same zod schema in the browser and in the action).
 */
import type { ReactNode } from "react";
import type { SubmissionResult } from "@conform-to/react";
import { useSiteForm } from "~/components/forms/use-site-form";
import type { z } from "zod";
import { useMessage } from "~/i18n-message";

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
  return useSiteForm({ id, schema, lastResult });
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
  const message = useMessage();
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
