/**
 * Test helper: submit fields the way a browser form does and parse them with conform's
 * `parseWithZod`, exactly as the wizard's actions will.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod/mini";
import type { QuoteRate } from "./pay-plan";

export type FormOutcome<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string[]> };

export function submitForm<S extends z.core.$ZodType>(schema: S, fields: Record<string, string | readonly string[]>): FormOutcome<z.output<S>> {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of typeof value === "string" ? [value] : value) formData.append(name, item);
  }
  const submission = parseWithZod(formData, { schema });
  if (submission.status === "success") return { ok: true, value: submission.value as z.output<S> };
  const errors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(submission.error ?? {})) if (messages) errors[name] = messages;
  return { ok: false, errors };
}

/** The errors of a submission that must fail. */
export function errorsOf<T>(outcome: FormOutcome<T>): Record<string, string[]> {
  if (outcome.ok) throw new Error(`Expected errors, got ${JSON.stringify(outcome.value)}`);
  return outcome.errors;
}

/** The value of a submission that must pass. */
export function valueOf<T>(outcome: FormOutcome<T>): T {
  if (!outcome.ok) throw new Error(`Expected success, got ${JSON.stringify(outcome.errors)}`);
  return outcome.value;
}

/** A quote rate with defaults for the fields a test does not care about. */
export function rate(overrides: Partial<QuoteRate> & { companyID: string | number }): QuoteRate {
  return { rateQuoteId: `q-${overrides.companyID}`, companyName: `Carrier ${overrides.companyID}`, totalPremium: 600, ...overrides };
}
