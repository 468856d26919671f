/**
 * The vehicle's pricing questions, in the add/edit vehicle window and in the form used without
 * JavaScript: owned, financed or leased; how long it has been owned (the rate manual's ownership
 * bands); and the annual mileage as a number (required in California, doc2 §4; elsewhere it starts
 * at the brand's default mileage, doc2 §9: 10,000 unless set).
 */
import { useTranslation } from "~/i18n";
import { SelectField, TextField } from "~/components/form-field";
import { mileageStart } from "~/domain/quote/vehicle";
import { MILEAGE_MAX, MILEAGE_MIN, MONTHS_OWNED_CHOICES, OWNERSHIP_CODES, monthsOwnedChoice, type Ownership } from "~/domain/quote/pricing-questions";
import { RadioGroup } from "./radio-group";

export type VehiclePricingValues = { mileage?: number; ownership?: Ownership; monthsOwned?: number };

export function VehiclePricingFields({
  idPrefix,
  values,
  mileageRequired,
  defaultMileage,
  error,
}: {
  idPrefix: string;
  values: VehiclePricingValues;
  mileageRequired: boolean;
  /** The brand's default annual mileage (doc2 §9). */
  defaultMileage: number;
  error: (name: "mileage" | "ownership" | "monthsOwned") => string | undefined;
}) {
  const { t } = useTranslation();
  const mileage = mileageStart(values.mileage, mileageRequired, defaultMileage);
  const monthsOwned = values.monthsOwned !== undefined ? String(monthsOwnedChoice(values.monthsOwned).value) : "";
  return (
    <div className="grid gap-4">
      <RadioGroup
        name="ownership"
        legend={t("quote.pricing.ownership")}
        options={OWNERSHIP_CODES.map((code) => ({ value: code, label: t(`quote.pricing.ownershipOptions.${code}`) }))}
        defaultValue={values.ownership}
        error={error("ownership")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id={`${idPrefix}-months-owned`}
          name="monthsOwned"
          label={t("quote.pricing.monthsOwned")}
          defaultValue={monthsOwned}
          error={error("monthsOwned")}
        >
          <option value="">{t("quote.fields.choose")}</option>
          {MONTHS_OWNED_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {t(`quote.pricing.monthsOwnedOptions.${choice.key}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          id={`${idPrefix}-mileage`}
          name="mileage"
          type="number"
          inputMode="numeric"
          min={MILEAGE_MIN}
          max={MILEAGE_MAX}
          step={1}
          label={t("quote.fields.mileage")}
          hint={t("quote.pricing.mileageHint")}
          defaultValue={mileage}
          required={mileageRequired}
          error={error("mileage")}
        />
      </div>
    </div>
  );
}

/** The answers given for a vehicle, as short parts (owned/financed/leased · how long · miles a year). */
export function vehiclePricingParts(t: (key: string, options?: Record<string, unknown>) => string, lang: string, vehicle: VehiclePricingValues): string[] {
  const parts: string[] = [];
  if (vehicle.ownership) parts.push(t(`quote.pricing.ownershipShort.${vehicle.ownership}`));
  if (vehicle.monthsOwned !== undefined)
    parts.push(t("quote.pricing.ownedFor", { range: t(`quote.pricing.monthsOwnedOptions.${monthsOwnedChoice(vehicle.monthsOwned).key}`) }));
  if (vehicle.mileage !== undefined) parts.push(t("quote.pricing.milesPerYear", { miles: vehicle.mileage.toLocaleString(lang === "es" ? "es-US" : "en-US") }));
  return parts;
}

export function VehiclePricingSummary({ vehicle, className = "text-sm text-ink-muted" }: { vehicle: VehiclePricingValues; className?: string }) {
  const { t, i18n } = useTranslation();
  const parts = vehiclePricingParts(t, i18n.language, vehicle);
  return parts.length > 0 ? <p className={className}>{parts.join(" · ")}</p> : null;
}
