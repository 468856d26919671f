/** doc3 §2.2 the form's steps 1 to 4: driver info, contact preference, additional drivers, more questions. */
import { Fragment } from "react";
import { Form } from "react-router";
import { getFormProps } from "@conform-to/react";
import { useTranslation } from "~/i18n";
import type { FieldWarning } from "~/routes/quote/action-types";
import { CheckboxField, TextField } from "~/components/form-field";
import { DateInput } from "~/components/date-input";
import { showDate } from "~/domain/follow-up/dates";
import type { ContactPreference, Driver, Vehicle } from "~/domain/follow-up/model";
import type { ConfiguredMessages } from "~/domain/follow-up/messages";
import type { CarrierQuestion } from "~/domain/follow-up/rules";
import { contactSchema, driverInfoSchema, questionsSchema } from "~/domain/follow-up/schemas";
import { Card, FormAlert, RadioGroup, useFollowUpForm } from "./shared";
import { configuredMessage } from "~/domain/message";
import { useMessage } from "~/i18n-message";
import type { SubmissionResult } from "@conform-to/react";

type Result = SubmissionResult<string[]> | undefined;

/** Back (no validation, doc3 §4.2) and Continue (runs the step's validation). */
export function StepButtons({ back, next }: { back: boolean; next?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap justify-between gap-3 pt-2">
      {back ? (
        <button type="submit" name="intent" value="back" formNoValidate className="btn btn-outline">
          {t("followUp.buttons.back")}
        </button>
      ) : (
        <span />
      )}
      <button type="submit" className="btn btn-primary">
        {next ?? t("followUp.buttons.next")}
      </button>
    </div>
  );
}

export function DriverInfoStep(props: {
  action: string;
  result: Result;
  messages: ConfiguredMessages;
  vehicles: Vehicle[];
  /** The date of birth as the date input shows it (MM/DD/YYYY). */
  primary: { dob: string; licence: string; consent: boolean };
  consent: { required: boolean; message: string };
  /** doc2 §5 VIN: a VIN whose check digit does not match, shown beside it; continuing again with it keeps it. */
  warnings?: Record<string, FieldWarning>;
}) {
  const { t } = useTranslation();
  const text = useMessage();
  const schema = driverInfoSchema({ messages: props.messages, vehicleCount: props.vehicles.length, consentRequired: props.consent.required });
  const [form, fields] = useFollowUpForm("follow-up-driver-info", schema, props.result);
  const vins = fields.vins.getFieldList();
  const warnings = props.warnings ?? {};
  // What was typed, as the last answer gave it back (a page without scripts is drawn again from it).
  const typed = (value: unknown) => (typeof value === "string" ? value : undefined);
  return (
    <Form method="post" action={props.action} className="grid gap-5" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="driver" />
      <FormAlert id={form.errorId} message={form.errors?.[0]} />
      <DateInput
        id={fields.dob.id}
        name={fields.dob.name}
        label={t("followUp.driverInfo.dob")}
        defaultValue={typed(fields.dob.initialValue) ?? props.primary.dob}
        error={text(fields.dob.errors?.[0])}
        autoComplete="bday"
      />
      <TextField
        id={fields.licence.id}
        name={fields.licence.name}
        label={t("followUp.driverInfo.licence")}
        defaultValue={typed(fields.licence.initialValue) ?? props.primary.licence}
        error={text(fields.licence.errors?.[0])}
        autoComplete="off"
        maxLength={40}
      />
      {props.vehicles.map((vehicle, index) => {
        const field = vins[index];
        const id = field?.id ?? `follow-up-vin-${index}`;
        const name = `vins[${index}]`;
        const warning = warnings[name];
        return (
          <Fragment key={vehicle.id}>
            <TextField
              id={id}
              name={name}
              label={t("followUp.driverInfo.vin", { vehicle: `${vehicle.year} ${vehicle.make} ${vehicle.model}` })}
              defaultValue={warning?.value ?? typed(field?.initialValue) ?? vehicle.vin}
              maxLength={17}
              autoCapitalize="characters"
              autoComplete="off"
              error={text((form.allErrors[name] ?? field?.errors)?.[0])}
              warning={text(warning?.message) ?? ""}
            />
            {warning ? <input type="hidden" name={`confirm.${name}`} value={warning.value} /> : null}
          </Fragment>
        );
      })}
      {props.consent.required ? (
        <CheckboxField
          id={fields.consent.id}
          name={fields.consent.name}
          label={props.consent.message}
          defaultChecked={props.primary.consent}
          error={text(fields.consent.errors?.[0])}
        />
      ) : null}
      <StepButtons back={false} />
    </Form>
  );
}

