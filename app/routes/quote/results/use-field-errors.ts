/**
 * Field checks of the returning-visitor forms: the domain schema in the browser (on leaving a
 * field and on submit), the server's answer after, and messages in the page's language.
 */
import { useCallback, useState } from "react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod/mini";

export function useFieldErrors(schema: z.core.$ZodType) {
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const check = useCallback(
    (form: HTMLFormElement, only?: string) => {
      const submission = parseWithZod(new FormData(form), { schema });
      const next: Record<string, string | undefined> = {};
      const found: Record<string, string[] | null> = submission.status === "success" ? {} : (submission.error ?? {});
      for (const [name, messages] of Object.entries(found)) next[name] = messages?.[0];
      setErrors((current) => (only ? { ...current, [only]: next[only] } : next));
      return submission.status === "success";
    },
    [schema],
  );
  return { errors, setErrors, check };
}
