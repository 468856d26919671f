/**
 * Driver info 1/3 (doc2 §2, §5): licence lookup (dl), name and date of birth (nondl), licence
 * image upload or camera scan; the override modal when a lookup finds other details.
 */
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useTranslation } from "~/i18n";
import { driverStep1Schema, ENTRY_MODES, type EntryMode, type LookupIdentity } from "~/domain/quote/driver-steps";
import { dashedToSlashed } from "~/domain/quote/dates";
import { TextField } from "~/components/form-field";
import { DateInput } from "~/components/date-input";
import { OverrideDialog } from "./override-dialog";
import { useStepForm } from "../use-step-form";
import { wizardRules } from "../rules";
import type { WizardProps } from "../wizard";
import { FormNotice, Honeypot, StepButtons, StepFrame, fieldLabels, useMissingText } from "./step-frame";

const LicenceScanner = lazy(() => import("~/components/licence-scanner"));
// Loaded when the visitor chooses to upload a photo: most never do.
const LicenceUpload = lazy(() => import("~/components/licence-upload").then((m) => ({ default: m.LicenceUpload })));

export function Driver1Step({ props }: { props: WizardProps }) {
  const { t } = useTranslation();
  const { draft } = props.page;
  const p = draft.primary;
  const [mode, setMode] = useState<EntryMode>(p.entryMode ?? "nondl");
  const [read, setRead] = useState<{ firstName: string; lastName: string; dob: string; license: string } | null>(null);
  const [scanning, setScanning] = useState(false);
  const schema = useMemo(() => driverStep1Schema(wizardRules(props.config, props.today).birthRule), [props.config, props.today]);
  const form = useStepForm(schema, "driver1", { id: "driver1-form" });
  const missingText = useMissingText();
  const override = form.answer?.ok ? form.answer.override : undefined;
  const [overrideOpen, setOverrideOpen] = useState(false);
  useEffect(() => setOverrideOpen(Boolean(override)), [override]);
  const validate = form.validate;
  useEffect(() => validate(), [mode, read, validate]);

  const fromImage = mode === "uploadimage" || mode === "scanimage";
  const showNameFields = mode === "nondl" || (fromImage && read !== null);
  const showLicence = mode === "dl" || (fromImage && read !== null && read.license !== "");
  const dobDefault = read?.dob ?? dashedToSlashed(p.dob);
  const formKey = `${mode}-${read ? "read" : "typed"}`;

  return (
    <StepFrame title={t("quote.driver1.title")} counter={t("quote.wizard.driverCounter", { step: 1 })} intro={t("quote.driver1.intro")}>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-semibold text-ink">{t("quote.driver1.modeLegend")}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {ENTRY_MODES.map((value) => (
            <label
              key={value}
              className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 px-3.5 py-2 ${mode === value ? "border-primary bg-primary-soft" : "border-line bg-canvas"}`}
            >
              <input
                type="radio"
                name="entryModeChoice"
                value={value}
                checked={mode === value}
                onChange={() => {
                  setMode(value);
                  setRead(null);
                }}
                className="size-5 accent-primary"
              />
              <span className="font-medium text-ink">{t(`quote.driver1.modes.${value}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      {mode === "uploadimage" && read === null ? (
        <Suspense fallback={null}>
          <LicenceUpload mode="uploadimage" maxBytes={props.config.imageUploadMaxBytes} onRead={setRead} />
        </Suspense>
      ) : null}
      {mode === "scanimage" && read === null ? (
        scanning ? (
          <Suspense fallback={<p role="status">{t("quote.scan.loading")}</p>}>
            <LicenceScanner maxBytes={props.config.imageUploadMaxBytes} onRead={setRead} onUpload={() => setMode("uploadimage")} />
          </Suspense>
        ) : (
          <div className="grid gap-3 rounded-xl border-2 border-dashed border-line p-4">
            <p className="text-ink-muted">{t("quote.scan.intro")}</p>
            <button type="button" className="btn btn-outline min-h-12" onClick={() => setScanning(true)}>
              {t("quote.scan.open")}
            </button>
          </div>
        )
      ) : null}
      {fromImage && read ? (
        <p role="status" className="rounded-xl bg-primary-soft px-4 py-3 font-semibold text-ink">
          {t("quote.driver1.readConfirm")}
        </p>
      ) : null}

      {mode === "dl" || mode === "nondl" || read ? (
        <form key={formKey} {...form.formProps} className="grid gap-4">
          <input type="hidden" name="intent" value="driver1" />
          <input type="hidden" name="entryMode" value={mode} />
          <Honeypot />
          {showNameFields ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                id="d1-first"
                name="firstName"
                label={t("quote.fields.firstName")}
                autoComplete="given-name"
                defaultValue={read?.firstName ?? p.firstName ?? ""}
                error={form.error("firstName")}
              />
              <TextField
                id="d1-last"
                name="lastName"
                label={t("quote.fields.lastName")}
                autoComplete="family-name"
                defaultValue={read?.lastName ?? p.lastName ?? ""}
                error={form.error("lastName")}
              />
            </div>
          ) : null}
          {showLicence ? (
            <TextField
              id="d1-license"
              name="license"
              label={t("quote.fields.license")}
              autoComplete="off"
              spellCheck={false}
              defaultValue={read?.license ?? p.license ?? ""}
              error={form.error("license")}
            />
          ) : null}
          <DateInput id="d1-dob" name="dob" label={t("quote.fields.dob")} autoComplete="bday" defaultValue={dobDefault} error={form.error("dob")} />
          <FormNotice notice={form.notice} />
          <StepButtons
            form="driver1-form"
            nextLabel={t("quote.wizard.next")}
            disabled={!form.valid}
            busy={form.busy}
            showBack={false}
            missing={missingText(fieldLabels(form.formRef.current, form.invalidNames))}
          />
        </form>
      ) : null}

      <OverrideModal found={override} isOpen={overrideOpen} onClose={() => setOverrideOpen(false)} />
    </StepFrame>
  );
}

function OverrideModal({ found, isOpen, onClose }: { found?: LookupIdentity; isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useStepForm(null, "override", { id: "override-form", key: "quote-override" });
  if (!found || !isOpen) return null;
  const answer = (use: boolean) => {
    onClose();
    void form.fetcher.submit({ intent: "override", use: use ? "yes" : "no" }, { method: "post" });
  };
  const street = [found.address, found.address2].filter(Boolean).join(", ");
  return (
    <OverrideDialog
      title={t("quote.override.title")}
      body={t("quote.override.body")}
      yes={t("quote.override.yes")}
      no={t("quote.override.no")}
      onAnswer={answer}
    >
      <dl className="grid gap-1 rounded-xl bg-surface p-4">
        <dt className="sr-only">{t("quote.override.name")}</dt>
        <dd className="font-semibold">
          {found.firstName} {found.lastName}
        </dd>
        {found.address || found.zip ? (
          <>
            <dt className="sr-only">{t("quote.override.address")}</dt>
            <dd>{[street, found.city, `${found.state ?? ""} ${found.zip ?? ""}`.trim()].filter(Boolean).join(", ")}</dd>
          </>
        ) : null}
      </dl>
    </OverrideDialog>
  );
}
