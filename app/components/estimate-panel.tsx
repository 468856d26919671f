/**
 * doc1 §2 quote estimate panel: an arrow toggles it between collapsed and expanded; expanded it
 * shows the rows, then the drivers and vehicles sections. A native disclosure, so it works (and
 * is announced) without JavaScript.
 */
import { useTranslation } from "~/i18n";
import { ChevronDownIcon } from "./icons";

export interface EstimatePanelProps {
  title: string;
  rows: { label: string; value: string }[];
  drivers: string[];
  vehicles: string[];
  /** Starts expanded (default collapsed). */
  open?: boolean;
}

export function EstimatePanel({ title, rows, drivers, vehicles, open = false }: EstimatePanelProps) {
  const { t } = useTranslation();
  return (
    <details open={open} className="group rounded-card border border-line bg-canvas shadow-card">
      <summary className="flex min-h-13 cursor-pointer list-none items-center justify-between gap-3 rounded-card px-5 py-3 font-bold text-ink [&::-webkit-details-marker]:hidden">
        <span>{title}</span>
        <span className="grid size-9 place-items-center rounded-full bg-surface text-primary-dark">
          <ChevronDownIcon aria-hidden="true" className="size-5 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
        </span>
      </summary>
      <div className="grid gap-5 border-t border-line px-5 py-4">
        <dl className="grid gap-2">
          {rows.map((row) => (
            <div key={row.label} className="flex justify-between gap-4">
              <dt className="text-ink-muted">{row.label}</dt>
              <dd className="font-semibold text-ink">{row.value}</dd>
            </div>
          ))}
        </dl>
        <EstimateSection title={t("widgets.estimate.drivers")} items={drivers} empty={t("widgets.estimate.noDrivers")} />
        <EstimateSection title={t("widgets.estimate.vehicles")} items={vehicles} empty={t("widgets.estimate.noVehicles")} />
      </div>
    </details>
  );
}

function EstimateSection({ title, items, empty }: { title: string; items: string[]; empty: string }) {
  return (
    <section className="grid gap-1.5">
      <h2 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{title}</h2>
      {items.length > 0 ? (
        <ul className="grid gap-1">
          {items.map((item) => (
            <li key={item} className="text-ink">
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-muted">{empty}</p>
      )}
    </section>
  );
}
