/**
 * Vehicles (doc2 §2, §5, §9): add by VIN (17 letters or digits, no O; decoded) or by year, make and
 * model (none may be 0), the vehicles a lookup found (picker and prefill), annual mileage when
 * required (California), the vehicle list and the remove confirmation.
 */
import { useEffect, useMemo, useState } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n";
import { vehicleSchema } from "~/domain/quote/vehicle";
import type { DraftVehicle } from "~/domain/quote/draft";
import { TextField, SelectField } from "~/components/form-field";
import { Modal } from "~/components/modal";
import { CarIcon } from "~/components/icons";
import { useShellData } from "~/components/root-data";
import { localizePath } from "~/domain/site";
import { useStepForm } from "../use-step-form";
import type { ActionResult } from "../action-types";
import type { WizardProps } from "../wizard";
import { FormNotice, MissingHint, StepButtons, StepFrame, fieldLabels, useMissingText } from "./step-frame";
import { VehicleWithoutScript } from "./vehicle-without-script";
import { VehiclePricingFields, VehiclePricingSummary } from "./vehicle-pricing-fields";

type Prefill = Partial<Pick<DraftVehicle, "id" | "vin" | "year" | "make" | "model" | "mileage" | "ownership" | "monthsOwned" | "isExistingVehicle">>;
/** What /quote/vehicle-options answers: the lists, and the year and make they were asked for. */
type VehicleOptions = { year: number | null; make: string | null; makes: string[]; models: string[]; failed: boolean };

