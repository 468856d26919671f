/**
 * Driver info 3/3 (doc2 §2, §5): address, apartment, city, state, zip (5 digits; it must resolve
 * to a served area, else it is flagged and city and state are cleared), gender, marital status,
 * currently insured, licence type (foreign type 6 asks its number) and interest in home or renters insurance.
 * With the brand's Maps key, the address field suggests addresses (Google Places, loaded on focus).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { useTranslation } from "~/i18n";
import { driverStep3Schema, FOREIGN_LICENSE_TYPE } from "~/domain/quote/driver-address";
import { isUsStateCode, US_STATE_CODES } from "~/domain/quote/contact";
import { CheckboxField, SelectField, TextField } from "~/components/form-field";
import type { AddressChoice } from "~/domain/quote/address-autocomplete";
import { fillField } from "~/components/forms/use-site-form";
import { useMessage } from "~/i18n-message";
import { useStepForm } from "../use-step-form";
import { wizardRules } from "../rules";
import type { ActionResult } from "../action-types";
import type { WizardProps } from "../wizard";
import { FormNotice, Honeypot, StepButtons, StepFrame, fieldLabels, useMissingText } from "./step-frame";
import { RadioGroup } from "./radio-group";
import { useAddressAutocomplete } from "./use-address-autocomplete";
import { OverrideDialog } from "./override-dialog";
import { zipPlaceChoice, type ZipPlace } from "~/domain/quote/lookup-override";
import { ZIP_PATTERN } from "~/domain/contact-rules";
import { errorKeys } from "~/domain/quote/message-keys";
import { INSURED_MONTHS_CHOICES, RESIDENCE_CODES, insuredMonthsChoice } from "~/domain/quote/pricing-questions";

const LICENSE_TYPES = ["1", "2", "3", "4", "5", "6", "7"] as const;
/** How long the not-served message shows before the configured page opens. */
const LEAVE_AFTER_MS = 4000;

