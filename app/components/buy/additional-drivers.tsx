/** doc3 §2.1 section 2, §5.1: the other drivers' relation, gender, marital status, status, licence and date of birth; the commute of each vehicle. */
import { useState } from "react";
import { Form } from "react-router";
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { additionalDriversSchema, type BuyFormOptions } from "~/domain/buy/forms";
import { CheckboxField, SelectField, TextField } from "~/components/form-field";
import { DateInput } from "~/components/date-input";
import { useTranslation } from "~/i18n";
import { BackButton, FormMessage, SectionFrame, SubmitButton, fieldProps, useSectionForm } from "./shared";
import { vehicleName, type VehicleLabel } from "./driver-info";
import { useMessage } from "~/i18n-message";

export interface AdditionalDriverView {
  firstName: string;
  lastName: string;
  saved: { relation: number; gender: number; marital: number; driverStatus: number; license: string; dob: string | null };
}

export interface CommuteVehicle extends VehicleLabel {
  commuting: boolean;
  commutingAddress: { address1: string; city: string; state: string; zipCode: string } | null;
}

type AdditionalShape = {
  drivers: { relation: string; gender: string; marital: string; driverStatus: string; license: string; dob: string }[];
  vehicles: { commuting: string; commuteAddress: string; commuteCity: string; commuteState: string; commuteZip: string }[];
};

function slashed(iso: string | null): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso) : null;
  return m ? `${m[2]}/${m[3]}/${m[1]}` : "";
}

