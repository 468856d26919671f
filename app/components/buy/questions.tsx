/** doc3 §2.1 section 3, §5.1: the carrier's underwriting questions, each answered Yes or No. */
import { Form } from "react-router";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { questionsSchema, type UnderwritingQuestion } from "~/domain/buy/forms";
import { useTranslation } from "~/i18n";
import { BackButton, FormMessage, SectionFrame, SubmitButton, useSectionForm } from "./shared";
import { useMessage } from "~/i18n-message";

export function QuestionsSection(props: {
  action: string;
  questions: UnderwritingQuestion[];
  answers: Record<string, string>;
  firstName: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const [form, fields] = useSectionForm<{ answers: Record<string, string> }>(
    "buy-questions",
    questionsSchema(props.questions, props.firstName),
    props.lastResult,
    { answers: props.answers },
  );
  const answers = fields.answers.getFieldset();
  return (
    <SectionFrame id="questions" title={t("buy.sections.questions.title")} intro={t("buy.sections.questions.intro")}>
      <Form method="post" action={props.action} className="grid gap-5" {...getFormProps(form)}>
        <FormMessage id={form.errorId} messages={form.errors} />
        {props.questions.length === 0 ? <p className="text-ink">{t("buy.questions.none")}</p> : null}
        {props.questions.map((q) => {
          const field = (answers as Record<string, { id: string; name: string; errors?: string[]; initialValue?: unknown } | undefined>)[q.questionCd];
          const name = field?.name ?? `answers.${q.questionCd}`;
          const id = field?.id ?? `buy-q-${q.questionCd}`;
          const error = message(field?.errors?.[0]);
          const initial = typeof field?.initialValue === "string" ? field.initialValue : undefined;
          return (
            <fieldset
              key={q.questionCd}
              className="grid gap-2 rounded-card border border-line p-4"
              aria-describedby={error ? `${id}-error` : undefined}
              aria-invalid={error ? true : undefined}
            >
              <legend className="px-1 font-semibold text-ink">{q.questionText}</legend>
              <div className="flex gap-6">
                {(["Y", "N"] as const).map((value) => (
                  <label key={value} className="flex min-h-12 items-center gap-2 text-ink">
                    <input type="radio" name={name} value={value} defaultChecked={initial === value} className="size-5 accent-primary" />
                    {value === "Y" ? t("buy.questions.yes") : t("buy.questions.no")}
                  </label>
                ))}
              </div>
              <p id={`${id}-error`} className="text-sm font-semibold text-red-700 empty:hidden" aria-live="polite">
                {error}
              </p>
            </fieldset>
          );
        })}
        <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-end">
          <SubmitButton intent="questions">{t("buy.continue")}</SubmitButton>
        </div>
      </Form>
      <BackButton action={props.action} />
    </SectionFrame>
  );
}
