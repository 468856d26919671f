/**
 * What the buy-online sections share: the buy-online settings' messages, conform's form wiring for
 * one section, the form-level message (its text from app/i18n-message.ts), the progress bar, the
 * back button and the submit button with its pending state.
 */
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { DefaultValue, SubmissionResult } from "@conform-to/react";
import { useSiteForm } from "~/components/forms/use-site-form";
import type { z } from "zod";
import { useTranslation } from "~/i18n";
import { useHydrated } from "~/components/popup-hooks";
import type { DriverInfoMessages } from "~/domain/buy/forms";
import { useMessage } from "~/i18n-message";

/** The buy-online settings' messages (doc3 §8), in the page's language. */
export type ConfiguredMessages = DriverInfoMessages & Record<string, string>;

/**
 * conform's form for one section, typed by the form's fields as posted (`Shape`): validated as the
 * visitor leaves a field and again on submit; what was typed stays on a refusal.
 */
export function useSectionForm<Shape extends Record<string, unknown>>(
  id: string,
  schema: z.ZodType,
  lastResult: SubmissionResult<string[]> | undefined,
  defaultValue?: DefaultValue<Shape>,
) {
  return useSiteForm<z.ZodType, Shape>({ id, schema, lastResult, ...(defaultValue ? { defaultValue } : {}) });
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

/** doc3 §2.1, §9: the progress bar, its value the accessible value. */
export function ProgressBar({ value }: { value: number }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-1.5">
      <div className="flex justify-between text-sm font-semibold text-ink">
        <span id="buy-progress-label">{t("buy.progress")}</span>
        <span aria-hidden="true">{t("buy.progressValue", { value })}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="buy-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={t("buy.progressValue", { value })}
        className="h-2.5 w-full overflow-hidden rounded-full bg-surface"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}

/** Whether the page is sending this form (the button shows it and does not send twice). */
export function usePending(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

export function SubmitButton({ intent, children }: { intent: string; children: ReactNode }) {
  const { t } = useTranslation();
  const pending = usePending(intent);
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className="btn btn-primary w-full sm:w-auto"
      aria-disabled={pending || undefined}
      onClick={(e) => pending && e.preventDefault()}
    >
      {pending ? t("buy.saving") : children}
    </button>
  );
}

/**
 * The hidden field that tells the server the page runs scripts, so Pay now shows the processor's page
 * in the container; without it (no scripts) the processor's page opens as a page of its own.
 */
export function FrameViewField() {
  return useHydrated() ? <input type="hidden" name="view" value="frame" /> : null;
}

/** doc3 §4.1 back button: a small form of its own, so it never sends the section's fields. */
export function BackButton({ action }: { action: string }) {
  const { t } = useTranslation();
  const pending = usePending("back");
  return (
    <Form method="post" action={action}>
      <button type="submit" name="intent" value="back" className="btn btn-outline w-full sm:w-auto" disabled={pending}>
        {t("buy.back")}
      </button>
    </Form>
  );
}

/** The heading and intro of a section; the heading takes focus when the section changes. */
export function SectionFrame({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-5" data-section={id}>
      <div className="grid gap-1.5">
        <h2 id={`${id}-title`} tabIndex={-1} className="text-2xl font-extrabold text-ink focus:outline-none">
          {title}
        </h2>
        <p className="text-ink-muted">{intro}</p>
      </div>
      {children}
    </section>
  );
}

/** The props a text input takes from its conform field: id, name and the value sent back. */
export function fieldProps(field: { id: string; name: string; initialValue?: unknown }) {
  return { id: field.id, name: field.name, defaultValue: typeof field.initialValue === "string" ? field.initialValue : undefined };
}
