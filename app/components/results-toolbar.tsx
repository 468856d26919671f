/** Sort and filter of the quote cards (doc2 §2, §4): 0 low to high, 1 high to low, 2 buy online or agent; by premium, down payment or total payment. On a phone the two lists stack, so the longer Spanish choices ("Precio: de menor a mayor") are read whole. */
import { useTranslation } from "~/i18n";
import { PRICE_FIELDS, type PriceField } from "~/domain/quote/pay-plan";
import type { SortOption } from "~/domain/quote/quote-cards";
import { SelectField } from "./form-field";

export function ResultsToolbar({
  sort,
  field,
  onSort,
  onField,
}: {
  sort: SortOption;
  field: PriceField;
  onSort: (sort: SortOption) => void;
  onField: (field: PriceField) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3 sm:flex sm:items-end">
      <SelectField
        id="quote-sort"
        label={t("quotes.sort.label")}
        value={String(sort)}
        onChange={(event) => onSort(Number(event.target.value) as SortOption)}
        className="sm:w-64"
      >
        <option value="0">{t("quotes.sort.lowToHigh")}</option>
        <option value="1">{t("quotes.sort.highToLow")}</option>
        <option value="2">{t("quotes.sort.buyable")}</option>
      </SelectField>
      <SelectField
        id="quote-sort-field"
        label={t("quotes.sort.fieldLabel")}
        value={field}
        onChange={(event) => onField(event.target.value as PriceField)}
        className="sm:w-52"
      >
        {PRICE_FIELDS.map((name) => (
          <option key={name} value={name}>
            {t(`quotes.sort.${name}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