export function AdditionalDriversSection(props: {
  action: string;
  primaryName: string;
  primaryMarital: number;
  drivers: AdditionalDriverView[];
  vehicles: CommuteVehicle[];
  options: BuyFormOptions;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const defaults = {
    drivers: props.drivers.map((d) => ({
      relation: d.saved.relation > 0 ? String(d.saved.relation) : "",
      gender: String(d.saved.gender),
      marital: String(d.saved.marital),
      driverStatus: String(d.saved.driverStatus),
      license: "",
      dob: slashed(d.saved.dob),
    })),
    vehicles: props.vehicles.map((v) => ({
      commuting: v.commuting ? "on" : "",
      commuteAddress: v.commutingAddress?.address1 ?? "",
      commuteCity: v.commutingAddress?.city ?? "",
      commuteState: v.commutingAddress?.state ?? "",
      commuteZip: v.commutingAddress?.zipCode ?? "",
    })),
  };
  const [form, fields] = useSectionForm<AdditionalShape>(
    "buy-additional-drivers",
    additionalDriversSchema(props.options, props.primaryMarital),
    props.lastResult,
    defaults,
  );
  const driverFields = fields.drivers.getFieldList();
  const vehicleFields = fields.vehicles.getFieldList();
  const [commuting, setCommuting] = useState(() => props.vehicles.map((v) => v.commuting));
  const relations = t("buy.drivers.relations", { returnObjects: true }) as Record<string, string>;
  const genders = t("buy.drivers.genders", { returnObjects: true }) as Record<string, string>;
  const maritals = t("buy.drivers.maritals", { returnObjects: true }) as Record<string, string>;
  const statuses = t("buy.drivers.statuses", { returnObjects: true }) as Record<string, string>;
  const options = (list: Record<string, string>, withChoose: boolean) => (
    <>
      {withChoose ? <option value="">{t("buy.drivers.choose")}</option> : null}
      {Object.entries(list).map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
  return (
    <SectionFrame id="additionalDrivers" title={t("buy.sections.additionalDrivers.title")} intro={t("buy.sections.additionalDrivers.intro")}>
      <Form method="post" action={props.action} className="grid gap-6" {...getFormProps(form)}>
        <FormMessage id={form.errorId} messages={form.errors} />
        {props.drivers.length === 0 ? <p className="text-ink">{t("buy.drivers.none")}</p> : null}
        {props.drivers.map((driver, i) => {
          const f = driverFields[i]?.getFieldset();
          if (!f) return null;
          const name = `${driver.firstName} ${driver.lastName}`;
          return (
            <fieldset key={i} className="grid gap-4 rounded-card border border-line p-4 sm:grid-cols-2">
              <legend className="px-1 text-lg font-bold text-ink">{name}</legend>
              <SelectField label={t("buy.drivers.relation", { name: props.primaryName })} error={message(f.relation.errors?.[0])} {...fieldProps(f.relation)}>
                {options(relations, true)}
              </SelectField>
              <SelectField label={t("buy.drivers.gender")} error={message(f.gender.errors?.[0])} {...fieldProps(f.gender)}>
                {options(genders, true)}
              </SelectField>
              <SelectField label={t("buy.drivers.marital")} error={message(f.marital.errors?.[0])} {...fieldProps(f.marital)}>
                {options(maritals, true)}
              </SelectField>
              {props.options.enableDriverStatus ? (
                <SelectField label={t("buy.drivers.status")} error={message(f.driverStatus.errors?.[0])} {...fieldProps(f.driverStatus)}>
                  {options(statuses, false)}
                </SelectField>
              ) : (
                <input type="hidden" name={f.driverStatus.name} value="0" />
              )}
              <TextField label={t("buy.drivers.license")} error={message(f.license.errors?.[0])} autoComplete="off" {...fieldProps(f.license)} />
              {props.options.enableSecondaryDriverDob ? (
                <DateInput label={t("buy.drivers.dob")} error={message(f.dob.errors?.[0])} autoComplete="off" {...fieldProps(f.dob)} />
              ) : null}
            </fieldset>
          );
        })}
        {props.vehicles.length > 0 ? (
          <fieldset className="grid gap-4">
            <legend className="text-lg font-bold text-ink">{t("buy.drivers.vehiclesTitle")}</legend>
            {props.vehicles.map((vehicle, i) => {
              const f = vehicleFields[i]?.getFieldset();
              if (!f) return null;
              const name = vehicleName(vehicle, t("buy.driver.vehicle", { number: i + 1 }));
              return (
                <div key={i} className="grid gap-4 rounded-card border border-line p-4 sm:grid-cols-2">
                  <CheckboxField
                    className="sm:col-span-2"
                    label={t("buy.drivers.commuting", { vehicle: name })}
                    id={f.commuting.id}
                    name={f.commuting.name}
                    defaultChecked={f.commuting.initialValue === "on"}
                    onChange={(e) => {
                      const checked = e.currentTarget.checked;
                      setCommuting((now) => now.map((c, j) => (j === i ? checked : c)));
                    }}
                  />
                  {commuting[i] || f.commuting.initialValue === "on" ? (
                    <>
                      <TextField
                        className="sm:col-span-2"
                        label={t("buy.drivers.commuteAddress")}
                        error={message(f.commuteAddress.errors?.[0])}
                        autoComplete="off"
                        {...fieldProps(f.commuteAddress)}
                      />
                      <TextField
                        label={t("buy.drivers.commuteCity")}
                        error={message(f.commuteCity.errors?.[0])}
                        autoComplete="off"
                        {...fieldProps(f.commuteCity)}
                      />
                      <div className="grid grid-cols-2 gap-4">
                        <TextField
                          label={t("buy.drivers.commuteState")}
                          error={message(f.commuteState.errors?.[0])}
                          maxLength={2}
                          autoComplete="off"
                          {...fieldProps(f.commuteState)}
                        />
                        <TextField
                          label={t("buy.drivers.commuteZip")}
                          error={message(f.commuteZip.errors?.[0])}
                          inputMode="numeric"
                          maxLength={5}
                          autoComplete="off"
                          {...fieldProps(f.commuteZip)}
                        />
                      </div>
                    </>
                  ) : null}
                </div>
              );
            })}
          </fieldset>
        ) : null}
        <div className="flex flex-col gap-3 sm:flex-row-reverse sm:justify-end">
          <SubmitButton intent="additionalDrivers">{t("buy.continue")}</SubmitButton>
        </div>
      </Form>
      <BackButton action={props.action} />
    </SectionFrame>
  );
}
