/**
 * doc3 §2.2 modals: add or edit a driver (relation only for added or non-primary drivers — every driver here is
 * additional), remove a driver "Remove {first} {last} ?", add or edit a vehicle (mileage select, default 10000),
 * remove a vehicle. Each posts to the page's action through a fetcher and closes once the action says ok.
 */
import { useEffect } from "react";
import { useFetcher } from "react-router";
import { getFormProps } from "@conform-to/react";
import { useTranslation } from "~/i18n";
import { Modal } from "~/components/modal";
import { SelectField, TextField } from "~/components/form-field";
import { DateInput } from "~/components/date-input";
import { slashedOf } from "~/domain/follow-up/dates";
import {
  ACTION_TYPES,
  DEFAULT_MILEAGE,
  DRIVER_STATUSES,
  GENDERS,
  MARITALS,
  MILEAGES,
  RELATIONS,
  RESIDENCE_STATUSES,
  type Driver,
  type Vehicle,
} from "~/domain/follow-up/model";
import { driverModalSchema, vehicleModalSchema, type DriverModalOptions } from "~/domain/follow-up/schemas";
import type { ConfiguredMessages } from "~/domain/follow-up/messages";
import type { FieldWarning } from "~/routes/quote/action-types";
import { FormAlert, useFollowUpForm } from "./shared";
import { useMessage } from "~/i18n-message";

interface Answer {
  intent: string;
  ok?: boolean;
  message?: string;
  warnings?: Record<string, FieldWarning>;
  result?: Parameters<typeof useFollowUpForm>[2];
}

function useCloseOnOk(fetcher: { state: string; data?: unknown }, close: () => void) {
  useEffect(() => {
    if (fetcher.state === "idle" && (fetcher.data as Answer | undefined)?.ok) close();
  }, [fetcher.state, fetcher.data, close]);
}

