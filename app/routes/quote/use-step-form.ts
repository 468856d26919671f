/**
 * One wizard step's form (doc2 §5), on the site's one form wiring (conform): the same zod schema
 * checks the fields in the browser as the visitor types (only visible fields; a message shows once
 * a field has been left), keeps the button disabled until every required field is valid, and the
 * step posts to the page's action through a fetcher; the action checks everything again and answers
 * field messages of its own, shown until the field is edited. The fields stay the browser's own:
 * nothing typed or autofilled while the step arrives, hydrates or saves is replaced.
 */
import { useCallback, useEffect, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { getFormProps } from "@conform-to/react";
import { useActionData, useFetcher } from "react-router";
import { useMessage } from "~/i18n-message";
import type { z } from "zod/mini";
import { refusedNames, useSiteForm } from "~/components/forms/use-site-form";
import type { ActionResult, FieldWarning } from "./action-types";

/** A field's name and the names of the fields it is part of: `dob.month` gives `dob.month` and `dob`. */
export function touchedNames(name: string | undefined): string[] {
  if (!name) return [];
  const parts = name.split(".");
  return parts.map((_, i) => parts.slice(0, i + 1).join("."));
}

/** The names a message of a part of a field also answers for: the whole field's (`dob` for `dob.month`). */
function wholeNames(name: string | undefined): string[] {
  return touchedNames(name).slice(0, -1);
}

/**
 * `id` is the form element's; `key` shares the step's fetcher with another part of the page.
 * A step with nothing to check (`schema` null) only posts.
 */
export function useStepForm(schema: z.core.$ZodType | null, intent: string, { id, key }: { id: string; key?: string }) {
  const fetcher = useFetcher<ActionResult>({ key });
  const formRef = useRef<HTMLFormElement>(null);
  const submitStep = fetcher.submit;
  const [form] = useSiteForm({
    id,
    schema,
    onSubmit: (event) => {
      event.preventDefault();
      void submitStep(event.currentTarget, { method: "post" });
    },
  });
  // Continue is enabled until the page's script has checked the fields: without JavaScript (or
  // before it runs) the browser posts the form and the action checks it.
  const [refused, setRefused] = useState<string[] | null>(null);
  const [edited, setEdited] = useState<Record<string, boolean>>({});
  const message = useMessage();

  /** Checks every visible field as it is now (a field that came or went, a value the page set). */
  const validate = useCallback(() => {
    if (!formRef.current || !schema) return;
    const names = refusedNames(new FormData(formRef.current), schema);
    setRefused((previous) => (previous && previous.join("\n") === names.join("\n") ? previous : names));
  }, [schema]);

  useEffect(() => {
    validate();
  }, [validate]);

  // A form the browser posted itself (no JavaScript) gets its answer as the page's action data.
  const posted = useActionData<ActionResult>();
  const latest = fetcher.data ?? posted;
  const answer = latest && latest.intent === intent ? latest : undefined;
  const serverErrors = answer && !answer.ok ? answer.errors : {};
  useEffect(() => {
    setEdited({});
  }, [answer]);

  /** The action's warning about a field, in the page's language, until the field is edited again. */
  const warning = (name: string): FieldWarning | undefined => {
    const found = answer && !answer.ok && !edited[name] ? answer.warnings?.[name] : undefined;
    return found ? { ...found, message: message(found.message) ?? "" } : undefined;
  };

  const allErrors = form.allErrors;
  const error = (name: string): string | undefined => {
    const server = edited[name] ? undefined : serverErrors[name]?.[0];
    return message(server ?? allErrors[name]?.[0]);
  };

  // Leaving a part of a field (`dob.month`) also counts for the whole field (`dob`), whose
  // messages (a date that does not exist, an age out of range) belong to no single part; the
  // whole field's message then follows what is typed in any of its parts.
  const wholesLeft = useRef(new Set<string>());
  const checkWhole = form.validate;
  const formProps = {
    ...getFormProps(form),
    ref: formRef,
    method: "post" as const,
    // Every input (typed, autofilled or set by the page) checks the whole form again.
    onInput: (event: FormEvent<HTMLFormElement>) => {
      validate();
      const name = (event.target as unknown as HTMLInputElement).name;
      if (!name) return;
      setEdited((e) => (e[name] ? e : { ...e, [name]: true }));
      for (const whole of wholeNames(name)) if (wholesLeft.current.has(whole)) checkWhole({ name: whole });
    },
    onChange: validate,
    onBlur: (event: FocusEvent<HTMLFormElement>) => {
      for (const whole of wholeNames((event.target as unknown as HTMLInputElement).name)) {
        if (wholesLeft.current.has(whole)) continue;
        wholesLeft.current.add(whole);
        checkWhole({ name: whole });
      }
    },
  };

  return {
    fetcher,
    formRef,
    formProps,
    error,
    warning,
    valid: refused === null || refused.length === 0,
    /** The fields the browser's check still refuses (what keeps Continue disabled). */
    invalidNames: refused ?? [],
    validate,
    busy: fetcher.state !== "idle",
    answer,
    /** The action's notice for the whole form, in the page's language. */
    notice: answer && !answer.ok ? message(answer.notice) : undefined,
  };
}
