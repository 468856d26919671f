/**
 * Adding a vehicle without JavaScript (doc2 §5): the add-vehicle window needs the
 * page's script (its make and model lists follow the year chosen), so a browser without it gets
 * this form instead — the VIN (decoded on the server like the window's VIN entry) and, where it is
 * asked, the annual mileage. It is inside <noscript>: a browser running the script never shows it.
 */
import { useActionData } from "react-router";
import { useTranslation } from "~/i18n";
import { TextField, SelectField } from "~/components/form-field";
import { useMessage } from "../use-step-form";
import type { ActionResult } from "../action-types";
import { MILEAGE_CHOICES } from "./vehicles-step";

export function VehicleWithoutScript({ mileageRequired }: { mileageRequired: boolean }) {
  const { t } = useTranslation();
  const message = useMessage();
  const posted = useActionData<ActionResult>();
  const errors = posted && !posted.ok && posted.intent === "vehicle-save" ? posted.errors : {};
  const notice = posted && !posted.ok && posted.intent === "vehicle-save" ? posted.notice : undefined;
  return (
    <noscript>
      <form method="post" className="grid gap-4 rounded-xl border-2 border-dashed border-line p-4" aria-label={t("quote.vehicles.addTitle")}>
        <input type="hidden" name="intent" value="vehicle-save" />
        <input type="hidden" name="entry" value="vin" />
        <TextField id="nv-vin" name="vin" label={t("quote.fields.vin")} hint={t("quote.fields.vinHint")} maxLength={17} autoComplete="off" spellCheck={false} required error={message(errors.vin?.[0])} className="uppercase" />
        {mileageRequired ? (
          <SelectField id="nv-mileage" name="mileage" label={t("quote.fields.mileage")} defaultValue="" error={message(errors.mileage?.[0])}>
            <option value="">{t("quote.fields.choose")}</option>
            {MILEAGE_CHOICES.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {t(`quote.mileage.${choice.key}`)}
              </option>
            ))}
          </SelectField>
        ) : null}
        {notice ? <p role="alert">{notice}</p> : null}
        <button type="submit" className="btn btn-outline min-h-12">
          {t("quote.vehicles.save")}
        </button>
      </form>
    </noscript>
  );
}