export function VehiclesStep({ props }: { props: WizardProps }) {
  const { t } = useTranslation();
  const { vehicles, foundVehicles } = props.page.draft;
  const [editing, setEditing] = useState<Prefill | null>(null);
  const [removing, setRemoving] = useState<DraftVehicle | null>(null);
  const [picker, setPicker] = useState(false);
  const next = useStepForm(null, "vehicles-next", { id: "vehicles-next-form" });
  const remove = useFetcher<ActionResult>({ key: "vehicle-remove" });
  const offered = foundVehicles.filter((found) => !vehicles.some((v) => v.vin && v.vin === found.vin));
  return (
    <StepFrame title={t("quote.vehicles.title")} intro={t("quote.vehicles.intro")}>
      {vehicles.length === 0 ? <p className="rounded-xl bg-surface p-4 text-ink-muted">{t("quote.vehicles.empty")}</p> : null}
      <ul className="grid gap-3">
        {vehicles.map((vehicle) => (
          <li key={vehicle.id} className="grid gap-3 rounded-xl border-2 border-line p-4 sm:grid-cols-[1fr_auto] sm:items-center">
            <div className="flex items-center gap-3">
              <CarIcon aria-hidden="true" className="shrink-0 text-primary" />
              <div>
                <p className="font-bold text-ink">
                  {vehicle.year} {vehicle.make} {vehicle.model}
                </p>
                {vehicle.vin ? <p className="text-sm text-ink-muted">VIN …{vehicle.vin.slice(-6)}</p> : null}
                <VehiclePricingSummary vehicle={vehicle} />
              </div>
            </div>
            <div className="flex gap-2">
              <button type="button" className="btn btn-outline min-h-11" onClick={() => setEditing(vehicle)}>
                {t("quote.wizard.edit")}
                <span className="sr-only"> {`${vehicle.year} ${vehicle.make} ${vehicle.model}`}</span>
              </button>
              <button type="button" className="btn btn-outline min-h-11" onClick={() => setRemoving(vehicle)}>
                {t("quote.wizard.remove")}
                <span className="sr-only"> {`${vehicle.year} ${vehicle.make} ${vehicle.model}`}</span>
              </button>
            </div>
          </li>
        ))}
      </ul>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="button" className="btn btn-outline min-h-12" onClick={() => setEditing({})}>
          {t("quote.vehicles.add")}
        </button>
        {offered.length > 0 ? (
          <button type="button" className="btn btn-outline min-h-12" onClick={() => setPicker(true)}>
            {t("quote.vehicles.found", { count: offered.length })}
          </button>
        ) : null}
      </div>
      <form {...next.formProps}>
        <input type="hidden" name="intent" value="vehicles-next" />
        <FormNotice notice={next.notice} />
        <StepButtons
          form="vehicles-next-form"
          nextLabel={t("quote.vehicles.next")}
          disabled={vehicles.length === 0}
          busy={next.busy}
          missing={t("quote.vehicles.missing")}
        />
      </form>
      <VehicleWithoutScript mileageRequired={props.page.draft.mileageRequired === true} defaultMileage={props.config.defaultMileage} />

      {editing ? <VehicleModal props={props} prefill={editing} onClose={() => setEditing(null)} /> : null}
      <Modal isOpen={picker} onOpenChange={setPicker} title={t("quote.vehicles.pickerTitle")}>
        {({ close }) => (
          <ul className="grid gap-2">
            {offered.map((found) => (
              <li key={`${found.vin}-${found.year}`}>
                <button
                  type="button"
                  className="btn btn-outline min-h-12 w-full justify-between"
                  onClick={() => {
                    close();
                    setEditing({ vin: found.vin, year: found.year, make: found.make, model: found.model, isExistingVehicle: true });
                  }}
                >
                  <span>
                    {found.year} {found.make} {found.model}
                  </span>
                  <span aria-hidden="true">+</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Modal>
      <Modal
        isOpen={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t("quote.vehicles.removeTitle")}
        role="alertdialog"
        size="sm"
      >
        {({ close }) => (
          <div className="grid gap-4">
            <p>{removing ? t("quote.vehicles.removeConfirm", { vehicle: `${removing.year} ${removing.make} ${removing.model}` }) : null}</p>
            <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
              <button type="button" className="btn btn-outline min-h-12" onClick={close}>
                {t("quote.wizard.cancel")}
              </button>
              <button
                type="button"
                className="btn btn-primary min-h-12"
                onClick={() => {
                  if (removing) void remove.submit({ intent: "vehicle-remove", id: removing.id }, { method: "post" });
                  close();
                }}
              >
                {t("quote.wizard.remove")}
              </button>
            </div>
          </div>
        )}
      </Modal>
    </StepFrame>
  );
}

/** How long a year or make must stay chosen before its list is asked for. */
const LIST_SETTLE_MS = 250;

function VehicleModal({ props, prefill, onClose }: { props: WizardProps; prefill: Prefill; onClose: () => void }) {
  const { t } = useTranslation();
  const mileageRequired = props.page.draft.mileageRequired === true;
  const optionsPath = localizePath("/quote/vehicle-options", useShellData()?.lang ?? "en");
  const [entry, setEntry] = useState<"vin" | "ymm">(prefill.vin ? "vin" : "ymm");
  const [year, setYear] = useState(prefill.year ? String(prefill.year) : "0");
  const [make, setMake] = useState(prefill.make ?? "0");
  const [model, setModel] = useState(prefill.model ?? "0");
  const makes = useFetcher<VehicleOptions>();
  const models = useFetcher<VehicleOptions>();
  const schema = useMemo(() => vehicleSchema({ mileageRequired }), [mileageRequired]);
  const form = useStepForm(schema, "vehicle-save", { id: "vehicle-form" });
  const vinWarning = form.warning("vin");
  const missingText = useMissingText();
  const vehicleMissing = !form.valid && !form.busy ? missingText(fieldLabels(form.formRef.current, form.invalidNames)) : undefined;
  const validate = form.validate;
  const loadMakes = makes.load;
  const loadModels = models.load;
  const makesUrl = year !== "0" ? `${optionsPath}?year=${year}` : null;
  const modelsUrl = year !== "0" && make !== "0" ? `${optionsPath}?year=${year}&make=${encodeURIComponent(make)}` : null;
  // A list is asked for once the choice has settled: walking the year or make select with the
  // arrow keys changes it at every step, and only the one the visitor stops on needs its list.
  useEffect(() => {
    if (!makesUrl) return;
    const timer = setTimeout(() => void loadMakes(makesUrl), LIST_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [makesUrl, loadMakes]);
  useEffect(() => {
    if (!modelsUrl) return;
    const timer = setTimeout(() => void loadModels(modelsUrl), LIST_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [modelsUrl, loadModels]);
  useEffect(() => validate(), [entry, validate, year, make, model, makes.data, models.data]);
  useEffect(() => {
    if (form.answer?.ok) onClose();
  }, [form.answer, onClose]);
  // A list is shown only for the choices it was asked for: one that arrives late for an earlier
  // year or make is not shown, so it can never replace the options under a make already chosen.
  const prefillYear = prefill.year ? String(prefill.year) : "0";
  const makesFor = makes.data && String(makes.data.year) === year ? makes.data : undefined;
  const modelsFor = models.data && String(models.data.year) === year && models.data.make === make ? models.data : undefined;
  const makeList = makesFor ? makesFor.makes : prefill.make && prefillYear === year ? [prefill.make] : [];
  const modelList = modelsFor ? modelsFor.models : prefill.model && prefillYear === year && prefill.make === make ? [prefill.model] : [];
  // A list the platform could not give is said beside its select, with a way to ask again.
  const makesFailed = makesFor?.failed === true && makes.state === "idle";
  const modelsFailed = modelsFor?.failed === true && models.state === "idle";

  return (
    <Modal
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={prefill.id ? t("quote.vehicles.editTitle") : t("quote.vehicles.addTitle")}
      size="lg"
    >
      <form {...form.formProps} className="grid gap-4">
        <input type="hidden" name="intent" value="vehicle-save" />
        <input type="hidden" name="id" value={prefill.id ?? ""} />
        <input type="hidden" name="existing" value={prefill.isExistingVehicle ? "true" : "false"} />
        <fieldset className="grid gap-2">
          <legend className="mb-1.5 font-semibold text-ink">{t("quote.vehicles.entryLegend")}</legend>
          <div className="flex flex-wrap gap-2">
            {(["ymm", "vin"] as const).map((value) => (
              <label
                key={value}
                className="flex min-h-12 cursor-pointer items-center gap-2.5 rounded-xl border-2 border-line px-3.5 has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
              >
                <input type="radio" name="entry" value={value} checked={entry === value} onChange={() => setEntry(value)} className="size-5 accent-primary" />
                <span className="font-medium">{t(`quote.vehicles.entry.${value}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>
        {entry === "vin" ? (
          <>
            <TextField
              id="vm-vin"
              name="vin"
              label={t("quote.fields.vin")}
              hint={t("quote.fields.vinHint")}
              maxLength={17}
              autoComplete="off"
              spellCheck={false}
              defaultValue={prefill.vin ?? ""}
              error={form.error("vin")}
              warning={vinWarning?.message ?? ""}
              className="[&_input]:uppercase"
            />
            {/* Saving again with the VIN the warning was about keeps the vehicle (doc2 §5 VIN). */}
            {vinWarning ? <input type="hidden" name="confirm.vin" value={vinWarning.value} /> : null}
          </>
        ) : (
          <>
            <div className="grid gap-4 sm:grid-cols-3">
              <SelectField
                id="vm-year"
                name="year"
                label={t("quote.fields.vehicleYear")}
                defaultValue={year}
                onChange={(event) => {
                  setYear(event.currentTarget.value);
                  setMake("0");
                  setModel("0");
                }}
                error={form.error("year")}
              >
                <option value="0">{t("quote.fields.choose")}</option>
                {props.page.years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </SelectField>
              {/* The selects keep their own value (the form reads it when a key is pressed, before React
                would hear of it); a new year starts a new make select, a new make a new model select. */}
              <SelectField
                key={year}
                id="vm-make"
                name="make"
                label={t("quote.fields.make")}
                defaultValue={make}
                onChange={(event) => {
                  setMake(event.currentTarget.value);
                  setModel("0");
                }}
                error={form.error("make") ?? (makesFailed ? t("quote.vehicles.listFailed") : undefined)}
                disabled={year === "0"}
              >
                <option value="0">{t("quote.fields.choose")}</option>
                {makeList.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
              </SelectField>
              <SelectField
                key={`${year}|${make}`}
                id="vm-model"
                name="model"
                label={t("quote.fields.model")}
                defaultValue={model}
                onChange={(event) => setModel(event.currentTarget.value)}
                error={form.error("model") ?? (modelsFailed ? t("quote.vehicles.listFailed") : undefined)}
                disabled={make === "0"}
              >
                <option value="0">{t("quote.fields.choose")}</option>
                {modelList.map((m) => (
                  <option key={m} value={m}>
                    {m}
                  </option>
                ))}
              </SelectField>
            </div>
            {makesFailed || modelsFailed ? (
              <button
                type="button"
                className="btn btn-outline min-h-12 justify-self-start"
                onClick={() => void (makesFailed && makesUrl ? loadMakes(makesUrl) : modelsUrl && loadModels(modelsUrl))}
              >
                {t("quote.vehicles.listRetry")}
              </button>
            ) : null}
          </>
        )}
        <VehiclePricingFields
          idPrefix="vm"
          values={prefill}
          mileageRequired={mileageRequired}
          defaultMileage={props.config.defaultMileage}
          error={form.error}
        />
        <FormNotice notice={form.notice} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-outline min-h-12" onClick={onClose}>
            {t("quote.wizard.cancel")}
          </button>
          <button
            type="submit"
            className="btn btn-primary min-h-12"
            disabled={!form.valid || form.busy}
            aria-describedby={vehicleMissing ? "vehicle-form-missing" : undefined}
          >
            {form.busy ? t("quote.wizard.saving") : t("quote.vehicles.save")}
          </button>
        </div>
        <MissingHint id="vehicle-form-missing" text={vehicleMissing} />
      </form>
    </Modal>
  );
}
