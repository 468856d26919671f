/**
 * doc3 §5.4 roadside purchase form: conform with the same zod schema as the action
 * (app/domain/roadside/form.ts). The second driver's fields appear for a family membership. A state
 * outside the brand's allowed states offers the out-of-state wait list instead of payment (the
 * action decides the same way without JavaScript). The street address gets suggestions through the
 * site's address adapter when the brand has a Maps key; typing works without it.
 */
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useSiteForm } from "~/components/forms/use-site-form";
import { useMemo, useState } from "react";
import { Form, useNavigation } from "react-router";
import { DateInput } from "~/components/date-input";
import { CheckboxField, SelectField, TextField } from "~/components/form-field";
import { configuredMessage } from "~/domain/message";
import { useMessage } from "~/i18n-message";
import { isAllowedState, roadsideFormSchema, type MemberType, type RoadsideFormInput, type RoadsideFormOptions } from "~/domain/roadside/form";
import { useTranslation } from "~/i18n";
import { useAddressSuggestions } from "./use-address-suggestions";
import { formatDollars } from "./money";

export interface PurchaseFormProps {
  action: string;
  options: RoadsideFormOptions;
  prices: Record<MemberType, number>;
  initialType: MemberType;
  allowedStates: string[];
  states: { code: string; name: string }[];
  consentText: string;
  outOfStateMessage: string;
  lang: "en" | "es";
  /** The brand's Maps key: address suggestions through the site's adapter; empty: typing only. */
  mapsKey: string;
  lastResult: SubmissionResult<string[]> | undefined;
}

