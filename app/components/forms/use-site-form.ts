/**
 * The one way a form of the site is wired (conform): the same zod schema checks the fields in the
 * browser as the visitor goes and in the action that has the last word; the fields stay the
 * browser's own (uncontrolled), so nothing typed or autofilled is replaced by a render, a
 * hydration or an answer. A field's message shows once the field has been left (or, for a form
 * that asks so, once it has been sent), then follows what is typed.
 */
import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { FormEvent } from "react";
import type { z } from "zod/mini";

/** Any zod schema (zod or zod/mini). */
export type AnySchema = z.core.$ZodType;
/** The fields of a schema as posted. */
type FieldsOf<S extends AnySchema> = z.input<S> extends Record<string, unknown> ? z.input<S> : Record<string, unknown>;

export interface SiteFormOptions<S extends AnySchema, Shape extends Record<string, unknown>> {
  /** The form element's id (conform finds the form by it). */
  id: string;
  /** The fields' schema, or one chosen from what is being sent; null for a form with nothing to check. */
  schema: S | ((formData: FormData) => S) | null;
  /** The action's answer to the last post of this form. */
  lastResult?: SubmissionResult<string[]> | null;
  /** When a field's message first shows: as the field is left (default) or when the form is sent. */
  validate?: "onBlur" | "onSubmit";
  /** What the fields hold when the page has no answer of the visitor's yet. */
  defaultValue?: DefaultValue<Shape>;
  /** Sends a form that passed the check (by default the browser posts it). */
  onSubmit?: (event: FormEvent<HTMLFormElement>, context: { formData: FormData }) => void;
}

/**
 * conform's form for one schema: `[form, fields]`, typed by the schema's fields as posted, or by
 * `Shape` when the posted fields are not the schema's input (a list posted as `vins[0].vin`).
 */
export function useSiteForm<S extends AnySchema, Shape extends Record<string, unknown> = FieldsOf<S>>(options: SiteFormOptions<S, Shape>) {
  const { id, schema, lastResult, validate = "onBlur", defaultValue, onSubmit } = options;
  return useForm<Shape, z.output<S>>({
    id,
    lastResult,
    ...(defaultValue ? { defaultValue } : {}),
    shouldValidate: validate,
    shouldRevalidate: "onInput",
    ...(schema ? { onValidate: ({ formData }) => parseWithZod(formData, { schema: typeof schema === "function" ? schema(formData) : schema }) as never } : {}),
    ...(onSubmit ? { onSubmit: (event, context) => onSubmit(event, { formData: context.formData }) } : {}),
  });
}

/**
 * Checks a form's fields as they are now (`new FormData(form)`) against its schema, all of them,
 * seen or not: the names still refused (what keeps a button that needs the whole form disabled).
 */
export function refusedNames(formData: FormData, schema: AnySchema): string[] {
  const submission = parseWithZod(formData, { schema });
  if (submission.status === "success") return [];
  return Object.entries(submission.error ?? {})
    .filter(([, messages]) => Boolean(messages?.length))
    .map(([name]) => name);
}

/**
 * Puts a value in a field the way the browser does when it autofills: the value through the
 * element's own setter, then `input` and `change`, so the form's check and React both see it.
 */
export function fillField(element: HTMLInputElement | HTMLSelectElement | null | undefined, value: string) {
  if (!element) return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, "value")?.set;
  if (setter) setter.call(element, value);
  else element.value = value;
  element.dispatchEvent(new Event("input", { bubbles: true }));
  element.dispatchEvent(new Event("change", { bubbles: true }));
}
