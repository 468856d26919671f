/**
 * Adding a vehicle without JavaScript (doc2 §5): the add-vehicle window needs the
 * page's script (its make and model lists follow the year chosen), so a browser without it gets
 * this form instead — the VIN (decoded on the server like the window's VIN entry) and the
 * vehicle's pricing questions (the annual mileage required where it is, doc2 §4). It is inside <noscript>: a browser running the script never shows it.
 */
import { useActionData } from "react-router";
import { useTranslation } from "~/i18n";
import { TextField } from "~/components/form-field";
import { useMessage } from "~/i18n-message";
import type { ActionResult } from "../action-types";
import { VehiclePricingFields } from "./vehicle-pricing-fields";

export function VehicleWithoutScript({ mileageRequired, defaultMileage }: { mileageRequired: boolean; defaultMileage: number }) {
  const { t } = useTranslation();
  const message = useMessage();
  const posted = useActionData<ActionResult>();
  const errors = posted && !posted.ok && posted.intent === "vehicle-save" ? posted.errors : {};
  const notice = posted && !posted.ok && posted.intent === "vehicle-save" ? posted.notice : undefined;
  const vinWarning = posted && !posted.ok && posted.intent === "vehicle-save" ? posted.warnings?.vin : undefined;
  return (
    <noscript>
      <form method="post" className="grid gap-4 rounded-xl border-2 border-dashed border-line p-4" aria-label={t("quote.vehicles.addTitle")}>
        <input type="hidden" name="intent" value="vehicle-save" />
        <input type="hidden" name="entry" value="vin" />
        <TextField
          id="nv-vin"
          name="vin"
          label={t("quote.fields.vin")}
          hint={t("quote.fields.vinHint")}
          maxLength={17}
          autoComplete="off"
          spellCheck={false}
          required
          error={message(errors.vin?.[0])}
          warning={message(vinWarning?.message)}
          defaultValue={vinWarning?.value}
          className="uppercase"
        />
        {vinWarning ? <input type="hidden" name="confirm.vin" value={vinWarning.value} /> : null}
        <VehiclePricingFields
          idPrefix="nv"
          values={{}}
          mileageRequired={mileageRequired}
          defaultMileage={defaultMileage}
          error={(name) => message(errors[name]?.[0])}
        />
        {notice ? <p role="alert">{message(notice)}</p> : null}
        <button type="submit" className="btn btn-outline min-h-12">
          {t("quote.vehicles.save")}
        </button>
      </form>
    </noscript>
  );
}