export function ContactStep({ action, result, contact }: { action: string; result: Result; contact: ContactPreference | null }) {
  const { t } = useTranslation();
  const text = useMessage();
  const [form, fields] = useFollowUpForm("follow-up-contact", contactSchema(), result);
  const yesNo = [
    { value: "Y", label: t("followUp.buttons.yes") },
    { value: "N", label: t("followUp.buttons.no") },
  ];
  return (
    <Form method="post" action={action} className="grid gap-5" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="contact" />
      <FormAlert id={form.errorId} message={form.errors?.[0]} />
      <RadioGroup
        id={fields.textMessages.id}
        name={fields.textMessages.name}
        legend={t("followUp.contact.textMessages")}
        choices={yesNo}
        defaultValue={contact?.textMessages}
        error={text(fields.textMessages.errors?.[0])}
      />
      <RadioGroup
        id={fields.language.id}
        name={fields.language.name}
        legend={t("followUp.contact.language")}
        choices={[
          { value: "en", label: t("followUp.contact.english") },
          { value: "es", label: t("followUp.contact.spanish") },
        ]}
        defaultValue={contact?.language}
        error={text(fields.language.errors?.[0])}
      />
      <RadioGroup
        id={fields.paperless.id}
        name={fields.paperless.name}
        legend={t("followUp.contact.paperless")}
        choices={yesNo}
        defaultValue={contact?.paperless}
        error={text(fields.paperless.errors?.[0])}
      />
      <RadioGroup
        id={fields.optIn.id}
        name={fields.optIn.name}
        legend={t("followUp.contact.optIn")}
        choices={[
          { value: "email", label: t("followUp.contact.byEmail") },
          { value: "text", label: t("followUp.contact.byText") },
        ]}
        defaultValue={contact?.optIn || undefined}
        error={text(fields.optIn.errors?.[0])}
      />
      <StepButtons back />
    </Form>
  );
}

export function DriversStep(props: {
  action: string;
  message: string | undefined;
  drivers: Driver[];
  onAdd: () => void;
  onEdit: (d: Driver) => void;
  onRemove: (d: Driver) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-ink-muted">{t("followUp.drivers.intro")}</p>
        <button type="button" className="btn btn-outline" onClick={props.onAdd}>
          {t("followUp.buttons.addDriver")}
        </button>
      </div>
      {props.drivers.length === 0 ? <p className="text-ink">{t("followUp.drivers.none")}</p> : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {props.drivers.map((d) => (
          <li key={d.id}>
            <Card
              title={`${d.firstName} ${d.lastName}`}
              actions={
                <>
                  <button
                    type="button"
                    className="btn btn-outline"
                    onClick={() => props.onEdit(d)}
                    aria-label={t("followUp.buttons.editOf", { name: `${d.firstName} ${d.lastName}` })}
                  >
                    {t("followUp.buttons.edit")}
                  </button>
                  <button
                    type="button"
                    className="btn btn-outline"
                    onClick={() => props.onRemove(d)}
                    aria-label={t("followUp.buttons.removeOf", { name: `${d.firstName} ${d.lastName}` })}
                  >
                    {t("followUp.buttons.remove")}
                  </button>
                </>
              }
            >
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-ink">
                <dt className="text-ink-muted">{t("followUp.driver.relation")}</dt>
                <dd>{d.relation ? t(`followUp.relations.${d.relation}`) : "—"}</dd>
                <dt className="text-ink-muted">{t("followUp.driver.dobShort")}</dt>
                <dd>{showDate(d.dob) || "—"}</dd>
                <dt className="text-ink-muted">{t("followUp.driver.actionType")}</dt>
                <dd>{t(`followUp.actions.${d.actionType}`)}</dd>
              </dl>
            </Card>
          </li>
        ))}
      </ul>
      <Form method="post" action={props.action} className="grid gap-3">
        <input type="hidden" name="intent" value="drivers" />
        <FormAlert message={props.message} />
        <StepButtons back />
      </Form>
    </div>
  );
}

export function QuestionsStep({
  action,
  result,
  questions,
  answers,
  firstName,
  questionRequired,
}: {
  action: string;
  result: Result;
  questions: CarrierQuestion[];
  answers: Record<string, string>;
  firstName: string;
  questionRequired: string;
}) {
  const { t } = useTranslation();
  const text = useMessage();
  const [form, fields] = useFollowUpForm("follow-up-questions", questionsSchema(questions, firstName, questionRequired), result);
  const answerFields = fields.answers.getFieldset();
  return (
    <Form method="post" action={action} className="grid gap-5" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="questions" />
      <FormAlert id={form.errorId} message={form.errors?.[0]} />
      {questions.map((q) => {
        const field = answerFields[q.code];
        return (
          <RadioGroup
            key={q.code}
            id={field?.id ?? `follow-up-q-${q.code}`}
            name={`answers.${q.code}`}
            legend={text(configuredMessage(q.text, [firstName]))}
            choices={[
              { value: q.yesButton, label: t("followUp.buttons.yes") },
              { value: q.noButton, label: t("followUp.buttons.no") },
            ]}
            defaultValue={answers[q.code] === "Y" ? q.yesButton : answers[q.code] === "N" ? q.noButton : undefined}
            error={text((form.allErrors[`answers.${q.code}`] ?? field?.errors)?.[0])}
          />
        );
      })}
      <StepButtons back />
    </Form>
  );
}
