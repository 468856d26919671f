/** doc3 §2.1 section 1, §5.1: the primary driver's licence number and date of birth, and each vehicle's VIN. */
import { Fragment } from "react";
import { Form } from "react-router";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { driverInfoSchema } from "~/domain/buy/forms";
import { TextField } from "~/components/form-field";
import { DateInput } from "~/components/date-input";
import { useTranslation } from "~/i18n";
import type { FieldWarning } from "~/routes/quote/action-types";
import { FormMessage, SectionFrame, SubmitButton, fieldProps, useSectionForm, type ConfiguredMessages } from "./shared";
import { useMessage } from "~/i18n-message";

export interface VehicleLabel {
  vin: string;
  year: number;
  make: string;
  model: string;
}

export function vehicleName(v: VehicleLabel, fallback: string): string {
  return v.year && v.make ? `${v.year} ${v.make} ${v.model}`.trim() : fallback;
}

export function DriverInfoSection({
  action,
  vehicles,
  lastResult,
  warnings = {},
  configured,
}: {
  action: string;
  vehicles: VehicleLabel[];
  lastResult: SubmissionResult<string[]> | undefined;
  /** doc2 §5 VIN: a VIN whose check digit does not match, shown beside it; continuing again with it keeps it. */
  warnings?: Record<string, FieldWarning>;
  configured: ConfiguredMessages;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const [form, fields] = useSectionForm<{ license: string; dob: string; vins: { vin: string }[] }>(
    "buy-driver-info",
    driverInfoSchema(configured),
    lastResult,
    {
      vins: vehicles.map(() => ({ vin: "" })),
    },
  );
  const vins = fields.vins.getFieldList();
  return (
    <SectionFrame id="driverInfo" title={t("buy.sections.driverInfo.title")} intro={t("buy.sections.driverInfo.intro")}>
      <Form method="post" action={action} className="grid gap-5" {...getFormProps(form)}>
        <FormMessage id={form.errorId} messages={form.errors} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t("buy.driver.license")} error={message(fields.license.errors?.[0])} autoComplete="off" {...fieldProps(fields.license)} />
          <DateInput label={t("buy.driver.dob")} error={message(fields.dob.errors?.[0])} autoComplete="bday" {...fieldProps(fields.dob)} />
        </div>
        {vehicles.map((vehicle, i) => {
          const field = vins[i]?.getFieldset().vin;
          if (!field) return null;
          const name = vehicleName(vehicle, t("buy.driver.vehicle", { number: i + 1 }));
          const warning = warnings[field.name];
          return (
            <Fragment key={field.key ?? i}>
              <TextField
                label={t("buy.driver.vin", { vehicle: name })}
                hint={t("buy.driver.vinHint")}
                error={message(field.errors?.[0])}
                warning={message(warning?.message) ?? ""}
                autoCapitalize="characters"
                maxLength={17}
                spellCheck={false}
                {...fieldProps(field)}
              />
              {warning ? <input type="hidden" name={`confirm.${field.name}`} value={warning.value} /> : null}
            </Fragment>
          );
        })}
        <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-start">
          <SubmitButton intent="driverInfo">{t("buy.continue")}</SubmitButton>
        </div>
      </Form>
    </SectionFrame>
  );
}
