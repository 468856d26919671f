/**
 * Drivers summary (doc2 §2, §4, §5): the list, the add/edit driver modal (names ≥ 2, date of birth
 * in parts, relation for an additional driver, gender, marital; ages per role) and the remove
 * confirmation "Remove {first} {last}?" (never for the first driver: its Remove button stays
 * disabled, described by a visible note that says why).
 */
import { useEffect, useMemo, useState } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n";
import { canRemoveDriver, driverModalSchema } from "~/domain/quote/driver-modal";
import { dashedToSlashed, maskDob } from "~/domain/quote/dates";
import { RELATION_CODES_TO_PRIMARY, relation as relationCodes } from "~/domain/quote/codes";
import type { DraftDriver } from "~/domain/quote/draft";
import { TextField, SelectField } from "~/components/form-field";
import { DateInput } from "~/components/date-input";
import { Modal } from "~/components/modal";
import { useStepForm } from "../use-step-form";
import { wizardRules } from "../rules";
import type { WizardProps } from "../wizard";
import { FormNotice, MissingHint, StepButtons, StepFrame, fieldLabels, useMissingText } from "./step-frame";
import { RadioGroup } from "./radio-group";
import type { ActionResult } from "../action-types";

export function DriversSummary({ props }: { props: WizardProps }) {
  const { t } = useTranslation();
  const { drivers } = props.page.draft;
  const [editing, setEditing] = useState<DraftDriver | "new" | null>(null);
  const [removing, setRemoving] = useState<DraftDriver | null>(null);
  const next = useStepForm(null, "drivers-next", { id: "drivers-next-form" });
  const remove = useFetcher<ActionResult>({ key: "driver-remove" });
  return (
    <StepFrame title={t("quote.drivers.title")} intro={t("quote.drivers.intro")}>
      <ul className="grid gap-3">
        {drivers.map((driver, index) => {
          const removable = canRemoveDriver(index);
          const noteId = `driver-${driver.id}-remove-note`;
          return (
            <li key={driver.id} className="grid gap-3 rounded-xl border-2 border-line p-4 sm:grid-cols-[1fr_auto] sm:items-center">
              <div>
                <p className="font-bold text-ink">
                  {driver.firstName} {driver.lastName}
                </p>
                <p className="text-sm text-ink-muted">
                  {index === 0 ? t("quote.drivers.primary") : t(`quote.relations.${relationCodes.fromCode(driver.relation)}`)} ·{" "}
                  {t(index === 0 ? "quote.drivers.bornSelf" : "quote.drivers.born", { date: maskDob(driver.dob) })}
                </p>
              </div>
              <div className="flex gap-2">
                <button type="button" className="btn btn-outline min-h-11" onClick={() => setEditing(driver)}>
                  {t("quote.wizard.edit")}
                  <span className="sr-only">
                    {" "}
                    {driver.firstName} {driver.lastName}
                  </span>
                </button>
                <button
                  type="button"
                  className="btn btn-outline min-h-11"
                  disabled={!removable}
                  aria-describedby={removable ? undefined : noteId}
                  onClick={() => setRemoving(driver)}
                >
                  {t("quote.wizard.remove")}
                  <span className="sr-only">
                    {" "}
                    {driver.firstName} {driver.lastName}
                  </span>
                </button>
              </div>
              {removable ? null : (
                <p id={noteId} className="text-sm text-ink-muted sm:col-span-2">
                  {t("quote.drivers.cannotRemovePrimary")}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <button type="button" className="btn btn-outline min-h-12 justify-self-start" onClick={() => setEditing("new")}>
        {t("quote.drivers.add")}
      </button>
      <form {...next.formProps}>
        <input type="hidden" name="intent" value="drivers-next" />
        <FormNotice notice={next.notice} />
        <StepButtons
          form="drivers-next-form"
          nextLabel={t("quote.drivers.next")}
          disabled={drivers.length === 0}
          busy={next.busy}
          missing={t("quote.drivers.missing")}
        />
      </form>

      {editing ? <DriverModal props={props} driver={editing === "new" ? null : editing} onClose={() => setEditing(null)} /> : null}
      <Modal
        isOpen={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t("quote.drivers.removeTitle")}
        role="alertdialog"
        size="sm"
      >
        {({ close }) => (
          <div className="grid gap-4">
            <p>{removing ? t("quote.drivers.removeConfirm", { first: removing.firstName, last: removing.lastName }) : null}</p>
            <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
              <button type="button" className="btn btn-outline min-h-12" onClick={close}>
                {t("quote.wizard.cancel")}
              </button>
              <button
                type="button"
                className="btn btn-primary min-h-12"
                onClick={() => {
                  if (removing) void remove.submit({ intent: "driver-remove", id: removing.id }, { method: "post" });
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

function DriverModal({ props, driver, onClose }: { props: WizardProps; driver: DraftDriver | null; onClose: () => void }) {
  const { t } = useTranslation();
  const role = driver?.id === "primary" ? "primary" : "additional";
  const schema = useMemo(() => {
    const rules = wizardRules(props.config, props.today);
    return driverModalSchema({ ...rules.birthRule, role });
  }, [props.config, props.today, role]);
  const form = useStepForm(schema, "driver-save", { id: "driver-modal-form" });
  const missingText = useMissingText();
  const driverMissing = !form.valid && !form.busy ? missingText(fieldLabels(form.formRef.current, form.invalidNames)) : undefined;
  useEffect(() => {
    if (form.answer?.ok) onClose();
  }, [form.answer, onClose]);
  const title = driver ? t("quote.drivers.editTitle") : t("quote.drivers.addTitle");
  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={title} size="lg">
      <form {...form.formProps} className="grid gap-4">
        <input type="hidden" name="intent" value="driver-save" />
        <input type="hidden" name="id" value={driver?.id ?? ""} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="dm-first"
            name="firstName"
            label={t("quote.fields.firstName")}
            defaultValue={driver?.firstName ?? ""}
            error={form.error("firstName")}
          />
          <TextField id="dm-last" name="lastName" label={t("quote.fields.lastName")} defaultValue={driver?.lastName ?? ""} error={form.error("lastName")} />
        </div>
        <DateInput
          id="dm-dob"
          name="dob"
          label={t("quote.fields.dob")}
          autoComplete={role === "primary" ? "bday" : "off"}
          defaultValue={dashedToSlashed(driver?.dob)}
          error={form.error("dob")}
        />
        {role === "additional" ? (
          <SelectField
            id="dm-relation"
            name="relation"
            label={t("quote.fields.relation")}
            defaultValue={String(driver?.relation ?? 0)}
            error={form.error("relation")}
          >
            <option value="0">{t("quote.fields.choose")}</option>
            {RELATION_CODES_TO_PRIMARY.map((code) => (
              <option key={code} value={code}>
                {t(`quote.relations.${relationCodes.fromCode(code)}`)}
              </option>
            ))}
          </SelectField>
        ) : null}
        <RadioGroup
          name="gender"
          legend={t("quote.fields.gender")}
          options={[
            { value: "female", label: t("quote.fields.female") },
            { value: "male", label: t("quote.fields.male") },
          ]}
          defaultValue={driver?.gender}
          error={form.error("gender")}
        />
        <RadioGroup
          name="marital"
          legend={t("quote.fields.marital")}
          options={[
            { value: "single", label: t("quote.fields.single") },
            { value: "married", label: t("quote.fields.married") },
          ]}
          defaultValue={driver?.marital}
          error={form.error("marital")}
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
            aria-describedby={driverMissing ? "driver-modal-missing" : undefined}
          >
            {t("quote.drivers.save")}
          </button>
        </div>
        <MissingHint id="driver-modal-missing" text={driverMissing} />
      </form>
    </Modal>
  );
}