export function PurchaseForm({
  action,
  options,
  prices,
  initialType,
  allowedStates,
  states,
  consentText,
  outOfStateMessage,
  lang,
  mapsKey,
  lastResult,
}: PurchaseFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => roadsideFormSchema(options), [options]);
  const [form, fields] = useSiteForm<typeof schema, RoadsideFormInput>({
    id: "roadside-purchase",
    schema,
    lastResult,
    defaultValue: { memberType: initialType },
  });
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === action;
  const initialMember = (fields.memberType.initialValue as MemberType | undefined) ?? initialType;
  const [memberType, setMemberType] = useState<MemberType>(initialMember);
  const [state, setState] = useState(typeof fields.state.initialValue === "string" ? fields.state.initialValue : "");
  const outOfState = state !== "" && !isAllowedState(state, allowedStates);
  const update = (name: string, value: string) => form.update({ name, value });
  const suggestAddress = useAddressSuggestions(mapsKey, lang, (choice) => {
    update(fields.addressLine1.name, choice.address);
    if (choice.city) update(fields.city.name, choice.city);
    if (choice.zip) update(fields.zipCode.name, choice.zip);
    if (choice.state) {
      update(fields.state.name, choice.state);
      setState(choice.state);
    }
  });
  const message = useMessage();
  const secondary = fields.secondary.getFieldset();
  const value = (field: { initialValue?: unknown }) => (typeof field.initialValue === "string" ? field.initialValue : undefined);
  const text = (field: { id: string; name: string; initialValue?: unknown; errors?: string[] }, label: string, extra: Record<string, unknown> = {}) => (
    <TextField id={field.id} name={field.name} defaultValue={value(field)} label={label} error={message(field.errors?.[0])} {...extra} />
  );
  const date = (field: { id: string; name: string; initialValue?: unknown; errors?: string[] }, autoComplete: string) => (
    <DateInput
      id={field.id}
      name={field.name}
      label={t("roadside.dob")}
      defaultValue={value(field)}
      error={message(field.errors?.[0])}
      autoComplete={autoComplete}
    />
  );

  return (
    <>
      <Form method="post" action={action} {...getFormProps(form)} className="grid gap-6">
        {/* People never see or fill this field; a filled one marks the post as spam. */}
        <div aria-hidden="true" className="hidden">
          <label htmlFor="roadside-website">Website</label>
          <input id="roadside-website" name="roadside-website" type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <p id={form.errorId} role="alert" className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-800 empty:hidden">
          {message(form.errors?.[0])}
        </p>
        <fieldset className="grid gap-2" aria-describedby={fields.memberType.errors ? `${fields.memberType.id}-error` : undefined}>
          <legend className="mb-1 font-semibold text-ink">{t("roadside.memberType")}</legend>
          {(["single", "family"] as const).map((type) => (
            <label
              key={type}
              className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border-2 border-line bg-canvas px-4 text-ink has-[:checked]:border-primary"
            >
              <input
                type="radio"
                name={fields.memberType.name}
                value={type}
                defaultChecked={initialMember === type}
                onChange={() => setMemberType(type)}
                aria-invalid={fields.memberType.errors ? true : undefined}
                className="size-5 accent-primary"
              />
              {t(type === "single" ? "roadside.memberTypeSingle" : "roadside.memberTypeFamily", { price: formatDollars(prices[type], lang) })}
            </label>
          ))}
          <p id={`${fields.memberType.id}-error`} className="text-sm font-semibold text-red-700 empty:hidden" aria-live="polite">
            {message(fields.memberType.errors?.[0])}
          </p>
        </fieldset>

        <fieldset className="grid gap-5">
          <legend className="mb-1 text-lg font-bold text-ink">{t("roadside.primaryTitle")}</legend>
          <div className="grid gap-5 sm:grid-cols-3">
            {text(fields.firstname, t("roadside.firstName"), { autoComplete: "given-name", maxLength: 60 })}
            {text(fields.middlename, t("roadside.middleName"), { autoComplete: "additional-name", maxLength: 60 })}
            {text(fields.lastname, t("roadside.lastName"), { autoComplete: "family-name", maxLength: 60 })}
          </div>
          {date(fields.dob, "bday")}
          {text(fields.driverLicenseNumber, t("roadside.licence"), { autoComplete: "off", maxLength: 20, autoCapitalize: "characters" })}
          <div className="grid gap-5 sm:grid-cols-2">
            {text(fields.email, t("roadside.email"), { type: "email", autoComplete: "email", hint: t("roadside.emailHint"), maxLength: 254 })}
            {text(fields.phoneNumber, t("roadside.phone"), { type: "tel", autoComplete: "tel-national", hint: t("roadside.phoneHint"), maxLength: 20 })}
          </div>
          {text(fields.addressLine1, t("roadside.address1"), { autoComplete: "address-line1", maxLength: 100, onFocus: suggestAddress })}
          {text(fields.addressLine2, t("roadside.address2"), { autoComplete: "address-line2", maxLength: 100 })}
          <div className="grid gap-5 sm:grid-cols-[2fr_1.5fr_1fr]">
            {text(fields.city, t("roadside.city"), { autoComplete: "address-level2", maxLength: 60 })}
            <SelectField
              id={fields.state.id}
              name={fields.state.name}
              label={t("roadside.state")}
              error={
                message(fields.state.errors?.[0]) ??
                (outOfState ? message(configuredMessage(outOfStateMessage, [states.find((s) => s.code === state)?.name ?? state])) : undefined)
              }
              defaultValue={state}
              autoComplete="address-level1"
              onChange={(event) => setState(event.currentTarget.value)}
            >
              <option value="">{t("roadside.stateChoose")}</option>
              {states.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.name}
                </option>
              ))}
            </SelectField>
            {text(fields.zipCode, t("roadside.zip"), { inputMode: "numeric", autoComplete: "postal-code", maxLength: 5 })}
          </div>
        </fieldset>

        {memberType === "family" ? (
          <fieldset className="grid gap-5 rounded-card border border-line p-4 sm:p-5">
            <legend className="px-1 text-lg font-bold text-ink">{t("roadside.secondaryTitle")}</legend>
            <p className="text-ink-muted">{t("roadside.secondaryHint")}</p>
            <div className="grid gap-5 sm:grid-cols-2">
              {text(secondary.firstname, t("roadside.firstName"), { autoComplete: "off", maxLength: 60 })}
              {text(secondary.lastname, t("roadside.lastName"), { autoComplete: "off", maxLength: 60 })}
            </div>
            {date(secondary.dob, "off")}
          </fieldset>
        ) : null}

        <CheckboxField
          id={fields.consent.id}
          name={fields.consent.name}
          label={consentText}
          error={message(fields.consent.errors?.[0])}
          defaultChecked={fields.consent.initialValue === "on"}
        />

        {outOfState ? null : (
          <div className="grid gap-2">
            <p className="text-lg font-bold text-ink">{t("roadside.total", { price: formatDollars(prices[memberType], lang) })}</p>
            <button type="submit" name="intent" value="buy" className="btn btn-primary w-full sm:w-fit" disabled={busy}>
              {busy ? t("roadside.submitting") : t("roadside.submit")}
            </button>
          </div>
        )}
      </Form>
      {outOfState ? (
        // Its own form: the wait list needs only the state, whatever the rest of the form holds.
        <Form method="post" action={action} className="mt-6">
          <input type="hidden" name="state" value={state} />
          <button type="submit" name="intent" value="wait-list" className="btn btn-primary w-full sm:w-fit">
            {t("roadside.waitListTitle")}
          </button>
        </Form>
      ) : null}
    </>
  );
}
