/** doc3 §2.2 summary cards: the customer (name, date of birth, address, e-mail, phone), the quote and the vehicles. */
import { useTranslation } from "~/i18n";
import type { Vehicle } from "~/domain/follow-up/model";
import { Card } from "./shared";

export interface SummaryCustomer {
  name: string;
  dob: string;
  address: string[];
  email: string;
  phone: string;
}

export function CustomerCard({
  customer,
  quote,
  downPaymentLabel,
}: {
  customer: SummaryCustomer;
  quote: { companyName: string; totalPremium: number; downPayment: number; payPlan: string };
  downPaymentLabel: string;
}) {
  const { t, i18n } = useTranslation();
  const money = (n: number) => new Intl.NumberFormat(i18n.language === "es" ? "es-US" : "en-US", { style: "currency", currency: "USD" }).format(n);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Card level={2} title={t("followUp.summary.customer")}>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-ink">
          <dt className="text-ink-muted">{t("followUp.summary.name")}</dt>
          <dd>{customer.name}</dd>
          <dt className="text-ink-muted">{t("followUp.summary.dob")}</dt>
          <dd>{customer.dob || "—"}</dd>
          <dt className="text-ink-muted">{t("followUp.summary.address")}</dt>
          <dd>
            {customer.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </dd>
          <dt className="text-ink-muted">{t("followUp.summary.email")}</dt>
          <dd className="break-all">{customer.email}</dd>
          <dt className="text-ink-muted">{t("followUp.summary.phone")}</dt>
          <dd>{customer.phone}</dd>
        </dl>
      </Card>
      <Card level={2} title={quote.companyName}>
        <dl className="grid gap-1 text-ink">
          <dt className="text-sm font-bold tracking-wide text-ink-muted">{downPaymentLabel}</dt>
          <dd className="text-2xl font-extrabold">{money(quote.downPayment)}</dd>
          <dt className="text-ink-muted">{t("followUp.summary.totalPremium")}</dt>
          <dd className="font-semibold">{money(quote.totalPremium)}</dd>
          {quote.payPlan ? (
            <>
              <dt className="text-ink-muted">{t("followUp.summary.payPlan")}</dt>
              <dd>{quote.payPlan}</dd>
            </>
          ) : null}
        </dl>
      </Card>
    </div>
  );
}

export function VehicleCards({
  vehicles,
  onEdit,
  onRemove,
  onAdd,
}: {
  vehicles: Vehicle[];
  onEdit: (v: Vehicle) => void;
  onRemove: (v: Vehicle) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="follow-up-vehicles" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="follow-up-vehicles" className="text-xl font-bold text-ink">
          {t("followUp.summary.vehicles")}
        </h2>
        <button type="button" className="btn btn-outline" onClick={onAdd}>
          {t("followUp.buttons.addVehicle")}
        </button>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {vehicles.map((v) => (
          <li key={v.id}>
            <Card
              title={`${v.year} ${v.make} ${v.model}`}
              actions={
                <>
                  <button
                    type="button"
                    className="btn btn-outline"
                    onClick={() => onEdit(v)}
                    aria-label={t("followUp.buttons.editVehicleOf", { vehicle: `${v.year} ${v.make} ${v.model}` })}
                  >
                    {t("followUp.buttons.editVehicle")}
                  </button>
                  {vehicles.length > 1 ? (
                    <button
                      type="button"
                      className="btn btn-outline"
                      onClick={() => onRemove(v)}
                      aria-label={t("followUp.buttons.removeOf", { name: `${v.year} ${v.make} ${v.model}` })}
                    >
                      {t("followUp.buttons.remove")}
                    </button>
                  ) : null}
                </>
              }
            >
              <p className="text-ink-muted">{t("followUp.vehicle.mileageShown", { miles: v.mileage.toLocaleString("en-US") })}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