export function DriverModal({ driver, options, action, onClose }: { driver: Driver | null; options: DriverModalOptions; action: string; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useMessage();
  const fetcher = useFetcher<Answer>();
  useCloseOnOk(fetcher, onClose);
  const [form, fields] = useFollowUpForm("follow-up-driver", driverModalSchema(options), fetcher.data?.result);
  const err = (f: { errors?: string[] }) => text(f.errors?.[0]);
  const select = (name: keyof typeof fields, values: readonly string[], labels: string, current: string) => {
    const field = fields[name];
    return (
      <SelectField id={field.id} name={field.name} label={t(`followUp.driver.${name}`)} defaultValue={current} error={err(field)}>
        <option value="">{t("followUp.driver.choose")}</option>
        {values.map((v) => (
          <option key={v} value={v}>
            {t(`followUp.${labels}.${v}`)}
          </option>
        ))}
      </SelectField>
    );
  };
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} title={driver ? t("followUp.driver.editTitle") : t("followUp.driver.addTitle")} size="lg">
      <fetcher.Form method="post" action={action} className="grid gap-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="driver-save" />
        <input type="hidden" name={fields.id.name} value={driver?.id ?? ""} />
        <FormAlert id={form.errorId} message={form.errors?.[0] ?? fetcher.data?.message} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={fields.firstName.id}
            name={fields.firstName.name}
            label={t("followUp.driver.firstName")}
            defaultValue={driver?.firstName ?? ""}
            error={err(fields.firstName)}
            autoComplete="off"
          />
          <TextField
            id={fields.lastName.id}
            name={fields.lastName.name}
            label={t("followUp.driver.lastName")}
            defaultValue={driver?.lastName ?? ""}
            error={err(fields.lastName)}
            autoComplete="off"
          />
          {select("relation", RELATIONS, "relations", driver?.relation ?? "")}
          {select("gender", GENDERS, "genders", driver?.gender ?? "")}
          {select("marital", MARITALS, "maritals", driver?.marital ?? "")}
          <TextField
            id={fields.licence.id}
            name={fields.licence.name}
            label={t("followUp.driver.licence")}
            defaultValue={driver?.licence ?? ""}
            error={err(fields.licence)}
            autoComplete="off"
          />
          {options.enableDriverStatus ? select("residenceStatus", RESIDENCE_STATUSES, "residences", driver?.residenceStatus ?? "") : null}
          {options.enableDriverStatus ? select("driverStatus", DRIVER_STATUSES, "statuses", driver?.driverStatus ?? "") : null}
          {options.enableActionType ? select("actionType", ACTION_TYPES, "actions", driver?.actionType ?? "") : null}
        </div>
        {options.askDob ? (
          <DateInput
            id={fields.dob.id}
            name={fields.dob.name}
            label={options.dobRequired ? t("followUp.driver.dob") : t("followUp.driver.dobOptional")}
            defaultValue={slashedOf(driver?.dob ?? "")}
            error={err(fields.dob)}
            autoComplete="off"
          />
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {t("followUp.buttons.cancel")}
          </button>
          <button type="submit" className="btn btn-primary" disabled={fetcher.state !== "idle"}>
            {driver ? t("followUp.buttons.update") : t("followUp.buttons.addDriver")}
          </button>
        </div>
      </fetcher.Form>
    </Modal>
  );
}

export function VehicleModal({
  vehicle,
  messages,
  action,
  onClose,
}: {
  vehicle: Vehicle | null;
  messages: ConfiguredMessages;
  action: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const text = useMessage();
  const fetcher = useFetcher<Answer>();
  useCloseOnOk(fetcher, onClose);
  const [form, fields] = useFollowUpForm("follow-up-vehicle", vehicleModalSchema(messages, new Date().getFullYear()), fetcher.data?.result);
  const err = (f: { errors?: string[] }) => text(f.errors?.[0]);
  const vinWarning = fetcher.data?.warnings?.vin;
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} title={vehicle ? t("followUp.vehicle.editTitle") : t("followUp.vehicle.addTitle")} size="lg">
      <fetcher.Form method="post" action={action} className="grid gap-4" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="vehicle-save" />
        <input type="hidden" name={fields.id.name} value={vehicle?.id ?? ""} />
        <FormAlert id={form.errorId} message={form.errors?.[0] ?? fetcher.data?.message} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={fields.year.id}
            name={fields.year.name}
            label={t("followUp.vehicle.year")}
            inputMode="numeric"
            maxLength={4}
            defaultValue={vehicle ? String(vehicle.year) : ""}
            error={err(fields.year)}
          />
          <TextField
            id={fields.make.id}
            name={fields.make.name}
            label={t("followUp.vehicle.make")}
            defaultValue={vehicle?.make ?? ""}
            error={err(fields.make)}
          />
          <TextField
            id={fields.model.id}
            name={fields.model.name}
            label={t("followUp.vehicle.model")}
            defaultValue={vehicle?.model ?? ""}
            error={err(fields.model)}
          />
          <TextField
            id={fields.vin.id}
            name={fields.vin.name}
            label={t("followUp.vehicle.vin")}
            maxLength={17}
            defaultValue={vehicle?.vin ?? ""}
            error={err(fields.vin)}
            warning={text(vinWarning?.message) ?? ""}
            autoCapitalize="characters"
          />
          {/* doc2 §5 VIN: saving again with the VIN the warning was about keeps it. */}
          {vinWarning ? <input type="hidden" name="confirm.vin" value={vinWarning.value} /> : null}
          <SelectField
            id={fields.mileage.id}
            name={fields.mileage.name}
            label={t("followUp.vehicle.mileage")}
            defaultValue={String(vehicle?.mileage ?? DEFAULT_MILEAGE)}
            error={err(fields.mileage)}
          >
            {MILEAGES.map((m) => (
              <option key={m} value={m}>
                {m.toLocaleString("en-US")}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {t("followUp.buttons.cancel")}
          </button>
          <button type="submit" className="btn btn-primary" disabled={fetcher.state !== "idle"}>
            {vehicle ? t("followUp.buttons.update") : t("followUp.buttons.addVehicle")}
          </button>
        </div>
      </fetcher.Form>
    </Modal>
  );
}

/** The remove confirmations (doc3 §2.2 "Remove {first} {last} ?"). */
export function RemoveModal({
  title,
  intent,
  id,
  action,
  onClose,
}: {
  title: string;
  intent: "driver-remove" | "vehicle-remove";
  id: string;
  action: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<Answer>();
  useCloseOnOk(fetcher, onClose);
  return (
    <Modal isOpen onOpenChange={(open) => !open && onClose()} title={title} size="sm" role="alertdialog" isDismissable={false}>
      <fetcher.Form method="post" action={action} className="grid gap-4">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <FormAlert message={fetcher.data?.message} />
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {t("followUp.buttons.no")}
          </button>
          <button type="submit" className="btn btn-primary" disabled={fetcher.state !== "idle"}>
            {t("followUp.buttons.yesRemove")}
          </button>
        </div>
      </fetcher.Form>
    </Modal>
  );
}