export function Driver3Step({ props }: { props: WizardProps }) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const p = props.page.draft.primary;
  const rules = useMemo(() => wizardRules(props.config, props.today), [props.config, props.today]);
  const schema = useMemo(() => driverStep3Schema(rules.step3), [rules]);
  const form = useStepForm(schema, "driver3", { id: "driver3-form" });
  const missingText = useMissingText();
  const zipLookup = useFetcher<ActionResult>({ key: "quote-zip" });
  const [licenseType, setLicenseType] = useState(p.licenseType ?? "");
  const [zipError, setZipError] = useState<string | undefined>();
  // doc2 §5: a zip not quoted online: flagged here, then the configured page opens.
  const [leaving, setLeaving] = useState<{ zip: string; place: string } | null>(null);
  const leave = useFetcher<ActionResult>({ key: "quote-zip-leave" });
  const submitLeave = leave.submit;
  const formRef = form.formRef;
  const validate = form.validate;
  useEffect(() => validate(), [licenseType, validate]);

  // Which of city and state the visitor typed on this step (a value the page filled is not theirs).
  const typedPlace = useRef({ city: false, state: false });
  const [placeToAsk, setPlaceToAsk] = useState<(ZipPlace & { zip: string }) | null>(null);
  const applyPlace = useCallback(
    (place: ZipPlace) => {
      const city = formRef.current?.elements.namedItem("city") as HTMLInputElement | null;
      const state = formRef.current?.elements.namedItem("state") as HTMLSelectElement | null;
      if (city && city.value !== place.city) {
        fillField(city, place.city);
        // Filled while the visitor is in the field (the lookup runs as they leave the zip): the
        // name is selected, so what they go on to type replaces it instead of joining it.
        if (document.activeElement === city) city.select();
      }
      if (state && state.value !== place.state) fillField(state, place.state);
      typedPlace.current = { city: false, state: false };
      validate();
    },
    [formRef, validate],
  );

  // Each ZIP answer is applied once: the effect also runs again when its callbacks change as the
  // visitor types, and applying the same answer then would put the ZIP's city back over their typing.
  const appliedAnswer = useRef<ActionResult | null>(null);
  useEffect(() => {
    const answer = zipLookup.data;
    if (!answer || answer.intent !== "zip" || appliedAnswer.current === answer) return;
    appliedAnswer.current = answer;
    const city = { current: formRef.current?.elements.namedItem("city") as HTMLInputElement | null };
    const state = { current: formRef.current?.elements.namedItem("state") as HTMLSelectElement | null };
    if (answer.ok && answer.place && !answer.place.served) {
      setZipError(message(errorKeys.zipNotServed));
      fillField(city.current, "");
      fillField(state.current, "");
      const zip = (formRef.current?.elements.namedItem("zip") as HTMLInputElement | null)?.value.trim().slice(0, 5) ?? "";
      setLeaving({ zip, place: `${answer.place.city}, ${answer.place.state}` });
    } else if (answer.ok && answer.place) {
      setZipError(undefined);
      setLeaving(null);
      const place = { city: answer.place.city, state: answer.place.state.toUpperCase() };
      // doc2 §5: a city or state the visitor typed is replaced only after they say Yes; what the
      // page filled itself (from an earlier ZIP) follows the new one.
      const typed = { city: typedPlace.current.city ? city.current?.value : "", state: typedPlace.current.state ? state.current?.value : "" };
      if (zipPlaceChoice(typed, place) === "ask")
        setPlaceToAsk({ ...place, zip: (formRef.current?.elements.namedItem("zip") as HTMLInputElement | null)?.value.trim().slice(0, 5) ?? "" });
      else applyPlace(place);
    } else if (!answer.ok) {
      setLeaving(null);
      setZipError(message(answer.errors.zip?.[0]));
      fillField(city.current, "");
      fillField(state.current, "");
    }
    validate();
  }, [zipLookup.data, message, validate, formRef, applyPlace]);

  useEffect(() => {
    // A zip not quoted online (doc2 §5): the configured page, loaded as a new page.
    if (form.answer?.ok && form.answer.redirectTo) window.location.assign(form.answer.redirectTo);
  }, [form.answer]);
  useEffect(() => {
    if (!leaving) return;
    // Long enough to read the message beside the zip; typing another zip stays on the step.
    const timer = window.setTimeout(() => void submitLeave({ intent: "zip-leave", zip: leaving.zip }, { method: "post" }), LEAVE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [leaving, submitLeave]);
  useEffect(() => {
    if (leave.data?.ok && leave.data.redirectTo) window.location.assign(leave.data.redirectTo);
  }, [leave.data]);

  // A chosen suggestion fills address, city, state and zip, then the zip is checked as if typed.
  const submitZip = zipLookup.submit;
  const fillAddress = useCallback(
    (choice: AddressChoice) => {
      const field = (name: string) => formRef.current?.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | null;
      const set = (name: string, value: string) => {
        if (value) fillField(field(name), value);
      };
      // The address field is the one the visitor chose in: its own text, set without an input
      // event, which would open its suggestions again.
      const address = field("address");
      if (address && choice.address) address.value = choice.address;
      set("city", choice.city);
      if (isUsStateCode(choice.state)) set("state", choice.state);
      set("zip", choice.zip);
      // A chosen suggestion is the visitor's own answer: its city and state are theirs, not asked about.
      typedPlace.current = { city: false, state: false };
      if (choice.zip) void submitZip({ intent: "zip", zip: choice.zip }, { method: "post" });
      validate();
    },
    [formRef, submitZip, validate],
  );
  const onAddressFocus = useAddressAutocomplete(props.config.addressAutocompleteKey, i18n.language, fillAddress);

  const yesNo = [
    { value: "yes", label: t("quote.fields.yes") },
    { value: "no", label: t("quote.fields.no") },
  ];
  const insured = p.insured === undefined ? undefined : p.insured ? "yes" : "no";
  const [insuredNow, setInsuredNow] = useState(insured);
  // A choice made before the page's script ran (the step came with the page) shows what it asks for.
  useEffect(() => {
    const chosen = (name: string) => (formRef.current?.elements.namedItem(name) as HTMLSelectElement | RadioNodeList | null)?.value;
    const type = chosen("licenseType");
    if (type !== undefined) setLicenseType(type);
    const insuredChoice = chosen("insured");
    if (insuredChoice) setInsuredNow(insuredChoice);
  }, [formRef]);
  const serverZipError = form.error("zip");

  return (
    <StepFrame title={t("quote.driver3.title")} counter={t("quote.wizard.driverCounter", { step: 3 })} intro={t("quote.driver3.intro")}>
      <form {...form.formProps} className="grid gap-4">
        <input type="hidden" name="intent" value="driver3" />
        <Honeypot />
        <TextField
          id="d3-address"
          name="address"
          label={t("quote.fields.address")}
          autoComplete="address-line1"
          defaultValue={p.address ?? ""}
          error={form.error("address")}
          onFocus={onAddressFocus}
        />
        <TextField
          id="d3-address2"
          name="address2"
          label={t("quote.fields.address2")}
          autoComplete="address-line2"
          defaultValue={p.address2 ?? ""}
          error={form.error("address2")}
        />
        <div className="grid gap-4 sm:grid-cols-[1fr_1fr_8rem]">
          <TextField
            id="d3-city"
            name="city"
            label={t("quote.fields.city")}
            autoComplete="address-level2"
            defaultValue={p.city ?? ""}
            error={form.error("city")}
            onInput={() => (typedPlace.current.city = true)}
          />
          <SelectField
            id="d3-state"
            name="state"
            label={t("quote.fields.state")}
            autoComplete="address-level1"
            defaultValue={p.state ?? ""}
            error={form.error("state")}
            onInput={() => (typedPlace.current.state = true)}
          >
            <option value="">{t("quote.fields.choose")}</option>
            {US_STATE_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </SelectField>
          <TextField
            id="d3-zip"
            name="zip"
            label={t("quote.fields.zip")}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            defaultValue={p.zip ?? ""}
            error={serverZipError ?? zipError}
            onInput={() => setLeaving(null)}
            onBlur={(event) => {
              const zip = event.currentTarget.value.trim().slice(0, 5);
              if (ZIP_PATTERN.test(zip)) void zipLookup.submit({ intent: "zip", zip }, { method: "post" });
            }}
          />
        </div>
        {leaving ? (
          <p role="status" className="text-ink" data-testid="zip-leaving">
            {t("quote.driver3.leaving", { place: leaving.place })}{" "}
            <button
              type="button"
              className="link min-h-11"
              disabled={leave.state !== "idle"}
              onClick={() => void submitLeave({ intent: "zip-leave", zip: leaving.zip }, { method: "post" })}
            >
              {t("quote.driver3.leaveNow")}
            </button>
          </p>
        ) : null}
        <RadioGroup
          name="gender"
          legend={t("quote.fields.gender")}
          options={[
            { value: "female", label: t("quote.fields.female") },
            { value: "male", label: t("quote.fields.male") },
          ]}
          defaultValue={p.gender}
          error={form.error("gender")}
        />
        <RadioGroup
          name="marital"
          legend={t("quote.fields.marital")}
          options={[
            { value: "single", label: t("quote.fields.single") },
            { value: "married", label: t("quote.fields.married") },
          ]}
          defaultValue={p.marital}
          error={form.error("marital")}
        />
        <RadioGroup
          name="residence"
          legend={t("quote.pricing.residence")}
          options={RESIDENCE_CODES.map((code) => ({ value: code, label: t(`quote.pricing.residenceOptions.${code}`) }))}
          defaultValue={p.residence}
          error={form.error("residence")}
        />
        {/* How long the current insurance has run is asked once the shopper says they have some. */}
        <div
          className="grid gap-4"
          onChange={(event) => {
            const input = event.target as HTMLInputElement;
            if (input.name === "insured") setInsuredNow(input.value);
          }}
        >
          <RadioGroup name="insured" legend={t("quote.fields.insured")} options={yesNo} defaultValue={insured} error={form.error("insured")} />
          {insuredNow === "yes" ? (
            <SelectField
              id="d3-insured-months"
              name="insuredMonths"
              label={t("quote.pricing.insuredMonths")}
              defaultValue={p.insuredMonths !== undefined ? String(insuredMonthsChoice(p.insuredMonths).value) : ""}
              error={form.error("insuredMonths")}
            >
              <option value="">{t("quote.fields.choose")}</option>
              {INSURED_MONTHS_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {t(`quote.pricing.insuredMonthsOptions.${choice.key}`)}
                </option>
              ))}
            </SelectField>
          ) : null}
          {insuredNow === "yes" ? (
            <RadioGroup
              name="agencyTransfer"
              legend={t("quote.pricing.agencyTransfer")}
              options={yesNo}
              defaultValue={p.agencyTransfer === undefined ? undefined : p.agencyTransfer ? "yes" : "no"}
              error={form.error("agencyTransfer")}
            />
          ) : null}
        </div>
        <SelectField
          id="d3-license-type"
          name="licenseType"
          label={t("quote.fields.licenseType")}
          defaultValue={p.licenseType ?? ""}
          onChange={(event) => setLicenseType(event.currentTarget.value)}
          error={form.error("licenseType")}
        >
          <option value="">{t("quote.fields.choose")}</option>
          {LICENSE_TYPES.map((code) => (
            <option key={code} value={code}>
              {t(`quote.licenseTypes.${code}`)}
            </option>
          ))}
        </SelectField>
        {licenseType === FOREIGN_LICENSE_TYPE ? (
          <TextField
            id="d3-license-id"
            name="licenseId"
            label={t("quote.fields.licenseId")}
            autoComplete="off"
            defaultValue={p.licenseId ?? ""}
            error={form.error("licenseId")}
          />
        ) : null}
        <CheckboxField id="d3-home" name="rentersAndHome" value="on" defaultChecked={p.rentersAndHome === true} label={t("quote.fields.rentersAndHome")} />
        <FormNotice notice={form.notice} />
        <StepButtons
          form="driver3-form"
          nextLabel={t("quote.wizard.next")}
          disabled={!form.valid}
          busy={form.busy}
          missing={missingText(fieldLabels(form.formRef.current, form.invalidNames))}
        />
      </form>
      {placeToAsk ? (
        <OverrideDialog
          title={t("quote.override.placeTitle")}
          body={t("quote.override.placeBody", { zip: placeToAsk.zip, place: `${placeToAsk.city}, ${placeToAsk.state}` })}
          yes={t("quote.override.placeYes", { place: `${placeToAsk.city}, ${placeToAsk.state}` })}
          no={t("quote.override.no")}
          onAnswer={(use) => {
            // No keeps what was typed; a field still empty takes the ZIP's city or state.
            const current = (name: string) => (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.value.trim() ?? "";
            if (use) applyPlace(placeToAsk);
            else {
              const typed = { ...typedPlace.current };
              applyPlace({ city: current("city") || placeToAsk.city, state: current("state") || placeToAsk.state });
              typedPlace.current = typed;
            }
            setPlaceToAsk(null);
          }}
        />
      ) : null}
    </StepFrame>
  );
}
