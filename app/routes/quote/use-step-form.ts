/**
 * One wizard step's form (doc2 §5): the same zod schema checks the fields in the browser as the
 * visitor types (only visible fields; a message shows once a field has been left), keeps the
 * button disabled until every required field is valid, and posts to the page's action, which
 * checks everything again and answers field messages of its own.
 */
import { useCallback, useEffect, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { useActionData, useFetcher } from "react-router";
import { useTranslation } from "~/i18n";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod/mini";
import type { ActionResult, FieldWarning } from "./action-types";

export function useMessage() {
  const { t } = useTranslation();
  return useCallback((message: string | undefined) => (message === undefined ? undefined : message.startsWith("quote.") ? t(message) : message), [t]);
}

function errorsOf(error: Record<string, string[] | null> | null | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(error ?? {})) if (messages?.length) out[name] = messages;
  return out;
}

/** A field's name and the names of the fields it is part of: `dob.month` gives `dob.month` and `dob`. */
export function touchedNames(name: string | undefined): string[] {
  if (!name) return [];
  const parts = name.split(".");
  return parts.map((_, i) => parts.slice(0, i + 1).join("."));
}

export function useStepForm(schema: z.core.$ZodType | null, intent: string, key?: string) {
  const fetcher = useFetcher<ActionResult>({ key });
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<Record<string, string[]>>({});
  // Continue is enabled until the page's script has checked the fields: without JavaScript (or
  // before it runs) the browser posts the form and the action checks it.
  const [valid, setValid] = useState(true);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [edited, setEdited] = useState<Record<string, boolean>>({});
  const message = useMessage();

  const validate = useCallback(() => {
    if (!formRef.current || !schema) return;
    const submission = parseWithZod(new FormData(formRef.current), { schema });
    setClientErrors(submission.status === "success" ? {} : errorsOf(submission.error));
    setValid(submission.status === "success");
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

  /** The action's warning about a field, until the field is edited again. */
  const warning = (name: string): FieldWarning | undefined => (answer && !answer.ok && !edited[name] ? answer.warnings?.[name] : undefined);

  const error = (name: string): string | undefined => {
    const server = edited[name] ? undefined : serverErrors[name]?.[0];
    return message(server ?? (touched[name] ? clientErrors[name]?.[0] : undefined));
  };

  const formProps = {
    ref: formRef,
    method: "post" as const,
    noValidate: true,
    onInput: (event: FormEvent<HTMLFormElement>) => {
      const name = (event.target as unknown as HTMLInputElement).name;
      if (name) setEdited((e) => ({ ...e, [name]: true }));
      validate();
    },
    onChange: validate,
    onBlur: (event: FocusEvent<HTMLFormElement>) => {
      // Leaving a part of a field (`dob.month`) also counts for the whole field (`dob`), whose
      // messages (a date that does not exist, an age out of range) belong to no single part.
      const names = touchedNames((event.target as unknown as HTMLInputElement).name);
      if (names.some((name) => !touched[name])) setTouched((t) => ({ ...t, ...Object.fromEntries(names.map((name) => [name, true])) }));
    },
  };

  return {
    fetcher,
    formRef,
    formProps,
    error,
    warning,
    valid,
    /** The fields the browser's check still refuses (what keeps Continue disabled). */
    invalidNames: Object.keys(clientErrors),
    validate,
    busy: fetcher.state !== "idle",
    answer,
    notice: answer && !answer.ok ? answer.notice : undefined,
  };
}
